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
 * - illegal and wrong-phase actions and another player's cards;
 * - misused handles: of the wrong type, used after free, freed twice, or no
 *   handle at all (JASS_RESULT_MISUSE);
 * - a NUL inside rejected text, which the message shows escaped.
 *
 * Out-parameters are preset to a sentinel before each call and compared
 * after it; games, rule sets and generators are compared with a copy taken
 * before the call. Prints one line per section and exits non-zero (with
 * the details on stderr) on any unexpected result.
 */
#include "hostile.h"

long checks = 0;
long failures = 0;

struct outs out, sentinel;

void preset_outs(void) {
    memcpy(&out, &sentinel, sizeof out);
}

void failed(const char *file, int line, const char *call, const char *problem) {
    char message[512];
    jass_last_error_message(message, sizeof message);
    fprintf(stderr, "%s:%d: %s\n    %s\n    (last error: %s)\n", file, line, call, problem,
            message);
    failures++;
}

/* Checks a failed call: the code, a complete message containing `needle`
 * (unless NULL), no record action index unless a record action failed,
 * and every out-parameter untouched. */
void expect_failure(const char *file, int line, const char *call, jass_result got,
                    jass_result want, const char *needle) {
    char problem[512];
    size_t len = jass_last_error_message(NULL, 0);
    char *message = malloc(len + 1);
    if (message == NULL) exit(1);
    checks++;
    if (got != want) {
        snprintf(problem, sizeof problem, "returned %u (%s), expected %u (%s)", (unsigned)got,
                 jass_result_message(got), (unsigned)want, jass_result_message(want));
        failed(file, line, call, problem);
        free(message);
        return;
    }
    if (len == 0 || jass_last_error_message(message, len + 1) != len || strlen(message) != len) {
        failed(file, line, call, "left no complete last error message");
    } else if (needle != NULL && strstr(message, needle) == NULL) {
        snprintf(problem, sizeof problem, "message \"%.300s\" does not name \"%s\"", message,
                 needle);
        failed(file, line, call, problem);
    }
    free(message);
    if ((want == JASS_RESULT_ILLEGAL_RECORD_ACTION) != (jass_last_error_action_index() >= 0)) {
        failed(file, line, call, "jass_last_error_action_index does not match the code");
    }
    if (memcmp(&out, &sentinel, sizeof out) != 0) {
        failed(file, line, call, "wrote an out-parameter although it failed");
    }
}

/* A setup call that must succeed; the test cannot go on without it. */
void must(const char *file, int line, const char *call, jass_result got) {
    if (got != JASS_RESULT_OK) {
        failed(file, line, call, "failed during setup");
        exit(1);
    }
}

/* ---------------------------------------------------------------- state */

jass_game *game_copy(const jass_game *game) {
    jass_game *copy = NULL;
    MUST(jass_game_clone(game, &copy));
    return copy;
}

void expect_same_game(const char *file, int line, const char *call, const jass_game *game,
                      jass_game *copy) {
    bool same = false;
    checks++;
    MUST(jass_game_equal(game, copy, &same));
    if (!same) failed(file, line, call, "changed the game although it failed");
    jass_game_free(copy);
}

jass_rules *rules_copy(const jass_rules *rules) {
    jass_rules *copy = NULL;
    MUST(jass_rules_clone(rules, &copy));
    return copy;
}

void expect_same_rules(const char *file, int line, const char *call, const jass_rules *rules,
                       jass_rules *copy) {
    bool same = false;
    checks++;
    MUST(jass_rules_equal(rules, copy, &same));
    if (!same) failed(file, line, call, "changed the rule set although it failed");
    jass_rules_free(copy);
}

/* A generator is unchanged if it draws what a copy taken before draws. */
void expect_same_rng(const char *file, int line, const char *call, jass_rng *rng, jass_rng *copy) {
    uint64_t a = 0, b = 1;
    checks++;
    MUST(jass_rng_next_u64(rng, &a));
    MUST(jass_rng_next_u64(copy, &b));
    if (a != b) failed(file, line, call, "drew from the generator although it failed");
    jass_rng_free(copy);
}

jass_action action_of(uint8_t kind, uint8_t card, uint8_t contract, uint8_t meld,
                      uint8_t seat) {
    jass_action action;
    action.kind = kind;
    action.card = card;
    action.contract = contract;
    action.meld = meld;
    action.seat = seat;
    action.row = 0;
    action.points = 0;
    return action;
}

jass_action predict(uint8_t points) {
    jass_action action = action_of(JASS_ACTION_KIND_PREDICT, 0, 0, 0, 0);
    action.points = points;
    return action;
}

jass_action play(uint8_t card) {
    return action_of(JASS_ACTION_KIND_PLAY, card, 0, 0, 0);
}

jass_action declare(uint8_t contract) {
    return action_of(JASS_ACTION_KIND_DECLARE, 0, contract, 0, 0);
}

jass_action simple(uint8_t kind) {
    return action_of(kind, 0, 0, 0, 0);
}

jass_action claim(uint8_t seat) {
    return action_of(JASS_ACTION_KIND_CLAIM, 0, 0, 0, seat);
}

uint8_t card_of(const char *text) {
    uint8_t card = 0;
    MUST(jass_card_parse(text, &card));
    return card;
}

uint64_t set_of(const char *text) {
    uint64_t set = 0;
    MUST(jass_card_set_parse(text, &set));
    return set;
}

/* A copy of `text` with the first `from` replaced by `to` (malloc'd). */
char *replaced(const char *text, const char *from, const char *to) {
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
long play_to_end(jass_game *game, jass_bot *bot) {
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

void section_done(const char *name) {
    printf("%s: %ld checks\n", name, checks - section_start);
    section_start = checks;
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
    hostile_predictions();
    hostile_mittlere();
    misused_handles(rules, game, rng, bot);
    nul_in_messages(rules);

    /* The rule set every section used is as it was. */
    expect_same_rules(__FILE__, __LINE__, "all sections", rules, pristine);
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
