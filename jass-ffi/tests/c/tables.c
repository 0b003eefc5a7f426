/* Random games at the tables of five and six (RULES.md §5.2), random
 * Coiffeur Schieber sessions (§9.4) and games each on their own (§9.1
 * Differenzler, §9.2 Hindersi, §9.3 Mittlere) through the C ABI: for each
 * of the presets schieber_five, schieber_six, schieber_six_double,
 * coiffeur_8, coiffeur_10, differenzler, hindersi and mittlere, games with
 * seeds 0..N-1 (N = the first
 * argument, 20 by default) are played to the end by random bots (seat s of
 * game g seeded 8g + s), and one digest is printed per preset: FNV-1a (64
 * bits) over the lines "<seed> <score 0> <score 1> <action>|<action>|...\n"
 * of the games (Differenzler and Hindersi: "<seed> <total 0> ... <total
 * n-1> ...", each seat's total; Mittlere: each seat's strokes, then each
 * seat's zeros). A Coiffeur session's score sheet must add up to its
 * scores. The Rust tests (jass-core/tests/tables.rs, coiffeur.rs,
 * solo_games.rs, mittlere.rs) and the Python tests (jass-py/tests/
 * test_tables.py, test_solo_games.py, test_mittlere.py) compute the same
 * digests. `tables 10000` prints differenzler ee80156f3d2529c1, hindersi
 * 35ba80f216081e4d and mittlere 287518e9bc454ac1, as the Rust and Python
 * tests pin them.
 *
 * After every action the completed tricks `jass_game_tricks` writes are
 * checked: each holds a card of every seat (five at a table of five, six at
 * a table of six), valid and none twice (of the double pack at most its two
 * copies), the slots after them 0; and they, the trick on the table and the
 * cards still held are the cards dealt for the hand, card for card, which
 * are the rules' pack. A second line per preset counts the tricks checked
 * by their number of cards and the hands whose every trick was read back
 * (a game that ended on its hand's last trick). */

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

/* A finished Coiffeur session's score sheet adds up to its scores, every
 * row played by both teams. */
static void check_sheet(const jass_game *game, const uint32_t scores[2]) {
    for (uint8_t team = 0; team < 2; team++) {
        uint32_t sheet[JASS_COIFFEUR_ROWS_MAX] = {0};
        uint16_t played = 0;
        check(jass_game_coiffeur_sheet(game, team, sheet, JASS_COIFFEUR_ROWS_MAX, &played),
              "jass_game_coiffeur_sheet");
        uint32_t sum = 0;
        size_t rows = 0;
        for (size_t r = 0; r < JASS_COIFFEUR_ROWS_MAX; r++) {
            sum += sheet[r];
            if (played & (1u << r)) rows++;
        }
        if (sum != scores[team] || played != (uint16_t)((1u << rows) - 1) || rows == 0) {
            fprintf(stderr, "the sheet of team %u does not add up\n", team);
            exit(1);
        }
    }
}

/* Where a check of the tricks is made, for its message. */
typedef struct {
    const char *preset;
    long game;
    uint16_t hand;
} place;

static void expect(int ok, place at, const char *what) {
    if (!ok) {
        fprintf(stderr, "%s, game %ld, hand %u: %s\n", at.preset, at.game, at.hand, what);
        exit(1);
    }
}

/* The tricks checked, by their number of cards, and the hands whose every
 * trick was read back, over the games of one preset. */
typedef struct {
    unsigned long tricks[JASS_TRICK_MAX + 1];
    unsigned long whole_hands;
} tricks_seen;

/* The hand being checked: its number (-1 before the first), how many of
 * its tricks have been counted, and how often each card was dealt. */
typedef struct {
    long number;
    size_t tricks;
    unsigned dealt_total;
    uint8_t dealt[JASS_CARD_COUNT];
} hand_dealt;

static void add_cards(uint8_t count[JASS_CARD_COUNT], uint64_t set) {
    for (uint8_t c = 0; c < JASS_CARD_COUNT; c++) {
        if ((set >> c) & 1u) count[c]++;
    }
}

