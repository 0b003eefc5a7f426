//! The one layer where pointers from C become Rust references.
//!
//! Every export lists its pointer arguments in [`ffi!`], each with a kind:
//! the macro checks the non-NULL kinds for NULL (all of them, in the order
//! listed, before anything else) and then turns every pointer into a safe
//! value with the function of this module that the kind names. After that
//! an export body holds no `unsafe`: it reads `&str`, `&T` and slices, and
//! writes through [`Out`], [`OutSlice`] and [`TextBuf`], whose writes are
//! safe.
//!
//! | kind | C argument | Rust value |
//! |---|---|---|
//! | `obj` | `const T *` handle, non-NULL, live | `&T` |
//! | `obj_mut` | `T *` handle, non-NULL, live, used by no other call | `&mut T` |
//! | `out` | `T *`, non-NULL | [`Out<T>`] |
//! | `buf(len)` | `T *` with `len` elements, non-NULL | [`OutSlice<T>`] |
//! | `text_buf(len)` | `char *` with `len` bytes, non-NULL | [`TextBuf`] |
//! | `c_str` | `const char *`, non-NULL | `&str` (UTF-8 checked) |
//! | `json` | `const char *`, non-NULL | `&str` (UTF-8, well-formed JSON) |
//! | `slice(len)` | `const T *` with `len` elements, NULL if `len` is 0 | [`Slice<T>`] |
//! | `nonnull_slice(len)` | `const T *` with `len` elements, non-NULL | [`Slice<T>`] |
//! | `objs(len)` | `const T *const *` with `len` live handles, NULL if `len` is 0 | `Vec` of guards of `&T` |
//!
//! and, for the functions that cannot fail (`ffi!(fallback(...), ...)`):
//!
//! | kind | C argument | Rust value |
//! |---|---|---|
//! | `owned` | `T *` handle, or NULL | `Option<Box<T>>` (`None` also for a handle that is not live) |
//! | `owned_c_string` | `char *` from `CString::into_raw`, or NULL | `Option<CString>` |
//! | `opt_text_buf(len)` | `char *` with `len` bytes, or NULL | `Option<TextBuf>` |
//!
//! Handles (`jass_rules *`, `jass_game *`...) are made by [`new_handle`]
//! and point to a slot that carries a type tag and an in-use count (module
//! [`handle`]): `obj` and `obj_mut` return [`jass_result::Misuse`] for a
//! handle that was freed, is of another type, or is in use by a call on
//! another thread that conflicts (a change while anything else uses it),
//! and hold the handle until the export returns; `owned` ignores such a
//! handle. A type becomes a handle by implementing [`Handle`].
//!
//! Each conversion is an `unsafe fn` whose `# Safety` section is what the
//! export's own `# Safety` section makes the C caller promise for that
//! argument; [`ffi!`] calls them, and nothing else does.

#![allow(
    clippy::unnecessary_wraps,
    reason = "every conversion returns the `Result` that `ffi!` applies `?` to"
)]

use std::ffi::{CStr, CString, c_char};
use std::marker::PhantomData;
use std::mem::MaybeUninit;
use std::ptr::NonNull;
use std::sync::atomic::AtomicBool;

use crate::error::{Error, jass_result};

mod handle;

#[cfg(test)]
pub(crate) use handle::peek;
pub(crate) use handle::{Handle, new_handle};

/// A raw pointer argument, `const` or not.
pub(crate) trait RawPointer: Copy {
    /// The type pointed to.
    type Target;

    /// The pointer as a [`NonNull`], or `None` if it is NULL.
    fn non_null(self) -> Option<NonNull<Self::Target>>;
}

impl<T> RawPointer for *const T {
    type Target = T;

    fn non_null(self) -> Option<NonNull<T>> {
        NonNull::new(self.cast_mut())
    }
}

impl<T> RawPointer for *mut T {
    type Target = T;

    fn non_null(self) -> Option<NonNull<T>> {
        NonNull::new(self)
    }
}

/// `pointer` as a [`NonNull`], or [`jass_result::NullPointer`] naming
/// `name` if it is NULL.
pub(crate) fn non_null<P: RawPointer>(pointer: P, name: &str) -> Result<NonNull<P::Target>, Error> {
    pointer
        .non_null()
        .ok_or_else(|| Error::new(jass_result::NullPointer, format!("argument {name} is NULL")))
}

