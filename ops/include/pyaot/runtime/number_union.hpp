// Arithmetic on a union of numbers (`x: int | float`, from `[1, 2.5]` or
// `a if c else 0.5`): dispatched on the members held at run time, each pair
// as CPython computes it (int op int stays an int, with pyaot's 64-bit
// overflow check; an int with a float is a float). The result is an int, a
// float, or a std::variant<Int, double> when both can occur (the tracer's
// pyaot.infer_numeric computes the same type).
#pragma once

#include <cmath>
#include <tuple>
#include <type_traits>
#include <variant>

#include "pyaot/runtime/float.hpp"
#include "pyaot/runtime/int.hpp"

namespace pyaot::number_union {

template <class T> struct Members { using type = std::variant<T>; };
template <class... Ts> struct Members<std::variant<Ts...>> { using type = std::variant<Ts...>; };

template <class T> inline constexpr bool is_float_v = std::is_same_v<T, double>;

// Is some pair of members an int-only pair (an int result) / a pair with a float?
template <class A, class B> struct Kinds;
template <class... As, class... Bs>
struct Kinds<std::variant<As...>, std::variant<Bs...>> {
  static constexpr bool any_int = ((!is_float_v<As>) || ...) && ((!is_float_v<Bs>) || ...);
  static constexpr bool any_float = (is_float_v<As> || ...) || (is_float_v<Bs> || ...);
};

template <bool AnyInt, bool AnyFloat>
using Result = std::conditional_t<AnyInt && AnyFloat, std::variant<Int, double>,
                                  std::conditional_t<AnyInt, Int, double>>;

template <class R, class V>
R wrap(V v) {
  if constexpr (std::is_same_v<R, V>) return v;
  else return R(std::in_place_type<V>, v);
}

template <class T>
typename Members<T>::type members(const T& x) {
  if constexpr (std::is_same_v<typename Members<T>::type, T>) return x;
  else return typename Members<T>::type(std::in_place_type<T>, x);
}

template <bool TrueDiv, class Op, class A, class B>
auto binary(Op op, const A& a, const B& b) {
  using MA = typename Members<A>::type;
  using MB = typename Members<B>::type;
  using K = Kinds<MA, MB>;
  using R = Result<K::any_int && !TrueDiv, K::any_float || TrueDiv>;
  return std::visit([&](auto x, auto y) -> R { return wrap<R>(op(x, y)); },
                    members(a), members(b));
}

// One pair of members: ints (bool counts as int) or, with a float, floats.
#define PYAOT_NUMBER_OP(NAME, INT_FN, FLOAT_EXPR, TRUE_DIV)                          \
  struct NAME##_pair {                                                               \
    template <class X, class Y>                                                      \
    auto operator()(X x, Y y) const {                                                \
      if constexpr (!is_float_v<X> && !is_float_v<Y>) {                              \
        return INT_FN(static_cast<Int>(x), static_cast<Int>(y));                     \
      } else {                                                                       \
        double a = static_cast<double>(x), b = static_cast<double>(y);               \
        return FLOAT_EXPR;                                                           \
      }                                                                              \
    }                                                                                \
  };                                                                                 \
  template <class A, class B>                                                        \
  auto NAME(const A& a, const B& b) {                                                \
    return binary<TRUE_DIV>(NAME##_pair{}, a, b);                                    \
  }

PYAOT_NUMBER_OP(add, int_add, a + b, false)
PYAOT_NUMBER_OP(sub, int_sub, a - b, false)
PYAOT_NUMBER_OP(mul, int_mul, a * b, false)
PYAOT_NUMBER_OP(truediv, int_truediv, float_truediv(a, b), true)
PYAOT_NUMBER_OP(floordiv, int_floordiv, float_floordiv(a, b), false)
PYAOT_NUMBER_OP(mod, int_mod, float_mod(a, b), false)
// int ** negative int raises as int_pow does (pyaot.reference.pow models it).
PYAOT_NUMBER_OP(pow, int_pow, float_pow(a, b), false)
#undef PYAOT_NUMBER_OP

// float(x) of a number union: the member held as a float, as CPython's
// math functions and float() read an int (exact up to 2**53, then rounded
// to nearest, ties to even, as int.__float__).
template <class T>
double as_float(const T& v) {
  return std::visit([](auto x) { return static_cast<double>(x); }, members(v));
}

// A member as the type the operators take it as: bool counts as int.
template <class X>
auto as_number(X x) {
  if constexpr (is_float_v<X>) return x;
  else return static_cast<Int>(x);
}

// f on the member held, the union evaluated once: for an operator whose
// overloads return one type on every member (math.floor, int(): an int).
template <class F, class T>
auto on_member(F f, const T& v) {
  return std::visit([&](auto x) { return f(as_number(x)); }, members(v));
}

template <class... Ts>
auto abs(const std::variant<Ts...>& v) {
  using R = Result<((!is_float_v<Ts>) || ...), (is_float_v<Ts> || ...)>;
  return std::visit([](auto x) -> R {
    if constexpr (is_float_v<decltype(x)>) return wrap<R>(std::fabs(x));
    else return wrap<R>(int_abs(static_cast<Int>(x)));
  }, v);
}

template <class... Ts>
auto neg(const std::variant<Ts...>& v) {
  using R = Result<((!is_float_v<Ts>) || ...), (is_float_v<Ts> || ...)>;
  return std::visit([](auto x) -> R {
    if constexpr (is_float_v<decltype(x)>) return wrap<R>(-x);
    else return wrap<R>(int_neg(static_cast<Int>(x)));
  }, v);
}

}  // namespace pyaot::number_union
