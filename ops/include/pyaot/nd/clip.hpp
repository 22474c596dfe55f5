// np.clip, np.clip(a, lo, None), np.clip(a, None, hi). NumPy's _clip drops a
// Python int bound of an integer array that lies beyond the dtype's range on
// its own side (np.clip(int8, -300, 5) clips above only; both beyond: a
// copy), then computes np.maximum / np.minimum for one bound and the clip
// ufunc for two; a Python int beyond the range on the other side raises
// OverflowError there (NEP 50). A Python int bound arrives as a 0-d int64
// array: with an integer result other than int64, no int64 array operand
// can be there, so that is what one is.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <utility>

#include "pyaot/nd/ufunc.hpp"

namespace pyaot::nd {

namespace clip_detail {

template <Element Out, Element B>
constexpr bool python_int_bound = Integer<Out> && !std::is_same_v<Out, std::int64_t> &&
                                  std::is_same_v<B, std::int64_t>;

// Whether NumPy ignores this bound; raises OverflowError where the ufunc would.
template <Element Out, Element B>
bool dropped(const array<B>& bound, bool lower) {
  if constexpr (python_int_bound<Out, B>) {
    if (bound.ndim() != 0) return false;
    const std::int64_t v = bound.data()[0];
    if (lower ? std::cmp_less_equal(v, std::numeric_limits<Out>::min())
              : std::cmp_greater_equal(v, std::numeric_limits<Out>::max())) {
      return true;
    }
    if (!std::in_range<Out>(v)) {
      raise(exc::OverflowError, "Python integer " + std::to_string(v) + " out of bounds for " +
                                    std::string(dtype_traits<Out>::name));
    }
  }
  return false;
}

}  // namespace clip_detail

template <Element Out, Element A, Element L, Element H>
array<Out> clip(const array<A>& a, const array<L>& lo, const array<H>& hi) {
  const bool no_lo = clip_detail::dropped<Out>(lo, true);
  const bool no_hi = clip_detail::dropped<Out>(hi, false);
  if (no_lo && no_hi) return astype<Out>(a);
  if (no_lo) return ufunc<fn::minimum, Out, Out, Out>(a, hi);
  if (no_hi) return ufunc<fn::maximum, Out, Out, Out>(a, lo);
  return ufunc<fn::clip, Out, Out, Out, Out>(a, lo, hi);
}

template <Element Out, Element A, Element L>
array<Out> clip_lower(const array<A>& a, const array<L>& lo) {
  if (clip_detail::dropped<Out>(lo, true)) return astype<Out>(a);
  return ufunc<fn::maximum, Out, Out, Out>(a, lo);
}

template <Element Out, Element A, Element H>
array<Out> clip_upper(const array<A>& a, const array<H>& hi) {
  if (clip_detail::dropped<Out>(hi, false)) return astype<Out>(a);
  return ufunc<fn::minimum, Out, Out, Out>(a, hi);
}

}  // namespace pyaot::nd
