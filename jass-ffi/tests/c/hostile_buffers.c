/*
 * Hostile input at the C boundary, one part of the program whose main is in hostile.c. Buffers
 * that are too small, and the required size they report.
 */
#include "hostile.h"

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
        FAILS(CALL(out.buf, needed_ - 1), JASS_RESULT_BUFFER_TOO_SMALL, needle_);                  \
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
        snprintf(needle_, sizeof needle_, "the result has %zu element%s, but the buffer has room for %zu", \
                 (size_t)(count), (size_t)(count) == 1 ? "" : "s", (size_t)(count) - 1);          \
        FAILS(CALL((size_t)(count) - 1), JASS_RESULT_BUFFER_TOO_SMALL, needle_);                   \
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

void short_buffers(jass_rules *rules, jass_game *game, jass_rng *rng) {
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
    GAME_FAILS(game, jass_sample_deals(game, 0, 1, 2, out.sets, 4, &out.u64),
               JASS_RESULT_BUFFER_TOO_SMALL, "the result has 8 elements, but the buffer has room for 4");

    /* Simulations play nothing into a short array. */
    FAILS(jass_simulate_hands(rules, SIM(0, 0, 0, 1), 0, 3, out.hand_rows, 2), JASS_RESULT_BUFFER_TOO_SMALL,
          "the result has 3 rows, but the buffer has room for 2");
    FAILS(jass_simulate_games(rules, SIM(0, 1, 1, 1), 0, 1, out.game_rows, 0), JASS_RESULT_BUFFER_TOO_SMALL,
          "the result has 1 row, but the buffer has room for 0");

    /* The last error message: the full length is returned, and a short
     * buffer gets a NUL-terminated prefix cut at a character boundary. */
    FAILS(jass_game_replay_json("{\"game\":\"schieber\",\"rules\":{\"preset\":\"schieber\"},\"seed\":1,"
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
