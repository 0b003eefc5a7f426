//! Claims and the Stöck-Weis-Stich window (RULES.md §5.1), shared by the
//! three games.

use alloc::vec::Vec;

use crate::game::action::Action;
use crate::rules::{SwsOrder, SwsStep, SwsWindow};
use crate::seat::{Seat, Team};
use crate::trick::Trick;

/// Where a claim falls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum WindowClaim {
    /// Judged by Stöck-Weis-Stich once the first trick is complete.
    Sws,
    /// ⚙ `first_trick_both_claim`: the other side may counter-claim.
    AwaitCounter,
    /// Outside the window: play ends at once.
    Outside,
}

/// Whether `seat` has played to the second trick.
pub(crate) fn played_to_second_trick(tricks_done: usize, trick: Trick, seat: Seat) -> bool {
    if tricks_done != 1 {
        return tricks_done > 1;
    }
    trick
        .position_of(seat)
        .is_some_and(|offset| offset < trick.len())
}

/// Where a claim by `side[0]` (whose side is `side`) falls under ⚙
/// `sws_window`, after `tricks_done` complete tricks of the hand (for
/// Schmaus, no draw has happened while `tricks_done == 0`).
pub(crate) fn claim_window(
    window: SwsWindow,
    tricks_done: usize,
    side: &[Seat],
    played_to_second: impl Fn(Seat) -> bool,
) -> WindowClaim {
    let before_second = |seats: &[Seat]| {
        tricks_done == 0 || (tricks_done == 1 && !seats.iter().any(|&s| played_to_second(s)))
    };
    let inside = match window {
        SwsWindow::ClaimantBeforeSecondTrick => before_second(&side[..1]),
        SwsWindow::SideBeforeSecondTrick => before_second(side),
        SwsWindow::FirstTrickBothClaim => {
            return if tricks_done == 0 {
                WindowClaim::AwaitCounter
            } else {
                WindowClaim::Outside
            };
        }
        SwsWindow::BeforeFirstDraw => tricks_done == 0,
    };
    if inside {
        WindowClaim::Sws
    } else {
        WindowClaim::Outside
    }
}

/// The three steps of a Stöck-Weis-Stich count in the order of the rules:
/// which side gains how many points (multiplier applied) at each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct SwsSteps([Option<(SwsStep, Team, u32)>; 3]);

impl SwsSteps {
    pub(crate) fn new(
        order: SwsOrder,
        stoeck: Option<(Team, u32)>,
        weis: Option<(Team, u32)>,
        stich: Option<(Team, u32)>,
    ) -> SwsSteps {
        SwsSteps(order.steps().map(|step| {
            let gain = match step {
                SwsStep::Stoeck => stoeck,
                SwsStep::Weis => weis,
                SwsStep::Stich => stich,
            };
            gain.map(|(team, points)| (step, team, points))
        }))
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = (SwsStep, Team, u32)> + '_ {
        self.0.iter().flatten().copied()
    }
}

/// The claims of the current hand, and where they stand among its actions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct ClaimLog {
    /// A claim waiting for the end of the first trick, to be judged by
    /// Stöck-Weis-Stich.
    pub(crate) sws_claimant: Option<Seat>,
    /// A claim in the first trick waiting for the other side's answer (⚙
    /// `first_trick_both_claim`).
    pub(crate) awaiting_counter: Option<Seat>,
    actions: [Option<(u16, Action)>; 2],
}

impl ClaimLog {
    /// Notes a claim-related action made when the hand had `position`
    /// actions (claims included).
    pub(crate) fn record(&mut self, position: u16, action: Action) {
        if let Some(slot) = self.actions.iter_mut().find(|a| a.is_none()) {
            *slot = Some((position, action));
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.actions.iter().flatten().count()
    }

    /// The hand's actions with the claims put back where they were made.
    pub(crate) fn merge(&self, hand_actions: Vec<Action>) -> Vec<Action> {
        if self.actions[0].is_none() {
            return hand_actions;
        }
        let mut claims = self.actions.iter().flatten().copied().peekable();
        let mut out = Vec::with_capacity(hand_actions.len() + 2);
        for action in hand_actions {
            while let Some(&(position, claim)) = claims.peek() {
                if usize::from(position) > out.len() {
                    break;
                }
                out.push(claim);
                claims.next();
            }
            out.push(action);
        }
        out.extend(claims.map(|(_, claim)| claim));
        out
    }
}
