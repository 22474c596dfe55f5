// Built-in functions on numbers beyond arithmetic: pow(b, e, m), bin, oct,
// hex, hash, int.bit_length/bit_count, float.is_integer. Declared in
// ops/decls/numbers.toml; each is CPython's algorithm on 64-bit ints, so
// results agree bit for bit.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>
#include <string>
#include <tuple>
#include <utility>

#include "pyaot/runtime/bytes.hpp"
#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/frozenset.hpp"
#include "pyaot/runtime/int.hpp"
#include "pyaot/runtime/list.hpp"
#include "pyaot/runtime/str.hpp"

namespace pyaot::ops::numbers {

// ------------------------------------------------------------ pow(b, e, m)

namespace detail {

using U64 = std::uint64_t;
using U128 = unsigned __int128;

// |x| as an unsigned number: |INT64_MIN| is 2**63, which Int cannot hold.
constexpr std::uint64_t magnitude(Int x) {
  return x < 0 ? std::uint64_t(0) - static_cast<std::uint64_t>(x) : static_cast<std::uint64_t>(x);
}

inline U64 mulmod(U64 a, U64 b, U64 m) { return static_cast<U64>(U128(a) * b % m); }

// b mod m in [0, m) for the magnitude m of the modulus.
inline U64 reduce(Int b, U64 m) {
  const U64 mag = magnitude(b);
  const U64 r = mag % m;
  return b < 0 && r != 0 ? m - r : r;
}

// The inverse of a modulo m, if gcd(a, m) == 1 (extended Euclid on 128-bit
// signed coefficients: m may be 2**63).
inline bool inverse(U64 a, U64 m, U64& out) {
  __int128 r0 = m, r1 = a, t0 = 0, t1 = 1;
  while (r1 != 0) {
    const __int128 q = r0 / r1;
    std::tie(r0, r1) = std::pair<__int128, __int128>(r1, r0 - q * r1);
    std::tie(t0, t1) = std::pair<__int128, __int128>(t1, t0 - q * t1);
  }
  if (r0 != 1) return false;
  if (t0 < 0) t0 += m;
  out = static_cast<U64>(t0);
  return true;
}

}  // namespace detail

// pow(base, exp, mod): CPython's long_pow with a modulus. The result has
// the modulus's sign; a negative exponent uses the base's inverse.
inline Int pow(Int base, Int exp, Int mod) {
  using detail::U64;
  if (mod == 0) raise(exc::ValueError, "pow() 3rd argument cannot be 0");
  const U64 m = detail::magnitude(mod);
  U64 b = detail::reduce(base, m);
  U64 e = detail::magnitude(exp);
  if (exp < 0 && !detail::inverse(b, m, b)) {
    raise(exc::ValueError, "base is not invertible for the given modulus");
  }
  U64 result = 1 % m;
  while (e != 0) {
    if (e & 1) result = detail::mulmod(result, b, m);
    b = detail::mulmod(b, b, m);
    e >>= 1;
  }
  if (mod < 0 && result != 0) return static_cast<Int>(result - m);  // in (mod, 0]
  return static_cast<Int>(result);
}

// ------------------------------------------------------------ bin/oct/hex

inline Str radix(Int x, int shift, const char* prefix) {
  std::uint64_t mag = detail::magnitude(x);
  std::string digits;
  const unsigned mask = (1u << shift) - 1;
  do {
    digits.push_back("0123456789abcdef"[mag & mask]);
    mag >>= shift;
  } while (mag != 0);
  std::string out = x < 0 ? "-" : "";
  out += prefix;
  out.append(digits.rbegin(), digits.rend());
  return Str(std::move(out));
}

// int.bit_length(): the bits of |x| without sign and leading zeros (0 for
// 0); int.bit_count(): the one bits of |x|. |INT64_MIN| is 2**63: unsigned.
inline Int bit_length(Int x) {
  const std::uint64_t m = detail::magnitude(x);
  return m == 0 ? 0 : 64 - std::countl_zero(m);
}
inline Int bit_count(Int x) {
  const std::uint64_t m = detail::magnitude(x);
  return std::popcount(m);
}
// float.is_integer(): finite and without a fractional part.
inline bool is_integer(double x) { return std::isfinite(x) && std::trunc(x) == x; }

inline Str bin(Int x) { return radix(x, 1, "0b"); }
inline Str oct(Int x) { return radix(x, 3, "0o"); }
inline Str hex(Int x) { return radix(x, 4, "0x"); }

// ------------------------------------------------------------ hash()

// CPython's numeric hash (Python/pyhash.c, Objects/longobject.c): reduction
// modulo the Mersenne prime 2**61 - 1, the sign kept, -1 reserved.
inline constexpr std::uint64_t kHashModulus = (std::uint64_t(1) << 61) - 1;
inline constexpr Int kHashInf = 314159;

inline Int hash(Int x) {
  const std::uint64_t mag = detail::magnitude(x);
  Int h = static_cast<Int>(mag % kHashModulus);
  if (x < 0) h = -h;
  return h == -1 ? -2 : h;
}
inline Int hash(bool b) { return b ? 1 : 0; }

// _Py_HashDouble. NaN: CPython 3.10+ hashes the float object's address,
// which no compiled value has; 0 is what CPython before 3.10 gave.
inline Int hash(double v) {
  if (std::isnan(v)) return 0;
  if (std::isinf(v)) return v > 0 ? kHashInf : -kHashInf;
  int e;
  double m = std::frexp(v, &e);
  int sign = 1;
  if (m < 0) {
    sign = -1;
    m = -m;
  }
  std::uint64_t x = 0;
  while (m != 0.0) {
    x = ((x << 28) & kHashModulus) | x >> (61 - 28);
    m *= 268435456.0;  // 2**28
    e -= 28;
    const auto y = static_cast<std::uint64_t>(m);
    m -= static_cast<double>(y);
    x += y;
    if (x >= kHashModulus) x -= kHashModulus;
  }
  e = e >= 0 ? e % 61 : 61 - 1 - ((-1 - e) % 61);
  x = ((x << e) & kHashModulus) | x >> (61 - e);
  Int h = static_cast<Int>(x) * sign;
  return h == -1 ? -2 : h;
}

// str, bytes and frozenset: this runtime's hash, which CPython's cannot be
// compared with (it randomises str and bytes hashes per process): equal
// values hash equal, which is all a program can rely on (a __hash__ of a
// tuple of fields, `hash((self.day, self.hour))`).
inline Int seeded(std::size_t h) {
  const Int out = static_cast<Int>(h);
  return out == -1 ? -2 : out;
}
// (The empty str and bytes hash to 0 in CPython, whatever the seed.)
inline Int hash(const Str& s) { return s.bytes().empty() ? 0 : seeded(Py<Str>::hash(s)); }
inline Int hash(const Bytes& b) { return b.size() == 0 ? 0 : seeded(Py<Bytes>::hash(b)); }

// tuplehash: CPython 3.8+'s xxHash-based combination of the items' hashes.
struct TupleHash {
  static constexpr std::uint64_t p1 = 11400714785074694791ULL, p2 = 14029467366897019727ULL,
                                 p5 = 2870177450012600261ULL;
  std::uint64_t acc = p5;
  void add(Int lane) {
    acc += static_cast<std::uint64_t>(lane) * p2;
    acc = (acc << 31) | (acc >> 33);
    acc *= p1;
  }
  Int finish(std::uint64_t length) const {
    const std::uint64_t h = acc + (length ^ (p5 ^ 3527539ULL));
    return h == std::uint64_t(-1) ? 1546275796 : static_cast<Int>(h);
  }
};

template <class T> Int hash(const VTuple<T>& t);
template <class T> Int hash(const FrozenSet<T>& s);

template <class... T>
Int hash(const std::tuple<T...>& t) {
  TupleHash h;
  std::apply([&](const auto&... item) { (h.add(hash(item)), ...); }, t);
  return h.finish(sizeof...(T));
}

template <class T>
Int hash(const VTuple<T>& t) {
  TupleHash h;
  for (std::size_t k = 0; k < t.size(); ++k) h.add(hash(t.at(k)));
  return h.finish(t.size());
}

// frozenset: CPython's algorithm (pyaot/runtime/frozenset.hpp) over these
// item hashes, so CPython's value for numbers and tuples of them.
template <class T>
Int hash(const FrozenSet<T>& s) {
  return static_cast<Int>(frozenset_hash(s, [](const T& x) { return hash(x); }));
}

}  // namespace pyaot::ops::numbers
