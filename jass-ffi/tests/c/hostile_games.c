/*
 * Hostile input at the C boundary, one part of the program whose main is in hostile.c. Finished
 * games (actions, legal actions and bots after the end), illegal and wrong-phase actions and
 * another player's cards.
 */
#include "hostile.h"

/* ------------------------------------------------------ finished games */

/* Two bots of the same kind and seed choose alike, so a bot that failed
 * must still choose what its twin chooses. */
static void expect_same_bot(const char *file, int line, jass_bot *bot, jass_bot *twin,
                            const jass_game *game) {
    jass_action a, b;
    checks++;
    MUST(jass_bot_choose(bot, game, &a));
    MUST(jass_bot_choose(twin, game, &b));
    if (memcmp(&a, &b, sizeof a) != 0) failed(file, line, "jass_bot_choose", "a failed choice changed the bot");
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
        play(0), play(35), simple(JASS_ACTION_KIND_ROB), claim(0), claim(1), predict(0),
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
    expect_same_bot(__FILE__, __LINE__, bot, twin, fresh);
    if (kind == JASS_GAME_KIND_SCHIEBER) {
        /* Nothing is left to solve, even when the game ended in a hand. */
        FAILS(jass_solve(game, 0, 1, &out.solution), JASS_RESULT_GAME_OVER, "the game is over");
        /* The hands the game has left, as a deal of them. */
        uint64_t left[4];
        for (uint8_t s = 0; s < 4; s++) MUST(jass_game_hand(game, s, &left[s]));
        FAILS(jass_solve_deal(game, left, 0, 1, &out.solution), JASS_RESULT_GAME_OVER,
              "the game is over");
    }

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
    expect_same_game(__FILE__, __LINE__, "the queries of a finished game", game, before);

    jass_bot_free(player);
    jass_bot_free(bot);
    jass_bot_free(twin);
    jass_game_free(fresh);
    jass_game_free(game);
    jass_rules_free(rules);
}

