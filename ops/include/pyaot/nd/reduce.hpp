// Reductions (sum, prod, mean, var, std, min, max, argmin, argmax, any, all,
// the nan-variants) with NumPy's `axis` (None, an int or a tuple) and
// `keepdims`, and the cumulative scans (cumsum, cumprod).
//
// Accumulator and result dtypes come from NumPy (sum of int8 is int64, mean of
// an int array is float64): the caller passes them, as resolved at build time.
#pragma once

#include <cmath>
#include <optional>

#include "pyaot/nd/simd_reduce.hpp"
#include "pyaot/nd/ufunc.hpp"

namespace pyaot::nd {

// NumPy's `axis=`: nullopt reduces every axis.
struct Axes {
  std::optional<std::vector<index_t>> axes;

  Axes() = default;
  bool single = false;  // given as an int, not a tuple

  Axes(index_t axis) : axes(std::vector<index_t>{axis}), single(true) {}  // NOLINT: axis=int
  Axes(std::vector<index_t> list) : axes(std::move(list)) {}  // NOLINT: axis=tuple

  // `legacy`: accept axis 0/-1 on a 0-d array, as NumPy's ufunc reductions
  // do (mean, var and std normalise the axis first, and do not; nanmean does).
  std::vector<bool> mask(index_t ndim, bool legacy = true) const {
    std::vector<bool> m(ndim, !axes.has_value());
    if (legacy && axes && single && legacy_0d_axis(ndim, (*axes)[0])) return m;
    if (axes) {
      for (index_t a : *axes) {
        int k = normalize_axis(a, ndim);
        if (m[k]) raise(exc::ValueError, "duplicate value in 'axis'");
        m[k] = true;
      }
    }
    return m;
  }
};

inline shape_t reduced_shape(const shape_t& shape, const std::vector<bool>& mask, bool keepdims) {
  shape_t out;
  for (std::size_t i = 0; i < shape.size(); ++i) {
    if (!mask[i]) out.push_back(shape[i]);
    else if (keepdims) out.push_back(1);
  }
  return out;
}

// How a float sum accumulates; integer sums are exact either way.
enum class Summation {
  pairwise,    // NumPy's pairwise summation along the innermost reduced lane
  sequential,  // one running sum per output element, in C order
  threaded,    // pairwise, with lanes (or one long lane's blocks) spread over threads
};
inline constexpr Summation kDefaultSummation = Summation::pairwise;

// The same summation for contiguous data, written so the compiler can keep
// the eight partial sums in vector registers.
template <class Acc, class T>
Acc pairwise_sum_contiguous(const T* a, index_t n) {
  if constexpr (std::is_same_v<Acc, T>) {
    if (n >= 8 && simd::reduces<T>()) return simd::pairwise_sum(a, n);
  }
  if (n < 8) {
    Acc res = Acc(-0.0);
    for (index_t i = 0; i < n; ++i) res += cast<Acc>(a[i]);
    return res;
  }
  if (n <= 128) {
    Acc r0 = cast<Acc>(a[0]), r1 = cast<Acc>(a[1]), r2 = cast<Acc>(a[2]), r3 = cast<Acc>(a[3]);
    Acc r4 = cast<Acc>(a[4]), r5 = cast<Acc>(a[5]), r6 = cast<Acc>(a[6]), r7 = cast<Acc>(a[7]);
    index_t i = 8;
    for (; i < n - (n % 8); i += 8) {
      r0 += cast<Acc>(a[i]);
      r1 += cast<Acc>(a[i + 1]);
      r2 += cast<Acc>(a[i + 2]);
      r3 += cast<Acc>(a[i + 3]);
      r4 += cast<Acc>(a[i + 4]);
      r5 += cast<Acc>(a[i + 5]);
      r6 += cast<Acc>(a[i + 6]);
      r7 += cast<Acc>(a[i + 7]);
    }
    Acc res = ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7));
    for (; i < n; ++i) res += cast<Acc>(a[i]);
    return res;
  }
  index_t n2 = n / 2;
  n2 -= n2 % 8;
  return pairwise_sum_contiguous<Acc>(a, n2) + pairwise_sum_contiguous<Acc>(a + n2, n - n2);
}

