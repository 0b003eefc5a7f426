//! Handles: what C holds for a `jass_rules`, a `jass_game`, a `jass_rng` or
//! a `jass_bot`, and the checks every use of one makes.
//!
//! A handle is the address of a [`Slot`], not of the Rust value: the slot
//! holds a state word (the type tag in the high half, the readers and the
//! writer in the low half) and a pointer to the value, which lives in its
//! own `Box`. Slots are never given back to the allocator, so reading the
//! state of a freed handle is always defined: a handle that was freed reads
//! tag 0, one of another type reads another tag, and one in use by another
//! call shows its readers or its writer. Each of these returns
//! [`jass_result::Misuse`] instead of touching the value, as SQLite returns
//! `SQLITE_MISUSE`.
//!
//! A freed slot is reused only after [`QUARANTINE`] more handles have been
//! freed, so a handle used shortly after it was freed is reported; one used
//! after its slot went to a new handle is the one case left undetected: it
//! then names that new handle (or, of another type, is refused).
//!
//! Every export gets these checks through the `obj`, `obj_mut` and `owned`
//! kinds of `ffi!`; constructors make handles with [`new_handle`]. A new
//! handle type implements [`Handle`].

use std::collections::VecDeque;
use std::ops::{Deref, DerefMut};
use std::ptr::{self, NonNull};
use std::sync::atomic::{AtomicPtr, AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard, PoisonError};

use crate::error::{Error, jass_result};

/// A Rust type that C holds through an opaque handle.
pub(crate) trait Handle: Sized + 'static {
    /// The C type name (`"jass_game"`), for messages; its hash is the type
    /// tag.
    const NAME: &'static str;
}

/// The number of freed slots kept unused before the oldest is reused.
pub(crate) const QUARANTINE: usize = 1024;

/// Slots allocated at once.
const CHUNK: usize = 256;

/// The low half of the state: the writer bit and the number of readers.
const LOW: u64 = 0xFFFF_FFFF;
/// Set while a call changes the value (`obj_mut`) or frees it.
const WRITER: u64 = 1 << 31;
/// The readers field; full means no more readers fit.
const READERS: u64 = WRITER - 1;

/// The tag of handle type `T`: FNV-1a of its name, never 0 (the tag of a
/// freed slot).
const fn tag<T: Handle>() -> u64 {
    let name = T::NAME.as_bytes();
    let mut hash: u32 = 0x811c_9dc5;
    let mut i = 0;
    while i < name.len() {
        hash ^= name[i] as u32;
        hash = hash.wrapping_mul(0x0100_0193);
        i += 1;
    }
    ((hash | 1) as u64) << 32
}

/// What a handle points to.
#[derive(Debug)]
pub(crate) struct Slot {
    /// Tag (high half), writer bit and readers (low half); 0 when free.
    state: AtomicU64,
    /// The value, a `Box<T>` of the tagged type; NULL when free.
    value: AtomicPtr<()>,
    /// The name of the type last stored here (a `'static` string), for
    /// messages about a handle of the wrong type; NULL if never used.
    name: AtomicPtr<&'static str>,
}

impl Slot {
    const fn new() -> Slot {
        Slot {
            state: AtomicU64::new(0),
            value: AtomicPtr::new(ptr::null_mut()),
            name: AtomicPtr::new(ptr::null_mut()),
        }
    }
}

/// Every slot ever allocated, and the free ones.
#[derive(Debug)]
struct Pool {
    /// Freed slots, oldest first.
    free: VecDeque<&'static Slot>,
    /// The not yet used slots of the newest chunk.
    fresh: &'static [Slot],
    /// Every chunk, to tell a handle from any other address.
    chunks: Vec<&'static [Slot]>,
}

static POOL: Mutex<Pool> = Mutex::new(Pool {
    free: VecDeque::new(),
    fresh: &[],
    chunks: Vec::new(),
});

