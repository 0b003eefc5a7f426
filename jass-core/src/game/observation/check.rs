//! Whether an observation is one a game makes ([`Observation::check`]).

use crate::card::{Card, Rank};
use crate::card_set::CardSet;
use crate::game::action::{Action, Expecting};
use crate::seat::{Players, Seat};

use super::{GameKind, Observation};

impl Observation {
    /// Checks that the observation is one a game makes: a game played at
    /// its table, every seat it names at the table, its tricks complete and
    /// led in turn, no card in two places (held, in the trick, played
    /// before), a hand of the size the tricks leave, the seat to act the one
    /// the trick makes, and legal actions of the phase that the observer
    /// can take (cards and melds of its hand; more than claims; every
    /// prediction from 0 to the highest). Reading an observation (serde's
    /// `Deserialize`, [`Observation::from_json`]) checks it so.
    ///
    /// Not checked: what needs the rules or the hidden cards (whether a
    /// card of the hand may follow the trick, whether a meld may be
    /// announced now, the scores).
    ///
    /// # Errors
    ///
    /// The first [`ObservationError`] found.
    ///
    /// # Examples
    ///
    /// ```
    /// use jass_core::{Game, ObservationError, Rules, SchieberGame, Seat};
    ///
    /// let game = SchieberGame::new(Rules::schieber(), 7)?;
    /// let mut observation = game.observation(Seat::S1)?;
    /// assert_eq!(observation.check(), Ok(()));
    /// let card = observation.hand.first().unwrap();
    /// observation.hand = observation.hand.without(card);
    /// assert!(matches!(observation.check(), Err(ObservationError::HandSize { len: 8, .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn check(&self) -> Result<(), ObservationError> {
        self.check_table()?;
        self.check_tricks()?;
        self.check_cards()?;
        self.check_hand()?;
        self.check_phase()?;
        self.check_actions()
    }

    /// Valid rules of the observation's table ([`GameKind::table`]).
    fn check_rules(&self) -> Result<(), ObservationError> {
        self.rules.validate().map_err(ObservationError::Rules)?;
        // A game not played at the rules' table is still at ⚙ `players`.
        let seated = self.game.table(&self.rules).unwrap_or(self.rules.players);
        if seated == self.players {
            Ok(())
        } else {
            Err(ObservationError::RulesTable {
                game: self.game,
                rules: seated,
                players: self.players,
            })
        }
    }

    /// The game at its table, valid rules of that table, every seat named
    /// at the table, nothing for the seats that are not, the talon and the
    /// Coiffeur table of their games only.
    fn check_table(&self) -> Result<(), ObservationError> {
        let players = self.players;
        if !self.game.seats(players) {
            return Err(ObservationError::Table {
                game: self.game,
                players,
            });
        }
        self.check_rules()?;
        let seat = |field, seat: Seat| {
            if players.has_seat(seat) {
                Ok(())
            } else {
                Err(ObservationError::NotAtTable {
                    field,
                    seat,
                    players,
                })
            }
        };
        seat("observer", self.seat)?;
        seat("dealer", self.dealer)?;
        seat("forehand", self.forehand)?;
        let named = [
            ("seat to act", self.to_act),
            ("declarer", self.declarer),
            ("holder of stöck", self.stoeck),
        ];
        for (field, value) in named {
            if let Some(value) = value {
                seat(field, value)?;
            }
        }
        for &(holder, _) in &self.scored_weis {
            seat("holder of a scored weis", holder)?;
        }
        for trick in self.tricks.iter().chain([&self.trick]) {
            if trick.players() != players {
                return Err(ObservationError::TrickTable {
                    trick: trick.players(),
                    players,
                });
            }
            seat("leader of a trick", trick.leader())?;
        }
        if players == Players::Five {
            for (field, value) in [("dealer", self.dealer), ("forehand", self.forehand)] {
                if value == Seat::S4 {
                    return Err(ObservationError::Chnaecht { field });
                }
            }
            if self
                .tricks
                .iter()
                .chain([&self.trick])
                .any(|t| t.leader() == Seat::S4)
            {
                return Err(ObservationError::Chnaecht {
                    field: "leader of a trick",
                });
            }
        }
        for seat in Seat::ALL.into_iter().filter(|&s| !players.has_seat(s)) {
            let field = if !self.known[seat].is_empty() {
                "known"
            } else if self.announced[seat].is_some() {
                "announced"
            } else if self.points_taken[seat] != 0 {
                "points_taken"
            } else if self.totals[seat] != 0 {
                "totals"
            } else if self.predictions[seat].is_some() {
                "predictions"
            } else {
                continue;
            };
            return Err(ObservationError::ValueOffTable {
                field,
                seat,
                players,
            });
        }
        let field = |message| Err(ObservationError::Field { message });
        match (self.game, self.talon, self.coiffeur) {
            (GameKind::Schmaus, None, _) => field("a Schmaus observation has a talon"),
            (GameKind::Coiffeur, _, None) => {
                field("a Coiffeur observation has the table's rows (`coiffeur`)")
            }
            (GameKind::Schmaus, _, _) | (_, None, _) => Ok(()),
            _ => field("only a Schmaus observation has a talon"),
        }?;
        if self.game != GameKind::Coiffeur && self.coiffeur.is_some() {
            return field("only a Coiffeur observation has the table's rows (`coiffeur`)");
        }
        Ok(())
    }

    /// The cards each seat is dealt: the pack shared out, nine in the
    /// two-player games (Jass für zwei's first fan, Schmaus before the
    /// talon), eight with the double pack.
    fn dealt(&self, double: bool) -> usize {
        match (self.game, self.players) {
            (GameKind::Schmaus | GameKind::Zweier, _) => 9,
            (_, Players::Six) if double => 8,
            (_, players) => 36 / players.count(),
        }
    }

    /// The tricks of a hand.
    fn tricks_per_hand(&self, double: bool) -> usize {
        match self.game {
            GameKind::Schmaus | GameKind::Zweier => 18,
            _ => self.dealt(double),
        }
    }

    /// Whether the observation is of the double pack (RULES.md §5.2), as
    /// its rules say (⚙ `packs` at a table of six; Schmaus and Jass für
    /// zwei, played by two, take one pack whatever the rules say).
    pub(crate) fn double_pack(&self) -> bool {
        self.players == Players::Six && self.rules.copies() == 2
    }

    /// The cards the observer holds, both copies counted.
    fn held(&self) -> usize {
        self.hand.len() + self.hand_twice.len()
    }

    /// The cards the observer has played in this hand.
    fn played_by_observer(&self) -> usize {
        let in_trick = self
            .trick
            .position_of(self.seat)
            .is_some_and(|p| p < self.trick.len());
        self.tricks.len() + usize::from(in_trick)
    }

    /// Complete tricks, no more than a hand has, each led by forehand or
    /// the winner of the trick before.
    fn check_tricks(&self) -> Result<(), ObservationError> {
        let players = self.players;
        for (index, trick) in self.tricks.iter().enumerate() {
            if !trick.is_complete() {
                return Err(ObservationError::IncompleteTrick {
                    number: index + 1,
                    len: trick.len(),
                    players,
                });
            }
        }
        if self.trick.is_complete() {
            return Err(ObservationError::TrickComplete);
        }
        let most = self.tricks_per_hand(self.double_pack());
        if self.tricks.len() > most || (self.tricks.len() == most && !self.trick.is_empty()) {
            return Err(ObservationError::TooManyTricks {
                tricks: self.tricks.len() + usize::from(!self.trick.is_empty()),
                most,
            });
        }
        let first = self.tricks.first().unwrap_or(&self.trick);
        // In Coiffeur Schieber the player who chose the row leads.
        let expected = match (self.game, self.declarer) {
            (GameKind::Coiffeur, Some(declarer)) => declarer,
            _ => self.forehand,
        };
        if first.leader() != expected {
            return Err(ObservationError::Leader {
                number: 1,
                leader: first.leader(),
                expected,
            });
        }
        // Mittlere's trump is founded during the play (RULES.md §9.3): its
        // tricks are not checked.
        if self.game == GameKind::Mittlere {
            return Ok(());
        }
        let contract_of = |index: usize| match self.coiffeur.and_then(|c| c.schedule) {
            Some(schedule) => Some(schedule.at(index)),
            None => self.contract,
        };
        for (index, trick) in self.tricks.iter().enumerate() {
            let next = self.tricks.get(index + 1).unwrap_or(&self.trick);
            if let Some(winner) = contract_of(index).and_then(|c| trick.winner(c)) {
                // RULES.md §5.2: when the Chnächt wins a trick, the declarer
                // leads the next one.
                let winner = match (self.players, winner, self.declarer) {
                    (Players::Five, Seat::S4, Some(declarer)) => declarer,
                    _ => winner,
                };
                if next.leader() != winner {
                    return Err(ObservationError::Leader {
                        number: index + 2,
                        leader: next.leader(),
                        expected: winner,
                    });
                }
            }
        }
        Ok(())
    }

    /// No card in two places (more than twice with the double pack),
    /// `played` the cards of the tricks.
    fn check_cards(&self) -> Result<(), ObservationError> {
        let double = self.double_pack();
        if !double {
            for (field, set) in [
                ("hand_twice", self.hand_twice),
                ("played_twice", self.played_twice),
            ] {
                if let Some(card) = set.first() {
                    return Err(ObservationError::Twice {
                        field,
                        card,
                        reason: "but only the double pack (a table of six) holds a card twice",
                    });
                }
            }
        }
        if let Some(card) = (self.hand_twice - self.hand).first() {
            return Err(ObservationError::Twice {
                field: "hand_twice",
                card,
                reason: "which `hand` does not hold",
            });
        }
        // Where each card is, in order: the hand (twice for a second
        // copy), the completed tricks, the trick being played.
        let mut seen: [(u8, &'static str); 36] = [(0, ""); 36];
        let mut once = CardSet::EMPTY;
        let mut twice = CardSet::EMPTY;
        let mut place = |card: Card, place: &'static str, played: bool| {
            let slot = &mut seen[usize::from(card.index())];
            if double {
                if slot.0 >= 2 {
                    return Err(ObservationError::TooManyCopies { card });
                }
                if card.rank() < Rank::Nine {
                    return Err(ObservationError::NotInPack { card });
                }
            } else if slot.0 >= 1 {
                return Err(ObservationError::CardTwice {
                    card,
                    first: slot.1,
                    second: place,
                });
            }
            slot.0 += 1;
            slot.1 = place;
            if played && !once.insert(card) {
                twice = twice.with(card);
            }
            Ok(())
        };
        for card in self.hand.iter().chain(self.hand_twice.iter()) {
            place(card, "in the hand", false)?;
        }
        for trick in &self.tricks {
            for &card in trick.cards() {
                place(card, "in a completed trick", true)?;
            }
        }
        for &card in self.trick.cards() {
            place(card, "in the trick being played", true)?;
        }
        for (field, given, tricks) in [
            ("played", self.played, once),
            ("played_twice", self.played_twice, twice),
        ] {
            if let Some(card) = (tricks - given).first() {
                return Err(ObservationError::Played {
                    field,
                    card,
                    in_tricks: true,
                });
            }
            if let Some(card) = (given - tricks).first() {
                return Err(ObservationError::Played {
                    field,
                    card,
                    in_tricks: false,
                });
            }
        }
        Ok(())
    }

    /// A hand of the size the tricks leave, a Schmaus talon of the cards
    /// they leave in it, the known cards the observer's hand and cards
    /// nobody else holds.
    fn check_hand(&self) -> Result<(), ObservationError> {
        let double = self.double_pack();
        let tricks = self.tricks.len();
        let picked_up = match self.game {
            GameKind::Schmaus => tricks.min(9),
            GameKind::Zweier if tricks >= 9 => 9,
            _ => 0,
        };
        let expected = (self.dealt(double) + picked_up).saturating_sub(self.played_by_observer());
        if self.held() != expected {
            return Err(ObservationError::HandSize {
                seat: self.seat,
                len: self.held(),
                tricks,
                expected,
            });
        }
        if let Some(talon) = self.talon {
            let left = usize::from(talon.face_down) + usize::from(talon.turned_up.is_some());
            if left != 18 - 2 * tricks.min(9) {
                return Err(ObservationError::Field {
                    message: "the talon does not hold the cards the tricks leave in it \
                              (18, two fewer after each of the first nine tricks)",
                });
            }
            if let Some(card) = talon.turned_up
                && (self.hand.contains(card) || self.played.contains(card))
            {
                return Err(ObservationError::Field {
                    message: "the talon's turned-up card is also held or played",
                });
            }
        }
        let mine = self.known[self.seat];
        if let Some(card) = (mine ^ self.hand).first() {
            let reason = if mine.contains(card) {
                "which the observer's hand does not hold"
            } else {
                "but not card of the observer's hand"
            };
            return Err(ObservationError::Known {
                seat: self.seat,
                card,
                reason,
            });
        }
        if !double {
            for (seat, &known) in self.known.iter().filter(|&(s, _)| s != self.seat) {
                let (clash, reason) = if (known & self.hand).is_empty() {
                    (known & self.played, "which has been played")
                } else {
                    (known & self.hand, "which the observer holds")
                };
                if let Some(card) = clash.first() {
                    return Err(ObservationError::Known { seat, card, reason });
                }
            }
        }
        Ok(())
    }

    /// The seat to act and what the game expects fit the game and the
    /// trick.
    fn check_phase(&self) -> Result<(), ObservationError> {
        let expecting = self.expecting;
        let reason = match expecting {
            Expecting::Prediction if self.game != GameKind::Differenzler => {
                Some("only Differenzler asks for predictions")
            }
            Expecting::Declaration | Expecting::Prediction
                if !self.tricks.is_empty() || !self.trick.is_empty() =>
            {
                Some("cards have been played")
            }
            _ => None,
        };
        if let Some(reason) = reason {
            return Err(ObservationError::Expecting { expecting, reason });
        }
        let expected = match expecting {
            Expecting::Nothing => None,
            // Only the seat to act sees weis expected of it.
            Expecting::Weis => Some(self.seat),
            Expecting::Card => self.trick.to_play(),
            _ => self.to_act,
        };
        if self.to_act != expected || self.to_act.is_none() != (expecting == Expecting::Nothing) {
            return Err(ObservationError::ToAct {
                expecting,
                to_act: self.to_act,
                expected,
            });
        }
        if expecting == Expecting::Weis && self.trick.to_play() != Some(self.seat) {
            return Err(ObservationError::ToAct {
                expecting,
                to_act: self.to_act,
                expected: self.trick.to_play(),
            });
        }
        Ok(())
    }

    /// Legal actions only for the seat to act, each of the phase and one
    /// the observer can take, and together the actions a game lists: not
    /// claims alone, and every prediction up to the highest.
    fn check_actions(&self) -> Result<(), ObservationError> {
        let to_act = self.to_act == Some(self.seat);
        if to_act == self.legal_actions.is_empty() {
            return Err(ObservationError::LegalActions {
                seat: self.seat,
                given: !to_act,
            });
        }
        for (index, &action) in self.legal_actions.iter().enumerate() {
            let illegal = |reason| Err(ObservationError::IllegalAction { action, reason });
            if self.legal_actions.as_slice()[..index].contains(&action) {
                return illegal("it is listed twice");
            }
            let phase = match (self.expecting, action) {
                (_, Action::Claim(seat)) => {
                    if !self.players.has_seat(seat) {
                        return illegal("the claimant does not sit at the table");
                    }
                    true
                }
                (Expecting::Declaration, Action::ChooseRow { .. }) => {
                    self.game == GameKind::Coiffeur
                }
                (Expecting::Weis, Action::Announce(meld)) => {
                    if !(meld.cards() - self.hand).is_empty() {
                        return illegal("the meld's cards are not all in the hand");
                    }
                    true
                }
                (Expecting::Card, Action::Play(card)) => {
                    if !self.hand.contains(card) {
                        return illegal("the card is not in the hand");
                    }
                    true
                }
                (Expecting::Weis | Expecting::Card, Action::Rob) => self.game == GameKind::Schmaus,
                (Expecting::Declaration, Action::Declare(_) | Action::Shove)
                | (Expecting::Weis | Expecting::CounterClaim, Action::Pass)
                | (Expecting::Prediction, Action::Predict(_)) => true,
                _ => false,
            };
            if !phase {
                return illegal(match self.expecting {
                    Expecting::Declaration => "a contract or a shove is due",
                    Expecting::Weis => "a weis decision is due",
                    Expecting::Card => "a card is due",
                    Expecting::CounterClaim => "a counter-claim or a pass is due",
                    Expecting::Prediction => "a prediction is due",
                    Expecting::Nothing => "the game is over",
                });
            }
        }
        let of_phase = |reason| {
            Err(ObservationError::ActionsOfPhase {
                seat: self.seat,
                reason,
            })
        };
        if to_act
            && self
                .legal_actions
                .iter()
                .all(|a| matches!(a, Action::Claim(_)))
        {
            return of_phase("claims only, and no action of the phase");
        }
        // Listed once each, the predictions are every one from 0 to the
        // highest when there are one more of them than the highest.
        let (predictions, highest) = self
            .legal_actions
            .iter()
            .filter_map(|&a| match a {
                Action::Predict(points) => Some(points),
                _ => None,
            })
            .fold((0, 0), |(n, high), p| (n + 1, p.max(high)));
        if predictions > 0 && predictions != usize::from(highest) + 1 {
            return of_phase("predictions that are not every one from 0 to the highest");
        }
        Ok(())
    }
}