// NumPy's pairwise_sum (numpy/_core/src/umath/loops_utils.h.src): eight
// accumulators for blocks up to 128, recursive halving above.
template <class Acc, class T>
Acc pairwise_sum(const T* a, index_t n, index_t stride) {
  if (stride == 1 && n > 8) return pairwise_sum_contiguous<Acc>(a, n);
  if (n < 8) {
    Acc res = Acc(-0.0);
    for (index_t i = 0; i < n; ++i) res += cast<Acc>(a[i * stride]);
    return res;
  }
  if (n <= 128) {
    Acc r[8];
    for (int j = 0; j < 8; ++j) r[j] = cast<Acc>(a[j * stride]);
    index_t i = 8;
    for (; i < n - (n % 8); i += 8) {
      for (int j = 0; j < 8; ++j) r[j] += cast<Acc>(a[(i + j) * stride]);
    }
    Acc res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
    for (; i < n; ++i) res += cast<Acc>(a[i * stride]);
    return res;
  }
  index_t n2 = n / 2;
  n2 -= n2 % 8;
  return pairwise_sum<Acc>(a, n2, stride) + pairwise_sum<Acc>(a + n2 * stride, n - n2, stride);
}

// Folds the masked axes of `a` into an array of Acc shaped like the result
// with keepdims, in C order: acc = combine(acc, x) starting from `init`.
template <Element Acc, Element T, class Combine>
array<Acc> fold(const array<T>& a, const std::vector<bool>& mask, Acc init, Combine combine) {
  array<Acc> acc = array<Acc>::full(reduced_shape(a.shape(), mask, true), init);
  shape_t acc_strides = acc.strides();
  for (std::size_t i = 0; i < mask.size(); ++i) {
    if (mask[i]) acc_strides[i] = 0;
  }
  // Visit elements in memory order (axes by decreasing stride, reversed
  // axes flipped), as NumPy's iterator does: with floats the order decides
  // rounding, and whether inf * 0 or 0 * inf comes first.
  std::vector<std::size_t> order(mask.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
    return std::abs(a.strides()[x]) > std::abs(a.strides()[y]);
  });
  shape_t shape(mask.size()), sa(mask.size()), so(mask.size());
  index_t base_a = 0, base_o = 0;
  for (std::size_t k = 0; k < order.size(); ++k) {
    std::size_t i = order[k];
    shape[k] = a.shape()[i];
    sa[k] = a.strides()[i];
    so[k] = acc_strides[i];
    if (sa[k] < 0 && shape[k] > 0) {
      base_a += sa[k] * (shape[k] - 1);
      base_o += so[k] * (shape[k] - 1);
      sa[k] = -sa[k];
      so[k] = -so[k];
    }
  }
  Acc* out = acc.data() + base_o;
  const T* src = a.data() + base_a;
  for_each_offset<2>(shape, {sa.data(), so.data()},
                     [&](index_t i, index_t o) { out[o] = combine(out[o], src[i]); });
  return acc;
}

template <Element T>
array<T> drop_reduced(const array<T>& kept, const std::vector<bool>& mask, bool keepdims) {
  if (keepdims) return kept;
  shape_t shape, strides;
  for (std::size_t i = 0; i < mask.size(); ++i) {
    if (!mask[i]) {
      shape.push_back(kept.shape()[i]);
      strides.push_back(kept.strides()[i]);
    }
  }
  return array<T>(kept.data(), shape, strides, kept.owner());
}

template <Element T>
index_t reduced_count(const array<T>& a, const std::vector<bool>& mask) {
  index_t n = 1;
  for (std::size_t i = 0; i < mask.size(); ++i) {
    if (mask[i]) n *= a.shape()[i];
  }
  return n;
}

// The single reduced axis when it is the innermost one: the lane NumPy sums
// pairwise. -1 otherwise.
template <Element T>
int pairwise_lane(const array<T>& a, const std::vector<bool>& mask) {
  int reduced = -1, count = 0;
  for (std::size_t i = 0; i < mask.size(); ++i) {
    if (mask[i] && a.shape()[i] != 1) {
      reduced = static_cast<int>(i);
      ++count;
    }
  }
  if (count == 1 && reduced == static_cast<int>(mask.size()) - 1) return reduced;
  if (count > 1 && a.is_c_contiguous()) {
    for (std::size_t i = 0; i < mask.size(); ++i) {
      if (!mask[i] && a.shape()[i] != 1) return -1;
    }
    return -2;  // every non-trivial axis reduced over a contiguous array: one flat lane
  }
  return -1;
}

