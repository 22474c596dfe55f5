// Mandelbrot, as bench/suite/kernels/mandelbrot.py.
#include "bench/suite/handwritten/harness.hpp"

static long mandelbrot(long size, long max_iter) {
  long inside = 0;
  for (long py = 0; py < size; ++py) {
    double ci = -1.25 + 2.5 * double(py) / double(size);
    for (long px = 0; px < size; ++px) {
      double cr = -2.0 + 2.5 * double(px) / double(size), zr = 0, zi = 0;
      long n = 0;
      while (n < max_iter && zr * zr + zi * zi <= 4.0) {
        double t = zr * zr - zi * zi + cr;
        zi = 2.0 * zr * zi + ci;
        zr = t;
        ++n;
      }
      inside += n == max_iter;
    }
  }
  return inside;
}

int main(int argc, char** argv) {
  long repeat = bench::repeat_flag(argc, argv);
  long size = std::atol(argv[1]), max_iter = std::atol(argv[2]);
  std::printf("%ld\n", bench::timed(repeat, [&] { return mandelbrot(size, max_iter); }));
}
