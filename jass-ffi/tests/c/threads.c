/*
 * Two threads using one game at once, against the documented rule (a game
 * is changed by one thread at a time). The library must turn every clash
 * into JASS_RESULT_MISUSE or serialise the calls, never corrupt the game:
 *
 * - two threads each choose an action for the game's seat to act and apply
 *   it, until the game is over. Each call succeeds, returns
 *   JASS_RESULT_MISUSE (the other thread was inside a call on the game), or
 *   is refused by the rules because the other thread moved first; no other
 *   code (a panic, a NULL...) may appear. At the end the game is over, its
 *   record holds exactly the actions that succeeded, and replaying the
 *   record gives an equal game.
 * - two threads only reading one game never get JASS_RESULT_MISUSE.
 * - two threads sharing one solver (which one thread uses at a time): each
 *   search gives the value a new solver gives, or returns
 *   JASS_RESULT_MISUSE while the other thread's search runs; afterwards
 *   the solver still gives that value.
 * - a rule set changed while a simulation on another thread reads it: the
 *   change returns JASS_RESULT_MISUSE while the simulation runs (and the
 *   simulation, started during a change, returns it too), and the
 *   simulation that runs is not disturbed.
 *
 * The number of clashes depends on the scheduler and goes to stderr only.
 */
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jass.h"

#define GAMES 6
#define READS 20000

static long failures = 0;
static pthread_mutex_t failures_lock = PTHREAD_MUTEX_INITIALIZER;

static void fail(const char *what, jass_result code) {
    char message[512];
    jass_last_error_message(message, sizeof message);
    fprintf(stderr, "threads: %s: %u (%s): %s\n", what, (unsigned)code,
            jass_result_message(code), message);
    pthread_mutex_lock(&failures_lock);
    failures++;
    pthread_mutex_unlock(&failures_lock);
}

static void must(jass_result code, const char *what) {
    if (code != JASS_RESULT_OK) {
        fail(what, code);
        exit(1);
    }
}

struct player {
    jass_game *game;
    uint64_t seed;
    long applied;
    long misuse;
    long stale;
};

/* A refusal by the rules: the other thread changed the game between this
 * thread's choice and its action. */
static bool refused_by_rules(jass_result code) {
    return code >= 300 && code < 600;
}

static void *player_thread(void *arg) {
    struct player *player = arg;
    jass_bot *bot = NULL;
    must(jass_bot_new(JASS_BOT_KIND_RANDOM, player->seed, &bot), "jass_bot_new");
    for (;;) {
        bool over = false;
        jass_result code = jass_game_is_over(player->game, &over);
        if (code == JASS_RESULT_MISUSE) {
            player->misuse++;
            continue;
        }
        if (code != JASS_RESULT_OK) {
            fail("jass_game_is_over", code);
            break;
        }
        if (over) break;
        jass_action action;
        code = jass_bot_choose(bot, player->game, &action);
        if (code == JASS_RESULT_MISUSE) {
            player->misuse++;
            continue;
        }
        if (refused_by_rules(code)) {
            player->stale++;
            continue;
        }
        if (code != JASS_RESULT_OK) {
            fail("jass_bot_choose", code);
            break;
        }
        code = jass_game_apply(player->game, action);
        if (code == JASS_RESULT_OK) {
            player->applied++;
        } else if (code == JASS_RESULT_MISUSE) {
            player->misuse++;
        } else if (refused_by_rules(code)) {
            player->stale++;
        } else {
            fail("jass_game_apply", code);
            break;
        }
    }
    jass_bot_free(bot);
    return NULL;
}

/* The number of entries of the record's "actions" array. */
static long record_actions(const char *json) {
    const char *at = strstr(json, "\"actions\":[");
    if (at == NULL) return -1;
    at += strlen("\"actions\":[");
    long count = 0;
    int depth = 0;
    bool in_string = false, item = false;
    for (; *at != '\0'; at++) {
        char c = *at;
        if (in_string) {
            if (c == '\\' && at[1] != '\0') {
                at++;
            } else if (c == '"') {
                in_string = false;
            }
            continue;
        }
        if (c == '"') {
            in_string = true;
        } else if (c == '{' || c == '[') {
            depth++;
        } else if (c == '}') {
            depth--;
        } else if (c == ']') {
            if (depth == 0) return count + (item ? 1 : 0);
            depth--;
        } else if (c == ',' && depth == 0) {
            count++;
            continue;
        }
        if (c != ' ') item = true;
    }
    return -1;
}

static long clashes = 0;