// Summation::threaded on a C-contiguous array whose pairwise lane is `lane`
// (pairwise_lane). Many lanes: each thread sums whole lanes exactly as the
// pairwise variant does (bit-identical results). One long lane (lane -2):
// blocks of it are summed pairwise in parallel and the partial sums added in
// order, which rounds differently from NumPy's single recursion (within the
// operator's declared tolerance).
template <Element Acc, Element T>
array<Acc> threaded_pairwise_sum(const array<T>& a, const std::vector<bool>& mask, int lane) {
  array<Acc> acc(reduced_shape(a.shape(), mask, true));
  const T* src = a.data();
  Acc* out = acc.data();
  if (lane == -2) {
    const index_t n = a.size();
    if (n == 0) {
      out[0] = Acc(0);
      return acc;
    }
    const unsigned workers = worker_count(n);
    std::vector<Acc> partial(workers, Acc(0));
    const index_t chunk = (n + workers - 1) / workers;
    parallel_for(static_cast<index_t>(workers), workers, [&](index_t begin, index_t end) {
      for (index_t w = begin; w < end; ++w) {
        index_t lo = w * chunk, hi = std::min(n, lo + chunk);
        if (lo < hi) partial[w] = pairwise_sum<Acc>(src + lo, hi - lo, 1);
      }
    });
    Acc total = Acc(0);
    for (Acc p : partial) total += p;
    out[0] = total;
    return acc;
  }
  const index_t n = a.shape()[lane];
  const index_t lanes = n == 0 ? acc.size() : a.size() / n;
  parallel_for(lanes, worker_count(a.size()), [&](index_t begin, index_t end) {
    for (index_t r = begin; r < end; ++r) {
      const T* row = src + r * n;
      out[r] = Acc(0) + pairwise_sum<Acc>(row, n, 1);
    }
  });
  return acc;
}

// The reduced axes leading and the kept ones trailing, on a C-contiguous
// array (np.sum(x, axis=0)): each row of kept elements is added in turn to
// the running sums, which is fold's order (and NumPy's), with the vector
// add. nullopt for other layouts.
template <Element Acc, Element T>
std::optional<array<Acc>> leading_axes_sum(const array<T>& a, const std::vector<bool>& mask) {
  if constexpr (std::is_same_v<Acc, T>) {
    std::size_t k = 0;
    while (k < mask.size() && mask[k]) ++k;
    for (std::size_t i = k; i < mask.size(); ++i) {
      if (mask[i]) return std::nullopt;
    }
    if (k == 0 || k == mask.size() || !a.is_c_contiguous() || !simd::reduces<T>()) return std::nullopt;
    index_t rows = 1, m = 1;
    for (std::size_t i = 0; i < mask.size(); ++i) (i < k ? rows : m) *= a.shape()[i];
    array<Acc> acc(reduced_shape(a.shape(), mask, true));  // zeros: fold's start
    for (index_t r = 0; r < rows; ++r) {
      simd::apply_arith<simd::Arith::add>(acc.data(), 1, a.data() + r * m, 1, acc.data(), m);
    }
    return acc;
  } else {
    (void)a, (void)mask;
    return std::nullopt;
  }
}

template <Element Out, Element Acc = compute_t<Out>, Element T>
array<Out> sum(const array<T>& a, Axes axis = {}, bool keepdims = false,
               Summation how = kDefaultSummation) {
  auto mask = axis.mask(a.ndim());
  array<Acc> acc;
  int lane = (Floating<Acc> && how != Summation::sequential) ? pairwise_lane(a, mask) : -1;
  if (lane != -1 && how == Summation::threaded && a.is_c_contiguous()) {
    return drop_reduced(astype<Out>(threaded_pairwise_sum<Acc>(a, mask, lane)), mask, keepdims);
  }
  if (lane != -1) {
    // NumPy (2.x) starts each result from the identity +0.0 and adds the
    // pairwise sum of the whole lane (so a -0.0 total is +0.0).
    acc = array<Acc>(reduced_shape(a.shape(), mask, true));
    const index_t n = lane == -2 ? a.size() : a.shape()[lane];
    const index_t stride = lane == -2 ? 1 : a.strides()[lane];
    shape_t outer = a.shape(), outer_strides = a.strides();
    if (lane == -2) {
      outer.assign(a.ndim(), 1);
    } else {
      outer[lane] = 1;
    }
    Acc* out = acc.data();
    const T* src = a.data();
    index_t k = 0;
    for_each_offset<1>(outer, {outer_strides.data()}, [&](index_t i) {
      out[k++] = Acc(0) + pairwise_sum<Acc>(src + i, n, stride);
    });
  } else if (auto columns = leading_axes_sum<Acc>(a, mask)) {
    acc = std::move(*columns);
  } else {
    acc = fold(a, mask, Acc(0), [](Acc s, T x) { return fn::add{}(s, cast<Acc>(x)); });
  }
  return drop_reduced(astype<Out>(acc), mask, keepdims);
}

