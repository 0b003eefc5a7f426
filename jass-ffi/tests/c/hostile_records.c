/*
 * Hostile input at the C boundary, one part of the program whose main is in hostile.c. Game
 * records: malformed JSON and JSON that is not a game record (wrong types, unknown and duplicate
 * fields, invalid or contradictory options, a deal with a card twice, 35 or 37 cards, an illegal
 * action in the history).
 */
#include "hostile.h"

/* ----------------------------------------------------------- records */

/* Replays `json`, expecting failure with `code` and `needle`, and, for an
 * illegal action, the action's index. */
static void replay_fails(const char *file, int line, const char *what, const char *json,
                         jass_result code, const char *needle, int64_t index) {
    preset_outs();
    jass_result got = jass_game_replay_json(json, &out.game);
    int64_t at = jass_last_error_action_index();
    expect_failure(file, line, what, got, code, needle);
    checks++;
    if (at != index) {
        char problem[96];
        snprintf(problem, sizeof problem, "refused action %lld, expected %lld", (long long)at,
                 (long long)index);
        failed(file, line, what, problem);
    }
}

/* REPLAY_FAILS(record, from, to, code, needle, index): the record with
 * `from` replaced by `to` is refused. */
#define REPLAY_FAILS(record, from, to, code, needle, index)                                        \
    do {                                                                                           \
        char *json_ = replaced(record, from, to);                                                  \
        replay_fails(__FILE__, __LINE__, "replay with " from " -> " to, json_, code, needle, index); \
        free(json_);                                                                               \
    } while (0)

/* Records: the deal is the 36 cards in index order, dealt by seat 3; the
 * first actions declare Undenufe and play the start of the first trick. */
void bad_records(jass_rules *rules) {
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
    replay_fails(__FILE__, __LINE__, "empty record", "", JASS_RESULT_MALFORMED_JSON, "EOF", -1);
    replay_fails(__FILE__, __LINE__, "array", "[]", not_record, "invalid game record", -1);
    replay_fails(__FILE__, __LINE__, "empty object", "{}", not_record, "missing field `game`", -1);
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
    REPLAY_FAILS(record, "\"target\":2500", "\"target\":2500,\"bogus\":1", JASS_RESULT_UNKNOWN_OPTION,
                 "\"bogus\"", -1);
    /* A record holds its complete rule set: an option left out is not
     * filled in from the defaults. */
    REPLAY_FAILS(record, "\"target\":2500,", "", JASS_RESULT_INVALID_RULES,
                 "missing or partial: target", -1);
    REPLAY_FAILS(record, "\"game\":\"schieber\"", "\"game\":\"zweier\"",
                 JASS_RESULT_SEAT_OUT_OF_RANGE, "seat 3 ", -1);
    REPLAY_FAILS(record, "\"deal\":[\"D6\",\"D7\",", "\"deal\":[\"D6\",\"D6\",",
                 JASS_RESULT_DUPLICATE_CARD, "D6", -1);
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
    replay_fails(__FILE__, __LINE__, "a finished record and a shove", longer, illegal, tail, actions);
    free(longer);

    jass_string_free(final_record);
    jass_game_free(finished);
    jass_string_free(record);
    jass_bot_free(bot);
    jass_game_free(game);
    section_done("malformed and invalid game records");
}