/// An out-parameter: a place the caller lent for one value of `T`.
///
/// Writing is safe; the value is written without reading or dropping what
/// the place held before (C memory, possibly uninitialized).
#[derive(Debug)]
pub(crate) struct Out<'a, T> {
    place: &'a mut MaybeUninit<T>,
}

impl<T> Out<'_, T> {
    /// Writes `value` to the caller's place.
    pub(crate) fn write(self, value: T) {
        self.place.write(value);
    }
}

/// A buffer the caller lent for up to `len` values of `T`.
///
/// Only the elements a write fills are ever touched, so a caller that
/// overstates `len` for a buffer that still holds the result is served as
/// if it had told the truth.
#[derive(Debug)]
pub(crate) struct OutSlice<'a, T> {
    buf: NonNull<T>,
    len: usize,
    lifetime: PhantomData<&'a mut [T]>,
}

impl<'a, T> OutSlice<'a, T> {
    /// The first `count` elements, once `count <= len` is checked.
    fn start(self, count: usize) -> &'a mut [MaybeUninit<T>] {
        let count = count.min(self.len);
        // SAFETY: `buf` is not NULL and, by the promise `buf` or `text_buf`
        // was given, aligned with `len >= count` writable elements that
        // nothing else uses for 'a; `MaybeUninit` makes no claim on their
        // contents. `count` elements of a real buffer fit in isize.
        unsafe { std::slice::from_raw_parts_mut(self.buf.as_ptr().cast::<MaybeUninit<T>>(), count) }
    }
}

impl<'a, T> OutSlice<'a, T> {
    /// The number of elements the caller says there are.
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// The first `count` elements, to be written in place, or
    /// [`jass_result::BufferTooSmall`] if the buffer has fewer.
    pub(crate) fn prefix(self, count: usize) -> Result<&'a mut [MaybeUninit<T>], Error> {
        let len = self.len;
        if count > len {
            return Err(too_small(count, "element", len));
        }
        Ok(self.start(count))
    }
}

impl<T: Copy> OutSlice<'_, T> {
    /// Writes `items` to the start of the buffer, or fails with
    /// [`jass_result::BufferTooSmall`] without writing anything.
    pub(crate) fn write_all(self, items: &[T]) -> Result<(), Error> {
        let len = self.len;
        if items.len() > len {
            return Err(too_small(items.len(), "element", len));
        }
        self.start(items.len()).write_copy_of_slice(items);
        Ok(())
    }
}

/// A buffer of `len` bytes the caller lent for a NUL-terminated string.
#[derive(Debug)]
pub(crate) struct TextBuf<'a> {
    bytes: OutSlice<'a, u8>,
}

impl<'a> TextBuf<'a> {
    /// Writes `text` and a NUL, or fails with
    /// [`jass_result::BufferTooSmall`] without writing anything.
    pub(crate) fn write(self, text: &str) -> Result<(), Error> {
        let len = self.bytes.len;
        let needed = text.len() + 1;
        if needed > len {
            return Err(Error::new(
                jass_result::BufferTooSmall,
                format!("the text needs {needed} bytes with its NUL, but the buffer has {len}"),
            ));
        }
        let (start, nul) = self.bytes.start(needed).split_at_mut(text.len());
        start.write_copy_of_slice(text.as_bytes());
        nul[0].write(0);
        Ok(())
    }

    /// All `len` bytes of the buffer, to be written in place.
    pub(crate) fn into_bytes(self) -> &'a mut [MaybeUninit<u8>] {
        let len = self.bytes.len;
        self.bytes.start(len)
    }
}

/// `len` elements of `T` the caller lent for reading, not yet checked: the
/// pointer may still be NULL (an error unless `len` is 0) and `len` may be
/// impossibly large. [`Slice::get`] checks both, so an export decides when
/// these errors are reported among its other checks.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Slice<'a, T> {
    items: *const T,
    len: usize,
    name: &'static str,
    lifetime: PhantomData<&'a [T]>,
}

