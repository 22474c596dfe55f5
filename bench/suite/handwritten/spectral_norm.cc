// Spectral norm, as bench/suite/kernels/spectral_norm.py.
#include <cmath>
#include "bench/suite/handwritten/harness.hpp"

static double a(long i, long j) { return 1.0 / double((i + j) * (i + j + 1) / 2 + i + 1); }

static void times(const std::vector<double>& u, std::vector<double>& out, bool transpose) {
  long n = static_cast<long>(u.size());
  for (long i = 0; i < n; ++i) {
    double s = 0;
    for (long j = 0; j < n; ++j) s += (transpose ? a(j, i) : a(i, j)) * u[j];
    out[i] = s;
  }
}

static double spectral_norm(long n) {
  std::vector<double> u(n, 1.0), v(n, 0.0), t(n);
  for (int k = 0; k < 10; ++k) {
    times(u, t, false); times(t, v, true);
    times(v, t, false); times(t, u, true);
  }
  double vbv = 0, vv = 0;
  for (long i = 0; i < n; ++i) { vbv += u[i] * v[i]; vv += v[i] * v[i]; }
  return std::sqrt(vbv / vv);
}

int main(int argc, char** argv) {
  long repeat = bench::repeat_flag(argc, argv);
  long n = std::atol(argv[1]);
  std::printf("%.17g\n", bench::timed(repeat, [&] { return spectral_norm(n); }));
}