static void two_players(const jass_rules *rules, uint64_t seed) {
    jass_game *game = NULL;
    must(jass_game_new(rules, JASS_GAME_KIND_SCHIEBER, seed, &game), "jass_game_new");
    struct player players[2] = {{game, seed * 2, 0, 0, 0}, {game, seed * 2 + 1, 0, 0, 0}};
    pthread_t threads[2];
    for (int i = 0; i < 2; i++) {
        if (pthread_create(&threads[i], NULL, player_thread, &players[i]) != 0) exit(1);
    }
    for (int i = 0; i < 2; i++) pthread_join(threads[i], NULL);
    clashes += players[0].misuse + players[1].misuse;

    bool over = false;
    must(jass_game_is_over(game, &over), "jass_game_is_over");
    if (!over) fail("the game is not over after both threads stopped", JASS_RESULT_OK);
    char *json = NULL;
    must(jass_game_record_json(game, &json), "jass_game_record_json");
    long applied = players[0].applied + players[1].applied;
    if (record_actions(json) != applied) {
        fprintf(stderr, "threads: the record holds %ld actions, %ld succeeded\n",
                record_actions(json), applied);
        fail("the record does not hold the actions that succeeded", JASS_RESULT_OK);
    }
    jass_game *replayed = NULL;
    must(jass_game_replay_json(json, &replayed), "jass_game_replay_json");
    bool same = false;
    must(jass_game_equal(game, replayed, &same), "jass_game_equal");
    if (!same) fail("the replayed record differs from the game", JASS_RESULT_OK);
    jass_string_free(json);
    jass_game_free(replayed);
    jass_game_free(game);
}

struct reader {
    const jass_game *game;
    uint64_t expected;
    long misuse;
    long other;
};

static void *reader_thread(void *arg) {
    struct reader *reader = arg;
    for (int i = 0; i < READS; i++) {
        uint64_t cards = 0;
        jass_result code = jass_game_legal_cards(reader->game, &cards);
        if (code == JASS_RESULT_MISUSE) {
            reader->misuse++;
        } else if (code != JASS_RESULT_OK || cards != reader->expected) {
            reader->other++;
        }
    }
    return NULL;
}

static void two_readers(const jass_rules *rules) {
    jass_game *game = NULL;
    must(jass_game_new(rules, JASS_GAME_KIND_SCHIEBER, 3, &game), "jass_game_new");
    jass_action declare;
    memset(&declare, 0, sizeof declare);
    declare.kind = JASS_ACTION_KIND_DECLARE;
    declare.contract = JASS_CONTRACT_HEARTS;
    must(jass_game_apply(game, declare), "jass_game_apply");
    uint64_t legal = 0;
    must(jass_game_legal_cards(game, &legal), "jass_game_legal_cards");
    struct reader readers[2] = {{game, legal, 0, 0}, {game, legal, 0, 0}};
    pthread_t threads[2];
    for (int i = 0; i < 2; i++) {
        if (pthread_create(&threads[i], NULL, reader_thread, &readers[i]) != 0) exit(1);
    }
    for (int i = 0; i < 2; i++) pthread_join(threads[i], NULL);
    for (int i = 0; i < 2; i++) {
        if (readers[i].misuse != 0) fail("two readers clashed", JASS_RESULT_MISUSE);
        if (readers[i].other != 0) fail("a read failed", JASS_RESULT_OK);
    }
    jass_game_free(game);
}

#define SOLVES 200

struct searcher {
    jass_solver *solver;
    const jass_game *game;
    uint16_t expected;
    long misuse;
    long other;
};

static void *searcher_thread(void *arg) {
    struct searcher *searcher = arg;
    for (int i = 0; i < SOLVES; i++) {
        uint16_t value = 0;
        jass_result code =
            jass_solver_solve_value(searcher->solver, searcher->game, NULL, NULL, &value);
        if (code == JASS_RESULT_MISUSE) {
            searcher->misuse++;
        } else if (code != JASS_RESULT_OK || value != searcher->expected) {
            searcher->other++;
        }
    }
    return NULL;
}

static void two_searchers(const jass_rules *rules) {
    jass_game *game = NULL;
    jass_bot *bot = NULL;
    jass_solver *solver = NULL;
    must(jass_game_new(rules, JASS_GAME_KIND_SCHIEBER, 5, &game), "jass_game_new");
    must(jass_bot_new(JASS_BOT_KIND_RULE_OF_THUMB, 5, &bot), "jass_bot_new");
    jass_hand_info info;
    do {
        jass_action action;
        must(jass_bot_choose(bot, game, &action), "jass_bot_choose");
        must(jass_game_apply(game, action), "jass_game_apply");
        must(jass_game_hand_info(game, &info), "jass_game_hand_info");
    } while (info.tricks_done < 6);
    uint16_t expected = 0;
    must(jass_solve_value(game, 1 << 16, 1, NULL, &expected), "jass_solve_value");
    must(jass_solver_new(1 << 16, 1, &solver), "jass_solver_new");
    struct searcher searchers[2] = {{solver, game, expected, 0, 0}, {solver, game, expected, 0, 0}};
    pthread_t threads[2];
    for (int i = 0; i < 2; i++) {
        if (pthread_create(&threads[i], NULL, searcher_thread, &searchers[i]) != 0) exit(1);
    }
    for (int i = 0; i < 2; i++) pthread_join(threads[i], NULL);
    clashes += searchers[0].misuse + searchers[1].misuse;
    for (int i = 0; i < 2; i++) {
        if (searchers[i].other != 0) fail("a shared solver's search failed", JASS_RESULT_OK);
    }
    uint16_t after = 0;
    must(jass_solver_solve_value(solver, game, NULL, NULL, &after), "jass_solver_solve_value");
    if (after != expected) fail("the shared solver changed its value", JASS_RESULT_OK);
    jass_solver_free(solver);
    jass_bot_free(bot);
    jass_game_free(game);
}

