/*
 * Hostile input at the C boundary, one part of the program whose main is in hostile.c. Integers
 * out of range: cards 36 and 255, card-set masks with bits 36 and up, suits, ranks, contracts,
 * seats, melds, styles, phases, kinds, action kinds, nonzero unused action fields, option and
 * preset indices.
 */
#include "hostile.h"

/* ------------------------------------------------------ out of range */

/* Card indices 36 and 255 wherever a card is taken. */
void bad_cards(jass_rules *rules, jass_game *game) {
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
void bad_sets(jass_rules *rules, jass_rng *rng) {
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
void bad_integers(jass_rules *rules, jass_game *game, jass_rng *rng) {
    char buf[JASS_CARD_SET_TEXT_MAX];
    uint64_t hands[4];
    uint8_t deck[36];
    uint8_t trick[2] = {0, 1};
    const uint8_t bad_melds[1] = {JASS_MELD_COUNT};
    MUST(jass_deal(3, hands, 4));
    for (int c = 0; c < 36; c++) deck[c] = (uint8_t)c;

    /* The solver, the PIMC bot and the arena. */
    {
        const uint8_t won[2] = {0, 0};
        const uint8_t too_many[2] = {5, 5};
        uint64_t bad_hands[4] = {hands[0], hands[1], hands[2], hands[3] | (1ull << 36)};
        uint64_t twice[4] = {hands[0], hands[1], hands[2], hands[0]};
        const jass_arena_player players[2] = {{7, 0, 0, 0}, {JASS_BOT_KIND_RANDOM, 0, 0, 0}};
        const jass_arena_player deep[2] = {{JASS_BOT_KIND_PIMC, 1, 10, 0},
                                           {JASS_BOT_KIND_RANDOM, 0, 0, 0}};
        FAILS(jass_solve_position(hands, 0, NULL, 0, 6, 0, won, rules, 0, 1, &out.solution),
              JASS_RESULT_CONTRACT_OUT_OF_RANGE, "contract index 6 ");
        FAILS(jass_solve_position(hands, 4, NULL, 0, 4, 0, won, rules, 0, 1, &out.solution),
              JASS_RESULT_SEAT_OUT_OF_RANGE, "seat 4 is not at a table of 4 (seats 0 to 3)");
        FAILS(jass_solve_position(hands, 5, trick, 1, 4, 0, won, rules, 0, 1, &out.solution),
              JASS_RESULT_SEAT_OUT_OF_RANGE, "seat 5 is not at a table of 4 (seats 0 to 3)");
        FAILS(jass_solve_position(hands, 255, NULL, 0, 4, 0, won, rules, 0, 1, &out.solution),
              JASS_RESULT_SEAT_OUT_OF_RANGE, "seat 255 is not at a table of 4 (seats 0 to 3)");
        FAILS(jass_solve_position(hands, 0, NULL, 0, 4, 2, won, rules, 0, 1, &out.solution),
              JASS_RESULT_SEAT_OUT_OF_RANGE, "team 2 is out of range 0 to 1");
        FAILS(jass_solve_position(bad_hands, 0, NULL, 0, 4, 0, won, rules, 0, 1, &out.solution),
              JASS_RESULT_CARD_SET_OUT_OF_RANGE, "bits outside");
        FAILS(jass_solve_position(twice, 0, NULL, 0, 4, 0, won, rules, 0, 1, &out.solution),
              JASS_RESULT_DUPLICATE_CARD, "twice");
        FAILS(jass_solve_deal(game, bad_hands, 0, 1, &out.solution), JASS_RESULT_CARD_SET_OUT_OF_RANGE,
              "bits outside");
        FAILS(jass_solve_position(hands, 0, trick, 2, 4, 0, won, rules, 0, 1, &out.solution),
              JASS_RESULT_DUPLICATE_CARD, "is in a hand and in the trick");
        FAILS(jass_solve_position(hands, 0, NULL, 0, 4, 0, too_many, rules, 0, 1, &out.solution),
              JASS_RESULT_INVALID_ARGUMENT, "nine");
        FAILS(jass_solve_position(hands, 0, NULL, 0, 4, 0, won, rules, (size_t)1 << 31, 1,
                                  &out.solution),
              JASS_RESULT_INVALID_ARGUMENT, "memory");
        FAILS(jass_solve_position(hands, 0, NULL, 0, 4, 0, won, rules, 0, 1025, &out.solution),
              JASS_RESULT_INVALID_ARGUMENT, "threads 1025");
        {
            /* A complete trick (each seat's lowest card), and the rules of
             * a table of five for the solver, the PIMC bot and the arena. */
            uint64_t rest[4];
            uint8_t played[4];
            for (int seat = 0; seat < 4; seat++) {
                played[seat] = 0;
                while (!(hands[seat] >> played[seat] & 1)) played[seat]++;
                rest[seat] = hands[seat] & ~(1ull << played[seat]);
            }
            FAILS(jass_solve_position(rest, 0, played, 4, 4, 0, won, rules, 0, 1, &out.solution),
                  JASS_RESULT_INVALID_ARGUMENT, "complete");
            jass_rules *five = NULL;
            MUST(jass_rules_from_preset("schieber_five", &five));
            FAILS(jass_solve_position(hands, 0, NULL, 0, 4, 0, won, five, 0, 1, &out.solution),
                  JASS_RESULT_INVALID_ARGUMENT, "table of four with one pack");
            jass_pimc_config defaults;
            memset(&defaults, 0, sizeof defaults);
            FAILS(jass_bot_new_pimc(five, &defaults, 1, &out.bot), JASS_RESULT_INVALID_ARGUMENT,
                  "table of four");
            const jass_arena_player pimc[2] = {{JASS_BOT_KIND_RULE_OF_THUMB, 0, 0, 0},
                                               {JASS_BOT_KIND_PIMC, 0, 0, 0}};
            FAILS(jass_arena_run(five, pimc, 1, 1, 1, &out.summary), JASS_RESULT_INVALID_ARGUMENT,
                  "table of four");
            /* The Chnächt, seat 4, sits at a table of five but never deals. */
            FAILS(jass_game_new_with_deck(five, 0, 1, deck, 36, 4, &out.game),
                  JASS_RESULT_SEAT_OUT_OF_RANGE,
                  "seat 4 is the Chnächt of a table of five, who never deals or leads");
            jass_rules_free(five);
        }
        {
            jass_pimc_config pimc;
            memset(&pimc, 0, sizeof pimc);
            pimc.search_from_tricks = 10;
            FAILS(jass_bot_new_pimc(rules, &pimc, 1, &out.bot), JASS_RESULT_INVALID_ARGUMENT,
                  "search_from_tricks must be in 1 to 9, got 10");
            pimc.search_from_tricks = 0;
            pimc.memory = (size_t)1 << 31;
            FAILS(jass_bot_new_pimc(rules, &pimc, 1, &out.bot), JASS_RESULT_INVALID_ARGUMENT,
                  "memory");
            pimc.memory = 0;
            pimc.threads = 1025;
            FAILS(jass_bot_new_pimc(rules, &pimc, 1, &out.bot), JASS_RESULT_INVALID_ARGUMENT,
                  "threads 1025");
        }
        FAILS(jass_arena_run(rules, players, 1, 1, 1, &out.summary), JASS_RESULT_INVALID_ARGUMENT,
              "bot kind 7");
        FAILS(jass_arena_run(rules, deep, 1, 1, 1, &out.summary), JASS_RESULT_INVALID_ARGUMENT,
              "search_from_tricks must be in 1 to 9, got 10");
        FAILS(jass_arena_run(rules, players, 1, 1, 2000, &out.summary),
              JASS_RESULT_INVALID_ARGUMENT, "bot kind 7");
        FAILS(jass_sample_deals(game, 4, 1, 1, out.sets, 4, &out.u64),
              JASS_RESULT_SEAT_OUT_OF_RANGE, "seat 4 is not at a table of 4");
        FAILS(jass_sample_deals(game, 0, 1, SIZE_MAX / 2, out.sets, 4, &out.u64),
              JASS_RESULT_INVALID_ARGUMENT, "impossibly large");
    }

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
    FAILS(jass_seat_partner(4, &out.u8), JASS_RESULT_SEAT_OUT_OF_RANGE, "seat 4 ");
    FAILS(jass_seat_team(255, &out.u8), JASS_RESULT_SEAT_OUT_OF_RANGE,
          "seat 255 is out of range 0 to 5");
    FAILS(jass_game_hand(game, 4, &out.u64), JASS_RESULT_SEAT_OUT_OF_RANGE, "seat 4 ");
    FAILS(jass_game_hand_twice(game, 4, &out.u64), JASS_RESULT_SEAT_OUT_OF_RANGE, "seat 4 ");
    FAILS(jass_game_observation_json(game, 255, &out.text), JASS_RESULT_SEAT_OUT_OF_RANGE,
          "seat 255 is not at a table of 4 (seats 0 to 3)");
    /* The core's refusal of a seat not at the table, for every seat. */
    FAILS(jass_game_observation_json(game, 4, &out.text), JASS_RESULT_SEAT_OUT_OF_RANGE,
          "seat 4 is not at a table of 4 (seats 0 to 3)");
    FAILS(jass_game_team_of(game, 4, &out.u8), JASS_RESULT_SEAT_OUT_OF_RANGE,
          "seat 4 is not at a table of 4 (seats 0 to 3)");
    FAILS(jass_game_team_of(game, 6, &out.u8), JASS_RESULT_SEAT_OUT_OF_RANGE,
          "seat 6 is not at a table of 4 (seats 0 to 3)");
    FAILS(jass_game_claim_would_win(game, 5, &out.flag), JASS_RESULT_SEAT_OUT_OF_RANGE,
          "seat 5 is not at a table of 4 (seats 0 to 3)");
    FAILS(jass_game_claim_would_win(game, 255, &out.flag), JASS_RESULT_SEAT_OUT_OF_RANGE,
          "seat 255 is not at a table of 4 (seats 0 to 3)");
    FAILS(jass_game_new_with_hands(rules, 0, 1, hands, 4, 4, &out.game),
          JASS_RESULT_SEAT_OUT_OF_RANGE, "seat 4 ");
    FAILS(jass_game_new_with_deck(rules, 0, 1, deck, 36, 200, &out.game),
          JASS_RESULT_SEAT_OUT_OF_RANGE,
          "seat 200 is not at a table of 4 (seats 0 to 3)");
    FAILS(jass_game_new_with_deck(rules, JASS_GAME_KIND_ZWEIER, 1, deck, 36, 2, &out.game),
          JASS_RESULT_SEAT_OUT_OF_RANGE, "seat 2 ");
    FAILS(jass_game_new_with_deck(rules, JASS_GAME_KIND_SCHMAUS, 1, deck, 36, 3, &out.game),
          JASS_RESULT_SEAT_OUT_OF_RANGE, "seat 3 ");
    FAILS(jass_weis_schieber(rules, 0, hands, 4, 4, &out.weis), JASS_RESULT_SEAT_OUT_OF_RANGE,
          "seat 4 ");
    GAME_FAILS(game, jass_game_apply(game, claim(4)), JASS_RESULT_SEAT_OUT_OF_RANGE,
               "seat 4 is not at a table of 4 (seats 0 to 3)");
    FAILS(jass_action_format(claim(9), buf, sizeof buf), JASS_RESULT_SEAT_OUT_OF_RANGE,
          "seat 9 is out of range 0 to 5");
    FAILS(jass_seat_next(0, 7, &out.u8), JASS_RESULT_INVALID_ARGUMENT, "players is 7");
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
    FAILS(jass_game_new(rules, 7, 1, &out.game), JASS_RESULT_INVALID_ARGUMENT, "game kind 7 ");
    FAILS(jass_game_new_with_hands(rules, 255, 1, hands, 4, 3, &out.game),
          JASS_RESULT_INVALID_ARGUMENT, "game kind 255 ");
    FAILS(jass_game_new_with_deck(rules, 7, 1, deck, 36, 3, &out.game),
          JASS_RESULT_INVALID_ARGUMENT, "game kind 7 ");
    FAILS(jass_bot_new(3, 1, &out.bot), JASS_RESULT_INVALID_ARGUMENT, "bot kind 3 ");
    FAILS(jass_rules_option_name(jass_rules_option_count(), &out.name),
          JASS_RESULT_INVALID_ARGUMENT, "option index");
    FAILS(jass_rules_option_name((size_t)-1, &out.name), JASS_RESULT_INVALID_ARGUMENT,
          "option index 18446744073709551615 ");
    FAILS(jass_rules_preset_name(jass_rules_preset_count(), &out.name),
          JASS_RESULT_INVALID_ARGUMENT, "preset index 14 ");
    FAILS(jass_rules_preset_name(1000, &out.name), JASS_RESULT_INVALID_ARGUMENT,
          "preset index 1000 ");

    /* Lengths and values the functions cannot take. */
    const uint8_t five[5] = {0, 1, 2, 3, 4};
    FAILS(jass_trick_winner(0, five, 0, &out.size), JASS_RESULT_INVALID_ARGUMENT, "empty");
    const uint8_t seven[7] = {0, 1, 2, 3, 4, 5, 6};
    FAILS(jass_trick_winner(0, seven, 7, &out.size), JASS_RESULT_INVALID_ARGUMENT,
          "trick_len is 7");
    FAILS(jass_legal_cards(rules, 0, JASS_PHASE_MAIN, 1 << 9, five, (size_t)-1, &out.u64),
          JASS_RESULT_INVALID_ARGUMENT, "trick_len is 18446744073709551615");
    FAILS(jass_trick_points(rules, 0, seven, 7, false, &out.u16), JASS_RESULT_INVALID_ARGUMENT,
          "trick_len is 7");
    FAILS(jass_hand_points(rules, 65500, true, &out.u16), JASS_RESULT_INVALID_ARGUMENT, "65500");
    FAILS(jass_card_set_from_cards(five, (size_t)-1, &out.u64), JASS_RESULT_INVALID_ARGUMENT,
          "impossibly large");
    FAILS(jass_game_new_with_hands(rules, 0, 1, hands, 3, 3, &out.game), JASS_RESULT_INVALID_DEAL,
          "a deal at a table of 4 players is 4 hands, got 3");
    FAILS(jass_game_new_with_deck(rules, 0, 1, deck, 35, 3, &out.game), JASS_RESULT_INVALID_DEAL,
          "35 cards");
    FAILS(jass_weis_schieber(rules, 0, hands, 3, 0, &out.weis), JASS_RESULT_INVALID_ARGUMENT,
          "len is 3");
    RNG_FAILS(rng, jass_rng_below(rng, 0, &out.u32), JASS_RESULT_INVALID_ARGUMENT, "n is 0");
    RNG_FAILS(rng, jass_rng_pick(rng, 0, &out.u8), JASS_RESULT_INVALID_ARGUMENT, "empty set");
    FAILS(jass_simulate_hands(rules, SIM(0, 2, 2, 1), 0, 2, out.hand_rows, 2),
          JASS_RESULT_INVALID_ARGUMENT, "policy 2 is out of range 0 to 1");
    FAILS(jass_simulate_games(rules, SIM(0, 255, 255, 1), 0, 2, out.game_rows, 2),
          JASS_RESULT_INVALID_ARGUMENT, "policy 255 ");
    FAILS(jass_simulate_games(rules, SIM(0, 0, 2, 1), 0, 2, out.game_rows, 2),
          JASS_RESULT_INVALID_ARGUMENT, "policy 2 is out of range 0 to 1");
    FAILS(jass_simulate_hands(rules, SIM(0, 0, 0, 1025), 0, 2, out.hand_rows, 2),
          JASS_RESULT_INVALID_ARGUMENT, "got 1025");
    FAILS(jass_simulate_hands(rules, SIM(0, 0, 0, 1), 0, (size_t)-1, out.hand_rows, (size_t)-1),
          JASS_RESULT_INVALID_ARGUMENT, "impossibly large");
    FAILS(jass_simulate_hands(rules, SIM(7, 0, 0, 1), 0, 2, out.hand_rows, 2),
          JASS_RESULT_INVALID_ARGUMENT, "game kind 7 is out of range 0 to 6");
    FAILS(jass_simulate_games(rules, SIM(JASS_GAME_KIND_SCHMAUS, 0, 0, 1), 0, 2, out.game_rows, 2),
          JASS_RESULT_INVALID_ARGUMENT, "Schmaus cannot be simulated");
    FAILS(jass_simulate_hands(rules, SIM(JASS_GAME_KIND_ZWEIER, 0, 0, 1), 0, 2, out.hand_rows, 2),
          JASS_RESULT_INVALID_ARGUMENT, "Zweier cannot be simulated");

    /* Malformed action structs: kind out of range, unused fields set. */
    const struct {
        jass_action action;
        jass_result code;
        const char *needle;
    } actions[] = {
        {{9, 0, 0, 0, 0, 0, 0}, JASS_RESULT_INVALID_ARGUMENT, "action kind 9 is out of range 0 to 8"},
        {{JASS_ACTION_KIND_SHOVE, 0, 0, 0, 0, 2, 0}, JASS_RESULT_INVALID_ARGUMENT, "field row"},
        {{JASS_ACTION_KIND_CHOOSE_ROW, 0, 6, 0, 0, 0, 0}, JASS_RESULT_CONTRACT_OUT_OF_RANGE, "contract"},
        {{255, 0, 0, 0, 0, 0, 0}, JASS_RESULT_INVALID_ARGUMENT, "action kind 255 "},
        {{JASS_ACTION_KIND_SHOVE, 3, 0, 0, 0, 0, 0}, JASS_RESULT_INVALID_ARGUMENT, "field card"},
        {{JASS_ACTION_KIND_PASS, 0, 1, 0, 0, 0, 0}, JASS_RESULT_INVALID_ARGUMENT, "field contract"},
        {{JASS_ACTION_KIND_ROB, 0, 0, 5, 0, 0, 0}, JASS_RESULT_INVALID_ARGUMENT, "field meld"},
        {{JASS_ACTION_KIND_PLAY, 4, 0, 0, 1, 0, 0}, JASS_RESULT_INVALID_ARGUMENT, "field seat"},
        {{JASS_ACTION_KIND_DECLARE, 1, 2, 0, 0, 0, 0}, JASS_RESULT_INVALID_ARGUMENT, "field card"},
        {{JASS_ACTION_KIND_ANNOUNCE, 0, 4, 3, 0, 0, 0}, JASS_RESULT_INVALID_ARGUMENT, "field contract"},
        {{JASS_ACTION_KIND_CLAIM, 0, 0, 9, 1, 0, 0}, JASS_RESULT_INVALID_ARGUMENT, "field meld"},
        {{JASS_ACTION_KIND_PLAY, 4, 0, 0, 0, 0, 9}, JASS_RESULT_INVALID_ARGUMENT, "field points"},
        {{JASS_ACTION_KIND_PREDICT, 4, 0, 0, 0, 0, 9}, JASS_RESULT_INVALID_ARGUMENT, "field card"},
    };
    for (size_t i = 0; i < sizeof actions / sizeof actions[0]; i++) {
        GAME_FAILS(game, jass_game_apply(game, actions[i].action), actions[i].code,
                   actions[i].needle);
        FAILS(jass_action_format(actions[i].action, buf, sizeof buf), actions[i].code,
              actions[i].needle);
    }
    section_done("integers out of range");
}
