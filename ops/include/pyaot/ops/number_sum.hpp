// sum() of int | float values (`sum(price[k] * n for ...)` over a dict of
// mixed numbers): CPython's left-to-right start + a + b + ..., the total an
// int while every item is an int and a float from the first float on (each
// later int added as a float, as CPython 3.11's float loop does).
#pragma once

#include <string>
#include <type_traits>
#include <utility>
#include <variant>

#include "pyaot/runtime/core.hpp"
#include "pyaot/runtime/iter.hpp"
#include "pyaot/runtime/number_union.hpp"
#include "pyaot/runtime/union.hpp"

namespace pyaot::ops::containers {

template <class X> std::variant<Int, double> sum_numbers(X&& iterable, Int start = 0) {
  std::variant<Int, double> total(std::in_place_type<Int>, start);
  auto c = iterate(std::forward<X>(iterable));
  element_t<X> x;
  while (c.next(x)) total = pyaot::number_union::add(total, x);
  return total;
}

// sum() of values of a union holding numbers and a type that does not add
// to a number (`sum(times)` of a list[int | float | str], a record's
// values): the numbers as above, and at the first value of another member
// CPython's TypeError for `total + value` (the total's type: int or float).
template <class X> auto sum_members(X&& iterable) {
  using E = element_t<X>;
  constexpr bool floats = []<class... Ts>(std::variant<Ts...>*) {
    return (std::is_same_v<Ts, double> || ...);
  }(static_cast<E*>(nullptr));
  using R = std::conditional_t<floats, std::variant<Int, double>, Int>;
  R total(Int{0});
  auto c = iterate(std::forward<X>(iterable));
  E x;
  while (c.next(x)) {
    std::visit([&](const auto& m) {
      using M = std::decay_t<decltype(m)>;
      if constexpr (is_number_v<M>) {
        if constexpr (floats) total = pyaot::number_union::add(total, m);
        else total = int_add(total, static_cast<Int>(m));
      } else {
        const char* have = "int";
        if constexpr (floats) have = std::holds_alternative<double>(total) ? "float" : "int";
        raise(exc::TypeError, std::string("unsupported operand type(s) for +: '") + have +
                                  "' and '" + Py<M>::name + "'");
      }
    }, x);
  }
  return total;
}

}  // namespace pyaot::ops::containers