template <Element Out, Element Acc = compute_t<Out>, Element T>
array<Out> prod(const array<T>& a, Axes axis = {}, bool keepdims = false) {
  auto mask = axis.mask(a.ndim());
  auto acc = fold(a, mask, Acc(1), [](Acc s, T x) { return fn::multiply{}(s, cast<Acc>(x)); });
  return drop_reduced(astype<Out>(acc), mask, keepdims);
}

template <Element Out, Element T>
array<Out> nansum(const array<T>& a, Axes axis = {}, bool keepdims = false) {
  using Acc = compute_t<Out>;
  auto mask = axis.mask(a.ndim());
  auto acc = fold(a, mask, Acc(0), [](Acc s, T x) { return is_nan(x) ? s : fn::add{}(s, cast<Acc>(x)); });
  return drop_reduced(astype<Out>(acc), mask, keepdims);
}

template <Element Out, Element T>
array<Out> mean(const array<T>& a, Axes axis = {}, bool keepdims = false) {
  using Acc = compute_t<Out>;
  auto mask = axis.mask(a.ndim(), false);
  auto total = sum<Acc, Acc>(a, axis, true);
  Acc n = Acc(reduced_count(a, mask));
  for (index_t i = 0, m = total.size(); i < m; ++i) total.data()[i] /= n;
  return drop_reduced(astype<Out>(total), mask, keepdims);
}

template <Element Out, Element T>
array<Out> nanmean(const array<T>& a, Axes axis = {}, bool keepdims = false) {
  using Acc = compute_t<Out>;
  auto mask = axis.mask(a.ndim());
  auto total = nansum<Acc>(a, axis, true);
  auto count = fold(a, mask, index_t{0}, [](index_t c, T x) { return c + (is_nan(x) ? 0 : 1); });
  for (index_t i = 0, m = total.size(); i < m; ++i) total.data()[i] /= Acc(count.data()[i]);
  return drop_reduced(astype<Out>(total), mask, keepdims);
}

// NumPy's _var: the mean, deviations and squares all in the result dtype
// (float16 stays float16, unlike mean's float32 accumulation).
template <Element Out, Element T>
array<Out> var(const array<T>& a, Axes axis = {}, bool keepdims = false, index_t ddof = 0) {
  auto mask = axis.mask(a.ndim(), false);
  auto mu = sum<Out>(a, axis, true);
  const Out n = Out(reduced_count(a, mask));
  for (index_t i = 0, m = mu.size(); i < m; ++i) mu.data()[i] = Out(mu.data()[i] / n);
  auto dev = ufunc<fn::subtract, Out, Out, Out>(astype<Out>(a), mu);
  auto sq = ufunc<fn::multiply, Out, Out, Out>(dev, dev);
  auto total = sum<Out>(sq, axis, true);
  const Out dof = Out(std::max<index_t>(reduced_count(a, mask) - ddof, 0));
  for (index_t i = 0, m = total.size(); i < m; ++i) total.data()[i] = Out(total.data()[i] / dof);
  return drop_reduced(total, mask, keepdims);
}

template <Element Out, Element T>
array<Out> std_(const array<T>& a, Axes axis = {}, bool keepdims = false, index_t ddof = 0) {
  auto v = var<Out>(a, axis, keepdims, ddof);
  for (index_t i = 0, m = v.size(); i < m; ++i) {
    v.data()[i] = Out(std::sqrt(compute_t<Out>(v.data()[i])));
  }
  return v;
}

