// Hand-written C++ equivalent of bench/kernels/mandelbrot.py.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
  if (argc != 3) return 2;
  const std::int64_t size = std::atoll(argv[1]), max_iter = std::atoll(argv[2]);
  std::int64_t inside = 0;
  for (std::int64_t py = 0; py < size; ++py) {
    const double ci = -1.25 + 2.5 * static_cast<double>(py) / static_cast<double>(size);
    for (std::int64_t px = 0; px < size; ++px) {
      const double cr = -2.0 + 2.5 * static_cast<double>(px) / static_cast<double>(size);
      double zr = 0.0, zi = 0.0;
      std::int64_t n = 0;
      while (n < max_iter && zr * zr + zi * zi <= 4.0) {
        const double t = zr * zr - zi * zi + cr;
        zi = 2.0 * zr * zi + ci;
        zr = t;
        ++n;
      }
      if (n == max_iter) ++inside;
    }
  }
  std::printf("%lld\n", static_cast<long long>(inside));
}
