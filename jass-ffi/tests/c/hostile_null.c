/*
 * Hostile input at the C boundary, one part of the program whose main is in hostile.c. NULL for
 * every pointer argument of every function that takes one.
 */
#include "hostile.h"

/* ------------------------------------------------------------ NULL */

/* Every function with a pointer argument, each pointer NULL in turn. The
 * shared objects must come through unchanged. */
void null_pointers(jass_rules *rules, jass_game *game, jass_rng *rng, jass_bot *bot) {
    jass_rules *rules_before = rules_copy(rules);
    jass_game *game_before = game_copy(game);
    const jass_action shove = simple(JASS_ACTION_KIND_SHOVE);
    uint8_t cards[4] = {0, 9, 18, 27};
    uint8_t deck[36];
    uint64_t hands[4];
    uint8_t melds[1] = {0};
    for (int i = 0; i < 36; i++) deck[i] = (uint8_t)i;
    MUST(jass_deal(1, hands, 4));

    /* Bots. */
    NULL_ARG(jass_bot_new(JASS_BOT_KIND_RANDOM, 1, NULL), "out_bot");
    NULL_ARG(jass_bot_choose(NULL, game, &out.action), "bot");
    NULL_ARG(jass_bot_choose(bot, NULL, &out.action), "game");
    NULL_ARG(jass_bot_choose(bot, game, NULL), "out_action");
    NULL_ARG(jass_bot_choose_until(NULL, game, NULL, &out.action), "bot");
    NULL_ARG(jass_bot_choose_until(bot, NULL, NULL, &out.action), "game");
    NULL_ARG(jass_bot_choose_until(bot, game, NULL, NULL), "out_action");
    {
        jass_pimc_config pimc;
        memset(&pimc, 0, sizeof pimc);
        pimc.samples = 4;
        pimc.search_from_tricks = 3;
        pimc.threads = 1;
        NULL_ARG(jass_bot_new_pimc(NULL, &pimc, 1, &out.bot), "rules");
        NULL_ARG(jass_bot_new_pimc(rules, NULL, 1, &out.bot), "config");
        NULL_ARG(jass_bot_new_pimc(rules, &pimc, 1, NULL), "out_bot");
    }

    /* The solver and the arena. */
    {
        const uint8_t won[2] = {0, 0};
        const jass_arena_player players[2] = {{JASS_BOT_KIND_RULE_OF_THUMB, 0, 0, 0},
                                              {JASS_BOT_KIND_RANDOM, 0, 0, 0}};
        NULL_ARG(jass_solve(NULL, 0, 1, &out.solution), "game");
        NULL_ARG(jass_solve(game, 0, 1, NULL), "out_solution");
        NULL_ARG(jass_solve_until(NULL, 0, 1, NULL, &out.solution), "game");
        NULL_ARG(jass_solve_until(game, 0, 1, NULL, NULL), "out_solution");
        {
            const jass_game *one[1] = {game};
            const jass_game *none[1] = {NULL};
            NULL_ARG(jass_solve_many(NULL, 1, 0, 1, NULL, &out.solution), "games");
            NULL_ARG(jass_solve_many(none, 1, 0, 1, NULL, &out.solution), "games[0]");
            NULL_ARG(jass_solve_many(one, 1, 0, 1, NULL, NULL), "out_solutions");
        }
        NULL_ARG(jass_solve_position(NULL, 0, NULL, 0, 4, 0, won, rules, 0, 1, &out.solution), "hands");
        NULL_ARG(jass_solve_position(hands, 0, NULL, 2, 4, 0, won, rules, 0, 1, &out.solution), "trick");
        NULL_ARG(jass_solve_position(hands, 0, NULL, 0, 4, 0, NULL, rules, 0, 1, &out.solution),
                 "tricks_won");
        NULL_ARG(jass_solve_position(hands, 0, NULL, 0, 4, 0, won, NULL, 0, 1, &out.solution), "rules");
        NULL_ARG(jass_solve_position(hands, 0, NULL, 0, 4, 0, won, rules, 0, 1, NULL), "out_solution");
        NULL_ARG(jass_solve_value(NULL, 0, 1, NULL, &out.u16), "game");
        NULL_ARG(jass_solve_value(game, 0, 1, NULL, NULL), "out_value");
        {
            const jass_game *one[1] = {game};
            NULL_ARG(jass_solve_value_many(NULL, 1, 0, 1, NULL, &out.u16), "games");
            NULL_ARG(jass_solve_value_many(one, 1, 0, 1, NULL, NULL), "out_values");
        }
        NULL_ARG(jass_solve_deal(NULL, hands, 0, 1, &out.solution), "game");
        NULL_ARG(jass_solve_deal(game, NULL, 0, 1, &out.solution), "hands");
        NULL_ARG(jass_solve_deal(game, hands, 0, 1, NULL), "out_solution");
        {
            /* A kept solver: NULL for `hands` and `stop` is allowed. */
            jass_solver *solver = NULL;
            const jass_game *one[1] = {game};
            const jass_game *none[1] = {NULL};
            MUST(jass_solver_new(1 << 16, 1, &solver));
            NULL_ARG(jass_solver_new(0, 1, NULL), "out_solver");
            NULL_ARG(jass_solver_nodes(NULL, &out.u64), "solver");
            NULL_ARG(jass_solver_nodes(solver, NULL), "out_nodes");
            NULL_ARG(jass_solver_solve(NULL, game, NULL, NULL, &out.solution), "solver");
            NULL_ARG(jass_solver_solve(solver, NULL, hands, NULL, &out.solution), "game");
            NULL_ARG(jass_solver_solve(solver, game, NULL, NULL, NULL), "out_solution");
            NULL_ARG(jass_solver_solve_value(NULL, game, NULL, NULL, &out.u16), "solver");
            NULL_ARG(jass_solver_solve_value(solver, NULL, NULL, NULL, &out.u16), "game");
            NULL_ARG(jass_solver_solve_value(solver, game, NULL, NULL, NULL), "out_value");
            NULL_ARG(jass_solver_solve_many(NULL, one, 1, NULL, &out.solution), "solver");
            NULL_ARG(jass_solver_solve_many(solver, NULL, 1, NULL, &out.solution), "games");
            NULL_ARG(jass_solver_solve_many(solver, none, 1, NULL, &out.solution), "games[0]");
            NULL_ARG(jass_solver_solve_many(solver, one, 1, NULL, NULL), "out_solutions");
            NULL_ARG(jass_solver_solve_value_many(NULL, one, 1, NULL, &out.u16), "solver");
            NULL_ARG(jass_solver_solve_value_many(solver, NULL, 1, NULL, &out.u16), "games");
            NULL_ARG(jass_solver_solve_value_many(solver, one, 1, NULL, NULL), "out_values");
            NULL_ARG(jass_solver_solve_deals(NULL, game, hands, 1, NULL, &out.solution), "solver");
            NULL_ARG(jass_solver_solve_deals(solver, NULL, hands, 1, NULL, &out.solution), "game");
            NULL_ARG(jass_solver_solve_deals(solver, game, NULL, 1, NULL, &out.solution), "hands");
            NULL_ARG(jass_solver_solve_deals(solver, game, hands, 1, NULL, NULL), "out_solutions");
            jass_solver_free(NULL);
            jass_solver_free(solver);
        }
        NULL_ARG(jass_arena_run(NULL, players, 1, 1, 1, &out.summary), "rules");
        NULL_ARG(jass_arena_run(rules, NULL, 1, 1, 1, &out.summary), "players");
        NULL_ARG(jass_arena_run(rules, players, 1, 1, 1, NULL), "out_summary");
        NULL_ARG(jass_sample_deals(NULL, 0, 1, 1, out.sets, 4, &out.u64), "game");
        NULL_ARG(jass_sample_deals(game, 0, 1, 1, NULL, 4, &out.u64), "out_hands");
        NULL_ARG(jass_sample_deals(game, 0, 1, 0, NULL, 0, &out.u64), "out_hands");
        NULL_ARG(jass_sample_deals(game, 0, 1, 1, out.sets, 4, NULL), "out_total");
    }

    /* Cards, card sets and contracts. */
    NULL_ARG(jass_card_parse(NULL, &out.u8), "text");
    NULL_ARG(jass_card_parse("HA", NULL), "out_card");
    NULL_ARG(jass_card_format(0, JASS_CARD_STYLE_SHORT, NULL, JASS_CARD_TEXT_MAX), "buf");
    NULL_ARG(jass_card_new(0, 0, NULL), "out_card");
    NULL_ARG(jass_card_suit(0, NULL), "out_suit");
    NULL_ARG(jass_card_rank(0, NULL), "out_rank");
    NULL_ARG(jass_card_to_jasskit(0, NULL), "out_index");
    NULL_ARG(jass_card_from_jasskit(0, NULL), "out_card");
    NULL_ARG(jass_card_set_parse(NULL, &out.u64), "text");
    NULL_ARG(jass_card_set_parse("HA", NULL), "out_set");
    NULL_ARG(jass_card_set_format(1, JASS_CARD_STYLE_SHORT, NULL, 64), "buf");
    NULL_ARG(jass_card_set_from_cards(NULL, 2, &out.u64), "cards");
    NULL_ARG(jass_card_set_from_cards(cards, 2, NULL), "out_set");
    NULL_ARG(jass_card_set_to_cards(3, NULL, 36, &out.size), "buf");
    NULL_ARG(jass_card_set_to_cards(3, out.bytes, 36, NULL), "out_len");
    NULL_ARG(jass_card_set_to_jasskit(1, NULL), "out_mask");
    NULL_ARG(jass_card_set_from_jasskit(1, NULL), "out_set");
    NULL_ARG(jass_contract_parse(NULL, &out.u8), "text");
    NULL_ARG(jass_contract_parse("hearts", NULL), "out_contract");
    NULL_ARG(jass_contract_format(0, JASS_CONTRACT_STYLE_NAME, NULL, 16), "buf");

    /* Games. */
    NULL_ARG(jass_game_new(NULL, JASS_GAME_KIND_SCHIEBER, 1, &out.game), "rules");
    NULL_ARG(jass_game_new(rules, JASS_GAME_KIND_SCHIEBER, 1, NULL), "out_game");
    NULL_ARG(jass_game_new_with_hands(NULL, 0, 1, hands, 4, 3, &out.game), "rules");
    NULL_ARG(jass_game_new_with_hands(rules, 0, 1, NULL, 4, 3, &out.game), "hands");
    NULL_ARG(jass_game_new_with_hands(rules, 0, 1, hands, 4, 3, NULL), "out_game");
    NULL_ARG(jass_game_new_with_deck(NULL, 0, 1, deck, 36, 3, &out.game), "rules");
    NULL_ARG(jass_game_new_with_deck(rules, 0, 1, NULL, 36, 3, &out.game), "deck");
    NULL_ARG(jass_game_new_with_deck(rules, 0, 1, deck, 36, 3, NULL), "out_game");
    NULL_ARG(jass_game_clone(NULL, &out.game), "game");
    NULL_ARG(jass_game_clone(game, NULL), "out_game");
    NULL_ARG(jass_game_equal(NULL, game, &out.flag), "a");
    NULL_ARG(jass_game_equal(game, NULL, &out.flag), "b");
    NULL_ARG(jass_game_equal(game, game, NULL), "out_equal");
    NULL_ARG(jass_game_get_kind(NULL, &out.u8, out.bytes), "game");
    NULL_ARG(jass_game_get_kind(game, NULL, &out.u8), "out_kind");
    NULL_ARG(jass_game_get_kind(game, &out.u8, NULL), "out_players");
    NULL_ARG(jass_game_to_act(NULL, &out.u8), "game");
    NULL_ARG(jass_game_to_act(game, NULL), "out_seat");
    NULL_ARG(jass_game_expecting(NULL, &out.u8), "game");
    NULL_ARG(jass_game_expecting(game, NULL), "out_expecting");
    NULL_ARG(jass_game_is_over(NULL, &out.flag), "game");
    NULL_ARG(jass_game_is_over(game, NULL), "out_over");
    NULL_ARG(jass_game_legal_action_count(NULL, &out.size), "game");
    NULL_ARG(jass_game_legal_action_count(game, NULL), "out_count");
    NULL_ARG(jass_game_legal_actions(NULL, out.actions, JASS_ACTION_MAX, &out.size), "game");
    NULL_ARG(jass_game_legal_actions(game, NULL, JASS_ACTION_MAX, &out.size), "out_actions");
    NULL_ARG(jass_game_legal_actions(game, out.actions, JASS_ACTION_MAX, NULL), "out_count");
    NULL_ARG(jass_game_legal_cards(NULL, &out.u64), "game");
    NULL_ARG(jass_game_legal_cards(game, NULL), "out_set");
    NULL_ARG(jass_game_apply(NULL, shove), "game");
    NULL_ARG(jass_game_scores(NULL, out.scores, 2), "game");
    NULL_ARG(jass_game_scores(game, NULL, 2), "out_scores");
    NULL_ARG(jass_game_result(NULL, &out.outcome), "game");
    NULL_ARG(jass_game_result(game, NULL), "out_result");
    NULL_ARG(jass_game_coiffeur_sheet(NULL, 0, out.scores, 2, &out.u16), "game");
    NULL_ARG(jass_simulate_hands(NULL, SIM(3, 0, 0, 1), 0, 1, out.hand_rows, 2), "rules");
    NULL_ARG(jass_simulate_hands(rules, SIM(3, 0, 0, 1), 0, 1, NULL, 2), "out_rows");
    NULL_ARG(jass_simulate_games(NULL, SIM(3, 0, 0, 1), 0, 1, out.game_rows, 2), "rules");
    NULL_ARG(jass_simulate_games(rules, SIM(3, 0, 0, 1), 0, 1, NULL, 2), "out_rows");
    NULL_ARG(jass_game_coiffeur_sheet(game, 0, NULL, 2, &out.u16), "out_scores");
    NULL_ARG(jass_game_coiffeur_sheet(game, 0, out.scores, 2, NULL), "out_played");
    NULL_ARG(jass_game_slate(NULL, out.slate, 2), "game");
    NULL_ARG(jass_game_seat_totals(NULL, out.totals, 6), "game");
    NULL_ARG(jass_game_seat_totals(game, NULL, 6), "out_totals");
    NULL_ARG(jass_game_zero_totals(NULL, out.totals, 6), "game");
    NULL_ARG(jass_game_zero_totals(game, NULL, 6), "out_zeros");
    NULL_ARG(jass_game_places(NULL, out.places, 6), "game");
    NULL_ARG(jass_game_places(game, NULL, 6), "out_places");
    NULL_ARG(jass_game_score_sheet_json(NULL, &out.text), "game");
    NULL_ARG(jass_game_score_sheet_json(game, NULL), "out_json");
    NULL_ARG(jass_game_slate(game, NULL, 2), "out_sides");
    NULL_ARG(jass_game_observation_json(NULL, 0, &out.text), "game");
    NULL_ARG(jass_game_observation_json(game, 0, NULL), "out_json");
    NULL_ARG(jass_game_hand(NULL, 0, &out.u64), "game");
    NULL_ARG(jass_game_hand(game, 0, NULL), "out_set");
    NULL_ARG(jass_game_hand_twice(NULL, 0, &out.u64), "game");
    NULL_ARG(jass_game_hand_twice(game, 0, NULL), "out_set");
    NULL_ARG(jass_game_hand_info(NULL, &out.info), "game");
    NULL_ARG(jass_game_hand_info(game, NULL), "out_info");
    NULL_ARG(jass_game_rules(NULL, &out.rules), "game");
    NULL_ARG(jass_game_rules(game, NULL), "out_rules");
    NULL_ARG(jass_game_hands_finished(NULL, &out.size), "game");
    NULL_ARG(jass_game_hands_finished(game, NULL), "out_count");
    NULL_ARG(jass_game_milestones(NULL, &out.milestones), "game");
    NULL_ARG(jass_game_milestones(game, NULL), "out_milestones");
    NULL_ARG(jass_game_score_entries(NULL, out.entries, 2, &out.size), "game");
    NULL_ARG(jass_game_score_entries(game, NULL, 2, &out.size), "out_entries");
    NULL_ARG(jass_game_score_entries(game, out.entries, 2, NULL), "out_count");
    NULL_ARG(jass_game_claim_would_win(NULL, 0, &out.flag), "game");
    NULL_ARG(jass_game_claim_would_win(game, 0, NULL), "out_wins");
    NULL_ARG(jass_game_team_of(NULL, 0, &out.u8), "game");
    NULL_ARG(jass_game_team_of(game, 0, NULL), "out_team");
    NULL_ARG(jass_game_tricks(NULL, out.tricks, 2, &out.size), "game");
    NULL_ARG(jass_game_tricks(game, NULL, 2, &out.size), "out_tricks");
    NULL_ARG(jass_game_tricks(game, out.tricks, 2, NULL), "out_count");
    NULL_ARG(jass_game_record_json(NULL, &out.text), "game");
    NULL_ARG(jass_game_record_json(game, NULL), "out_json");
    NULL_ARG(jass_game_replay_json(NULL, &out.game), "json");
    NULL_ARG(jass_game_replay_json("{}", NULL), "out_game");
    NULL_ARG(jass_action_format(shove, NULL, JASS_ACTION_TEXT_MAX), "buf");

    /* Playing a card. */
    NULL_ARG(jass_legal_cards(NULL, 0, JASS_PHASE_MAIN, 1, NULL, 0, &out.u64), "rules");
    NULL_ARG(jass_legal_cards(rules, 0, JASS_PHASE_MAIN, 1, NULL, 2, &out.u64), "trick");
    NULL_ARG(jass_legal_cards(rules, 0, JASS_PHASE_MAIN, 1, NULL, 0, NULL), "out_legal");
    NULL_ARG(jass_is_legal(NULL, 0, JASS_PHASE_MAIN, 1, NULL, 0, 0, &out.flag), "rules");
    NULL_ARG(jass_is_legal(rules, 0, JASS_PHASE_MAIN, 1, NULL, 1, 0, &out.flag), "trick");
    NULL_ARG(jass_is_legal(rules, 0, JASS_PHASE_MAIN, 1, NULL, 0, 0, NULL), "out_legal");
    NULL_ARG(jass_check_play(NULL, 0, JASS_PHASE_MAIN, 1, NULL, 0, 0), "rules");
    NULL_ARG(jass_check_play(rules, 0, JASS_PHASE_MAIN, 1, NULL, 3, 0), "trick");
    NULL_ARG(jass_trick_winner(0, NULL, 1, &out.size), "trick");
    NULL_ARG(jass_trick_winner(0, cards, 4, NULL), "out_index");

    /* Points. */
    NULL_ARG(jass_card_points(NULL, 0, 0, &out.u16), "rules");
    NULL_ARG(jass_card_points(rules, 0, 0, NULL), "out_points");
    NULL_ARG(jass_card_set_points(NULL, 0, 1, &out.u16), "rules");
    NULL_ARG(jass_card_set_points(rules, 0, 1, NULL), "out_points");
    NULL_ARG(jass_trick_points(NULL, 0, cards, 4, false, &out.u16), "rules");
    NULL_ARG(jass_trick_points(rules, 0, NULL, 4, false, &out.u16), "trick");
    NULL_ARG(jass_trick_points(rules, 0, cards, 4, false, NULL), "out_points");
    NULL_ARG(jass_last_trick_bonus(NULL, 0, &out.u16), "rules");
    NULL_ARG(jass_last_trick_bonus(rules, 0, NULL), "out_points");
    NULL_ARG(jass_hand_total(NULL, 0, &out.u16), "rules");
    NULL_ARG(jass_hand_total(rules, 0, NULL), "out_points");
    NULL_ARG(jass_hand_points(NULL, 100, false, &out.u16), "rules");
    NULL_ARG(jass_hand_points(rules, 100, false, NULL), "out_points");

    /* Generators (which draw nothing when a call fails). */
    NULL_ARG(jass_rng_new(1, NULL), "out_rng");
    NULL_ARG(jass_rng_clone(NULL, &out.rng), "rng");
    NULL_ARG(jass_rng_clone(rng, NULL), "out_rng");
    NULL_ARG(jass_rng_next_u64(NULL, &out.u64), "rng");
    RNG_FAILS(rng, jass_rng_next_u64(rng, NULL), JASS_RESULT_NULL_POINTER, "out_value");
    NULL_ARG(jass_rng_below(NULL, 3, &out.u32), "rng");
    RNG_FAILS(rng, jass_rng_below(rng, 3, NULL), JASS_RESULT_NULL_POINTER, "out_value");
    NULL_ARG(jass_rng_pick(NULL, 7, &out.u8), "rng");
    RNG_FAILS(rng, jass_rng_pick(rng, 7, NULL), JASS_RESULT_NULL_POINTER, "out_card");
    NULL_ARG(jass_rng_shuffled_deck(NULL, out.bytes, 36), "rng");
    RNG_FAILS(rng, jass_rng_shuffled_deck(rng, NULL, 36), JASS_RESULT_NULL_POINTER, "out_deck");
    NULL_ARG(jass_rng_deal(NULL, out.sets, 4), "rng");
    RNG_FAILS(rng, jass_rng_deal(rng, NULL, 4), JASS_RESULT_NULL_POINTER, "out_hands");
    NULL_ARG(jass_deal(1, NULL, 4), "out_hands");

    /* Rule sets. */
    NULL_ARG(jass_rules_from_preset(NULL, &out.rules), "name");
    NULL_ARG(jass_rules_from_preset("schieber", NULL), "out_rules");
    NULL_ARG(jass_rules_from_json(NULL, &out.rules), "json");
    NULL_ARG(jass_rules_from_json("{}", NULL), "out_rules");
    NULL_ARG(jass_rules_to_json(NULL, &out.text), "rules");
    NULL_ARG(jass_rules_to_json(rules, NULL), "out_json");
    NULL_ARG(jass_rules_clone(NULL, &out.rules), "rules");
    NULL_ARG(jass_rules_clone(rules, NULL), "out_rules");
    NULL_ARG(jass_rules_equal(NULL, rules, &out.flag), "a");
    NULL_ARG(jass_rules_equal(rules, NULL, &out.flag), "b");
    NULL_ARG(jass_rules_equal(rules, rules, NULL), "out_equal");
    NULL_ARG(jass_rules_get_option(NULL, "target", &out.text), "rules");
    NULL_ARG(jass_rules_get_option(rules, NULL, &out.text), "name");
    NULL_ARG(jass_rules_get_option(rules, "target", NULL), "out_json");
    NULL_ARG(jass_rules_set_option(NULL, "target", "1000"), "rules");
    RULES_FAILS(rules, jass_rules_set_option(rules, NULL, "1000"), JASS_RESULT_NULL_POINTER,
                "argument name is NULL");
    RULES_FAILS(rules, jass_rules_set_option(rules, "target", NULL), JASS_RESULT_NULL_POINTER,
                "argument value_json is NULL");
    NULL_ARG(jass_rules_set_options(NULL, "{}"), "rules");
    RULES_FAILS(rules, jass_rules_set_options(rules, NULL), JASS_RESULT_NULL_POINTER,
                "argument options_json is NULL");
    NULL_ARG(jass_rules_option_name(0, NULL), "out_name");
    NULL_ARG(jass_rules_preset_name(0, NULL), "out_name");
    NULL_ARG(jass_rules_multiplier(NULL, 0, &out.u16), "rules");
    NULL_ARG(jass_rules_multiplier(rules, 0, NULL), "out_multiplier");
    NULL_ARG(jass_rules_pack(NULL, &out.u64), "rules");
    NULL_ARG(jass_rules_pack(rules, NULL), "out_set");
    NULL_ARG(jass_rules_cards_per_player(NULL, &out.u8), "rules");
    NULL_ARG(jass_rules_cards_per_player(rules, NULL), "out_count");

    /* Seats. */
    NULL_ARG(jass_seat_next(0, 4, NULL), "out_seat");
    NULL_ARG(jass_seat_partner(0, NULL), "out_seat");
    NULL_ARG(jass_seat_team(0, NULL), "out_team");

    /* Simulations. */
    NULL_ARG(jass_simulate_hands(NULL, SIM(0, 0, 0, 1), 0, 2, out.hand_rows, 2), "rules");
    NULL_ARG(jass_simulate_hands(rules, NULL, 0, 2, out.hand_rows, 2), "config");
    NULL_ARG(jass_simulate_hands(rules, SIM(0, 0, 0, 1), 0, 2, NULL, 2), "out_rows");
    NULL_ARG(jass_simulate_games(NULL, SIM(0, 0, 0, 1), 0, 2, out.game_rows, 2), "rules");
    NULL_ARG(jass_simulate_games(rules, NULL, 0, 2, out.game_rows, 2), "config");
    NULL_ARG(jass_simulate_games(rules, SIM(0, 0, 0, 1), 0, 0, NULL, 0), "out_rows");
    NULL_ARG(jass_simulate_games(NULL, SIM(4, 0, 1, 1), 0, 2, out.game_rows, 2), "rules");
    NULL_ARG(jass_simulate_hands(rules, SIM(5, 0, 0, 1), 0, 0, NULL, 0), "out_rows");

    /* Weis and stöck. */
    NULL_ARG(jass_meld_format(0, JASS_CONTRACT_NONE, NULL, JASS_MELD_TEXT_MAX), "buf");
    NULL_ARG(jass_meld_parse(NULL, JASS_CONTRACT_NONE, &out.u8), "text");
    NULL_ARG(jass_meld_parse("four jacks", JASS_CONTRACT_NONE, NULL), "out_meld");
    NULL_ARG(jass_meld_cards(0, NULL), "out_set");
    NULL_ARG(jass_meld_value(NULL, 0, &out.u16), "rules");
    NULL_ARG(jass_meld_value(rules, 0, NULL), "out_value");
    NULL_ARG(jass_meld_points(NULL, 0, &out.u16), "rules");
    NULL_ARG(jass_meld_points(rules, 0, NULL), "out_points");
    NULL_ARG(jass_weis_allows(NULL, 0, 0, &out.flag), "rules");
    NULL_ARG(jass_weis_allows(rules, 0, 0, NULL), "out_allowed");
    NULL_ARG(jass_weis_all_melds(NULL, 0, hands[0], out.bytes, JASS_MELD_COUNT, &out.size), "rules");
    NULL_ARG(jass_weis_all_melds(rules, 0, hands[0], NULL, JASS_MELD_COUNT, &out.size), "out_melds");
    NULL_ARG(jass_weis_all_melds(rules, 0, hands[0], out.bytes, JASS_MELD_COUNT, NULL), "out_count");
    NULL_ARG(jass_weis_declarable_melds(NULL, 0, hands[0], out.bytes, JASS_MELD_COUNT, &out.size), "rules");
    NULL_ARG(jass_weis_declarable_melds(rules, 0, hands[0], NULL, JASS_MELD_COUNT, &out.size), "out_melds");
    NULL_ARG(jass_weis_declarable_melds(rules, 0, hands[0], out.bytes, JASS_MELD_COUNT, NULL), "out_count");
    NULL_ARG(jass_weis_best_declaration(NULL, 0, hands[0], out.bytes, JASS_MELD_COUNT, &out.size), "rules");
    NULL_ARG(jass_weis_best_declaration(rules, 0, hands[0], NULL, JASS_MELD_COUNT, &out.size), "out_melds");
    NULL_ARG(jass_weis_best_declaration(rules, 0, hands[0], out.bytes, JASS_MELD_COUNT, NULL), "out_count");
    NULL_ARG(jass_weis_check_declaration(NULL, 0, JASS_CARD_SET_ALL, melds, 1, &out.u16), "rules");
    NULL_ARG(jass_weis_check_declaration(rules, 0, JASS_CARD_SET_ALL, NULL, 1, &out.u16), "melds");
    NULL_ARG(jass_weis_check_declaration(rules, 0, JASS_CARD_SET_ALL, melds, 1, NULL), "out_points");
    NULL_ARG(jass_weis_compare(NULL, 0, 0, 1, &out.i8, &out.u8), "rules");
    NULL_ARG(jass_weis_compare(rules, 0, 0, 1, NULL, &out.u8), "out_order");
    NULL_ARG(jass_weis_compare(rules, 0, 0, 1, &out.i8, NULL), "out_step");
    NULL_ARG(jass_weis_schieber(NULL, 0, hands, 4, 0, &out.weis), "rules");
    NULL_ARG(jass_weis_schieber(rules, 0, NULL, 4, 0, &out.weis), "hands");
    NULL_ARG(jass_weis_schieber(rules, 0, hands, 4, 0, NULL), "out_outcome");
    NULL_ARG(jass_weis_has_stoeck(0, 1, NULL), "out_has");
    NULL_ARG(jass_weis_stoeck_cards(0, NULL), "out_set");

    /* Functions without a status accept NULL and leave the last error
     * message alone. */
    char before[128], after[128];
    size_t len = jass_last_error_message(before, sizeof before);
    jass_string_free(NULL);
    jass_bot_free(NULL);
    jass_game_free(NULL);
    jass_rng_free(NULL);
    jass_rules_free(NULL);
    EXPECT(jass_last_error_message(NULL, 0) == len);
    EXPECT(jass_last_error_message(NULL, 100) == len);
    jass_last_error_message(after, sizeof after);
    EXPECT(len > 0 && strcmp(before, after) == 0);

    expect_same_rules(__FILE__, __LINE__, "the calls with NULL", rules, rules_before);
    expect_same_game(__FILE__, __LINE__, "the calls with NULL", game, game_before);
    section_done("NULL pointers");
}
