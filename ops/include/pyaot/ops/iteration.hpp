// iter() and next(): Python's iterator protocol on compiled values. Declared
// in ops/decls/iteration.toml.
//
// iter(x) is a cursor over x (iter.hpp); bound to a variable it becomes a
// pyaot::Generator, which is shared: `it2 = it` and `for v in it` advance the
// same iterator, as CPython's iterator objects do. iter() of an iterator is
// that iterator itself.
#pragma once

#include <optional>
#include <utility>

#include "pyaot/runtime/core.hpp"
#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/iter.hpp"

namespace pyaot::ops::iteration {

template <class X>
auto iter(const X& iterable) {
  return iterate(iterable);
}

// next(it): StopIteration (no message) once exhausted, as CPython.
template <class C>
typename std::decay_t<C>::value_type next(C&& it) {
  typename std::decay_t<C>::value_type out{};
  if (!it.next(out)) raise(exc::StopIteration, "");
  return out;
}

// next(it, default): the default once exhausted.
template <class C, class D>
typename std::decay_t<C>::value_type next(C&& it, D&& fallback) {
  typename std::decay_t<C>::value_type out{};
  if (!it.next(out)) return std::forward<D>(fallback);
  return out;
}

// next(it, None) on an iterator of T: a T | None.
template <class C>
OptionalOf<typename std::decay_t<C>::value_type> next_or_none(C&& it, NoneType) {
  typename std::decay_t<C>::value_type out{};
  if (!it.next(out)) return std::nullopt;
  return out;
}

}  // namespace pyaot::ops::iteration
