// numpy.random.default_rng: NumPy's Generator over its PCG64 bit generator,
// bit-exact with NumPy for the same seed.
//
// The documented generator, step by step as NumPy 1.17+ does it:
//   * seeding: SeedSequence(seed) hashes the seed's 32-bit words into a
//     4-word pool and draws four 64-bit words (state high/low, stream
//     high/low); PCG64's srandom: inc = stream << 1 | 1, state = 0, step,
//     state += initstate, step;
//   * PCG64 (XSL-RR 128/64): state = state * M + inc, output
//     rotr64(hi ^ lo, state >> 122); 32-bit draws split one 64-bit output,
//     low half first, the high half kept for the next 32-bit draw;
//   * random(): (next64 >> 11) * 2^-53; uniform: low + (high - low) * random();
//   * integers(): Lemire's multiply-and-reject on 32-bit draws when the range
//     fits 32 bits, on 64-bit draws otherwise;
//   * standard_normal/normal: NumPy's 256-layer ziggurat with NumPy's own
//     tables (ziggurat_tables.hpp).
// Copies of a Generator share one state, as Python references do.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <tuple>
#include <vector>

#include "pyaot/nd/array.hpp"
#include "pyaot/nd/ziggurat_tables.hpp"
#include "pyaot/runtime/libm.hpp"
#include "pyaot/runtime/object.hpp"

namespace pyaot::nd::random {

// Unsigned 128-bit arithmetic from 64-bit halves: 32-bit targets (armv7,
// wasm32 without __int128 in every toolchain) run the same code.
struct u128 {
  std::uint64_t hi, lo;
};

inline std::uint64_t mul_hi64(std::uint64_t a, std::uint64_t b) {
  const std::uint64_t a_lo = a & 0xffffffffu, a_hi = a >> 32;
  const std::uint64_t b_lo = b & 0xffffffffu, b_hi = b >> 32;
  const std::uint64_t lo_lo = a_lo * b_lo, hi_lo = a_hi * b_lo, lo_hi = a_lo * b_hi;
  const std::uint64_t cross = (lo_lo >> 32) + (hi_lo & 0xffffffffu) + lo_hi;
  return a_hi * b_hi + (hi_lo >> 32) + (cross >> 32);
}

inline u128 mul(u128 a, u128 b) {
  return {mul_hi64(a.lo, b.lo) + a.hi * b.lo + a.lo * b.hi, a.lo * b.lo};
}

inline u128 add(u128 a, u128 b) {
  const std::uint64_t lo = a.lo + b.lo;
  return {a.hi + b.hi + (lo < a.lo ? 1 : 0), lo};
}

// NumPy's SeedSequence, for entropy given as 32-bit words (least
// significant first) and no spawn key: the four 64-bit words PCG64 seeds from.
inline std::array<std::uint64_t, 4> seed_sequence(const std::vector<std::uint32_t>& entropy) {
  constexpr std::uint32_t kInitA = 0x43b0d7e5, kMultA = 0x931e8875;
  constexpr std::uint32_t kInitB = 0x8b51f9dd, kMultB = 0x58f38ded;
  constexpr std::uint32_t kMixL = 0xca01f9dd, kMixR = 0x4973f715;
  constexpr std::size_t kPool = 4;
  std::uint32_t hash_const = kInitA;
  auto hashmix = [&](std::uint32_t value) {
    value ^= hash_const;
    hash_const *= kMultA;
    value *= hash_const;
    return value ^ (value >> 16);
  };
  auto mix = [](std::uint32_t x, std::uint32_t y) {
    std::uint32_t r = kMixL * x - kMixR * y;
    return r ^ (r >> 16);
  };
  std::uint32_t pool[kPool];
  for (std::size_t i = 0; i < kPool; ++i) pool[i] = hashmix(i < entropy.size() ? entropy[i] : 0);
  for (std::size_t src = 0; src < kPool; ++src)
    for (std::size_t dst = 0; dst < kPool; ++dst)
      if (src != dst) pool[dst] = mix(pool[dst], hashmix(pool[src]));
  for (std::size_t src = kPool; src < entropy.size(); ++src)
    for (std::size_t dst = 0; dst < kPool; ++dst) pool[dst] = mix(pool[dst], hashmix(entropy[src]));
  std::uint32_t words[8];
  hash_const = kInitB;
  for (std::size_t i = 0; i < 8; ++i) {
    std::uint32_t v = pool[i % kPool] ^ hash_const;
    hash_const *= kMultB;
    v *= hash_const;
    words[i] = v ^ (v >> 16);
  }
  std::array<std::uint64_t, 4> out;
  for (std::size_t i = 0; i < 4; ++i) out[i] = words[2 * i] | std::uint64_t{words[2 * i + 1]} << 32;
  return out;
}

class PCG64 {
 public:
  explicit PCG64(const std::array<std::uint64_t, 4>& seed) {
    inc_ = {seed[2] << 1 | seed[3] >> 63, seed[3] << 1 | 1};
    step();
    state_ = add(state_, u128{seed[0], seed[1]});
    step();
  }

