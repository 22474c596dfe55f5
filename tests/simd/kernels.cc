// Runs the vector kernels of pyaot/nd/simd.hpp for tests/test_simd.py:
//   kernels OP DTYPE IN OUT_CONTIGUOUS OUT_ONE
// reads raw float32/float64 values from IN and writes op(x) twice: through
// the engine's contiguous path (simd::apply) and element by element through
// the functor (simd::one, as the strided engine and fused chains call it).
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "pyaot/nd/ufunc.hpp"

using pyaot::nd::simd::Op;

template <class T>
std::vector<T> read(const char* path) {
  std::vector<T> v;
  FILE* f = std::fopen(path, "rb");
  if (!f) return v;
  T x;
  while (std::fread(&x, sizeof x, 1, f) == 1) v.push_back(x);
  std::fclose(f);
  return v;
}

template <class T>
void write(const char* path, const std::vector<T>& v) {
  FILE* f = std::fopen(path, "wb");
  std::fwrite(v.data(), sizeof(T), v.size(), f);
  std::fclose(f);
}

template <Op op, class T>
void run(char** argv) {
  const std::vector<T> in = read<T>(argv[3]);
  std::vector<T> flat(in.size()), one(in.size());
  pyaot::nd::simd::apply<op>(in.data(), flat.data(), std::ptrdiff_t(in.size()));
  for (std::size_t i = 0; i < in.size(); ++i) one[i] = pyaot::nd::simd::one<op>(in[i]);
  write(argv[4], flat);
  write(argv[5], one);
}

template <int k, class T>
void run_power(char** argv) {
  const std::vector<T> in = read<T>(argv[3]);
  std::vector<T> out(in.size());
  for (std::size_t i = 0; i < in.size(); ++i) out[i] = pyaot::nd::fn::power{}(in[i], T(k));
  write(argv[4], out);
  write(argv[5], out);
}

template <int k>
int power(char** argv) {
  if (std::strcmp(argv[2], "float64") == 0) run_power<k, double>(argv);
  else run_power<k, float>(argv);
  return 0;
}

template <Op op>
int dispatch(char** argv) {
  if (std::strcmp(argv[2], "float64") == 0) run<op, double>(argv);
  else run<op, float>(argv);
  return 0;
}

int main(int argc, char** argv) {
  if (argc != 6) return 2;
  const std::string op = argv[1];
  std::printf("vector kernels: %s\n", pyaot::nd::simd::available() ? "yes" : "no");
  if (op == "exp") return dispatch<Op::exp>(argv);
  if (op == "log") return dispatch<Op::log>(argv);
  if (op == "log1p") return dispatch<Op::log1p>(argv);
  if (op == "expm1") return dispatch<Op::expm1>(argv);
  if (op == "tanh") return dispatch<Op::tanh>(argv);
  if (op == "sin") return dispatch<Op::sin>(argv);
  if (op == "cos") return dispatch<Op::cos>(argv);
  if (op == "sqrt") return dispatch<Op::sqrt>(argv);
  if (op == "power3") return power<3>(argv);
  if (op == "power4") return power<4>(argv);
  return 2;
}
