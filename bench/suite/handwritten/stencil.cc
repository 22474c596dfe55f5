// One 5-point Jacobi step, as bench/suite/kernels/stencil.py.
#include "bench/suite/handwritten/harness.hpp"

static bench::Matrix stencil(const bench::Matrix& u) {
  bench::Matrix out{u.rows - 2, u.cols - 2, std::vector<double>(static_cast<size_t>((u.rows - 2) * (u.cols - 2)))};
  for (long i = 1; i < u.rows - 1; ++i) {
    for (long j = 1; j < u.cols - 1; ++j) {
      out.at(i - 1, j - 1) = 0.25 * (u.at(i - 1, j) + u.at(i + 1, j) + u.at(i, j - 1) + u.at(i, j + 1));
    }
  }
  return out;
}

int main(int argc, char** argv) {
  long repeat = bench::repeat_flag(argc, argv);
  bench::Matrix u = bench::read_npy(argv[1]);
  std::printf("%.17g\n", bench::sum(bench::timed(repeat, [&] { return stencil(u); })));
}