  std::uint64_t next64() {
    step();
    const std::uint64_t x = state_.hi ^ state_.lo;
    const unsigned rot = static_cast<unsigned>(state_.hi >> 58);
    return (x >> rot) | (x << ((64 - rot) & 63));
  }

  std::uint32_t next32() {
    if (has_half_) {
      has_half_ = false;
      return half_;
    }
    const std::uint64_t next = next64();
    has_half_ = true;
    half_ = static_cast<std::uint32_t>(next >> 32);
    return static_cast<std::uint32_t>(next);
  }

  double next_double() { return static_cast<double>(next64() >> 11) * (1.0 / 9007199254740992.0); }

 private:
  static constexpr u128 kMultiplier{2549297995355413924ULL, 4865540595714422341ULL};
  u128 state_{0, 0}, inc_{0, 0};
  bool has_half_ = false;
  std::uint32_t half_ = 0;

  void step() { state_ = add(mul(state_, kMultiplier), inc_); }
};

// A numpy.random.Generator: a shared reference to one PCG64 state.
class Generator {
 public:
  Generator() = default;  // a declared local before its first assignment
  explicit Generator(const std::array<std::uint64_t, 4>& seed)
      : bits_(std::make_shared<PCG64>(seed)) {}
  PCG64& bits() const { return *bits_; }

