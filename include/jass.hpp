// A thin C++17 wrapper over the jass C ABI (include/jass.h): RAII handles
// that free themselves (rules, generators, games, bots, solvers), std::string in and
// out, and an exception for every status other than JASS_RESULT_OK.
// Header-only; link with libjass (`pkg-config --cflags --libs jass` once
// installed with scripts/install-c.sh). An object may be read by several
// threads at once; a change (Game::apply, Rules::set_option, an Rng draw)
// while another thread uses the same object throws Error with
// JASS_RESULT_MISUSE.
#ifndef JASS_HPP
#define JASS_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "jass.h"

namespace jass {

/// A failed call: the status code and the library's detailed message.
class Error : public std::runtime_error {
public:
    Error(jass_result code, const std::string& message)
        : std::runtime_error(message), code_(code) {}

    jass_result code() const noexcept { return code_; }

private:
    jass_result code_;
};

/// Throws an Error for any status other than JASS_RESULT_OK.
inline void check(jass_result result) {
    if (result == JASS_RESULT_OK) return;
    std::vector<char> detail(jass_last_error_message(nullptr, 0) + 1);
    jass_last_error_message(detail.data(), detail.size());
    throw Error(result, std::string(jass_result_message(result)) + ": " + detail.data());
}

namespace detail {
struct StringFree {
    void operator()(char* text) const noexcept { jass_string_free(text); }
};
struct RulesFree {
    void operator()(jass_rules* rules) const noexcept { jass_rules_free(rules); }
};
struct RngFree {
    void operator()(jass_rng* rng) const noexcept { jass_rng_free(rng); }
};
struct GameFree {
    void operator()(jass_game* game) const noexcept { jass_game_free(game); }
};
struct BotFree {
    void operator()(jass_bot* bot) const noexcept { jass_bot_free(bot); }
};
struct SolverFree {
    void operator()(jass_solver* solver) const noexcept { jass_solver_free(solver); }
};

/// Copies and frees a string the library allocated.
inline std::string take(char* text) {
    std::unique_ptr<char, StringFree> owned(text);
    return std::string(owned.get());
}

inline std::vector<std::string> names(std::size_t count,
                                      jass_result (*name_at)(std::size_t, const char**)) {
    std::vector<std::string> names;
    for (std::size_t i = 0; i < count; ++i) {
        const char* name = nullptr;
        check(name_at(i, &name));
        names.emplace_back(name);
    }
    return names;
}
}  // namespace detail

/// A card (index suit * 9 + rank) from any notation.
inline std::uint8_t card(const std::string& text) {
    std::uint8_t card = 0;
    check(jass_card_parse(text.c_str(), &card));
    return card;
}

inline std::string card_text(std::uint8_t card, jass_card_style style = JASS_CARD_STYLE_SHORT) {
    char text[JASS_CARD_TEXT_MAX];
    check(jass_card_format(card, style, text, sizeof text));
    return text;
}

/// A card set (bit = card index) from cards separated by spaces or commas.
inline std::uint64_t cards(const std::string& text) {
    std::uint64_t set = 0;
    check(jass_card_set_parse(text.c_str(), &set));
    return set;
}

inline std::string cards_text(std::uint64_t set, jass_card_style style = JASS_CARD_STYLE_SHORT) {
    char text[JASS_CARD_SET_TEXT_MAX];
    check(jass_card_set_format(set, style, text, sizeof text));
    return text;
}

inline std::uint8_t contract(const std::string& text) {
    std::uint8_t contract = 0;
    check(jass_contract_parse(text.c_str(), &contract));
    return contract;
}

inline std::string contract_text(std::uint8_t contract,
                                 jass_contract_style style = JASS_CONTRACT_STYLE_NAME) {
    char text[JASS_CONTRACT_TEXT_MAX];
    check(jass_contract_format(contract, style, text, sizeof text));
    return text;
}

/// A rule set; copies are independent (jass_rules_clone).
class Rules {
public:
    static Rules preset(const std::string& name) {
        jass_rules* rules = nullptr;
        check(jass_rules_from_preset(name.c_str(), &rules));
        return Rules(rules);
    }

