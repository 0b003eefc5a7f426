/*
 * Experiments at scale: many seeded hands and games of any game the library
 * simulates (Schieber, Coiffeur Schieber, Differenzler, Hindersi, Mittlere) played on
 * every core, one row each in an array the caller owns. One
 * jass_sim_config names the game, a policy per team and the threads.
 *
 *     simulate          a summary of 2,000 random hands, 8 games and 8
 *                       Differenzler games
 *     simulate hands    the rows of jass-core/tests/fixtures/sim_hands.csv
 *     simulate games    the rows of jass-core/tests/fixtures/sim_games.csv
 *     simulate seat-hands, simulate seat-games
 *                       the rows of sim_seat_hands.csv and sim_seat_games.csv
 *                       (Differenzler and Hindersi: the seat fields)
 *
 * Every row depends only on its seed and the rules, never on the number
 * of threads, and Rust (jass_core::sim), Python (simulate_hands,
 * simulate_games) and C give the same rows: scripts/test-c.sh compares
 * the CSV this program prints with the fixtures that jass-core's tests and
 * the Python tests check too.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jass.h"

/* Prints the failure of a call and exits. */
static void check(jass_result result, const char *what) {
    if (result != JASS_RESULT_OK) {
        char detail[256];
        jass_last_error_message(detail, sizeof detail);
        fprintf(stderr, "%s failed: %s (%s)\n", what, jass_result_message(result), detail);
        exit(1);
    }
}

static jass_rules *preset(const char *name) {
    jass_rules *rules = NULL;
    check(jass_rules_from_preset(name, &rules), "jass_rules_from_preset");
    return rules;
}

static void *allocate(size_t count, size_t size) {
    void *rows = calloc(count, size);
    if (rows == NULL) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    return rows;
}

/* A team, seat or contract number, or -1 for none. */
static int or_none(uint8_t value, uint8_t none) {
    return value == none ? -1 : (int)value;
}

static const char *const POLICY_NAMES[2] = {"random", "rule_of_thumb"};

/* `game` with `policy` for both teams, on one thread per core. */
static jass_sim_config sim_config(uint8_t game, uint8_t policy) {
    jass_sim_config config = {game, {policy, policy}, 0};
    return config;
}

/* The hand fixture: 24 hands per preset and policy from seed 2^64 - 4 (the
 * seeds wrap around to 0), threads 0 (one per core). */
static void print_hands(void) {
    const char *const presets[2] = {"schieber", "schieber_uri"};
    const size_t count = 24;
    jass_hand_row *rows = allocate(count, sizeof *rows);
    printf("rules,policy,seed,points_0,points_1,card_points_0,card_points_1,contract,declarer,"
           "shoved,multiplier,weis_points,weis_team,stoeck_team,match_team\n");
    for (int p = 0; p < 2; p++) {
        jass_rules *rules = preset(presets[p]);
        for (uint8_t policy = JASS_POLICY_RANDOM; policy <= JASS_POLICY_RULE_OF_THUMB; policy++) {
            jass_sim_config config = sim_config(JASS_GAME_KIND_SCHIEBER, policy);
            check(jass_simulate_hands(rules, &config, UINT64_MAX - 3, count, rows, count),
                  "jass_simulate_hands");
            for (size_t i = 0; i < count; i++) {
                const jass_hand_row *r = &rows[i];
                printf("%s,%s,%" PRIu64 ",%" PRIu32 ",%" PRIu32 ",%u,%u,%d,%d,%d,%u,%u,%d,%d,%d\n",
                       presets[p], POLICY_NAMES[policy], r->seed, r->points[0], r->points[1],
                       (unsigned)r->card_points[0], (unsigned)r->card_points[1],
                       or_none(r->contract, JASS_CONTRACT_NONE),
                       or_none(r->declarer, JASS_SEAT_NONE), r->shoved ? 1 : 0,
                       (unsigned)r->multiplier, (unsigned)r->weis_points,
                       or_none(r->weis_team, JASS_TEAM_NONE),
                       or_none(r->stoeck_team, JASS_TEAM_NONE),
                       or_none(r->match_team, JASS_TEAM_NONE));
            }
        }
        jass_rules_free(rules);
    }
    free(rows);
}

