// NumPy dtypes as C++ types. The tracer knows every array's dtype statically
// (it is part of the type, e.g. ndarray[float32]), so arrays are templates
// over their element type and dtype dispatch happens at build time, never in
// the inner loops. `DType` names the dtype at run time: for .npy headers and
// for the conformance library's entry point.
#pragma once

#include <concepts>
#include <cstdint>
#include <limits>
#include <string_view>
#include <type_traits>

namespace pyaot::nd {

#if defined(__FLT16_MAX__)
#define PYAOT_HAVE_FLOAT16 1
using float16 = _Float16;
#endif

enum class DType : int {
  bool_ = 0, int8, int16, int32, int64, uint8, uint16, uint32, uint64,
  float16, float32, float64,
};

template <class T> struct dtype_traits;
#define PYAOT_DTYPE(T, D, NAME, CHAR)                       \
  template <> struct dtype_traits<T> {                       \
    static constexpr DType dtype = DType::D;                 \
    static constexpr std::string_view name = NAME;           \
    static constexpr std::string_view npy = CHAR;            \
  };
PYAOT_DTYPE(bool, bool_, "bool", "|b1")
PYAOT_DTYPE(std::int8_t, int8, "int8", "|i1")
PYAOT_DTYPE(std::int16_t, int16, "int16", "<i2")
PYAOT_DTYPE(std::int32_t, int32, "int32", "<i4")
PYAOT_DTYPE(std::int64_t, int64, "int64", "<i8")
PYAOT_DTYPE(std::uint8_t, uint8, "uint8", "|u1")
PYAOT_DTYPE(std::uint16_t, uint16, "uint16", "<u2")
PYAOT_DTYPE(std::uint32_t, uint32, "uint32", "<u4")
PYAOT_DTYPE(std::uint64_t, uint64, "uint64", "<u8")
#ifdef PYAOT_HAVE_FLOAT16
PYAOT_DTYPE(float16, float16, "float16", "<f2")
#endif
PYAOT_DTYPE(float, float32, "float32", "<f4")
PYAOT_DTYPE(double, float64, "float64", "<f8")
#undef PYAOT_DTYPE

template <class T>
concept Element = requires { dtype_traits<T>::dtype; };

template <class T>
concept Floating = Element<T> && (std::is_floating_point_v<T>
#ifdef PYAOT_HAVE_FLOAT16
                                  || std::is_same_v<T, float16>
#endif
                                  );

template <class T>
concept Integer = Element<T> && std::integral<T> && !std::same_as<T, bool>;

// The type NumPy computes a dtype's transcendental functions in: float16
// loops run in float32 and round the result, as NumPy's do.
template <class T> struct compute_type { using type = T; };
#ifdef PYAOT_HAVE_FLOAT16
template <> struct compute_type<float16> { using type = float; };
#endif
template <class T> using compute_t = typename compute_type<T>::type;

// Machine epsilon (std::numeric_limits has no _Float16 specialisation).
template <class T>
constexpr T epsilon() {
#ifdef PYAOT_HAVE_FLOAT16
  if constexpr (std::is_same_v<T, float16>) return T(0.0009765625);  // 2**-10
  else
#endif
    return std::numeric_limits<T>::epsilon();
}

}  // namespace pyaot::nd