 private:
  std::shared_ptr<PCG64> bits_;
};

// default_rng(seed): a non-negative int seeds deterministically; None draws
// 128 bits from the operating system, as NumPy does.
inline Generator default_rng(std::optional<Int> seed) {
  std::vector<std::uint32_t> words;
  if (seed) {
    if (*seed < 0) raise(exc::ValueError, "expected non-negative integer");
    auto value = static_cast<std::uint64_t>(*seed);
    do {
      words.push_back(static_cast<std::uint32_t>(value));
      value >>= 32;
    } while (value != 0);
  } else {
    std::random_device device;
    for (int i = 0; i < 4; ++i) words.push_back(device());
  }
  return Generator(seed_sequence(words));
}

// ------------------------------------------------------------------ sizes

// `size=`: None gives one Python scalar, an int or a tuple of ints an array.
inline shape_t shape_of(Int n) { return shape_t{n}; }
template <class... Ts>
shape_t shape_of(const std::tuple<Ts...>& dims) {
  return std::apply([](auto... d) { return shape_t{static_cast<index_t>(d)...}; }, dims);
}

template <class T, class Size, class Draw>
auto draw(const Size& size, Draw&& one) {
  if constexpr (std::is_same_v<Size, NoneType>) {
    return one();
  } else {
    shape_t shape = shape_of(size);
    for (index_t d : shape)
      if (d < 0) raise(exc::ValueError, "negative dimensions are not allowed");
    array<T> out = array<T>::uninitialized(std::move(shape));
    T* data = out.data();
    for (index_t i = 0, n = out.size(); i < n; ++i) data[i] = one();  // C order, as NumPy fills
    return out;
  }
}

// ------------------------------------------------------------------ distributions

template <class Size>
auto random(const Generator& g, const Size& size) {
  return draw<double>(size, [&] { return g.bits().next_double(); });
}

template <class Size>
auto uniform(const Generator& g, double low, double high, const Size& size) {
  const double range = high - low;
  if (!std::isfinite(range)) raise(exc::OverflowError, "high - low range exceeds valid bounds");
  if (range < 0) raise(exc::ValueError, "high - low < 0");
  return draw<double>(size, [&] { return low + range * g.bits().next_double(); });
}

// Lemire's nearly-divisionless bounded draw on [0, range] (inclusive).
inline std::uint64_t bounded(PCG64& bits, std::uint64_t range) {
  if (range == 0) return 0;
  if (range <= 0xffffffffULL) {
    if (range == 0xffffffffULL) return bits.next32();
    const auto excl = static_cast<std::uint32_t>(range + 1);
    std::uint64_t m = std::uint64_t{bits.next32()} * excl;
    auto leftover = static_cast<std::uint32_t>(m);
    if (leftover < excl) {
      const std::uint32_t threshold = static_cast<std::uint32_t>(-excl) % excl;
      while (leftover < threshold) {
        m = std::uint64_t{bits.next32()} * excl;
        leftover = static_cast<std::uint32_t>(m);
      }
    }
    return m >> 32;
  }
  if (range == ~std::uint64_t{0}) return bits.next64();
  const std::uint64_t excl = range + 1;
  std::uint64_t x = bits.next64();
  std::uint64_t leftover = x * excl;
  if (leftover < excl) {
    const std::uint64_t threshold = (0 - excl) % excl;
    while (leftover < threshold) {
      x = bits.next64();
      leftover = x * excl;
    }
  }
  return mul_hi64(x, excl);
}

template <class Size>
auto integers(const Generator& g, Int low, std::optional<Int> high, const Size& size,
              bool endpoint) {
  if (!high) {
    high = low;
    low = 0;
  }
  if constexpr (!std::is_same_v<Size, NoneType>) {
    // NumPy returns an empty request before checking the bounds.
    if (shape_size(shape_of(size)) == 0) return draw<std::int64_t>(size, [] { return Int{0}; });
  }
  const bool empty = endpoint ? low > *high : low >= *high;
  if (empty) {
    raise(exc::ValueError, low == 0 ? (endpoint ? "high < 0" : "high <= 0")
                                    : (endpoint ? "low > high" : "low >= high"));
  }
  const Int last = endpoint ? *high : *high - 1;
  const std::uint64_t range = static_cast<std::uint64_t>(last) - static_cast<std::uint64_t>(low);
  return draw<std::int64_t>(size, [&] {
    return static_cast<Int>(static_cast<std::uint64_t>(low) + bounded(g.bits(), range));
  });
}

// ------------------------------------------------------------------ permutations

// random_interval: a value in [0, max] from draws masked to max's bit width,
// again while above max (32-bit draws while max fits 32 bits). `Bits` gives
// next32() and next64(): PCG64 here, MT19937's word pairs for the legacy
// generator (pyaot/nd/legacy_random.hpp), whose masked draws are the same.
template <class Bits>
std::uint64_t interval(Bits& bits, std::uint64_t max) {
  if (max == 0) return 0;
  std::uint64_t mask = max;
  for (int shift = 1; shift < 64; shift *= 2) mask |= mask >> shift;
  std::uint64_t value;
  if (max <= 0xffffffffULL) {
    while ((value = (bits.next32() & mask)) > max) {
    }
  } else {
    while ((value = (bits.next64() & mask)) > max) {
    }
  }
  return value;
}

// permutation(n): np.arange(n) shuffled as Generator.shuffle does (Fisher-Yates
// from the end, the swap partner by `interval`); n < 0 is an empty arange.
// NumPy ignores `axis` for an int.
inline array<std::int64_t> permutation(const Generator& g, Int n, Int /*axis*/) {
  array<std::int64_t> out = array<std::int64_t>::uninitialized(shape_t{n > 0 ? n : 0});
  std::int64_t* data = out.data();
  for (Int i = 0; i < n; ++i) data[i] = i;
  for (Int i = n - 1; i >= 1; --i) {
    std::swap(data[interval(g.bits(), static_cast<std::uint64_t>(i))], data[i]);
  }
  return out;
}

// _shuffle_int: the same walk with Lemire's bounded draws (choice's indices).
inline void shuffle_ints(PCG64& bits, std::int64_t* data, Int n, Int first) {
  for (Int i = n - 1; i >= first; --i) {
    std::swap(data[bounded(bits, static_cast<std::uint64_t>(i))], data[i]);
  }
}

// choice(a, size, replace, p=None, axis=0, shuffle) for an int population
// a, as Generator.choice draws it: with replacement integers(0, a, size);
// without, a tail shuffle of arange(a) for large populations, else Floyd's
// algorithm over a linear-probing hash set, then (shuffle=True) a shuffle.
template <class Size>
auto choice(const Generator& g, Int a, const Size& size, bool replace, NoneType /*p*/,
            Int /*axis: NumPy ignores it for an int*/, bool shuffle) {
  Int count = 1;
  if constexpr (!std::is_same_v<Size, NoneType>) {
    count = 1;
    for (index_t d : shape_of(size)) {
      if (d < 0) raise(exc::ValueError, "negative dimensions are not allowed");
      count *= d;
    }
  }
  if (a <= 0 && count != 0) {
    raise(exc::ValueError, "a must be a positive integer unless no samples are taken");
  }
  if (replace) return integers(g, 0, a, size, false);
  if (count > a) {
    raise(exc::ValueError, "Cannot take a larger sample than population when replace is False");
  }
  std::vector<std::int64_t> idx(static_cast<std::size_t>(count));
  PCG64& bits = g.bits();
  if (a > 10000 && count > a / (shuffle ? 50 : 20)) {
    std::vector<std::int64_t> all(static_cast<std::size_t>(a));
    for (Int i = 0; i < a; ++i) all[i] = i;
    shuffle_ints(bits, all.data(), a, std::max<Int>(a - count, 1));
    std::copy(all.end() - count, all.end(), idx.begin());
  } else if (count > 0) {
    std::uint64_t mask = static_cast<std::uint64_t>(1.2 * static_cast<double>(count));
    for (int shift = 1; shift < 64; shift *= 2) mask |= mask >> shift;
    std::vector<std::uint64_t> set(mask + 1, ~std::uint64_t{0});
    for (Int j = a - count; j < a; ++j) {
      const std::uint64_t val = bounded(bits, static_cast<std::uint64_t>(j));
      std::uint64_t loc = val & mask;
      while (set[loc] != ~std::uint64_t{0} && set[loc] != val) loc = (loc + 1) & mask;
      if (set[loc] == ~std::uint64_t{0}) {
        set[loc] = val;
        idx[j - a + count] = static_cast<std::int64_t>(val);
      } else {
        loc = static_cast<std::uint64_t>(j) & mask;
        while (set[loc] != ~std::uint64_t{0}) loc = (loc + 1) & mask;
        set[loc] = static_cast<std::uint64_t>(j);
        idx[j - a + count] = j;
      }
    }
    if (shuffle) shuffle_ints(bits, idx.data(), count, 1);
  }
  std::size_t k = 0;
  if constexpr (std::is_same_v<Size, NoneType>) {
    return Int{idx[0]};
  } else {
    return draw<std::int64_t>(size, [&] { return idx[k++]; });
  }
}

inline double standard_normal_one(PCG64& bits) {
  namespace z = ziggurat;
  for (;;) {
    std::uint64_t r = bits.next64();
    const int idx = static_cast<int>(r & 0xff);
    r >>= 8;
    const bool negative = r & 1;
    const std::uint64_t rabs = (r >> 1) & 0x000fffffffffffffULL;
    double x = static_cast<double>(rabs) * z::wi[idx];
    if (negative) x = -x;
    if (rabs < z::ki[idx]) return x;  // ~99.3% of draws
    if (idx == 0) {                   // the tail beyond r
      for (;;) {
        const double xx = -z::inv_r * std::log1p(-bits.next_double());
        const double yy = -std::log1p(-bits.next_double());
        if (yy + yy > xx * xx) return ((rabs >> 8) & 1) ? -(z::r + xx) : z::r + xx;
      }
    }
    if ((z::fi[idx - 1] - z::fi[idx]) * bits.next_double() + z::fi[idx] <
        pyaot::libm::exp(-0.5 * x * x))
      return x;
  }
}

template <class Size>
auto standard_normal(const Generator& g, const Size& size) {
  return draw<double>(size, [&] { return standard_normal_one(g.bits()); });
}

template <class Size>
auto normal(const Generator& g, double loc, double scale, const Size& size) {
  if (scale < 0) raise(exc::ValueError, "scale < 0");
  return draw<double>(size, [&] { return loc + scale * standard_normal_one(g.bits()); });
}

}  // namespace pyaot::nd::random