/* The game fixture: 6 games per policy from seed 0 under "schieber". */
static void print_games(void) {
    const size_t count = 6;
    jass_game_row *rows = allocate(count, sizeof *rows);
    jass_rules *rules = preset("schieber");
    printf("rules,policy,seed,scores_0,scores_1,winner,schneider,hands,matches_0,matches_1\n");
    for (uint8_t policy = JASS_POLICY_RANDOM; policy <= JASS_POLICY_RULE_OF_THUMB; policy++) {
        jass_sim_config config = sim_config(JASS_GAME_KIND_SCHIEBER, policy);
        check(jass_simulate_games(rules, &config, 0, count, rows, count), "jass_simulate_games");
        for (size_t i = 0; i < count; i++) {
            const jass_game_row *r = &rows[i];
            printf("schieber,%s,%" PRIu64 ",%" PRIu32 ",%" PRIu32 ",%d,%d,%" PRIu64 ",%" PRIu64
                   ",%" PRIu64 "\n",
                   POLICY_NAMES[policy], r->seed, r->scores[0], r->scores[1],
                   or_none(r->winner, JASS_TEAM_NONE), r->schneider ? 1 : 0, r->hands,
                   r->matches[0], r->matches[1]);
        }
    }
    jass_rules_free(rules);
    free(rows);
}

/* The games of the seat fixtures, each under its preset of the same name. */
static const char *const SEAT_GAMES[2] = {"differenzler", "hindersi"};
static const uint8_t SEAT_KINDS[2] = {JASS_GAME_KIND_DIFFERENZLER, JASS_GAME_KIND_HINDERSI};

/* The seat hand fixture: 5 hands per game and policy from seed 11. */
static void print_seat_hands(void) {
    const size_t count = 5;
    jass_hand_row *rows = allocate(count, sizeof *rows);
    printf("game,policy,seed,contract,predictions_0,predictions_1,predictions_2,predictions_3,"
           "seat_card_points_0,seat_card_points_1,seat_card_points_2,seat_card_points_3,"
           "seat_scores_0,seat_scores_1,seat_scores_2,seat_scores_3\n");
    for (int g = 0; g < 2; g++) {
        jass_rules *rules = preset(SEAT_GAMES[g]);
        for (uint8_t policy = JASS_POLICY_RANDOM; policy <= JASS_POLICY_RULE_OF_THUMB; policy++) {
            jass_sim_config config = sim_config(SEAT_KINDS[g], policy);
            check(jass_simulate_hands(rules, &config, 11, count, rows, count),
                  "jass_simulate_hands");
            for (size_t i = 0; i < count; i++) {
                const jass_hand_row *r = &rows[i];
                printf("%s,%s,%" PRIu64 ",%d", SEAT_GAMES[g], POLICY_NAMES[policy], r->seed,
                       or_none(r->contract, JASS_CONTRACT_NONE));
                for (int s = 0; s < 4; s++) printf(",%d", (int)r->predictions[s]);
                for (int s = 0; s < 4; s++) printf(",%u", (unsigned)r->seat_card_points[s]);
                for (int s = 0; s < 4; s++) printf(",%" PRId32, r->seat_scores[s]);
                printf("\n");
            }
        }
        jass_rules_free(rules);
    }
    free(rows);
}

/* The seat game fixture: 5 games per game and policy from seed 11. */
static void print_seat_games(void) {
    const size_t count = 5;
    jass_game_row *rows = allocate(count, sizeof *rows);
    printf("game,policy,seed,hands,seat_totals_0,seat_totals_1,seat_totals_2,seat_totals_3,"
           "places_0,places_1,places_2,places_3\n");
    for (int g = 0; g < 2; g++) {
        jass_rules *rules = preset(SEAT_GAMES[g]);
        for (uint8_t policy = JASS_POLICY_RANDOM; policy <= JASS_POLICY_RULE_OF_THUMB; policy++) {
            jass_sim_config config = sim_config(SEAT_KINDS[g], policy);
            check(jass_simulate_games(rules, &config, 11, count, rows, count),
                  "jass_simulate_games");
            for (size_t i = 0; i < count; i++) {
                const jass_game_row *r = &rows[i];
                printf("%s,%s,%" PRIu64 ",%" PRIu64, SEAT_GAMES[g], POLICY_NAMES[policy], r->seed,
                       r->hands);
                for (int s = 0; s < 4; s++) printf(",%" PRId64, r->seat_totals[s]);
                for (int s = 0; s < 4; s++) printf(",%u", (unsigned)r->places[s]);
                printf("\n");
            }
        }
        jass_rules_free(rules);
    }
    free(rows);
}