/* Checks the completed tricks of the hand being played as the comment at
 * the top says. A hand seen for the first time is dealt now: its cards
 * must be `copies` of each card of `pack`. */
static void check_tricks(const char *preset, long g, const jass_game *game, uint8_t players,
                         uint64_t pack, uint8_t copies, hand_dealt *hand, tricks_seen *seen) {
    jass_hand_info info;
    check(jass_game_hand_info(game, &info), "jass_game_hand_info");
    place at = {preset, g, info.number};
    jass_trick tricks[18];
    memset(tricks, 0xEE, sizeof tricks);
    size_t count = 0;
    check(jass_game_tricks(game, tricks, 18, &count), "jass_game_tricks");
    uint8_t held[JASS_CARD_COUNT] = {0};
    for (uint8_t s = 0; s < players; s++) {
        uint64_t once = 0, twice = 0;
        check(jass_game_hand(game, s, &once), "jass_game_hand");
        check(jass_game_hand_twice(game, s, &twice), "jass_game_hand_twice");
        add_cards(held, once);
        add_cards(held, twice);
    }
    if (info.number != hand->number) {
        expect(count == 0 && info.trick_len == 0, at, "cards played before the deal was seen");
        hand->number = info.number;
        hand->tricks = 0;
        hand->dealt_total = 0;
        for (uint8_t c = 0; c < JASS_CARD_COUNT; c++) {
            expect(held[c] == (((pack >> c) & 1u) ? copies : 0), at, "the deal is not the pack");
            hand->dealt[c] = held[c];
            hand->dealt_total += held[c];
        }
    }
    expect(count == info.tricks_done, at, "jass_game_tricks and tricks_done differ");
    uint8_t played[JASS_CARD_COUNT] = {0};
    for (size_t t = 0; t < count; t++) {
        const jass_trick *trick = &tricks[t];
        expect(trick->len == players, at, "a trick without one card of every seat");
        expect(trick->leader < players, at, "a trick led by a seat not at the table");
        uint8_t in_trick[JASS_CARD_COUNT] = {0};
        for (size_t i = 0; i < JASS_TRICK_MAX; i++) {
            uint8_t card = trick->cards[i];
            if (i >= trick->len) {
                expect(card == 0, at, "a trick's slot after its cards is not 0");
                continue;
            }
            expect(card < JASS_CARD_COUNT, at, "a trick holds an invalid card");
            expect(++in_trick[card] <= copies, at, "a trick holds a card twice");
            played[card]++;
        }
    }
    for (uint8_t i = 0; i < info.trick_len; i++) {
        expect(info.trick[i] < JASS_CARD_COUNT, at, "the trick on the table holds an invalid card");
        played[info.trick[i]]++;
    }
    for (uint8_t c = 0; c < JASS_CARD_COUNT; c++) {
        expect(played[c] + held[c] == hand->dealt[c], at,
               "the tricks, the trick on the table and the hands are not the cards dealt");
    }
    if (count > hand->tricks) {
        for (size_t t = hand->tricks; t < count; t++) seen->tricks[tricks[t].len]++;
        if (count * players == hand->dealt_total) seen->whole_hands++;
        hand->tricks = count;
    }
}

