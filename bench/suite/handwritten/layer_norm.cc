// Layer norm, as bench/suite/kernels/layer_norm.py.
#include <cmath>
#include "bench/suite/handwritten/harness.hpp"

static bench::Matrix layer_norm(const bench::Matrix& x, double gamma, double beta) {
  bench::Matrix out{x.rows, x.cols, std::vector<double>(x.data.size())};
  for (long i = 0; i < x.rows; ++i) {
    const double* row = &x.data[i * x.cols];
    double mean = 0, var = 0;
    for (long j = 0; j < x.cols; ++j) mean += row[j];
    mean /= double(x.cols);
    for (long j = 0; j < x.cols; ++j) var += (row[j] - mean) * (row[j] - mean);
    var /= double(x.cols);
    double scale = 1.0 / std::sqrt(var + 1e-5);
    for (long j = 0; j < x.cols; ++j) out.data[i * x.cols + j] = (row[j] - mean) * scale * gamma + beta;
  }
  return out;
}

int main(int argc, char** argv) {
  long repeat = bench::repeat_flag(argc, argv);
  bench::Matrix x = bench::read_npy(argv[1]);
  double gamma = std::atof(argv[2]), beta = std::atof(argv[3]);
  std::printf("%.17g\n", bench::sum(bench::timed(repeat, [&] { return layer_norm(x, gamma, beta); })));
}