impl<'a, T> Slice<'a, T> {
    /// The number of elements the caller says there are.
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// The elements; fails with [`jass_result::NullPointer`] if the pointer
    /// is NULL with a length that is not 0, and with
    /// [`jass_result::InvalidArgument`] for a length no array can have.
    pub(crate) fn get(self) -> Result<&'a [T], Error> {
        let (name, len) = (self.name, self.len);
        if len == 0 {
            return Ok(&[]);
        }
        if self.items.is_null() {
            return Err(Error::new(
                jass_result::NullPointer,
                format!("argument {name} is NULL but its length is {len}"),
            ));
        }
        if len > isize::MAX as usize / size_of::<T>().max(1) {
            return Err(Error::invalid(format!(
                "length {len} of {name} is impossibly large"
            )));
        }
        // SAFETY: `items` is not NULL, the total size fits in isize (both
        // checked above), and `slice`, which made `self`, was promised
        // `len` initialized elements that stay unchanged for 'a.
        Ok(unsafe { std::slice::from_raw_parts(self.items, len) })
    }
}

/// The handle at `pointer`, borrowed for reading until the returned guard
/// is dropped; [`jass_result::Misuse`] if it is freed, of another type, or
/// being changed by another call (see [`handle`]).
///
/// # Safety
///
/// `pointer` is a handle from [`new_handle`], live or freed (or at least
/// points to readable memory the size of a handle's slot).
pub(crate) unsafe fn obj<'a, T: Handle>(
    pointer: NonNull<T>,
    name: &str,
) -> Result<handle::Shared<'a, T>, Error> {
    // SAFETY: guaranteed by the caller.
    unsafe { handle::shared(pointer, name) }
}

/// The handle at `pointer`, borrowed for a change until the returned guard
/// is dropped; [`jass_result::Misuse`] if it is freed, of another type, or
/// used by another call.
///
/// # Safety
///
/// As for [`obj`].
pub(crate) unsafe fn obj_mut<'a, T: Handle>(
    pointer: NonNull<T>,
    name: &str,
) -> Result<handle::Exclusive<'a, T>, Error> {
    // SAFETY: guaranteed by the caller.
    unsafe { handle::exclusive(pointer, name) }
}

/// The `len` handles at `items`, each borrowed for reading until its
/// guard is dropped: [`jass_result::NullPointer`] for a NULL array of a
/// length that is not 0 or a NULL handle (naming `name[i]`), and
/// [`jass_result::Misuse`] as for [`obj`].
///
/// # Safety
///
/// Unless `len` is 0, `items` is NULL or points to `len` pointers that
/// stay unchanged for `'a`, each NULL or as for [`obj`].
pub(crate) unsafe fn objs<'a, T: Handle>(
    items: *const *const T,
    len: usize,
    name: &'static str,
) -> Result<Vec<handle::Shared<'a, T>>, Error> {
    // SAFETY: guaranteed by the caller.
    let handles = unsafe { slice(items, len, name) }?.get()?;
    handles
        .iter()
        .enumerate()
        .map(|(i, &handle)| {
            let element = format!("{name}[{i}]");
            let handle = non_null(handle, &element)?;
            // SAFETY: guaranteed by the caller.
            unsafe { obj(handle, &element) }
        })
        .collect()
}

/// The out-parameter at `pointer`.
///
/// # Safety
///
/// `pointer` is aligned and valid for a write of `T`, and nothing else uses
/// it for `'a`.
pub(crate) unsafe fn out<'a, T>(pointer: NonNull<T>, _name: &str) -> Result<Out<'a, T>, Error> {
    // SAFETY: guaranteed by the caller; `MaybeUninit<T>` has the layout of
    // `T` and makes no claim on the contents.
    let place = unsafe { pointer.cast::<MaybeUninit<T>>().as_mut() };
    Ok(Out { place })
}

/// A copy of the plain value at `pointer` (a `#[repr(C)]` struct of
/// integers, valid for any bit pattern, whose fields the export then
/// converts with `TryFrom`).
///
/// # Safety
///
/// `pointer` is aligned and valid for a read of `T`.
pub(crate) unsafe fn val<T: Copy>(pointer: NonNull<T>, _name: &str) -> Result<T, Error> {
    // SAFETY: guaranteed by the caller.
    Ok(unsafe { pointer.read() })
}

