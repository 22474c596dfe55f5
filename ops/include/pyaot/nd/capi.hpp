// Arrays across the C ABI of a compiled library (the generated header
// declares the same struct): an argument is a borrowed view of the caller's
// memory for the duration of the call (any strides, no copy); a result is a
// C-contiguous array the library owns until the caller passes it to
// pyaot_<tag>_release().
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "pyaot/nd/array.hpp"

extern "C" {
#ifndef PYAOT_ARRAY_DEFINED
#define PYAOT_ARRAY_DEFINED
#define PYAOT_MAX_DIMS 8
typedef struct pyaot_array {
  void* data;
  int32_t dtype;
  int32_t ndim;
  int64_t shape[PYAOT_MAX_DIMS];
  int64_t strides[PYAOT_MAX_DIMS];
  void* owner;
} pyaot_array;
#endif
}

namespace pyaot::nd::capi {

// The header's pyaot_dtype codes, in this order.
template <class T>
constexpr int32_t dtype_code() {
  if constexpr (std::is_same_v<T, bool>) return 0;
  else if constexpr (std::is_same_v<T, std::int8_t>) return 1;
  else if constexpr (std::is_same_v<T, std::int16_t>) return 2;
  else if constexpr (std::is_same_v<T, std::int32_t>) return 3;
  else if constexpr (std::is_same_v<T, std::int64_t>) return 4;
  else if constexpr (std::is_same_v<T, std::uint8_t>) return 5;
  else if constexpr (std::is_same_v<T, std::uint16_t>) return 6;
  else if constexpr (std::is_same_v<T, std::uint32_t>) return 7;
  else if constexpr (std::is_same_v<T, std::uint64_t>) return 8;
  else if constexpr (std::is_same_v<T, float>) return 10;
  else if constexpr (std::is_same_v<T, double>) return 11;
  else return 9;  // float16
}

template <Element T>
array<T> from_c(const pyaot_array* in, const char* name, int rank) {
  const std::string what = std::string("argument ") + name + ": ";
  if (in == nullptr) raise(exc::ValueError, what + "NULL array");
  if (in->dtype != dtype_code<T>()) {
    raise(exc::TypeError, what + "array of dtype code " + std::to_string(in->dtype) +
                              ", but the function takes " + std::string(dtype_traits<T>::name) +
                              " (code " + std::to_string(dtype_code<T>()) + ")");
  }
  if (in->ndim < 0 || in->ndim > PYAOT_MAX_DIMS || (rank >= 0 && in->ndim != rank)) {
    raise(exc::ValueError, what + "array has " + std::to_string(in->ndim) +
                               " dimension(s), but the function takes " +
                               (rank >= 0 ? std::to_string(rank) : std::string("0 to 8")));
  }
  shape_t shape(in->shape, in->shape + in->ndim), strides(in->ndim);
  for (int k = 0; k < in->ndim; ++k) {
    if (shape[k] < 0) raise(exc::ValueError, what + "negative dimension");
    if (in->strides[k] % static_cast<int64_t>(sizeof(T)) != 0) {
      raise(exc::ValueError, what + "strides must be multiples of the element size");
    }
    strides[k] = in->strides[k] / static_cast<int64_t>(sizeof(T));
  }
  if (in->data == nullptr && shape_size(shape) != 0) raise(exc::ValueError, what + "NULL data");
  return array<T>(static_cast<T*>(in->data), std::move(shape), std::move(strides), nullptr);
}

// Hands a result to the caller: always a fresh C-contiguous array (a view
// of an argument would point into memory the caller may free).
template <Element T>
void to_c(const array<T>& result, pyaot_array* out) {
  if (result.ndim() > PYAOT_MAX_DIMS) {
    raise(exc::ValueError, "the result has " + std::to_string(result.ndim()) +
                               " dimensions; the C ABI carries at most 8");
  }
  array<T> fresh = result.owner() != nullptr ? ascontiguous(result) : copy(result);
  auto* owner = new std::shared_ptr<void>(fresh.owner());
  out->data = fresh.data();
  out->dtype = dtype_code<T>();
  out->ndim = static_cast<int32_t>(fresh.ndim());
  for (int k = 0; k < out->ndim; ++k) {
    out->shape[k] = fresh.shape()[k];
    out->strides[k] = fresh.strides()[k] * static_cast<int64_t>(sizeof(T));
  }
  out->owner = owner;
}

inline void release(pyaot_array* a) noexcept {
  if (a == nullptr || a->owner == nullptr) return;
  delete static_cast<std::shared_ptr<void>*>(a->owner);
  a->owner = nullptr;
  a->data = nullptr;
}

}  // namespace pyaot::nd::capi
