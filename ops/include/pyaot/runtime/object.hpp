// The protocols every Python value type implements -- repr(), str(), ==, <,
// hash() and truthiness -- as one traits template, `Py<T>`, specialised per
// type (scalars and str here, containers in their own headers). Generic code
// calls the free functions below, which dispatch through Py<T>; a class
// template specialisation is found at instantiation, so the headers can
// define types in any order.
#pragma once

#include <cmath>
#include <concepts>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>

#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/float.hpp"
#include "pyaot/runtime/int.hpp"
#include "pyaot/runtime/recursion.hpp"
#include "pyaot/runtime/repr.hpp"
#include "pyaot/runtime/str.hpp"

namespace pyaot {

// Python's None, the value of a function without `return`.
struct NoneType {
  friend bool operator==(NoneType, NoneType) { return true; }
};
inline constexpr NoneType None{};

// Optional[T]: std::nullopt is None.
template <class T>
using Optional = std::optional<T>;

template <class T, class = void>
struct Py;  // specialised per type

template <class T> std::string repr(const T& x) { return Py<T>::repr(x); }
template <class T> std::string str(const T& x) { return Py<T>::str(x); }
template <class T> bool eq(const T& a, const T& b) { return Py<T>::eq(a, b); }
template <class T> bool lt(const T& a, const T& b) { return Py<T>::lt(a, b); }
template <class T> std::size_t hash(const T& x) { return Py<T>::hash(x); }
template <class T> bool truthy(const T& x) { return Py<T>::truthy(x); }

// The name of a value's Python type, for TypeError messages.
template <class T> const char* type_name() { return Py<T>::name; }

// The Python type name of the value held (a union's member, None for an
// empty Optional, an instance's own class).
template <class X> std::string type_name_of(const X& x) {
  if constexpr (requires { x.valueless_by_exception(); }) {
    return std::visit([](const auto& m) { return type_name_of(m); }, x);
  } else if constexpr (requires { x.has_value(); *x; }) {
    return x ? type_name_of(*x) : std::string("NoneType");
  } else if constexpr (requires { x->pyaot_type_name(); }) {
    return x->pyaot_type_name();
  } else {
    return type_name<X>();
  }
}

inline std::size_t mix_hash(std::size_t seed, std::size_t h) {
  return seed ^ (h + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2));
}

[[noreturn, gnu::cold]] inline void raise_unorderable(const char* op, const char* a,
                                                      const char* b) {
  raise(exc::TypeError, std::string("'") + op + "' not supported between instances of '" + a +
                            "' and '" + b + "'");
}

template <>
struct Py<bool> {
  static constexpr const char* name = "bool";
  static std::string repr(bool b) { return pyaot::repr(b); }
  static std::string str(bool b) { return pyaot::repr(b); }
  static bool eq(bool a, bool b) { return a == b; }
  static bool lt(bool a, bool b) { return a < b; }
  static std::size_t hash(bool b) { return b; }
  static bool truthy(bool b) { return b; }
};

template <>
struct Py<Int> {
  static constexpr const char* name = "int";
  static std::string repr(Int i) { return pyaot::repr(i); }
  static std::string str(Int i) { return pyaot::repr(i); }
  static bool eq(Int a, Int b) { return a == b; }
  static bool lt(Int a, Int b) { return a < b; }
  static std::size_t hash(Int i) { return std::hash<Int>{}(i); }
  static bool truthy(Int i) { return i != 0; }
};

template <>
struct Py<double> {
  static constexpr const char* name = "float";
  static std::string repr(double d) { return pyaot::repr(d); }
  static std::string str(double d) { return pyaot::repr(d); }
  static bool eq(double a, double b) { return a == b; }
  static bool lt(double a, double b) { return a < b; }
  static std::size_t hash(double d) {
    // Equal floats hash equal (0.0 == -0.0); integral floats as their int.
    if (d == 0.0) return 0;
    if (d == std::trunc(d) && std::fabs(d) < 9.2e18) return std::hash<Int>{}(static_cast<Int>(d));
    std::uint64_t bits;
    std::memcpy(&bits, &d, sizeof bits);
    return std::hash<std::uint64_t>{}(bits);
  }
  static bool truthy(double d) { return d != 0.0; }
};

template <>
struct Py<Str> {
  static constexpr const char* name = "str";
  static std::string repr(const Str& s) { return pyaot::repr(s); }
  static std::string str(const Str& s) { return s.bytes(); }
  static bool eq(const Str& a, const Str& b) { return a == b; }
  static bool lt(const Str& a, const Str& b) { return a < b; }
  static std::size_t hash(const Str& s) { return s.hash(); }
  static bool truthy(const Str& s) { return s.length() != 0; }
};

