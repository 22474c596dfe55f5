// frozenset's operators and methods (ops/decls/frozenset.toml): each makes
// a new frozenset (a frozenset's `|=` rebinds the name to one, as CPython's
// frozenset has no in-place operators); what only reads a set is set's.
#pragma once

#include <type_traits>
#include <utility>

#include "pyaot/ops/containers.hpp"
#include "pyaot/runtime/frozenset.hpp"

namespace pyaot::ops::frozenset_ {

// frozenset(iterable=()): F is the call's frozenset type (`{result}`: an
// omitted argument is an empty list, typed by the frozenset's uses).
template <class F, class X> F frozenset_of(X&& iterable) {
  if constexpr (std::is_same_v<std::decay_t<X>, F>) {
    return iterable;  // frozenset(a_frozenset) is that frozenset, as CPython's
  } else {
    return F(containers::set(std::forward<X>(iterable)));
  }
}

template <class T> FrozenSet<T> or_(const Set<T>& a, const Set<T>& b) {
  return FrozenSet<T>(containers::set_or(a, b));
}
template <class T> FrozenSet<T> and_(const Set<T>& a, const Set<T>& b) {
  return FrozenSet<T>(containers::set_and(a, b));
}
template <class T> FrozenSet<T> sub(const Set<T>& a, const Set<T>& b) {
  return FrozenSet<T>(containers::set_sub(a, b));
}
template <class T> FrozenSet<T> xor_(const Set<T>& a, const Set<T>& b) {
  return FrozenSet<T>(containers::set_xor(a, b));
}
template <class T, class X> FrozenSet<T> union_all(const FrozenSet<T>& s, X&& sets) {
  return FrozenSet<T>(containers::union_all(s, std::forward<X>(sets)));
}
template <class T, class X> FrozenSet<T> intersection_all(const FrozenSet<T>& s, X&& sets) {
  return FrozenSet<T>(containers::intersection_all(s, std::forward<X>(sets)));
}
template <class T, class X> FrozenSet<T> difference_all(const FrozenSet<T>& s, X&& sets) {
  return FrozenSet<T>(containers::difference_all(s, std::forward<X>(sets)));
}
template <class T, class... Xs> FrozenSet<T> union_of(const FrozenSet<T>& s, Xs&&... xs) {
  return FrozenSet<T>(containers::union_of(s, std::forward<Xs>(xs)...));
}
template <class T, class... Xs> FrozenSet<T> intersection_of(const FrozenSet<T>& s, Xs&&... xs) {
  return FrozenSet<T>(containers::intersection_of(s, std::forward<Xs>(xs)...));
}
template <class T, class... Xs> FrozenSet<T> difference_of(const FrozenSet<T>& s, Xs&&... xs) {
  return FrozenSet<T>(containers::difference_of(s, std::forward<Xs>(xs)...));
}
template <class T, class X> FrozenSet<T> symmetric_difference_of(const FrozenSet<T>& s, X&& x) {
  return FrozenSet<T>(containers::symmetric_difference_of(s, std::forward<X>(x)));
}
// frozenset.copy() is the frozenset itself (nothing can change it).
template <class T> FrozenSet<T> copy(const FrozenSet<T>& s) { return s; }

template <class T> bool contains(const FrozenSet<T>& s, const T& x) { return s.contains(x); }

// A set and a frozenset compare as sets (`{1} == frozenset({1})`).
template <class T> bool eq(const Set<T>& a, const Set<T>& b) { return Py<Set<T>>::eq(a, b); }
template <class T> bool ne(const Set<T>& a, const Set<T>& b) { return !Py<Set<T>>::eq(a, b); }
template <class T> bool lt(const Set<T>& a, const Set<T>& b) { return Py<Set<T>>::lt(a, b); }
template <class T> bool le(const Set<T>& a, const Set<T>& b) { return Py<Set<T>>::subset(a, b); }
template <class T> bool gt(const Set<T>& a, const Set<T>& b) { return Py<Set<T>>::lt(b, a); }
template <class T> bool ge(const Set<T>& a, const Set<T>& b) { return Py<Set<T>>::subset(b, a); }

}  // namespace pyaot::ops::frozenset_
