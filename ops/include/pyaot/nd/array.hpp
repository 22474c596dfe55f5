// The ndarray: a strided view over a shared, reference-counted buffer, with
// NumPy's semantics for shape, strides, views and broadcasting.
//
// Strides are in elements (not bytes, unlike NumPy): every array this library
// makes or accepts has element-aligned strides, and the conformance boundary
// copies the rare array that does not. Views (slicing, transpose, reshape of
// a contiguous array) share the owner and never copy, as in NumPy.
#pragma once

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <limits>
#include <tuple>
#include <cstdint>
#include <cstring>
#include <memory>
#include <numeric>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "pyaot/nd/buffers.hpp"
#include "pyaot/nd/dtype.hpp"
#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/memory.hpp"

namespace pyaot::nd {

using index_t = std::int64_t;
using shape_t = std::vector<index_t>;

// Largest element count an array may have: beyond this an allocation would
// exhaust memory, and NumPy raises ValueError/MemoryError too.
inline constexpr index_t kMaxElements = index_t{1} << 40;

inline std::string format_shape(std::span<const index_t> shape) {
  std::string s = "(";
  for (std::size_t i = 0; i < shape.size(); ++i) {
    if (i) s += ",";
    s += std::to_string(shape[i]);
  }
  if (shape.size() == 1) s += ",";
  return s + ")";
}

inline index_t shape_size(std::span<const index_t> shape) {
  index_t n = 1;
  for (index_t d : shape) {
    if (d < 0) raise(exc::ValueError, "negative dimensions are not allowed");
    if (d != 0 && n > kMaxElements / d) {
      raise(exc::ValueError, "array is too big; `arr.size * arr.dtype.itemsize` is larger than "
                             "the maximum possible size.");
    }
    n *= d;
  }
  return n;
}

inline shape_t c_strides(std::span<const index_t> shape) {
  shape_t strides(shape.size());
  index_t s = 1;
  for (std::size_t i = shape.size(); i-- > 0;) {
    strides[i] = s;
    s *= std::max<index_t>(shape[i], 1);
  }
  return strides;
}

// Python-style index normalisation with NumPy's IndexError message.
inline index_t normalize_index(index_t i, index_t size, int axis) {
  if (i < -size || i >= size) {
    raise(exc::IndexError, "index " + std::to_string(i) + " is out of bounds for axis " +
                               std::to_string(axis) + " with size " + std::to_string(size));
  }
  return i < 0 ? i + size : i;
}

// `axis` as NumPy accepts it (negative counts from the end).
inline int normalize_axis(index_t axis, index_t ndim) {
  if (axis < -ndim || axis >= ndim) {
    raise(exc::ValueError /* numpy.exceptions.AxisError derives from ValueError */,
          "axis " + std::to_string(axis) + " is out of bounds for array of dimension " +
              std::to_string(ndim));
  }
  return static_cast<int>(axis < 0 ? axis + ndim : axis);
}

// NumPy accepts axis 0 or -1 for a 0-d array in reductions, scans and
// squeeze, meaning "the (only) element" (a legacy rule it keeps).
inline bool legacy_0d_axis(index_t ndim, index_t axis) {
  return ndim == 0 && (axis == 0 || axis == -1);
}

template <Element T>
class array {
 public:
  using value_type = T;

  array() : array(shape_t{0}) {}

  // A fresh C-contiguous array; elements are value-initialised (zero).
  explicit array(shape_t shape) : array(std::move(shape), false) {}

  // A fresh C-contiguous array whose elements the caller writes before any
  // read (skips zero-filling: a whole pass over memory for large arrays).
  static array uninitialized(shape_t shape) { return array(std::move(shape), true); }

  // A view over memory someone else owns (`owner` keeps it alive, may be null
  // when the caller guarantees the lifetime, as the C ABI does).
  array(T* data, shape_t shape, shape_t strides, std::shared_ptr<void> owner)
      : owner_(std::move(owner)), data_(data), shape_(std::move(shape)),
        strides_(std::move(strides)) {}

  static array full(shape_t shape, T value) {
    array a = uninitialized(std::move(shape));
    std::fill_n(a.data_, a.size(), value);
    return a;
  }

  index_t ndim() const { return static_cast<index_t>(shape_.size()); }
  const shape_t& shape() const { return shape_; }
  const shape_t& strides() const { return strides_; }
  index_t shape(int axis) const { return shape_[axis]; }
  index_t size() const {
    index_t n = 1;
    for (index_t d : shape_) n *= d;
    return n;
  }
  T* data() const { return data_; }
  const std::shared_ptr<void>& owner() const { return owner_; }