/* 2,000 random hands and 8 rule-of-thumb games under "schieber". */
static void summary(void) {
    jass_rules *rules = preset("schieber");

    const size_t hands = 2000;
    jass_hand_row *rows = allocate(hands, sizeof *rows);
    jass_sim_config random = sim_config(JASS_GAME_KIND_SCHIEBER, JASS_POLICY_RANDOM);
    check(jass_simulate_hands(rules, &random, 1, hands, rows, hands), "jass_simulate_hands");
    uint64_t points[2] = {0, 0};
    size_t contracts[6] = {0};
    size_t shoved = 0, matches = 0;
    for (size_t i = 0; i < hands; i++) {
        points[0] += rows[i].points[0];
        points[1] += rows[i].points[1];
        if (rows[i].contract < 6) contracts[rows[i].contract]++;
        shoved += rows[i].shoved;
        matches += rows[i].match_team != JASS_TEAM_NONE;
    }
    printf("%zu random hands from seed 1:\n", hands);
    printf("  mean points: team 0 %.2f, team 1 %.2f\n", (double)points[0] / (double)hands,
           (double)points[1] / (double)hands);
    printf("  contracts:");
    for (uint8_t c = 0; c < 6; c++) {
        char name[JASS_CONTRACT_TEXT_MAX];
        check(jass_contract_format(c, JASS_CONTRACT_STYLE_NAME, name, sizeof name),
              "jass_contract_format");
        printf(" %s %zu", name, contracts[c]);
    }
    printf("\n  shoved %zu, matches %zu\n", shoved, matches);
    free(rows);

    const size_t games = 8;
    jass_game_row *results = allocate(games, sizeof *results);
    jass_sim_config bots = sim_config(JASS_GAME_KIND_SCHIEBER, JASS_POLICY_RULE_OF_THUMB);
    check(jass_simulate_games(rules, &bots, 1, games, results, games), "jass_simulate_games");
    size_t wins[2] = {0, 0};
    size_t played = 0;
    for (size_t i = 0; i < games; i++) {
        wins[results[i].winner]++;
        played += results[i].hands;
    }
    printf("%zu rule-of-thumb games from seed 1: team 0 wins %zu, team 1 wins %zu, "
           "%.2f hands per game\n",
           games, wins[0], wins[1], (double)played / (double)games);

    /* Too small an array is refused, and nothing is written. */
    jass_result short_array = jass_simulate_games(rules, &random, 1, games + 1, results, games);
    char detail[256];
    jass_last_error_message(detail, sizeof detail);
    printf("%zu games into %zu rows: %s (%s)\n", games + 1, games,
           jass_result_message(short_array), detail);
    jass_rules_free(rules);

    /* Differenzler through the same call: the seat fields of the rows. */
    rules = preset("differenzler");
    jass_sim_config differenzler =
        sim_config(JASS_GAME_KIND_DIFFERENZLER, JASS_POLICY_RULE_OF_THUMB);
    check(jass_simulate_games(rules, &differenzler, 1, games, results, games),
          "jass_simulate_games");
    size_t firsts[4] = {0, 0, 0, 0};
    for (size_t i = 0; i < games; i++) {
        for (int seat = 0; seat < 4; seat++) firsts[seat] += results[i].places[seat] == 1;
    }
    printf("%zu rule-of-thumb Differenzler games from seed 1: first places by seat %zu %zu %zu "
           "%zu, %" PRIu64 " hands each\n",
           games, firsts[0], firsts[1], firsts[2], firsts[3], results[0].hands);
    free(results);
    jass_rules_free(rules);
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "hands") == 0) {
        print_hands();
    } else if (argc == 2 && strcmp(argv[1], "games") == 0) {
        print_games();
    } else if (argc == 2 && strcmp(argv[1], "seat-hands") == 0) {
        print_seat_hands();
    } else if (argc == 2 && strcmp(argv[1], "seat-games") == 0) {
        print_seat_games();
    } else if (argc == 1) {
        summary();
    } else {
        fprintf(stderr, "usage: %s [hands | games | seat-hands | seat-games]\n", argv[0]);
        return 2;
    }
    return 0;
}
