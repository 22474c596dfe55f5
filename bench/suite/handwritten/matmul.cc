// Matrix product, as bench/suite/kernels/matmul.py: the cache-friendly
// i-k-j loop order a careful programmer writes without a BLAS.
#include "bench/suite/handwritten/harness.hpp"

static bench::Matrix matmul(const bench::Matrix& a, const bench::Matrix& b) {
  bench::Matrix c{a.rows, b.cols, std::vector<double>(static_cast<size_t>(a.rows * b.cols))};
  for (long i = 0; i < a.rows; ++i) {
    for (long k = 0; k < a.cols; ++k) {
      double aik = a.at(i, k);
      const double* brow = &b.data[k * b.cols];
      double* crow = &c.data[i * b.cols];
      for (long j = 0; j < b.cols; ++j) crow[j] += aik * brow[j];
    }
  }
  return c;
}

int main(int argc, char** argv) {
  long repeat = bench::repeat_flag(argc, argv);
  bench::Matrix a = bench::read_npy(argv[1]), b = bench::read_npy(argv[2]);
  std::printf("%.17g\n", bench::sum(bench::timed(repeat, [&] { return matmul(a, b); })));
}