  bool is_c_contiguous() const {
    index_t expect = 1;
    for (std::size_t i = shape_.size(); i-- > 0;) {
      if (shape_[i] == 1) continue;
      if (shape_[i] == 0) return true;
      if (strides_[i] != expect) return false;
      expect *= shape_[i];
    }
    return true;
  }

  // Element at a full multi-index (already normalised).
  T& operator[](std::span<const index_t> idx) const {
    index_t off = 0;
    for (std::size_t i = 0; i < idx.size(); ++i) off += idx[i] * strides_[i];
    return data_[off];
  }

  // Element at a Python-style multi-index (negative indices count from the end).
  template <class... I>
  T& at(I... indices) const {
    if (sizeof...(I) != shape_.size()) {
      raise(exc::IndexError, "too many indices for array: array is " +
                                 std::to_string(shape_.size()) + "-dimensional, but " +
                                 std::to_string(sizeof...(I)) + " were indexed");
    }
    index_t off = 0;
    int axis = 0;
    ((off += normalize_index(static_cast<index_t>(indices), shape_[axis], axis) *
             strides_[axis], ++axis), ...);
    return data_[off];
  }

 private:
  // More than the machine holds: NumPy's MemoryError, before any allocation
  // (runtime/memory.hpp says why the allocator's answer is not enough).
  void check_allocatable(index_t n) const {
    if (static_cast<std::uint64_t>(n) <= memory::kUnchecked / sizeof(T)) [[likely]] return;
    if (static_cast<std::uint64_t>(n) <= memory::machine_bytes() / sizeof(T)) return;
    char gib[32];
    std::snprintf(gib, sizeof gib, "%.3g", static_cast<double>(n) * sizeof(T) / double(1 << 30));
    raise(exc::MemoryError, std::string("Unable to allocate ") + gib + " GiB for an array with shape " +
                                format_shape(shape_) + " and data type " +
                                std::string(dtype_traits<T>::name));
  }

  std::shared_ptr<void> owner_;
  T* data_ = nullptr;
  shape_t shape_;
  shape_t strides_;