#define SIMULATED 300

/* Random Schieber hands on one thread. */
static const jass_sim_config ONE_THREAD = {JASS_GAME_KIND_SCHIEBER,
                                           {JASS_POLICY_RANDOM, JASS_POLICY_RANDOM}, 1};

struct simulation {
    const jass_rules *rules;
    jass_hand_row *rows;
    jass_result code;
    bool done;
    pthread_mutex_t lock;
};

static void *simulation_thread(void *arg) {
    struct simulation *simulation = arg;
    jass_result code;
    /* Refused while the other thread is inside a change: try again. */
    do {
        code = jass_simulate_hands(simulation->rules, &ONE_THREAD, 9, SIMULATED,
                                   simulation->rows, SIMULATED);
    } while (code == JASS_RESULT_MISUSE);
    pthread_mutex_lock(&simulation->lock);
    simulation->code = code;
    simulation->done = true;
    pthread_mutex_unlock(&simulation->lock);
    return NULL;
}

/* Sets an option (to the value it has) until the simulation is over;
 * returns whether a call was refused with JASS_RESULT_MISUSE. */
static bool change_during_simulation(jass_rules *rules, jass_hand_row *rows) {
    struct simulation simulation;
    simulation.rules = rules;
    simulation.rows = rows;
    simulation.code = JASS_RESULT_PANIC;
    simulation.done = false;
    pthread_mutex_init(&simulation.lock, NULL);
    pthread_t thread;
    if (pthread_create(&thread, NULL, simulation_thread, &simulation) != 0) exit(1);
    bool refused = false, done = false;
    while (!done) {
        pthread_mutex_lock(&simulation.lock);
        done = simulation.done;
        pthread_mutex_unlock(&simulation.lock);
        jass_result code = jass_rules_set_option(rules, "target", "1000");
        if (code == JASS_RESULT_MISUSE) {
            char message[256];
            jass_last_error_message(message, sizeof message);
            if (strstr(message, "argument rules is in use by another call") == NULL) {
                fail("the refusal does not say the rule set is in use", code);
            }
            refused = true;
        } else if (code != JASS_RESULT_OK) {
            fail("jass_rules_set_option", code);
        }
    }
    pthread_join(thread, NULL);
    pthread_mutex_destroy(&simulation.lock);
    if (simulation.code != JASS_RESULT_OK) fail("jass_simulate_hands", simulation.code);
    return refused;
}

/* Whether two simulations gave the same rows (compared field by field: the
 * padding of a row is not written). */
static bool same_rows(const jass_hand_row *a, const jass_hand_row *b) {
    for (size_t i = 0; i < SIMULATED; i++) {
        if (a[i].seed != b[i].seed || a[i].points[0] != b[i].points[0] ||
            a[i].points[1] != b[i].points[1] || a[i].card_points[0] != b[i].card_points[0] ||
            a[i].card_points[1] != b[i].card_points[1] || a[i].contract != b[i].contract) {
            return false;
        }
    }
    return true;
}

static void change_while_read(jass_rules *rules) {
    jass_hand_row *rows = calloc(SIMULATED, sizeof *rows);
    jass_hand_row *alone = calloc(SIMULATED, sizeof *alone);
    if (rows == NULL || alone == NULL) exit(1);
    must(jass_simulate_hands(rules, &ONE_THREAD, 9, SIMULATED, alone, SIMULATED),
         "jass_simulate_hands");
    /* The scheduler may, rarely, keep this thread off the processor for a
     * whole simulation: a few tries make that vanishingly unlikely. */
    bool refused = false;
    for (int attempt = 0; attempt < 5 && !refused; attempt++) {
        refused = change_during_simulation(rules, rows);
        if (!same_rows(rows, alone)) fail("the simulation was disturbed", JASS_RESULT_OK);
    }
    if (!refused) fail("changing a rule set during a simulation was never refused", JASS_RESULT_OK);
    free(rows);
    free(alone);
}

int main(void) {
    jass_rules *rules = NULL;
    must(jass_rules_from_preset("schieber", &rules), "jass_rules_from_preset");
    must(jass_rules_set_option(rules, "target", "1000"), "jass_rules_set_option");
    for (uint64_t seed = 1; seed <= GAMES; seed++) two_players(rules, seed);
    printf("two threads applying actions to one game: %d games end whole\n", GAMES);
    two_readers(rules);
    printf("two threads reading one game: %d reads each, none refused\n", READS);
    two_searchers(rules);
    printf("two threads sharing one solver: %d searches each, the value or refused\n", SOLVES);
    change_while_read(rules);
    printf("a rule set changed during a simulation: refused, the simulation undisturbed\n");
    jass_rules_free(rules);
    fprintf(stderr, "threads: %ld calls returned JASS_RESULT_MISUSE\n", clashes);
    if (failures != 0) {
        printf("threads: FAILED\n");
        return 1;
    }
    printf("threads: passed\n");
    return 0;
}
