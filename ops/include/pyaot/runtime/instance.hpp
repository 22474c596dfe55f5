// The protocol of user class instances as CPython runs it: generated class
// structs pick, per method, the user's own (__repr__, __eq__, ...), the one
// @dataclass generated, or object's, and call these helpers, which count the
// recursion levels CPython counts (a Python method is a frame; recursive_repr
// wraps a dataclass's __repr__ in another).
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <tuple>
#include <type_traits>
#include <typeinfo>
#include <utility>

#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/object.hpp"
#include "pyaot/runtime/recursion.hpp"

namespace pyaot::instance {

// A protocol method the user wrote, called by the runtime: one frame.
template <class F>
auto user_method(F&& call) {
  const RecursionGuard frame(1);
  return call();
}

// A virtual call whose methods return T, T | None or None (a base method
// returning None or raising NotImplementedError): each result as the call's
// std::optional, a void method's as None.
template <class T, class F>
T returned_as(F&& call) {
  if constexpr (std::is_void_v<decltype(call())>) {
    call();
    return T{};
  } else {
    return T(call());
  }
}

// The dataclass __repr__: recursive_repr's wrapper and the method are two
// frames, and an instance met again inside its own repr prints as "...".
template <class F>
std::string dataclass_repr(const void* self, const char* cls, F&& fields) {
  const RecursionGuard frames(2);
  const ReprEnter enter(self, type_key<struct DataclassRepr>());
  if (enter.again()) return "...";
  return std::string(cls) + "(" + fields() + ")";
}

// object.__repr__: <module.Class object at 0x...>.
inline std::string object_repr(const char* qualname, const void* self) {
  return std::string("<") + qualname + " object at " + address_of(self) + ">";
}

// Same dynamic class? (A dataclass's __eq__ and __lt__ compare fields only
// then; otherwise they return NotImplemented.)
template <class A, class B>
bool same_class(const std::shared_ptr<A>& a, const std::shared_ptr<B>& b) {
  return typeid(*a) == typeid(*b);
}

// The dataclass __eq__: (a.f, ...) == (b.f, ...) for instances of one class;
// NotImplemented both ways (so identity) otherwise. The method frame and the
// tuple comparison are two levels; an instance equals itself, field objects
// being identical.
template <class T, class F>
bool dataclass_eq(const std::shared_ptr<T>& a, const std::shared_ptr<T>& b, F&& fields_equal) {
  const RecursionGuard frame(1);
  const RecursionGuard tuples(1, kInComparison);
  if (identity(a) == identity(b)) return true;
  if (!same_class(a, b)) return false;
  return fields_equal();
}

// Lexicographic < of two field tuples, as tuple < tuple: decided at the
// first pair that is not equal.
template <class... A>
bool fields_lt(const std::tuple<A&...>& a, const std::tuple<A&...>& b) {
  int result = 0;  // -1 less, 1 not less, 0 undecided
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    ((result == 0 && !eq_or_same(std::get<I>(a), std::get<I>(b))
          ? (result = pyaot::lt(std::get<I>(a), std::get<I>(b)) ? -1 : 1) : 0), ...);
  }(std::index_sequence_for<A...>{});
  return result == -1;
}

// The dataclass(order=True) __lt__; between classes it is TypeError.
template <class T, class F>
bool dataclass_lt(const std::shared_ptr<T>& a, const std::shared_ptr<T>& b, F&& fields_less) {
  const RecursionGuard frame(1);
  const RecursionGuard tuples(1, kInComparison);
  if (!same_class(a, b)) raise_unorderable("<", a->pyaot_type_name(), b->pyaot_type_name());
  return fields_less();
}

// The dataclass(frozen=True) __hash__: hash of the fields' tuple.
template <class... A>
std::size_t dataclass_hash(const A&... fields) {
  const RecursionGuard frames(2);
  std::size_t h = 0x345678;
  ((h = mix_hash(h, pyaot::hash(fields))), ...);
  return h;
}

// object.__hash__: by identity.
inline std::size_t identity_hash(const void* self) { return std::hash<const void*>{}(self); }

// __hash__ = None: a class defining __eq__ without __hash__, a dataclass
// with eq and not frozen.
[[noreturn]] inline std::size_t unhashable(const char* cls) {
  raise(exc::TypeError, std::string("unhashable type: '") + cls + "'");
}

// A __hash__ the user wrote returns an int.
inline std::size_t hash_value(Int h) { return std::hash<Int>{}(h); }

// A __bool__ the user wrote must return a bool (CPython's TypeError otherwise).
inline bool bool_value(bool b) { return b; }
template <class T>
[[noreturn]] bool bool_value(const T&) {
  raise(exc::TypeError, std::string("__bool__ should return bool, returned ") + type_name<T>());
}

// A __len__ the user wrote, as truth(): nonzero, never negative.
inline bool len_truth(Int n) {
  if (n < 0) raise(exc::ValueError, "__len__() should return >= 0");
  return n != 0;
}
inline bool len_truth(bool b) { return b; }
template <class T>
[[noreturn]] bool len_truth(const T&) {
  raise(exc::TypeError, std::string("'") + type_name<T>() +
                            "' object cannot be interpreted as an integer");
}

}  // namespace pyaot::instance