  array(shape_t shape, bool uninit) : shape_(std::move(shape)), strides_(c_strides(shape_)) {
    const index_t n = std::max<index_t>(shape_size(shape_), 1);
    check_allocatable(n);
    owner_ = buffers::allocate(static_cast<std::size_t>(n) * sizeof(T));
    if (!uninit) std::memset(owner_.get(), 0, static_cast<std::size_t>(n) * sizeof(T));
    data_ = static_cast<T*>(owner_.get());
  }
};

// ------------------------------------------------------------------ iteration

// Calls body(offsets...) for every element of `shape`, in C order, where
// offsets[k] is the element offset into operand k (strides[k]). The innermost
// axis is a plain loop so the compiler can vectorise it.
template <std::size_t N, class Body>
void for_each_offset(std::span<const index_t> shape,
                     const std::array<const index_t*, N>& strides, Body&& body) {
  const std::size_t nd = shape.size();
  for (index_t d : shape) {
    if (d == 0) return;
  }
  if (nd == 0) {
    std::array<index_t, N> zero{};
    std::apply(body, zero);
    return;
  }
  const index_t inner = shape[nd - 1];
  std::array<index_t, N> inner_stride;
  for (std::size_t k = 0; k < N; ++k) inner_stride[k] = strides[k][nd - 1];
  shape_t counter(nd, 0);
  std::array<index_t, N> base{};
  while (true) {
    for (index_t i = 0; i < inner; ++i) {
      [&]<std::size_t... K>(std::index_sequence<K...>) {
        body((base[K] + i * inner_stride[K])...);
      }(std::make_index_sequence<N>{});
    }
    // Odometer step over the outer axes.
    std::size_t axis = nd - 1;
    while (true) {
      if (axis == 0) return;
      --axis;
      ++counter[axis];
      for (std::size_t k = 0; k < N; ++k) base[k] += strides[k][axis];
      if (counter[axis] < shape[axis]) break;
      for (std::size_t k = 0; k < N; ++k) base[k] -= strides[k][axis] * shape[axis];
      counter[axis] = 0;
    }
  }
}

// ---------------------------------------------------------------- broadcasting

template <class... Shapes>
shape_t broadcast_shapes(const Shapes&... shapes) {
  std::size_t nd = std::max({shapes.size()...});
  shape_t out(nd, 1);
  bool ok = true;
  auto merge = [&](const shape_t& s) {
    std::size_t pad = nd - s.size();
    for (std::size_t i = 0; i < s.size(); ++i) {
      index_t& o = out[pad + i];
      if (s[i] == o || s[i] == 1) continue;
      if (o == 1) o = s[i]; else ok = false;
    }
  };
  (merge(shapes), ...);
  if (!ok) {
    std::string msg = "operands could not be broadcast together with shapes ";
    ((msg += format_shape(shapes) + " "), ...);
    raise(exc::ValueError, msg);
  }
  return out;
}

// Strides that read `a` as if it had shape `shape` (zero on broadcast axes).
template <class T>
shape_t broadcast_strides(const array<T>& a, const shape_t& shape) {
  shape_t s(shape.size(), 0);
  std::size_t pad = shape.size() - a.shape().size();
  for (std::size_t i = 0; i < a.shape().size(); ++i) {
    s[pad + i] = a.shape()[i] == 1 ? 0 : a.strides()[i];
  }
  return s;
}

template <class T>
array<T> broadcast_to(const array<T>& a, const shape_t& shape) {
  shape_t target = shape;
  if (a.ndim() > static_cast<index_t>(shape.size()) || broadcast_shapes(a.shape(), shape) != shape) {
    raise(exc::ValueError, "cannot broadcast array of shape " + format_shape(a.shape()) +
                               " to shape " + format_shape(shape));
  }
  return array<T>(a.data(), target, broadcast_strides(a, target), a.owner());
}

// ------------------------------------------------------------------- casting

// NumPy's `astype`. Float -> int goes the way NumPy's C casts go on x86-64:
// truncate toward zero to the width the hardware converts at (32 bits for
// targets up to int32/uint16, 64 above), then wrap to the target width
// (np.float32(-1).astype(np.uint8) is 255, 300.0 -> int8 is 44). Values the
// hardware conversion cannot hold (NaN, inf, too large) give NumPy an
// undefined, platform-dependent value with a RuntimeWarning ("invalid value
// encountered in cast"); here they raise ValueError instead.
template <Element To, Element From>
inline To cast(From v) {
  if constexpr (std::is_same_v<To, bool>) {
    return v != From(0);
  } else if constexpr (Integer<To> && Floating<From>) {
    double d = static_cast<double>(v);
    constexpr bool narrow = sizeof(To) < 4 || (sizeof(To) == 4 && std::is_signed_v<To>);
    if (narrow && d > -2147483649.0 && d < 2147483648.0) {
      return static_cast<To>(static_cast<std::int32_t>(d));
    }
    if (!narrow && d >= -9223372036854775808.0 && d < 9223372036854775808.0) {
      return static_cast<To>(static_cast<std::int64_t>(d));
    }
    if (std::is_same_v<To, std::uint64_t> && d >= 0 && d < 18446744073709551616.0) {
      return static_cast<To>(d);
    }
    raise(exc::ValueError, "invalid value encountered in cast: float " + std::to_string(d) +
                               " to " + std::string(dtype_traits<To>::name) +
                               " (NumPy's result is undefined)");
  } else {
    return static_cast<To>(v);  // modular (two's complement) since C++20, as NumPy's C casts
  }
}

// A C-contiguous copy with elements converted to `To`.
template <Element To, Element From>
array<To> astype(const array<From>& a) {
  array<To> out = array<To>::uninitialized(a.shape());
  To* dst = out.data();
  const From* src = a.data();
  index_t j = 0;
  for_each_offset<1>(a.shape(), {a.strides().data()}, [&](index_t i) { dst[j++] = cast<To>(src[i]); });
  return out;
}

template <Element T>
array<T> copy(const array<T>& a) { return astype<T>(a); }

// The same elements as a C-contiguous array: `a` itself when it already is.
template <Element T>
array<T> ascontiguous(const array<T>& a) { return a.is_c_contiguous() ? a : copy(a); }

// How a vector stores elements of T: std::vector<bool> packs bits and hands
// out proxies, so bools are kept as bytes.
template <class T>
using storage_t = std::conditional_t<std::is_same_v<T, bool>, std::uint8_t, T>;

// Elements in C order, into a vector (for tests and small helpers).
template <Element T>
std::vector<storage_t<T>> to_vector(const array<T>& a) {
  std::vector<storage_t<T>> v;
  v.reserve(static_cast<std::size_t>(a.size()));
  for_each_offset<1>(a.shape(), {a.strides().data()}, [&](index_t i) { v.push_back(a.data()[i]); });
  return v;
}

}  // namespace pyaot::nd
