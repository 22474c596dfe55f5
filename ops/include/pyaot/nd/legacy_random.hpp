// NumPy's legacy global generator (np.random.seed, rand, randn, random,
// uniform, normal, randint, permutation, choice): one MT19937 per program, bit-exact with NumPy's
// RandomState for the same seed.
//   * seed(s): init_genrand(s) for 0 <= s < 2**32 (mt19937_seed), dropping a
//     kept Gaussian; seed(None): 624 words of operating-system entropy;
//   * random_sample: (a >> 5, b >> 6) of two words as 53 bits (CPython's random());
//   * uniform: low + (high - low) * random_sample;
//   * randn/normal: legacy_gauss, Marsaglia's polar method on random_sample
//     pairs, the second value of a pair kept for the next draw.
// Unseeded, it is seeded from the operating system on first use, as NumPy is.
#pragma once

#include <cmath>
#include <cstdint>
#include <optional>
#include <utility>
#include <tuple>

#include "pyaot/nd/random.hpp"
#include "pyaot/ops/random/mt19937.hpp"
#include "pyaot/runtime/threads.hpp"

namespace pyaot::nd::legacy {

struct State {
  Mutex mutex;
  ops::random::MT19937 mt;
  bool seeded = false;
  bool has_gauss = false;
  double gauss = 0.0;

  double next_double() { return mt.next_double(); }

  double next_gauss() {
    if (has_gauss) {
      has_gauss = false;
      return gauss;
    }
    double x1, x2, r2;
    do {
      x1 = 2.0 * next_double() - 1.0;
      x2 = 2.0 * next_double() - 1.0;
      r2 = x1 * x1 + x2 * x2;
    } while (r2 >= 1.0 || r2 == 0.0);
    const double f = std::sqrt(-2.0 * pyaot::libm::log(r2) / r2);
    gauss = f * x1;
    has_gauss = true;
    return f * x2;
  }
};

inline State& state() {
  static State instance;
  return instance;
}

// Runs f on the global state under its lock, seeding it first if needed.
template <class F>
auto with_state(F&& f) {
  State& s = state();
  const Lock lock(s.mutex);
  if (!s.seeded) {
    s.mt.seed_entropy();
    s.seeded = true;
  }
  return f(s);
}

inline void seed(std::optional<Int> value) {
  if (value && (*value < 0 || *value > 4294967295LL)) {
    raise(exc::ValueError, "Seed must be between 0 and 2**32 - 1");
  }
  State& s = state();
  const Lock lock(s.mutex);
  if (value) {
    s.mt.seed_word(static_cast<std::uint32_t>(*value));
  } else {
    s.mt.seed_entropy();
  }
  s.seeded = true;
  s.has_gauss = false;
  s.gauss = 0.0;
}

// rand(d0, d1, ...) and randn(...): the dimensions as arguments (None where
// absent); none at all gives one Python float.
template <class... Dims>
auto dims_size(const Dims&... dims) {
  if constexpr ((std::is_same_v<Dims, NoneType> && ...)) {
    return NoneType{};
  } else {
    return std::tuple_cat([](const auto& d) {
      if constexpr (std::is_same_v<std::decay_t<decltype(d)>, NoneType>) {
        return std::tuple<>{};
      } else {
        return std::tuple<Int>{d};
      }
    }(dims)...);
  }
}

template <class Size>
auto random_sample(const Size& size) {
  return with_state([&](State& s) {
    return random::draw<double>(size, [&] { return s.next_double(); });
  });
}

template <class... Dims>
auto rand(const Dims&... dims) {
  return random_sample(dims_size(dims...));
}

template <class Size>
auto normal(double loc, double scale, const Size& size) {
  if (scale < 0) raise(exc::ValueError, "scale < 0");
  return with_state([&](State& s) {
    return random::draw<double>(size, [&] { return loc + scale * s.next_gauss(); });
  });
}

template <class... Dims>
auto randn(const Dims&... dims) {
  return with_state([&](State& s) {
    return random::draw<double>(dims_size(dims...), [&] { return s.next_gauss(); });
  });
}

template <class Size>
auto uniform(double low, double high, const Size& size) {
  const double range = high - low;
  if (!std::isfinite(range)) raise(exc::OverflowError, "Range exceeds valid bounds");
  return with_state([&](State& s) {
    return random::draw<double>(size, [&] { return low + range * s.next_double(); });
  });
}

// randint(low, high=None, size=None): masked rejection (random_bounded_uint64
// with use_masked, random::interval): 32-bit words while the range fits 32
// bits, else (hi << 32 | lo) pairs.
struct MtWords {
  ops::random::MT19937& mt;
  std::uint32_t next32() { return mt.next32(); }
  std::uint64_t next64() {
    const std::uint64_t hi = mt.next32();
    return hi << 32 | mt.next32();
  }
};

inline std::uint64_t masked(State& s, std::uint64_t range) {
  MtWords words{s.mt};
  return random::interval(words, range);
}

template <class Size>
auto randint(Int low, std::optional<Int> high, const Size& size) {
  if (!high) {
    high = low;
    low = 0;
  }
  if constexpr (!std::is_same_v<Size, NoneType>) {
    // NumPy returns an empty request before checking the bounds.
    if (shape_size(random::shape_of(size)) == 0) {
      return random::draw<std::int64_t>(size, [] { return Int{0}; });
    }
  }
  if (low >= *high) raise(exc::ValueError, low == 0 ? "high <= 0" : "low >= high");
  const std::uint64_t range =
      static_cast<std::uint64_t>(*high - 1) - static_cast<std::uint64_t>(low);
  return with_state([&](State& s) {
    return random::draw<std::int64_t>(size, [&] {
      return static_cast<Int>(static_cast<std::uint64_t>(low) + masked(s, range));
    });
  });
}

// permutation(n): np.arange(n) shuffled by RandomState.shuffle (Fisher-Yates
// from the end, partners by random_interval, which is `masked`).
inline array<std::int64_t> permutation(Int n) {
  array<std::int64_t> out = array<std::int64_t>::uninitialized(shape_t{n > 0 ? n : 0});
  std::int64_t* data = out.data();
  for (Int i = 0; i < n; ++i) data[i] = i;
  with_state([&](State& s) {
    for (Int i = n - 1; i >= 1; --i) {
      std::swap(data[masked(s, static_cast<std::uint64_t>(i))], data[i]);
    }
    return 0;
  });
  return out;
}

// choice(a, size=None, replace=True, p=None) of an int population:
// randint(0, a, size) with replacement, permutation(a)[:size] without.
template <class Size>
auto choice(Int a, const Size& size, bool replace, NoneType /*p*/) {
  Int count = 1;
  if constexpr (!std::is_same_v<Size, NoneType>) {
    for (index_t d : random::shape_of(size)) {
      if (d < 0) raise(exc::ValueError, "negative dimensions are not allowed");
      count *= d;
    }
  }
  if (a <= 0 && count != 0) {
    raise(exc::ValueError, "a must be greater than 0 unless no samples are taken");
  }
  if (replace) return randint(0, a, size);
  if (count > a) {
    raise(exc::ValueError, "Cannot take a larger sample than population when 'replace=False'");
  }
  const array<std::int64_t> order = permutation(a);
  Int k = 0;
  if constexpr (std::is_same_v<Size, NoneType>) {
    return Int{order.data()[0]};
  } else {
    return random::draw<std::int64_t>(size, [&] { return Int{order.data()[k++]}; });
  }
}

}  // namespace pyaot::nd::legacy
