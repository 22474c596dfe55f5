// Magnitude arithmetic for pyaot::BigInt (pyaot/runtime/bigint.hpp).
//
// A magnitude is a little-endian vector of 32-bit limbs with no high zero
// limbs (the empty vector is zero). Every product of two limbs plus two more
// limbs fits in 64 bits, so the loops need no 128-bit type: the same code
// builds for wasm32 and aarch64.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pyaot::bigint_impl {

using Limb = std::uint32_t;
using Wide = std::uint64_t;
using Mag = std::vector<Limb>;

inline void trim(Mag& a) {
  while (!a.empty() && a.back() == 0) a.pop_back();
}

inline Mag from_u64(std::uint64_t v) {
  Mag m;
  while (v != 0) {
    m.push_back(static_cast<Limb>(v));
    v >>= 32;
  }
  return m;
}

// The value of a magnitude of at most two limbs.
inline std::uint64_t to_u64(const Mag& m) {
  std::uint64_t v = 0;
  if (m.size() > 0) v = m[0];
  if (m.size() > 1) v |= static_cast<std::uint64_t>(m[1]) << 32;
  return v;
}

inline int cmp(const Mag& a, const Mag& b) {
  if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
  for (std::size_t i = a.size(); i-- > 0;) {
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

inline std::int64_t bit_length(const Mag& a) {
  if (a.empty()) return 0;
  return static_cast<std::int64_t>(32 * (a.size() - 1)) + (32 - __builtin_clz(a.back()));
}

inline Mag add(const Mag& a, const Mag& b) {
  const Mag& x = a.size() >= b.size() ? a : b;
  const Mag& y = a.size() >= b.size() ? b : a;
  Mag r(x.size() + 1);
  Wide carry = 0;
  for (std::size_t i = 0; i < x.size(); ++i) {
    carry += static_cast<Wide>(x[i]) + (i < y.size() ? y[i] : 0);
    r[i] = static_cast<Limb>(carry);
    carry >>= 32;
  }
  r[x.size()] = static_cast<Limb>(carry);
  trim(r);
  return r;
}

// a - b for a >= b. A borrow shows as the top bit of the 64-bit difference.
inline Mag sub(const Mag& a, const Mag& b) {
  Mag r(a.size());
  Wide borrow = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    Wide d = static_cast<Wide>(a[i]) - (i < b.size() ? b[i] : 0) - borrow;
    r[i] = static_cast<Limb>(d);
    borrow = d >> 63;
  }
  trim(r);
  return r;
}

// r += p << (32 * offset); r is long enough to hold the sum.
inline void add_into(Mag& r, const Mag& p, std::size_t offset) {
  Wide carry = 0;
  std::size_t i = 0;
  for (; i < p.size(); ++i) {
    carry += static_cast<Wide>(r[offset + i]) + p[i];
    r[offset + i] = static_cast<Limb>(carry);
    carry >>= 32;
  }
  for (std::size_t k = offset + i; carry != 0 && k < r.size(); ++k) {
    carry += r[k];
    r[k] = static_cast<Limb>(carry);
    carry >>= 32;
  }
}

// Schoolbook product into out[0, n + m), which starts zeroed.
// (2**32-1)**2 + 2 * (2**32-1) == 2**64-1: the accumulator never overflows.
inline void mul_school(const Limb* a, std::size_t n, const Limb* b, std::size_t m, Limb* out) {
  for (std::size_t i = 0; i < n; ++i) {
    Wide ai = a[i];
    if (ai == 0) continue;
    Wide carry = 0;
    for (std::size_t j = 0; j < m; ++j) {
      carry += ai * b[j] + out[i + j];
      out[i + j] = static_cast<Limb>(carry);
      carry >>= 32;
    }
    out[i + m] = static_cast<Limb>(carry);
  }
}

// Below this many limbs schoolbook wins (CPython's cutoff is 70 30-bit digits).
inline constexpr std::size_t kKaratsubaCutoff = 48;

inline Mag mul_span(const Limb* a, std::size_t n, const Limb* b, std::size_t m);

inline Mag mul(const Mag& a, const Mag& b) { return mul_span(a.data(), a.size(), b.data(), b.size()); }

// Karatsuba: three half-size products instead of four, O(n**1.585). A much
// longer operand is cut into pieces of the shorter one's length first, since
// splitting both at the same point only pays off for balanced sizes.
inline Mag mul_span(const Limb* a, std::size_t n, const Limb* b, std::size_t m) {
  while (n > 0 && a[n - 1] == 0) --n;
  while (m > 0 && b[m - 1] == 0) --m;
  if (n == 0 || m == 0) return {};
  if (n < m) {
    std::swap(a, b);
    std::swap(n, m);
  }
  if (m < kKaratsubaCutoff) {
    Mag r(n + m);
    mul_school(a, n, b, m, r.data());
    trim(r);
    return r;
  }
  Mag r(n + m + 1);
  if (2 * m <= n) {
    for (std::size_t off = 0; off < n; off += m) {
      add_into(r, mul_span(a + off, std::min(m, n - off), b, m), off);
    }
  } else {
    std::size_t h = (n + 1) / 2;  // m > n / 2, so m >= h
    Mag a0(a, a + h), a1(a + h, a + n), b0(b, b + h), b1(b + h, b + m);
    trim(a0);
    trim(b0);
    Mag z0 = mul(a0, b0);
    Mag z2 = mul(a1, b1);
    Mag z1 = sub(sub(mul(add(a0, a1), add(b0, b1)), z0), z2);
    add_into(r, z0, 0);
    add_into(r, z1, h);
    add_into(r, z2, 2 * h);
  }
  trim(r);
  return r;
}

// q = a / d, returns a % d.
inline Limb divmod_small(const Mag& a, Limb d, Mag& q) {
  q.assign(a.size(), 0);
  Wide rem = 0;
  for (std::size_t i = a.size(); i-- > 0;) {
    Wide cur = (rem << 32) | a[i];
    q[i] = static_cast<Limb>(cur / d);
    rem = cur % d;
  }
  trim(q);
  return static_cast<Limb>(rem);
}

// Knuth's algorithm D (TAOCP 4.3.1) with the divisor normalised so that its
// top bit is set: each quotient digit estimated from the top two limbs is
// then at most 2 too large, and the rare overshoot is undone by adding back.
inline void divmod(const Mag& a, const Mag& b, Mag& q, Mag& r) {
  if (cmp(a, b) < 0) {
    q.clear();
    r = a;
    return;
  }
  if (b.size() == 1) {
    Limb rem = divmod_small(a, b[0], q);
    r.clear();
    if (rem != 0) r.push_back(rem);
    return;
  }
  const std::size_t n = b.size(), m = a.size() - n;
  const int s = __builtin_clz(b.back());
  auto hi = [s](Limb x) -> Limb { return s == 0 ? 0 : x >> (32 - s); };
  Mag vn(n), un(a.size() + 1);
  for (std::size_t i = n - 1; i > 0; --i) vn[i] = (b[i] << s) | hi(b[i - 1]);
  vn[0] = b[0] << s;
  un[a.size()] = hi(a.back());
  for (std::size_t i = a.size() - 1; i > 0; --i) un[i] = (a[i] << s) | hi(a[i - 1]);
  un[0] = a[0] << s;
  q.assign(m + 1, 0);
  const Wide base = Wide{1} << 32;
  for (std::size_t j = m + 1; j-- > 0;) {
    Wide num = (static_cast<Wide>(un[j + n]) << 32) | un[j + n - 1];
    Wide qhat = num / vn[n - 1];
    Wide rhat = num % vn[n - 1];
    while (qhat >= base || qhat * vn[n - 2] > ((rhat << 32) | un[j + n - 2])) {
      --qhat;
      rhat += vn[n - 1];
      if (rhat >= base) break;
    }
    Wide carry = 0, borrow = 0;
    for (std::size_t i = 0; i < n; ++i) {
      Wide p = qhat * vn[i] + carry;
      carry = p >> 32;
      Wide t = static_cast<Wide>(un[i + j]) - static_cast<Limb>(p) - borrow;
      un[i + j] = static_cast<Limb>(t);
      borrow = t >> 63;
    }
    Wide t = static_cast<Wide>(un[j + n]) - carry - borrow;
    un[j + n] = static_cast<Limb>(t);
    if ((t >> 63) != 0) {
      --qhat;
      Wide c = 0;
      for (std::size_t i = 0; i < n; ++i) {
        c += static_cast<Wide>(un[i + j]) + vn[i];
        un[i + j] = static_cast<Limb>(c);
        c >>= 32;
      }
      un[j + n] += static_cast<Limb>(c);
    }
    q[j] = static_cast<Limb>(qhat);
  }
  r.assign(n, 0);
  for (std::size_t i = 0; i < n; ++i) {
    r[i] = (s == 0) ? un[i] : (un[i] >> s) | (un[i + 1] << (32 - s));
  }
  trim(q);
  trim(r);
}

inline Mag shl(const Mag& a, std::uint64_t bits) {
  if (a.empty()) return {};
  std::size_t limbs = static_cast<std::size_t>(bits / 32);
  int s = static_cast<int>(bits % 32);
  Mag r(a.size() + limbs + 1, 0);
  for (std::size_t i = 0; i < a.size(); ++i) {
    Wide v = static_cast<Wide>(a[i]) << s;
    r[i + limbs] |= static_cast<Limb>(v);
    r[i + limbs + 1] |= static_cast<Limb>(v >> 32);
  }
  trim(r);
  return r;
}

inline Mag shr(const Mag& a, std::uint64_t bits) {
  std::size_t limbs = static_cast<std::size_t>(std::min<std::uint64_t>(bits / 32, a.size()));
  int s = static_cast<int>(bits % 32);
  Mag r(a.size() - limbs);
  for (std::size_t i = 0; i < r.size(); ++i) {
    Wide v = a[i + limbs];
    if (i + limbs + 1 < a.size()) v |= static_cast<Wide>(a[i + limbs + 1]) << 32;
    r[i] = static_cast<Limb>(v >> s);
  }
  trim(r);
  return r;
}

// Whether any of the low `bits` bits of a is set (a floor shift of a
// negative value rounds away from zero exactly then).
inline bool low_bits_set(const Mag& a, std::uint64_t bits) {
  for (std::size_t i = 0; i < a.size() && bits > 0; ++i) {
    if (bits >= 32) {
      if (a[i] != 0) return true;
      bits -= 32;
    } else {
      return (a[i] & ((Limb{1} << bits) - 1)) != 0;
    }
  }
  return false;
}

// Two's complement of a signed magnitude over `len` limbs (len exceeds the
// magnitude's length, so the top limb holds the sign): Python's bitwise
// operators act on an infinite two's complement, and len + 1 limbs of it
// repeat forever above.
inline Mag to_twos(bool neg, const Mag& m, std::size_t len) {
  Mag r(len, 0);
  std::copy(m.begin(), m.end(), r.begin());
  if (neg) {
    Wide carry = 1;
    for (Limb& x : r) {
      carry += static_cast<Limb>(~x);
      x = static_cast<Limb>(carry);
      carry >>= 32;
    }
  }
  return r;
}

// The magnitude of a two's complement value known to be negative.
inline Mag from_twos_negative(Mag r) {
  Wide carry = 1;
  for (Limb& x : r) {
    carry += static_cast<Limb>(~x);
    x = static_cast<Limb>(carry);
    carry >>= 32;
  }
  trim(r);
  return r;
}

// Value of a digit character in bases up to 36, or 99.
inline int digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  return 99;
}