    static Rules from_json(const std::string& json) {
        jass_rules* rules = nullptr;
        check(jass_rules_from_json(json.c_str(), &rules));
        return Rules(rules);
    }

    static std::vector<std::string> preset_names() {
        return detail::names(jass_rules_preset_count(), jass_rules_preset_name);
    }

    static std::vector<std::string> option_names() {
        return detail::names(jass_rules_option_count(), jass_rules_option_name);
    }

    Rules(const Rules& other) : handle_(nullptr) {
        jass_rules* copy = nullptr;
        check(jass_rules_clone(other.get(), &copy));
        handle_.reset(copy);
    }
    Rules& operator=(const Rules& other) {
        if (this != &other) *this = Rules(other);
        return *this;
    }
    Rules(Rules&&) noexcept = default;
    Rules& operator=(Rules&&) noexcept = default;
    ~Rules() = default;

    std::string to_json() const {
        char* json = nullptr;
        check(jass_rules_to_json(get(), &json));
        return detail::take(json);
    }

    /// The option's value as JSON text.
    std::string option(const std::string& name) const {
        char* json = nullptr;
        check(jass_rules_get_option(get(), name.c_str(), &json));
        return detail::take(json);
    }

    /// Sets an option from JSON text; on error the rules are unchanged.
    void set_option(const std::string& name, const std::string& value_json) {
        check(jass_rules_set_option(handle_.get(), name.c_str(), value_json.c_str()));
    }

    bool operator==(const Rules& other) const {
        bool equal = false;
        check(jass_rules_equal(get(), other.get(), &equal));
        return equal;
    }
    bool operator!=(const Rules& other) const { return !(*this == other); }

    const jass_rules* get() const noexcept { return handle_.get(); }

private:
    explicit Rules(jass_rules* rules) : handle_(rules) {}
    std::unique_ptr<jass_rules, detail::RulesFree> handle_;
};

/// A seeded random number generator; copies continue the same sequence.
class Rng {
public:
    explicit Rng(std::uint64_t seed) : handle_(nullptr) {
        jass_rng* rng = nullptr;
        check(jass_rng_new(seed, &rng));
        handle_.reset(rng);
    }
    Rng(const Rng& other) : handle_(nullptr) {
        jass_rng* copy = nullptr;
        check(jass_rng_clone(other.handle_.get(), &copy));
        handle_.reset(copy);
    }
    Rng& operator=(const Rng& other) {
        if (this != &other) *this = Rng(other);
        return *this;
    }
    Rng(Rng&&) noexcept = default;
    Rng& operator=(Rng&&) noexcept = default;
    ~Rng() = default;

    std::uint32_t below(std::uint32_t n) {
        std::uint32_t value = 0;
        check(jass_rng_below(handle_.get(), n, &value));
        return value;
    }

    std::uint8_t pick(std::uint64_t cards) {
        std::uint8_t card = 0;
        check(jass_rng_pick(handle_.get(), cards, &card));
        return card;
    }