// The vector kernel (simd::extremum) over each lane when the reduction is
// one contiguous lane per result element; nullopt for other layouts. A lane
// the kernel declines (it holds a NaN) is folded in order by `combine`.
template <bool Max, class Combine, Element T>
std::optional<array<T>> extremum_lanes(const array<T>& a, const std::vector<bool>& mask, T init,
                                       Combine combine) {
  const int lane = pairwise_lane(a, mask);
  if (lane == -1 || (lane >= 0 && a.strides()[lane] != 1)) return std::nullopt;
  array<T> acc = array<T>::uninitialized(reduced_shape(a.shape(), mask, true));
  const index_t n = lane == -2 ? a.size() : a.shape()[lane];
  shape_t outer = a.shape();
  if (lane == -2) {
    outer.assign(a.ndim(), 1);
  } else {
    outer[lane] = 1;
  }
  T* out = acc.data();
  index_t k = 0;
  for_each_offset<1>(outer, {a.strides().data()}, [&](index_t i) {
    const T* p = a.data() + i;
    T m;
    if (!simd::extremum<Max>(p, n, m)) {
      m = init;
      for (index_t j = 0; j < n; ++j) m = combine(m, p[j]);
    }
    out[k++] = m;
  });
  return acc;
}

// Max: 1 for max-like reductions, -1 for min-like, 0 for neither: which
// vector kernel stands in for `combine` on NaN-free lanes.
template <int Max, class Combine, Element T>
array<T> extremum(const array<T>& a, Axes axis, bool keepdims, const char* name, T init,
                  Combine combine) {
  auto mask = axis.mask(a.ndim());
  // NumPy raises whenever a reduced axis is empty, even when the result is
  // empty too (np.max(np.zeros((2, 0, 0)), axis=2)).
  if (reduced_count(a, mask) == 0) {
    raise(exc::ValueError, std::string("zero-size array to reduction operation ") + name +
                               " which has no identity");
  }
  if constexpr (Max != 0) {
    if (simd::reduces<T>()) {
      if (auto lanes = extremum_lanes<(Max > 0)>(a, mask, init, combine)) {
        return drop_reduced(*lanes, mask, keepdims);
      }
    }
  }
  auto acc = fold(a, mask, init, [&](T s, T x) { return combine(s, x); });
  return drop_reduced(acc, mask, keepdims);
}

template <Element T>
constexpr T lowest() {
  if constexpr (Floating<T>) return T(-INFINITY); else return std::numeric_limits<T>::lowest();
}
template <Element T>
constexpr T highest() {
  if constexpr (Floating<T>) return T(INFINITY); else return std::numeric_limits<T>::max();
}

template <Element T>
array<T> max(const array<T>& a, Axes axis = {}, bool keepdims = false) {
  return extremum<1>(a, axis, keepdims, "maximum", lowest<T>(), fn::maximum{});
}
template <Element T>
array<T> min(const array<T>& a, Axes axis = {}, bool keepdims = false) {
  return extremum<-1>(a, axis, keepdims, "minimum", highest<T>(), fn::minimum{});
}
template <Element T>
array<T> nanmax(const array<T>& a, Axes axis = {}, bool keepdims = false) {
  // All-NaN slices give NaN, as NumPy's (which also warns).
  // NaN-free lanes: fmax is max.
  auto m = extremum<1>(a, axis, keepdims, "fmax", T(NAN), fn::fmax{});
  return m;
}
template <Element T>
array<T> nanmin(const array<T>& a, Axes axis = {}, bool keepdims = false) {
  return extremum<-1>(a, axis, keepdims, "fmin", T(NAN), fn::fmin{});
}
template <Element T>
array<T> ptp(const array<T>& a, Axes axis = {}, bool keepdims = false) {
  auto hi = max(a, axis, keepdims);
  auto lo = min(a, axis, keepdims);
  return ufunc<fn::subtract, T, T, T>(hi, lo);
}

template <Element T>
array<bool> any(const array<T>& a, Axes axis = {}, bool keepdims = false) {
  auto mask = axis.mask(a.ndim());
  return drop_reduced(fold(a, mask, false, [](bool s, T x) { return s || x != T(0); }), mask, keepdims);
}
template <Element T>
array<bool> all(const array<T>& a, Axes axis = {}, bool keepdims = false) {
  auto mask = axis.mask(a.ndim());
  return drop_reduced(fold(a, mask, true, [](bool s, T x) { return s && x != T(0); }), mask, keepdims);
}
template <Element T>
array<std::int64_t> count_nonzero(const array<T>& a, Axes axis = {}, bool keepdims = false) {
  auto mask = axis.mask(a.ndim());
  return drop_reduced(fold(a, mask, std::int64_t{0},
                           [](std::int64_t s, T x) { return s + (x != T(0)); }), mask, keepdims);
}