/// An observation that no game makes: its parts do not fit together
/// ([`Observation::check`]). The message names what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ObservationError {
    /// The game is not played at a table of this many players.
    #[error("{} is not played at a table of {players} players", .game.name())]
    Table {
        /// The game.
        game: GameKind,
        /// The players at the table.
        players: Players,
    },
    /// The rule set is invalid.
    #[error("the observation's rule set is invalid: {0}")]
    Rules(crate::error::RulesError),
    /// The rule set seats another table than the observation's (⚙
    /// `players`; Schmaus and Jass für zwei are played by two).
    #[error("the rules of {} seat {rules} players, but the observation is of a table of {players}", .game.name())]
    RulesTable {
        /// The game.
        game: GameKind,
        /// The table the rules seat.
        rules: Players,
        /// The observation's table.
        players: Players,
    },
    /// A seat the observation names does not sit at the table.
    #[error("the {field} is {seat}, who does not sit at a table of {players} players")]
    NotAtTable {
        /// What the seat is: "observer", "dealer", "leader of a trick"…
        field: &'static str,
        /// The seat.
        seat: Seat,
        /// The players at the table.
        players: Players,
    },
    /// A per-seat value is given for a seat that does not sit at the table.
    #[error("`{field}` has a value for {seat}, who does not sit at a table of {players} players")]
    ValueOffTable {
        /// The field.
        field: &'static str,
        /// The seat.
        seat: Seat,
        /// The players at the table.
        players: Players,
    },
    /// At a table of five the Chnächt (seat 4) is named dealer, forehand or
    /// leader of a trick: it never deals or leads (RULES.md §5.2).
    #[error("the {field} is seat 4, the Chnächt of a table of five, who never deals or leads")]
    Chnaecht {
        /// "dealer", "forehand" or "leader of a trick".
        field: &'static str,
    },
    /// A trick is of another table size than the observation.
    #[error("a trick of {trick} players at a table of {players} players")]
    TrickTable {
        /// The trick's players.
        trick: Players,
        /// The observation's players.
        players: Players,
    },
    /// A completed trick does not hold a card of every player.
    #[error("completed trick {number} holds {}, not {players}", crate::error::count(*.len, "card"))]
    IncompleteTrick {
        /// Its number, 1 for the first.
        number: usize,
        /// The cards it holds.
        len: usize,
        /// The players at the table.
        players: Players,
    },
    /// The trick being played holds a card of every player: a complete
    /// trick is one of the completed tricks.
    #[error("the trick being played is complete: a complete trick is one of the completed tricks")]
    TrickComplete,
    /// More tricks are completed than the hand has.
    #[error("{} are completed, but a hand of this game has {most}", crate::error::count(*.tricks, "trick"))]
    TooManyTricks {
        /// The completed tricks.
        tricks: usize,
        /// The tricks of a hand.
        most: usize,
    },
    /// A trick is led by another seat than the one to lead it: forehand
    /// the first (Coiffeur Schieber: the player who chose the row), the winner of the trick before the others (at a table of
    /// five the declarer when the Chnächt won it).
    #[error("trick {number} is led by {leader}, but {expected} leads it")]
    Leader {
        /// The trick's number, 1 for the first (the trick being played
        /// is the one after the completed ones).
        number: usize,
        /// The seat that led it.
        leader: Seat,
        /// The seat that leads it: forehand, or the winner of the trick
        /// before.
        expected: Seat,
    },
    /// A card is in two places of one pack: the observer's hand, the trick
    /// being played, a completed trick.
    #[error("card {card} is both {first} and {second}")]
    CardTwice {
        /// The card.
        card: Card,
        /// Where it is first: "in the hand", "in a completed trick"…
        first: &'static str,
        /// Where it is again.
        second: &'static str,
    },
    /// With the double pack (RULES.md §5.2), a card is held and played more
    /// than twice, or is not in the pack (a six, seven or eight).
    #[error("card {card} is seen more often than the double pack holds it (twice)")]
    TooManyCopies {
        /// The card.
        card: Card,
    },
    /// With the double pack, a six, seven or eight is held or played.
    #[error("card {card} is not in the double pack (which holds no six, seven or eight)")]
    NotInPack {
        /// The card.
        card: Card,
    },
    /// A card is held or played twice without the double pack (a table of
    /// six, ⚙ `packs`), or `hand_twice` holds a card `hand` does not.
    #[error("`{field}` holds card {card}, {reason}")]
    Twice {
        /// `hand_twice` or `played_twice`.
        field: &'static str,
        /// The card.
        card: Card,
        /// Why it may not be there.
        reason: &'static str,
    },
    /// `played` or `played_twice` does not hold the cards of the tricks.
    #[error("card {card} is {} `{field}` but {} the tricks", if *.in_tricks { "not in" } else { "in" }, if *.in_tricks { "in" } else { "not in" })]
    Played {
        /// `played` or `played_twice`.
        field: &'static str,
        /// The first card that differs.
        card: Card,
        /// Whether the card is in the tricks (and missing from the field)
        /// rather than in the field (and missing from the tricks).
        in_tricks: bool,
    },
    /// The observer's hand holds another number of cards than the game
    /// deals it, less the cards it has played, plus the cards it has
    /// drawn (Schmaus) or picked up (Jass für zwei's second fan).
    #[error("{seat} holds {} after {}, expected {expected}", crate::error::count(*.len, "card"), crate::error::count(*.tricks, "completed trick"))]
    HandSize {
        /// The observer.
        seat: Seat,
        /// The cards it holds (both copies counted).
        len: usize,
        /// The completed tricks.
        tricks: usize,
        /// The cards it should hold.
        expected: usize,
    },
    /// The cards known to be in a hand do not fit: the observer's are not
    /// its hand, or another seat's hold a card the observer holds or that
    /// was played.
    #[error("`known` for {seat} holds card {card}, {reason}")]
    Known {
        /// The seat whose known cards are wrong.
        seat: Seat,
        /// The first card that does not fit.
        card: Card,
        /// Why.
        reason: &'static str,
    },
    /// A Schmaus observation's talon does not hold the cards the tricks
    /// leave in it, or a talon or Coiffeur table is given for another game
    /// or missing.
    #[error("{}", .message)]
    Field {
        /// What is wrong.
        message: &'static str,
    },
    /// The seat to act is not the one the phase and the trick make: the
    /// next to play to the trick while a card is due, nobody once the game
    /// is over.
    #[error("the seat to act is {}, but {} is to act while the game expects {}", seat_name(*.to_act), seat_name(*.expected), .expecting.name())]
    ToAct {
        /// What the game expects.
        expecting: Expecting,
        /// The seat to act given.
        to_act: Option<Seat>,
        /// The seat to act the trick makes.
        expected: Option<Seat>,
    },
    /// The game expects something it never expects (a prediction outside
    /// Differenzler), or a contract, weis decision or prediction while
    /// cards have been played.
    #[error("{reason}, but the observation expects {}", .expecting.name())]
    Expecting {
        /// What the observation expects.
        expecting: Expecting,
        /// Why it cannot.
        reason: &'static str,
    },
    /// The observer has legal actions but is not to act, or is to act and
    /// has none.
    #[error("{seat} {}", if *.given { "has legal actions but is not to act" } else { "is to act but has no legal action" })]
    LegalActions {
        /// The observer.
        seat: Seat,
        /// Whether actions are given (to a seat not to act).
        given: bool,
    },
    /// The legal actions of the seat to act are not those a game lists:
    /// claims only, where a game always lists an action of the phase as
    /// well, or predictions other than every one from 0 to the highest.
    #[error("the legal actions of {seat} are none a game lists: {reason}")]
    ActionsOfPhase {
        /// The observer.
        seat: Seat,
        /// What is wrong with them.
        reason: &'static str,
    },
    /// A legal action is not legal: not an action of the phase, a card not
    /// in the hand, a meld of cards not in the hand, a claim by a seat not
    /// at the table, an action listed twice.
    #[error("legal action {action} is not legal: {reason}")]
    IllegalAction {
        /// The action.
        action: Action,
        /// Why.
        reason: &'static str,
    },
}

/// A seat, or nobody, as [`ObservationError::ToAct`] names it.
fn seat_name(seat: Option<Seat>) -> alloc::string::String {
    match seat {
        Some(seat) => alloc::format!("{seat}"),
        None => "nobody".into(),
    }
}
