//! The running score of a game and how it ends (RULES.md §5.1): the target,
//! claims, Stöck-Weis-Stich, schneider, Bergpreis and Bärger.

use crate::game::end::SwsSteps;
use crate::rules::{ClaimCounts, EndMode, Rules, SwsStep};
use crate::seat::{ByTeam, Seat, Team};

/// What a written score is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ScoreKind {
    /// Weis.
    Weis,
    /// Stöck.
    Stoeck,
    /// Card points of the tricks taken, with the last-trick bonus and the
    /// match bonus.
    Cards,
}

/// One score written on the slate, multiplier applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ScoreEntry {
    /// The hand it was scored in (0 = the first hand of the game).
    pub hand: u16,
    /// The side that scored.
    pub team: Team,
    /// What it was for.
    pub kind: ScoreKind,
    /// The points, multiplier applied.
    pub points: u32,
}

/// The scores written during one hand, stored inline and `Copy`, so that a
/// game state copies with a `memcpy`.
///
/// A hand writes at most one weis entry per announcing trick (ten in
/// Schmaus), stöck once, and the cards of each side: sixteen slots are
/// enough. Should a hand ever write more, the extra points are added to the
/// side's last entry of the same kind, so no point is lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct HandEntries {
    items: [ScoreEntry; 16],
    len: u8,
}

impl HandEntries {
    const BLANK: ScoreEntry = ScoreEntry {
        hand: 0,
        team: Team::T0,
        kind: ScoreKind::Cards,
        points: 0,
    };

    pub(crate) const fn new() -> HandEntries {
        HandEntries {
            items: [HandEntries::BLANK; 16],
            len: 0,
        }
    }

    pub(crate) fn push(&mut self, entry: ScoreEntry) {
        if let Some(slot) = self.items.get_mut(usize::from(self.len)) {
            *slot = entry;
            self.len += 1;
        } else if let Some(same) = self
            .items
            .iter_mut()
            .rev()
            .find(|e| e.team == entry.team && e.kind == entry.kind)
        {
            same.points = same.points.saturating_add(entry.points);
        } else if let Some(last) = self.items.last_mut() {
            last.points = last.points.saturating_add(entry.points);
        }
    }

    /// Takes `points` back from the last entry of `team` and `kind`,
    /// dropping it once nothing is left.
    pub(crate) fn take_back(&mut self, team: Team, kind: ScoreKind, points: u32) {
        let len = usize::from(self.len);
        if let Some(i) = self.items[..len]
            .iter()
            .rposition(|e| e.team == team && e.kind == kind)
        {
            self.items[i].points = self.items[i].points.saturating_sub(points);
            if self.items[i].points == 0 {
                self.items.copy_within(i + 1..len, i);
                self.len -= 1;
            }
        }
    }