/// The pool; a panic while it was held (an allocation failure) leaves it
/// consistent, so poisoning is ignored.
fn pool() -> MutexGuard<'static, Pool> {
    POOL.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Pool {
    /// A free slot: the oldest freed one once more than [`QUARANTINE`]
    /// wait, otherwise a never used one.
    fn take(&mut self) -> &'static Slot {
        if self.free.len() > QUARANTINE
            && let Some(slot) = self.free.pop_front()
        {
            return slot;
        }
        if self.fresh.is_empty() {
            let chunk: &'static [Slot] = Box::leak((0..CHUNK).map(|_| Slot::new()).collect());
            self.chunks.push(chunk);
            self.fresh = chunk;
        }
        let (slot, rest) = self.fresh.split_first().expect("a new chunk has slots");
        self.fresh = rest;
        slot
    }

    /// Whether `address` is the start of a slot.
    fn holds(&self, address: usize) -> bool {
        self.chunks.iter().any(|chunk| {
            let start = chunk.as_ptr() as usize;
            let offset = address.wrapping_sub(start);
            offset < size_of_val(*chunk) && offset.is_multiple_of(size_of::<Slot>())
        })
    }
}

/// Makes a handle for `value`; it lives until [`take`] takes it back.
pub(crate) fn new_handle<T: Handle>(value: T) -> *mut T {
    let value = Box::into_raw(Box::new(value)).cast::<()>();
    let slot = pool().take();
    let name: &'static &'static str = const { &T::NAME };
    slot.value.store(value, Ordering::Relaxed);
    slot.name
        .store(ptr::from_ref(name).cast_mut(), Ordering::Relaxed);
    // Publishes the value: a call that sees the tag sees the value.
    slot.state.store(tag::<T>(), Ordering::Release);
    ptr::from_ref(slot).cast_mut().cast::<T>()
}

/// The slot at `pointer`, if the address is aligned like one.
///
/// # Safety
///
/// `pointer` is a handle from [`new_handle`] (freed or not), or at least
/// points to readable memory the size of a [`Slot`].
unsafe fn slot_at<'a, T>(pointer: NonNull<T>) -> Option<&'a Slot> {
    let slot = pointer.cast::<Slot>();
    if !slot.is_aligned() {
        return None;
    }
    // SAFETY: aligned (checked) and readable (guaranteed by the caller);
    // every field is atomic, so reading races with nothing.
    Some(unsafe { slot.as_ref() })
}

/// Why `pointer`, given as argument `name` where a live `T` is needed, was
/// refused.
fn misuse<T: Handle>(pointer: NonNull<T>, slot: Option<&Slot>, name: &str) -> Error {
    let wanted = T::NAME;
    let message = match slot {
        Some(slot) if pool().holds(pointer.as_ptr() as usize) => {
            let state = slot.state.load(Ordering::Acquire);
            if state == 0 {
                format!("argument {name} is a handle that was freed (a {wanted} is needed)")
            } else if state & !LOW != tag::<T>() {
                let other = slot.name.load(Ordering::Relaxed);
                // SAFETY: a slot's `name` is NULL or points to a `&'static
                // str` (set by `new_handle`).
                let other = unsafe { other.as_ref() }.copied().unwrap_or("another type");
                format!("argument {name} is a {other} handle, not a {wanted}")
            } else {
                format!(
                    "argument {name} is in use by another call at the same time \
                     (a {wanted} is used by one thread at a time while it is changed)"
                )
            }
        }
        _ => format!("argument {name} is not a {wanted} handle from this library"),
    };
    Error::new(jass_result::Misuse, message)
}

/// A live handle, read by this call; other calls may read it too, none may
/// change or free it until this is dropped.
#[derive(Debug)]
pub(crate) struct Shared<'a, T> {
    slot: &'a Slot,
    value: &'a T,
}

impl<T> Deref for Shared<'_, T> {
    type Target = T;

    fn deref(&self) -> &T {
        self.value
    }
}

impl<T> Drop for Shared<'_, T> {
    fn drop(&mut self) {
        // Release: the reads happen before any later change.
        self.slot.state.fetch_sub(1, Ordering::Release);
    }
}

/// A live handle, changed by this call; no other call may use it until
/// this is dropped.
#[derive(Debug)]
pub(crate) struct Exclusive<'a, T> {
    slot: &'a Slot,
    value: &'a mut T,
}

impl<T> Deref for Exclusive<'_, T> {
    type Target = T;

    fn deref(&self) -> &T {
        self.value
    }
}

impl<T> DerefMut for Exclusive<'_, T> {
    fn deref_mut(&mut self) -> &mut T {
        self.value
    }
}

