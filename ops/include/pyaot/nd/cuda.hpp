// The CUDA backend of the elementwise engine, compiled in when the program is
// built for a CUDA platform (//platforms:linux_x86_64_cuda defines PYAOT_CUDA
// and links //ops/cuda:kernels).
//
// Large, C-contiguous float32/float64 operations whose GPU results are
// bit-identical to the CPU's (add, subtract, multiply, true_divide, sqrt,
// negative, absolute, square) run on the GPU; everything else, and every
// operation on a machine without a usable GPU, runs on the CPU as before. So
// a CUDA build gives the same answers everywhere, only faster where it can.
// PYAOT_CUDA_REPORT=1 in the environment prints, at exit, how many
// operations ran on the GPU (or why none could).
#pragma once

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <type_traits>

#include "pyaot/nd/array.hpp"

extern "C" {
int pyaot_cuda_device_count(void);
const char* pyaot_cuda_last_error(void);
int pyaot_cuda_unary_f64(int op, const double* in, double* out, int64_t n);
int pyaot_cuda_unary_f32(int op, const float* in, float* out, int64_t n);
int pyaot_cuda_binary_f64(int op, const double* a, int64_t a_step, const double* b,
                          int64_t b_step, double* out, int64_t n);
int pyaot_cuda_binary_f32(int op, const float* a, int64_t a_step, const float* b,
                          int64_t b_step, float* out, int64_t n);
}

namespace pyaot::nd {
namespace fn {
struct add;
struct subtract;
struct multiply;
struct true_divide;
struct sqrt;
struct negative;
struct absolute;
struct square;
}  // namespace fn

namespace cuda {

// Must match ops/cuda/kernels.cu.
enum class Op : int {
  none = 0,
  add = 1,
  subtract = 2,
  multiply = 3,
  true_divide = 4,
  sqrt = 5,
  negative = 6,
  absolute = 7,
  square = 8,
};

template <class F> inline constexpr Op op_of = Op::none;
template <> inline constexpr Op op_of<fn::add> = Op::add;
template <> inline constexpr Op op_of<fn::subtract> = Op::subtract;
template <> inline constexpr Op op_of<fn::multiply> = Op::multiply;
template <> inline constexpr Op op_of<fn::true_divide> = Op::true_divide;
template <> inline constexpr Op op_of<fn::sqrt> = Op::sqrt;
template <> inline constexpr Op op_of<fn::negative> = Op::negative;
template <> inline constexpr Op op_of<fn::absolute> = Op::absolute;
template <> inline constexpr Op op_of<fn::square> = Op::square;

// Below this many elements the copies to and from the device cost more than
// the CPU loop.
inline constexpr index_t kMinElements = index_t{1} << 16;

// Process-wide; atomic, since a library's entry points may run on many
// threads at once.
struct Usage {
  std::atomic<int> devices{-1};  // unknown until first asked
  std::atomic<long> operations{0};
  std::atomic<long long> elements{0};
  ~Usage() {
    const char* report = std::getenv("PYAOT_CUDA_REPORT");
    if (!report || !*report || *report == '0') return;
    if (devices > 0) {
      std::fprintf(stderr, "pyaot-cuda: %ld operations (%lld elements) ran on the GPU\n",
                   operations.load(), elements.load());
    } else if (devices == 0) {
      std::fprintf(stderr, "pyaot-cuda: no usable GPU (%s); everything ran on the CPU\n",
                   pyaot_cuda_last_error());
    } else {
      std::fprintf(stderr, "pyaot-cuda: no operation was large enough for the GPU\n");
    }
  }
};
inline Usage usage;

inline bool available() {
  int devices = usage.devices.load(std::memory_order_relaxed);
  if (devices < 0) {  // two threads may both ask: both get the same answer
    devices = pyaot_cuda_device_count();
    usage.devices.store(devices, std::memory_order_relaxed);
  }
  return devices > 0;
}

// Runs out = F(in...) on the GPU when it can; false means "do it on the CPU".
template <class F, class Out, class... L, class... T>
bool offload(Out* out, index_t n, const shape_t& shape, const array<T>&... in) {
  constexpr Op op = op_of<F>;
  constexpr bool same = ((std::is_same_v<Out, T> && std::is_same_v<Out, L>) && ...);
  if constexpr (op == Op::none || !same ||
                !(std::is_same_v<Out, double> || std::is_same_v<Out, float>) ||
                !(sizeof...(T) == 1 || sizeof...(T) == 2)) {
    return false;
  } else {
    if (n < kMinElements || !available()) return false;
    // Whole C-contiguous operands of the result's shape, or single elements.
    if (!(((in.shape() == shape && in.is_c_contiguous()) || in.size() == 1) && ...)) return false;
    int status;
    if constexpr (sizeof...(T) == 1) {
      const Out* src = (in.data(), ...);
      status = std::is_same_v<Out, double>
                   ? pyaot_cuda_unary_f64(int(op), (const double*)src, (double*)out, n)
                   : pyaot_cuda_unary_f32(int(op), (const float*)src, (float*)out, n);
    } else {
      const Out* ptrs[] = {in.data()...};
      int64_t steps[] = {(in.shape() == shape ? int64_t{1} : int64_t{0})...};
      status = std::is_same_v<Out, double>
                   ? pyaot_cuda_binary_f64(int(op), (const double*)ptrs[0], steps[0],
                                           (const double*)ptrs[1], steps[1], (double*)out, n)
                   : pyaot_cuda_binary_f32(int(op), (const float*)ptrs[0], steps[0],
                                           (const float*)ptrs[1], steps[1], (float*)out, n);
    }
    if (status != 0) return false;  // e.g. out of device memory: the CPU does it
    usage.operations.fetch_add(1, std::memory_order_relaxed);
    usage.elements.fetch_add(n, std::memory_order_relaxed);
    return true;
  }
}

}  // namespace cuda
}  // namespace pyaot::nd