template <>
struct Py<NoneType> {
  static constexpr const char* name = "NoneType";
  static std::string repr(NoneType) { return "None"; }
  static std::string str(NoneType) { return "None"; }
  static bool eq(NoneType, NoneType) { return true; }
  static bool lt(NoneType, NoneType) { raise_unorderable("<", name, name); }
  static std::size_t hash(NoneType) { return 0x5a5a; }
  static bool truthy(NoneType) { return false; }
};

// A caught exception (`except ValueError as e`): str(e) is its message,
// repr(e) ValueError('message').
template <>
struct Py<Exception> {
  static constexpr const char* name = "BaseException";
  static std::string repr(const Exception& e) {
    std::string args = e.args_repr();
    if (args.empty() && !e.message().empty()) {
      // Raised by the runtime: a KeyError's message is already repr(key).
      args = e.type().is_subclass_of(exc::KeyError) ? e.message() : pyaot::repr(Str(e.message()));
    }
    return std::string(e.type().name) + "(" + args + ")";
  }
  static std::string str(const Exception& e) { return e.message(); }
  static bool eq(const Exception& a, const Exception& b) { return &a == &b; }
  static bool lt(const Exception&, const Exception&) { raise_unorderable("<", name, name); }
  static std::size_t hash(const Exception& e) { return std::hash<const void*>{}(&e); }
  static bool truthy(const Exception&) { return true; }
};

template <class T>
struct Py<std::optional<T>> {
  static constexpr const char* name = Py<T>::name;
  static std::string repr(const std::optional<T>& v) { return v ? pyaot::repr(*v) : "None"; }
  static std::string str(const std::optional<T>& v) { return v ? pyaot::str(*v) : "None"; }
  static bool eq(const std::optional<T>& a, const std::optional<T>& b) {
    if (!a || !b) return !a && !b;
    return pyaot::eq(*a, *b);
  }
  static bool lt(const std::optional<T>& a, const std::optional<T>& b) {
    if (!a || !b) raise_unorderable("<", type_name_of(a).c_str(), type_name_of(b).c_str());
    return pyaot::lt(*a, *b);
  }
  static std::size_t hash(const std::optional<T>& v) { return v ? pyaot::hash(*v) : 0x5a5a; }
  static bool truthy(const std::optional<T>& v) { return v && pyaot::truthy(*v); }
};

// Optional[T] used where T is required: Python would fail on None with a
// TypeError (None + 1, len(None), None[0]); the message names the operation.
template <class T>
const T& unwrap(const std::optional<T>& v, const char* what) {
  if (!v) [[unlikely]] raise(exc::TypeError, what);
  return *v;
}

// A try...finally statement's finally clause, run when a return, break or
// continue leaves the statement (pyaot.emit runs it itself on the other ways
// out, and sets its flag so that this runs nothing). Not while an exception
// propagates, so it may raise.
template <class F>
class Finally {
 public:
  explicit Finally(F f) : f_(std::move(f)) {}
  Finally(const Finally&) = delete;
  Finally& operator=(const Finally&) = delete;
  ~Finally() noexcept(false) { f_(); }

 private:
  F f_;
};

template <class T>
const T& unwrap_or_raise(const std::optional<T>& v, const ExceptionType& type, const char* what) {
  if (!v) [[unlikely]] raise(type, what);
  return *v;
}

template <class... T>
struct Py<std::tuple<T...>> {
  static constexpr const char* name = "tuple";
  using Tuple = std::tuple<T...>;
  static std::string repr(const Tuple& t) {
    if constexpr (sizeof...(T) == 0) {
      return "()";
    } else {
      const RecursionGuard depth(1, kInRepr);
      // A tuple has no identity here; its address does while it is being
      // printed (a field of an instance whose repr prints that field).
      const ReprEnter enter(&t, type_key<Tuple>());
      if (enter.again()) return "(...)";
      std::string out = "(";
      std::apply([&](const auto&... x) {
        std::size_t k = 0;
        ((out += (k++ ? ", " : ""), out += pyaot::repr(x)), ...);
      }, t);
      if (sizeof...(T) == 1) out += ",";
      return out + ")";
    }
  }
  static std::string str(const Tuple& t) { return repr(t); }
  static bool eq(const Tuple& a, const Tuple& b);
  static bool lt(const Tuple& a, const Tuple& b);
  static std::size_t hash(const Tuple& t) {
    std::size_t h = 0x345678;
    std::apply([&](const auto&... x) { ((h = mix_hash(h, pyaot::hash(x))), ...); }, t);
    return h;
  }
  static bool truthy(const Tuple&) { return sizeof...(T) != 0; }
};

// "0x7f..." as CPython's default repr shows an object's address.
inline std::string address_of(const void* p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%p", p);
  return buf;
}