    std::array<std::uint64_t, 4> deal() {
        std::array<std::uint64_t, 4> hands{};
        check(jass_rng_deal(handle_.get(), hands.data(), hands.size()));
        return hands;
    }

private:
    std::unique_ptr<jass_rng, detail::RngFree> handle_;
};

using Trick = std::vector<std::uint8_t>;

inline std::uint64_t legal_cards(const Rules& rules, std::uint8_t contract, std::uint64_t hand,
                                 const Trick& trick, jass_phase phase = JASS_PHASE_MAIN) {
    std::uint64_t legal = 0;
    check(jass_legal_cards(rules.get(), contract, phase, hand, trick.data(), trick.size(), &legal));
    return legal;
}

/// Throws an Error naming the broken rule if the card may not be played.
inline void check_play(const Rules& rules, std::uint8_t contract, std::uint64_t hand,
                       const Trick& trick, std::uint8_t card, jass_phase phase = JASS_PHASE_MAIN) {
    check(jass_check_play(rules.get(), contract, phase, hand, trick.data(), trick.size(), card));
}

/// The position in play order of the card that wins the trick.
inline std::size_t trick_winner(std::uint8_t contract, const Trick& trick) {
    std::size_t winner = 0;
    check(jass_trick_winner(contract, trick.data(), trick.size(), &winner));
    return winner;
}

inline std::uint16_t trick_points(const Rules& rules, std::uint8_t contract, const Trick& trick,
                                  bool last) {
    std::uint16_t points = 0;
    check(jass_trick_points(rules.get(), contract, trick.data(), trick.size(), last, &points));
    return points;
}

inline std::uint16_t hand_total(const Rules& rules, std::uint8_t contract) {
    std::uint16_t points = 0;
    check(jass_hand_total(rules.get(), contract, &points));
    return points;
}

inline std::uint16_t multiplier(const Rules& rules, std::uint8_t contract) {
    std::uint16_t multiplier = 0;
    check(jass_rules_multiplier(rules.get(), contract, &multiplier));
    return multiplier;
}

inline std::uint8_t next_seat(std::uint8_t seat, std::uint8_t players = 4) {
    std::uint8_t next = 0;
    check(jass_seat_next(seat, players, &next));
    return next;
}

inline std::uint8_t team(std::uint8_t seat) {
    std::uint8_t team = 0;
    check(jass_seat_team(seat, &team));
    return team;
}

/// A meld (index 0..121) from its cards or its name, named as in `contract`
/// (JASS_CONTRACT_NONE: natural order).
inline std::uint8_t meld(const std::string& text, std::uint8_t contract = JASS_CONTRACT_NONE) {
    std::uint8_t meld = 0;
    check(jass_meld_parse(text.c_str(), contract, &meld));
    return meld;
}

inline std::string meld_text(std::uint8_t meld, std::uint8_t contract = JASS_CONTRACT_NONE) {
    char text[JASS_MELD_TEXT_MAX];
    check(jass_meld_format(meld, contract, text, sizeof text));
    return text;
}

inline std::uint16_t meld_points(const Rules& rules, std::uint8_t meld) {
    std::uint16_t points = 0;
    check(jass_meld_points(rules.get(), meld, &points));
    return points;
}

/// The melds a hand declares automatically in `contract`.
inline std::vector<std::uint8_t> best_declaration(const Rules& rules, std::uint8_t contract,
                                                  std::uint64_t hand) {
    std::vector<std::uint8_t> melds(JASS_MELD_COUNT);
    std::size_t count = 0;
    check(jass_weis_best_declaration(rules.get(), contract, hand, melds.data(), melds.size(),
                                     &count));
    melds.resize(count);
    return melds;
}

/// An action; every field its kind does not use is 0.
using Action = jass_action;

inline Action play(std::uint8_t card) { return Action{JASS_ACTION_KIND_PLAY, card, 0, 0, 0, 0, 0}; }
inline Action declare(std::uint8_t contract) {
    return Action{JASS_ACTION_KIND_DECLARE, 0, contract, 0, 0, 0, 0};
}
inline Action shove() { return Action{JASS_ACTION_KIND_SHOVE, 0, 0, 0, 0, 0, 0}; }
/// Coiffeur Schieber: choose `row`, played as `contract` (for Slalom and
/// Guschti the first trick's).
inline Action choose_row(std::uint8_t row, std::uint8_t contract) {
    return Action{JASS_ACTION_KIND_CHOOSE_ROW, 0, contract, 0, 0, row, 0};
}

/// Differenzler: predict `points` card points.
inline Action predict(std::uint8_t points) {
    return Action{JASS_ACTION_KIND_PREDICT, 0, 0, 0, 0, 0, points};
}

inline bool same_action(const Action& a, const Action& b) {
    return a.kind == b.kind && a.card == b.card && a.contract == b.contract && a.meld == b.meld &&
           a.seat == b.seat && a.row == b.row && a.points == b.points;
}

inline std::string action_text(const Action& action) {
    char text[JASS_ACTION_TEXT_MAX];
    check(jass_action_format(action, text, sizeof text));
    return text;
}

/// A game (Schieber, Schmaus, Jass für zwei, Coiffeur Schieber,
/// Differenzler, Hindersi or Mittlere).
/// Copies are independent and cheap (jass_game_clone). Every refused action
/// throws an Error and leaves the game unchanged.
class Game {
public:
    Game(const Rules& rules, jass_game_kind kind, std::uint64_t seed) : handle_(nullptr) {
        jass_game* game = nullptr;
        check(jass_game_new(rules.get(), kind, seed, &game));
        handle_.reset(game);
    }

