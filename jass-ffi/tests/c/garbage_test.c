/*
 * Feeds garbage to the C ABI and expects an error code for each call, never
 * a crash: random bytes as JSON and as card, contract, preset and meld
 * text, invalid UTF-8, out-of-range integers, NULL for every pointer,
 * buffers that are too small, and double frees of NULL handles. Also checks
 * that failed calls leave their outputs and objects unchanged, and that
 * random positions get legal-card sets that agree with jass_check_play.
 *
 * Games: random action structs (accepted exactly when legal, and a refused
 * one leaves the game's record unchanged), out-of-range kinds, seats,
 * cards, melds and contracts, random bytes and mutated records as records,
 * actions after the game is over, and NULL game and bot handles.
 *
 * Prints one line per section and exits non-zero on any unexpected result.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jass.h"

static long calls = 0;
static long unexpected = 0;

static void report(const char *call, int line, jass_result got, const char *wanted) {
    char detail[256];
    jass_last_error_message(detail, sizeof detail);
    fprintf(stderr, "line %d: %s returned %u (%s: %s), expected %s\n", line, call, (unsigned)got,
            jass_result_message(got), detail, wanted);
    unexpected++;
}

/* EXPECT(call, code): the call returns exactly `code`. */
#define EXPECT(call, code)                                                                         \
    do {                                                                                           \
        jass_result got_ = (call);                                                                 \
        calls++;                                                                                   \
        if (got_ != (code)) report(#call, __LINE__, got_, #code);                                  \
    } while (0)

/* A small deterministic generator (xorshift64*), so every run is the same. */
static uint64_t state = 0x9E3779B97F4A7C15u;
static uint64_t next_random(void) {
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return state * 0x2545F4914F6CDD1Du;
}

/* Fills `buf` with `len` random non-NUL bytes and a terminating NUL. */
static void random_text(char *buf, size_t len) {
    for (size_t i = 0; i < len; i++) {
        buf[i] = (char)(1 + next_random() % 255);
    }
    buf[len] = '\0';
}

static int is_one_of(jass_result got, const jass_result *allowed, size_t count) {
    for (size_t i = 0; i < count; i++) {
        if (got == allowed[i]) return 1;
    }
    return 0;
}

#define EXPECT_ONE_OF(call, ...)                                                                   \
    do {                                                                                           \
        const jass_result allowed_[] = {__VA_ARGS__};                                              \
        jass_result got_ = (call);                                                                 \
        calls++;                                                                                   \
        if (!is_one_of(got_, allowed_, sizeof allowed_ / sizeof allowed_[0]))                      \
            report(#call, __LINE__, got_, #__VA_ARGS__);                                           \
    } while (0)

static void random_json(jass_rules *rules) {
    char text[96];
    int accepted = 0;
    for (int i = 0; i < 3000; i++) {
        random_text(text, next_random() % 64);
        jass_rules *parsed = NULL;
        jass_result got = jass_rules_from_json(text, &parsed);
        calls++;
        if (got == JASS_RESULT_OK) {
            accepted++;
            jass_rules_free(parsed);
        } else if (parsed != NULL) {
            report("jass_rules_from_json (output written on failure)", __LINE__, got, "NULL");
        } else if (got != JASS_RESULT_MALFORMED_JSON && got != JASS_RESULT_INVALID_UTF8 &&
                   got != JASS_RESULT_INVALID_RULES && got != JASS_RESULT_UNKNOWN_OPTION) {
            report("jass_rules_from_json", __LINE__, got, "a JSON error");
        }
        EXPECT_ONE_OF(jass_rules_set_option(rules, "target", text), JASS_RESULT_OK,
                      JASS_RESULT_MALFORMED_JSON, JASS_RESULT_INVALID_UTF8,
                      JASS_RESULT_INVALID_RULES);
        EXPECT_ONE_OF(jass_rules_set_option(rules, text, "1"), JASS_RESULT_UNKNOWN_OPTION,
                      JASS_RESULT_INVALID_UTF8);
    }
    printf("random bytes as JSON: %s\n", accepted == 0 ? "all rejected" : "some accepted");
}

static void mutated_json(void) {
    jass_rules *rules = NULL;
    char *json = NULL;
    EXPECT(jass_rules_from_preset("schieber_3000", &rules), JASS_RESULT_OK);
    EXPECT(jass_rules_to_json(rules, &json), JASS_RESULT_OK);
    size_t len = strlen(json);
    char *copy = malloc(len + 1);
    for (int i = 0; i < 2000; i++) {
        memcpy(copy, json, len + 1);
        for (int flips = 1 + (int)(next_random() % 3); flips > 0; flips--) {
            copy[next_random() % len] = (char)(1 + next_random() % 255);
        }
        jass_rules *parsed = NULL;
        EXPECT_ONE_OF(jass_rules_from_json(copy, &parsed), JASS_RESULT_OK,
                      JASS_RESULT_MALFORMED_JSON, JASS_RESULT_INVALID_UTF8,
                      JASS_RESULT_INVALID_RULES, JASS_RESULT_UNKNOWN_OPTION);
        jass_rules_free(parsed);
    }
    free(copy);
    jass_string_free(json);
    jass_rules_free(rules);
    printf("mutated rule sets: no crash\n");
}

static void random_text_everywhere(void) {
    char text[64];
    for (int i = 0; i < 3000; i++) {
        random_text(text, next_random() % 12);
        uint8_t card = 0, contract = 0;
        uint64_t set = 0;
        jass_rules *rules = NULL;
        EXPECT_ONE_OF(jass_card_parse(text, &card), JASS_RESULT_OK, JASS_RESULT_INVALID_CARD,
                      JASS_RESULT_INVALID_UTF8);
        EXPECT_ONE_OF(jass_card_set_parse(text, &set), JASS_RESULT_OK, JASS_RESULT_INVALID_CARD,
                      JASS_RESULT_DUPLICATE_CARD, JASS_RESULT_INVALID_UTF8);
        EXPECT_ONE_OF(jass_contract_parse(text, &contract), JASS_RESULT_OK,
                      JASS_RESULT_INVALID_CONTRACT, JASS_RESULT_INVALID_UTF8);
        EXPECT_ONE_OF(jass_rules_from_preset(text, &rules), JASS_RESULT_UNKNOWN_PRESET,
                      JASS_RESULT_INVALID_UTF8);
        if (card >= JASS_CARD_COUNT || contract > JASS_CONTRACT_UNDENUFE ||
            (set & ~(uint64_t)JASS_CARD_SET_ALL) != 0 || rules != NULL) {
            report("a parser", __LINE__, JASS_RESULT_OK, "a valid output or none");
        }
    }
    printf("random bytes as cards, sets, contracts, presets: no crash\n");
}

static void invalid_utf8(jass_rules *rules) {
    const char *bad[] = {"\xFF", "H\xC0\x80", "\xED\xA0\x80", "\xE2\x99", "Schellen \xF8\x88\x80\x80\x80"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        uint8_t card = 0;
        uint64_t set = 0;
        jass_rules *other = NULL;
        char *json = NULL;
        EXPECT(jass_card_parse(bad[i], &card), JASS_RESULT_INVALID_UTF8);
        EXPECT(jass_card_set_parse(bad[i], &set), JASS_RESULT_INVALID_UTF8);
        EXPECT(jass_contract_parse(bad[i], &card), JASS_RESULT_INVALID_UTF8);
        EXPECT(jass_rules_from_preset(bad[i], &other), JASS_RESULT_INVALID_UTF8);
        EXPECT(jass_rules_from_json(bad[i], &other), JASS_RESULT_INVALID_UTF8);
        EXPECT(jass_rules_get_option(rules, bad[i], &json), JASS_RESULT_INVALID_UTF8);
        EXPECT(jass_rules_set_option(rules, bad[i], "1"), JASS_RESULT_INVALID_UTF8);
        EXPECT(jass_rules_set_option(rules, "target", bad[i]), JASS_RESULT_INVALID_UTF8);
        if (card != 0 || set != 0 || other != NULL || json != NULL) {
            report("invalid UTF-8", __LINE__, JASS_RESULT_OK, "no output");
        }
    }
    printf("invalid UTF-8: rejected\n");
}

static void out_of_range(jass_rules *rules) {
    char buf[JASS_CARD_SET_TEXT_MAX];
    uint8_t byte = 7;
    uint16_t points = 7;
    uint64_t set = 7;
    size_t index = 7;
    bool flag = false;
    for (int value = 0; value < 256; value++) {
        uint8_t v = (uint8_t)value;
        if (v >= JASS_CARD_COUNT) {
            EXPECT(jass_card_format(v, 0, buf, sizeof buf), JASS_RESULT_CARD_OUT_OF_RANGE);
            EXPECT(jass_card_suit(v, &byte), JASS_RESULT_CARD_OUT_OF_RANGE);
            EXPECT(jass_card_rank(v, &byte), JASS_RESULT_CARD_OUT_OF_RANGE);
            EXPECT(jass_card_to_jasskit(v, &byte), JASS_RESULT_CARD_OUT_OF_RANGE);
            EXPECT(jass_card_from_jasskit(v, &byte), JASS_RESULT_CARD_OUT_OF_RANGE);
            EXPECT(jass_card_points(rules, 0, v, &points), JASS_RESULT_CARD_OUT_OF_RANGE);
            EXPECT(jass_card_set_from_cards(&v, 1, &set), JASS_RESULT_CARD_OUT_OF_RANGE);
            EXPECT(jass_trick_winner(0, &v, 1, &index), JASS_RESULT_CARD_OUT_OF_RANGE);
            EXPECT(jass_legal_cards(rules, 0, 0, 1, &v, 1, &set), JASS_RESULT_CARD_OUT_OF_RANGE);
            EXPECT(jass_is_legal(rules, 0, 0, 1, NULL, 0, v, &flag), JASS_RESULT_CARD_OUT_OF_RANGE);
            EXPECT(jass_check_play(rules, 0, 0, 1, NULL, 0, v), JASS_RESULT_CARD_OUT_OF_RANGE);
        }
        if (v > JASS_CONTRACT_UNDENUFE) {
            EXPECT(jass_contract_format(v, 0, buf, sizeof buf), JASS_RESULT_CONTRACT_OUT_OF_RANGE);
            EXPECT(jass_legal_cards(rules, v, 0, 1, NULL, 0, &set), JASS_RESULT_CONTRACT_OUT_OF_RANGE);
            EXPECT(jass_trick_winner(v, &byte, 1, &index), JASS_RESULT_CONTRACT_OUT_OF_RANGE);
            EXPECT(jass_card_points(rules, v, 0, &points), JASS_RESULT_CONTRACT_OUT_OF_RANGE);
            EXPECT(jass_hand_total(rules, v, &points), JASS_RESULT_CONTRACT_OUT_OF_RANGE);
            EXPECT(jass_rules_multiplier(rules, v, &points), JASS_RESULT_CONTRACT_OUT_OF_RANGE);
        }
        if (v > JASS_CARD_STYLE_SWISS_GERMAN) {
            EXPECT(jass_card_format(0, v, buf, sizeof buf), JASS_RESULT_INVALID_ARGUMENT);
            EXPECT(jass_card_set_format(1, v, buf, sizeof buf), JASS_RESULT_INVALID_ARGUMENT);
        }
        if (v > JASS_CONTRACT_STYLE_PLAYERS) {
            EXPECT(jass_contract_format(0, v, buf, sizeof buf), JASS_RESULT_INVALID_ARGUMENT);
        }
        if (v > JASS_PHASE_TALON) {
            EXPECT(jass_legal_cards(rules, 0, v, 1, NULL, 0, &set), JASS_RESULT_INVALID_ARGUMENT);
        }
        if (v > JASS_SUIT_CLUBS) {
            EXPECT(jass_card_new(v, 0, &byte), JASS_RESULT_SUIT_OUT_OF_RANGE);
        }
        if (v > JASS_RANK_ACE) {
            EXPECT(jass_card_new(0, v, &byte), JASS_RESULT_RANK_OUT_OF_RANGE);
        }
        if (v > 3) {
            EXPECT(jass_seat_partner(v, &byte), JASS_RESULT_SEAT_OUT_OF_RANGE);
            EXPECT(jass_seat_next(v, 4, &byte), JASS_RESULT_SEAT_OUT_OF_RANGE);
        }
        if (v > 5) {
            EXPECT(jass_seat_team(v, &byte), JASS_RESULT_SEAT_OUT_OF_RANGE);
            EXPECT(jass_seat_next(v, 6, &byte), JASS_RESULT_SEAT_OUT_OF_RANGE);
        }
        if (v != 2 && v != 3 && v != 4 && v != 5 && v != 6) {
            EXPECT(jass_seat_next(0, v, &byte), JASS_RESULT_INVALID_ARGUMENT);
        }
    }
    for (int bit = 36; bit < 64; bit++) {
        uint64_t mask = (uint64_t)1 << bit;
        EXPECT(jass_card_set_validate(mask), JASS_RESULT_CARD_SET_OUT_OF_RANGE);
        EXPECT(jass_card_set_format(mask, 0, buf, sizeof buf), JASS_RESULT_CARD_SET_OUT_OF_RANGE);
        EXPECT(jass_card_set_to_jasskit(mask, &set), JASS_RESULT_CARD_SET_OUT_OF_RANGE);
        EXPECT(jass_card_set_from_jasskit(mask, &set), JASS_RESULT_CARD_SET_OUT_OF_RANGE);
        EXPECT(jass_card_set_points(rules, 0, mask, &points), JASS_RESULT_CARD_SET_OUT_OF_RANGE);
        EXPECT(jass_legal_cards(rules, 0, 0, mask, NULL, 0, &set), JASS_RESULT_CARD_SET_OUT_OF_RANGE);
    }
    const uint8_t five[] = {0, 1, 2, 3, 4};
    const uint8_t seven[] = {0, 1, 2, 3, 4, 5, 6};
    EXPECT(jass_trick_winner(0, seven, 7, &index), JASS_RESULT_INVALID_ARGUMENT);
    EXPECT(jass_trick_winner(0, five, (size_t)-1, &index), JASS_RESULT_INVALID_ARGUMENT);
    EXPECT(jass_legal_cards(rules, 0, 0, 1 << 9, five, (size_t)-1, &set), JASS_RESULT_INVALID_ARGUMENT);
    EXPECT(jass_trick_winner(0, five, 0, &index), JASS_RESULT_INVALID_ARGUMENT);
    EXPECT(jass_hand_points(rules, 65500, true, &points), JASS_RESULT_INVALID_ARGUMENT);
    if (byte != 7 || points != 7 || set != 7 || index != 7 || flag) {
        report("out-of-range calls", __LINE__, JASS_RESULT_OK, "outputs left unchanged");
    }
    printf("out-of-range integers: rejected, outputs unchanged\n");
}

static void null_everywhere(jass_rules *rules, jass_rng *rng) {
    char buf[64];
    uint8_t byte = 0;
    uint16_t points = 0;
    uint32_t word = 0;
    uint64_t set = 0;
    size_t index = 0;
    bool flag = false;
    char *json = NULL;
    const char *name = NULL;
    jass_rules *other = NULL;
    jass_rng *rng2 = NULL;
    const jass_result null = JASS_RESULT_NULL_POINTER;
    EXPECT(jass_card_parse(NULL, &byte), null);
    EXPECT(jass_card_parse("HA", NULL), null);
    EXPECT(jass_card_format(0, 0, NULL, 64), null);
    EXPECT(jass_card_new(0, 0, NULL), null);
    EXPECT(jass_card_suit(0, NULL), null);
    EXPECT(jass_card_rank(0, NULL), null);
    EXPECT(jass_card_to_jasskit(0, NULL), null);
    EXPECT(jass_card_from_jasskit(0, NULL), null);
    EXPECT(jass_card_set_parse(NULL, &set), null);
    EXPECT(jass_card_set_parse("HA", NULL), null);
    EXPECT(jass_card_set_format(1, 0, NULL, 64), null);
    EXPECT(jass_card_set_from_cards(NULL, 3, &set), null);
    EXPECT(jass_card_set_from_cards(&byte, 1, NULL), null);
    EXPECT(jass_card_set_to_cards(1, NULL, 36, &index), null);
    EXPECT(jass_card_set_to_cards(1, &byte, 1, NULL), null);
    EXPECT(jass_card_set_to_jasskit(1, NULL), null);
    EXPECT(jass_card_set_from_jasskit(1, NULL), null);
    EXPECT(jass_contract_parse(NULL, &byte), null);
    EXPECT(jass_contract_parse("hearts", NULL), null);
    EXPECT(jass_contract_format(0, 0, NULL, 16), null);
    EXPECT(jass_rules_from_preset(NULL, &other), null);
    EXPECT(jass_rules_from_preset("schieber", NULL), null);
    EXPECT(jass_rules_from_json(NULL, &other), null);
    EXPECT(jass_rules_from_json("{}", NULL), null);
    EXPECT(jass_rules_to_json(NULL, &json), null);
    EXPECT(jass_rules_to_json(rules, NULL), null);
    EXPECT(jass_rules_clone(NULL, &other), null);
    EXPECT(jass_rules_clone(rules, NULL), null);
    EXPECT(jass_rules_equal(NULL, rules, &flag), null);
    EXPECT(jass_rules_equal(rules, NULL, &flag), null);
    EXPECT(jass_rules_equal(rules, rules, NULL), null);
    EXPECT(jass_rules_get_option(NULL, "target", &json), null);
    EXPECT(jass_rules_get_option(rules, NULL, &json), null);
    EXPECT(jass_rules_get_option(rules, "target", NULL), null);
    EXPECT(jass_rules_set_option(NULL, "target", "1"), null);
    EXPECT(jass_rules_set_option(rules, NULL, "1"), null);
    EXPECT(jass_rules_set_option(rules, "target", NULL), null);
    EXPECT(jass_rules_option_name(0, NULL), null);
    EXPECT(jass_rules_preset_name(0, NULL), null);
    EXPECT(jass_rules_multiplier(NULL, 0, &points), null);
    EXPECT(jass_rules_multiplier(rules, 0, NULL), null);
    EXPECT(jass_legal_cards(NULL, 0, 0, 1, NULL, 0, &set), null);
    EXPECT(jass_legal_cards(rules, 0, 0, 1, NULL, 0, NULL), null);
    EXPECT(jass_legal_cards(rules, 0, 0, 1, NULL, 2, &set), null);
    EXPECT(jass_is_legal(NULL, 0, 0, 1, NULL, 0, 0, &flag), null);
    EXPECT(jass_is_legal(rules, 0, 0, 1, NULL, 0, 0, NULL), null);
    EXPECT(jass_check_play(NULL, 0, 0, 1, NULL, 0, 0), null);
    EXPECT(jass_check_play(rules, 0, 0, 1, NULL, 3, 0), null);
    EXPECT(jass_trick_winner(0, NULL, 1, &index), null);
    EXPECT(jass_trick_winner(0, &byte, 1, NULL), null);
    EXPECT(jass_card_points(NULL, 0, 0, &points), null);
    EXPECT(jass_card_points(rules, 0, 0, NULL), null);
    EXPECT(jass_card_set_points(NULL, 0, 1, &points), null);
    EXPECT(jass_card_set_points(rules, 0, 1, NULL), null);
    EXPECT(jass_trick_points(NULL, 0, NULL, 0, false, &points), null);
    EXPECT(jass_trick_points(rules, 0, NULL, 1, false, &points), null);
    EXPECT(jass_trick_points(rules, 0, NULL, 0, false, NULL), null);
    EXPECT(jass_last_trick_bonus(NULL, 0, &points), null);
    EXPECT(jass_last_trick_bonus(rules, 0, NULL), null);
    EXPECT(jass_hand_total(NULL, 0, &points), null);
    EXPECT(jass_hand_total(rules, 0, NULL), null);
    EXPECT(jass_hand_points(NULL, 0, false, &points), null);
    EXPECT(jass_hand_points(rules, 0, false, NULL), null);
    EXPECT(jass_rng_new(1, NULL), null);
    EXPECT(jass_rng_clone(NULL, &rng2), null);
    EXPECT(jass_rng_clone(rng, NULL), null);
    EXPECT(jass_rng_next_u64(NULL, &set), null);
    EXPECT(jass_rng_next_u64(rng, NULL), null);
    EXPECT(jass_rng_below(NULL, 3, &word), null);
    EXPECT(jass_rng_below(rng, 3, NULL), null);
    EXPECT(jass_rng_pick(NULL, 1, &byte), null);
    EXPECT(jass_rng_pick(rng, 1, NULL), null);
    EXPECT(jass_rng_shuffled_deck(NULL, (uint8_t *)buf, 36), null);
    EXPECT(jass_rng_shuffled_deck(rng, NULL, 36), null);
    EXPECT(jass_rng_deal(NULL, &set, 4), null);
    EXPECT(jass_rng_deal(rng, NULL, 4), null);
    EXPECT(jass_deal(1, NULL, 4), null);
    EXPECT(jass_seat_next(0, 4, NULL), null);
    EXPECT(jass_seat_partner(0, NULL), null);
    EXPECT(jass_seat_team(0, NULL), null);
    if (json != NULL || name != NULL || other != NULL || rng2 != NULL) {
        report("NULL arguments", __LINE__, JASS_RESULT_OK, "no output");
    }
    /* Functions without a status accept NULL too. */
    jass_last_error_message(NULL, 0);
    jass_last_error_message(NULL, 100);
    jass_rules_free(NULL);
    jass_rules_free(NULL);
    jass_rng_free(NULL);
    jass_rng_free(NULL);
    jass_string_free(NULL);
    jass_string_free(NULL);
    printf("NULL pointers: rejected; NULL handles freed twice: no-op\n");
}

static void small_buffers(jass_rng *rng) {
    char text[4] = {'x', 'x', 'x', 'x'};
    uint8_t cards[35] = {0};
    uint64_t hands[3] = {0};
    size_t count = 99;
    EXPECT(jass_card_format(13, JASS_CARD_STYLE_ENGLISH, text, sizeof text),
           JASS_RESULT_BUFFER_TOO_SMALL);
    EXPECT(jass_card_format(13, 0, text, 0), JASS_RESULT_BUFFER_TOO_SMALL);
    EXPECT(jass_card_set_format(7, 0, text, sizeof text), JASS_RESULT_BUFFER_TOO_SMALL);
    EXPECT(jass_contract_format(0, 0, text, sizeof text), JASS_RESULT_BUFFER_TOO_SMALL);
    EXPECT(jass_card_set_to_cards(JASS_CARD_SET_ALL, cards, sizeof cards, &count),
           JASS_RESULT_BUFFER_TOO_SMALL);
    EXPECT(jass_rng_shuffled_deck(rng, cards, sizeof cards), JASS_RESULT_BUFFER_TOO_SMALL);
    EXPECT(jass_rng_deal(rng, hands, 3), JASS_RESULT_BUFFER_TOO_SMALL);
    EXPECT(jass_deal(1, hands, 3), JASS_RESULT_BUFFER_TOO_SMALL);
    if (memcmp(text, "xxxx", 4) != 0 || count != 99 || cards[0] != 0 || hands[0] != 0) {
        report("short buffers", __LINE__, JASS_RESULT_OK, "buffers left untouched");
    }
    char tiny[6];
    size_t full = jass_last_error_message(tiny, sizeof tiny);
    if (full < sizeof tiny || strlen(tiny) != sizeof tiny - 1) {
        report("jass_last_error_message truncation", __LINE__, JASS_RESULT_OK, "a cut message");
    }
    printf("short buffers: rejected, left untouched\n");
}

static void failed_calls_change_nothing(jass_rules *rules) {
    char *before = NULL, *after = NULL;
    EXPECT(jass_rules_to_json(rules, &before), JASS_RESULT_OK);
    EXPECT(jass_rules_set_option(rules, "target", "0"), JASS_RESULT_INVALID_RULES);
    EXPECT(jass_rules_set_option(rules, "undertrump", "\"never\""), JASS_RESULT_INVALID_RULES);
    EXPECT(jass_rules_set_option(rules, "no_such_option", "1"), JASS_RESULT_UNKNOWN_OPTION);
    EXPECT(jass_rules_set_option(rules, "target", "{"), JASS_RESULT_MALFORMED_JSON);
    EXPECT(jass_rules_to_json(rules, &after), JASS_RESULT_OK);
    if (before == NULL || after == NULL || strcmp(before, after) != 0) {
        report("failed jass_rules_set_option", __LINE__, JASS_RESULT_OK, "rules unchanged");
    }
    jass_string_free(before);
    jass_string_free(after);
    printf("failed option changes: rules unchanged\n");
}

/* Random positions, in range or not: jass_legal_cards either fails with an
 * argument error or returns a non-empty subset of the hand that
 * jass_check_play agrees with card by card. */
static void random_positions(jass_rules *rules) {
    long positions = 0;
    for (int i = 0; i < 3000; i++) {
        uint64_t hand = next_random() & (next_random() % 8 == 0 ? ~(uint64_t)0 : JASS_CARD_SET_ALL);
        uint8_t trick[6];
        size_t trick_len = (size_t)(next_random() % 6);
        for (size_t k = 0; k < trick_len; k++) {
            trick[k] = (uint8_t)(next_random() % 40);
        }
        uint8_t contract = (uint8_t)(next_random() % 7);
        uint8_t phase = (uint8_t)(next_random() % 3);
        uint64_t legal = 0;
        jass_result got = jass_legal_cards(rules, contract, phase, hand, trick, trick_len, &legal);
        calls++;
        if (got != JASS_RESULT_OK) {
            const jass_result allowed[] = {
                JASS_RESULT_CARD_SET_OUT_OF_RANGE, JASS_RESULT_CARD_OUT_OF_RANGE,
                JASS_RESULT_CONTRACT_OUT_OF_RANGE, JASS_RESULT_INVALID_ARGUMENT,
                JASS_RESULT_DUPLICATE_CARD,        JASS_RESULT_TRICK_COMPLETE,
                JASS_RESULT_ALREADY_IN_TRICK};
            if (!is_one_of(got, allowed, sizeof allowed / sizeof allowed[0]) || legal != 0) {
                report("jass_legal_cards", __LINE__, got, "an argument error and no output");
            }
            continue;
        }
        positions++;
        if ((legal & ~hand) != 0 || (hand != 0 && legal == 0)) {
            report("jass_legal_cards", __LINE__, got, "a non-empty subset of the hand");
        }
        for (uint8_t card = 0; card < JASS_CARD_COUNT; card++) {
            jass_result check = jass_check_play(rules, contract, phase, hand, trick, trick_len, card);
            calls++;
            int allowed = (legal >> card) & 1;
            if ((check == JASS_RESULT_OK) != allowed) {
                report("jass_check_play", __LINE__, check, allowed ? "OK" : "a rule code");
            }
        }
    }
    printf("random positions: legal cards agree with jass_check_play (%s)\n",
           positions > 100 ? "many valid positions" : "too few valid positions");
    if (positions <= 100) unexpected++;
}

/* A code a game or weis call may refuse garbage with: an argument error or
 * a card, rule, weis or game code. */
static int is_refusal(jass_result got) {
    return got == JASS_RESULT_INVALID_ARGUMENT || (got >= 100 && got < 600);
}

#define EXPECT_REFUSAL(call)                                                                       \
    do {                                                                                           \
        jass_result got_ = (call);                                                                 \
        calls++;                                                                                   \
        if (!is_refusal(got_)) report(#call, __LINE__, got_, "a refusal code");                    \
    } while (0)

/* The game's record, to compare before and after a refused call. */
static char *record_of(const jass_game *game) {
    char *json = NULL;
    EXPECT(jass_game_record_json(game, &json), JASS_RESULT_OK);
    return json;
}

static int legal_contains(const jass_action *legal, size_t count, jass_action action) {
    for (size_t i = 0; i < count; i++) {
        if (memcmp(&legal[i], &action, sizeof action) == 0) return 1;
    }
    return 0;
}

/* A random action struct: random bytes, a random kind with one random
 * field, or one of the legal actions with a field changed or not. */
static jass_action random_action(const jass_action *legal, size_t count) {
    uint64_t bits = next_random();
    jass_action action;
    memset(&action, 0, sizeof action);
    switch (bits % 4) {
    case 0:
        memcpy(&action, &bits, sizeof action);
        return action;
    case 1:
        action.kind = (uint8_t)((bits >> 8) % 9);
        break;
    default:
        if (count == 0) return action;
        action = legal[(bits >> 8) % count];
        if ((bits >> 40) % 2 == 0) return action;
        break;
    }
    uint8_t value = (uint8_t)((bits >> 24) % 2 ? (bits >> 32) % 8 : (bits >> 32) & 0xFF);
    switch ((bits >> 16) % 5) {
    case 0: action.card = (uint8_t)(value % 40); break;
    case 1: action.contract = value; break;
    case 2: action.meld = value; break;
    case 3: action.seat = value; break;
    default: action.kind = value; break;
    }
    return action;
}

/* Random action structs against a game: each is accepted exactly when it
 * is among the legal actions, and a refused one leaves the record
 * unchanged. Then actions after the game is over. (Claims are off, so
 * every random claim is refused; the Rust tests cover games with claims.) */
static void random_actions(void) {
    jass_rules *rules = NULL;
    jass_game *game = NULL;
    EXPECT(jass_rules_from_preset("schieber", &rules), JASS_RESULT_OK);
    EXPECT(jass_game_new(rules, JASS_GAME_KIND_SCHIEBER, 77, &game), JASS_RESULT_OK);
    long accepted = 0, refused = 0;
    bool over = false;
    for (int step = 0; !over && step < 2000; step++) {
        jass_action legal[JASS_ACTION_MAX];
        size_t count = 0;
        EXPECT(jass_game_legal_actions(game, legal, JASS_ACTION_MAX, &count), JASS_RESULT_OK);
        char *before = record_of(game);
        for (int attempt = 0; attempt < 3; attempt++) {
            jass_action action = random_action(legal, count);
            int is_legal = legal_contains(legal, count, action);
            jass_result got = jass_game_apply(game, action);
            calls++;
            if (got == JASS_RESULT_OK) {
                accepted++;
                if (!is_legal) report("jass_game_apply", __LINE__, got, "a refusal (not legal)");
                break;
            }
            refused++;
            if (is_legal || !is_refusal(got)) {
                report("jass_game_apply", __LINE__, got, is_legal ? "OK" : "a refusal code");
            }
            char *after = record_of(game);
            if (after == NULL || before == NULL || strcmp(before, after) != 0) {
                report("jass_game_apply", __LINE__, got, "the record unchanged");
            }
            jass_string_free(after);
        }
        jass_string_free(before);
        /* Move on with a legal action. */
        EXPECT(jass_game_is_over(game, &over), JASS_RESULT_OK);
        if (!over) {
            EXPECT(jass_game_legal_actions(game, legal, JASS_ACTION_MAX, &count), JASS_RESULT_OK);
            EXPECT(jass_game_apply(game, legal[next_random() % count]), JASS_RESULT_OK);
            EXPECT(jass_game_is_over(game, &over), JASS_RESULT_OK);
        }
    }
    if (!over) report("random game", __LINE__, JASS_RESULT_OK, "the game to end");
    char *final = record_of(game);
    for (int i = 0; i < 500; i++) {
        jass_action action = random_action(NULL, 0);
        EXPECT_REFUSAL(jass_game_apply(game, action));
    }
    const jass_action pass = {JASS_ACTION_KIND_PASS, 0, 0, 0, 0, 0, 0};
    const jass_action shove = {JASS_ACTION_KIND_SHOVE, 0, 0, 0, 0, 0, 0};
    EXPECT(jass_game_apply(game, pass), JASS_RESULT_GAME_OVER);
    EXPECT(jass_game_apply(game, shove), JASS_RESULT_GAME_OVER);
    jass_action none[1];
    size_t count = 99;
    uint8_t seat = 0;
    uint64_t cards = 7;
    EXPECT(jass_game_legal_actions(game, none, 1, &count), JASS_RESULT_OK);
    EXPECT(jass_game_to_act(game, &seat), JASS_RESULT_OK);
    EXPECT(jass_game_legal_cards(game, &cards), JASS_RESULT_OK);
    char *after = record_of(game);
    if (count != 0 || seat != JASS_SEAT_NONE || cards != 0 || strcmp(final, after) != 0) {
        report("a finished game", __LINE__, JASS_RESULT_OK, "no actions, nobody to act, unchanged");
    }
    jass_string_free(final);
    jass_string_free(after);
    jass_game_free(game);
    jass_rules_free(rules);
    printf("random actions: accepted exactly when legal, refused ones change nothing (%s)\n",
           accepted > 50 && refused > 50 ? "many of both" : "TOO FEW");
    if (accepted <= 50 || refused <= 50) unexpected++;
    fprintf(stderr, "random actions: %ld accepted, %ld refused\n", accepted, refused);
}

/* Out-of-range kinds, seats, hands and decks for games; bots on games. */
static void game_arguments(jass_rules *rules) {
    jass_game *game = NULL, *other = NULL;
    jass_bot *bot = NULL;
    uint64_t hands[4];
    uint8_t deck[36];
    EXPECT(jass_deal(3, hands, 4), JASS_RESULT_OK);
    for (int kind = 0; kind < 256; kind++) {
        /* Mittlere (6) seats three: the Schieber rules' four are refused. */
        jass_result want = kind >= 7   ? JASS_RESULT_INVALID_ARGUMENT
                           : kind == 6 ? JASS_RESULT_INVALID_RULES
                                       : JASS_RESULT_OK;
        EXPECT(jass_game_new(rules, (uint8_t)kind, 1, &other), want);
        jass_game_free(other);
        other = NULL;
        EXPECT(jass_bot_new((uint8_t)kind, 1, &bot), kind < 3 ? JASS_RESULT_OK
                                                              : JASS_RESULT_INVALID_ARGUMENT);
        jass_bot_free(bot);
        bot = NULL;
    }
    EXPECT(jass_game_new(rules, JASS_GAME_KIND_SCHIEBER, 5, &game), JASS_RESULT_OK);
    for (int seat = 4; seat < 256; seat++) {
        char *json = NULL;
        uint64_t hand = 7;
        EXPECT(jass_game_observation_json(game, (uint8_t)seat, &json), JASS_RESULT_SEAT_OUT_OF_RANGE);
        EXPECT(jass_game_hand(game, (uint8_t)seat, &hand), JASS_RESULT_SEAT_OUT_OF_RANGE);
        EXPECT(jass_game_new_with_hands(rules, 0, 1, hands, 4, (uint8_t)seat, &other),
               JASS_RESULT_SEAT_OUT_OF_RANGE);
        if (json != NULL || hand != 7) report("bad seats", __LINE__, JASS_RESULT_OK, "no output");
    }
    for (int i = 0; i < 2000; i++) {
        uint64_t random_hands[4];
        for (int h = 0; h < 4; h++) {
            random_hands[h] = next_random() & (i % 2 ? JASS_CARD_SET_ALL : ~(uint64_t)0);
        }
        EXPECT_REFUSAL(jass_game_new_with_hands(rules, 0, 1, random_hands, 1 + (size_t)(i % 4),
                                                (uint8_t)(i % 5), &other));
        for (int c = 0; c < 36; c++) deck[c] = (uint8_t)(next_random() % (i % 2 ? 36 : 64));
        EXPECT_REFUSAL(jass_game_new_with_deck(rules, 0, 1, deck, 36, 0, &other));
    }
    if (other != NULL) report("bad deals", __LINE__, JASS_RESULT_OK, "no game");
    /* A real shuffle is a deck. */
    jass_rng *rng = NULL;
    EXPECT(jass_rng_new(9, &rng), JASS_RESULT_OK);
    EXPECT(jass_rng_shuffled_deck(rng, deck, 36), JASS_RESULT_OK);
    EXPECT(jass_game_new_with_deck(rules, 0, 1, deck, 36, 1, &other), JASS_RESULT_OK);
    EXPECT(jass_game_new_with_deck(rules, 0, 1, deck, 35, 1, &game), JASS_RESULT_INVALID_DEAL);
    jass_game_free(other);
    jass_rng_free(rng);
    /* Short buffers. */
    jass_action actions[2];
    uint32_t scores[1] = {7};
    jass_slate_side slate[1];
    size_t count = 99;
    char text[4] = {'x', 'x', 'x', 'x'};
    const jass_action shove = {JASS_ACTION_KIND_SHOVE, 0, 0, 0, 0, 0, 0};
    EXPECT(jass_game_legal_actions(game, actions, 2, &count), JASS_RESULT_BUFFER_TOO_SMALL);
    EXPECT(jass_game_scores(game, scores, 1), JASS_RESULT_BUFFER_TOO_SMALL);
    EXPECT(jass_game_slate(game, slate, 1), JASS_RESULT_BUFFER_TOO_SMALL);
    EXPECT(jass_action_format(shove, text, sizeof text), JASS_RESULT_BUFFER_TOO_SMALL);
    if (count != 99 || scores[0] != 7 || memcmp(text, "xxxx", 4) != 0) {
        report("short game buffers", __LINE__, JASS_RESULT_OK, "left untouched");
    }
    /* No result before the end. */
    jass_game_outcome outcome;
    EXPECT(jass_game_result(game, &outcome), JASS_RESULT_GAME_NOT_OVER);
    /* A bot on a finished game. */
    EXPECT(jass_bot_new(JASS_BOT_KIND_RANDOM, 4, &bot), JASS_RESULT_OK);
    bool over = false;
    while (!over) {
        jass_action action;
        EXPECT(jass_bot_choose(bot, game, &action), JASS_RESULT_OK);
        EXPECT(jass_game_apply(game, action), JASS_RESULT_OK);
        EXPECT(jass_game_is_over(game, &over), JASS_RESULT_OK);
    }
    jass_action none = {99, 99, 99, 99, 99, 99, 0};
    EXPECT(jass_bot_choose(bot, game, &none), JASS_RESULT_GAME_OVER);
    if (none.kind != 99) report("jass_bot_choose", __LINE__, JASS_RESULT_OK, "no output");
    EXPECT(jass_game_result(game, &outcome), JASS_RESULT_OK);
    jass_bot_free(bot);
    jass_game_free(game);
    printf("game arguments: out-of-range kinds, seats and deals rejected\n");
}

/* Random bytes and mutated records as records. */
static void random_records(jass_rules *rules) {
    char text[96];
    for (int i = 0; i < 2000; i++) {
        random_text(text, next_random() % 64);
        jass_game *game = NULL;
        EXPECT_ONE_OF(jass_game_replay_json(text, &game), JASS_RESULT_MALFORMED_JSON,
                      JASS_RESULT_INVALID_UTF8, JASS_RESULT_INVALID_RECORD);
        if (game != NULL) report("jass_game_replay_json", __LINE__, JASS_RESULT_OK, "no game");
    }
    jass_game *game = NULL;
    jass_bot *bot = NULL;
    EXPECT(jass_game_new(rules, JASS_GAME_KIND_SCHIEBER, 31, &game), JASS_RESULT_OK);
    EXPECT(jass_bot_new(JASS_BOT_KIND_RULE_OF_THUMB, 31, &bot), JASS_RESULT_OK);
    for (int i = 0; i < 60; i++) {
        jass_action action;
        EXPECT(jass_bot_choose(bot, game, &action), JASS_RESULT_OK);
        EXPECT(jass_game_apply(game, action), JASS_RESULT_OK);
    }
    char *json = record_of(game);
    size_t len = strlen(json);
    char *copy = malloc(len + 1);
    long illegal = 0, replayed = 0;
    for (int i = 0; i < 1500; i++) {
        memcpy(copy, json, len + 1);
        for (int flips = 1 + (int)(next_random() % 2); flips > 0; flips--) {
            size_t at = (size_t)(next_random() % len);
            /* Half of the changes turn one letter of a card into another. */
            copy[at] = (char)(next_random() % 2 ? "HSDC6789TJQKA"[next_random() % 13]
                                               : (char)(1 + next_random() % 255));
        }
        jass_game *again = NULL;
        jass_result got = jass_game_replay_json(copy, &again);
        calls++;
        if (got == JASS_RESULT_OK) {
            replayed++;
            jass_game_free(again);
        } else if (got == JASS_RESULT_ILLEGAL_RECORD_ACTION) {
            illegal++;
            int64_t index = jass_last_error_action_index();
            if (index < 0 || index >= 60) {
                report("jass_last_error_action_index", __LINE__, got, "an index in 0..60");
            }
        } else if (!is_refusal(got) && got != JASS_RESULT_MALFORMED_JSON &&
                   got != JASS_RESULT_INVALID_UTF8) {
            report("jass_game_replay_json", __LINE__, got, "a record error");
        } else if (jass_last_error_action_index() != -1) {
            report("jass_last_error_action_index", __LINE__, got, "-1");
        }
        if (got != JASS_RESULT_OK && again != NULL) {
            report("jass_game_replay_json", __LINE__, got, "no game on failure");
        }
    }
    free(copy);
    jass_string_free(json);
    jass_bot_free(bot);
    jass_game_free(game);
    printf("random bytes and mutated records: rejected (%s)\n",
           illegal > 0 ? "illegal actions located" : "NO ILLEGAL ACTION FOUND");
    if (illegal == 0) unexpected++;
    (void)replayed;
}

/* Meld indices, meld text and weis hands out of range. */
static void weis_garbage(jass_rules *rules) {
    char text[JASS_MELD_TEXT_MAX];
    uint8_t meld = 7, melds[JASS_MELD_COUNT];
    uint16_t points = 7;
    uint64_t set = 7;
    int8_t order = 7;
    uint8_t step = 7;
    bool flag = false;
    size_t count = 7;
    for (int v = JASS_MELD_COUNT; v < 256; v++) {
        EXPECT(jass_meld_format((uint8_t)v, JASS_CONTRACT_NONE, text, sizeof text),
               JASS_RESULT_MELD_OUT_OF_RANGE);
        EXPECT(jass_meld_cards((uint8_t)v, &set), JASS_RESULT_MELD_OUT_OF_RANGE);
        EXPECT(jass_meld_value(rules, (uint8_t)v, &points), JASS_RESULT_MELD_OUT_OF_RANGE);
        EXPECT(jass_meld_points(rules, (uint8_t)v, &points), JASS_RESULT_MELD_OUT_OF_RANGE);
        EXPECT(jass_weis_compare(rules, 0, 0, (uint8_t)v, &order, &step),
               JASS_RESULT_MELD_OUT_OF_RANGE);
        EXPECT(jass_weis_allows(rules, 0, (uint8_t)v, &flag), JASS_RESULT_MELD_OUT_OF_RANGE);
        uint8_t one = (uint8_t)v;
        EXPECT(jass_weis_check_declaration(rules, 0, JASS_CARD_SET_ALL, &one, 1, &points),
               JASS_RESULT_MELD_OUT_OF_RANGE);
    }
    for (int v = 6; v < 255; v++) {
        EXPECT(jass_meld_format(0, (uint8_t)v, text, sizeof text), JASS_RESULT_CONTRACT_OUT_OF_RANGE);
        EXPECT(jass_weis_all_melds(rules, (uint8_t)v, 1, melds, sizeof melds, &count),
               JASS_RESULT_CONTRACT_OUT_OF_RANGE);
        EXPECT(jass_weis_has_stoeck((uint8_t)v, 1, &flag), JASS_RESULT_CONTRACT_OUT_OF_RANGE);
    }
    char words[64];
    for (int i = 0; i < 2000; i++) {
        random_text(words, next_random() % 24);
        EXPECT_ONE_OF(jass_meld_parse(words, JASS_CONTRACT_NONE, &meld), JASS_RESULT_OK,
                      JASS_RESULT_INVALID_MELD, JASS_RESULT_INVALID_UTF8);
        uint64_t hands[4];
        for (int h = 0; h < 4; h++) hands[h] = next_random() & (i % 3 ? 0x1FF : ~(uint64_t)0);
        jass_weis_outcome outcome;
        EXPECT_REFUSAL(jass_weis_schieber(rules, 0, hands, 4, (uint8_t)(i % 5), &outcome));
        uint64_t hand = next_random() & JASS_CARD_SET_ALL;
        EXPECT(jass_weis_all_melds(rules, (uint8_t)(i % 6), hand, melds, sizeof melds, &count),
               JASS_RESULT_OK);
        EXPECT(jass_weis_best_declaration(rules, (uint8_t)(i % 6), hand, melds, sizeof melds,
                                          &count), JASS_RESULT_OK);
        EXPECT(jass_weis_check_declaration(rules, (uint8_t)(i % 6), hand, melds, count, &points),
               JASS_RESULT_OK);
    }
    if (order != 7 || step != 7 || set != 7) {
        report("meld calls", __LINE__, JASS_RESULT_OK, "outputs left unchanged");
    }
    printf("weis garbage: meld indices, text and hands rejected; best declarations check\n");
}

/* Every game, bot and weis function with a NULL pointer. */
static void null_games(jass_rules *rules) {
    const jass_result null = JASS_RESULT_NULL_POINTER;
    jass_game *game = NULL, *other = NULL;
    jass_bot *bot = NULL;
    EXPECT(jass_game_new(rules, 0, 1, &game), JASS_RESULT_OK);
    EXPECT(jass_bot_new(0, 1, &bot), JASS_RESULT_OK);
    jass_action action = {JASS_ACTION_KIND_SHOVE, 0, 0, 0, 0, 0, 0};
    jass_action actions[JASS_ACTION_MAX];
    jass_game_outcome outcome;
    jass_slate_side slate[2];
    jass_hand_info info;
    jass_weis_outcome weis;
    uint64_t hands[4] = {0, 0, 0, 0}, set = 0;
    uint8_t byte = 0, deck[36] = {0};
    uint32_t scores[2];
    uint16_t points = 0;
    int8_t order = 0;
    size_t count = 0;
    bool flag = false;
    char *json = NULL;
    char text[64];
    EXPECT(jass_game_new(NULL, 0, 1, &other), null);
    EXPECT(jass_game_new(rules, 0, 1, NULL), null);
    EXPECT(jass_game_new_with_hands(NULL, 0, 1, hands, 4, 0, &other), null);
    EXPECT(jass_game_new_with_hands(rules, 0, 1, NULL, 4, 0, &other), null);
    EXPECT(jass_game_new_with_hands(rules, 0, 1, hands, 4, 0, NULL), null);
    EXPECT(jass_game_new_with_deck(NULL, 0, 1, deck, 36, 0, &other), null);
    EXPECT(jass_game_new_with_deck(rules, 0, 1, NULL, 36, 0, &other), null);
    EXPECT(jass_game_new_with_deck(rules, 0, 1, deck, 36, 0, NULL), null);
    EXPECT(jass_game_clone(NULL, &other), null);
    EXPECT(jass_game_clone(game, NULL), null);
    EXPECT(jass_game_equal(NULL, game, &flag), null);
    EXPECT(jass_game_equal(game, NULL, &flag), null);
    EXPECT(jass_game_equal(game, game, NULL), null);
    EXPECT(jass_game_get_kind(NULL, &byte, &byte), null);
    EXPECT(jass_game_get_kind(game, NULL, &byte), null);
    EXPECT(jass_game_get_kind(game, &byte, NULL), null);
    EXPECT(jass_game_to_act(NULL, &byte), null);
    EXPECT(jass_game_to_act(game, NULL), null);
    EXPECT(jass_game_expecting(NULL, &byte), null);
    EXPECT(jass_game_expecting(game, NULL), null);
    EXPECT(jass_game_is_over(NULL, &flag), null);
    EXPECT(jass_game_is_over(game, NULL), null);
    EXPECT(jass_game_legal_action_count(NULL, &count), null);
    EXPECT(jass_game_legal_action_count(game, NULL), null);
    EXPECT(jass_game_legal_actions(NULL, actions, JASS_ACTION_MAX, &count), null);
    EXPECT(jass_game_legal_actions(game, NULL, JASS_ACTION_MAX, &count), null);
    EXPECT(jass_game_legal_actions(game, actions, JASS_ACTION_MAX, NULL), null);
    EXPECT(jass_game_legal_cards(NULL, &set), null);
    EXPECT(jass_game_legal_cards(game, NULL), null);
    EXPECT(jass_game_apply(NULL, action), null);
    EXPECT(jass_game_scores(NULL, scores, 2), null);
    EXPECT(jass_game_scores(game, NULL, 2), null);
    EXPECT(jass_game_result(NULL, &outcome), null);
    EXPECT(jass_game_result(game, NULL), null);
    EXPECT(jass_game_slate(NULL, slate, 2), null);
    EXPECT(jass_game_slate(game, NULL, 2), null);
    EXPECT(jass_game_observation_json(NULL, 0, &json), null);
    EXPECT(jass_game_observation_json(game, 0, NULL), null);
    EXPECT(jass_game_hand(NULL, 0, &set), null);
    EXPECT(jass_game_hand(game, 0, NULL), null);
    EXPECT(jass_game_hand_info(NULL, &info), null);
    EXPECT(jass_game_hand_info(game, NULL), null);
    EXPECT(jass_game_record_json(NULL, &json), null);
    EXPECT(jass_game_record_json(game, NULL), null);
    EXPECT(jass_game_replay_json(NULL, &other), null);
    EXPECT(jass_game_replay_json("{}", NULL), null);
    EXPECT(jass_action_format(action, NULL, 64), null);
    EXPECT(jass_bot_new(0, 1, NULL), null);
    EXPECT(jass_bot_choose(NULL, game, &action), null);
    EXPECT(jass_bot_choose(bot, NULL, &action), null);
    EXPECT(jass_bot_choose(bot, game, NULL), null);
    EXPECT(jass_meld_format(0, 0, NULL, 64), null);
    EXPECT(jass_meld_parse(NULL, 0, &byte), null);
    EXPECT(jass_meld_parse("four jacks", 0, NULL), null);
    EXPECT(jass_meld_cards(0, NULL), null);
    EXPECT(jass_meld_value(NULL, 0, &points), null);
    EXPECT(jass_meld_value(rules, 0, NULL), null);
    EXPECT(jass_meld_points(NULL, 0, &points), null);
    EXPECT(jass_meld_points(rules, 0, NULL), null);
    EXPECT(jass_weis_allows(NULL, 0, 0, &flag), null);
    EXPECT(jass_weis_allows(rules, 0, 0, NULL), null);
    EXPECT(jass_weis_all_melds(NULL, 0, 1, deck, 36, &count), null);
    EXPECT(jass_weis_all_melds(rules, 0, 1, NULL, 36, &count), null);
    EXPECT(jass_weis_all_melds(rules, 0, 1, deck, 36, NULL), null);
    EXPECT(jass_weis_declarable_melds(NULL, 0, 1, deck, 36, &count), null);
    EXPECT(jass_weis_declarable_melds(rules, 0, 1, NULL, 36, &count), null);
    EXPECT(jass_weis_declarable_melds(rules, 0, 1, deck, 36, NULL), null);
    EXPECT(jass_weis_best_declaration(NULL, 0, 1, deck, 36, &count), null);
    EXPECT(jass_weis_best_declaration(rules, 0, 1, NULL, 36, &count), null);
    EXPECT(jass_weis_best_declaration(rules, 0, 1, deck, 36, NULL), null);
    EXPECT(jass_weis_check_declaration(NULL, 0, 1, deck, 1, &points), null);
    EXPECT(jass_weis_check_declaration(rules, 0, 1, NULL, 1, &points), null);
    EXPECT(jass_weis_check_declaration(rules, 0, 1, deck, 1, NULL), null);
    EXPECT(jass_weis_compare(NULL, 0, 0, 1, &order, &byte), null);
    EXPECT(jass_weis_compare(rules, 0, 0, 1, NULL, &byte), null);
    EXPECT(jass_weis_compare(rules, 0, 0, 1, &order, NULL), null);
    EXPECT(jass_weis_schieber(NULL, 0, hands, 4, 0, &weis), null);
    EXPECT(jass_weis_schieber(rules, 0, NULL, 4, 0, &weis), null);
    EXPECT(jass_weis_schieber(rules, 0, hands, 4, 0, NULL), null);
    EXPECT(jass_weis_has_stoeck(0, 1, NULL), null);
    EXPECT(jass_weis_stoeck_cards(0, NULL), null);
    if (other != NULL || json != NULL) report("NULL game arguments", __LINE__, JASS_RESULT_OK, "no output");
    (void)text;
    jass_bot_free(bot);
    jass_game_free(game);
    jass_game_free(NULL);
    jass_game_free(NULL);
    jass_bot_free(NULL);
    jass_bot_free(NULL);
    printf("NULL game, bot and weis arguments: rejected; NULL handles freed twice: no-op\n");
}

int main(void) {
    jass_rules *rules = NULL;
    jass_rng *rng = NULL;
    EXPECT(jass_rules_from_preset("schieber", &rules), JASS_RESULT_OK);
    EXPECT(jass_rng_new(5, &rng), JASS_RESULT_OK);
    if (rules == NULL || rng == NULL) return 1;

    random_json(rules);
    mutated_json();
    random_text_everywhere();
    invalid_utf8(rules);
    jass_rules_free(rules);
    rules = NULL;
    EXPECT(jass_rules_from_preset("schieber", &rules), JASS_RESULT_OK);
    out_of_range(rules);
    null_everywhere(rules, rng);
    small_buffers(rng);
    failed_calls_change_nothing(rules);
    random_positions(rules);
    random_actions();
    game_arguments(rules);
    random_records(rules);
    weis_garbage(rules);
    null_games(rules);

    jass_rng_free(rng);
    jass_rules_free(rules);
    printf("garbage: %s\n", unexpected == 0 ? "every call returned its expected code" : "FAILED");
    fprintf(stderr, "garbage: %ld calls, %ld unexpected\n", calls, unexpected);
    return unexpected == 0 ? 0 : 1;
}