    pub(crate) fn iter(&self) -> core::slice::Iter<'_, ScoreEntry> {
        self.items[..usize::from(self.len)].iter()
    }

    pub(crate) fn clear(&mut self) {
        self.len = 0;
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum EndReason {
    /// The winner reached the target first (⚙ `end_mode = automatic`).
    Target,
    /// A valid claim: the claimant's side had reached the target.
    ValidClaim,
    /// An invalid claim: the claimant's side had not reached the target and
    /// loses.
    InvalidClaim,
    /// Coiffeur Schieber: both teams have played every row; the higher
    /// total wins.
    RowsPlayed,
    /// Coiffeur Schieber: both teams have played every row with equal
    /// totals: a draw (`winner` is then team 0 and means nothing).
    RowsTied,
    /// A claim judged by Stöck-Weis-Stich: the winner reached the target at
    /// this step of the count.
    StoeckWeisStich(SwsStep),
    /// A claim judged by Stöck-Weis-Stich in which nobody reached the target:
    /// the claimant's side loses.
    SwsNobodyReached,
    /// A game where each player plays on their own ended after its ⚙
    /// `hands` (Differenzler, Hindersi, Mittlere); the places are
    /// [`Game::places`](crate::Game::places).
    HandsPlayed,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GameResult {
    /// The winning side.
    pub winner: Team,
    /// The loser had less than half the target when the winner reached it
    /// (⚙ `schneider`): a double loss.
    pub schneider: bool,
    /// Why the game ended.
    pub reason: EndReason,
    /// The seat that claimed, if a claim ended the game.
    pub claimant: Option<Seat>,
    /// The scores at the moment the game was decided.
    pub scores: ByTeam<u32>,
}

/// Side prizes recorded along the way (⚙ `bergpreis`, ⚙ `baerger`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Milestones {
    /// The first side to reach half the target.
    pub bergpreis: Option<Team>,
    /// The first side to reach the Bärger score.
    pub baerger: Option<Team>,
}

/// The scores of a game in progress.
///
/// `written` is what stands on the slate; `pending` is credited to a side in
/// the current hand but not yet written (tricks taken, stöck held). The
/// credited score, `written + pending`, is what a careful player counts and
/// what [`EndMode::Automatic`] judges.
///
/// Under validated rules no score reaches `u32::MAX` while the game can
/// still be decided by reaching the target; under ⚙ `end_mode = claims` a
/// game nobody claims goes on, and scores (and the hand number) then stop
/// at their maximum instead of overflowing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(
    clippy::struct_excessive_bools,
    reason = "copies of yes/no rule options"
)]
pub(crate) struct Scoreboard {
    target: u32,
    automatic: bool,
    schneider: bool,
    bergpreis: bool,
    baerger: Option<u32>,
    written: ByTeam<u32>,
    pending: ByTeam<u32>,
    /// The part of `pending` that is stöck: it counts for its holder on any
    /// claim, whichever side's tricks count (RULES.md §5.1).
    pending_stoeck: ByTeam<u32>,
    /// While a Stöck-Weis-Stich count runs, every gain is judged.
    counting_sws: bool,
    milestones: Milestones,
    result: Option<GameResult>,
    hand: u16,
}

impl Scoreboard {
    pub(crate) fn new(rules: &Rules) -> Scoreboard {
        Scoreboard {
            target: rules.target,
            automatic: rules.end_mode == EndMode::Automatic,
            schneider: rules.schneider,
            bergpreis: rules.bergpreis,
            baerger: rules.baerger,
            written: ByTeam([0; 2]),
            pending: ByTeam([0; 2]),
            pending_stoeck: ByTeam([0; 2]),
            counting_sws: false,
            milestones: Milestones::default(),
            result: None,
            hand: 0,
        }
    }

    /// The board of a session that ends when its hands are played (Coiffeur
    /// Schieber, [`Scoreboard::close_session`]): no target, no schneider,
    /// no side prizes.
    pub(crate) const fn session() -> Scoreboard {
        Scoreboard {
            target: u32::MAX,
            automatic: false,
            schneider: false,
            bergpreis: false,
            baerger: None,
            written: ByTeam([0; 2]),
            pending: ByTeam([0; 2]),
            pending_stoeck: ByTeam([0; 2]),
            counting_sws: false,
            milestones: Milestones {
                bergpreis: None,
                baerger: None,
            },
            result: None,
            hand: 0,
        }
    }

    /// Ends a session once its last hand is written: the higher total
    /// wins; equal totals are a draw.
    pub(crate) fn close_session(&mut self) {
        let scores = self.written;
        let (winner, reason) = match scores[Team::T0].cmp(&scores[Team::T1]) {
            core::cmp::Ordering::Less => (Team::T1, EndReason::RowsPlayed),
            core::cmp::Ordering::Greater => (Team::T0, EndReason::RowsPlayed),
            core::cmp::Ordering::Equal => (Team::T0, EndReason::RowsTied),
        };
        self.result = Some(GameResult {
            winner,
            schneider: false,
            reason,
            claimant: None,
            scores,
        });
        // The hand just written stays the current one, as in a game
        // decided by reaching the target.
        self.hand = self.hand.saturating_sub(1);
    }

    /// The stöck each side has been credited but not yet written (held,
    /// not yet announced).
    pub(crate) const fn pending_stoeck(&self) -> ByTeam<u32> {
        self.pending_stoeck
    }

    /// The credited scores: written plus pending.
    pub(crate) fn scores(&self) -> ByTeam<u32> {
        ByTeam::from_fn(|t| self.written[t].saturating_add(self.pending[t]))
    }

    pub(crate) const fn written(&self) -> ByTeam<u32> {
        self.written
    }

    pub(crate) const fn result(&self) -> Option<GameResult> {
        self.result
    }

    pub(crate) const fn milestones(&self) -> Milestones {
        self.milestones
    }