// ------------------------------------------------------------- along an axis

// Calls body(base, n, stride, lane) for each 1-D lane of `a` along `axis`,
// lanes numbered in C order of the other axes.
template <Element T, class Body>
void for_each_lane(const array<T>& a, int axis, Body&& body) {
  shape_t outer = a.shape();
  const index_t n = outer[axis];
  const index_t stride = a.strides()[axis];
  outer[axis] = 1;
  index_t lane = 0;
  for_each_offset<1>(outer, {a.strides().data()}, [&](index_t i) { body(a.data() + i, n, stride, lane++); });
}

// argmin/argmax: the first extreme (the first NaN, if any), flattened when
// axis is None.
template <bool Max, Element T>
array<std::int64_t> arg_extremum(const array<T>& in, std::optional<index_t> axis, bool keepdims) {
  const char* name = Max ? "argmax" : "argmin";
  if (axis && legacy_0d_axis(in.ndim(), *axis)) return array<std::int64_t>::full({}, 0);
  array<T> a = axis ? in : ascontiguous(in);
  int ax = 0;
  shape_t out_shape;
  if (axis) {
    ax = normalize_axis(*axis, a.ndim());
    out_shape = a.shape();
    out_shape[ax] = 1;
  } else {
    a = array<T>(a.data(), {a.size()}, {1}, a.owner());
    out_shape = keepdims ? shape_t(in.ndim(), 1) : shape_t{};
  }
  if (a.ndim() == 0) a = array<T>(a.data(), {1}, {1}, a.owner());
  if (a.shape()[ax] == 0) {
    raise(exc::ValueError, std::string("attempt to get ") + name + " of an empty sequence");
  }
  shape_t lane_shape = a.shape();
  lane_shape[ax] = 1;
  array<std::int64_t> out(lane_shape);
  for_each_lane(a, ax, [&](const T* p, index_t n, index_t stride, index_t lane) {
    index_t best = 0;
    T v = p[0];
    if (!is_nan(v)) {
      for (index_t i = 1; i < n; ++i) {
        T x = p[i * stride];
        if (is_nan(x)) { best = i; break; }
        if (Max ? x > v : x < v) { v = x; best = i; }
      }
    }
    out.data()[lane] = best;
  });
  if (axis) {
    if (!keepdims) {
      shape_t s = a.shape();
      s.erase(s.begin() + ax);
      return array<std::int64_t>(out.data(), s, c_strides(s), out.owner());
    }
    return out;
  }
  return array<std::int64_t>(out.data(), out_shape, c_strides(out_shape), out.owner());
}

template <Element T>
array<std::int64_t> argmax(const array<T>& a, std::optional<index_t> axis = {}, bool keepdims = false) {
  return arg_extremum<true>(a, axis, keepdims);
}
template <Element T>
array<std::int64_t> argmin(const array<T>& a, std::optional<index_t> axis = {}, bool keepdims = false) {
  return arg_extremum<false>(a, axis, keepdims);
}

template <class Op, Element Out, Element T>
array<Out> scan(const array<T>& in, std::optional<index_t> axis) {
  if (axis && legacy_0d_axis(in.ndim(), *axis)) axis.reset();
  array<T> a = in;
  int ax = 0;
  if (!axis) {
    a = ascontiguous(in);
    a = array<T>(a.data(), {a.size()}, {1}, a.owner());
  } else {
    ax = normalize_axis(*axis, a.ndim());
  }
  array<Out> out(a.shape());
  shape_t outer = a.shape();
  outer[ax] = 1;
  const index_t n = a.shape()[ax], sa = a.strides()[ax], so = out.strides()[ax];
  for_each_offset<2>(outer, {a.strides().data(), out.strides().data()}, [&](index_t i, index_t o) {
    Out acc{};
    for (index_t k = 0; k < n; ++k) {
      Out x = cast<Out>(a.data()[i + k * sa]);
      acc = k == 0 ? x : Op{}(acc, x);
      out.data()[o + k * so] = acc;
    }
  });
  return out;
}

template <Element Out, Element T>
array<Out> cumsum(const array<T>& a, std::optional<index_t> axis = {}) {
  return scan<fn::add, Out>(a, axis);
}
template <Element Out, Element T>
array<Out> cumprod(const array<T>& a, std::optional<index_t> axis = {}) {
  return scan<fn::multiply, Out>(a, axis);
}

}  // namespace pyaot::nd
