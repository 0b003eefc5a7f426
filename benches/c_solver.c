/*
 * Speed of the solver from C: jass_solve and jass_solve_value, which build
 * a new solver for each call, against the same searches on a jass_solver
 * kept from one call to the next.
 *
 * Games of seeds 0 to 199 in trump (hearts), played with random legal
 * cards to the start of a trick with 2, 4 and 6 tricks left; each call is
 * timed on its own, five rounds over every game, on one thread. Prints the
 * median microseconds of each call, and exits 1 if a kept solver's value
 * differs from a new one's.
 *
 *     cargo build --release -p jass-ffi
 *     cc -O2 -std=c99 -Iinclude benches/c_solver.c target/release/libjass.a \
 *         -lpthread -ldl -lm -o target/c_solver && target/c_solver
 */
#define _POSIX_C_SOURCE 199309L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "jass.h"

enum { GAMES = 200, ROUNDS = 5, CALLS = 4 };

static void check(jass_result result, const char *what) {
    if (result != JASS_RESULT_OK) {
        char detail[256];
        jass_last_error_message(detail, sizeof detail);
        fprintf(stderr, "%s failed: %s (%s)\n", what, jass_result_message(result), detail);
        exit(2);
    }
}

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static int ascending(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median_micros(double *ns, size_t count) {
    qsort(ns, count, sizeof *ns, ascending);
    return ns[count / 2] / 1e3;
}

/* The game of `seed` in trump (hearts), played with random legal cards to
 * the start of a trick with `left` tricks left. */
static jass_game *game_at(const jass_rules *rules, uint64_t seed, int left) {
    jass_game *game = NULL;
    jass_bot *bot = NULL;
    check(jass_game_new(rules, JASS_GAME_KIND_SCHIEBER, seed, &game), "jass_game_new");
    check(jass_bot_new(JASS_BOT_KIND_RANDOM, seed, &bot), "jass_bot_new");
    jass_action declare;
    memset(&declare, 0, sizeof declare);
    declare.kind = JASS_ACTION_KIND_DECLARE;
    declare.contract = JASS_CONTRACT_HEARTS;
    check(jass_game_apply(game, declare), "jass_game_apply (declare)");
    jass_hand_info info;
    do {
        jass_action action;
        check(jass_bot_choose(bot, game, &action), "jass_bot_choose");
        check(jass_game_apply(game, action), "jass_game_apply");
        check(jass_game_hand_info(game, &info), "jass_game_hand_info");
    } while (info.tricks_done < 9 - left);
    jass_bot_free(bot);
    return game;
}

int main(void) {
    static double ns[CALLS][GAMES * ROUNDS];
    jass_rules *rules = NULL;
    check(jass_rules_from_preset("schieber", &rules), "jass_rules_from_preset");
    printf("%d games in trump per row, %d rounds; median µs per call, one thread\n", GAMES, ROUNDS);
    printf("tricks left | jass_solve | jass_solver_solve | jass_solve_value | jass_solver_solve_value\n");
    int agree = 1;
    for (int left = 2; left <= 6; left += 2) {
        jass_game *games[GAMES];
        for (int g = 0; g < GAMES; g++) games[g] = game_at(rules, (uint64_t)g, left);
        jass_solver *solver = NULL;
        check(jass_solver_new(0, 1, &solver), "jass_solver_new");
        size_t n = 0;
        for (int round = 0; round < ROUNDS; round++) {
            for (int g = 0; g < GAMES; g++, n++) {
                jass_solution anew, kept;
                uint16_t value_anew = 0, value_kept = 0;
                double start = now_ns();
                check(jass_solve(games[g], 0, 1, &anew), "jass_solve");
                ns[0][n] = now_ns() - start;
                start = now_ns();
                check(jass_solver_solve(solver, games[g], NULL, NULL, &kept), "jass_solver_solve");
                ns[1][n] = now_ns() - start;
                start = now_ns();
                check(jass_solve_value(games[g], 0, 1, NULL, &value_anew), "jass_solve_value");
                ns[2][n] = now_ns() - start;
                start = now_ns();
                check(jass_solver_solve_value(solver, games[g], NULL, NULL, &value_kept),
                      "jass_solver_solve_value");
                ns[3][n] = now_ns() - start;
                agree = agree && anew.value == kept.value && anew.legal == kept.legal &&
                        memcmp(anew.card_values, kept.card_values, sizeof anew.card_values) == 0 &&
                        value_anew == anew.value && value_kept == anew.value;
            }
        }
        printf("%11d | %10.1f | %17.1f | %16.1f | %23.1f\n", left, median_micros(ns[0], n),
               median_micros(ns[1], n), median_micros(ns[2], n), median_micros(ns[3], n));
        jass_solver_free(solver);
        for (int g = 0; g < GAMES; g++) jass_game_free(games[g]);
    }
    jass_rules_free(rules);
    if (!agree) printf("a kept solver's result DIFFERS from a new solver's\n");
    return agree ? 0 : 1;
}