    pub(crate) const fn hand(&self) -> u16 {
        self.hand
    }

    pub(crate) const fn is_over(&self) -> bool {
        self.result.is_some()
    }

    /// Credits points not yet written (a trick taken).
    pub(crate) fn gain_pending(&mut self, team: Team, points: u32) {
        if self.is_over() || points == 0 {
            return;
        }
        self.pending[team] = self.pending[team].saturating_add(points);
        self.after_gain(team, None);
    }

    /// Takes back points credited but not yet written (Coiffeur Schieber:
    /// a match scores its fixed total, less than the tricks' points).
    pub(crate) fn lose_pending(&mut self, team: Team, points: u32) {
        if self.is_over() {
            return;
        }
        self.pending[team] = self.pending[team].saturating_sub(points);
    }

    /// Credits stöck held but not yet written; [`Scoreboard::settle`] with
    /// [`ScoreKind::Stoeck`] writes it.
    pub(crate) fn gain_pending_stoeck(&mut self, team: Team, points: u32) {
        if self.is_over() || points == 0 {
            return;
        }
        self.pending_stoeck[team] = self.pending_stoeck[team].saturating_add(points);
        self.gain_pending(team, points);
    }

    /// Writes points on the slate at once (weis, stöck recorded without
    /// having been credited before).
    pub(crate) fn write(
        &mut self,
        entries: &mut HandEntries,
        team: Team,
        kind: ScoreKind,
        points: u32,
    ) {
        if self.is_over() || points == 0 {
            return;
        }
        self.enter(entries, team, kind, points);
        self.after_gain(team, None);
    }

    /// Writes `points` of a side's pending credit on the slate (stöck
    /// recorded after being credited; the cards at the end of a hand).
    /// Stöck is written only as far as it was credited as stöck: a count
    /// that stopped before its stöck step (RULES.md §5.1) leaves none, and
    /// the trick's points stay card points.
    pub(crate) fn settle(
        &mut self,
        entries: &mut HandEntries,
        team: Team,
        kind: ScoreKind,
        points: u32,
    ) {
        let mut points = points.min(self.pending[team]);
        if kind == ScoreKind::Stoeck {
            points = points.min(self.pending_stoeck[team]);
        }
        if points == 0 {
            return;
        }
        self.pending[team] -= points;
        if kind == ScoreKind::Stoeck {
            self.pending_stoeck[team] = self.pending_stoeck[team].saturating_sub(points);
        }
        self.enter(entries, team, kind, points);
    }

    /// Adds `points` to a side's written score and enters them on the
    /// slate of this hand.
    fn enter(&mut self, entries: &mut HandEntries, team: Team, kind: ScoreKind, points: u32) {
        self.written[team] = self.written[team].saturating_add(points);
        entries.push(ScoreEntry {
            hand: self.hand,
            team,
            kind,
            points,
        });
    }

    /// Ends the current hand: stöck credited but not yet recorded (a game
    /// decided before its holder announced it) is written as stöck, and
    /// whatever else is pending as card points.
    pub(crate) fn end_hand(&mut self, entries: &mut HandEntries) {
        for team in Team::ALL {
            let stoeck = self.pending_stoeck[team];
            self.settle(entries, team, ScoreKind::Stoeck, stoeck);
            let points = self.pending[team];
            self.settle(entries, team, ScoreKind::Cards, points);
            self.pending_stoeck[team] = 0;
        }
        if !self.is_over() {
            self.hand = self.hand.saturating_add(1);
        }
    }

    /// Runs the Stöck-Weis-Stich count at the end of the first trick: the
    /// steps are added in the order of the rules (stöck and the trick as
    /// pending credit, weis written at once). With `judge` (the automatic
    /// mode, or a claim in the window) each step is judged as it is added;
    /// with `claimant`, a count in which nobody reaches the target ends the
    /// game against the claimant.
    pub(crate) fn count_sws(
        &mut self,
        entries: &mut HandEntries,
        steps: &SwsSteps,
        judge: bool,
        claimant: Option<Seat>,
    ) {
        if self.is_over()
            || claimant.is_some_and(|seat| self.decided_before_count(self.scores(), seat))
        {
            return;
        }
        self.counting_sws = judge;
        for (step, team, points) in steps.iter() {
            if self.is_over() {
                // RULES.md §5.1: once a side reaches the target, later steps
                // are not added.
                break;
            }
            if step == SwsStep::Weis {
                self.enter(entries, team, ScoreKind::Weis, points);
            } else {
                self.pending[team] = self.pending[team].saturating_add(points);
                if step == SwsStep::Stoeck {
                    self.pending_stoeck[team] = self.pending_stoeck[team].saturating_add(points);
                }
            }
            self.after_gain(team, Some(step));
        }
        self.counting_sws = false;
        self.close_sws_claim(claimant);
    }