    /// The game a record (JSON from record_json) describes.
    static Game replay(const std::string& json) {
        jass_game* game = nullptr;
        check(jass_game_replay_json(json.c_str(), &game));
        return Game(game);
    }

    Game(const Game& other) : handle_(nullptr) {
        jass_game* copy = nullptr;
        check(jass_game_clone(other.get(), &copy));
        handle_.reset(copy);
    }
    Game& operator=(const Game& other) {
        if (this != &other) *this = Game(other);
        return *this;
    }
    Game(Game&&) noexcept = default;
    Game& operator=(Game&&) noexcept = default;
    ~Game() = default;

    /// The seat to act, or JASS_SEAT_NONE once the game is over.
    std::uint8_t to_act() const {
        std::uint8_t seat = 0;
        check(jass_game_to_act(get(), &seat));
        return seat;
    }

    bool is_over() const {
        bool over = false;
        check(jass_game_is_over(get(), &over));
        return over;
    }

    std::vector<Action> legal_actions() const {
        std::vector<Action> actions(JASS_ACTION_MAX);
        std::size_t count = 0;
        check(jass_game_legal_actions(get(), actions.data(), actions.size(), &count));
        actions.resize(count);
        return actions;
    }

    std::uint64_t legal_cards() const {
        std::uint64_t cards = 0;
        check(jass_game_legal_cards(get(), &cards));
        return cards;
    }

    void apply(const Action& action) { check(jass_game_apply(handle_.get(), action)); }

    std::array<std::uint32_t, 2> scores() const {
        std::array<std::uint32_t, 2> scores{};
        check(jass_game_scores(get(), scores.data(), scores.size()));
        return scores;
    }

    /// How the game ended; throws JASS_RESULT_GAME_NOT_OVER before.
    jass_game_outcome result() const {
        jass_game_outcome outcome{};
        check(jass_game_result(get(), &outcome));
        return outcome;
    }

    /// The number of players at the table.
    std::size_t players() const {
        std::uint8_t kind = 0, players = 0;
        check(jass_game_get_kind(get(), &kind, &players));
        return players;
    }

    /// Each seat's game total (Differenzler: the differences, bonus
    /// subtracted; Hindersi: the points charged; Mittlere: the strokes;
    /// team games: the side's score).
    std::vector<std::int64_t> seat_totals() const {
        std::vector<std::int64_t> totals(6);
        check(jass_game_seat_totals(get(), totals.data(), totals.size()));
        totals.resize(players());
        return totals;
    }

    /// Mittlere: each seat's zeros (fewer is better); throws
    /// JASS_RESULT_INVALID_ARGUMENT for any other game.
    std::vector<std::int64_t> zero_totals() const {
        std::vector<std::int64_t> zeros(6);
        check(jass_game_zero_totals(get(), zeros.data(), zeros.size()));
        zeros.resize(players());
        return zeros;
    }

    /// Each seat's place once over (1 = first); throws
    /// JASS_RESULT_GAME_NOT_OVER before.
    std::vector<std::uint8_t> places() const {
        std::vector<std::uint8_t> places(6);
        check(jass_game_places(get(), places.data(), places.size()));
        places.resize(players());
        return places;
    }

    std::array<jass_slate_side, 2> slate() const {
        std::array<jass_slate_side, 2> sides{};
        check(jass_game_slate(get(), sides.data(), sides.size()));
        return sides;
    }

    std::uint64_t hand(std::uint8_t seat) const {
        std::uint64_t cards = 0;
        check(jass_game_hand(get(), seat, &cards));
        return cards;
    }

