// NumPy's legacy global generator (np.random.seed, rand, randn, random,
// uniform, normal): one MT19937 per program, bit-exact with NumPy's
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

}  // namespace pyaot::nd::legacy
