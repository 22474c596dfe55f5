// Image operators as OpenCV (cv2) computes them: resize (nearest, bilinear,
// area) and cvtColor (BGR<->RGB<->GRAY), on HxW or HxWxC arrays, plus the
// torchvision-style bilinear resize and per-channel normalize used in
// vision pre-processing.
//
// The arithmetic follows OpenCV's scalar code paths (modules/imgproc/src/
// resize.cpp, color_rgb.simd.hpp): float interpolation weights, 11-bit
// fixed-point weights for 8-bit images, cvRound (half to even) when storing
// 16-bit results. OpenCV's SIMD paths round some 8-bit results differently
// from its scalar ones, so 8-bit results agree to +-1 (declared tolerance).
#pragma once

#include <cfloat>
#include <cmath>
#include <vector>

#include "pyaot/nd/array.hpp"

namespace pyaot::nd::cv {

// cv2.error derives from Exception.
inline constexpr ExceptionType error{"error", &exc::Exception};

enum Interpolation : int { INTER_NEAREST = 0, INTER_LINEAR = 1, INTER_AREA = 3 };

template <class T>
concept Depth = std::same_as<T, std::uint8_t> || std::same_as<T, std::uint16_t> ||
                std::same_as<T, std::int16_t> || std::same_as<T, float> ||
                std::same_as<T, double>;

inline int cv_floor(double v) { return static_cast<int>(std::floor(v)); }
inline int cv_ceil(double v) { return static_cast<int>(std::ceil(v)); }

// saturate_cast<T>: round half to even (cvRound) and clamp, for integers.
template <class T, class V>
T saturate(V v) {
  if constexpr (std::is_floating_point_v<T>) {
    return static_cast<T>(v);
  } else {
    double r = std::nearbyint(static_cast<double>(v));
    r = std::clamp(r, double(std::numeric_limits<T>::min()), double(std::numeric_limits<T>::max()));
    return static_cast<T>(r);
  }
}

struct Geometry {
  index_t h, w, c;
};

template <Element T>
Geometry geometry(const array<T>& a, const char* what) {
  if (a.ndim() != 2 && a.ndim() != 3) {
    raise(error, std::string(what) + ": expected an image of shape (H, W) or (H, W, C), got " +
                     std::to_string(a.ndim()) + " dimension(s)");
  }
  return {a.shape()[0], a.shape()[1], a.ndim() == 3 ? a.shape()[2] : 1};
}

// How resize walks the image; both give identical results.
enum class ResizeKernel {
  separable,  // horizontal pass into row buffers, then vertical (OpenCV's structure)
  direct,     // every output pixel from its source taps directly
};
inline constexpr ResizeKernel kDefaultResize = ResizeKernel::separable;

// One output coordinate's taps along an axis: s0 (and s1 unless `single`).
struct Taps {
  int s0, s1;
  float a0, a1;
  bool single;
};

// Bilinear taps (OpenCV's INTER_LINEAR, or INTER_AREA's upscaling mode).
inline std::vector<Taps> linear_taps(int src, int dst, double scale, bool area_mode,
                                     bool horizontal) {
  std::vector<Taps> taps(dst);
  const double inv_scale = 1.0 / scale;
  for (int d = 0; d < dst; ++d) {
    float f;
    int s;
    if (!area_mode) {
      f = static_cast<float>((d + 0.5) * scale - 0.5);
      s = cv_floor(f);
      f -= static_cast<float>(s);
    } else {
      s = cv_floor(d * scale);
      f = static_cast<float>((d + 1) - (s + 1) * inv_scale);
      f = f <= 0 ? 0.f : f - static_cast<float>(cv_floor(f));
    }
    bool single = false;
    if (horizontal) {
      // Columns past the edges use one tap (OpenCV's xmin/xmax regions).
      if (s < 0) f = 0, s = 0, single = true;
      if (s + 1 >= src) {
        single = true;
        if (s >= src - 1) f = 0, s = src - 1;
      }
      taps[d] = {s, std::min(s + 1, src - 1), 1.f - f, f, single};
    } else {
      // Rows are clamped and both weighted, as OpenCV's vertical pass does.
      taps[d] = {std::clamp(s, 0, src - 1), std::clamp(s + 1, 0, src - 1), 1.f - f, f, false};
    }
  }
  return taps;
}

template <Depth T>
void resize_linear(const array<T>& src, array<T>& dst, Geometry g, index_t h, index_t w,
                   bool area_mode, ResizeKernel kernel) {
  const double scale_x = 1.0 / (double(w) / double(g.w));
  const double scale_y = 1.0 / (double(h) / double(g.h));
  auto xt = linear_taps(int(g.w), int(w), scale_x, area_mode, true);
  auto yt = linear_taps(int(g.h), int(h), scale_y, area_mode, false);
  const index_t C = g.c;
  const T* S = src.data();
  T* D = dst.data();
  constexpr bool fixed = std::is_same_v<T, std::uint8_t>;
  using W = std::conditional_t<fixed, int, std::conditional_t<std::is_same_v<T, double>, double, float>>;
  auto coef = [](float a) -> W {
    if constexpr (fixed) return saturate<std::int16_t>(a * 2048.f); else return W(a);
  };
  auto hpass = [&](index_t row, index_t x, index_t c) -> W {
    const T* r = S + row * g.w * C;
    const Taps& t = xt[x];
    W v = W(r[t.s0 * C + c]) * coef(t.a0);
    if (!t.single) v += W(r[t.s1 * C + c]) * coef(t.a1);
    return v;
  };
  auto vcombine = [&](W top, W bottom, const Taps& t) -> T {
    if constexpr (fixed) {
      int v = top * coef(t.a0) + bottom * coef(t.a1);
      return saturate<T>((v + (1 << 21)) >> 22);
    } else {
      return saturate<T>(top * W(t.a0) + bottom * W(t.a1));
    }
  };
  if (kernel == ResizeKernel::direct) {
    for (index_t y = 0; y < h; ++y) {
      for (index_t x = 0; x < w; ++x) {
        for (index_t c = 0; c < C; ++c) {
          D[(y * w + x) * C + c] = vcombine(hpass(yt[y].s0, x, c), hpass(yt[y].s1, x, c), yt[y]);
        }
      }
    }
    return;
  }
  std::vector<W> row0(w * C), row1(w * C);
  index_t have0 = -1, have1 = -1;
  auto fill = [&](std::vector<W>& buf, index_t row) {
    for (index_t x = 0; x < w; ++x) {
      for (index_t c = 0; c < C; ++c) buf[x * C + c] = hpass(row, x, c);
    }
  };
  for (index_t y = 0; y < h; ++y) {
    const Taps& t = yt[y];
    if (have0 != t.s0) {
      if (have1 == t.s0) std::swap(row0, row1), std::swap(have0, have1);
      else fill(row0, t.s0), have0 = t.s0;
    }
    if (have1 != t.s1) fill(row1, t.s1), have1 = t.s1;
    for (index_t i = 0; i < w * C; ++i) D[y * w * C + i] = vcombine(row0[i], row1[i], t);
  }
}

// OpenCV's computeResizeAreaTab: which source cells feed each output cell,
// with what weight.
struct AreaTap {
  int d, s;
  float alpha;
};
inline std::vector<AreaTap> area_taps(int ssize, int dsize, double scale) {
  std::vector<AreaTap> tab;
  for (int dx = 0; dx < dsize; ++dx) {
    double fsx1 = dx * scale;
    double fsx2 = fsx1 + scale;
    double cell = std::min(scale, ssize - fsx1);
    int sx1 = cv_ceil(fsx1), sx2 = cv_floor(fsx2);
    sx2 = std::min(sx2, ssize - 1);
    sx1 = std::min(sx1, sx2);
    if (sx1 - fsx1 > 1e-3) tab.push_back({dx, sx1 - 1, float((sx1 - fsx1) / cell)});
    for (int sx = sx1; sx < sx2; ++sx) tab.push_back({dx, sx, float(1.0 / cell)});
    if (fsx2 - sx2 > 1e-3) {
      tab.push_back({dx, sx2, float(std::min(std::min(fsx2 - sx2, 1.0), cell) / cell)});
    }
  }
  return tab;
}

template <Depth T>
void resize_area(const array<T>& src, array<T>& dst, Geometry g, index_t h, index_t w) {
  const double scale_x = 1.0 / (double(w) / double(g.w));
  const double scale_y = 1.0 / (double(h) / double(g.h));
  const index_t C = g.c;
  const T* S = src.data();
  T* D = dst.data();
  const int ix = saturate<int>(scale_x), iy = saturate<int>(scale_y);
  const bool fast = std::abs(scale_x - ix) < DBL_EPSILON && std::abs(scale_y - iy) < DBL_EPSILON;
  if (fast) {
    // Whole source blocks per output pixel (OpenCV's resizeAreaFast).
    const int area = ix * iy;
    const float scale = 1.f / float(area);
    for (index_t y = 0; y < h; ++y) {
      for (index_t x = 0; x < w; ++x) {
        for (index_t c = 0; c < C; ++c) {
          using Sum = std::conditional_t<std::is_integral_v<T>, int,
                                         std::conditional_t<std::is_same_v<T, double>, double, float>>;
          Sum sum = 0;
          for (int dy = 0; dy < iy; ++dy) {
            for (int dx = 0; dx < ix; ++dx) {
              sum += Sum(S[((y * iy + dy) * g.w + (x * ix + dx)) * C + c]);
            }
          }
          T& out = D[(y * w + x) * C + c];
          if constexpr (std::is_integral_v<T>) {
            out = (ix == 2 && iy == 2) ? T((sum + 2) >> 2) : saturate<T>(float(sum) * scale);
          } else {
            out = saturate<T>(sum * (ix == 2 && iy == 2 ? Sum(0.25) : Sum(scale)));
          }
        }
      }
    }
    return;
  }
  auto xtab = area_taps(int(g.w), int(w), scale_x);
  auto ytab = area_taps(int(g.h), int(h), scale_y);
  using W = std::conditional_t<std::is_same_v<T, double>, double, float>;
  std::vector<W> row(w * C), sum(w * C);
  std::size_t k = 0;
  for (index_t dy = 0; dy < h; ++dy) {
    std::fill(sum.begin(), sum.end(), W(0));
    for (; k < ytab.size() && ytab[k].d == dy; ++k) {
      std::fill(row.begin(), row.end(), W(0));
      const T* r = S + index_t(ytab[k].s) * g.w * C;
      for (const AreaTap& t : xtab) {
        for (index_t c = 0; c < C; ++c) row[t.d * C + c] += W(r[t.s * C + c]) * W(t.alpha);
      }
      for (index_t i = 0; i < w * C; ++i) sum[i] += row[i] * W(ytab[k].alpha);
    }
    for (index_t i = 0; i < w * C; ++i) D[dy * w * C + i] = saturate<T>(sum[i]);
  }
}

// cv2.resize(src, dsize=(width, height), interpolation=...).
template <Element T>
array<T> resize(const array<T>& in, shape_t dsize, index_t interpolation,
                ResizeKernel kernel = kDefaultResize) {
  if constexpr (!Depth<T>) {
    raise(error, std::string("resize: unsupported image dtype ") +
                     std::string(dtype_traits<T>::name) + " (OpenCV takes uint8, uint16, "
                     "int16, float32 and float64)");
  } else {
    Geometry g = geometry(in, "resize");
    if (dsize.size() != 2) raise(error, "resize: Can't parse 'dsize': it must be (width, height)");
    const index_t w = dsize[0], h = dsize[1];
    if (g.h == 0 || g.w == 0) raise(error, "resize: !ssize.empty()");
    if (w <= 0 || h <= 0) raise(error, "resize: inv_scale_x > 0 (dsize must be positive)");
    // A single-channel HxWx1 image comes back HxW, as cv2 returns it.
    shape_t shape = in.ndim() == 3 && g.c > 1 ? shape_t{h, w, g.c} : shape_t{h, w};
    array<T> src = ascontiguous(in);
    if (h == g.h && w == g.w) {
      array<T> same = copy(src);
      return array<T>(same.data(), shape, c_strides(shape), same.owner());
    }
    array<T> dst(shape);
    switch (interpolation) {
      case INTER_NEAREST: {
        const double ifx = 1.0 / (double(w) / double(g.w)), ify = 1.0 / (double(h) / double(g.h));
        for (index_t y = 0; y < h; ++y) {
          index_t sy = std::min<index_t>(cv_floor(y * ify), g.h - 1);
          for (index_t x = 0; x < w; ++x) {
            index_t sx = std::min<index_t>(cv_floor(x * ifx), g.w - 1);
            for (index_t c = 0; c < g.c; ++c) {
              dst.data()[(y * w + x) * g.c + c] = src.data()[(sy * g.w + sx) * g.c + c];
            }
          }
        }
        return dst;
      }
      case INTER_LINEAR:
        resize_linear(src, dst, g, h, w, false, kernel);
        return dst;
      case INTER_AREA:
        if (double(g.w) / double(w) >= 1 && double(g.h) / double(h) >= 1) {
          resize_area(src, dst, g, h, w);
        } else {
          resize_linear(src, dst, g, h, w, true, kernel);
        }
        return dst;
      default:
        raise(exc::NotImplementedError, "resize: interpolation " + std::to_string(interpolation) +
                                            " is not supported (INTER_NEAREST, INTER_LINEAR, "
                                            "INTER_AREA are)");
    }
  }
}

// ------------------------------------------------------------------ colour

enum ColorCode : int {
  COLOR_BGR2RGB = 4, COLOR_RGB2BGR = 4, COLOR_BGR2GRAY = 6, COLOR_RGB2GRAY = 7,
  COLOR_GRAY2BGR = 8, COLOR_GRAY2RGB = 8,
};

// cv2.cvtColor(src, code) for the channel swaps and gray conversions.
template <Element T>
array<T> cvt_color(const array<T>& in, index_t code) {  // NOLINT: code is adjusted below
  if constexpr (!(std::same_as<T, std::uint8_t> || std::same_as<T, std::uint16_t> ||
                  std::same_as<T, float>)) {
    raise(error, std::string("cvtColor: unsupported image dtype ") +
                     std::string(dtype_traits<T>::name) + " (uint8, uint16 and float32 are)");
  } else {
    Geometry g = geometry(in, "cvtColor");
    array<T> src = ascontiguous(in);
    const T* S = src.data();
    const index_t n = g.h * g.w;
    if (code == COLOR_BGR2RGB && g.c == 1) code = COLOR_GRAY2BGR;  // as OpenCV 5 does
    if (code == COLOR_BGR2RGB) {
      if (g.c != 3 && g.c != 4) raise(error, "cvtColor: Invalid number of channels in input image (expected 3 or 4)");
      array<T> dst({g.h, g.w, 3});
      for (index_t i = 0; i < n; ++i) {
        dst.data()[i * 3 + 0] = S[i * g.c + 2];
        dst.data()[i * 3 + 1] = S[i * g.c + 1];
        dst.data()[i * 3 + 2] = S[i * g.c + 0];
      }
      return dst;
    }
    if (code == COLOR_BGR2GRAY || code == COLOR_RGB2GRAY) {
      if (g.c != 3 && g.c != 4) raise(error, "cvtColor: Invalid number of channels in input image (expected 3 or 4)");
      const int b = code == COLOR_BGR2GRAY ? 0 : 2, r = 2 - b;
      array<T> dst({g.h, g.w});
      for (index_t i = 0; i < n; ++i) {
        const T* p = S + i * g.c;
        if constexpr (std::is_same_v<T, float>) {
          dst.data()[i] = p[b] * 0.114f + p[1] * 0.587f + p[r] * 0.299f;
        } else if constexpr (std::is_same_v<T, std::uint8_t>) {
          // 14-bit fixed point: R 4899, G 9617, B 1868 (0.299, 0.587, 0.114).
          std::int64_t v = std::int64_t(p[b]) * 1868 + std::int64_t(p[1]) * 9617 +
                           std::int64_t(p[r]) * 4899;
          dst.data()[i] = T((v + (1 << 13)) >> 14);
        } else {
          // 16-bit images: 15-bit fixed point, R 9798, G 19235, B 3735.
          std::int64_t v = std::int64_t(p[b]) * 3735 + std::int64_t(p[1]) * 19235 +
                           std::int64_t(p[r]) * 9798;
          dst.data()[i] = T((v + (1 << 14)) >> 15);
        }
      }
      return dst;
    }
    if (code == COLOR_GRAY2BGR) {
      if (g.c != 1) raise(error, "cvtColor: Invalid number of channels in input image (expected 1)");
      array<T> dst({g.h, g.w, 3});
      for (index_t i = 0; i < n; ++i) {
        for (int c = 0; c < 3; ++c) dst.data()[i * 3 + c] = S[i];
      }
      return dst;
    }
    raise(exc::NotImplementedError, "cvtColor: conversion code " + std::to_string(code) +
                                        " is not supported (BGR2RGB, RGB2BGR, BGR2GRAY, "
                                        "RGB2GRAY, GRAY2BGR, GRAY2RGB are)");
  }
}

// ------------------------------------------------------- torchvision-style

// torchvision.transforms.functional.resize with bilinear interpolation and
// no antialiasing (torch.nn.functional.interpolate, align_corners=False) on
// a (C, H, W) or (H, W) float tensor: half-pixel centres, source coordinates
// clamped at 0, computed in the tensor's precision.
template <Element T>
array<T> torch_resize_bilinear(const array<T>& in, shape_t size) {
  if constexpr (!Floating<T>) {
    raise(exc::TypeError, "bilinear resize needs a float tensor");
  } else {
    if (in.ndim() != 2 && in.ndim() != 3) raise(exc::ValueError, "expected a (C, H, W) or (H, W) tensor");
    if (size.size() != 2 || size[0] <= 0 || size[1] <= 0) raise(exc::ValueError, "size must be (height, width), positive");
    const bool chw = in.ndim() == 3;
    const index_t C = chw ? in.shape()[0] : 1, H = in.shape()[chw], W = in.shape()[chw + 1];
    if (H == 0 || W == 0) raise(exc::ValueError, "input image is empty");
    const index_t h = size[0], w = size[1];
    array<T> src = ascontiguous(in);
    array<T> dst(chw ? shape_t{C, h, w} : shape_t{h, w});
    using F = compute_t<T>;
    const F sh = F(H) / F(h), sw = F(W) / F(w);
    auto coord = [](index_t d, F scale, index_t n, index_t& i0, index_t& i1, F& l1) {
      F s = std::max(F(0), (F(d) + F(0.5)) * scale - F(0.5));
      i0 = std::min<index_t>(static_cast<index_t>(s), n - 1);
      i1 = std::min<index_t>(i0 + 1, n - 1);
      l1 = s - F(i0);
    };
    for (index_t c = 0; c < C; ++c) {
      const T* S = src.data() + c * H * W;
      T* D = dst.data() + c * h * w;
      for (index_t y = 0; y < h; ++y) {
        index_t y0, y1;
        F ly;
        coord(y, sh, H, y0, y1, ly);
        for (index_t x = 0; x < w; ++x) {
          index_t x0, x1;
          F lx;
          coord(x, sw, W, x0, x1, lx);
          F top = (F(1) - lx) * F(S[y0 * W + x0]) + lx * F(S[y0 * W + x1]);
          F bottom = (F(1) - lx) * F(S[y1 * W + x0]) + lx * F(S[y1 * W + x1]);
          D[y * w + x] = T((F(1) - ly) * top + ly * bottom);
        }
      }
    }
    return dst;
  }
}

}  // namespace pyaot::nd::cv

#include "pyaot/nd/shape.hpp"
#include "pyaot/nd/ufunc.hpp"

namespace pyaot::nd::cv {

// torchvision.transforms.functional.normalize: (x - mean[c]) / std[c] over a
// (C, H, W) tensor.
template <Element T>
array<T> torch_normalize(const array<T>& x, const array<T>& mean, const array<T>& std_dev) {
  if (x.ndim() != 3) raise(exc::ValueError, "normalize expects a (C, H, W) tensor");
  const index_t C = x.shape()[0];
  if (mean.ndim() != 1 || std_dev.ndim() != 1 || mean.shape()[0] != C || std_dev.shape()[0] != C) {
    raise(exc::ValueError, "normalize: mean and std must have one value per channel");
  }
  auto m = reshape(mean, {C, 1, 1});
  auto s = reshape(std_dev, {C, 1, 1});
  return ufunc<fn::true_divide, T, T, T>(ufunc<fn::subtract, T, T, T>(x, m), s);
}

}  // namespace pyaot::nd::cv