/// The buffer of `len` elements at `pointer`.
///
/// # Safety
///
/// `pointer` is aligned with `len` writable elements that nothing else uses
/// for `'a`.
pub(crate) unsafe fn buf<'a, T>(
    pointer: NonNull<T>,
    len: usize,
    _name: &str,
) -> Result<OutSlice<'a, T>, Error> {
    Ok(OutSlice {
        buf: pointer,
        len,
        lifetime: PhantomData,
    })
}

/// The text buffer of `len` bytes at `pointer`.
///
/// # Safety
///
/// `pointer` has `len` writable bytes that nothing else uses for `'a`.
pub(crate) unsafe fn text_buf<'a>(
    pointer: NonNull<c_char>,
    len: usize,
    _name: &str,
) -> Result<TextBuf<'a>, Error> {
    // `c_char` and `u8` have one layout.
    let bytes = OutSlice {
        buf: pointer.cast::<u8>(),
        len,
        lifetime: PhantomData,
    };
    Ok(TextBuf { bytes })
}

/// The text buffer of `len` bytes at `pointer`, or `None` if `pointer` is
/// NULL or `len` is 0.
///
/// # Safety
///
/// `pointer` is NULL or has `len` writable bytes that nothing else uses
/// for `'a`.
pub(crate) unsafe fn opt_text_buf<'a>(pointer: *mut c_char, len: usize) -> Option<TextBuf<'a>> {
    let pointer = pointer.non_null().filter(|_| len > 0)?;
    // SAFETY: guaranteed by the caller.
    unsafe { text_buf(pointer, len, "buf") }.ok()
}

/// The flag at `pointer`, read atomically, or `None` if `pointer` is NULL.
///
/// # Safety
///
/// `pointer` is NULL or points to a `bool` that stays valid for `'a` and
/// that every other thread only accesses atomically.
pub(crate) unsafe fn opt_flag<'a>(pointer: *const bool) -> Option<&'a AtomicBool> {
    let pointer = pointer.non_null()?;
    // SAFETY: guaranteed by the caller; `AtomicBool` has the size,
    // alignment and bit validity of `bool`, and the flag is only read.
    Some(unsafe { AtomicBool::from_ptr(pointer.as_ptr()) })
}

/// The NUL-terminated UTF-8 string at `pointer`; fails with
/// [`jass_result::InvalidUtf8`] naming `name` if it is not UTF-8.
///
/// # Safety
///
/// `pointer` is a NUL-terminated string that stays valid and unchanged for
/// `'a`.
pub(crate) unsafe fn c_str<'a>(pointer: NonNull<c_char>, name: &str) -> Result<&'a str, Error> {
    // SAFETY: guaranteed by the caller.
    let text = unsafe { CStr::from_ptr(pointer.as_ptr()) };
    text.to_str().map_err(|error| {
        Error::new(
            jass_result::InvalidUtf8,
            format!(
                "argument {name} is not valid UTF-8 (bad byte at offset {})",
                error.valid_up_to()
            ),
        )
    })
}

/// The JSON text at `pointer`: NUL-terminated UTF-8 that is well-formed
/// JSON. The syntax check here is what tells [`jass_result::MalformedJson`]
/// from [`jass_result::InvalidRules`], which jass-core reports alike.
///
/// # Safety
///
/// As for [`c_str`].
pub(crate) unsafe fn json<'a>(pointer: NonNull<c_char>, name: &str) -> Result<&'a str, Error> {
    // SAFETY: guaranteed by the caller.
    let json = unsafe { c_str(pointer, name) }?;
    match serde_json::from_str::<serde_json::Value>(json) {
        Ok(_) => Ok(json),
        Err(error) => Err(Error::new(
            jass_result::MalformedJson,
            format!("argument {name} is not well-formed JSON: {error}"),
        )),
    }
}

/// The `len` elements at `items`, checked by [`Slice::get`].
///
/// # Safety
///
/// Unless `len` is 0, `items` is NULL or points to `len` initialized
/// elements that stay valid and unchanged for `'a`.
pub(crate) unsafe fn slice<'a, T>(
    items: *const T,
    len: usize,
    name: &'static str,
) -> Result<Slice<'a, T>, Error> {
    Ok(Slice {
        items,
        len,
        name,
        lifetime: PhantomData,
    })
}