impl<T> Drop for Exclusive<'_, T> {
    fn drop(&mut self) {
        // Release: the changes happen before any later use.
        self.slot.state.fetch_and(!WRITER, Ordering::Release);
    }
}

/// The live `T` at `pointer`, for reading, or [`jass_result::Misuse`] if it
/// was freed, is of another type, or is being changed by another call.
///
/// # Safety
///
/// As for [`slot_at`].
pub(crate) unsafe fn shared<'a, T: Handle>(
    pointer: NonNull<T>,
    name: &str,
) -> Result<Shared<'a, T>, Error> {
    // SAFETY: guaranteed by the caller.
    let slot = unsafe { slot_at(pointer) };
    let Some(slot) = slot else {
        return Err(misuse(pointer, None, name));
    };
    let mut state = slot.state.load(Ordering::Relaxed);
    loop {
        if state & !LOW != tag::<T>() || state & WRITER != 0 || state & READERS == READERS {
            return Err(misuse(pointer, Some(slot), name));
        }
        // Acquire: sees the value as its maker or last writer left it.
        match slot.state.compare_exchange_weak(
            state,
            state + 1,
            Ordering::Acquire,
            Ordering::Relaxed,
        ) {
            Ok(_) => break,
            Err(now) => state = now,
        }
    }
    let value = slot.value.load(Ordering::Relaxed).cast::<T>();
    // SAFETY: the tag says the slot holds a live `Box<T>`, and while this
    // reader is counted nobody changes or frees it.
    let value = unsafe { &*value };
    Ok(Shared { slot, value })
}

/// The live `T` at `pointer`, for a change, or [`jass_result::Misuse`] if it
/// was freed, is of another type, or is used by another call.
///
/// # Safety
///
/// As for [`slot_at`].
pub(crate) unsafe fn exclusive<'a, T: Handle>(
    pointer: NonNull<T>,
    name: &str,
) -> Result<Exclusive<'a, T>, Error> {
    // SAFETY: guaranteed by the caller.
    let slot = unsafe { slot_at(pointer) };
    let Some(slot) = slot else {
        return Err(misuse(pointer, None, name));
    };
    let idle = tag::<T>();
    // Acquire: sees the value as its maker, last writer or readers left it.
    if slot
        .state
        .compare_exchange(idle, idle | WRITER, Ordering::Acquire, Ordering::Relaxed)
        .is_err()
    {
        return Err(misuse(pointer, Some(slot), name));
    }
    let value = slot.value.load(Ordering::Relaxed).cast::<T>();
    // SAFETY: the tag says the slot holds a live `Box<T>`, and while the
    // writer bit is set no other call uses it.
    let value = unsafe { &mut *value };
    Ok(Exclusive { slot, value })
}

/// Takes back the value of the live `T` at `pointer` and frees its handle;
/// `None` (and nothing happens) if the handle was freed already, is of
/// another type, or is in use by another call.
///
/// # Safety
///
/// As for [`slot_at`].
pub(crate) unsafe fn take<T: Handle>(pointer: NonNull<T>) -> Option<Box<T>> {
    // SAFETY: guaranteed by the caller.
    let slot = unsafe { slot_at(pointer) }?;
    // Poisons the tag at once; AcqRel: sees every earlier use of the value.
    slot.state
        .compare_exchange(tag::<T>(), 0, Ordering::AcqRel, Ordering::Relaxed)
        .ok()?;
    let value = slot
        .value
        .swap(ptr::null_mut(), Ordering::Relaxed)
        .cast::<T>();
    pool().free.push_back(slot);
    // SAFETY: the tag said the slot held a `Box<T>` from `new_handle`, and
    // the successful exchange made this the only call to take it.
    Some(unsafe { Box::from_raw(value) })
}

