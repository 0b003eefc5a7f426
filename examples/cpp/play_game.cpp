// Plays a whole game of Schieber to 1000 through the C ABI with the RAII
// wrapper of jass.hpp: seat 0 is a random bot, the others play by the rules
// of thumb. Prints each hand's contract, the weis forehand would declare and
// the score; then the result and the slate, and the first hand solved with
// every hand visible after four tricks. Shows that a refused action is
// an exception that changes nothing, that copies are independent, and that
// the record replays to the same game.
#include <array>
#include <cstdint>
#include <iostream>
#include <string>
#include <vector>

#include "jass.hpp"

int main() {
    jass::Rules rules = jass::Rules::preset("schieber");
    rules.set_option("target", "1000");
    jass::Game game(rules, JASS_GAME_KIND_SCHIEBER, 7);
    std::vector<jass::Bot> bots;
    bots.emplace_back(JASS_BOT_KIND_RANDOM, 1);
    for (std::uint64_t seed = 2; seed <= 4; ++seed) {
        bots.emplace_back(JASS_BOT_KIND_RULE_OF_THUMB, seed);
    }

    // A card nobody may play now: the contract comes first.
    const jass::Game untouched = game;
    try {
        game.apply(jass::play(jass::card("HA")));
        return 1;
    } catch (const jass::Error& error) {
        std::cout << "refused: " << error.what() << "\n";
    }
    if (game != untouched) return 1;

    std::cout << "observation of seat 0 starts "
              << game.observation_json(0).substr(0, 32) << "...\n";

    std::array<std::uint32_t, 2> before{};
    while (!game.is_over()) {
        jass_hand_info hand = game.hand_info();
        const std::uint64_t forehand_cards = game.hand(hand.forehand);
        jass_hand_info last = hand;
        while (!game.is_over() && game.hand_info().number == hand.number) {
            last = game.hand_info();
            std::uint8_t seat = game.to_act();
            game.apply(bots[seat].choose(game));
        }
        std::cout << "hand " << hand.number + 1 << ": "
                  << jass::contract_text(last.contract, JASS_CONTRACT_STYLE_PLAYERS) << " by seat "
                  << int(last.declarer);
        std::vector<std::uint8_t> melds =
            jass::best_declaration(rules, last.contract, forehand_cards);
        for (std::uint8_t meld : melds) {
            std::cout << ", forehand holds " << jass::meld_text(meld, last.contract) << " ("
                      << jass::meld_points(rules, meld) << ")";
        }
        std::array<std::uint32_t, 2> scores = game.scores();
        std::cout << "; +" << scores[0] - before[0] << " / +" << scores[1] - before[1] << " -> "
                  << scores[0] << " : " << scores[1] << "\n";
        before = scores;
    }

    jass_game_outcome result = game.result();
    std::cout << "team " << int(result.winner) << " wins " << result.scores[result.winner] << " : "
              << result.scores[1 - result.winner] << (result.schneider ? " (schneider)" : "")
              << "\n";
    for (int team = 0; team < 2; ++team) {
        const jass_slate_side side = game.slate()[team];
        std::cout << "slate team " << team << ": " << side.hundreds << " x 100, " << side.fifties
                  << " x 50, " << side.twenties << " x 20, " << side.remainder << "\n";
    }

    // The same deal again, solved with every hand visible once four tricks
    // are played: a solver kept for both searches, the value alone the
    // solution's.
    {
        jass::Game again(rules, JASS_GAME_KIND_SCHIEBER, 7);
        jass::Bot thumb(JASS_BOT_KIND_RULE_OF_THUMB, 9);
        while (again.hand_info().tricks_done < 4) again.apply(thumb.choose(again));
        jass::Solver solver(1 << 20, 1);
        const jass_solution solution = solver.solve(again);
        const std::uint16_t value = solver.value(again);
        std::cout << "first hand, five tricks left: the declarers make " << solution.value
                  << " more with perfect play (the value alone: " << value << "); seat "
                  << int(solution.to_move) << " plays "
                  << jass::card_text(solution.principal_variation[0], JASS_CARD_STYLE_UNICODE)
                  << "; " << (solver.nodes() > 0 ? "positions searched" : "nothing searched")
                  << "\n";
        if (value != solution.value) return 1;
        // The real deal given twice as sampled deals, both solved in one call.
        std::array<std::uint64_t, 4> real{};
        for (std::uint8_t seat = 0; seat < 4; ++seat) real[seat] = again.hand(seat);
        const std::vector<jass_solution> deals = solver.solve_deals(again, {real, real});
        if (deals.size() != 2 || deals[1].value != value) return 1;
    }

    // Nothing is accepted after the end.
    try {
        game.apply(jass::shove());
        return 1;
    } catch (const jass::Error& error) {
        std::cout << "after the end: " << jass_result_message(error.code()) << "\n";
    }

    // The record replays to the same game; a copy goes its own way.
    const std::string record = game.record_json();
    jass::Game replayed = jass::Game::replay(record);
    std::cout << "record replays to the same game: " << (replayed == game ? "yes" : "no") << "\n";
    jass::Game fresh(rules, JASS_GAME_KIND_SCHIEBER, 7);
    jass::Game copy = fresh;
    copy.apply(copy.legal_actions().front());
    std::cout << "a copy is independent: " << (copy != fresh ? "yes" : "no") << "\n";
    std::cout << "first legal action of a new game: "
              << jass::action_text(fresh.legal_actions().front()) << "\n";
    std::cout << jass::meld_text(jass::meld("SJ HJ DJ CJ")) << " is worth "
              << jass::meld_points(rules, jass::meld("four jacks")) << "\n";
    return replayed == game && copy != fresh ? 0 : 1;
}
