// Array creation: zeros, ones, full, empty, the *_like forms, arange,
// linspace, eye/identity, and arrays from nested lists.
#pragma once

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>
#include <vector>

#include "pyaot/nd/array.hpp"
#include "pyaot/runtime/list.hpp"

namespace pyaot::nd {

template <Element T>
array<T> zeros(shape_t shape) { return array<T>(std::move(shape)); }
template <Element T>
array<T> ones(shape_t shape) { return array<T>::full(std::move(shape), T(1)); }
// `empty` is zero-filled: no program can observe uninitialised memory.
template <Element T>
array<T> empty(shape_t shape) { return array<T>(std::move(shape)); }
template <Element T, class V>
array<T> full(shape_t shape, V value) { return array<T>::full(std::move(shape), cast<T>(value)); }

template <Element T, Element U>
array<T> zeros_like(const array<U>& a) { return zeros<T>(a.shape()); }
template <Element T, Element U>
array<T> ones_like(const array<U>& a) { return ones<T>(a.shape()); }
template <Element T, Element U>
array<T> empty_like(const array<U>& a) { return empty<T>(a.shape()); }
template <Element T, Element U, class V>
array<T> full_like(const array<U>& a, V value) { return full<T>(a.shape(), value); }

// arange(start, stop, step): NumPy's length ceil((stop - start) / step), and
// element i = start + i * step computed in the result dtype.
template <Element T>
array<T> arange(double start, double stop, double step = 1.0) {
  if (step == 0) raise(exc::ZeroDivisionError, "division by zero");
  double len = std::ceil((stop - start) / step);
  if (!(len == len)) raise(exc::ValueError, "arange: cannot compute length");
  index_t n = len > 0 ? static_cast<index_t>(len) : 0;
  array<T> out({n});
  if (n == 0) return out;
  // NumPy fills by repeated addition of delta = (start + step) - start.
  T first = T(start), delta = T(T(start + step) - T(start));
  for (index_t i = 0; i < n; ++i) out.data()[i] = T(first + T(i) * delta);
  return out;
}

// linspace(start, stop, num, endpoint): NumPy's formula, step = (stop-start)/div,
// y = start + i*step, last element exactly `stop` when endpoint.
template <Element T>
array<T> linspace(double start, double stop, index_t num = 50, bool endpoint = true) {
  if (num < 0) {
    raise(exc::ValueError, "Number of samples, " + std::to_string(num) + ", must be non-negative.");
  }
  array<T> out({num});
  index_t div = endpoint ? num - 1 : num;
  double delta = stop - start;
  double step = div > 0 ? delta / double(div) : NAN;
  for (index_t i = 0; i < num; ++i) {
    double y = div > 0 ? (step == 0 ? double(i) / double(div) * delta + start
                                    : double(i) * step + start)
                       : double(i) * delta + start;
    out.data()[i] = cast<T>(y);
  }
  if (endpoint && num > 1) out.data()[num - 1] = cast<T>(stop);
  return out;
}

template <Element T>
array<T> eye(index_t n, std::optional<index_t> m = {}, index_t k = 0) {
  index_t cols = m.value_or(n);
  array<T> out({n, cols});
  for (index_t i = 0; i < n; ++i) {
    index_t j = i + k;
    if (j >= 0 && j < cols) out.data()[i * cols + j] = T(1);
  }
  return out;
}
template <Element T>
array<T> identity(index_t n) { return eye<T>(n); }

// np.array from a (possibly nested) list of scalars, flattened by the
// caller in C order with the shape it checked.
template <Element T, class V>
array<T> from_values(shape_t shape, const std::vector<V>& values) {
  array<T> out(std::move(shape));
  if (static_cast<index_t>(values.size()) != out.size()) {
    raise(exc::ValueError, "setting an array element with a sequence. The requested array has "
                           "an inhomogeneous shape");
  }
  for (std::size_t i = 0; i < values.size(); ++i) out.data()[i] = cast<T>(values[i]);
  return out;
}

// One element of np.array([...], dtype=T) from a Python scalar. Into an
// integer dtype NumPy goes through Python's int(): a float is truncated
// (NaN: ValueError, inf: OverflowError), and a value out of T's range raises
// OverflowError (NEP 50).
template <Element T, class S>
T element(S value) {
  if constexpr (Integer<T> && !std::is_same_v<S, bool>) {
    std::int64_t whole;
    bool fits = true;
    if constexpr (std::is_floating_point_v<S>) {
      if (value != value) raise(exc::ValueError, "cannot convert float NaN to integer");
      if (std::isinf(value)) raise(exc::OverflowError, "cannot convert float infinity to integer");
      double t = std::trunc(double(value));
      fits = t >= -9223372036854775808.0 && t < 9223372036854775808.0;
      whole = fits ? static_cast<std::int64_t>(t) : 0;
      if (!fits || !std::in_range<T>(whole)) {
        raise(exc::OverflowError, "Python integer " + std::to_string(t) + " out of bounds for " +
                                      std::string(dtype_traits<T>::name));
      }
    } else {
      whole = static_cast<std::int64_t>(value);
      if (!std::in_range<T>(value)) {
        raise(exc::OverflowError, "Python integer " + std::to_string(value) +
                                      " out of bounds for " + std::string(dtype_traits<T>::name));
      }
    }
    return static_cast<T>(whole);
  } else {
    return cast<T>(value);
  }
}

// np.tri(N, M, k): ones at and below the k-th diagonal. NumPy builds it
// from np.arange(N) and np.arange(-k, M - k), so a negative N or M is an
// empty axis, not an error.
template <Element T>
array<T> tri(index_t n, std::optional<index_t> m = {}, index_t k = 0) {
  const index_t rows = std::max<index_t>(n, 0), cols = std::max<index_t>(m.value_or(n), 0);
  array<T> out({rows, cols});
  for (index_t i = 0; i < rows; ++i) {
    for (index_t j = 0; j < cols; ++j) {
      if (j - i <= k) out.data()[i * cols + j] = T(1);  // j - i cannot overflow; i + k could
    }
  }
  return out;
}

// np.array of a nested list display, flattened in C order.
template <Element T>
array<T> from_list(shape_t shape, const std::vector<T>& values) {
  array<T> out = array<T>::uninitialized(std::move(shape));
  std::copy(values.begin(), values.end(), out.data());
  return out;
}

// np.array(xs) of a list[float] (or list[int] with dtype=): a 1-D copy,
// each element converted as np.array([...], dtype=T) converts it.
template <Element T, class S>
array<T> from_list(const List<S>& values) {
  array<T> out = array<T>::uninitialized({static_cast<index_t>(values.size())});
  for (std::size_t i = 0; i < values.size(); ++i) out.data()[i] = element<T>(values.get(static_cast<Int>(i)));
  return out;
}

}  // namespace pyaot::nd