/// The value of the live handle `pointer`, for tests that look inside one
/// (a handle is not the address of its value).
///
/// # Safety
///
/// `pointer` is a live handle that nothing changes or frees for `'a`.
#[cfg(test)]
pub(crate) unsafe fn peek<'a, T: Handle>(pointer: *const T) -> &'a T {
    let slot = NonNull::new(pointer.cast_mut()).expect("a handle, not NULL");
    // SAFETY: guaranteed by the caller.
    let slot = unsafe { slot_at(slot) }.expect("an aligned handle");
    assert_eq!(
        slot.state.load(Ordering::Acquire) & !LOW,
        tag::<T>(),
        "a live {}",
        T::NAME
    );
    // SAFETY: the tag says the slot holds a live `Box<T>`.
    unsafe { &*slot.value.load(Ordering::Relaxed).cast::<T>() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq)]
    struct Apple(u32);

    impl Handle for Apple {
        const NAME: &'static str = "jass_apple";
    }

    #[derive(Debug)]
    struct Pear;

    impl Handle for Pear {
        const NAME: &'static str = "jass_pear";
    }

    fn code(error: &Error) -> jass_result {
        error.code()
    }

    #[test]
    fn tags_differ_by_type_and_are_never_the_free_tag() {
        assert_ne!(tag::<Apple>(), tag::<Pear>());
        assert_ne!(tag::<Apple>(), 0);
        assert_eq!(tag::<Apple>() & LOW, 0);
    }

    #[test]
    fn a_live_handle_gives_its_value_to_readers_and_one_writer() {
        let apple = NonNull::new(new_handle(Apple(7))).unwrap();
        // SAFETY: a handle from new_handle.
        unsafe {
            let first = shared(apple, "a").unwrap();
            let second = shared(apple, "a").unwrap();
            assert_eq!((first.0, second.0), (7, 7));
            let busy = exclusive(apple, "a").unwrap_err();
            assert_eq!(code(&busy), jass_result::Misuse);
            assert!(
                busy.to_string().contains("in use by another call"),
                "{busy}"
            );
            drop((first, second));
            let mut writer = exclusive(apple, "a").unwrap();
            writer.0 = 8;
            assert!(
                shared(apple, "a").is_err(),
                "no reader while a writer works"
            );
            assert!(take(apple).is_none(), "no free while a writer works");
            drop(writer);
            assert_eq!(shared(apple, "a").unwrap().0, 8);
            assert_eq!(take(apple), Some(Box::new(Apple(8))));
        }
    }

    #[test]
    fn freed_and_mistyped_handles_are_refused() {
        let apple = NonNull::new(new_handle(Apple(1))).unwrap();
        // SAFETY: handles from new_handle, freed or not; slots stay readable.
        unsafe {
            let wrong = shared(apple.cast::<Pear>(), "pear").unwrap_err();
            assert_eq!(code(&wrong), jass_result::Misuse);
            assert_eq!(
                wrong.to_string(),
                "argument pear is a jass_apple handle, not a jass_pear"
            );
            assert!(take(apple.cast::<Pear>()).is_none());
            assert!(take(apple).is_some());
            let freed = exclusive(apple, "apple").unwrap_err();
            assert_eq!(code(&freed), jass_result::Misuse);
            assert!(freed.to_string().contains("was freed"), "{freed}");
            assert!(take(apple).is_none(), "a double free does nothing");
        }
    }

    #[test]
    fn foreign_addresses_are_not_handles() {
        let slot = Slot::new();
        let pointer = NonNull::from(&slot).cast::<Apple>();
        // SAFETY: points to a readable slot-sized value.
        let error = unsafe { shared(pointer, "x") }.unwrap_err();
        assert_eq!(
            error.to_string(),
            "argument x is not a jass_apple handle from this library"
        );
        let word = [0u64; 4];
        let odd = NonNull::new(word.as_ptr().cast::<u8>().wrapping_add(1).cast_mut())
            .unwrap()
            .cast::<Apple>();
        // SAFETY: readable; misaligned, which is checked before any read.
        assert!(unsafe { shared(odd, "x") }.is_err());
    }

    #[test]
    fn freed_slots_wait_in_quarantine_before_reuse() {
        let mut pool = Pool {
            free: VecDeque::new(),
            fresh: &[],
            chunks: Vec::new(),
        };
        let first = pool.take();
        pool.free.push_back(first);
        let later: Vec<&Slot> = (0..QUARANTINE).map(|_| pool.take()).collect();
        assert!(later.iter().all(|slot| !ptr::eq(*slot, first)));
        assert!(pool.holds(ptr::from_ref(first) as usize));
        assert!(!pool.holds(ptr::from_ref(first) as usize + 1));
        pool.free.extend(later);
        assert!(
            ptr::eq(pool.take(), first),
            "the oldest freed slot comes back first"
        );
    }
}
