/*
 * Hostile input at the C boundary, one part of the program whose main is in hostile.c. Misused
 * handles: a handle of the wrong type, a use after free, a double free and an address that is no
 * handle all return JASS_RESULT_MISUSE (or, for the void _free functions, do nothing), and a
 * message with a NUL in the rejected text reaches C whole, the NUL escaped.
 *
 * None of this is undefined behavior in the test itself: the library never gives a handle's
 * memory back to the allocator, so reading a freed handle is defined, and valgrind sees no
 * invalid access.
 */
#include "hostile.h"

#define MISUSE(call, needle) FAILS(call, JASS_RESULT_MISUSE, needle)

/* ----------------------------------------------------- misused handles */

/* Each handle type given where another is expected is refused, and
 * freeing it as the wrong type leaves it alive. */
static void wrong_types(jass_rules *rules, jass_game *game, jass_rng *rng, jass_bot *bot) {
    jass_rules *copy = rules_copy(rules);
    MISUSE(jass_game_to_act((const jass_game *)rules, &out.u8),
           "argument game is a jass_rules handle, not a jass_game");
    MISUSE(jass_game_apply((jass_game *)rng, play(0)),
           "argument game is a jass_rng handle, not a jass_game");
    MISUSE(jass_rules_set_option((jass_rules *)game, "target", "1000"),
           "argument rules is a jass_game handle, not a jass_rules");
    MISUSE(jass_rules_clone((const jass_rules *)bot, &out.rules),
           "argument rules is a jass_bot handle, not a jass_rules");
    MISUSE(jass_rng_next_u64((jass_rng *)game, &out.u64),
           "argument rng is a jass_game handle, not a jass_rng");
    MISUSE(jass_bot_choose((jass_bot *)rules, game, &out.action),
           "argument bot is a jass_rules handle, not a jass_bot");
    MISUSE(jass_bot_choose(bot, (const jass_game *)bot, &out.action),
           "argument game is a jass_bot handle, not a jass_game");
    MISUSE(jass_game_new((const jass_rules *)game, JASS_GAME_KIND_SCHIEBER, 1, &out.game),
           "argument rules is a jass_game handle, not a jass_rules");
    jass_solver *solver = NULL;
    MUST(jass_solver_new(1 << 16, 1, &solver));
    MISUSE(jass_solver_solve((jass_solver *)bot, game, NULL, NULL, &out.solution),
           "argument solver is a jass_bot handle, not a jass_solver");
    MISUSE(jass_solver_solve_value(solver, (const jass_game *)solver, NULL, NULL, &out.u16),
           "argument game is a jass_solver handle, not a jass_game");
    MISUSE(jass_bot_choose((jass_bot *)solver, game, &out.action),
           "argument bot is a jass_solver handle, not a jass_bot");
    jass_bot_free((jass_bot *)solver);
    MUST(jass_solver_nodes(solver, &out.u64));
    jass_solver_free(solver);
    /* Freed as the wrong type: nothing happens, and the handle still works. */
    jass_game_free((jass_game *)rules);
    jass_rng_free((jass_rng *)bot);
    jass_bot_free((jass_bot *)rng);
    jass_rules_free((jass_rules *)game);
    expect_same_rules(__FILE__, __LINE__, "jass_game_free(rules)", rules, copy);
    uint8_t seat = JASS_SEAT_NONE;
    MUST(jass_game_to_act(game, &seat));
    EXPECT(seat < 4);
    uint64_t value = 0;
    MUST(jass_rng_next_u64(rng, &value));
    jass_action action;
    MUST(jass_bot_choose(bot, game, &action));
}

