// sort, argsort, unique, searchsorted. NaN sorts last, as in NumPy. Sorting is
// stable: where NumPy's default (introsort) leaves the order of equal keys
// unspecified, the result here is the one kind='stable' gives.
#pragma once

#include <string_view>

#include <algorithm>

#include "pyaot/nd/reduce.hpp"
#include "pyaot/nd/shape.hpp"

namespace pyaot::nd {

// NumPy's sort order: NaN after everything else.
struct nan_last_less {
  template <class T>
  bool operator()(T a, T b) const {
    if (is_nan(b)) return !is_nan(a);
    return a < b;
  }
};

template <Element T>
array<T> sort(const array<T>& a, std::optional<index_t> axis = index_t{-1}) {
  array<T> out = axis ? copy(a) : copy(ravel(a));
  if (out.ndim() == 0) raise(exc::ValueError, "Cannot sort a 0-d array");
  int ax = axis ? normalize_axis(*axis, out.ndim()) : 0;
  std::vector<storage_t<T>> lane;
  for_each_lane(out, ax, [&](const T* p, index_t n, index_t stride, index_t) {
    T* q = const_cast<T*>(p);
    lane.assign(n, storage_t<T>{});
    for (index_t i = 0; i < n; ++i) lane[i] = q[i * stride];
    std::stable_sort(lane.begin(), lane.end(), nan_last_less{});
    for (index_t i = 0; i < n; ++i) q[i * stride] = lane[i];
  });
  return out;
}

// kind: every kind sorts stably here (ops/decls/numpy_sorting.toml says why).
template <Element T>
array<std::int64_t> argsort(const array<T>& a, std::optional<index_t> axis = index_t{-1},
                            std::string_view /*kind*/ = "quicksort") {
  array<T> src = axis ? a : ravel(a);
  if (src.ndim() == 0) raise(exc::ValueError, "Cannot argsort a 0-d array");
  int ax = axis ? normalize_axis(*axis, src.ndim()) : 0;
  array<std::int64_t> out(src.shape());
  shape_t outer = src.shape();
  outer[ax] = 1;
  const index_t n = src.shape()[ax], ss = src.strides()[ax], so = out.strides()[ax];
  std::vector<std::int64_t> order;
  for_each_offset<2>(outer, {src.strides().data(), out.strides().data()}, [&](index_t i, index_t o) {
    order.resize(n);
    std::iota(order.begin(), order.end(), 0);
    const T* p = src.data() + i;
    std::stable_sort(order.begin(), order.end(), [&](std::int64_t x, std::int64_t y) {
      return nan_last_less{}(p[x * ss], p[y * ss]);
    });
    for (index_t k = 0; k < n; ++k) out.data()[o + k * so] = order[k];
  });
  return out;
}

// Sorted unique elements of the flattened array; NaNs collapse into one
// (NumPy 2's equal_nan=True).
template <Element T>
array<T> unique(const array<T>& a) {
  auto v = to_vector(a);
  std::stable_sort(v.begin(), v.end(), nan_last_less{});
  std::vector<storage_t<T>> u;
  for (auto x : v) {
    if (!u.empty() && (u.back() == x || (is_nan(u.back()) && is_nan(x)))) continue;
    u.push_back(x);
  }
  array<T> out({static_cast<index_t>(u.size())});
  for (std::size_t i = 0; i < u.size(); ++i) out.data()[i] = T(u[i]);
  return out;
}

// Indices where `v` would be inserted into the sorted 1-D `a`.
template <Element T, Element U>
array<std::int64_t> searchsorted(const array<T>& a, const array<U>& v, bool right = false) {
  if (a.ndim() != 1) raise(exc::ValueError, "object too deep for desired array");
  auto sorted = to_vector(a);
  array<std::int64_t> out(v.shape());
  index_t k = 0;
  for_each_offset<1>(v.shape(), {v.strides().data()}, [&](index_t i) {
    storage_t<T> x = cast<T>(v.data()[i]);
    auto it = right ? std::upper_bound(sorted.begin(), sorted.end(), x, nan_last_less{})
                    : std::lower_bound(sorted.begin(), sorted.end(), x, nan_last_less{});
    out.data()[k++] = it - sorted.begin();
  });
  return out;
}

}  // namespace pyaot::nd
