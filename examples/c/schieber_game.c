/*
 * A whole game of Schieber through the C ABI, four rule-of-thumb bots at
 * the table: for every hand the four hands dealt, the weis and stöck they
 * hold, the contract and what each team scored; then the result, the slate
 * and a check that the game's record replays to the same game. The first
 * hand is also shown action by action.
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

static const char *contract_text(uint8_t contract, char *buf, size_t len) {
    check(jass_contract_format(contract, JASS_CONTRACT_STYLE_PLAYERS, buf, len),
          "jass_contract_format");
    return buf;
}

/* Prints the four hands as dealt. */
static void print_deal(const uint64_t hands[4]) {
    char text[JASS_CARD_SET_TEXT_MAX];
    for (uint8_t seat = 0; seat < 4; seat++) {
        check(jass_card_set_format(hands[seat], JASS_CARD_STYLE_UNICODE, text, sizeof text),
              "jass_card_set_format");
        printf("  seat %u: %s\n", (unsigned)seat, text);
    }
}

/* Prints the weis and stöck the dealt hands hold under the contract. */

static void print_weis(const jass_rules *rules, uint8_t contract, uint8_t forehand,
                       const uint64_t hands[4]) {
    jass_weis_outcome weis;
    check(jass_weis_schieber(rules, contract, hands, 4, forehand, &weis), "jass_weis_schieber");
    if (weis.team == JASS_TEAM_NONE) {
        printf("  weis: none\n");
    } else {
        printf("  weis: team %u scores %u\n", (unsigned)weis.team, (unsigned)weis.points);
        for (uint8_t seat = 0; seat < 4; seat++) {
            for (uint8_t i = 0; i < weis.meld_counts[seat]; i++) {
                char name[JASS_MELD_TEXT_MAX];
                uint16_t points = 0;
                check(jass_meld_format(weis.melds[seat][i], contract, name, sizeof name),
                      "jass_meld_format");
                check(jass_meld_points(rules, weis.melds[seat][i], &points), "jass_meld_points");
                printf("    seat %u: %s (%u)\n", (unsigned)seat, name, (unsigned)points);
            }
        }
    }
    for (uint8_t seat = 0; seat < 4; seat++) {
        bool stoeck = false;
        check(jass_weis_has_stoeck(contract, hands[seat], &stoeck), "jass_weis_has_stoeck");
        if (stoeck) printf("  stöck: seat %u\n", (unsigned)seat);
    }
}

static const char *reason_text(uint8_t reason) {
    switch (reason) {
    case JASS_END_REASON_TARGET: return "reached the target";
    case JASS_END_REASON_VALID_CLAIM: return "a valid claim";
    case JASS_END_REASON_INVALID_CLAIM: return "an invalid claim";
    case JASS_END_REASON_STOECK_WEIS_STICH: return "Stöck-Weis-Stich";
    default: return "nobody reached the target in the count";
    }
}

int main(void) {
    jass_rules *rules = NULL;
    jass_game *game = NULL;
    jass_bot *bots[4] = {NULL, NULL, NULL, NULL};
    check(jass_rules_from_preset("schieber", &rules), "jass_rules_from_preset");
    check(jass_game_new(rules, JASS_GAME_KIND_SCHIEBER, 2026, &game), "jass_game_new");
    for (uint8_t seat = 0; seat < 4; seat++) {
        check(jass_bot_new(JASS_BOT_KIND_RULE_OF_THUMB, 100 + seat, &bots[seat]), "jass_bot_new");
    }
    printf("Schieber to 2500, seed 2026, four rule-of-thumb bots\n");

    char text[JASS_CARD_SET_TEXT_MAX];
    uint32_t before[2] = {0, 0};
    uint64_t dealt[4];
    jass_hand_info hand;
    check(jass_game_hand_info(game, &hand), "jass_game_hand_info");
    bool over = false;
    while (!over) {
        /* A new hand: show the deal. */
        printf("\nhand %u: dealer seat %u, forehand seat %u\n", (unsigned)hand.number + 1,
               (unsigned)hand.dealer, (unsigned)hand.forehand);
        for (uint8_t seat = 0; seat < 4; seat++) {
            check(jass_game_hand(game, seat, &dealt[seat]), "jass_game_hand");
        }
        print_deal(dealt);

        /* Play until the hand or the game ends. */
        jass_hand_info now = hand;
        while (!over && now.number == hand.number) {
            uint8_t seat = 0;
            jass_action action;
            check(jass_game_to_act(game, &seat), "jass_game_to_act");
            check(jass_bot_choose(bots[seat], game, &action), "jass_bot_choose");
            if (hand.number == 0) {
                check(jass_action_format(action, text, sizeof text), "jass_action_format");
                printf("    seat %u: %s\n", (unsigned)seat, text);
            }
            check(jass_game_apply(game, action), "jass_game_apply");
            hand = now;
            check(jass_game_hand_info(game, &now), "jass_game_hand_info");
            check(jass_game_is_over(game, &over), "jass_game_is_over");
        }

        /* `hand` is the last view of the hand that ended. */
        printf("  contract: %s by seat %u%s\n", contract_text(hand.contract, text, sizeof text),
               (unsigned)hand.declarer, hand.shoved ? " (shoved)" : "");
        print_weis(rules, hand.contract, hand.forehand, dealt);
        uint32_t scores[2];
        check(jass_game_scores(game, scores, 2), "jass_game_scores");
        printf("  scored: team 0 +%u, team 1 +%u; game %u : %u\n",
               (unsigned)(scores[0] - before[0]), (unsigned)(scores[1] - before[1]),
               (unsigned)scores[0], (unsigned)scores[1]);
        before[0] = scores[0];
        before[1] = scores[1];
        hand = now;
    }

    jass_game_outcome result;
    check(jass_game_result(game, &result), "jass_game_result");
    printf("\nresult: team %u wins %u : %u (%s)%s\n", (unsigned)result.winner,
           (unsigned)result.scores[result.winner], (unsigned)result.scores[1 - result.winner],
           reason_text(result.reason), result.schneider ? ", schneider" : "");
    jass_slate_side slate[2];
    check(jass_game_slate(game, slate, 2), "jass_game_slate");
    for (int team = 0; team < 2; team++) {
        printf("slate team %d: %u x 100, %u x 50, %u x 20, and %u\n", team,
               (unsigned)slate[team].hundreds, (unsigned)slate[team].fifties,
               (unsigned)slate[team].twenties, (unsigned)slate[team].remainder);
    }

    /* The record replays to the same game. */
    char *record = NULL;
    jass_game *replayed = NULL;
    bool same = false;
    check(jass_game_record_json(game, &record), "jass_game_record_json");
    check(jass_game_replay_json(record, &replayed), "jass_game_replay_json");
    check(jass_game_equal(game, replayed, &same), "jass_game_equal");
    printf("record: %s\n", same ? "replays to the same game" : "REPLAYS TO ANOTHER GAME");

    jass_string_free(record);
    jass_game_free(replayed);
    for (int seat = 0; seat < 4; seat++) jass_bot_free(bots[seat]);
    jass_game_free(game);
    jass_rules_free(rules);
    return same ? 0 : 1;
}
