/*
 * Stress test of the C ABI: 1,000 games created, played to the end by
 * bots, checked and freed. The games mix Schieber (under several presets,
 * with and without claims), Schmaus and Jass für zwei, each from its own
 * seed and played to a target low enough for a few hands, so that the
 * test stays quick under valgrind. Along the way every game is cloned (the
 * copy must equal the original, stay as it was while the original plays
 * on, and reach the same end by the same actions), its record is written
 * as JSON and replayed (the replay must equal the game), and a seat's
 * observation of the end is written as JSON; every string and handle is
 * freed.
 *
 * Prints a deterministic summary (games, actions, wins and a checksum of
 * the scores per configuration) and exits non-zero on any failure. Run
 * under valgrind it shows that creating, playing and freeing many games
 * leaks nothing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jass.h"

#define GAMES 1000

/* Prints the failure of a call and exits. */
static void check(jass_result result, const char *what, long game) {
    if (result != JASS_RESULT_OK) {
        char detail[256];
        jass_last_error_message(detail, sizeof detail);
        fprintf(stderr, "game %ld: %s failed: %s (%s)\n", game, what, jass_result_message(result),
                detail);
        exit(1);
    }
}

static void require(bool condition, const char *what, long game) {
    if (!condition) {
        fprintf(stderr, "game %ld: %s\n", game, what);
        exit(1);
    }
}

/* One kind of game in the mix. */
struct config {
    const char *name;
    const char *preset;
    uint8_t kind;
    const char *end_mode;
    /* One more option, set before the lower target (NULL for none). */
    const char *option;
    const char *value;
    const char *target;
    jass_rules *rules;
    /* What the games of this configuration came to. */
    long games;
    long actions;
    long wins[2];
    long claims;
    uint64_t checksum;
};

static struct config configs[] = {
    {"schieber", "schieber", JASS_GAME_KIND_SCHIEBER, "\"automatic\"", NULL, NULL, "500", NULL, 0,
     0, {0, 0}, 0, 0},
    {"schieber_1000 (claims)", "schieber_1000", JASS_GAME_KIND_SCHIEBER, "\"claims\"", NULL, NULL,
     "400", NULL, 0, 0, {0, 0}, 0, 0},
    {"schieber_uri (baerger)", "schieber_uri", JASS_GAME_KIND_SCHIEBER, "\"automatic\"", "baerger",
     "300", "600", NULL, 0, 0, {0, 0}, 0, 0},
    {"schieber_3000", "schieber_3000", JASS_GAME_KIND_SCHIEBER, "\"automatic\"", NULL, NULL, "700",
     NULL, 0, 0, {0, 0}, 0, 0},
    {"schmaus", "schmaus", JASS_GAME_KIND_SCHMAUS, "\"automatic\"", NULL, NULL, "300", NULL, 0, 0,
     {0, 0}, 0, 0},
    {"zweier", "zweier", JASS_GAME_KIND_ZWEIER, "\"automatic\"", NULL, NULL, "300", NULL, 0, 0,
     {0, 0}, 0, 0},
    {"zweier (claims)", "zweier", JASS_GAME_KIND_ZWEIER, "\"claims\"", NULL, NULL, "300", NULL, 0,
     0, {0, 0}, 0, 0},
};
#define CONFIGS (sizeof configs / sizeof configs[0])

/* FNV-1a over the bytes of `value`, for a checksum of the scores. */
static uint64_t mix(uint64_t hash, uint64_t value) {
    for (int i = 0; i < 8; i++) {
        hash ^= (value >> (8 * i)) & 0xFF;
        hash *= 0x100000001B3u;
    }
    return hash;
}

/* The seat to act, or JASS_SEAT_NONE once the game is over. */
static uint8_t to_act(const jass_game *game, long number) {
    uint8_t seat = 0;
    check(jass_game_to_act(game, &seat), "jass_game_to_act", number);
    return seat;
}

static bool same_games(const jass_game *a, const jass_game *b, long number) {
    bool same = false;
    check(jass_game_equal(a, b, &same), "jass_game_equal", number);
    return same;
}

/* The actions applied to a game after it was copied, to apply to the copy. */
static jass_action *later = NULL;
static size_t later_room = 0;

static void remember(size_t index, jass_action action) {
    if (index == later_room) {
        later_room = later_room == 0 ? 256 : 2 * later_room;
        jass_action *grown = realloc(later, later_room * sizeof *later);
        if (grown == NULL) exit(1);
        later = grown;
    }
    later[index] = action;
}

/* Plays game `number` of `config` to its end with `bots` and checks its
 * copy, its record and its observation. */