    jass_hand_info hand_info() const {
        jass_hand_info info{};
        check(jass_game_hand_info(get(), &info));
        return info;
    }

    /// What `seat` may know, as JSON.
    std::string observation_json(std::uint8_t seat) const {
        char* json = nullptr;
        check(jass_game_observation_json(get(), seat, &json));
        return detail::take(json);
    }

    std::string record_json() const {
        char* json = nullptr;
        check(jass_game_record_json(get(), &json));
        return detail::take(json);
    }

    bool operator==(const Game& other) const {
        bool equal = false;
        check(jass_game_equal(get(), other.get(), &equal));
        return equal;
    }
    bool operator!=(const Game& other) const { return !(*this == other); }

    const jass_game* get() const noexcept { return handle_.get(); }

private:
    explicit Game(jass_game* game) : handle_(game) {}
    std::unique_ptr<jass_game, detail::GameFree> handle_;
};

/// A seeded bot choosing for the seat to act. Move-only.
class Bot {
public:
    Bot(jass_bot_kind kind, std::uint64_t seed) : handle_(nullptr) {
        jass_bot* bot = nullptr;
        check(jass_bot_new(kind, seed, &bot));
        handle_.reset(bot);
    }

    Action choose(const Game& game) {
        Action action{};
        check(jass_bot_choose(handle_.get(), game.get(), &action));
        return action;
    }

private:
    std::unique_ptr<jass_bot, detail::BotFree> handle_;
};

/// A double-dummy solver kept from one search to the next (jass_solver):
/// its table and tables are not built again for each search, so small
/// positions are solved several times as fast as with jass_solve. memory
/// is the most memory of its table in bytes (0: 32 MiB), threads the
/// threads each search runs on (0: one per core). Move-only; used by one
/// thread at a time (another thread's call meanwhile throws Error with
/// JASS_RESULT_MISUSE).
class Solver {
public:
    explicit Solver(std::size_t memory = 0, std::size_t threads = 0) : handle_(nullptr) {
        jass_solver* solver = nullptr;
        check(jass_solver_new(memory, threads, &solver));
        handle_.reset(solver);
    }

    /// The current hand of a Schieber game whose contract is named, with
    /// every hand visible: the value, every legal card's value and a line
    /// of perfect play.
    jass_solution solve(const Game& game) {
        jass_solution solution{};
        check(jass_solver_solve(handle_.get(), game.get(), nullptr, nullptr, &solution));
        return solution;
    }

    /// The game's current hand with the cards of a deal (one card set per
    /// seat), such as one jass_sample_deals draws.
    jass_solution solve(const Game& game, const std::array<std::uint64_t, 4>& hands) {
        jass_solution solution{};
        check(jass_solver_solve(handle_.get(), game.get(), hands.data(), nullptr, &solution));
        return solution;
    }

    /// Many deals of the game's current hand at once (such as a seat's
    /// samples), on the solver's threads, in order.
    std::vector<jass_solution> solve_deals(const Game& game,
                                           const std::vector<std::array<std::uint64_t, 4>>& deals) {
        std::vector<std::uint64_t> hands;
        hands.reserve(4 * deals.size());
        for (const auto& deal : deals) hands.insert(hands.end(), deal.begin(), deal.end());
        std::vector<jass_solution> solutions(deals.size());
        check(jass_solver_solve_deals(handle_.get(), game.get(), hands.data(), deals.size(),
                                      nullptr, solutions.data()));
        return solutions;
    }

    /// The value alone, found faster than solve's.
    std::uint16_t value(const Game& game) {
        std::uint16_t value = 0;
        check(jass_solver_solve_value(handle_.get(), game.get(), nullptr, nullptr, &value));
        return value;
    }

    /// The positions searched since the solver was made.
    std::uint64_t nodes() const {
        std::uint64_t nodes = 0;
        check(jass_solver_nodes(handle_.get(), &nodes));
        return nodes;
    }

private:
    std::unique_ptr<jass_solver, detail::SolverFree> handle_;
};

}  // namespace jass

#endif  // JASS_HPP
