// Plays one seeded hand of Schieber through the C ABI, with the RAII
// wrapper of jass.hpp: four random hands, a trump contract, and nine tricks
// in which every seat plays a random legal card. Prints each trick, its
// winner and points, and the teams' totals, which add up to the 157 points
// of a hand.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>

#include "jass.hpp"

int main() {
    // The header and the library agree on the version.
    if (std::strcmp(jass_version(), JASS_VERSION) != 0) {
        std::cerr << "header " << JASS_VERSION << " but library " << jass_version() << "\n";
        return 1;
    }

    std::cout << "presets:";
    for (const std::string& name : jass::Rules::preset_names()) std::cout << ' ' << name;
    std::cout << "\n";

    // House rules: a preset, one option changed, and a copy that stays apart.
    jass::Rules rules = jass::Rules::preset("schieber");
    jass::Rules original = rules;
    rules.set_option("target", "1500");
    std::cout << "target " << rules.option("target") << " (preset " << original.option("target")
              << "), undertrump " << rules.option("undertrump") << "\n";
    if (rules == original || jass::Rules::from_json(rules.to_json()) != rules) return 1;

    // Every error is an exception naming what was wrong, and changes nothing.
    try {
        rules.set_option("target", "0");
        return 1;
    } catch (const jass::Error& error) {
        std::cout << "error " << error.code() << ": " << error.what() << "\n";
    }

    jass::Rng rng(2026);
    std::array<std::uint64_t, 4> hands = rng.deal();
    for (std::uint8_t seat = 0; seat < 4; ++seat) {
        std::cout << "seat " << int(seat) << ": "
                  << jass::cards_text(hands[seat], JASS_CARD_STYLE_UNICODE) << "\n";
    }

    const std::uint8_t contract = jass::contract("Schellen");  // hearts are trump
    std::cout << "contract: " << jass::contract_text(contract, JASS_CONTRACT_STYLE_PLAYERS)
              << " (x" << jass::multiplier(rules, contract) << ")\n";

    unsigned points[2] = {0, 0};
    std::uint8_t leader = 0;
    for (int number = 1; number <= 9; ++number) {
        jass::Trick trick;
        std::uint8_t seat = leader;
        for (int turn = 0; turn < 4; ++turn) {
            std::uint64_t legal = jass::legal_cards(rules, contract, hands[seat], trick);
            std::uint8_t card = rng.pick(legal);
            jass::check_play(rules, contract, hands[seat], trick, card);
            hands[seat] &= ~(std::uint64_t(1) << card);
            trick.push_back(card);
            seat = jass::next_seat(seat);
        }
        std::size_t winner_index = jass::trick_winner(contract, trick);
        std::uint8_t winner = leader;
        for (std::size_t i = 0; i < winner_index; ++i) winner = jass::next_seat(winner);
        bool last = number == 9;
        std::uint16_t won = jass::trick_points(rules, contract, trick, last);
        points[jass::team(winner)] += won;

        std::cout << "trick " << number << ":";
        for (std::uint8_t card : trick) std::cout << ' ' << jass::card_text(card);
        std::cout << "  -> seat " << int(winner) << " wins " << won << "\n";
        leader = winner;
    }

    // An illegal play is refused with the rule it breaks.
    try {
        jass::check_play(rules, contract, jass::cards("DA S6"), jass::Trick{jass::card("S7")},
                         jass::card("DA"));
        return 1;
    } catch (const jass::Error& error) {
        std::cout << "DA on S7 with S6 in hand: " << error.what() << "\n";
    }

    const unsigned total = jass::hand_total(rules, contract);
    std::cout << "team 0: " << points[0] << ", team 1: " << points[1] << ", total "
              << points[0] + points[1] << " of " << total << "\n";
    return points[0] + points[1] == total ? 0 : 1;
}