void finished_games(void) {
    finished_game("schieber", JASS_GAME_KIND_SCHIEBER, 11, "\"automatic\"");
    finished_game("schieber_1000", JASS_GAME_KIND_SCHIEBER, 12, "\"claims\"");
    finished_game("schmaus", JASS_GAME_KIND_SCHMAUS, 13, "\"automatic\"");
    finished_game("zweier", JASS_GAME_KIND_ZWEIER, 14, "\"automatic\"");
    finished_game("zweier", JASS_GAME_KIND_ZWEIER, 15, "\"claims\"");
    finished_game("differenzler", JASS_GAME_KIND_DIFFERENZLER, 16, "\"automatic\"");
    finished_game("hindersi", JASS_GAME_KIND_HINDERSI, 17, "\"automatic\"");
    finished_game("mittlere", JASS_GAME_KIND_MITTLERE, 18, "\"automatic\"");
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
    FAILS(jass_sample_deals(game, 2, 1, 1, out.sets, 4, &out.u64), JASS_RESULT_SEAT_OUT_OF_RANGE,
          "seat 2 is not at a table of 2");
    GAME_FAILS(game, jass_sample_deals(game, 0, 1, 1, out.sets, 4, &out.u64),
               JASS_RESULT_INVALID_ARGUMENT, "four hands of nine cards from one pack only");
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
    /* A deal of the double pack, each card in two hands: hands cannot hold
     * a card dealt twice to one seat, so it is given as a deck. */
    jass_rules *double_pack = NULL;
    MUST(jass_rules_from_preset("schieber_six_double", &double_pack));
    uint64_t pack = 0;
    MUST(jass_rules_pack(double_pack, &pack));
    uint64_t six_hands[6] = {0, 0, 0, 0, 0, 0};
    int dealt = 0;
    for (int c = 0; c < 36; c++) {
        if (pack >> c & 1) {
            six_hands[dealt / 8] |= 1ull << c;
            six_hands[3 + dealt / 8] |= 1ull << c;
            dealt++;
        }
    }
    FAILS(jass_game_new_with_hands(double_pack, JASS_GAME_KIND_SCHIEBER, 1, six_hands, 6, 5,
                                   &out.game),
          JASS_RESULT_INVALID_ARGUMENT, "give it as a deck with jass_game_new_with_deck");
    jass_rules_free(double_pack);

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
    const uint8_t full[6] = {18, 19, 20, 21, 22, 23};
    const uint8_t twice[2] = {18, 18};
    const uint64_t hand = set_of("D6 D7 S10 H6");
    FAILS(jass_legal_cards(rules, 0, JASS_PHASE_MAIN, hand, full, 6, &out.u64),
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

/* Coiffeur Schieber (RULES.md §9.4): rows that do not exist, are played
 * already or are not the contract named; a shove back at forehand; actions
 * of other games and phases; the score sheet's arguments. */
static jass_action choose_row(uint8_t row, uint8_t contract) {
    jass_action action = action_of(JASS_ACTION_KIND_CHOOSE_ROW, 0, contract, 0, 0);
    action.row = row;
    return action;
}

static void illegal_coiffeur_actions(jass_rules *schieber_rules) {
    jass_rules *rules = NULL;
    jass_game *game = NULL, *schieber = NULL;
    jass_bot *bot = NULL;
    MUST(jass_rules_from_preset("coiffeur_10", &rules));
    MUST(jass_game_new(rules, JASS_GAME_KIND_COIFFEUR, 2, &game));
    MUST(jass_game_new(schieber_rules, JASS_GAME_KIND_SCHIEBER, 2, &schieber));
    MUST(jass_bot_new(JASS_BOT_KIND_RANDOM, 2, &bot));
    const jass_result phase = JASS_RESULT_WRONG_PHASE;
    GAME_FAILS(game, jass_game_apply(game, choose_row(10, JASS_CONTRACT_HEARTS)),
               JASS_RESULT_NO_SUCH_ROW, "no row 10");
    GAME_FAILS(game, jass_game_apply(game, choose_row(3, JASS_CONTRACT_OBENABE)),
               JASS_RESULT_ROW_CONTRACT, "row 3 cannot be played as obenabe");
    GAME_FAILS(game, jass_game_apply(game, choose_row(8, JASS_CONTRACT_CLUBS)),
               JASS_RESULT_ROW_CONTRACT, "row 8 cannot be played as clubs");
    GAME_FAILS(game, jass_game_apply(game, declare(JASS_CONTRACT_HEARTS)), phase,
               "is not possible now");
    GAME_FAILS(game, jass_game_apply(game, simple(JASS_ACTION_KIND_ROB)), phase,
               "rob is not possible now");
    GAME_FAILS(game, jass_game_apply(game, claim(0)), JASS_RESULT_CLAIMS_OFF, "claims");
    GAME_FAILS(schieber, jass_game_apply(schieber, choose_row(0, JASS_CONTRACT_SPADES)), phase,
               "choose row 0");
    uint16_t played = 0;
    uint32_t sheet[JASS_COIFFEUR_ROWS_MAX];
    FAILS(jass_game_coiffeur_sheet(schieber, 0, sheet, JASS_COIFFEUR_ROWS_MAX, &played),
          JASS_RESULT_INVALID_ARGUMENT, "not Coiffeur");
    FAILS(jass_game_coiffeur_sheet(game, 2, sheet, JASS_COIFFEUR_ROWS_MAX, &played),
          JASS_RESULT_INVALID_ARGUMENT, "team 2");
    FAILS(jass_game_coiffeur_sheet(game, 0, sheet, 9, &played), JASS_RESULT_BUFFER_TOO_SMALL,
          "room for 9");
    /* Four shoves bring the choice back to forehand, who must choose. */
    for (int i = 0; i < 4; i++) MUST(jass_game_apply(game, simple(JASS_ACTION_KIND_SHOVE)));
    GAME_FAILS(game, jass_game_apply(game, simple(JASS_ACTION_KIND_SHOVE)),
               JASS_RESULT_CANNOT_SHOVE, "may not be shoved");
    uint8_t seat = 0, team = 0;
    MUST(jass_game_to_act(game, &seat));
    MUST(jass_game_team_of(game, seat, &team));
    MUST(jass_game_apply(game, choose_row(3, JASS_CONTRACT_HEARTS)));
    GAME_FAILS(game, jass_game_apply(game, choose_row(2, JASS_CONTRACT_DIAMONDS)), phase,
               "is not possible now");
    GAME_FAILS(game, jass_game_apply(game, simple(JASS_ACTION_KIND_SHOVE)), phase,
               "shove is not possible now");
    /* The hand played out, the chooser's team may not choose row 3 again. */
    size_t finished = 0;
    while (finished == 0) {
        jass_action action;
        MUST(jass_bot_choose(bot, game, &action));
        MUST(jass_game_apply(game, action));
        MUST(jass_game_hands_finished(game, &finished));
    }
    MUST(jass_game_coiffeur_sheet(game, team, sheet, JASS_COIFFEUR_ROWS_MAX, &played));
    uint32_t scores[2];
    MUST(jass_game_scores(game, scores, 2));
    EXPECT(played == 1u << 3 && sheet[3] == scores[team] && scores[1 - team] == 0);
    uint8_t chooser_team = 0;
    MUST(jass_game_to_act(game, &seat));
    MUST(jass_game_team_of(game, seat, &chooser_team));
    if (chooser_team != team) MUST(jass_game_apply(game, simple(JASS_ACTION_KIND_SHOVE)));
    GAME_FAILS(game, jass_game_apply(game, choose_row(3, JASS_CONTRACT_HEARTS)),
               JASS_RESULT_ROW_PLAYED, "row 3 has been played");
    jass_bot_free(bot);
    jass_game_free(schieber);
    jass_game_free(game);
    jass_rules_free(rules);
}

void illegal_actions(jass_rules *rules) {
    illegal_coiffeur_actions(rules);
    bad_deals_and_tricks(rules);
    illegal_schieber_actions(rules);
    illegal_two_player_actions();
    illegal_weis(rules);
    section_done("illegal and wrong-phase actions");
}

/* ------------------------------------------------- Differenzler predictions */

/* Predictions out of range or out of turn, cards when a prediction is due,
 * actions of other games, a score sheet asked of a team game and a table
 * the game is not played at: each refused with its code, the game
 * unchanged (RULES.md §9.1). */
void hostile_predictions(void) {
    jass_rules *rules = NULL, *three = NULL;
    jass_game *game = NULL, *schieber = NULL;
    MUST(jass_rules_from_preset("differenzler", &rules));
    MUST(jass_game_new(rules, JASS_GAME_KIND_DIFFERENZLER, 5, &game));
    uint64_t hand = 0;
    MUST(jass_game_hand(game, 0, &hand));
    uint8_t card = 0;
    while (!(hand >> card & 1)) card++;
    GAME_FAILS(game, jass_game_apply(game, predict(158)), JASS_RESULT_PREDICTION_OUT_OF_RANGE,
               "a prediction of 158 is above the hand's 157 points");
    GAME_FAILS(game, jass_game_apply(game, play(card)), JASS_RESULT_WRONG_PHASE, "expects prediction (predict)");
    GAME_FAILS(game, jass_game_apply(game, declare(JASS_CONTRACT_HEARTS)), JASS_RESULT_WRONG_PHASE,
               "expects prediction (predict)");
    GAME_FAILS(game, jass_game_apply(game, simple(JASS_ACTION_KIND_SHOVE)), JASS_RESULT_WRONG_PHASE,
               "expects prediction (predict)");
    jass_action stray = play(card);
    stray.points = 12;
    GAME_FAILS(game, jass_game_apply(game, stray), JASS_RESULT_INVALID_ARGUMENT,
               "field points of a Play action is 12");
    size_t count = 0;
    MUST(jass_game_legal_actions(game, out.actions, JASS_ACTION_MAX, &count));
    EXPECT(count == 158);
    FAILS(jass_game_legal_actions(game, out.actions, 157, &count), JASS_RESULT_BUFFER_TOO_SMALL,
          "room for 157");
    for (int i = 0; i < 4; i++) MUST(jass_game_apply(game, predict(40)));
    GAME_FAILS(game, jass_game_apply(game, predict(40)), JASS_RESULT_WRONG_PHASE, "expects card (play a card)");
    FAILS(jass_game_places(game, out.places, 6), JASS_RESULT_GAME_NOT_OVER, "not over");
    MUST(jass_game_seat_totals(game, out.totals, 4));
    FAILS(jass_game_seat_totals(game, out.totals, 3), JASS_RESULT_BUFFER_TOO_SMALL, "room for 3");

    MUST(jass_game_new(rules, JASS_GAME_KIND_SCHIEBER, 5, &schieber));
    FAILS(jass_game_score_sheet_json(schieber, &out.text), JASS_RESULT_INVALID_ARGUMENT,
          "only Differenzler, Hindersi and Mittlere keep a score sheet");
    MUST(jass_rules_from_preset("schieber", &three));
    MUST(jass_rules_set_option(three, "players", "3"));
    FAILS(jass_game_new(three, JASS_GAME_KIND_SCHIEBER, 1, &out.game), JASS_RESULT_INVALID_RULES,
          "not played at a table of 3 players");
    MUST(jass_rules_set_option(three, "players", "6"));
    FAILS(jass_game_new(three, JASS_GAME_KIND_DIFFERENZLER, 1, &out.game), JASS_RESULT_INVALID_RULES,
          "not played at a table of 6 players");
    jass_game_free(schieber);
    jass_game_free(game);
    jass_rules_free(three);
    jass_rules_free(rules);
    section_done("Differenzler predictions");
}


/* ------------------------------------------------------------- Mittlere */

/* A Mittlere hand dealt so that seat 0 leads ♠6 and seat 1, holding
 * spades, may not found trump with a diamond: actions of other games, a
 * card not held, a card that does not follow suit before trump exists,
 * zeros asked of another game and a table of four, each refused with its
 * code, the game unchanged (RULES.md §9.3). */
void hostile_mittlere(void) {
    jass_rules *rules = NULL, *four = NULL;
    jass_game *game = NULL, *schieber = NULL;
    const char *dealt[36] = {"S6", "S7", "S8", "SA", "SK", "SQ", "SJ", "S10", "S9",
                             "HA", "HK", "HQ", "D6", "D7", "D8", "C6", "C7",  "C8",
                             "HJ", "H10", "H9", "D9", "D10", "DJ", "C9", "C10", "CJ",
                             "H8", "H7", "H6", "DQ", "DK", "DA", "CQ", "CK",  "CA"};
    uint8_t deck[36];
    for (int c = 0; c < 36; c++) deck[c] = card_of(dealt[c]);
    MUST(jass_rules_from_preset("mittlere", &rules));
    MUST(jass_game_new_with_deck(rules, JASS_GAME_KIND_MITTLERE, 3, deck, 36, 2, &game));
    const jass_action other_games[] = {
        predict(40), declare(JASS_CONTRACT_HEARTS), choose_row(0, JASS_CONTRACT_HEARTS),
        simple(JASS_ACTION_KIND_SHOVE), simple(JASS_ACTION_KIND_PASS),
        simple(JASS_ACTION_KIND_ROB),
    };
    for (size_t i = 0; i < sizeof other_games / sizeof other_games[0]; i++) {
        GAME_FAILS(game, jass_game_apply(game, other_games[i]), JASS_RESULT_WRONG_PHASE,
                   "expects card (play a card)");
    }
    GAME_FAILS(game, jass_game_apply(game, play(card_of("SA"))), JASS_RESULT_NOT_IN_HAND,
               "not in the hand");
    MUST(jass_game_apply(game, play(card_of("S6"))));
    GAME_FAILS(game, jass_game_apply(game, play(card_of("D6"))), JASS_RESULT_MUST_FOLLOW_SUIT,
               "");
    FAILS(jass_game_places(game, out.places, 6), JASS_RESULT_GAME_NOT_OVER, "not over");
    MUST(jass_game_zero_totals(game, out.totals, 3));
    EXPECT(out.totals[0] == 0 && out.totals[1] == 0 && out.totals[2] == 0);
    FAILS(jass_game_zero_totals(game, out.totals, 2), JASS_RESULT_BUFFER_TOO_SMALL, "");
    MUST(jass_rules_from_preset("mittlere", &four));
    MUST(jass_rules_set_option(four, "players", "4"));
    MUST(jass_game_new(four, JASS_GAME_KIND_SCHIEBER, 5, &schieber));
    FAILS(jass_game_zero_totals(schieber, out.totals, 6), JASS_RESULT_INVALID_ARGUMENT,
          "only Mittlere writes zeros");
    FAILS(jass_game_new(four, JASS_GAME_KIND_MITTLERE, 1, &out.game), JASS_RESULT_INVALID_RULES,
          "not played at a table of 4 players");
    jass_game_free(schieber);
    jass_game_free(game);
    jass_rules_free(four);
    jass_rules_free(rules);
    section_done("Mittlere");
}