/* Every kind of handle, used after it was freed and freed twice. */
static void use_after_free(jass_rules *rules) {
    jass_rules *freed_rules = rules_copy(rules);
    jass_game *freed_game = NULL, *live = NULL;
    jass_rng *freed_rng = NULL;
    jass_bot *freed_bot = NULL;
    jass_solver *freed_solver = NULL;
    MUST(jass_game_new(rules, JASS_GAME_KIND_SCHIEBER, 7, &freed_game));
    MUST(jass_game_new(rules, JASS_GAME_KIND_SCHIEBER, 7, &live));
    MUST(jass_rng_new(1, &freed_rng));
    MUST(jass_bot_new(JASS_BOT_KIND_RANDOM, 1, &freed_bot));
    MUST(jass_solver_new(0, 1, &freed_solver));
    jass_solver_free(freed_solver);
    jass_rules_free(freed_rules);
    jass_game_free(freed_game);
    jass_rng_free(freed_rng);
    jass_bot_free(freed_bot);

    MISUSE(jass_game_to_act(freed_game, &out.u8), "argument game is a handle that was freed");
    MISUSE(jass_game_apply(freed_game, declare(JASS_CONTRACT_HEARTS)),
           "argument game is a handle that was freed");
    MISUSE(jass_game_clone(freed_game, &out.game), "argument game is a handle that was freed");
    MISUSE(jass_game_equal(live, freed_game, &out.flag), "argument b is a handle that was freed");
    MISUSE(jass_game_record_json(freed_game, &out.text), "argument game is a handle that was freed");
    MISUSE(jass_rules_to_json(freed_rules, &out.text), "argument rules is a handle that was freed");
    MISUSE(jass_rules_set_option(freed_rules, "target", "1000"),
           "argument rules is a handle that was freed");
    MISUSE(jass_game_new(freed_rules, JASS_GAME_KIND_SCHIEBER, 1, &out.game),
           "argument rules is a handle that was freed");
    MISUSE(jass_rng_next_u64(freed_rng, &out.u64), "argument rng is a handle that was freed");
    MISUSE(jass_rng_clone(freed_rng, &out.rng), "argument rng is a handle that was freed");
    MISUSE(jass_bot_choose(freed_bot, live, &out.action), "argument bot is a handle that was freed");
    MISUSE(jass_bot_choose(freed_bot, freed_game, &out.action),
           "argument bot is a handle that was freed");
    MISUSE(jass_solver_solve(freed_solver, live, NULL, NULL, &out.solution),
           "argument solver is a handle that was freed");
    MISUSE(jass_solver_nodes(freed_solver, &out.u64), "argument solver is a handle that was freed");

    /* A second free does nothing; the handles stay refused. */
    jass_rules_free(freed_rules);
    jass_game_free(freed_game);
    jass_rng_free(freed_rng);
    jass_bot_free(freed_bot);
    jass_solver_free(freed_solver);
    MISUSE(jass_game_to_act(freed_game, &out.u8), "was freed");
    MISUSE(jass_solver_nodes(freed_solver, &out.u64), "was freed");
    MISUSE(jass_rules_to_json(freed_rules, &out.text), "was freed");

    /* New handles made after the free are not confused with the freed one. */
    jass_game *next = NULL;
    MUST(jass_game_new(rules, JASS_GAME_KIND_SCHIEBER, 8, &next));
    EXPECT(next != freed_game);
    MISUSE(jass_game_to_act(freed_game, &out.u8), "was freed");
    jass_game_free(next);
    jass_game_free(live);
}

/* An address that was never a handle, aligned or not. */
static void not_handles(void) {
    uint64_t fake[8] = {0};
    MISUSE(jass_game_to_act((const jass_game *)fake, &out.u8),
           "argument game is not a jass_game handle from this library");
    MISUSE(jass_rules_clone((const jass_rules *)((char *)fake + 1), &out.rules),
           "argument rules is not a jass_rules handle from this library");
    /* Freeing it does nothing (and writes nothing). */
    jass_game_free((jass_game *)fake);
    for (size_t i = 0; i < sizeof fake / sizeof fake[0]; i++) EXPECT(fake[i] == 0);
}

void misused_handles(jass_rules *rules, jass_game *game, jass_rng *rng, jass_bot *bot) {
    jass_game *copy = game_copy(game);
    wrong_types(rules, game, rng, bot);
    use_after_free(rules);
    not_handles();
    /* The game the wrong-type calls were given is unchanged. */
    expect_same_game(__FILE__, __LINE__, "misused handles", game, copy);
    section_done("misused handles");
}

/* ------------------------------------------------- NUL in a message */

/* A rejected text with a NUL (`\u0000` in JSON) reaches C escaped: FAILS
 * checks that the message C reads is as long as the length it is told, and
 * the needle that it shows `\0`. */
void nul_in_messages(jass_rules *rules) {
    FAILS(jass_rules_from_json("{\"announce_policy\": \"x\\u0000y\"}", &out.rules),
              JASS_RESULT_INVALID_RULES, "x\\0y");
    FAILS(jass_rules_from_json("{\"a\\u0000b\": 1}", &out.rules), JASS_RESULT_UNKNOWN_OPTION,
              "a\\0b");
    RULES_FAILS(rules, jass_rules_set_option(rules, "announce_policy", "\"\\u0000\\u001b\""),
                JASS_RESULT_INVALID_RULES, "\\0\\u{1b}");
    FAILS(jass_rules_set_option(rules, "announce_policy", "\"end\\u0000\""),
              JASS_RESULT_INVALID_RULES, "end\\0");
    FAILS(jass_game_replay_json("{\"game\": \"sch\\u0000ieber\"}", &out.game),
              JASS_RESULT_INVALID_RECORD, "sch\\0ieber");
    section_done("NUL in rejected text");
}
