/* Random Coiffeur Schieber sessions (RULES.md §9.4) through the C ABI: for
 * each of the presets coiffeur_8 and coiffeur_10, sessions with seeds
 * 0..N-1 (N = the first argument, 20 by default) are played to the end by
 * random bots (seat s of game g seeded 8g + s), and one digest is printed
 * per preset: FNV-1a (64 bits) over the lines
 * "<seed> <score 0> <score 1> <action>|<action>|...\n" of the games. Each
 * session's score sheet must add up to its scores. The Rust test
 * (jass-core/tests/coiffeur.rs) and the Python test
 * (jass-py/tests/test_coiffeur.py) compute the same digests. */

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jass.h"

static void check(jass_result result, const char *what) {
    if (result != JASS_RESULT_OK) {
        char message[256] = "";
        jass_last_error_message(message, sizeof message);
        fprintf(stderr, "%s failed (%d): %s\n", what, (int)result, message);
        exit(1);
    }
}

static uint64_t fnv(uint64_t hash, const char *text) {
    for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
        hash ^= *p;
        hash *= 0x100000001B3u;
    }
    return hash;
}

/* The session's score sheet adds up to its scores, every row played by
 * both teams. */
static void check_sheet(const jass_game *game, const uint32_t scores[2], size_t rows) {
    for (uint8_t team = 0; team < 2; team++) {
        uint32_t sheet[JASS_COIFFEUR_ROWS_MAX];
        uint16_t played = 0;
        check(jass_game_coiffeur_sheet(game, team, sheet, JASS_COIFFEUR_ROWS_MAX, &played),
              "jass_game_coiffeur_sheet");
        uint32_t sum = 0;
        for (size_t r = 0; r < rows; r++) sum += sheet[r];
        if (sum != scores[team] || played != (uint16_t)((1u << rows) - 1)) {
            fprintf(stderr, "the sheet of team %u does not add up\n", team);
            exit(1);
        }
    }
}

static uint64_t digest(const char *preset, size_t rows, long games) {
    jass_rules *rules = NULL;
    check(jass_rules_from_preset(preset, &rules), "jass_rules_from_preset");
    uint64_t hash = 0xCBF29CE484222325u;
    for (long g = 0; g < games; g++) {
        jass_game *game = NULL;
        check(jass_game_new(rules, JASS_GAME_KIND_COIFFEUR, (uint64_t)g, &game), "jass_game_new");
        jass_bot *bots[4] = {NULL};
        for (uint8_t s = 0; s < 4; s++) {
            check(jass_bot_new(JASS_BOT_KIND_RANDOM, 8u * (uint64_t)g + s, &bots[s]),
                  "jass_bot_new");
        }
        char line[64];
        snprintf(line, sizeof line, "%ld", g);
        hash = fnv(hash, line);
        uint8_t seat = 0;
        int first = 1;
        char actions_text[JASS_ACTION_TEXT_MAX];
        /* The actions are hashed after the scores: keep them aside. */
        size_t room = 8192, used = 0;
        char *actions = malloc(room);
        if (actions == NULL) exit(1);
        actions[0] = '\0';
        for (;;) {
            check(jass_game_to_act(game, &seat), "jass_game_to_act");
            if (seat == JASS_SEAT_NONE) break;
            jass_action action;
            check(jass_bot_choose(bots[seat], game, &action), "jass_bot_choose");
            check(jass_action_format(action, actions_text, sizeof actions_text),
                  "jass_action_format");
            check(jass_game_apply(game, action), "jass_game_apply");
            size_t need = strlen(actions_text) + 2;
            while (used + need >= room) {
                room *= 2;
                char *grown = realloc(actions, room);
                if (grown == NULL) exit(1);
                actions = grown;
            }
            used += (size_t)sprintf(actions + used, "%s%s", first ? "" : "|", actions_text);
            first = 0;
        }
        uint32_t scores[2] = {0, 0};
        check(jass_game_scores(game, scores, 2), "jass_game_scores");
        check_sheet(game, scores, rows);
        snprintf(line, sizeof line, " %" PRIu32 " %" PRIu32 " ", scores[0], scores[1]);
        hash = fnv(hash, line);
        hash = fnv(hash, actions);
        hash = fnv(hash, "\n");
        free(actions);
        for (uint8_t s = 0; s < 4; s++) jass_bot_free(bots[s]);
        jass_game_free(game);
    }
    jass_rules_free(rules);
    return hash;
}

int main(int argc, char **argv) {
    long games = argc > 1 ? strtol(argv[1], NULL, 10) : 20;
    const char *presets[] = {"coiffeur_8", "coiffeur_10"};
    const size_t rows[] = {8, 10};
    for (size_t i = 0; i < 2; i++) {
        printf("%s %ld %016" PRIx64 "\n", presets[i], games, digest(presets[i], rows[i], games));
    }
    return 0;
}
