//! "Did you mean": the known name closest to a misspelt option name.

use core::fmt;

use super::options::OPTION_NAMES;

/// The option name closest to `name`, if one is close enough to be a
/// likely misspelling: equal but for case and `-` for `_`, or at most one
/// edit per three characters away (at least one; a swap of two neighbours is
/// one edit).
pub(crate) fn closest_option(name: &str) -> Option<&'static str> {
    closest(name, OPTION_NAMES)
}

/// The name among `known` closest to `name`, as [`closest_option`] finds it.
fn closest(name: &str, known: &[&'static str]) -> Option<&'static str> {
    // Longer texts are no misspelling of any name, and are not compared.
    if name.is_empty() || name.len() > 64 {
        return None;
    }
    let mut buffer = [0u8; 64];
    let normal = normalize(name, &mut buffer);
    let limit = (normal.len() / 3).max(1);
    known
        .iter()
        .map(|&candidate| (edit_distance(normal, candidate.as_bytes()), candidate))
        .filter(|&(distance, _)| distance <= limit)
        .min_by_key(|&(distance, _)| distance)
        .map(|(_, candidate)| candidate)
}

/// `name` in ASCII lower case with `-` and ` ` read as `_`.
fn normalize<'a>(name: &str, buffer: &'a mut [u8; 64]) -> &'a [u8] {
    let bytes = name.as_bytes();
    for (slot, &b) in buffer.iter_mut().zip(bytes) {
        *slot = match b {
            b'-' | b' ' => b'_',
            _ => b.to_ascii_lowercase(),
        };
    }
    &buffer[..bytes.len()]
}

/// The optimal string alignment distance of two short byte strings:
/// insertions, deletions, substitutions and swaps of neighbours.
fn edit_distance(a: &[u8], b: &[u8]) -> usize {
    // Rows of the dynamic programme; both texts are at most 64 bytes.
    let mut before = [0usize; 65];
    let mut previous: [usize; 65] = core::array::from_fn(|j| j);
    let mut current = [0usize; 65];
    for i in 1..=a.len() {
        current[0] = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (previous[j] + 1)
                .min(current[j - 1] + 1)
                .min(previous[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(before[j - 2] + 1);
            }
            current[j] = best;
        }
        before = previous;
        previous = current;
    }
    previous[b.len()]
}

/// The ` (did you mean "target"?)` an error message adds after an unknown
/// option name; empty when no option is close.
pub(crate) struct DidYouMean<'a>(pub(crate) &'a str);

impl fmt::Display for DidYouMean<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match closest_option(self.0) {
            Some(name) => write!(f, " (did you mean \"{name}\"?)"),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn misspelt_option_names_find_the_option_meant() {
        for (typed, meant) in [
            ("targt", "target"),
            ("Target", "target"),
            ("undertrumps", "undertrump"),
            ("schnieder", "schneider"),
            ("match-bonus", "match_bonus"),
            ("Weis Enabled", "weis_enabled"),
            ("mutlipliers", "multipliers"),
        ] {
            assert_eq!(closest_option(typed), Some(meant), "{typed}");
        }
        for unrelated in ["colour", "", "x", "trump", &"target".repeat(20)] {
            assert_eq!(closest_option(unrelated), None, "{unrelated}");
        }
    }

    #[test]
    fn the_edit_distance_counts_a_swap_as_one_edit() {
        assert_eq!(edit_distance(b"ab", b"ba"), 1);
        assert_eq!(edit_distance(b"", b"abc"), 3);
        assert_eq!(edit_distance(b"kitten", b"sitting"), 3);
        assert_eq!(edit_distance(b"same", b"same"), 0);
    }

    /// Each kind of edit costs one, whichever text is the longer: deletions,
    /// insertions, substitutions and swaps of neighbours, and a swapped pair
    /// is not edited again (optimal string alignment: `ca` to `abc` is 3).
    #[test]
    fn each_kind_of_edit_costs_one() {
        assert_eq!(edit_distance(b"abcd", b"ad"), 2);
        assert_eq!(edit_distance(b"ad", b"abcd"), 2);
        assert_eq!(edit_distance(b"abcd", b"xbcy"), 2);
        assert_eq!(edit_distance(b"abcd", b"badc"), 2);
        assert_eq!(edit_distance(b"abcdef", b"abdcef"), 1);
        assert_eq!(edit_distance(b"ca", b"abc"), 3);
        assert_eq!(edit_distance(b"abc", b""), 3);
    }

    /// A name may be one edit per three of its characters away (at least
    /// one): `mtach_bnosu` is three swaps from `match_bonus` (11 characters),
    /// `targte_` two edits from `target` (7 characters, limit 2).
    #[test]
    fn the_limit_is_one_edit_per_three_characters() {
        assert_eq!(closest_option("mtach_bnosu"), Some("match_bonus"));
        assert_eq!(closest_option("targte_"), Some("target"));
        // Four edits in eleven characters are too many.
        assert_eq!(closest_option("mtach_bnosy"), None);
    }

    /// `-` and ` ` are read as `_` before the edits are counted, so they
    /// cost nothing: three swaps and a `-` still find `match_bonus`.
    #[test]
    fn dashes_and_spaces_are_free_underscores() {
        assert_eq!(closest_option("Mtach-Bnosu"), Some("match_bonus"));
        assert_eq!(closest_option("mtach bnosu"), Some("match_bonus"));
        assert_eq!(
            DidYouMean("must-overtrump-on-trump-lead").to_string(),
            " (did you mean \"must_overtrump_on_trump_lead\"?)"
        );
        assert_eq!(DidYouMean("colour").to_string(), "");
    }
}