static uint64_t digest(const char *preset, uint8_t game_kind, uint8_t copies, long games,
                       tricks_seen *seen) {
    jass_rules *rules = NULL;
    check(jass_rules_from_preset(preset, &rules), "jass_rules_from_preset");
    uint64_t pack = 0;
    check(jass_rules_pack(rules, &pack), "jass_rules_pack");
    uint64_t hash = 0xCBF29CE484222325u;
    for (long g = 0; g < games; g++) {
        jass_game *game = NULL;
        check(jass_game_new(rules, game_kind, (uint64_t)g, &game), "jass_game_new");
        uint8_t kind = 0, players = 0;
        check(jass_game_get_kind(game, &kind, &players), "jass_game_get_kind");
        jass_bot *bots[6] = {NULL};
        for (uint8_t s = 0; s < players; s++) {
            check(jass_bot_new(JASS_BOT_KIND_RANDOM, 8u * (uint64_t)g + s, &bots[s]),
                  "jass_bot_new");
        }
        char line[64];
        snprintf(line, sizeof line, "%ld", g);
        hash = fnv(hash, line);
        hand_dealt hand = {.number = -1};
        check_tricks(preset, g, game, players, pack, copies, &hand, seen);
        uint8_t seat = 0;
        int first = 1;
        char actions_text[JASS_ACTION_TEXT_MAX];
        /* The actions are hashed after the scores: keep them aside. */
        size_t room = 4096, used = 0;
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
            check_tricks(preset, g, game, players, pack, copies, &hand, seen);
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
        if (game_kind == JASS_GAME_KIND_SCHIEBER || game_kind == JASS_GAME_KIND_COIFFEUR) {
            uint32_t scores[2] = {0, 0};
            check(jass_game_scores(game, scores, 2), "jass_game_scores");
            if (game_kind == JASS_GAME_KIND_COIFFEUR) check_sheet(game, scores);
            snprintf(line, sizeof line, " %" PRIu32 " %" PRIu32, scores[0], scores[1]);
            hash = fnv(hash, line);
        } else {
            int64_t totals[6] = {0};
            check(jass_game_seat_totals(game, totals, 6), "jass_game_seat_totals");
            for (uint8_t s = 0; s < players; s++) {
                snprintf(line, sizeof line, " %" PRId64, totals[s]);
                hash = fnv(hash, line);
            }
            if (game_kind == JASS_GAME_KIND_MITTLERE) {
                int64_t zeros[6] = {0};
                check(jass_game_zero_totals(game, zeros, 6), "jass_game_zero_totals");
                for (uint8_t s = 0; s < players; s++) {
                    snprintf(line, sizeof line, " %" PRId64, zeros[s]);
                    hash = fnv(hash, line);
                }
            }
        }
        hash = fnv(hash, " ");
        hash = fnv(hash, actions);
        hash = fnv(hash, "\n");
        free(actions);
        for (uint8_t s = 0; s < players; s++) jass_bot_free(bots[s]);
        jass_game_free(game);
    }
    jass_rules_free(rules);
    return hash;
}

int main(int argc, char **argv) {
    long games = argc > 1 ? strtol(argv[1], NULL, 10) : 20;
    const char *presets[] = {"schieber_five", "schieber_six", "schieber_six_double",
                             "coiffeur_8",    "coiffeur_10",  "differenzler",
                             "hindersi",      "mittlere"};
    const uint8_t kinds[] = {JASS_GAME_KIND_SCHIEBER,     JASS_GAME_KIND_SCHIEBER,
                             JASS_GAME_KIND_SCHIEBER,     JASS_GAME_KIND_COIFFEUR,
                             JASS_GAME_KIND_COIFFEUR,     JASS_GAME_KIND_DIFFERENZLER,
                             JASS_GAME_KIND_HINDERSI,     JASS_GAME_KIND_MITTLERE};
    /* How often the pack deals each card: twice for the double pack. */
    const uint8_t copies[] = {1, 1, 2, 1, 1, 1, 1, 1};
    for (size_t i = 0; i < 8; i++) {
        tricks_seen seen = {{0}, 0};
        printf("%s %ld %016" PRIx64 "\n", presets[i], games,
               digest(presets[i], kinds[i], copies[i], games, &seen));
        printf("%s %ld tricks:", presets[i], games);
        for (size_t n = 1; n <= JASS_TRICK_MAX; n++) {
            if (seen.tricks[n] > 0) printf(" %lu of %zu cards,", seen.tricks[n], n);
        }
        printf(" whole hands read back: %lu\n", seen.whole_hands);
    }
    return 0;
}