// Digits (underscores skipped, already validated) in `base`: multiply-add
// by base**k, the largest power that fits a limb, so each limb pass takes in
// k digits at once (9 for decimal).
inline Mag parse_digits(std::string_view digits, int base) {
  Limb chunk_pow = static_cast<Limb>(base);
  int chunk_len = 1;
  while (static_cast<Wide>(chunk_pow) * static_cast<Wide>(base) <= 0xFFFFFFFFu) {
    chunk_pow *= static_cast<Limb>(base);
    ++chunk_len;
  }
  Mag m;
  Limb acc = 0, mult = 1;
  int count = 0;
  auto flush = [&m](Limb mul, Limb add) {
    Wide carry = add;
    for (Limb& x : m) {
      carry += static_cast<Wide>(x) * mul;
      x = static_cast<Limb>(carry);
      carry >>= 32;
    }
    if (carry != 0) m.push_back(static_cast<Limb>(carry));
  };
  for (char c : digits) {
    if (c == '_') continue;
    acc = acc * static_cast<Limb>(base) + static_cast<Limb>(digit_value(c));
    mult *= static_cast<Limb>(base);
    if (++count == chunk_len) {
      flush(mult, acc);
      acc = 0;
      mult = 1;
      count = 0;
    }
  }
  if (count > 0) flush(mult, acc);
  trim(m);
  return m;
}

