//! A check that a JSON text gives no object key twice. `serde_json::Value`
//! keeps only the last of repeated keys, so a rule set or record read
//! through it would silently take one of two contradictory values.

use alloc::collections::BTreeSet;
use alloc::format;
use alloc::string::String;
use core::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};

/// Fails, naming the key and its position, if an object anywhere in `json`
/// gives a key twice; also fails for text that is not JSON.
pub(crate) fn check_unique_keys(json: &str) -> Result<(), serde_json::Error> {
    serde_json::from_str::<UniqueKeys>(json).map(|_| ())
}

/// Any JSON value whose objects have unique keys.
struct UniqueKeys;

impl<'de> Deserialize<'de> for UniqueKeys {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<UniqueKeys, D::Error> {
        deserializer.deserialize_any(UniqueKeysVisitor)
    }
}

struct UniqueKeysVisitor;

impl<'de> Visitor<'de> for UniqueKeysVisitor {
    type Value = UniqueKeys;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E: de::Error>(self, _: bool) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys)
    }

    fn visit_i64<E: de::Error>(self, _: i64) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys)
    }

    fn visit_u64<E: de::Error>(self, _: u64) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys)
    }

    fn visit_f64<E: de::Error>(self, _: f64) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys)
    }

    fn visit_str<E: de::Error>(self, _: &str) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys)
    }

    fn visit_unit<E: de::Error>(self) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<UniqueKeys, A::Error> {
        while seq.next_element::<UniqueKeys>()?.is_some() {}
        Ok(UniqueKeys)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<UniqueKeys, A::Error> {
        let mut seen = BTreeSet::new();
        while let Some(key) = map.next_key::<String>()? {
            if seen.contains(&key) {
                return Err(de::Error::custom(format!("key {key:?} is given twice")));
            }
            map.next_value::<UniqueKeys>()?;
            seen.insert(key);
        }
        Ok(UniqueKeys)
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn a_key_given_twice_anywhere_is_an_error() {
        assert!(check_unique_keys(r#"{"a": 1, "b": [1, {"c": null}], "d": "x"}"#).is_ok());
        for (twice, error) in [
            (
                r#"{"a": 1, "a": 1}"#,
                r#"key "a" is given twice at line 1 column 12"#,
            ),
            (
                r#"{"a": {"b": true, "b": false}}"#,
                r#"key "b" is given twice at line 1 column 21"#,
            ),
            (
                r#"[1, {"x": 0, "y": 1, "x": 2}]"#,
                r#"key "x" is given twice at line 1 column 24"#,
            ),
        ] {
            assert_eq!(check_unique_keys(twice).unwrap_err().to_string(), error);
        }
        assert!(check_unique_keys("{").is_err());
        assert!(check_unique_keys("1 2").is_err());
    }
}
