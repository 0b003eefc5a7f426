/*
 * The legal cards of a hand, the trick winner, and why a card is illegal.
 *
 * Clubs are trump. Hearts were led and trumped twice (♣6, then ♣K); the
 * fourth player holds ♣10, ♣Q, ♥10 and ♥K. Undertrumping is not allowed
 * while holding hearts, so only the hearts are legal (RULES.md §3.2).
 */
#include <stdio.h>
#include <stdlib.h>

#include "jass.h"

/* Prints the failure of a call and exits. */
static void check(jass_result result, const char *what) {
    if (result != JASS_RESULT_OK) {
        char detail[256];
        jass_last_error_message(detail, sizeof detail);
        fprintf(stderr, "%s failed: %s (%s)\n", what, jass_result_message(result), detail);
        exit(1);
    }
}

int main(void) {
    jass_rules *rules = NULL;
    check(jass_rules_from_preset("schieber", &rules), "jass_rules_from_preset");

    uint8_t trick[3];
    check(jass_card_parse("H6", &trick[0]), "jass_card_parse");
    check(jass_card_parse("\xE2\x99\xA3" "6", &trick[1]), "jass_card_parse"); /* "♣6" */
    check(jass_card_parse("Rosen Koenig", &trick[2]), "jass_card_parse");   /* ♣K */
    uint64_t hand = 0;
    check(jass_card_set_parse("C10 CQ H10 HK", &hand), "jass_card_set_parse");

    uint64_t legal = 0;
    check(jass_legal_cards(rules, JASS_CONTRACT_CLUBS, JASS_PHASE_MAIN, hand, trick, 3, &legal),
          "jass_legal_cards");
    char text[JASS_CARD_SET_TEXT_MAX];
    check(jass_card_set_format(legal, JASS_CARD_STYLE_UNICODE, text, sizeof text),
          "jass_card_set_format");
    printf("legal: %s\n", text);

    size_t winner = 0;
    check(jass_trick_winner(JASS_CONTRACT_CLUBS, trick, 3, &winner), "jass_trick_winner");
    check(jass_card_format(trick[winner], JASS_CARD_STYLE_ENGLISH, text, sizeof text),
          "jass_card_format");
    printf("winning so far: %s\n", text);

    uint8_t queen = 0;
    check(jass_card_parse("CQ", &queen), "jass_card_parse");
    jass_result why = jass_check_play(rules, JASS_CONTRACT_CLUBS, JASS_PHASE_MAIN, hand, trick, 3,
                                      queen);
    char detail[256];
    jass_last_error_message(detail, sizeof detail);
    printf("play CQ: %s (%s)\n", jass_result_message(why), detail);

    jass_rules_free(rules);
    return why == JASS_RESULT_UNDERTRUMP ? 0 : 1;
}
