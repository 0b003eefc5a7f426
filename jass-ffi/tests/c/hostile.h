/*
 * Shared by the parts of the hostile-input test (hostile.c and
 * hostile_*.c, compiled into one program): the out-parameters and their
 * sentinel, the checks and their macros, and each section's entry point.
 */
#ifndef JASS_TESTS_HOSTILE_H
/* A simulation configuration: the game, a policy per team, the threads. */
#define SIM(game, policy_0, policy_1, threads) \
    (&(jass_sim_config){(game), {(policy_0), (policy_1)}, (threads)})

#define JASS_TESTS_HOSTILE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jass.h"

/* Checks made and failed so far. */
extern long checks;
extern long failures;

/* Every out-parameter a call below may write, and the bytes it must still
 * hold after a failed call. */
struct outs {
    uint8_t u8;
    uint16_t u16;
    uint32_t u32;
    uint64_t u64;
    int8_t i8;
    size_t size;
    bool flag;
    char *text;
    const char *name;
    jass_rules *rules;
    jass_game *game;
    jass_rng *rng;
    jass_bot *bot;
    jass_solver *solver;
    jass_action action;
    jass_game_outcome outcome;
    jass_hand_info info;
    jass_weis_outcome weis;
    char buf[JASS_CARD_SET_TEXT_MAX];
    uint8_t bytes[JASS_MELD_COUNT];
    uint64_t sets[4];
    jass_action actions[JASS_ACTION_MAX];
    uint32_t scores[2];
    int64_t totals[6];
    uint8_t places[6];
    jass_slate_side slate[2];
    jass_hand_row hand_rows[2];
    jass_game_row game_rows[2];
    jass_milestones milestones;
    jass_score_entry entries[2];
    jass_trick tricks[2];
    jass_solution solution;
    jass_arena_summary summary;
};
extern struct outs out, sentinel;

/* ---------------------------------------------------------------- checks */

void preset_outs(void);
void failed(const char *file, int line, const char *call, const char *problem);
void expect_failure(const char *file, int line, const char *call, jass_result got,
                    jass_result want, const char *needle);
void must(const char *file, int line, const char *call, jass_result got);
jass_game *game_copy(const jass_game *game);
void expect_same_game(const char *file, int line, const char *call, const jass_game *game,
                      jass_game *copy);
jass_rules *rules_copy(const jass_rules *rules);
void expect_same_rules(const char *file, int line, const char *call, const jass_rules *rules,
                       jass_rules *copy);
void expect_same_rng(const char *file, int line, const char *call, jass_rng *rng, jass_rng *copy);
jass_action action_of(uint8_t kind, uint8_t card, uint8_t contract, uint8_t meld, uint8_t seat);
jass_action play(uint8_t card);
jass_action declare(uint8_t contract);
jass_action simple(uint8_t kind);
jass_action claim(uint8_t seat);
jass_action predict(uint8_t points);
uint8_t card_of(const char *text);
uint64_t set_of(const char *text);
char *replaced(const char *text, const char *from, const char *to);
long play_to_end(jass_game *game, jass_bot *bot);
void section_done(const char *name);

/* FAILS(call, code, needle): the call fails with `code`, its message
 * contains `needle`, and it writes no out-parameter. */
#define FAILS(call, code, needle)                                                                  \
    do {                                                                                           \
        preset_outs();                                                                             \
        jass_result got_ = (call);                                                                 \
        expect_failure(__FILE__, __LINE__, #call, got_, code, needle);                             \
    } while (0)

/* NULL_ARG(call, name): the call fails because argument `name` is NULL. */
#define NULL_ARG(call, name) FAILS(call, JASS_RESULT_NULL_POINTER, "argument " name " is NULL")

/* MUST(call): a setup call that must succeed (see must). */
#define MUST(call) must(__FILE__, __LINE__, #call, (call))

/* EXPECT(condition): a check of a value a successful call gave. */
#define EXPECT(condition)                                                                          \
    do {                                                                                           \
        checks++;                                                                                  \
        if (!(condition)) failed(__FILE__, __LINE__, #condition, "is false");                      \
    } while (0)

/* GAME_FAILS(game, call, code, needle): FAILS, and `game` is unchanged. */
#define GAME_FAILS(game, call, code, needle)                                                       \
    do {                                                                                           \
        jass_game *copy_ = game_copy(game);                                                        \
        FAILS(call, code, needle);                                                                 \
        expect_same_game(__FILE__, __LINE__, #call, game, copy_);                                  \
    } while (0)

/* RULES_FAILS(rules, call, code, needle): FAILS, and `rules` is unchanged. */
#define RULES_FAILS(rules, call, code, needle)                                                     \
    do {                                                                                           \
        jass_rules *copy_ = rules_copy(rules);                                                     \
        FAILS(call, code, needle);                                                                 \
        expect_same_rules(__FILE__, __LINE__, #call, rules, copy_);                                \
    } while (0)

/* RNG_FAILS(rng, call, code, needle): FAILS, and `rng` drew nothing. */
#define RNG_FAILS(rng, call, code, needle)                                                         \
    do {                                                                                           \
        jass_rng *copy_ = NULL;                                                                    \
        MUST(jass_rng_clone(rng, &copy_));                                                         \
        FAILS(call, code, needle);                                                                 \
        expect_same_rng(__FILE__, __LINE__, #call, rng, copy_);                                    \
    } while (0)

/* -------------------------------------------------------------- sections */

void null_pointers(jass_rules *rules, jass_game *game, jass_rng *rng, jass_bot *bot);
void bad_cards(jass_rules *rules, jass_game *game);
void bad_sets(jass_rules *rules, jass_rng *rng);
void bad_integers(jass_rules *rules, jass_game *game, jass_rng *rng);
void invalid_utf8(jass_rules *rules);
void meaningless_text(jass_rules *rules);
void bad_rule_sets(jass_rules *rules);
void bad_records(jass_rules *rules);
void short_buffers(jass_rules *rules, jass_game *game, jass_rng *rng);
void finished_games(void);
void illegal_actions(jass_rules *rules);
void hostile_predictions(void);
void hostile_mittlere(void);
void misused_handles(jass_rules *rules, jass_game *game, jass_rng *rng, jass_bot *bot);
void nul_in_messages(jass_rules *rules);

#endif