// An instance of a user class: the generated struct supplies the protocol
// (repr/str from __repr__/__str__ or the dataclass form, == from __eq__ or
// the dataclass fields or identity, < from __lt__ or dataclass(order=True),
// hash from __hash__, the frozen dataclass fields, identity, or none, truth
// from __bool__ or __len__). Each
// call is one level of recursion, as PyObject_Repr/RichCompare count it.
template <class T>
struct Py<std::shared_ptr<T>> {
  static constexpr const char* name = T::pyaot_name;
  static std::string repr(const std::shared_ptr<T>& x) {
    const RecursionGuard depth(1, kInRepr);
    return T::pyaot_repr(x);
  }
  static std::string str(const std::shared_ptr<T>& x) {
    const RecursionGuard depth(1, kInStr);
    return T::pyaot_str(x);
  }
  static bool eq(const std::shared_ptr<T>& a, const std::shared_ptr<T>& b) {
    const RecursionGuard depth(1, kInComparison);
    return T::pyaot_eq(a, b);
  }
  static bool lt(const std::shared_ptr<T>& a, const std::shared_ptr<T>& b) {
    const RecursionGuard depth(1, kInComparison);
    return T::pyaot_lt(a, b);
  }
  // a > b: __gt__, else b.__lt__(a) (max() compares so, and a class may
  // define __gt__ otherwise than as the reflection of __lt__).
  static bool gt(const std::shared_ptr<T>& a, const std::shared_ptr<T>& b) {
    const RecursionGuard depth(1, kInComparison);
    return T::pyaot_gt(a, b);
  }
  static std::size_t hash(const std::shared_ptr<T>& x) { return T::pyaot_hash(x); }
  // __bool__, else __len__ != 0, else true (object's), as CPython's truth test.
  static bool truthy(const std::shared_ptr<T>& x) { return T::pyaot_bool(x); }
};

// What `a is b` compares: an instance's address (the most derived object's,
// so a base and a subclass view of one instance are the same), a
// container's storage; None is the null address.
template <class T>
const void* identity(const std::shared_ptr<T>& p) {
  return dynamic_cast<const void*>(p.get());
}

// `a is b` of a union of classes (an Equality | Edit): the instance held.
template <class... Ts>
  requires(std::is_convertible_v<decltype(identity(std::declval<const Ts&>())), const void*> &&
           ...)
const void* identity(const std::variant<Ts...>& v) {
  return std::visit([](const auto& x) { return identity(x); }, v);
}

// Values that are objects with an identity of their own (instances and
// mutable containers; a number or a str is equal to itself anyway).
template <class T>
concept HasIdentity = requires(const T& x) {
  { identity(x) } -> std::convertible_to<const void*>;
};

template <HasIdentity T>
const void* identity(const std::optional<T>& v) {
  return v ? identity(*v) : nullptr;
}

// PyObject_RichCompareBool(a, b, Py_EQ): an object is equal to itself
// without its __eq__ being asked. Containers compare their items so, and
// `in`, list.index/count/remove, dict keys and dataclass fields.
template <class T>
bool eq_or_same(const T& a, const T& b) {
  if constexpr (HasIdentity<T>) {
    if (identity(a) == identity(b)) return true;
  }
  return pyaot::eq(a, b);
}

// Tuples compare as CPython's: == item by item, < deciding at the first
// pair that is not equal.
template <class... T>
bool Py<std::tuple<T...>>::eq(const Tuple& a, const Tuple& b) {
  const RecursionGuard depth(1, kInComparison);
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return (eq_or_same(std::get<I>(a), std::get<I>(b)) && ...);
  }(std::index_sequence_for<T...>{});
}
template <class... T>
bool Py<std::tuple<T...>>::lt(const Tuple& a, const Tuple& b) {
  const RecursionGuard depth(1, kInComparison);
  int result = 0;  // -1 less, 1 not less, 0 undecided
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    ((result == 0 && !eq_or_same(std::get<I>(a), std::get<I>(b))
          ? (result = pyaot::lt(std::get<I>(a), std::get<I>(b)) ? -1 : 1) : 0), ...);
  }(std::index_sequence_for<T...>{});
  return result == -1;
}

// Python's `<=`, `>`, `>=` from == and < (containers compare this way).
template <class T> bool le(const T& a, const T& b) { return lt(a, b) || eq(a, b); }
template <class T> bool gt(const T& a, const T& b) {
  if constexpr (requires { Py<T>::gt(a, b); }) {
    return Py<T>::gt(a, b);  // an instance: its own __gt__ first
  } else {
    return lt(b, a);
  }
}
template <class T> bool ge(const T& a, const T& b) { return lt(b, a) || eq(a, b); }
template <class T> bool ne(const T& a, const T& b) { return !eq(a, b); }

// Hashing and equality for the standard containers dicts and sets use.
template <class T>
struct PyHash {
  std::size_t operator()(const T& x) const { return pyaot::hash(x); }
};
template <class T>
struct PyEq {
  bool operator()(const T& a, const T& b) const { return eq_or_same(a, b); }
};

}  // namespace pyaot
