// Row-wise softmax, as bench/suite/kernels/softmax.py: one pass per row.
#include <algorithm>
#include <cmath>
#include "bench/suite/handwritten/harness.hpp"

static bench::Matrix softmax(const bench::Matrix& x) {
  bench::Matrix out{x.rows, x.cols, std::vector<double>(x.data.size())};
  for (long i = 0; i < x.rows; ++i) {
    const double* row = &x.data[i * x.cols];
    double* o = &out.data[i * x.cols];
    double hi = *std::max_element(row, row + x.cols), total = 0;
    for (long j = 0; j < x.cols; ++j) total += (o[j] = std::exp(row[j] - hi));
    for (long j = 0; j < x.cols; ++j) o[j] /= total;
  }
  return out;
}

int main(int argc, char** argv) {
  long repeat = bench::repeat_flag(argc, argv);
  bench::Matrix x = bench::read_npy(argv[1]);
  std::printf("%.17g\n", bench::sum(bench::timed(repeat, [&] { return softmax(x); })));
}
