// The generator behind Python's `random` module: MT19937 seeded and drawn
// from as CPython's Modules/_randommodule.c does, so that a seeded program
// prints CPython's numbers bit for bit.
//
//   * seed(n): init_by_array over |n| split into 32-bit words, least
//     significant first (one zero word for 0); seed(None): 624 words of
//     operating-system entropy, as CPython reads from urandom;
//   * random(): a = next >> 5, b = next >> 6, (a * 2**26 + b) / 2**53;
//   * getrandbits(k): k <= 32 takes one word shifted right by 32 - k; more
//     bits fill 32-bit words least significant first, the last one shifted
//     right by what it has too many;
//   * below(n): Lib/random.py's _randbelow_with_getrandbits: k = n's bit
//     length, getrandbits(k) again until it is under n.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <random>

namespace pyaot::ops::random {

class MT19937 {
 public:
  static constexpr std::size_t kWords = 624;

  // init_by_array(key, length): the reference initialisation by an array.
  void seed_words(const std::uint32_t* key, std::size_t length) {
    seed_one(19650218u);
    std::size_t i = 1, j = 0;
    for (std::size_t k = kWords > length ? kWords : length; k > 0; --k) {
      const std::uint32_t prev = mt_[i - 1] ^ (mt_[i - 1] >> 30);
      mt_[i] = (mt_[i] ^ (prev * 1664525u)) + key[j] + static_cast<std::uint32_t>(j);
      if (++i >= kWords) {
        mt_[0] = mt_[kWords - 1];
        i = 1;
      }
      if (++j >= length) j = 0;
    }
    for (std::size_t k = kWords - 1; k > 0; --k) {
      const std::uint32_t prev = mt_[i - 1] ^ (mt_[i - 1] >> 30);
      mt_[i] = (mt_[i] ^ (prev * 1566083941u)) - static_cast<std::uint32_t>(i);
      if (++i >= kWords) {
        mt_[0] = mt_[kWords - 1];
        i = 1;
      }
    }
    mt_[0] = 0x80000000u;  // a non-zero initial state, whatever the key
  }

  // |n| as 32-bit words, least significant first; 0 is one zero word.
  void seed_magnitude(std::uint64_t magnitude) {
    std::uint32_t key[2] = {static_cast<std::uint32_t>(magnitude),
                            static_cast<std::uint32_t>(magnitude >> 32)};
    seed_words(key, key[1] != 0 ? 2 : 1);
  }

  // init_genrand(s): NumPy's legacy np.random.seed(s) for 0 <= s < 2**32.
  void seed_word(std::uint32_t s) { seed_one(s); }

  void seed_entropy() {
    std::random_device device;
    std::array<std::uint32_t, kWords> key;
    for (auto& word : key) word = static_cast<std::uint32_t>(device());
    seed_words(key.data(), key.size());
  }

  std::uint32_t next32() {
    if (index_ >= kWords) twist();
    std::uint32_t y = mt_[index_++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= y >> 18;
    return y;
  }

  // random(): 53 random bits from two words, as CPython's random_random.
  double next_double() {
    const std::uint32_t a = next32() >> 5, b = next32() >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
  }

  // getrandbits(k) for 1 <= k <= 64: the words CPython draws for k bits.
  std::uint64_t bits(int k) {
    if (k <= 32) return next32() >> (32 - k);
    const std::uint64_t low = next32();
    const std::uint64_t high = next32() >> (64 - k);
    return low | high << 32;
  }

  // _randbelow(n) for n = span + 1, 1 <= n <= 2**64 (span = n - 1 keeps
  // 2**64, the width of the whole int64 range, representable).
  std::uint64_t below_span(std::uint64_t span) {
    if (span == UINT64_MAX) {  // n = 2**64: 65 bits, again while the top one is set
      for (;;) {
        const std::uint64_t low = bits(64);
        if ((next32() >> 31) == 0) return low;
      }
    }
    const std::uint64_t n = span + 1;
    const int k = std::bit_width(n);
    std::uint64_t r = bits(k);
    while (r >= n) r = bits(k);
    return r;
  }

 private:
  std::array<std::uint32_t, kWords> mt_{};
  std::size_t index_ = kWords + 1;

  // init_genrand(s): the state from one word (init_by_array's start).
  void seed_one(std::uint32_t s) {
    mt_[0] = s;
    for (std::size_t i = 1; i < kWords; ++i)
      mt_[i] = 1812433253u * (mt_[i - 1] ^ (mt_[i - 1] >> 30)) + static_cast<std::uint32_t>(i);
    index_ = kWords;
  }

  void twist() {
    constexpr std::size_t kShift = 397;
    constexpr std::uint32_t kMatrix = 0x9908b0dfu, kUpper = 0x80000000u, kLower = 0x7fffffffu;
    auto mix = [&](std::size_t i, std::size_t next, std::size_t far) {
      const std::uint32_t y = (mt_[i] & kUpper) | (mt_[next] & kLower);
      mt_[i] = mt_[far] ^ (y >> 1) ^ ((y & 1u) ? kMatrix : 0u);
    };
    // Word i mixes with words i + 1 and i + 397 (mod 624), those before it
    // already replaced: three loops without the modulo.
    std::size_t i = 0;
    for (; i < kWords - kShift; ++i) mix(i, i + 1, i + kShift);
    for (; i < kWords - 1; ++i) mix(i, i + 1, i + kShift - kWords);
    mix(kWords - 1, 0, kShift - 1);
    index_ = 0;
  }
};

}  // namespace pyaot::ops::random