static void play_one(struct config *config, long number, jass_bot *const bots[4]) {
    const uint64_t seed = 1000003u * (uint64_t)number + 17;
    jass_game *game = NULL, *copy = NULL;
    uint8_t kind = 0, players = 0, seat = 0;
    check(jass_game_new(config->rules, config->kind, seed, &game), "jass_game_new", number);
    check(jass_game_get_kind(game, &kind, &players), "jass_game_get_kind", number);
    require(kind == config->kind && (players == 2 || players == 4), "a game of another kind",
            number);

    /* The bots play; after a while (or at the end of a game shorter than
     * that) the game is copied, and every later action is remembered to be
     * applied to the copy. */
    long actions = 0;
    size_t copied = 0;
    const long copy_at = (number * 7) % 60;
    while ((seat = to_act(game, number)) != JASS_SEAT_NONE) {
        require(seat < players, "a seat not at the table is to act", number);
        if (actions == copy_at) {
            check(jass_game_clone(game, &copy), "jass_game_clone", number);
            require(same_games(game, copy, number), "a copy differs from its original", number);
        }
        jass_action action;
        check(jass_bot_choose(bots[seat], game, &action), "jass_bot_choose", number);
        check(jass_game_apply(game, action), "jass_game_apply", number);
        if (copy != NULL) remember(copied++, action);
        actions++;
    }
    /* The copy was left as it was, and the same actions take it to the
     * same end. */
    if (copy == NULL) {
        check(jass_game_clone(game, &copy), "jass_game_clone", number);
    } else {
        require(!same_games(game, copy, number), "playing on changed the copy", number);
    }
    for (size_t i = 0; i < copied; i++) {
        check(jass_game_apply(copy, later[i]), "jass_game_apply (copy)", number);
    }
    require(same_games(game, copy, number), "a copy played on to another end", number);
    jass_game_free(copy);

    /* The record replays to the same game. */
    char *record = NULL;
    jass_game *replayed = NULL;
    check(jass_game_record_json(game, &record), "jass_game_record_json", number);
    check(jass_game_replay_json(record, &replayed), "jass_game_replay_json", number);
    require(same_games(game, replayed, number), "a record replays to another game", number);
    jass_game_free(replayed);
    jass_string_free(record);

    /* A seat's observation of the end. */
    char *observation = NULL;
    check(jass_game_observation_json(game, (uint8_t)(number % players), &observation),
          "jass_game_observation_json", number);
    require(strstr(observation, "\"expecting\":\"nothing\"") != NULL,
            "an observation of a finished game expects something", number);
    jass_string_free(observation);

    jass_game_outcome result;
    uint32_t scores[2];
    check(jass_game_result(game, &result), "jass_game_result", number);
    check(jass_game_scores(game, scores, 2), "jass_game_scores", number);
    require(result.winner < 2, "a winner out of range", number);
    config->games++;
    config->actions += actions;
    config->wins[result.winner]++;
    if (result.claimant != JASS_SEAT_NONE) config->claims++;
    config->checksum = mix(mix(mix(config->checksum, scores[0]), scores[1]), (uint64_t)actions);
    jass_game_free(game);
}

int main(void) {
    for (size_t c = 0; c < CONFIGS; c++) {
        check(jass_rules_from_preset(configs[c].preset, &configs[c].rules),
              "jass_rules_from_preset", -1);
        check(jass_rules_set_option(configs[c].rules, "end_mode", configs[c].end_mode),
              "jass_rules_set_option", -1);
        if (configs[c].option != NULL) {
            check(jass_rules_set_option(configs[c].rules, configs[c].option, configs[c].value),
                  "jass_rules_set_option", -1);
        }
        check(jass_rules_set_option(configs[c].rules, "target", configs[c].target),
              "jass_rules_set_option", -1);
    }
    for (long number = 0; number < GAMES; number++) {
        /* Bots seeded by the game: rule-of-thumb players against random
         * ones, changing sides from one game to the next. */
        jass_bot *bots[4];
        for (int seat = 0; seat < 4; seat++) {
            const uint8_t kind = (uint8_t)((number / (long)CONFIGS + seat) % 2);
            check(jass_bot_new(kind, (uint64_t)number * 4 + (uint64_t)seat, &bots[seat]),
                  "jass_bot_new", number);
        }
        play_one(&configs[number % CONFIGS], number, bots);
        for (int seat = 0; seat < 4; seat++) jass_bot_free(bots[seat]);
    }
    free(later);

    long games = 0;
    printf("%d games played to the end, copied, replayed and freed\n", GAMES);
    for (size_t c = 0; c < CONFIGS; c++) {
        const struct config *config = &configs[c];
        printf("%-23s %3ld games, %6ld actions, wins %3ld : %3ld, %3ld claims, checksum %016llx\n",
               config->name, config->games, config->actions, config->wins[0], config->wins[1],
               config->claims, (unsigned long long)config->checksum);
        games += config->games;
        jass_rules_free(configs[c].rules);
    }
    return games == GAMES ? 0 : 1;
}
