// CPython stops runaway recursion with RecursionError; compiled code counts
// depth the same way instead of overflowing the C stack: recursive
// functions, generator resumptions, and the runtime's own recursion through
// nested values (repr, ==, <, hash of containers and instances).
//
// CPython 3.11 has one counter for Python frames and for C recursion
// (Py_EnterRecursiveCall): PyObject_Repr and PyObject_RichCompare count one
// level each, a Python method (__repr__, __eq__, a dataclass's generated
// ones) one more, recursive_repr's wrapper another. Callers charge the
// levels CPython would, so a structure nested past the limit is
// RecursionError at about the depth CPython reports it.
#pragma once

#include <string>

#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/linkage.hpp"

namespace pyaot {

// CPython's default sys.getrecursionlimit().
inline constexpr int kRecursionLimit = 1000;

inline thread_local int recursion_depth = 0;

// The RecursionError of a guard below; out of line, so that each of the
// many guards inlined into generated code is a compare and a call.
[[noreturn, gnu::cold]] PYAOT_LINKED void recursion_exceeded(const char* where);

class RecursionGuard {
 public:
  // `levels`: how many levels CPython counts for this step; `where` finishes
  // its message ("maximum recursion depth exceeded in comparison").
  explicit RecursionGuard(int levels = 1, const char* where = "") : levels_(levels) {
    recursion_depth += levels;
    if (recursion_depth > kRecursionLimit) [[unlikely]] {
      recursion_depth -= levels;
      recursion_exceeded(where);
    }
  }
  ~RecursionGuard() { recursion_depth -= levels_; }
  RecursionGuard(const RecursionGuard&) = delete;
  RecursionGuard& operator=(const RecursionGuard&) = delete;

 private:
  int levels_;
};

inline constexpr const char* kInRepr = " while getting the repr of an object";
inline constexpr const char* kInStr = " while getting the str of an object";
inline constexpr const char* kInComparison = " in comparison";

// Py_ReprEnter / reprlib.recursive_repr: the values whose repr is being
// built on this thread. A value met again inside its own repr prints as
// "[...]" (lists), "{...}" (dicts), "set(...)", "(...)" (tuples) or "..."
// (dataclass instances) instead of recursing forever.
namespace detail {
struct ReprEntry {
  const void* key = nullptr;
  const void* kind = nullptr;
};
// A fixed array, constant-initialised and trivially destructible: a
// thread_local with a destructor needs __cxa_thread_atexit, which wasm32
// does not have (and costs a TLS guard on every access elsewhere).
struct ReprRunning {
  ReprEntry entries[kRecursionLimit];
  int size = 0;
};
inline thread_local constinit ReprRunning repr_running{};
}  // namespace detail

class ReprEnter {
 public:
  // `key` identifies the value (a container's storage, an instance), `kind`
  // its type, so that a value and its first member never share a key.
  ReprEnter(const void* key, const void* kind) : entry_{key, kind} {
    detail::ReprRunning& r = detail::repr_running;
    for (int k = 0; k < r.size; ++k) {
      if (r.entries[k].key == key && r.entries[k].kind == kind) {
        again_ = true;
        return;
      }
    }
    // Every caller holds a RecursionGuard of at least one level first, so at
    // most kRecursionLimit entries are live; this only guards that promise.
    if (r.size == kRecursionLimit) [[unlikely]] {
      raise(exc::RecursionError, std::string("maximum recursion depth exceeded") + kInRepr);
    }
    r.entries[r.size++] = entry_;
  }
  ~ReprEnter() {
    if (!again_) --detail::repr_running.size;
  }
  ReprEnter(const ReprEnter&) = delete;
  ReprEnter& operator=(const ReprEnter&) = delete;

  // Already being repr'd further out: print the placeholder.
  bool again() const { return again_; }

 private:
  detail::ReprEntry entry_;
  bool again_ = false;
};

// A distinct address per type, for ReprEnter's `kind`.
template <class T>
const void* type_key() {
  static const char key = 0;
  return &key;
}

}  // namespace pyaot

#if PYAOT_LINKED_BODIES
#include "pyaot/runtime/impl/recursion.hpp"
#endif
