/*
 * Hostile input at the C boundary, one part of the program whose main is in hostile.c. Text:
 * invalid UTF-8 in every text argument, text that names nothing, huge and deeply nested text, and
 * malformed JSON or JSON that is not a rule set.
 */
#include "hostile.h"

/* ------------------------------------------------------------- text */

/* Bytes that are not UTF-8 in every text argument: the message names the
 * argument and the offset of the first bad byte. */
void invalid_utf8(jass_rules *rules) {
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
void meaningless_text(jass_rules *rules) {
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
    /* An integer beyond 64 bits is refused as an integer, not as a float. */
    RULES_FAILS(rules, jass_rules_set_option(rules, "target", "99999999999999999999"),
                JASS_RESULT_INVALID_RULES, "integer 99999999999999999999 at line 1 column 1 is out of range");
    RULES_FAILS(rules, jass_rules_set_options(rules, "{\"target\": 99999999999999999999}"),
                JASS_RESULT_INVALID_RULES, "integer 99999999999999999999 at line 1 column 12 is out of range");
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
void bad_rule_sets(jass_rules *rules) {
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
        {"{\"targets\": 1000}", JASS_RESULT_UNKNOWN_OPTION, "did you mean \"target\"?"},
        {"{\"preset\": \"skat\"}", JASS_RESULT_UNKNOWN_PRESET, "\"skat\""},
        {"{\"preset\": 1000}", JASS_RESULT_INVALID_RULES, "1000"},
        {"{\"target\": 1000, \"target\": 2000}", JASS_RESULT_INVALID_RULES,
         "key \"target\" is given twice"},
        {"{\"undertrump\": \"never\"}", JASS_RESULT_INVALID_RULES, "`never`"},
        {"{\"weis_enabled\": \"yes\"}", JASS_RESULT_INVALID_RULES, "\"yes\""},
        {"{\"counter_match_factor\": 0}", JASS_RESULT_INVALID_RULES, "counter_match_factor"},
        {"{\"baerger\": 0}", JASS_RESULT_INVALID_RULES, "baerger"},
        {"{\"multipliers\": {\"diamonds\": 2, \"hearts\": 2, \"spades\": 1, \"clubs\": 1, "
         "\"obenabe\": 0, \"undenufe\": 3}}",
         JASS_RESULT_INVALID_RULES, "multiplier"},
        {"{\"multipliers\": {\"slalom\": 3}}", JASS_RESULT_INVALID_RULES, "`slalom`"},
        {"{\"card_values\": {\"last_trick\": 10}}", JASS_RESULT_INVALID_RULES, "gives all of"},
        {"{\"contracts\": {\"diamonds\": false, \"hearts\": false, \"spades\": false, "
         "\"clubs\": false, \"obenabe\": false, \"undenufe\": false}}",
         JASS_RESULT_INVALID_RULES, "at least one contract"},
        {"{\"sws_order\": [\"stoeck\", \"stoeck\", \"stich\"]}", JASS_RESULT_INVALID_RULES,
         "option sws_order: stoeck, stoeck, stich is not an order of stoeck, weis and stich"},
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
        {"contracts", "{\"diamonds\": \"no\"}", JASS_RESULT_INVALID_RULES, "option contracts"},
        {"undertrump", "sometimes", JASS_RESULT_INVALID_RULES, "sometimes"},
        {"undertrump", "we ak", JASS_RESULT_MALFORMED_JSON, "not well-formed"},
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
        {"undertrumps", "weak", JASS_RESULT_UNKNOWN_OPTION, "did you mean \"undertrump\"?"},
    };
    for (size_t i = 0; i < sizeof options / sizeof options[0]; i++) {
        RULES_FAILS(rules, jass_rules_set_option(rules, options[i].name, options[i].json),
                    options[i].code, options[i].needle);
    }

    /* What is refused above beside what is read: a preset and the options
     * that differ from it, a table in part, a bare word. */
    jass_rules *house = NULL;
    MUST(jass_rules_from_json("{\"preset\": \"schieber_1000\", \"multipliers\": {\"undenufe\": 4}}",
                              &house));
    jass_rules *expected = NULL;
    MUST(jass_rules_from_preset("schieber_1000", &expected));
    MUST(jass_rules_set_option(expected, "multipliers",
                               "{\"diamonds\": 1, \"hearts\": 1, \"spades\": 1, \"clubs\": 1, "
                               "\"obenabe\": 1, \"undenufe\": 4}"));
    bool equal = false;
    MUST(jass_rules_equal(house, expected, &equal));
    EXPECT(equal);
    MUST(jass_rules_set_option(house, "undertrump", "weak"));
    char *value = NULL;
    MUST(jass_rules_get_option(house, "undertrump", &value));
    EXPECT(value != NULL && strcmp(value, "\"weak\"") == 0);
    jass_string_free(value);
    jass_rules_free(expected);
    jass_rules_free(house);
    section_done("malformed and invalid rule sets");
}