    /// A claim in the Stöck-Weis-Stich window made after the first trick
    /// (the claimant had not yet played to the second): the count is
    /// replayed from the scores at the start of the hand. The first
    /// trick's count was added without judging it; the steps after the
    /// one that decides (all of them if a side stood at the target before
    /// the count) are taken back, so that they are not added, also on the
    /// slate (RULES.md §5.1 and its appendix).
    pub(crate) fn decide_sws(
        &mut self,
        entries: &mut HandEntries,
        hand_start: ByTeam<u32>,
        steps: &SwsSteps,
        claimant: Seat,
    ) {
        let mut decided = self.decided_before_count(hand_start, claimant);
        let mut running = hand_start;
        for (step, team, points) in steps.iter() {
            if decided {
                self.take_back(entries, step, team, points);
                continue;
            }
            running[team] = running[team].saturating_add(points);
            if running[team] >= self.target {
                self.result = Some(GameResult {
                    winner: team,
                    schneider: self.is_schneider(team, running),
                    reason: EndReason::StoeckWeisStich(step),
                    claimant: Some(claimant),
                    scores: running,
                });
                decided = true;
            }
        }
        if !decided {
            self.close_sws_claim(Some(claimant));
        }
    }

    /// Takes back a step of the first trick's count added without judging
    /// it: weis from the slate, stöck from the pending credit or, once
    /// recorded, from the slate, the trick from the pending credit.
    fn take_back(&mut self, entries: &mut HandEntries, step: SwsStep, team: Team, points: u32) {
        let written = match step {
            SwsStep::Weis => Some(ScoreKind::Weis),
            SwsStep::Stoeck if self.pending_stoeck[team] < points => Some(ScoreKind::Stoeck),
            SwsStep::Stoeck => {
                self.pending_stoeck[team] -= points;
                None
            }
            SwsStep::Stich => None,
        };
        if let Some(kind) = written {
            self.written[team] = self.written[team].saturating_sub(points);
            entries.take_back(team, kind, points);
        } else {
            self.pending[team] = self.pending[team].saturating_sub(points);
        }
    }

    /// A claim judged by Stöck-Weis-Stich when a side already stands at the
    /// target before the count (both sides went over at the end of the last
    /// hand and nobody claimed, RULES.md §5.1): that side reached it first.
    /// If it is the claimant's, the claim is valid; otherwise the claimant
    /// loses. `false` if neither side stands at the target.
    fn decided_before_count(&mut self, scores: ByTeam<u32>, claimant: Seat) -> bool {
        let side = claimant.team();
        let (winner, reason) = if scores[side] >= self.target {
            (side, EndReason::ValidClaim)
        } else if scores[side.other()] >= self.target {
            (side.other(), EndReason::InvalidClaim)
        } else {
            return false;
        };
        self.result = Some(GameResult {
            winner,
            schneider: self.is_schneider(winner, scores),
            reason,
            claimant: Some(claimant),
            scores,
        });
        true
    }

    fn close_sws_claim(&mut self, claimant: Option<Seat>) {
        let Some(seat) = claimant else {
            return;
        };
        match &mut self.result {
            Some(result) => result.claimant = Some(seat),
            None => {
                self.result = Some(GameResult {
                    winner: seat.team().other(),
                    schneider: false,
                    reason: EndReason::SwsNobodyReached,
                    claimant: Some(seat),
                    scores: self.scores(),
                });
            }
        }
    }

