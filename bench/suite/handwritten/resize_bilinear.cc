// Bilinear resize (align-corners), as bench/suite/kernels/resize_bilinear.py.
#include <algorithm>
#include <cmath>
#include "bench/suite/handwritten/harness.hpp"

static bench::Matrix resize(const bench::Matrix& img, long out_h, long out_w) {
  bench::Matrix out{out_h, out_w, std::vector<double>(static_cast<size_t>(out_h * out_w))};
  double sy = double(img.rows - 1) / double(out_h - 1), sx = double(img.cols - 1) / double(out_w - 1);
  std::vector<long> x0(out_w), x1(out_w);
  std::vector<double> wx(out_w);
  for (long j = 0; j < out_w; ++j) {
    double xs = double(j) * sx;
    x0[j] = long(std::floor(xs));
    x1[j] = std::min(x0[j] + 1, img.cols - 1);
    wx[j] = xs - double(x0[j]);
  }
  for (long i = 0; i < out_h; ++i) {
    double ys = double(i) * sy;
    long y0 = long(std::floor(ys)), y1 = std::min(y0 + 1, img.rows - 1);
    double wy = ys - double(y0);
    for (long j = 0; j < out_w; ++j) {
      double upper = img.at(y0, x0[j]) * (1.0 - wx[j]) + img.at(y0, x1[j]) * wx[j];
      double lower = img.at(y1, x0[j]) * (1.0 - wx[j]) + img.at(y1, x1[j]) * wx[j];
      out.at(i, j) = upper * (1.0 - wy) + lower * wy;
    }
  }
  return out;
}

int main(int argc, char** argv) {
  long repeat = bench::repeat_flag(argc, argv);
  bench::Matrix img = bench::read_npy(argv[1]);
  long h = std::atol(argv[2]), w = std::atol(argv[3]);
  std::printf("%.17g\n", bench::sum(bench::timed(repeat, [&] { return resize(img, h, w); })));
}
