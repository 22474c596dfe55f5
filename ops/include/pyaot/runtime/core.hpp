// Language-level protocols generated code relies on: truthiness, unbound
// locals, and range() iteration.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/int.hpp"

namespace pyaot {

// `T | None` where T may itself allow None: Python has one None, so an
// Optional of an Optional is the Optional (d.get(k) of a dict whose values
// may be None is None both where k is missing and where its value is None;
// pyaot.typesys.substitute collapses the type the same way).
template <class T> struct optional_of { using type = std::optional<T>; };
template <class T> struct optional_of<std::optional<T>> { using type = std::optional<T>; };
template <class T> using OptionalOf = typename optional_of<T>::type;

// bool(x) for the scalar types (NaN is truthy, as in Python).
inline bool truthy(bool b) { return b; }
inline bool truthy(Int i) { return i != 0; }
inline bool truthy(double d) { return d != 0.0; }

// Reading a local on a path where it was never assigned.
template <class T>
[[noreturn, gnu::cold]] T unbound_local(const char* name) {
  raise(exc::UnboundLocalError, std::string("cannot access local variable '") + name +
                                    "' where it is not associated with a value");
}

// Reading an enclosing function's variable from a nested scope (a
// comprehension, generator expression or closure: CPython 3.11 compiles each
// as a function of its own) on a path where it was never assigned.
template <class T>
[[noreturn, gnu::cold]] T unbound_free(const char* name) {
  raise(exc::NameError, std::string("cannot access free variable '") + name +
                            "' where it is not associated with a value in enclosing scope");
}

// `except E as e`: CPython deletes e when the handler is left (by its end,
// break, continue, return or an exception), so a later read is unbound.
class UnbindOnExit {
 public:
  explicit UnbindOnExit(bool& bound) : bound_(bound) {}
  ~UnbindOnExit() { bound_ = false; }
  UnbindOnExit(const UnbindOnExit&) = delete;
  UnbindOnExit& operator=(const UnbindOnExit&) = delete;

 private:
  bool& bound_;
};

// range(start, stop, step): its length computed once, as CPython does, and
// elements produced by index so that stepping near INT64_MAX cannot overflow.
class Range {
 public:
  Range() = default;
  Range(Int start, Int stop, Int step) : start_(start), step_(step) {
    if (step == 0) [[unlikely]] raise(exc::ValueError, "range() arg 3 must not be zero");
    using U = std::uint64_t;
    if (step > 0 && start < stop) {
      size_ = (static_cast<U>(stop) - static_cast<U>(start) - 1) / static_cast<U>(step) + 1;
    } else if (step < 0 && start > stop) {
      size_ = (static_cast<U>(start) - static_cast<U>(stop) - 1) / (U{0} - static_cast<U>(step)) + 1;
    }
  }
  std::uint64_t size() const { return size_; }
  Int operator[](std::uint64_t k) const {
    return static_cast<Int>(static_cast<std::uint64_t>(start_) +
                            k * static_cast<std::uint64_t>(step_));
  }

 private:
  Int start_ = 0;
  Int step_ = 1;
  std::uint64_t size_ = 0;
};

}  // namespace pyaot