    /// Judges a claim outside the Stöck-Weis-Stich window: play has ended;
    /// `unwritten` is what each side may still count beyond its pending
    /// credit (stöck held but not yet credited). ⚙ `claim_counts` decides
    /// whose tricks count (under `claimant_only` only the claimant's side
    /// counts its pending trick points); stöck counts for whichever side
    /// held it in both cases, so it can decide schneider (RULES.md §5.1).
    pub(crate) fn judge_claim(
        &mut self,
        entries: &mut HandEntries,
        claimant: Seat,
        unwritten: ByTeam<u32>,
        counts: ClaimCounts,
    ) {
        let side = claimant.team();
        for team in Team::ALL {
            self.pending[team] = self.pending[team].saturating_add(unwritten[team]);
            self.pending_stoeck[team] = self.pending_stoeck[team].saturating_add(unwritten[team]);
            let stoeck = self.pending_stoeck[team];
            self.settle(entries, team, ScoreKind::Stoeck, stoeck);
            if counts == ClaimCounts::BothSides || team == side {
                let tricks = self.pending[team];
                self.settle(entries, team, ScoreKind::Cards, tricks);
            } else {
                self.pending[team] = 0;
            }
        }
        let scores = self.written;
        let valid = scores[side] >= self.target;
        let winner = if valid { side } else { side.other() };
        self.result = Some(GameResult {
            winner,
            schneider: self.is_schneider(winner, scores),
            reason: if valid {
                EndReason::ValidClaim
            } else {
                EndReason::InvalidClaim
            },
            claimant: Some(claimant),
            scores,
        });
    }

    fn is_schneider(&self, winner: Team, scores: ByTeam<u32>) -> bool {
        self.schneider
            && scores[winner] >= self.target
            && u64::from(scores[winner.other()]) * 2 < u64::from(self.target)
    }

