// A value of a union type (`x: int | str`): a tagged std::variant of the
// member types. repr/str/==/hash follow the held value; == and < compare
// members of one kind (numbers with numbers, tuples item by item) and <
// raises TypeError otherwise, as CPython does between an int and a str.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <type_traits>
#include <variant>

#include "pyaot/runtime/float.hpp"
#include "pyaot/runtime/object.hpp"

namespace pyaot {

template <class T>
inline constexpr bool is_number_v = std::is_same_v<T, Int> || std::is_same_v<T, double> ||
                                    std::is_same_v<T, bool>;

// Two numbers of different types compared exactly, as CPython does (not
// through double: 2**53 + 1 != 2.0**53); -1, 0, 1, or 2 when one is NaN.
template <class X, class Y>
int compare_numbers(X x, Y y) {
  if constexpr (std::is_same_v<X, double> && std::is_same_v<Y, double>) {
    return std::isnan(x) || std::isnan(y) ? 2 : (x < y ? -1 : (x > y ? 1 : 0));
  } else if constexpr (std::is_same_v<X, double>) {
    return std::isnan(x) ? 2 : -compare_int_float(static_cast<Int>(y), x);
  } else if constexpr (std::is_same_v<Y, double>) {
    return std::isnan(y) ? 2 : compare_int_float(static_cast<Int>(x), y);
  } else {
    Int a = static_cast<Int>(x), b = static_cast<Int>(y);
    return a < b ? -1 : (a > b ? 1 : 0);
  }
}

template <class X> inline constexpr bool is_std_tuple_v = false;
template <class... T> inline constexpr bool is_std_tuple_v<std::tuple<T...>> = true;

// Two sequences of one Python kind (list[int] and list[str], or two
// tuple[T, ...]) with items of different types.
template <class X, class Y>
concept same_kind_sequences = requires(const X& x, const Y& y) {
  x.size(); x.at(0); y.size(); y.at(0);
} && std::string_view(Py<X>::name) == std::string_view(Py<Y>::name);

template <class X, class Y> bool mixed_eq(const X& x, const Y& y);

template <class X, class Y>
std::size_t first_mixed_difference(const X& x, const Y& y) {
  std::size_t k = 0;
  while (k < x.size() && k < y.size() && mixed_eq(x.at(k), y.at(k))) ++k;
  return k;
}

// Two values of different C++ types compared as CPython compares them: the
// members of a union of tuples (`(n, tick, Leaf)` and `(n, tick, Branch)`
// in one heap) item by item, stopping at the first unequal pair, so a
// TypeError comes only from a pair actually compared; numbers exactly.
// Instances of two classes are never equal (their __eq__ is not consulted).
template <class X, class Y>
bool mixed_eq(const X& x, const Y& y) {
  if constexpr (std::is_same_v<X, Y>) {
    return eq_or_same(x, y);
  } else if constexpr (is_number_v<X> && is_number_v<Y>) {
    return compare_numbers(x, y) == 0;
  } else if constexpr (same_kind_sequences<X, Y>) {
    return x.size() == y.size() && first_mixed_difference(x, y) == x.size();
  } else if constexpr (is_std_tuple_v<X> && is_std_tuple_v<Y>) {
    if constexpr (std::tuple_size_v<X> != std::tuple_size_v<Y>) {
      return false;
    } else {
      return [&]<std::size_t... I>(std::index_sequence<I...>) {
        return (mixed_eq(std::get<I>(x), std::get<I>(y)) && ...);
      }(std::make_index_sequence<std::tuple_size_v<X>>{});
    }
  } else {
    return false;
  }
}

template <class X, class Y>
bool mixed_lt(const X& x, const Y& y) {
  if constexpr (std::is_same_v<X, Y>) {
    return pyaot::lt(x, y);
  } else if constexpr (is_number_v<X> && is_number_v<Y>) {
    return compare_numbers(x, y) == -1;
  } else if constexpr (same_kind_sequences<X, Y>) {
    std::size_t k = first_mixed_difference(x, y);
    if (k >= x.size() || k >= y.size()) return x.size() < y.size();
    return mixed_lt(x.at(k), y.at(k));
  } else if constexpr (is_std_tuple_v<X> && is_std_tuple_v<Y>) {
    constexpr std::size_t n = std::tuple_size_v<X> < std::tuple_size_v<Y>
                                  ? std::tuple_size_v<X> : std::tuple_size_v<Y>;
    int result = 0;  // -1 less, 1 not less, 0 undecided
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      ((result == 0 && !mixed_eq(std::get<I>(x), std::get<I>(y))
            ? (result = mixed_lt(std::get<I>(x), std::get<I>(y)) ? -1 : 1) : 0), ...);
    }(std::make_index_sequence<n>{});
    return result != 0 ? result == -1 : std::tuple_size_v<X> < std::tuple_size_v<Y>;
  } else {
    raise_unorderable("<", Py<X>::name, Py<Y>::name);
  }
}

template <class... Ts>
struct Py<std::variant<Ts...>> {
  using V = std::variant<Ts...>;
  static constexpr const char* name = "object";
  static std::string repr(const V& v) {
    return std::visit([](const auto& x) { return pyaot::repr(x); }, v);
  }
  static std::string str(const V& v) {
    return std::visit([](const auto& x) { return pyaot::str(x); }, v);
  }
  static bool eq(const V& a, const V& b) {
    return std::visit([](const auto& x, const auto& y) -> bool {
      using X = std::decay_t<decltype(x)>;
      using Y = std::decay_t<decltype(y)>;
      if constexpr (std::is_same_v<X, Y>) return pyaot::eq(x, y);
      else return mixed_eq(x, y);
    }, a, b);
  }
  static bool lt(const V& a, const V& b) {
    return std::visit([](const auto& x, const auto& y) -> bool {
      using X = std::decay_t<decltype(x)>;
      using Y = std::decay_t<decltype(y)>;
      if constexpr (std::is_same_v<X, Y>) return pyaot::lt(x, y);
      else return mixed_lt(x, y);
    }, a, b);
  }
  static std::size_t hash(const V& v) {
    return std::visit([](const auto& x) { return pyaot::hash(x); }, v);
  }
  static bool truthy(const V& v) {
    return std::visit([](const auto& x) { return pyaot::truthy(x); }, v);
  }
};

// isinstance(x, T) on a union: is the held member T (bool counts as int)?
template <class T, class... Ts>
bool holds(const std::variant<Ts...>& v) {
  if constexpr (std::is_same_v<T, Int> && (std::is_same_v<Ts, bool> || ...)) {
    if (std::holds_alternative<bool>(v)) return true;
  }
  if constexpr ((std::is_same_v<T, Ts> || ...)) return std::holds_alternative<T>(v);
  return false;
}

// type(x) is T on a union: is the held member T itself (a bool is not an int)?
template <class T, class... Ts>
bool holds_exactly(const std::variant<Ts...>& v) {
  if constexpr ((std::is_same_v<T, Ts> || ...)) return std::holds_alternative<T>(v);
  return false;
}

// The member a narrowing proved (`if isinstance(x, int):`): cannot fail there.
template <class T, class... Ts>
const T& member(const std::variant<Ts...>& v) {
  return *std::get_if<T>(&v);
}

}  // namespace pyaot
