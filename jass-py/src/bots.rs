//! The engine's bots: `RandomBot` and `RuleOfThumbBot`.

use jass_core::bots::{Bot, RandomBot, RuleOfThumb};
use jass_core::{JassRng, Observation};
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyType};

use crate::action::{PyAction, action_object};
use crate::convert::wrong_type;
use crate::error::Error;
use crate::observation::PyObservation;

/// Refuses the observation of a seat that has nothing to choose: the game
/// is over (as C's `jass_bot_choose` says), or the seat is not to act.
pub(crate) fn check_to_act(seen: &Observation) -> Result<(), Error> {
    if !seen.legal_actions.is_empty() {
        Ok(())
    } else if seen.to_act.is_none() {
        Err(Error::GameOver)
    } else {
        Err(Error::NotToAct {
            seat: seen.seat.index() as u8,
        })
    }
}

/// Lets `bot` choose for the seat of `observation`, which must be to act.
fn choose<'py>(
    bot: &mut impl Bot,
    observation: &Bound<'py, PyObservation>,
) -> Result<Bound<'py, PyAction>, Error> {
    let seen = &observation.get().0;
    check_to_act(seen)?;
    Ok(action_object(observation.py(), bot.choose(seen))?)
}

/// A bot generator's pickled state: four integers, as `__getstate__` gives
/// them. Bytes are refused, though Python iterates them as integers.
pub(crate) struct RngStateArg(pub(crate) [u64; 4]);

impl<'py> FromPyObject<'_, 'py> for RngStateArg {
    type Error = Error;

    fn extract(obj: Borrowed<'_, 'py, PyAny>) -> Result<Self, Self::Error> {
        if obj.is_instance_of::<PyBytes>() || obj.is_instance_of::<PyByteArray>() {
            return Err(wrong_type(
                "a generator state (four integers, as __getstate__ gives)",
                &obj,
            ));
        }
        Ok(RngStateArg(obj.extract()?))
    }
}

/// The error of a pickled generator state of all zeros, which no bot's
/// generator reaches.
pub(crate) fn zero_state() -> Error {
    Error::Value {
        message: "a bot's generator state is never all zeros".into(),
    }
}

/// A Python class wrapping one of the engine's bots.
macro_rules! bot_class {
    ($(#[$doc:meta])* $rust:ident, $name:literal, $bot:ident) => {
        $(#[$doc])*
        #[pyclass(name = $name, module = "jass_engine._jass")]
        #[derive(Debug)]
        pub(crate) struct $rust($bot);

        #[pymethods]
        impl $rust {
            #[new]
            #[pyo3(signature = (seed = 0))]
            fn new(seed: u64) -> $rust {
                $rust($bot::new(JassRng::seed_from_u64(seed)))
            }

            /// The action to take.
            ///
            /// Args:
            ///     observation: The observation of the seat to act.
            ///
            /// Returns:
            ///     One of the observation's legal actions.
            ///
            /// Raises:
            ///     JassError: If the game is over or the observing seat is not
            ///         to act.
            fn choose<'py>(
                &mut self,
                observation: &Bound<'py, PyObservation>,
            ) -> Result<Bound<'py, PyAction>, Error> {
                choose(&mut self.0, observation)
            }

            /// The state of its generator, for pickling: a list of four
            /// integers.
            fn __getstate__(&self) -> [u64; 4] {
                self.0.rng().state()
            }

            /// Restores the state `__getstate__` gave: the bot goes on
            /// with the same choices.
            fn __setstate__(&mut self, state: RngStateArg) -> Result<(), Error> {
                let rng = JassRng::from_state(state.0).ok_or_else(zero_state)?;
                self.0 = $bot::new(rng);
                Ok(())
            }

            /// Pickles as the class called without arguments and the
            /// state `__setstate__` restores, which every pickle protocol
            /// takes (the default reduction refuses protocols 0 and 1).
            fn __reduce__<'py>(
                slf: &Bound<'py, Self>,
            ) -> (Bound<'py, PyType>, (), [u64; 4]) {
                (slf.get_type(), (), slf.borrow().__getstate__())
            }
        }
    };
}

bot_class!(
    /// A bot that chooses uniformly among the legal actions, except that it
    /// claims exactly when a claim wins. It sees only its observation.
    ///
    /// Args:
    ///     seed: The seed of its choices, 0..2**64.
    ///
    /// Raises:
    ///     OverflowError: If `seed` is negative or above 2**64 - 1.
    PyRandomBot,
    "RandomBot",
    RandomBot
);

bot_class!(
    /// A bot following the rule-of-thumb play of the sources: it declares a
    /// strong suit or shoves, announces its best weis, leads trump when its
    /// side declared, smears points onto its partner's tricks, takes tricks
    /// cheaply and throws its least valuable card; it claims exactly when a
    /// claim wins. It sees only its observation.
    ///
    /// Args:
    ///     seed: The seed that breaks its ties, 0..2**64.
    ///
    /// Raises:
    ///     OverflowError: If `seed` is negative or above 2**64 - 1.
    PyRuleOfThumbBot,
    "RuleOfThumbBot",
    RuleOfThumb
);