// Digits of a magnitude in `base` (no sign): repeated division by the
// largest power of the base that fits a limb (10**9 for decimal), so each
// pass over the limbs yields 9 decimal digits. Quadratic overall, as
// CPython's own conversion.
inline std::string format_digits(Mag m, int base) {
  if (m.empty()) return "0";
  static constexpr char kDigits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
  Limb chunk_pow = static_cast<Limb>(base);
  int chunk_len = 1;
  while (static_cast<Wide>(chunk_pow) * static_cast<Wide>(base) <= 0xFFFFFFFFu) {
    chunk_pow *= static_cast<Limb>(base);
    ++chunk_len;
  }
  std::string out;  // reversed
  Mag q;
  while (!m.empty()) {
    Limb rem = divmod_small(m, chunk_pow, q);
    m.swap(q);
    for (int i = 0; i < chunk_len; ++i) {
      if (m.empty() && rem == 0) break;
      out.push_back(kDigits[rem % static_cast<Limb>(base)]);
      rem /= static_cast<Limb>(base);
    }
  }
  std::reverse(out.begin(), out.end());
  return out;
}

// CPython's hash of a magnitude: its value modulo the Mersenne prime
// 2**61 - 1. Multiplying by 2**32 modulo 2**61 - 1 is a 61-bit rotation.
inline std::uint64_t hash_mag(const Mag& m) {
  constexpr std::uint64_t kModulus = (std::uint64_t{1} << 61) - 1;
  std::uint64_t h = 0;
  for (std::size_t i = m.size(); i-- > 0;) {
    h = ((h << 32) & kModulus) | (h >> 29);
    h += m[i];
    if (h >= kModulus) h -= kModulus;
  }
  return h;
}

// A magnitude rounded to the nearest double, ties to even, as
// PyLong_AsDouble: keep the top 55 bits and fold every lower bit into the
// last one (a sticky bit), so the hardware's one rounding of that 55-bit
// integer to 53 bits is the correct rounding of the whole value. Returns
// infinity on overflow.
inline double mag_to_double(const Mag& m) {
  std::int64_t bits = bit_length(m);
  if (bits <= 64) return static_cast<double>(to_u64(m));
  std::uint64_t shift = static_cast<std::uint64_t>(bits - 55);
  std::uint64_t top = to_u64(shr(m, shift));
  if (low_bits_set(m, shift)) top |= 1;
  if (bits > 1100) return HUGE_VAL;
  return std::ldexp(static_cast<double>(top), static_cast<int>(shift));
}

}  // namespace pyaot::bigint_impl