    fn after_gain(&mut self, team: Team, step: Option<SwsStep>) {
        let scores = self.scores();
        if self.bergpreis
            && self.milestones.bergpreis.is_none()
            && u64::from(scores[team]) * 2 >= u64::from(self.target)
        {
            self.milestones.bergpreis = Some(team);
        }
        if let Some(baerger) = self.baerger
            && self.milestones.baerger.is_none()
            && scores[team] >= baerger
        {
            self.milestones.baerger = Some(team);
        }
        if (self.automatic || self.counting_sws)
            && self.result.is_none()
            && scores[team] >= self.target
        {
            self.result = Some(GameResult {
                winner: team,
                schneider: self.is_schneider(team, scores),
                reason: step.map_or(EndReason::Target, EndReason::StoeckWeisStich),
                claimant: None,
                scores,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::SwsOrder;

    fn board(target: u32) -> Scoreboard {
        Scoreboard::new(&Rules::schieber().with_target(target))
    }

    /// A board of target 100 in the claims mode after the first trick's
    /// count was added without judging it.
    fn counted_unjudged(steps: &SwsSteps) -> (Scoreboard, HandEntries) {
        let mut board = board(100);
        board.automatic = false;
        let mut entries = HandEntries::new();
        board.count_sws(&mut entries, steps, false, None);
        (board, entries)
    }

    #[test]
    fn a_full_slate_adds_extra_points_to_the_sides_last_entry_of_the_same_kind() {
        // No point is lost when a hand writes more than sixteen entries:
        // the extra goes to the same side's last entry of the same kind,
        // not to another side's or another kind's.
        let entry = |team, kind, points| ScoreEntry {
            hand: 0,
            team,
            kind,
            points,
        };
        let mut entries = HandEntries::new();
        entries.push(entry(Team::T1, ScoreKind::Weis, 50));
        for _ in 0..14 {
            entries.push(entry(Team::T1, ScoreKind::Cards, 1));
        }
        entries.push(entry(Team::T0, ScoreKind::Weis, 20));
        entries.push(entry(Team::T1, ScoreKind::Weis, 100));
        let points: alloc::vec::Vec<_> = entries.iter().map(|e| e.points).collect();
        assert_eq!(points.len(), 16);
        assert_eq!((points[0], points[14], points[15]), (150, 1, 20));
        // With no entry of the same side and kind, the last one takes it.
        entries.push(entry(Team::T0, ScoreKind::Stoeck, 40));
        assert_eq!(entries.iter().last().map(|e| e.points), Some(60));
    }

    #[test]
    fn stoeck_weis_stich_stops_adding_once_a_side_reaches_the_target() {
        // RULES.md §5.1: weis takes team 0 to the target; the trick that team
        // 1 took is not added afterwards.
        let mut board = board(100);
        let mut entries = HandEntries::new();
        let steps = SwsSteps::new(
            SwsOrder::default(),
            Some((Team::T1, 20)),
            Some((Team::T0, 100)),
            Some((Team::T1, 90)),
        );
        board.count_sws(&mut entries, &steps, true, None);
        let result = board.result().unwrap();
        assert_eq!(result.winner, Team::T0);
        assert_eq!(result.reason, EndReason::StoeckWeisStich(SwsStep::Weis));
        assert_eq!(board.scores(), ByTeam([100, 20]));
        // Schneider is judged at that moment: 20 < 50.
        assert!(result.schneider);
    }

    #[test]
    fn a_claimant_already_at_the_target_wins_before_the_count() {
        // RULES.md §5.1: both sides went over the target at the end of a
        // hand and nobody claimed; the first to claim wins, even inside the
        // Stöck-Weis-Stich window where the other side takes the first trick.
        let steps = SwsSteps::new(SwsOrder::default(), None, None, Some((Team::T0, 30)));
        for claimant in [Seat::S1, Seat::S0] {
            let mut counted = board(100);
            counted.written = ByTeam([120, 110]);
            let mut entries = HandEntries::new();
            counted.count_sws(&mut entries, &steps, true, Some(claimant));
            let result = counted.result().unwrap();
            assert_eq!(result.winner, claimant.team());
            assert_eq!(result.reason, EndReason::ValidClaim);
            // The same claim after the first trick, whose count was added
            // without judging it: taken back.
            let mut late = board(100);
            late.written = ByTeam([120, 110]);
            let mut entries = HandEntries::new();
            late.count_sws(&mut entries, &steps, false, None);
            late.decide_sws(&mut entries, ByTeam([120, 110]), &steps, claimant);
            assert_eq!(late.result(), Some(result));
            assert_eq!(late.scores(), ByTeam([120, 110]));
        }
        // A claimant below the target loses to a side already over it.
        let mut counted = board(100);
        counted.written = ByTeam([120, 10]);
        counted.count_sws(&mut HandEntries::new(), &steps, true, Some(Seat::S1));
        let result = counted.result().unwrap();
        assert_eq!(
            (result.winner, result.reason),
            (Team::T0, EndReason::InvalidClaim)
        );
    }

    #[test]
    fn a_claim_after_the_first_trick_takes_back_the_steps_after_the_deciding_one() {
        // RULES.md §5.1 and its appendix: later steps are not added, also
        // on the slate. The first trick's count (stöck for side 1, the
        // trick for side 0, then weis for side 1) was added unjudged; a
        // claim before the claimant's second card replays it: side 0
        // reaches the target with the trick, and side 1's weis goes.
        let order = SwsOrder::new([SwsStep::Stoeck, SwsStep::Stich, SwsStep::Weis]).unwrap();
        let steps = SwsSteps::new(
            order,
            Some((Team::T1, 20)),
            Some((Team::T1, 40)),
            Some((Team::T0, 100)),
        );
        for recorded in [false, true] {
            let (mut board, mut entries) = counted_unjudged(&steps);
            if recorded {
                board.settle(&mut entries, Team::T1, ScoreKind::Stoeck, 20);
            }
            assert_eq!(board.scores(), ByTeam([100, 60]));
            board.decide_sws(&mut entries, ByTeam([0, 0]), &steps, Seat::S0);
            let result = board.result().unwrap();
            assert_eq!(
                (result.winner, result.reason, result.scores),
                (
                    Team::T0,
                    EndReason::StoeckWeisStich(SwsStep::Stich),
                    ByTeam([100, 20])
                )
            );
            assert_eq!(board.scores(), result.scores, "recorded: {recorded}");
            board.end_hand(&mut entries);
            assert_eq!(board.written(), result.scores);
            assert!(entries.iter().all(|e| e.kind != ScoreKind::Weis));
        }
        // Stöck after the deciding step goes too, recorded or not.
        let order = SwsOrder::new([SwsStep::Stich, SwsStep::Weis, SwsStep::Stoeck]).unwrap();
        let steps = SwsSteps::new(order, Some((Team::T1, 20)), None, Some((Team::T0, 100)));
        for recorded in [false, true] {
            let (mut board, mut entries) = counted_unjudged(&steps);
            if recorded {
                board.settle(&mut entries, Team::T1, ScoreKind::Stoeck, 20);
            }
            board.decide_sws(&mut entries, ByTeam([0, 0]), &steps, Seat::S0);
            board.end_hand(&mut entries);
            assert_eq!(board.written(), ByTeam([100, 0]), "recorded: {recorded}");
            assert!(entries.iter().all(|e| e.team == Team::T0));
        }
    }

    #[test]
    fn stoeck_taken_back_after_the_deciding_step_leaves_the_trick_as_card_points() {
        // RULES.md §5.1: in the order Stich, Weis, Stöck, side 1 takes the
        // first trick, side 0's weis reaches the target, and side 1's stöck
        // after it is not added. A claim after the first trick takes the
        // unrecorded stöck back: side 1 keeps its trick as card points, not
        // as stöck.
        let order = SwsOrder::new([SwsStep::Stich, SwsStep::Weis, SwsStep::Stoeck]).unwrap();
        let steps = SwsSteps::new(
            order,
            Some((Team::T1, 20)),
            Some((Team::T0, 100)),
            Some((Team::T1, 30)),
        );
        let (mut board, mut entries) = counted_unjudged(&steps);
        board.decide_sws(&mut entries, ByTeam([0, 0]), &steps, Seat::S0);
        assert_eq!(
            board.result().map(|r| r.reason),
            Some(EndReason::StoeckWeisStich(SwsStep::Weis))
        );
        assert_eq!(board.pending_stoeck(), ByTeam([0, 0]));
        board.end_hand(&mut entries);
        let kinds: alloc::vec::Vec<_> =
            entries.iter().map(|e| (e.team, e.kind, e.points)).collect();
        assert_eq!(
            kinds,
            [
                (Team::T0, ScoreKind::Weis, 100),
                (Team::T1, ScoreKind::Cards, 30)
            ]
        );
    }

    #[test]
    fn stoeck_credited_but_not_recorded_is_written_as_stoeck_when_the_game_ends() {
        // The Stöck-Weis-Stich count credits side 1's stöck and decides
        // the game for side 0 with the trick; the stöck, never announced,
        // is written as stöck, not as card points.
        let mut board = board(100);
        let mut entries = HandEntries::new();
        let steps = SwsSteps::new(
            SwsOrder::default(),
            Some((Team::T1, 20)),
            None,
            Some((Team::T0, 100)),
        );
        board.count_sws(&mut entries, &steps, true, None);
        board.end_hand(&mut entries);
        let kinds: alloc::vec::Vec<_> =
            entries.iter().map(|e| (e.team, e.kind, e.points)).collect();
        assert_eq!(
            kinds,
            [
                (Team::T0, ScoreKind::Cards, 100),
                (Team::T1, ScoreKind::Stoeck, 20)
            ]
        );
    }

    #[test]
    fn stoeck_recorded_after_a_count_that_stopped_before_it_is_not_written() {
        // Stöck-Weis-Stich in the order Stich, Weis, Stöck: the weis takes
        // side 0 to the target, so its stöck is not added (RULES.md §5.1:
        // later steps are not added, also on the slate). Stöck recorded in
        // the same trick (⚙ `stoeck_timing = until_count`, shown in the
        // weis) must not turn the trick's points into stöck.
        let mut board = board(100);
        let mut entries = HandEntries::new();
        let order = SwsOrder::new([SwsStep::Stich, SwsStep::Weis, SwsStep::Stoeck]).unwrap();
        let steps = SwsSteps::new(
            order,
            Some((Team::T0, 20)),
            Some((Team::T0, 20)),
            Some((Team::T0, 85)),
        );
        board.count_sws(&mut entries, &steps, true, None);
        let result = board.result().unwrap();
        assert_eq!(result.reason, EndReason::StoeckWeisStich(SwsStep::Weis));
        board.settle(&mut entries, Team::T0, ScoreKind::Stoeck, 20);
        board.end_hand(&mut entries);
        let kinds: alloc::vec::Vec<_> =
            entries.iter().map(|e| (e.team, e.kind, e.points)).collect();
        assert_eq!(
            kinds,
            [
                (Team::T0, ScoreKind::Weis, 20),
                (Team::T0, ScoreKind::Cards, 85)
            ]
        );
        assert_eq!(board.scores(), ByTeam([105, 0]));
    }

    #[test]
    fn the_order_of_the_count_decides_who_reaches_first() {
        let mut board = board(100);
        let mut entries = HandEntries::new();
        let order = SwsOrder::new([SwsStep::Stich, SwsStep::Weis, SwsStep::Stoeck]).unwrap();
        let steps = SwsSteps::new(order, None, Some((Team::T0, 100)), Some((Team::T1, 100)));
        board.count_sws(&mut entries, &steps, true, None);
        assert_eq!(board.result().unwrap().winner, Team::T1);
    }

    #[test]
    fn a_claim_in_the_window_that_nobody_reaches_loses_for_the_claimant() {
        let mut board = board(1000);
        let mut entries = HandEntries::new();
        let steps = SwsSteps::new(
            SwsOrder::default(),
            None,
            Some((Team::T0, 100)),
            Some((Team::T1, 30)),
        );
        board.count_sws(&mut entries, &steps, true, Some(Seat::S2));
        let result = board.result().unwrap();
        assert_eq!(
            (result.winner, result.reason),
            (Team::T1, EndReason::SwsNobodyReached)
        );
        assert_eq!(result.claimant, Some(Seat::S2));
    }

    #[test]
    fn claimant_only_drops_the_other_sides_tricks_but_not_its_stoeck() {
        // RULES.md §5.1: ⚙ claim_counts decides whose tricks count; stöck
        // counts for whoever held it, credited or not yet, and saves side 1
        // from schneider (20 is half the target).
        let rules = Rules::schieber()
            .with_end_mode(EndMode::Claims)
            .with_target(40);
        for (credited, unwritten) in [(true, ByTeam([0, 0])), (false, ByTeam([0, 20]))] {
            let mut board = Scoreboard::new(&rules);
            let mut entries = HandEntries::new();
            board.gain_pending(Team::T0, 110);
            board.gain_pending(Team::T1, 30);
            if credited {
                board.gain_pending_stoeck(Team::T1, 20);
            }
            board.judge_claim(&mut entries, Seat::S0, unwritten, ClaimCounts::ClaimantOnly);
            let result = board.result().unwrap();
            assert_eq!(result.scores, ByTeam([110, 20]), "credited: {credited}");
            assert!(!result.schneider);
            let kinds: alloc::vec::Vec<_> =
                entries.iter().map(|e| (e.team, e.kind, e.points)).collect();
            assert_eq!(
                kinds,
                [
                    (Team::T0, ScoreKind::Cards, 110),
                    (Team::T1, ScoreKind::Stoeck, 20)
                ]
            );
        }
    }

    #[test]
    fn side_prizes_go_to_the_first_side_to_reach_them() {
        let rules = Rules::schieber()
            .with_bergpreis(true)
            .with_baerger(Some(120))
            .with_target(200);
        let mut board = Scoreboard::new(&rules);
        board.gain_pending(Team::T1, 100);
        board.gain_pending(Team::T0, 130);
        assert_eq!(board.milestones().bergpreis, Some(Team::T1));
        assert_eq!(board.milestones().baerger, Some(Team::T0));
    }

    #[test]
    fn scores_and_the_hand_number_stop_at_their_maximum() {
        // ⚙ end_mode = claims: a game nobody claims goes on forever.
        let rules = Rules::schieber()
            .with_end_mode(EndMode::Claims)
            .with_bergpreis(true)
            .with_target(Rules::MAX_TARGET);
        let mut board = Scoreboard::new(&rules);
        let mut entries = HandEntries::new();
        board.hand = u16::MAX;
        board.write(&mut entries, Team::T0, ScoreKind::Cards, u32::MAX - 5);
        board.gain_pending(Team::T0, 100);
        board.gain_pending(Team::T1, u32::MAX);
        assert_eq!(board.scores(), ByTeam([u32::MAX, u32::MAX]));
        assert_eq!(board.milestones().bergpreis, Some(Team::T0));
        board.end_hand(&mut entries);
        assert_eq!(board.hand(), u16::MAX);
        assert_eq!(board.written(), ByTeam([u32::MAX, u32::MAX]));
        // Schneider compares twice the loser's score with the target
        // without overflowing.
        assert!(!board.is_schneider(Team::T0, ByTeam([u32::MAX, u32::MAX])));
        board.judge_claim(
            &mut entries,
            Seat::S1,
            ByTeam([u32::MAX, 1]),
            ClaimCounts::BothSides,
        );
        let result = board.result().unwrap();
        assert_eq!(
            (result.winner, result.reason),
            (Team::T1, EndReason::ValidClaim)
        );
    }
}
