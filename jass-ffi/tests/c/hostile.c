/*
 * Hostile input at the C boundary. Every call below must fail with one
 * specific jass_result, leave a detailed message that names the problem
 * (the argument, the bad value or the required size), write none of its
 * out-parameters, and change none of the objects it was given:
 *
 * - NULL for every pointer argument of every function that takes one;
 * - integers out of range: cards 36 and 255, card-set masks with bits 36
 *   and up, suits, ranks, contracts, seats, melds, styles, phases, kinds,
 *   action kinds, nonzero unused action fields, option and preset indices;
 * - invalid UTF-8 in every text argument;
 * - malformed JSON, and well-formed JSON that is not a rule set or not a
 *   game record (wrong types, unknown and duplicate fields, invalid or
 *   contradictory options, a deal with a card twice, 35 or 37 cards, an
 *   illegal action in the history);
 * - buffers that are too small, and the required size they report;
 * - finished games: actions, legal actions and bots after the end;
 * - illegal and wrong-phase actions and another player's cards.
 *
 * Out-parameters are preset to a sentinel before each call and compared
 * after it; games, rule sets and generators are compared with a copy taken
 * before the call. Prints one line per section and exits non-zero (with
 * the details on stderr) on any unexpected result.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jass.h"

static long checks = 0;
static long failures = 0;

/* Every out-parameter a call below may write, and the bytes it must still
 * hold after a failed call. */
static struct outs {
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
    jass_action action;
    jass_game_outcome outcome;
    jass_hand_info info;
    jass_weis_outcome weis;
    char buf[JASS_CARD_SET_TEXT_MAX];
    uint8_t bytes[JASS_MELD_COUNT];
    uint64_t sets[4];
    jass_action actions[JASS_ACTION_MAX];
    uint32_t scores[2];
    jass_slate_side slate[2];
    jass_hand_row hand_rows[2];
    jass_game_row game_rows[2];
} out, sentinel;

static void preset_outs(void) {
    memcpy(&out, &sentinel, sizeof out);
}

static void failed(int line, const char *call, const char *problem) {
    char message[512];
    jass_last_error_message(message, sizeof message);
    fprintf(stderr, "hostile.c:%d: %s\n    %s\n    (last error: %s)\n", line, call, problem, message);
    failures++;
}

/* Checks a failed call: the code, a complete message containing `needle`
 * (unless NULL), no record action index unless a record action failed,
 * and every out-parameter untouched. */
static void expect_failure(int line, const char *call, jass_result got, jass_result want,
                           const char *needle) {
    char problem[512];
    size_t len = jass_last_error_message(NULL, 0);
    char *message = malloc(len + 1);
    if (message == NULL) exit(1);
    checks++;
    if (got != want) {
        snprintf(problem, sizeof problem, "returned %u (%s), expected %u (%s)", (unsigned)got,
                 jass_result_message(got), (unsigned)want, jass_result_message(want));
        failed(line, call, problem);
        free(message);
        return;
    }
    if (len == 0 || jass_last_error_message(message, len + 1) != len || strlen(message) != len) {
        failed(line, call, "left no complete last error message");
    } else if (needle != NULL && strstr(message, needle) == NULL) {
        snprintf(problem, sizeof problem, "message \"%.300s\" does not name \"%s\"", message,
                 needle);
        failed(line, call, problem);
    }
    free(message);
    if ((want == JASS_RESULT_ILLEGAL_RECORD_ACTION) != (jass_last_error_action_index() >= 0)) {
        failed(line, call, "jass_last_error_action_index does not match the code");
    }
    if (memcmp(&out, &sentinel, sizeof out) != 0) {
        failed(line, call, "wrote an out-parameter although it failed");
    }
}

/* FAILS(call, code, needle): the call fails with `code`, its message
 * contains `needle`, and it writes no out-parameter. */
