/*
 * The double-dummy solver through the C ABI: a Schieber hand is dealt
 * (seed 7), the rule-of-thumb bots name the contract and play three tricks,
 * and the solver finds, with every hand visible, the declaring team's
 * points from there on, the value of each card the seat to play may play,
 * and one line of perfect play. The search runs on two threads (the
 * helpers share its table); one thread must give the same values. Then the
 * position after each legal card is solved, all in one call on two threads
 * (jass_solve_many): each is worth what the first search gave that card.
 * The value alone (jass_solve_value) is found faster. Last, the seat to play decides as a Perfect-Information Monte Carlo bot
 * would: it draws eight deals of the cards it cannot see
 * (jass_sample_deals), solves them in one call on two threads with a
 * solver it would keep from card to card (jass_solver_solve_deals: its
 * tables are not built again for each call) and takes the card of the
 * best mean; the real deal, solved as a sample (jass_solve_deal and a
 * kept solver's jass_solver_solve), gives the first search's values.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static const char *card_text(uint8_t card, char *buf, size_t len) {
    check(jass_card_format(card, JASS_CARD_STYLE_UNICODE, buf, len), "jass_card_format");
    return buf;
}

int main(void) {
    jass_rules *rules = NULL;
    jass_game *game = NULL;
    jass_bot *bot = NULL;
    check(jass_rules_from_preset("schieber", &rules), "jass_rules_from_preset");
    check(jass_game_new(rules, JASS_GAME_KIND_SCHIEBER, 7, &game), "jass_game_new");
    check(jass_bot_new(JASS_BOT_KIND_RULE_OF_THUMB, 1, &bot), "jass_bot_new");

    /* The contract, then three tricks. */
    size_t tricks = 0;
    while (tricks < 3) {
        jass_action action;
        check(jass_bot_choose(bot, game, &action), "jass_bot_choose");
        check(jass_game_apply(game, action), "jass_game_apply");
        jass_hand_info info;
        check(jass_game_hand_info(game, &info), "jass_game_hand_info");
        tricks = info.tricks_done;
    }

    char text[JASS_CARD_SET_TEXT_MAX];
    for (uint8_t seat = 0; seat < 4; seat++) {
        uint64_t hand = 0;
        check(jass_game_hand(game, seat, &hand), "jass_game_hand");
        check(jass_card_set_format(hand, JASS_CARD_STYLE_UNICODE, text, sizeof text),
              "jass_card_set_format");
        printf("seat %u: %s\n", (unsigned)seat, text);
    }

    jass_solution two;
    check(jass_solve(game, 0, 2, &two), "jass_solve (two threads)");
    printf("declarers: team %u; seat %u to play; value %u\n", (unsigned)two.declarers,
           (unsigned)two.to_move, (unsigned)two.value);
    for (uint8_t card = 0; card < 36; card++) {
        if (two.legal >> card & 1) {
            printf("  %s %3u%s\n", card_text(card, text, sizeof text),
                   (unsigned)two.card_values[card],
                   two.card_values[card] == two.value ? "  (best)" : "");
        }
    }
    printf("perfect play:");
    for (uint8_t i = 0; i < two.principal_variation_len; i++) {
        printf(" %s", card_text(two.principal_variation[i], text, sizeof text));
    }
    printf("\n");

    jass_solution one;
    check(jass_solve(game, 0, 1, &one), "jass_solve (one thread)");
    int same = one.value == two.value && one.legal == two.legal &&
               memcmp(one.card_values, two.card_values, sizeof one.card_values) == 0;
    printf("one thread: %s\n", same ? "same values" : "DIFFERENT values");
    uint16_t value = 0;
    check(jass_solve_value(game, 0, 2, NULL, &value), "jass_solve_value");
    printf("the value alone (jass_solve_value): %u\n", (unsigned)value);
    same = same && value == two.value;

    /* The trick is just beginning, so a card's value is the value of the
     * position after it: solve those positions together. */
    jass_game *after[9];
    size_t count = 0;
    for (uint8_t card = 0; card < 36; card++) {
        if (two.legal >> card & 1) {
            jass_action play;
            memset(&play, 0, sizeof play);
            play.kind = JASS_ACTION_KIND_PLAY;
            play.card = card;
            check(jass_game_clone(game, &after[count]), "jass_game_clone");
            check(jass_game_apply(after[count], play), "jass_game_apply");
            count++;
        }
    }
    jass_solution solutions[9];
    check(jass_solve_many((const jass_game *const *)after, count, 0, 2, NULL, solutions),
          "jass_solve_many");
    int agree = 1;
    size_t i = 0;
    for (uint8_t card = 0; card < 36; card++) {
        if (two.legal >> card & 1) {
            agree = agree && solutions[i].value == two.card_values[card];
            jass_game_free(after[i]);
            i++;
        }
    }
    printf("each card's position solved in one batch: %s\n",
           agree ? "same values" : "DIFFERENT values");

    /* What the seat to play can know: its own hand and the cards played.
     * Its team's view of each card is the declarers' value or what the
     * declarers do not get of it. */
    enum { SAMPLES = 8 };
    uint64_t deals[4 * SAMPLES];
    uint64_t total = 0;
    check(jass_sample_deals(game, two.to_move, 3, SAMPLES, deals, 4 * SAMPLES, &total),
          "jass_sample_deals");
    double means[36] = {0};
    jass_solver *kept = NULL;
    check(jass_solver_new(0, 2, &kept), "jass_solver_new");
    jass_solution sampled[SAMPLES];
    check(jass_solver_solve_deals(kept, game, deals, SAMPLES, NULL, sampled),
          "jass_solver_solve_deals");
    for (size_t d = 0; d < SAMPLES; d++) {
        for (uint8_t card = 0; card < 36; card++) {
            if (sampled[d].legal >> card & 1) {
                means[card] += (double)sampled[d].card_values[card] / SAMPLES;
            }
        }
    }
    int ours = two.to_move % 2 == two.declarers;
    uint8_t choice = 36;
    printf("%llu deals agree with what seat %u saw; the means of %d of them:\n",
           (unsigned long long)total, (unsigned)two.to_move, SAMPLES);
    for (uint8_t card = 0; card < 36; card++) {
        if (two.legal >> card & 1) {
            printf("  %s %6.2f\n", card_text(card, text, sizeof text), means[card]);
            double score = ours ? means[card] : -means[card];
            if (choice == 36 || score > (ours ? means[choice] : -means[choice])) {
                choice = card;
            }
        }
    }
    printf("the seat's choice by the samples: %s\n", card_text(choice, text, sizeof text));
    uint64_t real[4];
    for (uint8_t seat = 0; seat < 4; seat++) {
        check(jass_game_hand(game, seat, &real[seat]), "jass_game_hand");
    }
    jass_solution dealt, kept_dealt;
    check(jass_solve_deal(game, real, 0, 2, &dealt), "jass_solve_deal (the real deal)");
    check(jass_solver_solve(kept, game, real, NULL, &kept_dealt),
          "jass_solver_solve (the real deal)");
    int real_same = dealt.value == two.value &&
                    memcmp(dealt.card_values, two.card_values, sizeof dealt.card_values) == 0 &&
                    kept_dealt.value == dealt.value && kept_dealt.legal == dealt.legal &&
                    memcmp(kept_dealt.card_values, dealt.card_values, sizeof dealt.card_values) == 0;
    printf("the real deal solved as a sample: %s\n", real_same ? "same values" : "DIFFERENT values");

    jass_solver_free(kept);
    jass_bot_free(bot);
    jass_game_free(game);
    jass_rules_free(rules);
    return same && agree && real_same ? 0 : 1;
}
