//! A check that a JSON text gives no object key twice. `serde_json::Value`
//! keeps only the last of repeated keys, so a rule set or record read
//! through it would silently take one of two contradictory values. The
//! same check refuses an integer beyond 64 bits, which serde_json reads
//! as a float and would refuse as one ("invalid type: floating point
//! `1e20`, expected u32").

use alloc::collections::BTreeSet;
use alloc::format;
use alloc::string::String;
use core::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};

/// Fails, naming the key and its position, if an object anywhere in `json`
/// gives a key twice, or naming the integer and its position if one does
/// not fit in 64 bits (no number read from JSON here is larger); also
/// fails for text that is not JSON.
pub(crate) fn check_unique_keys(json: &str) -> Result<(), serde_json::Error> {
    serde_json::from_str::<UniqueKeys>(json)?;
    check_integers(json)
}

/// Fails for an integer written in `json` (valid JSON) that fits neither an
/// `i64` nor a `u64`.
pub(crate) fn check_integers(json: &str) -> Result<(), serde_json::Error> {
    let bytes = json.as_bytes();
    let (mut i, mut line, mut line_start) = (0, 1, 0);
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => {
                line += 1;
                line_start = i + 1;
                i += 1;
            }
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            b'-' | b'0'..=b'9' => {
                let start = i;
                while i < bytes.len()
                    && matches!(bytes[i], b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9')
                {
                    i += 1;
                }
                let number = &json[start..i];
                let integer = !number.contains(['.', 'e', 'E']);
                if integer && number.parse::<i64>().is_err() && number.parse::<u64>().is_err() {
                    let column = json[line_start..start].chars().count() + 1;
                    return Err(de::Error::custom(format!(
                        "integer {number} at line {line} column {column} is out of range: \
                         no number here is below {} or above {}",
                        i64::MIN,
                        u64::MAX
                    )));
                }
            }
            _ => i += 1,
        }
    }
    Ok(())
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

    #[test]
    fn an_integer_beyond_64_bits_is_refused_as_an_integer() {
        let fits = r#"{"a": [18446744073709551615, -9223372036854775808, 1e30, -0.5], "b": "99999999999999999999 \" 1e99"}"#;
        assert!(check_unique_keys(fits).is_ok());
        for (json, error) in [
            (
                "{\"seed\": 18446744073709551616}",
                "integer 18446744073709551616 at line 1 column 10 is out of range",
            ),
            (
                "[1,\n  -9223372036854775809]",
                "integer -9223372036854775809 at line 2 column 3 is out of range",
            ),
            (
                "{\"é\": 99999999999999999999}",
                "integer 99999999999999999999 at line 1 column 7 is out of range",
            ),
        ] {
            let message = check_unique_keys(json).unwrap_err().to_string();
            assert!(message.starts_with(error), "{message}");
            assert!(
                message.ends_with(
                    "no number here is below -9223372036854775808 or above 18446744073709551615"
                ),
                "{message}"
            );
        }
    }
}