/// As [`slice`], for a pointer already checked not to be NULL.
///
/// # Safety
///
/// As for [`slice`].
pub(crate) unsafe fn nonnull_slice<'a, T>(
    items: NonNull<T>,
    len: usize,
    name: &'static str,
) -> Result<Slice<'a, T>, Error> {
    // SAFETY: guaranteed by the caller.
    unsafe { slice(items.as_ptr().cast_const(), len, name) }
}

/// Takes back the value of a live handle and frees the handle; `None` for
/// NULL, and also (doing nothing) for a handle that was freed already, is
/// of another type, or is in use by another call.
///
/// # Safety
///
/// `pointer` is NULL or as for [`obj`].
pub(crate) unsafe fn owned<T: Handle>(pointer: *mut T) -> Option<Box<T>> {
    let pointer = pointer.non_null()?;
    // SAFETY: guaranteed by the caller.
    unsafe { handle::take(pointer) }
}

/// Takes back a string the library made with `CString::into_raw`; `None`
/// for NULL.
///
/// # Safety
///
/// `pointer` is NULL or a string from `CString::into_raw` that is never
/// used again.
pub(crate) unsafe fn owned_c_string(pointer: *mut c_char) -> Option<CString> {
    let pointer = pointer.non_null()?;
    // SAFETY: guaranteed by the caller: made by `CString::into_raw` and
    // taken back exactly once.
    Some(unsafe { CString::from_raw(pointer.as_ptr()) })
}

/// [`jass_result::BufferTooSmall`] for a result of `count` of `unit` (an
/// element, a row) and a buffer with room for `len`: "the result has 1
/// element, but the buffer has room for 0".
pub(crate) fn too_small(count: usize, unit: &str, len: usize) -> Error {
    let plural = if count == 1 { "" } else { "s" };
    Error::new(
        jass_result::BufferTooSmall,
        format!("the result has {count} {unit}{plural}, but the buffer has room for {len}"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_buffer_too_small_counts_the_result_in_words() {
        assert_eq!(
            too_small(1, "element", 0).to_string(),
            "the result has 1 element, but the buffer has room for 0"
        );
        assert_eq!(
            too_small(3, "row", 2).to_string(),
            "the result has 3 rows, but the buffer has room for 2"
        );
    }

    #[test]
    fn text_buffers_must_hold_the_nul() {
        let mut buf = [1 as c_char; 3];
        let pointer = NonNull::new(buf.as_mut_ptr()).unwrap();
        // SAFETY: buf has 3 writable bytes.
        let error = unsafe { text_buf(pointer, 3, "buf") }
            .unwrap()
            .write("abc")
            .unwrap_err();
        assert_eq!(error.code(), jass_result::BufferTooSmall);
        assert_eq!(buf, [1; 3], "nothing is written on failure");
        let pointer = NonNull::new(buf.as_mut_ptr()).unwrap();
        // SAFETY: as above.
        unsafe { text_buf(pointer, 3, "buf") }
            .unwrap()
            .write("ab")
            .unwrap();
        // SAFETY: the write NUL-terminated buf.
        assert_eq!(unsafe { CStr::from_ptr(buf.as_ptr()) }, c"ab");
    }

    #[test]
    fn arrays_are_written_whole_or_not_at_all() {
        let mut buf = [9u16; 2];
        let pointer = NonNull::new(buf.as_mut_ptr()).unwrap();
        // SAFETY: buf has room for 2 elements.
        let error = unsafe { super::buf(pointer, 2, "buf") }
            .unwrap()
            .write_all(&[1, 2, 3])
            .unwrap_err();
        assert_eq!(error.code(), jass_result::BufferTooSmall);
        assert_eq!(buf, [9; 2], "nothing is written on failure");
        let pointer = NonNull::new(buf.as_mut_ptr()).unwrap();
        // SAFETY: as above.
        unsafe { super::buf(pointer, 2, "buf") }
            .unwrap()
            .write_all(&[1])
            .unwrap();
        assert_eq!(buf, [1, 9]);
    }

    #[test]
    fn null_checks_name_the_argument() {
        let pointer: *const u8 = std::ptr::null();
        let error = non_null(pointer, "out_card").unwrap_err();
        assert_eq!(error.code(), jass_result::NullPointer);
        assert_eq!(error.to_string(), "argument out_card is NULL");
    }
}
