// CUDA kernels behind the elementwise engine (ops/include/pyaot/nd/cuda.hpp).
//
// Compiled by nvcc into an object with a C ABI, so the program that calls it
// can be built by any C++ toolchain (zig's libc++ included): nothing of the
// C++ standard library crosses this boundary. Only operations whose CUDA
// results are bit-identical to the CPU's (IEEE add, subtract, multiply,
// divide and sqrt, correctly rounded; no fused multiply-add across them) are
// offered, so offloading never changes a result.
#include <cstdint>

#include <cuda_runtime.h>

namespace {

// Must match pyaot::nd::cuda::Op.
enum Op : int {
  kAdd = 1,
  kSubtract = 2,
  kMultiply = 3,
  kTrueDivide = 4,
  kSqrt = 5,
  kNegative = 6,
  kAbsolute = 7,
  kSquare = 8,
};

template <class T>
__device__ T unary(int op, T x) {
  switch (op) {
    case kSqrt: return sqrt(x);
    case kNegative: return -x;
    case kAbsolute: return fabs(x);
    case kSquare: return __fmul_rn(x, x);
    default: return x;
  }
}

// __*_rn: IEEE round-to-nearest, never contracted into an FMA.
__device__ double binary(int op, double x, double y) {
  switch (op) {
    case kAdd: return __dadd_rn(x, y);
    case kSubtract: return __dsub_rn(x, y);
    case kMultiply: return __dmul_rn(x, y);
    case kTrueDivide: return __ddiv_rn(x, y);
    default: return x;
  }
}
__device__ float binary(int op, float x, float y) {
  switch (op) {
    case kAdd: return __fadd_rn(x, y);
    case kSubtract: return __fsub_rn(x, y);
    case kMultiply: return __fmul_rn(x, y);
    case kTrueDivide: return __fdiv_rn(x, y);
    default: return x;
  }
}
template <>
__device__ double unary<double>(int op, double x) {
  switch (op) {
    case kSqrt: return __dsqrt_rn(x);
    case kNegative: return -x;
    case kAbsolute: return fabs(x);
    case kSquare: return __dmul_rn(x, x);
    default: return x;
  }
}

template <class T>
__global__ void unary_kernel(int op, const T* in, T* out, int64_t n) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n;
       i += int64_t(gridDim.x) * blockDim.x) {
    out[i] = unary(op, in[i]);
  }
}

// A step of 0 broadcasts a single element (a scalar operand).
template <class T>
__global__ void binary_kernel(int op, const T* a, int64_t a_step, const T* b, int64_t b_step,
                              T* out, int64_t n) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n;
       i += int64_t(gridDim.x) * blockDim.x) {
    out[i] = binary(op, a[i * a_step], b[i * b_step]);
  }
}

thread_local cudaError_t last_error = cudaSuccess;

int fail(cudaError_t error) {
  last_error = error;
  return int(error);
}

// Device copies of the operands, freed on every path out.
template <class T>
struct Device {
  T* ptr = nullptr;
  ~Device() {
    if (ptr) cudaFree(ptr);
  }
  cudaError_t upload(const T* host, int64_t n) {
    cudaError_t e = cudaMalloc(&ptr, sizeof(T) * size_t(n));
    if (e != cudaSuccess) return e;
    return host ? cudaMemcpy(ptr, host, sizeof(T) * size_t(n), cudaMemcpyHostToDevice) : e;
  }
};

constexpr int kThreads = 256;
int blocks(int64_t n) {
  int64_t b = (n + kThreads - 1) / kThreads;
  return int(b < 65535 ? b : 65535);
}

template <class T>
int run_unary(int op, const T* in, T* out, int64_t n) {
  Device<T> d_in, d_out;
  cudaError_t e;
  if ((e = d_in.upload(in, n)) != cudaSuccess || (e = d_out.upload(nullptr, n)) != cudaSuccess)
    return fail(e);
  unary_kernel<<<blocks(n), kThreads>>>(op, d_in.ptr, d_out.ptr, n);
  if ((e = cudaGetLastError()) != cudaSuccess) return fail(e);
  if ((e = cudaMemcpy(out, d_out.ptr, sizeof(T) * size_t(n), cudaMemcpyDeviceToHost)) != cudaSuccess)
    return fail(e);
  return 0;
}

template <class T>
int run_binary(int op, const T* a, int64_t a_step, const T* b, int64_t b_step, T* out, int64_t n) {
  Device<T> d_a, d_b, d_out;
  cudaError_t e;
  if ((e = d_a.upload(a, a_step ? n : 1)) != cudaSuccess ||
      (e = d_b.upload(b, b_step ? n : 1)) != cudaSuccess ||
      (e = d_out.upload(nullptr, n)) != cudaSuccess)
    return fail(e);
  binary_kernel<<<blocks(n), kThreads>>>(op, d_a.ptr, a_step, d_b.ptr, b_step, d_out.ptr, n);
  if ((e = cudaGetLastError()) != cudaSuccess) return fail(e);
  if ((e = cudaMemcpy(out, d_out.ptr, sizeof(T) * size_t(n), cudaMemcpyDeviceToHost)) != cudaSuccess)
    return fail(e);
  return 0;
}

}  // namespace

extern "C" {

// Devices usable by this process (0 without a driver or GPU).
int pyaot_cuda_device_count(void) {
  int count = 0;
  cudaError_t e = cudaGetDeviceCount(&count);
  if (e != cudaSuccess) {
    last_error = e;
    return 0;
  }
  return count;
}

const char* pyaot_cuda_last_error(void) { return cudaGetErrorString(last_error); }

int pyaot_cuda_unary_f64(int op, const double* in, double* out, int64_t n) {
  return run_unary(op, in, out, n);
}
int pyaot_cuda_unary_f32(int op, const float* in, float* out, int64_t n) {
  return run_unary(op, in, out, n);
}
int pyaot_cuda_binary_f64(int op, const double* a, int64_t a_step, const double* b,
                          int64_t b_step, double* out, int64_t n) {
  return run_binary(op, a, a_step, b, b_step, out, n);
}
int pyaot_cuda_binary_f32(int op, const float* a, int64_t a_step, const float* b,
                          int64_t b_step, float* out, int64_t n) {
  return run_binary(op, a, a_step, b, b_step, out, n);
}

}  // extern "C"
