// sum() of int | float values (`sum(price[k] * n for ...)` over a dict of
// mixed numbers): CPython's left-to-right start + a + b + ..., the total an
// int while every item is an int and a float from the first float on (each
// later int added as a float, as CPython 3.11's float loop does).
#pragma once

#include <utility>
#include <variant>

#include "pyaot/runtime/core.hpp"
#include "pyaot/runtime/iter.hpp"
#include "pyaot/runtime/number_union.hpp"

namespace pyaot::ops::containers {

template <class X> std::variant<Int, double> sum_numbers(X&& iterable, Int start = 0) {
  std::variant<Int, double> total(std::in_place_type<Int>, start);
  auto c = iterate(std::forward<X>(iterable));
  element_t<X> x;
  while (c.next(x)) total = pyaot::number_union::add(total, x);
  return total;
}

}  // namespace pyaot::ops::containers