#define FAILS(call, code, needle)                                                                  \
    do {                                                                                           \
        preset_outs();                                                                             \
        jass_result got_ = (call);                                                                 \
        expect_failure(__LINE__, #call, got_, code, needle);                                       \
    } while (0)

/* NULL_ARG(call, name): the call fails because argument `name` is NULL. */
#define NULL_ARG(call, name) FAILS(call, JASS_RESULT_NULL_POINTER, "argument " name " is NULL")

/* A setup call that must succeed; the test cannot go on without it. */
static void must(int line, const char *call, jass_result got) {
    if (got != JASS_RESULT_OK) {
        failed(line, call, "failed during setup");
        exit(1);
    }
}
#define MUST(call) must(__LINE__, #call, (call))

/* EXPECT(condition): a check of a value a successful call gave. */
#define EXPECT(condition)                                                                          \
    do {                                                                                           \
        checks++;                                                                                  \
        if (!(condition)) failed(__LINE__, #condition, "is false");                                \
    } while (0)

/* ---------------------------------------------------------------- state */

static jass_game *game_copy(const jass_game *game) {
    jass_game *copy = NULL;
    MUST(jass_game_clone(game, &copy));
    return copy;
}

static void expect_same_game(int line, const char *call, const jass_game *game, jass_game *copy) {
    bool same = false;
    checks++;
    MUST(jass_game_equal(game, copy, &same));
    if (!same) failed(line, call, "changed the game although it failed");
    jass_game_free(copy);
}

/* GAME_FAILS(game, call, code, needle): FAILS, and `game` is unchanged. */
#define GAME_FAILS(game, call, code, needle)                                                       \
    do {                                                                                           \
        jass_game *copy_ = game_copy(game);                                                        \
        FAILS(call, code, needle);                                                                 \
        expect_same_game(__LINE__, #call, game, copy_);                                            \
    } while (0)

static jass_rules *rules_copy(const jass_rules *rules) {
    jass_rules *copy = NULL;
    MUST(jass_rules_clone(rules, &copy));
    return copy;
}

static void expect_same_rules(int line, const char *call, const jass_rules *rules,
                              jass_rules *copy) {
    bool same = false;
    checks++;
    MUST(jass_rules_equal(rules, copy, &same));
    if (!same) failed(line, call, "changed the rule set although it failed");
    jass_rules_free(copy);
}

/* RULES_FAILS(rules, call, code, needle): FAILS, and `rules` is unchanged. */
#define RULES_FAILS(rules, call, code, needle)                                                     \
    do {                                                                                           \
        jass_rules *copy_ = rules_copy(rules);                                                     \
        FAILS(call, code, needle);                                                                 \
        expect_same_rules(__LINE__, #call, rules, copy_);                                          \
    } while (0)

/* A generator is unchanged if it draws what a copy taken before draws. */
static void expect_same_rng(int line, const char *call, jass_rng *rng, jass_rng *copy) {
    uint64_t a = 0, b = 1;
    checks++;
    MUST(jass_rng_next_u64(rng, &a));
    MUST(jass_rng_next_u64(copy, &b));
    if (a != b) failed(line, call, "drew from the generator although it failed");
    jass_rng_free(copy);
}

/* RNG_FAILS(rng, call, code, needle): FAILS, and `rng` drew nothing. */
#define RNG_FAILS(rng, call, code, needle)                                                         \
    do {                                                                                           \
        jass_rng *copy_ = NULL;                                                                    \
        MUST(jass_rng_clone(rng, &copy_));                                                         \
        FAILS(call, code, needle);                                                                 \
        expect_same_rng(__LINE__, #call, rng, copy_);                                              \
    } while (0)

static jass_action action_of(uint8_t kind, uint8_t card, uint8_t contract, uint8_t meld,
                             uint8_t seat) {
    jass_action action;
    action.kind = kind;
    action.card = card;
    action.contract = contract;
    action.meld = meld;
    action.seat = seat;
    return action;
}

static jass_action play(uint8_t card) {
    return action_of(JASS_ACTION_KIND_PLAY, card, 0, 0, 0);
}

static jass_action declare(uint8_t contract) {
    return action_of(JASS_ACTION_KIND_DECLARE, 0, contract, 0, 0);
}

static jass_action simple(uint8_t kind) {
    return action_of(kind, 0, 0, 0, 0);
}

static jass_action claim(uint8_t seat) {
    return action_of(JASS_ACTION_KIND_CLAIM, 0, 0, 0, seat);
}

static uint8_t card_of(const char *text) {
    uint8_t card = 0;
    MUST(jass_card_parse(text, &card));
    return card;
}

static uint64_t set_of(const char *text) {
    uint64_t set = 0;
    MUST(jass_card_set_parse(text, &set));
    return set;
}

/* A copy of `text` with the first `from` replaced by `to` (malloc'd). */
static char *replaced(const char *text, const char *from, const char *to) {
    const char *at = strstr(text, from);
    if (at == NULL) {
        fprintf(stderr, "hostile.c: the record holds no %s\n", from);
        exit(1);
    }
    size_t head = (size_t)(at - text);
    size_t size = strlen(text) - strlen(from) + strlen(to) + 1;
    char *copy = malloc(size);
    if (copy == NULL) exit(1);
    memcpy(copy, text, head);
    strcpy(copy + head, to);
    strcat(copy, at + strlen(from));
    return copy;
}

/* Plays `game` to its end with `bot`; returns the number of actions. */
static long play_to_end(jass_game *game, jass_bot *bot) {
    long actions = 0;
    bool over = false;
    MUST(jass_game_is_over(game, &over));
    while (!over) {
        jass_action action;
        MUST(jass_bot_choose(bot, game, &action));
        MUST(jass_game_apply(game, action));
        MUST(jass_game_is_over(game, &over));
        actions++;
    }
    return actions;
}

static long section_start = 0;

static void section_done(const char *name) {
    printf("%s: %ld checks\n", name, checks - section_start);
    section_start = checks;
}

/* ------------------------------------------------------------ NULL */

/* Every function with a pointer argument, each pointer NULL in turn. The
 * shared objects must come through unchanged. */
static void null_pointers(jass_rules *rules, jass_game *game, jass_rng *rng, jass_bot *bot) {
    jass_rules *rules_before = rules_copy(rules);
    jass_game *game_before = game_copy(game);
    const jass_action shove = simple(JASS_ACTION_KIND_SHOVE);
    uint8_t cards[4] = {0, 9, 18, 27};
    uint8_t deck[36];
    uint64_t hands[4];
    uint8_t melds[1] = {0};
    for (int i = 0; i < 36; i++) deck[i] = (uint8_t)i;
    MUST(jass_deal(1, hands, 4));

    /* Bots. */
    NULL_ARG(jass_bot_new(JASS_BOT_KIND_RANDOM, 1, NULL), "out_bot");
    NULL_ARG(jass_bot_choose(NULL, game, &out.action), "bot");
    NULL_ARG(jass_bot_choose(bot, NULL, &out.action), "game");
    NULL_ARG(jass_bot_choose(bot, game, NULL), "out_action");

    /* Cards, card sets and contracts. */
    NULL_ARG(jass_card_parse(NULL, &out.u8), "text");
    NULL_ARG(jass_card_parse("HA", NULL), "out_card");
    NULL_ARG(jass_card_format(0, JASS_CARD_STYLE_SHORT, NULL, JASS_CARD_TEXT_MAX), "buf");
    NULL_ARG(jass_card_new(0, 0, NULL), "out_card");
    NULL_ARG(jass_card_suit(0, NULL), "out_suit");
    NULL_ARG(jass_card_rank(0, NULL), "out_rank");
    NULL_ARG(jass_card_to_jasskit(0, NULL), "out_index");
    NULL_ARG(jass_card_from_jasskit(0, NULL), "out_card");
    NULL_ARG(jass_card_set_parse(NULL, &out.u64), "text");
    NULL_ARG(jass_card_set_parse("HA", NULL), "out_set");
    NULL_ARG(jass_card_set_format(1, JASS_CARD_STYLE_SHORT, NULL, 64), "buf");
    NULL_ARG(jass_card_set_from_cards(NULL, 2, &out.u64), "cards");
    NULL_ARG(jass_card_set_from_cards(cards, 2, NULL), "out_set");
    NULL_ARG(jass_card_set_to_cards(3, NULL, 36, &out.size), "buf");
    NULL_ARG(jass_card_set_to_cards(3, out.bytes, 36, NULL), "out_len");
    NULL_ARG(jass_card_set_to_jasskit(1, NULL), "out_mask");
    NULL_ARG(jass_card_set_from_jasskit(1, NULL), "out_set");
    NULL_ARG(jass_contract_parse(NULL, &out.u8), "text");
    NULL_ARG(jass_contract_parse("hearts", NULL), "out_contract");
    NULL_ARG(jass_contract_format(0, JASS_CONTRACT_STYLE_NAME, NULL, 16), "buf");

    /* Games. */
    NULL_ARG(jass_game_new(NULL, JASS_GAME_KIND_SCHIEBER, 1, &out.game), "rules");
    NULL_ARG(jass_game_new(rules, JASS_GAME_KIND_SCHIEBER, 1, NULL), "out_game");
    NULL_ARG(jass_game_new_with_hands(NULL, 0, 1, hands, 4, 3, &out.game), "rules");
    NULL_ARG(jass_game_new_with_hands(rules, 0, 1, NULL, 4, 3, &out.game), "hands");
    NULL_ARG(jass_game_new_with_hands(rules, 0, 1, hands, 4, 3, NULL), "out_game");
    NULL_ARG(jass_game_new_with_deck(NULL, 0, 1, deck, 36, 3, &out.game), "rules");
    NULL_ARG(jass_game_new_with_deck(rules, 0, 1, NULL, 36, 3, &out.game), "deck");
    NULL_ARG(jass_game_new_with_deck(rules, 0, 1, deck, 36, 3, NULL), "out_game");
    NULL_ARG(jass_game_clone(NULL, &out.game), "game");
    NULL_ARG(jass_game_clone(game, NULL), "out_game");
    NULL_ARG(jass_game_equal(NULL, game, &out.flag), "a");
    NULL_ARG(jass_game_equal(game, NULL, &out.flag), "b");
    NULL_ARG(jass_game_equal(game, game, NULL), "out_equal");
    NULL_ARG(jass_game_get_kind(NULL, &out.u8, out.bytes), "game");
    NULL_ARG(jass_game_get_kind(game, NULL, &out.u8), "out_kind");
    NULL_ARG(jass_game_get_kind(game, &out.u8, NULL), "out_players");
    NULL_ARG(jass_game_to_act(NULL, &out.u8), "game");
    NULL_ARG(jass_game_to_act(game, NULL), "out_seat");
    NULL_ARG(jass_game_expecting(NULL, &out.u8), "game");
    NULL_ARG(jass_game_expecting(game, NULL), "out_expecting");
    NULL_ARG(jass_game_is_over(NULL, &out.flag), "game");
    NULL_ARG(jass_game_is_over(game, NULL), "out_over");
    NULL_ARG(jass_game_legal_action_count(NULL, &out.size), "game");
    NULL_ARG(jass_game_legal_action_count(game, NULL), "out_count");
    NULL_ARG(jass_game_legal_actions(NULL, out.actions, JASS_ACTION_MAX, &out.size), "game");
    NULL_ARG(jass_game_legal_actions(game, NULL, JASS_ACTION_MAX, &out.size), "out_actions");
    NULL_ARG(jass_game_legal_actions(game, out.actions, JASS_ACTION_MAX, NULL), "out_count");
    NULL_ARG(jass_game_legal_cards(NULL, &out.u64), "game");
    NULL_ARG(jass_game_legal_cards(game, NULL), "out_set");
    NULL_ARG(jass_game_apply(NULL, shove), "game");
    NULL_ARG(jass_game_scores(NULL, out.scores, 2), "game");
    NULL_ARG(jass_game_scores(game, NULL, 2), "out_scores");
    NULL_ARG(jass_game_result(NULL, &out.outcome), "game");
    NULL_ARG(jass_game_result(game, NULL), "out_result");
    NULL_ARG(jass_game_slate(NULL, out.slate, 2), "game");
    NULL_ARG(jass_game_slate(game, NULL, 2), "out_sides");
    NULL_ARG(jass_game_observation_json(NULL, 0, &out.text), "game");
    NULL_ARG(jass_game_observation_json(game, 0, NULL), "out_json");
    NULL_ARG(jass_game_hand(NULL, 0, &out.u64), "game");
    NULL_ARG(jass_game_hand(game, 0, NULL), "out_set");
    NULL_ARG(jass_game_hand_info(NULL, &out.info), "game");
    NULL_ARG(jass_game_hand_info(game, NULL), "out_info");
    NULL_ARG(jass_game_record_json(NULL, &out.text), "game");
    NULL_ARG(jass_game_record_json(game, NULL), "out_json");
    NULL_ARG(jass_game_replay_json(NULL, &out.game), "json");
    NULL_ARG(jass_game_replay_json("{}", NULL), "out_game");
    NULL_ARG(jass_action_format(shove, NULL, JASS_ACTION_TEXT_MAX), "buf");

    /* Playing a card. */
    NULL_ARG(jass_legal_cards(NULL, 0, JASS_PHASE_MAIN, 1, NULL, 0, &out.u64), "rules");
    NULL_ARG(jass_legal_cards(rules, 0, JASS_PHASE_MAIN, 1, NULL, 2, &out.u64), "trick");
    NULL_ARG(jass_legal_cards(rules, 0, JASS_PHASE_MAIN, 1, NULL, 0, NULL), "out_legal");
    NULL_ARG(jass_is_legal(NULL, 0, JASS_PHASE_MAIN, 1, NULL, 0, 0, &out.flag), "rules");
    NULL_ARG(jass_is_legal(rules, 0, JASS_PHASE_MAIN, 1, NULL, 1, 0, &out.flag), "trick");
    NULL_ARG(jass_is_legal(rules, 0, JASS_PHASE_MAIN, 1, NULL, 0, 0, NULL), "out_legal");
    NULL_ARG(jass_check_play(NULL, 0, JASS_PHASE_MAIN, 1, NULL, 0, 0), "rules");
    NULL_ARG(jass_check_play(rules, 0, JASS_PHASE_MAIN, 1, NULL, 3, 0), "trick");
    NULL_ARG(jass_trick_winner(0, NULL, 1, &out.size), "trick");
    NULL_ARG(jass_trick_winner(0, cards, 4, NULL), "out_index");

    /* Points. */
    NULL_ARG(jass_card_points(NULL, 0, 0, &out.u16), "rules");
    NULL_ARG(jass_card_points(rules, 0, 0, NULL), "out_points");
    NULL_ARG(jass_card_set_points(NULL, 0, 1, &out.u16), "rules");
    NULL_ARG(jass_card_set_points(rules, 0, 1, NULL), "out_points");
    NULL_ARG(jass_trick_points(NULL, 0, cards, 4, false, &out.u16), "rules");
    NULL_ARG(jass_trick_points(rules, 0, NULL, 4, false, &out.u16), "trick");
    NULL_ARG(jass_trick_points(rules, 0, cards, 4, false, NULL), "out_points");
    NULL_ARG(jass_last_trick_bonus(NULL, 0, &out.u16), "rules");
    NULL_ARG(jass_last_trick_bonus(rules, 0, NULL), "out_points");
    NULL_ARG(jass_hand_total(NULL, 0, &out.u16), "rules");
    NULL_ARG(jass_hand_total(rules, 0, NULL), "out_points");
    NULL_ARG(jass_hand_points(NULL, 100, false, &out.u16), "rules");
    NULL_ARG(jass_hand_points(rules, 100, false, NULL), "out_points");

    /* Generators (which draw nothing when a call fails). */
    NULL_ARG(jass_rng_new(1, NULL), "out_rng");
    NULL_ARG(jass_rng_clone(NULL, &out.rng), "rng");
    NULL_ARG(jass_rng_clone(rng, NULL), "out_rng");
    NULL_ARG(jass_rng_next_u64(NULL, &out.u64), "rng");
    RNG_FAILS(rng, jass_rng_next_u64(rng, NULL), JASS_RESULT_NULL_POINTER, "out_value");
    NULL_ARG(jass_rng_below(NULL, 3, &out.u32), "rng");
    RNG_FAILS(rng, jass_rng_below(rng, 3, NULL), JASS_RESULT_NULL_POINTER, "out_value");
    NULL_ARG(jass_rng_pick(NULL, 7, &out.u8), "rng");
    RNG_FAILS(rng, jass_rng_pick(rng, 7, NULL), JASS_RESULT_NULL_POINTER, "out_card");
    NULL_ARG(jass_rng_shuffled_deck(NULL, out.bytes, 36), "rng");
    RNG_FAILS(rng, jass_rng_shuffled_deck(rng, NULL, 36), JASS_RESULT_NULL_POINTER, "out_deck");
    NULL_ARG(jass_rng_deal(NULL, out.sets, 4), "rng");
    RNG_FAILS(rng, jass_rng_deal(rng, NULL, 4), JASS_RESULT_NULL_POINTER, "out_hands");
    NULL_ARG(jass_deal(1, NULL, 4), "out_hands");

    /* Rule sets. */
    NULL_ARG(jass_rules_from_preset(NULL, &out.rules), "name");
    NULL_ARG(jass_rules_from_preset("schieber", NULL), "out_rules");
    NULL_ARG(jass_rules_from_json(NULL, &out.rules), "json");
    NULL_ARG(jass_rules_from_json("{}", NULL), "out_rules");
    NULL_ARG(jass_rules_to_json(NULL, &out.text), "rules");
    NULL_ARG(jass_rules_to_json(rules, NULL), "out_json");
    NULL_ARG(jass_rules_clone(NULL, &out.rules), "rules");
    NULL_ARG(jass_rules_clone(rules, NULL), "out_rules");
    NULL_ARG(jass_rules_equal(NULL, rules, &out.flag), "a");
    NULL_ARG(jass_rules_equal(rules, NULL, &out.flag), "b");
    NULL_ARG(jass_rules_equal(rules, rules, NULL), "out_equal");
    NULL_ARG(jass_rules_get_option(NULL, "target", &out.text), "rules");
    NULL_ARG(jass_rules_get_option(rules, NULL, &out.text), "name");
    NULL_ARG(jass_rules_get_option(rules, "target", NULL), "out_json");
    NULL_ARG(jass_rules_set_option(NULL, "target", "1000"), "rules");
    RULES_FAILS(rules, jass_rules_set_option(rules, NULL, "1000"), JASS_RESULT_NULL_POINTER,
                "argument name is NULL");
    RULES_FAILS(rules, jass_rules_set_option(rules, "target", NULL), JASS_RESULT_NULL_POINTER,
                "argument value_json is NULL");
    NULL_ARG(jass_rules_set_options(NULL, "{}"), "rules");
    RULES_FAILS(rules, jass_rules_set_options(rules, NULL), JASS_RESULT_NULL_POINTER,
                "argument options_json is NULL");
    NULL_ARG(jass_rules_option_name(0, NULL), "out_name");
    NULL_ARG(jass_rules_preset_name(0, NULL), "out_name");
    NULL_ARG(jass_rules_multiplier(NULL, 0, &out.u16), "rules");
    NULL_ARG(jass_rules_multiplier(rules, 0, NULL), "out_multiplier");

    /* Seats. */
    NULL_ARG(jass_seat_next(0, 4, NULL), "out_seat");
    NULL_ARG(jass_seat_partner(0, NULL), "out_seat");
    NULL_ARG(jass_seat_team(0, NULL), "out_team");

    /* Simulations. */
    NULL_ARG(jass_simulate_hands(NULL, 0, 0, 2, 1, out.hand_rows, 2), "rules");
    NULL_ARG(jass_simulate_hands(rules, 0, 0, 2, 1, NULL, 2), "out_rows");
    NULL_ARG(jass_simulate_games(NULL, 0, 0, 2, 1, out.game_rows, 2), "rules");
    NULL_ARG(jass_simulate_games(rules, 0, 0, 0, 1, NULL, 0), "out_rows");

    /* Weis and stöck. */
    NULL_ARG(jass_meld_format(0, JASS_CONTRACT_NONE, NULL, JASS_MELD_TEXT_MAX), "buf");
    NULL_ARG(jass_meld_parse(NULL, JASS_CONTRACT_NONE, &out.u8), "text");
    NULL_ARG(jass_meld_parse("four jacks", JASS_CONTRACT_NONE, NULL), "out_meld");
    NULL_ARG(jass_meld_cards(0, NULL), "out_set");
    NULL_ARG(jass_meld_value(NULL, 0, &out.u16), "rules");
    NULL_ARG(jass_meld_value(rules, 0, NULL), "out_value");
    NULL_ARG(jass_meld_points(NULL, 0, &out.u16), "rules");
    NULL_ARG(jass_meld_points(rules, 0, NULL), "out_points");
    NULL_ARG(jass_weis_allows(NULL, 0, 0, &out.flag), "rules");
    NULL_ARG(jass_weis_allows(rules, 0, 0, NULL), "out_allowed");
    NULL_ARG(jass_weis_all_melds(NULL, 0, hands[0], out.bytes, JASS_MELD_COUNT, &out.size), "rules");
    NULL_ARG(jass_weis_all_melds(rules, 0, hands[0], NULL, JASS_MELD_COUNT, &out.size), "out_melds");
    NULL_ARG(jass_weis_all_melds(rules, 0, hands[0], out.bytes, JASS_MELD_COUNT, NULL), "out_count");
    NULL_ARG(jass_weis_declarable_melds(NULL, 0, hands[0], out.bytes, JASS_MELD_COUNT, &out.size), "rules");
    NULL_ARG(jass_weis_declarable_melds(rules, 0, hands[0], NULL, JASS_MELD_COUNT, &out.size), "out_melds");
    NULL_ARG(jass_weis_declarable_melds(rules, 0, hands[0], out.bytes, JASS_MELD_COUNT, NULL), "out_count");
    NULL_ARG(jass_weis_best_declaration(NULL, 0, hands[0], out.bytes, JASS_MELD_COUNT, &out.size), "rules");
    NULL_ARG(jass_weis_best_declaration(rules, 0, hands[0], NULL, JASS_MELD_COUNT, &out.size), "out_melds");
    NULL_ARG(jass_weis_best_declaration(rules, 0, hands[0], out.bytes, JASS_MELD_COUNT, NULL), "out_count");
    NULL_ARG(jass_weis_check_declaration(NULL, 0, JASS_CARD_SET_ALL, melds, 1, &out.u16), "rules");
    NULL_ARG(jass_weis_check_declaration(rules, 0, JASS_CARD_SET_ALL, NULL, 1, &out.u16), "melds");
    NULL_ARG(jass_weis_check_declaration(rules, 0, JASS_CARD_SET_ALL, melds, 1, NULL), "out_points");
    NULL_ARG(jass_weis_compare(NULL, 0, 0, 1, &out.i8, &out.u8), "rules");
    NULL_ARG(jass_weis_compare(rules, 0, 0, 1, NULL, &out.u8), "out_order");
    NULL_ARG(jass_weis_compare(rules, 0, 0, 1, &out.i8, NULL), "out_step");
    NULL_ARG(jass_weis_schieber(NULL, 0, hands, 4, 0, &out.weis), "rules");
    NULL_ARG(jass_weis_schieber(rules, 0, NULL, 4, 0, &out.weis), "hands");
    NULL_ARG(jass_weis_schieber(rules, 0, hands, 4, 0, NULL), "out_outcome");
    NULL_ARG(jass_weis_has_stoeck(0, 1, NULL), "out_has");
    NULL_ARG(jass_weis_stoeck_cards(0, NULL), "out_set");

    /* Functions without a status accept NULL and leave the last error
     * message alone. */
    char before[128], after[128];
    size_t len = jass_last_error_message(before, sizeof before);
    jass_string_free(NULL);
    jass_bot_free(NULL);
    jass_game_free(NULL);
    jass_rng_free(NULL);
    jass_rules_free(NULL);
    EXPECT(jass_last_error_message(NULL, 0) == len);
    EXPECT(jass_last_error_message(NULL, 100) == len);
    jass_last_error_message(after, sizeof after);
    EXPECT(len > 0 && strcmp(before, after) == 0);

    expect_same_rules(__LINE__, "the calls with NULL", rules, rules_before);
    expect_same_game(__LINE__, "the calls with NULL", game, game_before);
    section_done("NULL pointers");
}

/* ------------------------------------------------------ out of range */

/* Card indices 36 and 255 wherever a card is taken. */
static void bad_cards(jass_rules *rules, jass_game *game) {
    const uint8_t bad[2] = {36, 255};
    const char *named[2] = {"card index 36 ", "card index 255 "};
    char buf[JASS_CARD_TEXT_MAX];
    for (int i = 0; i < 2; i++) {
        const uint8_t card = bad[i];
        const char *name = named[i];
        uint8_t trick[3] = {0, 9, card};
        uint8_t deck[36];
        for (int c = 0; c < 36; c++) deck[c] = (uint8_t)c;
        deck[35] = card;
        FAILS(jass_card_format(card, JASS_CARD_STYLE_SHORT, buf, sizeof buf),
              JASS_RESULT_CARD_OUT_OF_RANGE, name);
        FAILS(jass_card_suit(card, &out.u8), JASS_RESULT_CARD_OUT_OF_RANGE, name);
        FAILS(jass_card_rank(card, &out.u8), JASS_RESULT_CARD_OUT_OF_RANGE, name);
        FAILS(jass_card_to_jasskit(card, &out.u8), JASS_RESULT_CARD_OUT_OF_RANGE, name);
        FAILS(jass_card_from_jasskit(card, &out.u8), JASS_RESULT_CARD_OUT_OF_RANGE, name);
        FAILS(jass_card_set_from_cards(trick, 3, &out.u64), JASS_RESULT_CARD_OUT_OF_RANGE, name);
        FAILS(jass_trick_winner(0, trick, 3, &out.size), JASS_RESULT_CARD_OUT_OF_RANGE, name);
        FAILS(jass_legal_cards(rules, 0, JASS_PHASE_MAIN, 2, trick, 3, &out.u64),
              JASS_RESULT_CARD_OUT_OF_RANGE, name);
        FAILS(jass_is_legal(rules, 0, JASS_PHASE_MAIN, 2, NULL, 0, card, &out.flag),
              JASS_RESULT_CARD_OUT_OF_RANGE, name);
        FAILS(jass_check_play(rules, 0, JASS_PHASE_MAIN, 2, NULL, 0, card),
              JASS_RESULT_CARD_OUT_OF_RANGE, name);
        FAILS(jass_card_points(rules, 0, card, &out.u16), JASS_RESULT_CARD_OUT_OF_RANGE, name);
        FAILS(jass_trick_points(rules, 0, trick, 3, false, &out.u16),
              JASS_RESULT_CARD_OUT_OF_RANGE, name);
        FAILS(jass_game_new_with_deck(rules, 0, 1, deck, 36, 3, &out.game),
              JASS_RESULT_CARD_OUT_OF_RANGE, name);
        GAME_FAILS(game, jass_game_apply(game, play(card)), JASS_RESULT_CARD_OUT_OF_RANGE, name);
        FAILS(jass_action_format(play(card), buf, sizeof buf), JASS_RESULT_CARD_OUT_OF_RANGE,
              name);
    }
    section_done("cards out of range");
}

/* Card-set masks with a bit at 36 or above wherever a set is taken. */
static void bad_sets(jass_rules *rules, jass_rng *rng) {
    const uint64_t bad[3] = {(uint64_t)1 << 36, (uint64_t)1 << 63 | 1, ~(uint64_t)0};
    char buf[JASS_CARD_SET_TEXT_MAX];
    for (int i = 0; i < 3; i++) {
        const uint64_t set = bad[i];
        char name[64], hand_name[64];
        uint64_t hands[4];
        MUST(jass_deal(7, hands, 4));
        hands[2] |= set;
        snprintf(name, sizeof name, "card set mask %#llx ", (unsigned long long)set);
        snprintf(hand_name, sizeof hand_name, "card set mask %#llx ", (unsigned long long)hands[2]);
        FAILS(jass_card_set_validate(set), JASS_RESULT_CARD_SET_OUT_OF_RANGE, name);
        FAILS(jass_card_set_format(set, JASS_CARD_STYLE_SHORT, buf, sizeof buf),
              JASS_RESULT_CARD_SET_OUT_OF_RANGE, name);
        FAILS(jass_card_set_to_cards(set, out.bytes, 36, &out.size),
              JASS_RESULT_CARD_SET_OUT_OF_RANGE, name);
        FAILS(jass_card_set_to_jasskit(set, &out.u64), JASS_RESULT_CARD_SET_OUT_OF_RANGE, name);
        FAILS(jass_card_set_from_jasskit(set, &out.u64), JASS_RESULT_CARD_SET_OUT_OF_RANGE, name);
        FAILS(jass_card_set_points(rules, 0, set, &out.u16), JASS_RESULT_CARD_SET_OUT_OF_RANGE,
              name);
        FAILS(jass_legal_cards(rules, 0, JASS_PHASE_MAIN, set, NULL, 0, &out.u64),
              JASS_RESULT_CARD_SET_OUT_OF_RANGE, name);
        FAILS(jass_is_legal(rules, 0, JASS_PHASE_MAIN, set, NULL, 0, 0, &out.flag),
              JASS_RESULT_CARD_SET_OUT_OF_RANGE, name);
        FAILS(jass_check_play(rules, 0, JASS_PHASE_MAIN, set, NULL, 0, 0),
              JASS_RESULT_CARD_SET_OUT_OF_RANGE, name);
        FAILS(jass_weis_all_melds(rules, 0, set, out.bytes, JASS_MELD_COUNT, &out.size),
              JASS_RESULT_CARD_SET_OUT_OF_RANGE, name);
        FAILS(jass_weis_declarable_melds(rules, 0, set, out.bytes, JASS_MELD_COUNT, &out.size),
              JASS_RESULT_CARD_SET_OUT_OF_RANGE, name);
        FAILS(jass_weis_best_declaration(rules, 0, set, out.bytes, JASS_MELD_COUNT, &out.size),
              JASS_RESULT_CARD_SET_OUT_OF_RANGE, name);
        FAILS(jass_weis_check_declaration(rules, 0, set, NULL, 0, &out.u16),
              JASS_RESULT_CARD_SET_OUT_OF_RANGE, name);
        FAILS(jass_weis_schieber(rules, 0, hands, 4, 0, &out.weis),
              JASS_RESULT_CARD_SET_OUT_OF_RANGE, hand_name);
        FAILS(jass_weis_has_stoeck(0, set, &out.flag), JASS_RESULT_CARD_SET_OUT_OF_RANGE, name);
        RNG_FAILS(rng, jass_rng_pick(rng, set, &out.u8), JASS_RESULT_CARD_SET_OUT_OF_RANGE, name);
        FAILS(jass_game_new_with_hands(rules, 0, 1, hands, 4, 3, &out.game),
              JASS_RESULT_CARD_SET_OUT_OF_RANGE, hand_name);
    }
    section_done("card sets out of range");
}

/* Suits, ranks, contracts, seats, melds, styles, phases, kinds and
 * indices out of range. */
static void bad_integers(jass_rules *rules, jass_game *game, jass_rng *rng) {
    char buf[JASS_CARD_SET_TEXT_MAX];
    uint64_t hands[4];
    uint8_t deck[36];
    uint8_t trick[2] = {0, 1};
    const uint8_t bad_melds[1] = {JASS_MELD_COUNT};
    MUST(jass_deal(3, hands, 4));
    for (int c = 0; c < 36; c++) deck[c] = (uint8_t)c;

    FAILS(jass_card_new(4, 0, &out.u8), JASS_RESULT_SUIT_OUT_OF_RANGE, "suit index 4 ");
    FAILS(jass_card_new(255, 0, &out.u8), JASS_RESULT_SUIT_OUT_OF_RANGE, "suit index 255 ");
    FAILS(jass_card_new(0, 9, &out.u8), JASS_RESULT_RANK_OUT_OF_RANGE, "rank index 9 ");
    FAILS(jass_card_new(0, 200, &out.u8), JASS_RESULT_RANK_OUT_OF_RANGE, "rank index 200 ");

    /* Contracts: 6 and 254 (255 is JASS_CONTRACT_NONE, which only the
     * meld names accept). */
    const uint8_t contracts[2] = {6, 254};
    for (int i = 0; i < 2; i++) {
        const uint8_t c = contracts[i];
        const char *name = i == 0 ? "contract index 6 " : "contract index 254 ";
        const jass_result range = JASS_RESULT_CONTRACT_OUT_OF_RANGE;
        FAILS(jass_contract_format(c, JASS_CONTRACT_STYLE_NAME, buf, sizeof buf), range, name);
        FAILS(jass_legal_cards(rules, c, JASS_PHASE_MAIN, 1, NULL, 0, &out.u64), range, name);
        FAILS(jass_is_legal(rules, c, JASS_PHASE_MAIN, 1, NULL, 0, 0, &out.flag), range, name);
        FAILS(jass_check_play(rules, c, JASS_PHASE_MAIN, 1, NULL, 0, 0), range, name);
        FAILS(jass_trick_winner(c, trick, 2, &out.size), range, name);
        FAILS(jass_card_points(rules, c, 0, &out.u16), range, name);
        FAILS(jass_card_set_points(rules, c, 1, &out.u16), range, name);
        FAILS(jass_trick_points(rules, c, trick, 2, true, &out.u16), range, name);
        FAILS(jass_last_trick_bonus(rules, c, &out.u16), range, name);
        FAILS(jass_hand_total(rules, c, &out.u16), range, name);
        FAILS(jass_rules_multiplier(rules, c, &out.u16), range, name);
        FAILS(jass_meld_format(0, c, buf, sizeof buf), range, name);
        FAILS(jass_meld_parse("four jacks", c, &out.u8), range, name);
        FAILS(jass_weis_allows(rules, c, 0, &out.flag), range, name);
        FAILS(jass_weis_all_melds(rules, c, 1, out.bytes, JASS_MELD_COUNT, &out.size), range, name);
        FAILS(jass_weis_declarable_melds(rules, c, 1, out.bytes, JASS_MELD_COUNT, &out.size), range,
              name);
        FAILS(jass_weis_best_declaration(rules, c, 1, out.bytes, JASS_MELD_COUNT, &out.size), range,
              name);
        FAILS(jass_weis_check_declaration(rules, c, 1, NULL, 0, &out.u16), range, name);
        FAILS(jass_weis_compare(rules, c, 0, 1, &out.i8, &out.u8), range, name);
        FAILS(jass_weis_schieber(rules, c, hands, 4, 0, &out.weis), range, name);
        FAILS(jass_weis_has_stoeck(c, 1, &out.flag), range, name);
        FAILS(jass_weis_stoeck_cards(c, &out.u64), range, name);
        GAME_FAILS(game, jass_game_apply(game, declare(c)), range, name);
        FAILS(jass_action_format(declare(c), buf, sizeof buf), range, name);
    }
    FAILS(jass_weis_has_stoeck(JASS_CONTRACT_NONE, 1, &out.flag),
          JASS_RESULT_CONTRACT_OUT_OF_RANGE, "contract index 255 ");

    /* Seats: 4 and 255 at a table of four; 2 at a table of two. */
    FAILS(jass_seat_next(4, 4, &out.u8), JASS_RESULT_SEAT_OUT_OF_RANGE, "seat 4 ");
    FAILS(jass_seat_next(2, 2, &out.u8), JASS_RESULT_SEAT_OUT_OF_RANGE, "seat 2 ");
    FAILS(jass_seat_partner(4, &out.u8), JASS_RESULT_SEAT_OUT_OF_RANGE, "seat or team 4 ");
    FAILS(jass_seat_team(255, &out.u8), JASS_RESULT_SEAT_OUT_OF_RANGE, "seat or team 255 ");
    FAILS(jass_game_hand(game, 4, &out.u64), JASS_RESULT_SEAT_OUT_OF_RANGE, "seat or team 4 ");
    FAILS(jass_game_observation_json(game, 255, &out.text), JASS_RESULT_SEAT_OUT_OF_RANGE,
          "seat or team 255 ");
    FAILS(jass_game_new_with_hands(rules, 0, 1, hands, 4, 4, &out.game),
          JASS_RESULT_SEAT_OUT_OF_RANGE, "seat or team 4 ");
    FAILS(jass_game_new_with_deck(rules, 0, 1, deck, 36, 200, &out.game),
          JASS_RESULT_SEAT_OUT_OF_RANGE, "seat or team 200 ");
    FAILS(jass_game_new_with_deck(rules, JASS_GAME_KIND_ZWEIER, 1, deck, 36, 2, &out.game),
          JASS_RESULT_SEAT_OUT_OF_RANGE, "seat 2 ");
    FAILS(jass_game_new_with_deck(rules, JASS_GAME_KIND_SCHMAUS, 1, deck, 36, 3, &out.game),
          JASS_RESULT_SEAT_OUT_OF_RANGE, "seat 3 ");
    FAILS(jass_weis_schieber(rules, 0, hands, 4, 4, &out.weis), JASS_RESULT_SEAT_OUT_OF_RANGE,
          "seat or team 4 ");
    GAME_FAILS(game, jass_game_apply(game, claim(4)), JASS_RESULT_SEAT_OUT_OF_RANGE,
               "seat or team 4 ");
    FAILS(jass_action_format(claim(9), buf, sizeof buf), JASS_RESULT_SEAT_OUT_OF_RANGE,
          "seat or team 9 ");
    FAILS(jass_seat_next(0, 3, &out.u8), JASS_RESULT_INVALID_ARGUMENT, "players is 3");
    FAILS(jass_seat_next(0, 0, &out.u8), JASS_RESULT_INVALID_ARGUMENT, "players is 0");

    /* Melds: 121 and 255. */
    const uint8_t meld_values[2] = {JASS_MELD_COUNT, 255};
    for (int i = 0; i < 2; i++) {
        const uint8_t m = meld_values[i];
        const char *name = i == 0 ? "meld index 121 " : "meld index 255 ";
        const jass_result range = JASS_RESULT_MELD_OUT_OF_RANGE;
        FAILS(jass_meld_format(m, JASS_CONTRACT_NONE, buf, sizeof buf), range, name);
        FAILS(jass_meld_cards(m, &out.u64), range, name);
        FAILS(jass_meld_value(rules, m, &out.u16), range, name);
        FAILS(jass_meld_points(rules, m, &out.u16), range, name);
        FAILS(jass_weis_allows(rules, 0, m, &out.flag), range, name);
        FAILS(jass_weis_compare(rules, 0, m, 0, &out.i8, &out.u8), range, name);
        FAILS(jass_weis_compare(rules, 0, 0, m, &out.i8, &out.u8), range, name);
        GAME_FAILS(game, jass_game_apply(game, action_of(JASS_ACTION_KIND_ANNOUNCE, 0, 0, m, 0)),
                   range, name);
    }
    FAILS(jass_weis_check_declaration(rules, 0, JASS_CARD_SET_ALL, bad_melds, 1, &out.u16),
          JASS_RESULT_MELD_OUT_OF_RANGE, "meld index 121 ");

    /* Styles, phases, kinds and indices. */
    FAILS(jass_card_format(0, 4, buf, sizeof buf), JASS_RESULT_INVALID_ARGUMENT, "card style 4 ");
    FAILS(jass_card_set_format(1, 255, buf, sizeof buf), JASS_RESULT_INVALID_ARGUMENT,
          "card style 255 ");
    FAILS(jass_contract_format(0, 2, buf, sizeof buf), JASS_RESULT_INVALID_ARGUMENT,
          "contract style 2 ");
    FAILS(jass_legal_cards(rules, 0, 2, 1, NULL, 0, &out.u64), JASS_RESULT_INVALID_ARGUMENT,
          "phase 2 ");
    FAILS(jass_is_legal(rules, 0, 255, 1, NULL, 0, 0, &out.flag), JASS_RESULT_INVALID_ARGUMENT,
          "phase 255 ");
    FAILS(jass_check_play(rules, 0, 9, 1, NULL, 0, 0), JASS_RESULT_INVALID_ARGUMENT, "phase 9 ");
    FAILS(jass_game_new(rules, 3, 1, &out.game), JASS_RESULT_INVALID_ARGUMENT, "game kind 3 ");
    FAILS(jass_game_new_with_hands(rules, 255, 1, hands, 4, 3, &out.game),
          JASS_RESULT_INVALID_ARGUMENT, "game kind 255 ");
    FAILS(jass_game_new_with_deck(rules, 3, 1, deck, 36, 3, &out.game),
          JASS_RESULT_INVALID_ARGUMENT, "game kind 3 ");
    FAILS(jass_bot_new(2, 1, &out.bot), JASS_RESULT_INVALID_ARGUMENT, "bot kind 2 ");
    FAILS(jass_rules_option_name(jass_rules_option_count(), &out.name),
          JASS_RESULT_INVALID_ARGUMENT, "option index");
    FAILS(jass_rules_option_name((size_t)-1, &out.name), JASS_RESULT_INVALID_ARGUMENT,
          "option index 18446744073709551615 ");
    FAILS(jass_rules_preset_name(jass_rules_preset_count(), &out.name),
          JASS_RESULT_INVALID_ARGUMENT, "preset index 6 ");
    FAILS(jass_rules_preset_name(1000, &out.name), JASS_RESULT_INVALID_ARGUMENT,
          "preset index 1000 ");

    /* Lengths and values the functions cannot take. */
    const uint8_t five[5] = {0, 1, 2, 3, 4};
    FAILS(jass_trick_winner(0, five, 0, &out.size), JASS_RESULT_INVALID_ARGUMENT, "empty");
    FAILS(jass_trick_winner(0, five, 5, &out.size), JASS_RESULT_INVALID_ARGUMENT,
          "trick_len is 5");
    FAILS(jass_legal_cards(rules, 0, JASS_PHASE_MAIN, 1 << 9, five, (size_t)-1, &out.u64),
          JASS_RESULT_INVALID_ARGUMENT, "trick_len is 18446744073709551615");
    FAILS(jass_trick_points(rules, 0, five, 5, false, &out.u16), JASS_RESULT_INVALID_ARGUMENT,
          "trick_len is 5");
    FAILS(jass_hand_points(rules, 65500, true, &out.u16), JASS_RESULT_INVALID_ARGUMENT, "65500");
    FAILS(jass_card_set_from_cards(five, (size_t)-1, &out.u64), JASS_RESULT_INVALID_ARGUMENT,
          "impossibly large");
    FAILS(jass_game_new_with_hands(rules, 0, 1, hands, 3, 3, &out.game), JASS_RESULT_INVALID_DEAL,
          "3 hands");
    FAILS(jass_game_new_with_deck(rules, 0, 1, deck, 35, 3, &out.game), JASS_RESULT_INVALID_DEAL,
          "35 cards");
    FAILS(jass_weis_schieber(rules, 0, hands, 3, 0, &out.weis), JASS_RESULT_INVALID_ARGUMENT,
          "len is 3");
    RNG_FAILS(rng, jass_rng_below(rng, 0, &out.u32), JASS_RESULT_INVALID_ARGUMENT, "n is 0");
    RNG_FAILS(rng, jass_rng_pick(rng, 0, &out.u8), JASS_RESULT_INVALID_ARGUMENT, "empty set");
    FAILS(jass_simulate_hands(rules, 2, 0, 2, 1, out.hand_rows, 2), JASS_RESULT_INVALID_ARGUMENT,
          "policy 2 ");
    FAILS(jass_simulate_games(rules, 255, 0, 2, 1, out.game_rows, 2),
          JASS_RESULT_INVALID_ARGUMENT, "policy 255 ");
    FAILS(jass_simulate_hands(rules, 0, 0, 2, 1025, out.hand_rows, 2),
          JASS_RESULT_INVALID_ARGUMENT, "got 1025");
    FAILS(jass_simulate_hands(rules, 0, 0, (size_t)-1, 1, out.hand_rows, (size_t)-1),
          JASS_RESULT_INVALID_ARGUMENT, "impossibly large");

    /* Malformed action structs: kind out of range, unused fields set. */
    const struct {
        jass_action action;
        jass_result code;
        const char *needle;
    } actions[] = {
        {{7, 0, 0, 0, 0}, JASS_RESULT_INVALID_ARGUMENT, "action kind 7 "},
        {{255, 0, 0, 0, 0}, JASS_RESULT_INVALID_ARGUMENT, "action kind 255 "},
        {{JASS_ACTION_KIND_SHOVE, 3, 0, 0, 0}, JASS_RESULT_INVALID_ARGUMENT, "field card"},
        {{JASS_ACTION_KIND_PASS, 0, 1, 0, 0}, JASS_RESULT_INVALID_ARGUMENT, "field contract"},
        {{JASS_ACTION_KIND_ROB, 0, 0, 5, 0}, JASS_RESULT_INVALID_ARGUMENT, "field meld"},
        {{JASS_ACTION_KIND_PLAY, 4, 0, 0, 1}, JASS_RESULT_INVALID_ARGUMENT, "field seat"},
        {{JASS_ACTION_KIND_DECLARE, 1, 2, 0, 0}, JASS_RESULT_INVALID_ARGUMENT, "field card"},
        {{JASS_ACTION_KIND_ANNOUNCE, 0, 4, 3, 0}, JASS_RESULT_INVALID_ARGUMENT, "field contract"},
        {{JASS_ACTION_KIND_CLAIM, 0, 0, 9, 1}, JASS_RESULT_INVALID_ARGUMENT, "field meld"},
    };
    for (size_t i = 0; i < sizeof actions / sizeof actions[0]; i++) {
        GAME_FAILS(game, jass_game_apply(game, actions[i].action), actions[i].code,
                   actions[i].needle);
        FAILS(jass_action_format(actions[i].action, buf, sizeof buf), actions[i].code,
              actions[i].needle);
    }
    section_done("integers out of range");
}

/* ------------------------------------------------------------- text */

/* Bytes that are not UTF-8 in every text argument: the message names the
 * argument and the offset of the first bad byte. */
static void invalid_utf8(jass_rules *rules) {
    const struct {
        const char *text;
        const char *offset;
    } bad[] = {
        {"\xFF", "offset 0)"},
        {"H\xC0\x80", "offset 1)"},
        {"HA \xED\xA0\x80", "offset 3)"},
        {"\xE2\x99", "offset 0)"},
        {"Schellen \xF8\x88\x80\x80\x80", "offset 9)"},
        {"{\"target\": \"\xFE\"}", "offset 12)"},
    };
    char needle[96];
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        const char *text = bad[i].text;
        const jass_result utf8 = JASS_RESULT_INVALID_UTF8;
#define NAMED(argument) (snprintf(needle, sizeof needle, "argument %s is not valid UTF-8 (bad byte at %s", argument, bad[i].offset), needle)
        FAILS(jass_card_parse(text, &out.u8), utf8, NAMED("text"));
        FAILS(jass_card_set_parse(text, &out.u64), utf8, NAMED("text"));
        FAILS(jass_contract_parse(text, &out.u8), utf8, NAMED("text"));
        FAILS(jass_meld_parse(text, JASS_CONTRACT_NONE, &out.u8), utf8, NAMED("text"));
        FAILS(jass_rules_from_preset(text, &out.rules), utf8, NAMED("name"));
        FAILS(jass_rules_from_json(text, &out.rules), utf8, NAMED("json"));
        FAILS(jass_rules_get_option(rules, text, &out.text), utf8, NAMED("name"));
        RULES_FAILS(rules, jass_rules_set_option(rules, text, "1000"), utf8, NAMED("name"));
        RULES_FAILS(rules, jass_rules_set_option(rules, "target", text), utf8, NAMED("value_json"));
        FAILS(jass_game_replay_json(text, &out.game), utf8, NAMED("json"));
#undef NAMED
    }
    section_done("invalid UTF-8");
}

/* Text that is UTF-8 but names nothing; huge and deeply nested text. */
static void meaningless_text(jass_rules *rules) {
    FAILS(jass_card_parse("", &out.u8), JASS_RESULT_INVALID_CARD, "empty");
    FAILS(jass_card_parse("H11", &out.u8), JASS_RESULT_INVALID_CARD, "\"H11\"");
    FAILS(jass_card_parse("Schellen Elf", &out.u8), JASS_RESULT_INVALID_CARD, "Elf");
    FAILS(jass_card_set_parse("HA H10 HA", &out.u64), JASS_RESULT_DUPLICATE_CARD, "HA");
    FAILS(jass_card_set_parse("HA, X7", &out.u64), JASS_RESULT_INVALID_CARD, "\"X7\"");
    FAILS(jass_contract_parse("trumpf", &out.u8), JASS_RESULT_INVALID_CONTRACT, "\"trumpf\"");
    FAILS(jass_meld_parse("HA HK", JASS_CONTRACT_NONE, &out.u8), JASS_RESULT_INVALID_MELD, NULL);
    FAILS(jass_meld_parse("five jacks", JASS_CONTRACT_NONE, &out.u8), JASS_RESULT_INVALID_MELD,
          "five jacks");
    FAILS(jass_rules_from_preset("schieber_4000", &out.rules), JASS_RESULT_UNKNOWN_PRESET,
          "\"schieber_4000\"");
    FAILS(jass_rules_get_option(rules, "targets", &out.text), JASS_RESULT_UNKNOWN_OPTION,
          "\"targets\"");
    RULES_FAILS(rules, jass_rules_set_option(rules, "Target", "1000"), JASS_RESULT_UNKNOWN_OPTION,
                "\"Target\"");
    RULES_FAILS(rules, jass_rules_set_option(rules, "", "1000"), JASS_RESULT_UNKNOWN_OPTION,
                "\"\"");
    /* Several options at once are validated together, and refused together. */
    RULES_FAILS(rules, jass_rules_set_options(rules, "{\"baerger\": 900000, \"target\": 0}"),
                JASS_RESULT_INVALID_RULES, "target");
    RULES_FAILS(rules, jass_rules_set_options(rules, "{\"target\": 1000, \"colour\": 1}"),
                JASS_RESULT_UNKNOWN_OPTION, "\"colour\"");
    RULES_FAILS(rules, jass_rules_set_options(rules, "[\"target\"]"), JASS_RESULT_INVALID_RULES,
                "JSON object");
    RULES_FAILS(rules, jass_rules_set_options(rules, "{\"target\": 1000, \"target\": 2000}"),
                JASS_RESULT_INVALID_RULES, "twice");
    RULES_FAILS(rules, jass_rules_set_options(rules, "{\"target\""), JASS_RESULT_MALFORMED_JSON,
                "options_json");

    /* 100 kB of text, and JSON nested 100,000 deep (no stack overflow). */
    const size_t size = 100000;
    char *huge = malloc(size + 1);
    if (huge == NULL) exit(1);
    memset(huge, 'H', size);
    huge[size] = '\0';
    FAILS(jass_card_parse(huge, &out.u8), JASS_RESULT_INVALID_CARD, "HHHH");
    FAILS(jass_card_set_parse(huge, &out.u64), JASS_RESULT_INVALID_CARD, "HHHH");
    FAILS(jass_contract_parse(huge, &out.u8), JASS_RESULT_INVALID_CONTRACT, "HHHH");
    FAILS(jass_rules_from_preset(huge, &out.rules), JASS_RESULT_UNKNOWN_PRESET, "HHHH");
    memset(huge, '[', size);
    FAILS(jass_rules_from_json(huge, &out.rules), JASS_RESULT_MALFORMED_JSON, "recursion limit");
    FAILS(jass_game_replay_json(huge, &out.game), JASS_RESULT_MALFORMED_JSON, "recursion limit");
    RULES_FAILS(rules, jass_rules_set_option(rules, "contracts", huge), JASS_RESULT_MALFORMED_JSON,
                "recursion limit");
    free(huge);
    section_done("meaningless and huge text");
}

/* Rule sets: malformed JSON, JSON that is not a rule set, and rule sets
 * the rules forbid. */
static void bad_rule_sets(jass_rules *rules) {
    const struct {
        const char *json;
        jass_result code;
        const char *needle;
    } cases[] = {
        {"", JASS_RESULT_MALFORMED_JSON, "EOF while parsing"},
        {"{", JASS_RESULT_MALFORMED_JSON, "EOF while parsing"},
        {"{} x", JASS_RESULT_MALFORMED_JSON, "trailing characters"},
        {"{\"target\": }", JASS_RESULT_MALFORMED_JSON, "expected value"},
        {"{'target': 1000}", JASS_RESULT_MALFORMED_JSON, "key must be a string"},
        {"{\"target\": 1000,}", JASS_RESULT_MALFORMED_JSON, "trailing comma"},
        {"[]", JASS_RESULT_INVALID_RULES, "JSON object"},
        {"null", JASS_RESULT_INVALID_RULES, "JSON object"},
        {"\"schieber\"", JASS_RESULT_INVALID_RULES, "JSON object"},
        {"2500", JASS_RESULT_INVALID_RULES, "JSON object"},
        {"{\"target\": \"2500\"}", JASS_RESULT_INVALID_RULES, "\"2500\""},
        {"{\"target\": 2500.5}", JASS_RESULT_INVALID_RULES, "2500.5"},
        {"{\"target\": -5}", JASS_RESULT_INVALID_RULES, "-5"},
        {"{\"target\": 4294967296}", JASS_RESULT_INVALID_RULES, "4294967296"},
        {"{\"target\": 0}", JASS_RESULT_INVALID_RULES, "target"},
        {"{\"target\": null}", JASS_RESULT_INVALID_RULES, "null"},
        {"{\"targets\": 1000}", JASS_RESULT_INVALID_RULES, "`targets`"},
        {"{\"target\": 1000, \"target\": 2000}", JASS_RESULT_INVALID_RULES,
         "key \"target\" is given twice"},
        {"{\"undertrump\": \"never\"}", JASS_RESULT_INVALID_RULES, "`never`"},
        {"{\"weis_enabled\": \"yes\"}", JASS_RESULT_INVALID_RULES, "\"yes\""},
        {"{\"counter_match_factor\": 0}", JASS_RESULT_INVALID_RULES, "counter_match_factor"},
        {"{\"baerger\": 0}", JASS_RESULT_INVALID_RULES, "baerger"},
        {"{\"multipliers\": {\"diamonds\": 2, \"hearts\": 2, \"spades\": 1, \"clubs\": 1, "
         "\"obenabe\": 0, \"undenufe\": 3}}",
         JASS_RESULT_INVALID_RULES, "multiplier"},
        {"{\"multipliers\": {\"obenabe\": 3}}", JASS_RESULT_INVALID_RULES, "`diamonds`"},
        {"{\"contracts\": {\"diamonds\": false, \"hearts\": false, \"spades\": false, "
         "\"clubs\": false, \"obenabe\": false, \"undenufe\": false}}",
         JASS_RESULT_INVALID_RULES, "at least one contract"},
        {"{\"sws_order\": [\"stoeck\", \"stoeck\", \"stich\"]}", JASS_RESULT_INVALID_RULES,
         "permutation"},
        {"{\"sws_order\": [\"stoeck\"]}", JASS_RESULT_INVALID_RULES, "length 1"},
        {"{\"fours_allowed\": [\"J\", \"X\"]}", JASS_RESULT_INVALID_RULES, "X"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        FAILS(jass_rules_from_json(cases[i].json, &out.rules), cases[i].code, cases[i].needle);
    }

    /* Option values, which leave the rule set as it was. */
    const struct {
        const char *name;
        const char *json;
        jass_result code;
        const char *needle;
    } options[] = {
        {"target", "{", JASS_RESULT_MALFORMED_JSON, "argument value_json is not well-formed"},
        {"target", "", JASS_RESULT_MALFORMED_JSON, "argument value_json is not well-formed"},
        {"target", "1000 2000", JASS_RESULT_MALFORMED_JSON, "trailing characters"},
        {"target", "\"abc\"", JASS_RESULT_INVALID_RULES, "option target"},
        {"target", "0", JASS_RESULT_INVALID_RULES, "option target"},
        {"target", "-1", JASS_RESULT_INVALID_RULES, "option target"},
        {"target", "null", JASS_RESULT_INVALID_RULES, "option target"},
        {"undertrump", "\"never\"", JASS_RESULT_INVALID_RULES, "`never`"},
        {"undertrump", "1", JASS_RESULT_INVALID_RULES, "option undertrump"},
        {"baerger", "0", JASS_RESULT_INVALID_RULES, "baerger"},
        {"contracts", "{\"diamonds\": false}", JASS_RESULT_INVALID_RULES, "`hearts`"},
        {"contracts",
         "{\"diamonds\": false, \"hearts\": false, \"spades\": false, \"clubs\": false, "
         "\"obenabe\": false, \"undenufe\": false}",
         JASS_RESULT_INVALID_RULES, "at least one contract"},
        {"multipliers",
         "{\"diamonds\": 2, \"hearts\": 2, \"spades\": 1, \"clubs\": 1, \"obenabe\": 3, "
         "\"undenufe\": 3, \"slalom\": 4}",
         JASS_RESULT_INVALID_RULES, "`slalom`"},
        {"multipliers",
         "{\"diamonds\": 2, \"hearts\": 2, \"spades\": 1, \"clubs\": 1, \"obenabe\": 3, "
         "\"undenufe\": 3, \"obenabe\": 4}",
         JASS_RESULT_INVALID_RULES, "key \"obenabe\" is given twice"},
        {"target", "1000, \"undertrump\": \"weak\"", JASS_RESULT_MALFORMED_JSON,
         "trailing characters"},
        {"no_such_option", "1", JASS_RESULT_UNKNOWN_OPTION, "\"no_such_option\""},
    };
    for (size_t i = 0; i < sizeof options / sizeof options[0]; i++) {
        RULES_FAILS(rules, jass_rules_set_option(rules, options[i].name, options[i].json),
                    options[i].code, options[i].needle);
    }
    section_done("malformed and invalid rule sets");
}

/* ----------------------------------------------------------- records */

/* Replays `json`, expecting failure with `code` and `needle`, and, for an
 * illegal action, the action's index. */
static void replay_fails(int line, const char *what, const char *json, jass_result code,
                         const char *needle, int64_t index) {
    preset_outs();
    jass_result got = jass_game_replay_json(json, &out.game);
    int64_t at = jass_last_error_action_index();
    expect_failure(line, what, got, code, needle);
    checks++;
    if (at != index) {
        char problem[96];
        snprintf(problem, sizeof problem, "refused action %lld, expected %lld", (long long)at,
                 (long long)index);
        failed(line, what, problem);
    }
}

/* REPLAY_FAILS(record, from, to, code, needle, index): the record with
 * `from` replaced by `to` is refused. */
#define REPLAY_FAILS(record, from, to, code, needle, index)                                        \
    do {                                                                                           \
        char *json_ = replaced(record, from, to);                                                  \
        replay_fails(__LINE__, "replay with " from " -> " to, json_, code, needle, index);         \
        free(json_);                                                                               \
    } while (0)

/* Records: the deal is the 36 cards in index order, dealt by seat 3; the
 * first actions declare Undenufe and play the start of the first trick. */
static void bad_records(jass_rules *rules) {
    uint8_t deck[36];
    for (int c = 0; c < 36; c++) deck[c] = (uint8_t)c;
    jass_game *game = NULL;
    jass_bot *bot = NULL;
    char *record = NULL;
    MUST(jass_game_new_with_deck(rules, JASS_GAME_KIND_SCHIEBER, 1, deck, 36, 3, &game));
    MUST(jass_bot_new(JASS_BOT_KIND_RANDOM, 1, &bot));
    for (int i = 0; i < 6; i++) {
        jass_action action;
        MUST(jass_bot_choose(bot, game, &action));
        MUST(jass_game_apply(game, action));
    }
    MUST(jass_game_record_json(game, &record));
    /* The record as it is replays; the cases below change one thing. */
    jass_game *again = NULL;
    bool same = false;
    MUST(jass_game_replay_json(record, &again));
    MUST(jass_game_equal(game, again, &same));
    EXPECT(same);
    jass_game_free(again);
    EXPECT(strstr(record, "\"actions\":[{\"declare\":\"undenufe\"},{\"play\":\"C6\"},"
                          "{\"play\":\"C9\"},{\"play\":\"CA\"}") != NULL);

    const jass_result not_record = JASS_RESULT_INVALID_RECORD;
    /* Not JSON, or JSON of another shape. */
    replay_fails(__LINE__, "empty record", "", JASS_RESULT_MALFORMED_JSON, "EOF", -1);
    replay_fails(__LINE__, "array", "[]", not_record, "invalid game record", -1);
    replay_fails(__LINE__, "empty object", "{}", not_record, "missing field `game`", -1);
    REPLAY_FAILS(record, "{\"game\"", "[{\"game\"", JASS_RESULT_MALFORMED_JSON, "EOF", -1);
    REPLAY_FAILS(record, "\"seed\":1,", "\"seed\":1,\"extra\":1,", not_record, "`extra`", -1);
    REPLAY_FAILS(record, "\"seed\":1,", "\"seed\":1,\"seed\":2,", not_record,
                 "key \"seed\" is given twice", -1);
    REPLAY_FAILS(record, "\"seed\":1,", "", not_record, "missing field `seed`", -1);
    REPLAY_FAILS(record, "\"seed\":1,", "\"seed\":\"1\",", not_record, "\"1\"", -1);
    REPLAY_FAILS(record, "\"seed\":1,", "\"seed\":-1,", not_record, "-1", -1);
    REPLAY_FAILS(record, "\"game\":\"schieber\"", "\"game\":\"poker\"", not_record, "`poker`", -1);
    REPLAY_FAILS(record, "\"first_dealer\":3", "\"first_dealer\":7", not_record, "7", -1);
    REPLAY_FAILS(record, "\"first_dealer\":3", "\"first_dealer\":\"3\"", not_record, "\"3\"", -1);
    REPLAY_FAILS(record, "\"target\":2500", "\"target\":2500,\"target\":1", not_record,
                 "key \"target\" is given twice", -1);
    REPLAY_FAILS(record, "{\"declare\":\"undenufe\"}", "\"dance\"", not_record, "`dance`", -1);
    REPLAY_FAILS(record, "{\"declare\":\"undenufe\"}", "{\"declare\":\"slalom\"}", not_record,
                 "\"slalom\" is not a contract", -1);
    REPLAY_FAILS(record, "{\"play\":\"C9\"}", "{\"play\":\"ZZ\"}", not_record, "\"ZZ\"", -1);
    REPLAY_FAILS(record, "{\"play\":\"C9\"}", "{\"claim\":9}", not_record, "9", -1);
    REPLAY_FAILS(record, "\"deal\":[\"D6\"", "\"deal\":[\"X6\"", not_record, "\"X6\"", -1);
    REPLAY_FAILS(record, "\"deal\":[\"D6\"", "\"deal\":[36", not_record, "36", -1);

    /* Records whose rules or deal the game refuses. */
    REPLAY_FAILS(record, "\"target\":2500", "\"target\":0", JASS_RESULT_INVALID_RULES, "target", -1);
    REPLAY_FAILS(record, "\"rules\":{", "\"rules\":5,\"more\":{", JASS_RESULT_INVALID_RULES,
                 "a rule set is a JSON object", -1);
    REPLAY_FAILS(record, "\"target\":2500", "\"target\":2500,\"bogus\":1", JASS_RESULT_INVALID_RULES,
                 "`bogus`", -1);
    REPLAY_FAILS(record, "\"game\":\"schieber\"", "\"game\":\"zweier\"",
                 JASS_RESULT_SEAT_OUT_OF_RANGE, "seat 3 ", -1);
    REPLAY_FAILS(record, "\"D7\",", "\"D6\",", JASS_RESULT_DUPLICATE_CARD, "D6", -1);
    REPLAY_FAILS(record, "\"CK\",\"CA\"]", "\"CK\",\"CK\"]", JASS_RESULT_DUPLICATE_CARD, "CK", -1);
    REPLAY_FAILS(record, ",\"CA\"],", "],", JASS_RESULT_INVALID_DEAL, "35 cards", -1);
    REPLAY_FAILS(record, ",\"CA\"],", ",\"CA\",\"C6\"],", JASS_RESULT_INVALID_DEAL, "37 cards", -1);
    REPLAY_FAILS(record, "\"deal\":[\"D6\",", "\"deal\":[", JASS_RESULT_INVALID_DEAL, "35 cards",
                 -1);
    REPLAY_FAILS(record, "\"deal\":[", "\"deal\":[\"C6\",", JASS_RESULT_INVALID_DEAL, "37 cards",
                 -1);

    /* Records with an illegal action: its index, and why. */
    const jass_result illegal = JASS_RESULT_ILLEGAL_RECORD_ACTION;
    REPLAY_FAILS(record, "{\"declare\":\"undenufe\"}", "\"pass\"", illegal, "action 0 (pass)", 0);
    REPLAY_FAILS(record, "{\"declare\":\"undenufe\"}", "{\"play\":\"C6\"}", illegal,
                 "action 0 (play ♣6) is illegal", 0);
    REPLAY_FAILS(record, "{\"play\":\"C9\"}", "{\"play\":\"C6\"}", illegal,
                 "action 2 (play ♣6) is illegal: card C6 is not in the hand", 2);
    REPLAY_FAILS(record, "{\"play\":\"C9\"}", "{\"play\":\"DA\"}", illegal,
                 "action 2 (play ♦A) is illegal: card DA does not follow", 2);
    REPLAY_FAILS(record, "{\"play\":\"C9\"}", "{\"claim\":1}", illegal,
                 "action 2 (claim (seat 1)) is illegal: claims are not played", 2);
    REPLAY_FAILS(record, "{\"play\":\"C9\"}", "{\"announce\":{\"four\":\"J\"}}", illegal,
                 "action 2 (announce four jacks) is illegal", 2);
    REPLAY_FAILS(record, "{\"play\":\"C9\"}", "\"shove\"", illegal, "action 2 (shove)", 2);

    /* A finished game's record with one more action. */
    jass_game *finished = NULL;
    char *final_record = NULL;
    char tail[64];
    MUST(jass_game_new(rules, JASS_GAME_KIND_SCHIEBER, 7, &finished));
    long actions = play_to_end(finished, bot);
    MUST(jass_game_record_json(finished, &final_record));
    snprintf(tail, sizeof tail, "action %ld (shove) is illegal: the game is over", actions);
    size_t len = strlen(final_record);
    char *longer = malloc(len + 16);
    if (longer == NULL || len < 2 || strcmp(final_record + len - 2, "]}") != 0) exit(1);
    memcpy(longer, final_record, len - 2);
    strcpy(longer + len - 2, ",\"shove\"]}");
    replay_fails(__LINE__, "a finished record and a shove", longer, illegal, tail, actions);
    free(longer);

    jass_string_free(final_record);
    jass_game_free(finished);
    jass_string_free(record);
    jass_bot_free(bot);
    jass_game_free(game);
    section_done("malformed and invalid game records");
}

/* ----------------------------------------------------------- buffers */

/* A text call with a buffer one byte short of what the text needs: it
 * fails, names the size it needs, leaves the buffer alone; a buffer of
 * exactly that size works. `CALL(buf, len)` is the call. */
#define SHORT_TEXT(CALL)                                                                           \
    do {                                                                                           \
        char full_[JASS_CARD_SET_TEXT_MAX];                                                        \
        char needle_[96];                                                                          \
        MUST(CALL(full_, sizeof full_));                                                           \
        size_t needed_ = strlen(full_) + 1;                                                        \
        snprintf(needle_, sizeof needle_, "needs %zu bytes with its NUL, but the buffer has %zu",  \
                 needed_, needed_ - 1);                                                            \
        FAILS(CALL(out.buf, needed_ - 1), JASS_RESULT_BUFFER_TOO_SMALL, needle_);                 \
        snprintf(needle_, sizeof needle_, "needs %zu bytes with its NUL, but the buffer has 0",    \
                 needed_);                                                                         \
        FAILS(CALL(out.buf, 0), JASS_RESULT_BUFFER_TOO_SMALL, needle_);                            \
        char exact_[JASS_CARD_SET_TEXT_MAX];                                                       \
        MUST(CALL(exact_, needed_));                                                               \
        EXPECT(strcmp(exact_, full_) == 0);                                                        \
    } while (0)

/* The same for a list of `count` entries written with its count. */
#define SHORT_LIST(CALL, count)                                                                    \
    do {                                                                                           \
        char needle_[96];                                                                          \
        snprintf(needle_, sizeof needle_, "the result has %zu elements, but the buffer has room for %zu", \
                 (size_t)(count), (size_t)(count) - 1);                                            \
        FAILS(CALL((size_t)(count) - 1), JASS_RESULT_BUFFER_TOO_SMALL, needle_);                  \
    } while (0)

static jass_rules *shared_rules;
static jass_game *shared_game;
static uint64_t shared_hand;
static jass_action shared_action;

#define CARD_TEXT(buf, len) jass_card_format(13, JASS_CARD_STYLE_SWISS_GERMAN, buf, len)
#define SET_TEXT(buf, len) jass_card_set_format(JASS_CARD_SET_ALL, JASS_CARD_STYLE_ENGLISH, buf, len)
#define CONTRACT_TEXT(buf, len) jass_contract_format(JASS_CONTRACT_UNDENUFE, JASS_CONTRACT_STYLE_PLAYERS, buf, len)
#define MELD_TEXT(buf, len) jass_meld_format(JASS_MELD_COUNT - 1, JASS_CONTRACT_UNDENUFE, buf, len)
#define ACTION_TEXT(buf, len) jass_action_format(shared_action, buf, len)
#define SET_CARDS(len) jass_card_set_to_cards(shared_hand, out.bytes, len, &out.size)
#define LEGAL(len) jass_game_legal_actions(shared_game, out.actions, len, &out.size)
#define SCORES(len) jass_game_scores(shared_game, out.scores, len)
#define SLATE(len) jass_game_slate(shared_game, out.slate, len)
#define ALL_MELDS(len) jass_weis_all_melds(shared_rules, 0, shared_hand, out.bytes, len, &out.size)
#define DECLARABLE(len) jass_weis_declarable_melds(shared_rules, 0, shared_hand, out.bytes, len, &out.size)
#define BEST(len) jass_weis_best_declaration(shared_rules, 0, shared_hand, out.bytes, len, &out.size)

static void short_buffers(jass_rules *rules, jass_game *game, jass_rng *rng) {
    shared_rules = rules;
    shared_game = game;
    shared_action = action_of(JASS_ACTION_KIND_ANNOUNCE, 0, 0, 100, 0);
    SHORT_TEXT(CARD_TEXT);
    SHORT_TEXT(SET_TEXT);
    SHORT_TEXT(CONTRACT_TEXT);
    SHORT_TEXT(MELD_TEXT);
    SHORT_TEXT(ACTION_TEXT);

    /* Lists: the message gives the size needed, and so does the count
     * the API documents for it. A new game waits for the contract: six
     * contracts or a shove. */
    jass_game *fresh = NULL;
    MUST(jass_game_new(rules, JASS_GAME_KIND_SCHIEBER, 8, &fresh));
    shared_game = fresh;
    shared_hand = set_of("H6 H7 H8 H9 H10 HJ HQ HK HA");
    size_t count = 0;
    SHORT_LIST(SET_CARDS, 9);
    MUST(jass_game_legal_action_count(fresh, &count));
    EXPECT(count == 7);
    SHORT_LIST(LEGAL, count);
    MUST(jass_game_legal_actions(fresh, out.actions, count, &out.size));
    EXPECT(out.size == count);
    jass_game_free(fresh);
    shared_game = game;
    SHORT_LIST(SCORES, 2);
    SHORT_LIST(SLATE, 2);
    MUST(jass_weis_all_melds(rules, 0, shared_hand, out.bytes, JASS_MELD_COUNT, &count));
    EXPECT(count == 28);
    SHORT_LIST(ALL_MELDS, count);
    MUST(jass_weis_declarable_melds(rules, 0, shared_hand, out.bytes, JASS_MELD_COUNT, &count));
    EXPECT(count == 1);
    SHORT_LIST(DECLARABLE, count);
    MUST(jass_weis_best_declaration(rules, 0, shared_hand, out.bytes, JASS_MELD_COUNT, &count));
    EXPECT(count == 1);
    SHORT_LIST(BEST, count);

    /* Decks and deals draw nothing into a short buffer. */
    RNG_FAILS(rng, jass_rng_shuffled_deck(rng, out.bytes, 35), JASS_RESULT_BUFFER_TOO_SMALL,
              "needs room for 36 entries, but the buffer has 35");
    RNG_FAILS(rng, jass_rng_deal(rng, out.sets, 3), JASS_RESULT_BUFFER_TOO_SMALL,
              "needs room for 4 entries, but the buffer has 3");
    FAILS(jass_deal(1, out.sets, 0), JASS_RESULT_BUFFER_TOO_SMALL,
          "needs room for 4 entries, but the buffer has 0");

    /* Simulations play nothing into a short array. */
    FAILS(jass_simulate_hands(rules, 0, 0, 3, 1, out.hand_rows, 2), JASS_RESULT_BUFFER_TOO_SMALL,
          "the result has 3 rows, but the buffer has room for 2");
    FAILS(jass_simulate_games(rules, 1, 0, 1, 1, out.game_rows, 0), JASS_RESULT_BUFFER_TOO_SMALL,
          "the result has 1 rows, but the buffer has room for 0");

    /* The last error message: the full length is returned, and a short
     * buffer gets a NUL-terminated prefix cut at a character boundary. */
    FAILS(jass_game_replay_json("{\"game\":\"schieber\",\"rules\":{},\"seed\":1,"
                                "\"first_dealer\":3,\"actions\":[{\"play\":\"C6\"}]}",
                                &out.game),
          JASS_RESULT_ILLEGAL_RECORD_ACTION, "action 0 (play ♣6) is illegal");
    char message[256], cut[32];
    size_t len = jass_last_error_message(message, sizeof message);
    EXPECT(len == strlen(message) && len > 32);
    EXPECT(jass_last_error_message(NULL, 0) == len);
    memset(cut, 'x', sizeof cut);
    EXPECT(jass_last_error_message(cut, 1) == len && cut[0] == '\0' && cut[1] == 'x');
    /* "action 0 (play ♣6)": ♣ takes bytes 15..17; 17 bytes of room would
     * split it, so the copy stops before it. */
    EXPECT(strncmp(message, "action 0 (play \xE2\x99\xA3", 18) == 0);
    memset(cut, 'x', sizeof cut);
    EXPECT(jass_last_error_message(cut, 18) == len && strcmp(cut, "action 0 (play ") == 0);
    memset(cut, 'x', sizeof cut);
    EXPECT(jass_last_error_message(cut, 19) == len && strcmp(cut, "action 0 (play \xE2\x99\xA3") == 0);
    char whole[256];
    EXPECT(jass_last_error_message(whole, len + 1) == len && strcmp(whole, message) == 0);
    section_done("buffers too small");
}

/* ------------------------------------------------------ finished games */

/* Two bots of the same kind and seed choose alike, so a bot that failed
 * must still choose what its twin chooses. */
static void expect_same_bot(int line, jass_bot *bot, jass_bot *twin, const jass_game *game) {
    jass_action a, b;
    checks++;
    MUST(jass_bot_choose(bot, game, &a));
    MUST(jass_bot_choose(twin, game, &b));
    if (memcmp(&a, &b, sizeof a) != 0) failed(line, "jass_bot_choose", "a failed choice changed the bot");
}

/* A game played to its end refuses every action with GAME_OVER, has no
 * legal actions and nobody to act, and a bot cannot choose for it. */
static void finished_game(const char *preset, uint8_t kind, uint64_t seed, const char *end_mode) {
    jass_rules *rules = NULL;
    jass_game *game = NULL, *fresh = NULL;
    jass_bot *bot = NULL, *twin = NULL, *player = NULL;
    MUST(jass_rules_from_preset(preset, &rules));
    MUST(jass_rules_set_option(rules, "end_mode", end_mode));
    MUST(jass_game_new(rules, kind, seed, &game));
    MUST(jass_game_new(rules, kind, seed + 1, &fresh));
    MUST(jass_bot_new(JASS_BOT_KIND_RULE_OF_THUMB, seed, &player));
    MUST(jass_bot_new(JASS_BOT_KIND_RANDOM, 99, &bot));
    MUST(jass_bot_new(JASS_BOT_KIND_RANDOM, 99, &twin));
    FAILS(jass_game_result(game, &out.outcome), JASS_RESULT_GAME_NOT_OVER, "not over");
    play_to_end(game, player);

    const jass_action every_kind[] = {
        declare(JASS_CONTRACT_HEARTS), simple(JASS_ACTION_KIND_SHOVE),
        action_of(JASS_ACTION_KIND_ANNOUNCE, 0, 0, 0, 0), simple(JASS_ACTION_KIND_PASS),
        play(0), play(35), simple(JASS_ACTION_KIND_ROB), claim(0), claim(1),
    };
    for (size_t i = 0; i < sizeof every_kind / sizeof every_kind[0]; i++) {
        GAME_FAILS(game, jass_game_apply(game, every_kind[i]), JASS_RESULT_GAME_OVER,
                   "the game is over");
    }
    /* A malformed action is still malformed. */
    GAME_FAILS(game, jass_game_apply(game, action_of(9, 0, 0, 0, 0)), JASS_RESULT_INVALID_ARGUMENT,
               "action kind 9 ");
    jass_game *before = game_copy(game);
    FAILS(jass_bot_choose(bot, game, &out.action), JASS_RESULT_GAME_OVER, "the game is over");
    expect_same_bot(__LINE__, bot, twin, fresh);

    /* The queries answer: nothing to do. */
    uint8_t seat = 0, expecting = 0;
    size_t count = 99;
    uint64_t cards = 99;
    jass_game_outcome result;
    MUST(jass_game_to_act(game, &seat));
    MUST(jass_game_expecting(game, &expecting));
    MUST(jass_game_legal_action_count(game, &count));
    EXPECT(seat == JASS_SEAT_NONE && expecting == JASS_EXPECTING_NOTHING && count == 0);
    count = 99;
    MUST(jass_game_legal_actions(game, out.actions, JASS_ACTION_MAX, &count));
    EXPECT(count == 0);
    MUST(jass_game_legal_cards(game, &cards));
    EXPECT(cards == 0);
    MUST(jass_game_result(game, &result));
    EXPECT(result.winner < 2);
    expect_same_game(__LINE__, "the queries of a finished game", game, before);

    jass_bot_free(player);
    jass_bot_free(bot);
    jass_bot_free(twin);
    jass_game_free(fresh);
    jass_game_free(game);
    jass_rules_free(rules);
}

static void finished_games(void) {
    finished_game("schieber", JASS_GAME_KIND_SCHIEBER, 11, "\"automatic\"");
    finished_game("schieber_1000", JASS_GAME_KIND_SCHIEBER, 12, "\"claims\"");
    finished_game("schmaus", JASS_GAME_KIND_SCHMAUS, 13, "\"automatic\"");
    finished_game("zweier", JASS_GAME_KIND_ZWEIER, 14, "\"automatic\"");
    finished_game("zweier", JASS_GAME_KIND_ZWEIER, 15, "\"claims\"");
    section_done("finished games");
}

/* ---------------------------------------------------- illegal actions */

/* The first hand of a Schieber game dealt so that one trick shows most of
 * the ways to play a wrong card. F holds ♣7 (⚙ first_forehand =
 * seven_of_roses), so F declares and leads; P1, P2 and P3 follow in turn.
 * Trump is hearts: P1 must follow diamonds, P2 trumps with the ace, and
 * P3 may not undertrump with the six while holding a club. */
static void illegal_schieber_actions(jass_rules *rules) {
    const char *dealt[4] = {
        "D6 D8 D9 D10 DJ DQ DK DA C7", /* F */
        "D7 S6 S7 S8 S9 S10 SJ SQ SK", /* P1 */
        "HA C6 C8 C9 C10 CJ CQ CK SA", /* P2 */
        "H6 H7 H8 H9 H10 HJ HQ HK CA", /* P3 */
    };
    const uint8_t f = 0;
    uint8_t p1 = 0, p2 = 0, p3 = 0, dealer = 0, seat = 0;
    uint64_t hands[4];
    MUST(jass_seat_next(f, 4, &p1));
    MUST(jass_seat_next(p1, 4, &p2));
    MUST(jass_seat_next(p2, 4, &p3));
    MUST(jass_seat_next(p3, 4, &seat));
    EXPECT(seat == f);
    dealer = p3; /* F plays first, after the dealer. */
    hands[f] = set_of(dealt[0]);
    hands[p1] = set_of(dealt[1]);
    hands[p2] = set_of(dealt[2]);
    hands[p3] = set_of(dealt[3]);
    jass_game *game = NULL;
    MUST(jass_game_new_with_hands(rules, JASS_GAME_KIND_SCHIEBER, 5, hands, 4, dealer, &game));
    MUST(jass_game_to_act(game, &seat));
    EXPECT(seat == f);

    /* While a contract is due. */
    const jass_result phase = JASS_RESULT_WRONG_PHASE;
    GAME_FAILS(game, jass_game_apply(game, play(card_of("D6"))), phase,
               "play ♦6 is not possible now");
    GAME_FAILS(game, jass_game_apply(game, play(card_of("H6"))), phase,
               "play ♥6 is not possible now");
    GAME_FAILS(game, jass_game_apply(game, action_of(JASS_ACTION_KIND_ANNOUNCE, 0, 0, 8, 0)), phase,
               "is not possible now");
    GAME_FAILS(game, jass_game_apply(game, simple(JASS_ACTION_KIND_PASS)), phase,
               "pass is not possible now");
    GAME_FAILS(game, jass_game_apply(game, simple(JASS_ACTION_KIND_ROB)), phase,
               "rob is not possible now");
    GAME_FAILS(game, jass_game_apply(game, claim(f)), JASS_RESULT_CLAIMS_OFF,
               "claims are not played");

    /* Shoved: the partner may not shove back (⚙ zurueckschieben off). */
    jass_game *shoved = game_copy(game);
    MUST(jass_game_apply(shoved, simple(JASS_ACTION_KIND_SHOVE)));
    GAME_FAILS(shoved, jass_game_apply(shoved, simple(JASS_ACTION_KIND_SHOVE)),
               JASS_RESULT_CANNOT_SHOVE, "may not be shoved");
    jass_game_free(shoved);

    /* Trump is hearts: now a card is due, and contracts are past. */
    MUST(jass_game_apply(game, declare(JASS_CONTRACT_HEARTS)));
    GAME_FAILS(game, jass_game_apply(game, declare(JASS_CONTRACT_SPADES)), phase,
               "declare trump ♠ is not possible now");
    GAME_FAILS(game, jass_game_apply(game, simple(JASS_ACTION_KIND_SHOVE)), phase,
               "shove is not possible now");
    /* F may not play another player's card. */
    GAME_FAILS(game, jass_game_apply(game, play(card_of("H6"))), JASS_RESULT_NOT_IN_HAND,
               "card H6 is not in the hand");
    GAME_FAILS(game, jass_game_apply(game, play(card_of("D7"))), JASS_RESULT_NOT_IN_HAND,
               "card D7 is not in the hand");
    MUST(jass_game_apply(game, play(card_of("D6"))));

    /* P1 must follow diamonds, and holds only its own cards. */
    GAME_FAILS(game, jass_game_apply(game, play(card_of("S6"))), JASS_RESULT_MUST_FOLLOW_SUIT,
               "card S6 does not follow");
    GAME_FAILS(game, jass_game_apply(game, play(card_of("D8"))), JASS_RESULT_NOT_IN_HAND,
               "card D8 is not in the hand");
    GAME_FAILS(game, jass_game_apply(game, play(card_of("D6"))), JASS_RESULT_NOT_IN_HAND,
               "card D6 ");
    MUST(jass_game_apply(game, play(card_of("D7"))));

    /* P2 trumps with the ace; P3 may not undertrump. */
    MUST(jass_game_apply(game, play(card_of("HA"))));
    GAME_FAILS(game, jass_game_apply(game, play(card_of("H6"))), JASS_RESULT_UNDERTRUMP,
               "card H6 undertrumps HA");
    GAME_FAILS(game, jass_game_apply(game, play(card_of("C6"))), JASS_RESULT_NOT_IN_HAND,
               "card C6 is not in the hand");
    MUST(jass_game_apply(game, play(card_of("CA"))));

    /* P2 won the trick and leads. */
    MUST(jass_game_to_act(game, &seat));
    EXPECT(seat == p2);
    GAME_FAILS(game, jass_game_apply(game, play(card_of("D8"))), JASS_RESULT_NOT_IN_HAND,
               "card D8 is not in the hand");
    GAME_FAILS(game, jass_game_apply(game, play(card_of("HA"))), JASS_RESULT_NOT_IN_HAND,
               "card HA is not in the hand");
    jass_game_free(game);

    /* A disabled contract. */
    jass_rules *no_obenabe = rules_copy(rules);
    MUST(jass_rules_set_option(no_obenabe, "contracts",
                               "{\"diamonds\": true, \"hearts\": true, \"spades\": true, "
                               "\"clubs\": true, \"obenabe\": false, \"undenufe\": true}"));
    MUST(jass_game_new_with_hands(no_obenabe, JASS_GAME_KIND_SCHIEBER, 5, hands, 4, dealer, &game));
    GAME_FAILS(game, jass_game_apply(game, declare(JASS_CONTRACT_OBENABE)),
               JASS_RESULT_CONTRACT_DISABLED, "contract obenabe is not allowed");
    jass_game_free(game);
    jass_rules_free(no_obenabe);
}

/* Two-player games: seats 2 and 3 are not at the table, Schmaus has no
 * contract to declare, and a rob is possible once. */
static void illegal_two_player_actions(void) {
    jass_rules *rules = NULL;
    jass_game *game = NULL;
    MUST(jass_rules_from_preset("zweier", &rules));
    MUST(jass_rules_set_option(rules, "end_mode", "\"claims\""));
    MUST(jass_game_new(rules, JASS_GAME_KIND_ZWEIER, 3, &game));
    GAME_FAILS(game, jass_game_apply(game, claim(2)), JASS_RESULT_SEAT_OUT_OF_RANGE,
               "seat 2 is not at a table of 2");
    GAME_FAILS(game, jass_game_apply(game, claim(3)), JASS_RESULT_SEAT_OUT_OF_RANGE,
               "seat 3 is not at a table of 2");
    GAME_FAILS(game, jass_game_apply(game, simple(JASS_ACTION_KIND_SHOVE)),
               JASS_RESULT_CANNOT_SHOVE, "may not be shoved");
    FAILS(jass_game_hand(game, 2, &out.u64), JASS_RESULT_SEAT_OUT_OF_RANGE,
          "seat 2 is not at a table of 2");
    FAILS(jass_game_observation_json(game, 3, &out.text), JASS_RESULT_SEAT_OUT_OF_RANGE,
          "seat 3 is not at a table of 2");
    jass_game_free(game);
    jass_rules_free(rules);

    MUST(jass_rules_from_preset("schmaus", &rules));
    MUST(jass_game_new(rules, JASS_GAME_KIND_SCHMAUS, 1, &game));
    GAME_FAILS(game, jass_game_apply(game, declare(JASS_CONTRACT_HEARTS)), JASS_RESULT_WRONG_PHASE,
               "declare trump ♥ is not possible now");
    GAME_FAILS(game, jass_game_apply(game, simple(JASS_ACTION_KIND_SHOVE)), JASS_RESULT_WRONG_PHASE,
               "shove is not possible now");
    GAME_FAILS(game, jass_game_apply(game, claim(0)), JASS_RESULT_CLAIMS_OFF,
               "claims are not played");
    MUST(jass_game_apply(game, simple(JASS_ACTION_KIND_ROB)));
    GAME_FAILS(game, jass_game_apply(game, simple(JASS_ACTION_KIND_ROB)), JASS_RESULT_CANNOT_ROB,
               "robbing is not possible now");
    jass_game_free(game);
    jass_rules_free(rules);
}

/* Weis that the rules or the hand do not allow. */
static void illegal_weis(jass_rules *rules) {
    const uint64_t hand = set_of("H6 H7 H8 H9 H10 HJ S6 SJ DJ");
    uint8_t melds[3];
    MUST(jass_meld_parse("H6 H7 H8 H9 H10 HJ", JASS_CONTRACT_NONE, &melds[0]));
    MUST(jass_meld_parse("H6 H7 H8", JASS_CONTRACT_NONE, &melds[1]));
    MUST(jass_meld_parse("four jacks", JASS_CONTRACT_NONE, &melds[2]));
    FAILS(jass_weis_check_declaration(rules, 0, hand, &melds[2], 1, &out.u16),
          JASS_RESULT_MELD_NOT_IN_HAND, "of four jacks is not in the hand");
    FAILS(jass_weis_check_declaration(rules, 0, hand, &melds[1], 1, &out.u16),
          JASS_RESULT_PART_OF_LONGER_SEQUENCE, "which counts whole");
    const uint8_t twice[2] = {melds[0], melds[0]};
    FAILS(jass_weis_check_declaration(rules, 0, hand, twice, 2, &out.u16),
          JASS_RESULT_DUPLICATE_MELD, "listed twice");
    jass_rules *small = rules_copy(rules);
    MUST(jass_rules_set_option(small, "weis_table", "\"small\""));
    const uint8_t overlapping[2] = {melds[0], melds[1]};
    FAILS(jass_weis_check_declaration(small, 0, hand, overlapping, 2, &out.u16),
          JASS_RESULT_CARD_IN_TWO_MELDS, "cannot count in both");
    MUST(jass_rules_set_option(small, "weis_enabled", "false"));
    FAILS(jass_weis_check_declaration(small, 0, hand, melds, 1, &out.u16),
          JASS_RESULT_WEIS_DISABLED, "weis is not played");
    jass_rules_free(small);
    jass_rules *no_fours = rules_copy(rules);
    MUST(jass_rules_set_option(no_fours, "fours_allowed", "[\"A\"]"));
    const uint64_t jacks = set_of("HJ SJ DJ CJ");
    FAILS(jass_weis_check_declaration(no_fours, 0, jacks, &melds[2], 1, &out.u16),
          JASS_RESULT_MELD_NOT_ALLOWED, "four jacks does not count");
    jass_rules_free(no_fours);
}

/* Deals and tricks that are not what they claim to be. */
static void bad_deals_and_tricks(jass_rules *rules) {
    uint64_t hands[4];
    uint8_t deck[36];
    MUST(jass_deal(4, hands, 4));
    for (int c = 0; c < 36; c++) deck[c] = (uint8_t)c;

    /* Hands of the wrong size, or sharing a card. */
    uint64_t short_hands[4] = {hands[0], hands[1], hands[2] & (hands[2] - 1), hands[3]};
    FAILS(jass_game_new_with_hands(rules, 0, 1, short_hands, 4, 3, &out.game),
          JASS_RESULT_INVALID_DEAL, "holds 8 cards, expected 9");
    uint64_t shared[4] = {hands[0], hands[1], hands[2], hands[3]};
    uint64_t moved = shared[3] & (~shared[3] + 1); /* seat 3's lowest card */
    shared[3] = (shared[3] & ~moved) | (shared[0] & (~shared[0] + 1));
    FAILS(jass_game_new_with_hands(rules, 0, 1, shared, 4, 3, &out.game),
          JASS_RESULT_DUPLICATE_CARD, "is dealt twice");
    FAILS(jass_weis_schieber(rules, 0, shared, 4, 0, &out.weis), JASS_RESULT_DUPLICATE_CARD,
          "is in two hands");
    uint64_t ten[4] = {hands[0] | moved, hands[1], hands[2], hands[3] & ~moved};
    FAILS(jass_weis_schieber(rules, 0, ten, 4, 0, &out.weis), JASS_RESULT_INVALID_DEAL,
          "holds 10 cards, at most 9 allowed");
    FAILS(jass_game_new_with_hands(rules, JASS_GAME_KIND_SCHMAUS, 1, hands, 2, 0, &out.game),
          JASS_RESULT_INVALID_ARGUMENT, "jass_game_new_with_deck");
    FAILS(jass_game_new_with_hands(rules, JASS_GAME_KIND_ZWEIER, 1, hands, 2, 0, &out.game),
          JASS_RESULT_INVALID_ARGUMENT, "jass_game_new_with_deck");

    /* Decks with a card twice, within one packet of three and across. */
    deck[1] = 0;
    FAILS(jass_game_new_with_deck(rules, JASS_GAME_KIND_SCHIEBER, 1, deck, 36, 3, &out.game),
          JASS_RESULT_DUPLICATE_CARD, "D6");
    deck[1] = 1;
    deck[35] = 7;
    FAILS(jass_game_new_with_deck(rules, JASS_GAME_KIND_ZWEIER, 1, deck, 36, 1, &out.game),
          JASS_RESULT_DUPLICATE_CARD, "DK");
    FAILS(jass_game_new_with_deck(rules, JASS_GAME_KIND_SCHMAUS, 1, deck, 36, 1, &out.game),
          JASS_RESULT_DUPLICATE_CARD, "DK");
    deck[35] = 35;
    FAILS(jass_game_new_with_deck(rules, JASS_GAME_KIND_SCHIEBER, 1, deck, 37, 3, &out.game),
          JASS_RESULT_INVALID_DEAL, "37 cards");
    const uint8_t repeated[3] = {4, 9, 4};
    FAILS(jass_card_set_from_cards(repeated, 3, &out.u64), JASS_RESULT_DUPLICATE_CARD,
          "card D10 is listed twice");

    /* Tricks: complete, repeating a card, or sharing one with the hand. */
    const uint8_t full[4] = {18, 19, 20, 21};
    const uint8_t twice[2] = {18, 18};
    const uint64_t hand = set_of("D6 D7 S10 H6");
    FAILS(jass_legal_cards(rules, 0, JASS_PHASE_MAIN, hand, full, 4, &out.u64),
          JASS_RESULT_TRICK_COMPLETE, "already complete");
    FAILS(jass_is_legal(rules, 0, JASS_PHASE_MAIN, hand, twice, 2, 0, &out.flag),
          JASS_RESULT_DUPLICATE_CARD, "card S6 is listed twice");
    FAILS(jass_trick_winner(0, twice, 2, &out.size), JASS_RESULT_DUPLICATE_CARD,
          "card S6 is listed twice");
    FAILS(jass_trick_points(rules, 0, twice, 2, false, &out.u16), JASS_RESULT_DUPLICATE_CARD,
          "card S6 is listed twice");
    const uint8_t ten_of_spades[1] = {22};
    FAILS(jass_legal_cards(rules, 0, JASS_PHASE_MAIN, hand, ten_of_spades, 1, &out.u64),
          JASS_RESULT_ALREADY_IN_TRICK, "card S10 is both in the hand and in the trick");
    /* A card the hand may not play, outside a game: spades led. */
    FAILS(jass_check_play(rules, 0, JASS_PHASE_MAIN, hand, full, 1, card_of("C6")),
          JASS_RESULT_NOT_IN_HAND, "card C6 is not in the hand");
    FAILS(jass_check_play(rules, JASS_CONTRACT_HEARTS, JASS_PHASE_MAIN, hand, full, 1,
                          card_of("D6")),
          JASS_RESULT_MUST_FOLLOW_SUIT, "card D6 does not follow");
}

static void illegal_actions(jass_rules *rules) {
    bad_deals_and_tricks(rules);
    illegal_schieber_actions(rules);
    illegal_two_player_actions();
    illegal_weis(rules);
    section_done("illegal and wrong-phase actions");
}

int main(void) {
    jass_rules *rules = NULL;
    jass_game *game = NULL;
    jass_rng *rng = NULL;
    jass_bot *bot = NULL;
    memset(&sentinel, 0xA5, sizeof sentinel);
    MUST(jass_rules_from_preset("schieber", &rules));
    MUST(jass_game_new(rules, JASS_GAME_KIND_SCHIEBER, 2026, &game));
    MUST(jass_rng_new(5, &rng));
    MUST(jass_bot_new(JASS_BOT_KIND_RULE_OF_THUMB, 5, &bot));
    /* A game in the middle of its first trick. */
    for (int i = 0; i < 3; i++) {
        jass_action action;
        MUST(jass_bot_choose(bot, game, &action));
        MUST(jass_game_apply(game, action));
    }
    jass_rules *pristine = rules_copy(rules);

    null_pointers(rules, game, rng, bot);
    bad_cards(rules, game);
    bad_sets(rules, rng);
    bad_integers(rules, game, rng);
    invalid_utf8(rules);
    meaningless_text(rules);
    bad_rule_sets(rules);
    bad_records(rules);
    short_buffers(rules, game, rng);
    finished_games();
    illegal_actions(rules);

    /* The rule set every section used is as it was. */
    expect_same_rules(__LINE__, "all sections", rules, pristine);
    jass_bot_free(bot);
    jass_rng_free(rng);
    jass_game_free(game);
    jass_rules_free(rules);
    if (failures == 0) {
        printf("hostile: all %ld checks passed\n", checks);
    } else {
        printf("hostile: FAILED\n");
    }
    fprintf(stderr, "hostile: %ld checks, %ld failed\n", checks, failures);
    return failures == 0 ? 0 : 1;
}
