// type(x).__name__ and x.__class__.__name__ (pyaot.type_name in
// ops/decls/numbers.toml): the static type's Python name, or the class an
// instance was made as (a subclass's, through a base-typed variable), the
// member a union or Optional holds now.
#pragma once

#include <cstring>
#include <memory>
#include <optional>
#include <tuple>
#include <type_traits>
#include <typeinfo>
#include <variant>

#include "pyaot/runtime/bytes.hpp"
#include "pyaot/runtime/core.hpp"
#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/list.hpp"
#include "pyaot/runtime/object.hpp"
#include "pyaot/runtime/str.hpp"
#include "pyaot/runtime/table.hpp"

namespace pyaot::ops::types {

// The TypeError of an operator on a union member it does not take
// (pyaot.member_type_error): thrown by the throw-expression that is one arm
// of the conditional testing the member held.
// The operation's other operands come as arguments: evaluated first, as in
// Python, then unused.
template <class... Operands>
Exception member_type_error(const Str& message, const Operands&...) {
  return Exception(exc::TypeError, message.bytes());
}
template <class... Operands>
Exception member_attribute_error(const Str& message, const Operands&...) {
  return Exception(exc::AttributeError, message.bytes());
}

template <class Key, class... Operands>
Exception member_key_error(const Key& key, const Operands&...) {
  return Exception(exc::KeyError, pyaot::repr(key));
}

inline const char* name_of(Int) { return "int"; }
inline const char* name_of(double) { return "float"; }
inline const char* name_of(bool) { return "bool"; }
inline const char* name_of(const Str&) { return "str"; }
inline const char* name_of(const Bytes&) { return "bytes"; }
inline const char* name_of(NoneType) { return "NoneType"; }
inline const char* name_of(const Range&) { return "range"; }
// __name__ leaves out the module a traceback shows (io.UnsupportedOperation).
inline const char* name_of(const Exception& e) {
  const char* dot = std::strrchr(e.type().name, '.');
  return dot != nullptr ? dot + 1 : e.type().name;
}
template <class T> const char* name_of(const List<T>&) { return "list"; }
template <class T> const char* name_of(const VTuple<T>&) { return "tuple"; }
template <class... T> const char* name_of(const std::tuple<T...>&) { return "tuple"; }
template <class K, class V> const char* name_of(const Dict<K, V>& d) {
  return d.table().default_factory != nullptr ? "defaultdict" : "dict";  // one C++ type
}
template <class T> const char* name_of(const Set<T>&) { return "set"; }
// A subclass of a built-in type (frozenset, Counter, deque): its own name,
// not its base's (an exact match is preferred to the base's overload).
template <class T>
  requires requires { Py<T>::name; }
const char* name_of(const T&) {
  return Py<T>::name;
}
template <class T>
  requires requires(const T& x) { x.pyaot_type_name(); }
const char* name_of(const std::shared_ptr<T>& instance) {
  return instance->pyaot_type_name();  // virtual: the class it was made as
}
template <class T> const char* name_of(const std::optional<T>& x) {
  return x ? name_of(*x) : "NoneType";
}
template <class... T> const char* name_of(const std::variant<T...>& x) {
  return std::visit([](const auto& member) { return name_of(member); }, x);
}

template <class T> Str type_name(const T& x) { return Str(name_of(x)); }

// The class a value was made as, for type(a) is type(b): an instance's C++
// class, a caught exception's type, or a built-in type's name (unique among
// built-in types; user classes are never compared by name).
struct TypeKey {
  const std::type_info* instance = nullptr;
  const ExceptionType* exception = nullptr;
  const char* builtin = nullptr;
  bool operator==(const TypeKey& o) const {
    if (instance != nullptr || o.instance != nullptr)
      return instance != nullptr && o.instance != nullptr && *instance == *o.instance;
    if (exception != nullptr || o.exception != nullptr) return exception == o.exception;
    return std::strcmp(builtin, o.builtin) == 0;
  }
};

template <class T> TypeKey type_key(const T& x) {
  if constexpr (requires { x.valueless_by_exception(); }) {
    return std::visit([](const auto& member) { return type_key(member); }, x);
  } else if constexpr (requires { x.has_value(); *x; }) {
    return x ? type_key(*x) : TypeKey{.builtin = "NoneType"};
  } else if constexpr (requires { x->pyaot_type_name(); }) {
    return TypeKey{.instance = &typeid(*x)};
  } else if constexpr (std::is_same_v<T, Exception>) {
    return TypeKey{.exception = &x.type()};
  } else {
    return TypeKey{.builtin = name_of(x)};
  }
}

// type(a) is type(b), type(a) == type(b) (pyaot.same_type).
template <class A, class B> bool same_type(const A& a, const B& b) {
  return type_key(a) == type_key(b);
}

// `return NotImplemented` in a user __eq__ (pyaot.frontend.not_implemented):
// Python then tries the other operand's __eq__ (the compiler refuses where
// its class defines one) and falls back to identity: an instance equals
// itself only. Held in an Optional or a union, the member held is compared.
template <class A, class B> bool eq_fallback(const A& a, const B& b) {
  if constexpr (requires { b.valueless_by_exception(); }) {
    return std::visit([&](const auto& member) { return eq_fallback(a, member); }, b);
  } else if constexpr (requires { b.has_value(); *b; }) {
    return b.has_value() && eq_fallback(a, *b);
  } else if constexpr (requires { a->pyaot_type_name(); b->pyaot_type_name(); }) {
    return dynamic_cast<const void*>(a.get()) == dynamic_cast<const void*>(b.get());
  } else {
    return false;
  }
}

// `return NotImplemented` in a user __lt__ or __add__ (pyaot.not_implemented):
// refused wherever the types reach it, so never run.
template <class A, class B> NoneType not_implemented(const Str&, const A&, const B&) {
  return {};
}

}  // namespace pyaot::ops::types
