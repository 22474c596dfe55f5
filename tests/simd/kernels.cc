// Runs the vector kernels of pyaot/nd/simd.hpp for tests/test_simd.py:
//   kernels OP DTYPE IN OUT_CONTIGUOUS OUT_ONE
// reads raw float32/float64 values from IN and writes op(x) twice: through
// the engine's contiguous path (simd::apply) and element by element through
// the functor (simd::one, as the strided engine and fused chains call it).
//   kernels reduce:OP:N1,N2,... DTYPE IN OUT_ROWS OUT_ALL
// reduces the first N*floor(size/N) values as rows of N (axis=-1, then
// axis=0, into OUT_ROWS) and as a whole (into OUT_ALL), for each N in turn.
//   kernels arith:OP:N DTYPE IN OUT_FLAT OUT_ROWS
// x OP reversed(x) (the flat loop), and x as rows of N OP its first column
// (the engine's broadcast lanes).
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "pyaot/nd/reduce.hpp"
#include "pyaot/nd/shape.hpp"
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

namespace nd = pyaot::nd;

template <class T>
nd::array<T> rows_of(const std::vector<T>& v, nd::index_t n) {
  nd::array<T> a({nd::index_t(v.size()) / n, n});
  std::memcpy(a.data(), v.data(), sizeof(T) * std::size_t(a.size()));
  return a;
}

template <class T>
nd::array<T> reduce_one(const std::string& op, const nd::array<T>& a, nd::Axes axis) {
  // Few instantiations (each costs compile time): mean is sum / n, min and
  // nanmax are max's code with the other kernel or fold.
  if (op == "sum") return nd::sum<T>(a, axis);
  if (op == "max") return nd::max(a, axis);
  return nd::nanmin(a, axis);
}

template <class T>
void run_reduce(const std::string& op, const std::string& lengths, char** argv) {
  const std::vector<T> in = read<T>(argv[3]);
  std::vector<T> rows, all;
  for (std::size_t at = 0; at < lengths.size();) {
    std::size_t comma = lengths.find(',', at);
    if (comma == std::string::npos) comma = lengths.size();
    const nd::index_t n = std::stol(lengths.substr(at, comma - at));
    at = comma + 1;
    const nd::array<T> a = rows_of(in, n);
    for (nd::index_t axis : {-1, 0}) {
      const nd::array<T> r = reduce_one(op, a, nd::Axes(axis));
      rows.insert(rows.end(), r.data(), r.data() + r.size());
    }
    all.push_back(reduce_one(op, a, nd::Axes()).data()[0]);
  }
  write(argv[4], rows);
  write(argv[5], all);
}

template <class T>
void run_arith(const std::string& op, nd::index_t n, char** argv) {
  std::vector<T> in = read<T>(argv[3]);
  std::vector<T> rev(in.rbegin(), in.rend());
  const nd::array<T> x = rows_of(in, 1), y = rows_of(rev, 1);
  const nd::array<T> m = rows_of(in, n);
  const nd::array<T> col = nd::slice(m, 1, 0, 1);  // a view: strides (n, 1)
  auto both = [&](auto f) {
    using F = decltype(f);
    const nd::array<T> flat = nd::ufunc<F, T, T, T>(x, y), lanes = nd::ufunc<F, T, T, T>(m, col);
    write(argv[4], std::vector<T>(flat.data(), flat.data() + flat.size()));
    write(argv[5], std::vector<T>(lanes.data(), lanes.data() + lanes.size()));
  };
  // add and multiply are the same template as subtract with another operator.
  if (op == "subtract") both(nd::fn::subtract{});
  else both(nd::fn::true_divide{});
}

int main(int argc, char** argv) {
  if (argc != 6) return 2;
  const std::string op = argv[1];
  const bool f64 = std::strcmp(argv[2], "float64") == 0;
  if (op.starts_with("reduce:") || op.starts_with("arith:")) {
    const std::size_t colon = op.find(':', op.find(':') + 1);
    const std::string name = op.substr(op.find(':') + 1, colon - op.find(':') - 1), arg = op.substr(colon + 1);
    if (op.starts_with("reduce:")) {
      if (f64) run_reduce<double>(name, arg, argv); else run_reduce<float>(name, arg, argv);
    } else {
      if (f64) run_arith<double>(name, std::stol(arg), argv); else run_arith<float>(name, std::stol(arg), argv);
    }
    return 0;
  }
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
