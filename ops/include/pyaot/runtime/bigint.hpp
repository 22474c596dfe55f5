// Arbitrary-precision integers with CPython's `int` semantics.
//
// A value that fits in int64 is held inline (no allocation) and operations
// on two such values use the overflow builtins, reaching the limb code only
// when a result does not fit. Larger values are a sign and a magnitude of
// 32-bit limbs (pyaot/runtime/impl/bigint_limbs.hpp). The representation is
// canonical: a value that fits in int64 is always stored small, so equality
// and hashing never depend on how a value was computed.
#pragma once

#include <cmath>
#include <compare>
#include <concepts>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <utility>

#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/impl/bigint_limbs.hpp"
#include "pyaot/runtime/str.hpp"

namespace pyaot {

class BigInt {
  using Mag = bigint_impl::Mag;

 public:
  BigInt() noexcept = default;
  BigInt(std::int64_t v) noexcept : small_(v) {}  // NOLINT: implicit, as Python ints
  template <std::integral T>
    requires(!std::same_as<T, std::int64_t> && !std::same_as<T, bool>)
  BigInt(T v) {  // NOLINT: implicit from every integer type
    if constexpr (std::is_signed_v<T>) {
      small_ = static_cast<std::int64_t>(v);
    } else if (static_cast<std::uint64_t>(v) <= static_cast<std::uint64_t>(kMax)) {
      small_ = static_cast<std::int64_t>(v);
    } else {
      big_ = new Big{false, bigint_impl::from_u64(static_cast<std::uint64_t>(v))};
    }
  }
  BigInt(const BigInt& o) : small_(o.small_), big_(o.big_ ? new Big(*o.big_) : nullptr) {}
  BigInt(BigInt&& o) noexcept : small_(o.small_), big_(std::exchange(o.big_, nullptr)) {}
  BigInt& operator=(const BigInt& o) {
    if (this != &o) *this = BigInt(o);
    return *this;
  }
  BigInt& operator=(BigInt&& o) noexcept {
    std::swap(small_, o.small_);
    std::swap(big_, o.big_);
    return *this;
  }
  ~BigInt() { delete big_; }

  static BigInt from_string(std::string_view text, int base = 10);
  static BigInt from_double(double d);

  bool fits_int64() const { return big_ == nullptr; }
  std::int64_t to_int64() const {
    if (big_ != nullptr) [[unlikely]] raise(exc::OverflowError, "Python int too large to convert to C long");
    return small_;
  }
  bool is_negative() const { return big_ ? big_->neg : small_ < 0; }
  bool is_zero() const { return big_ == nullptr && small_ == 0; }
  explicit operator bool() const { return !is_zero(); }

  double to_double() const {
    if (big_ == nullptr) return static_cast<double>(small_);  // correctly rounded
    double d = bigint_impl::mag_to_double(big_->mag);
    if (std::isinf(d)) raise(exc::OverflowError, "int too large to convert to float");
    return big_->neg ? -d : d;
  }

  std::string to_string(int base = 10) const;
  // bin() / oct() / hex(): "-0x1f".
  std::string format_prefixed(int base) const {
    const char* prefix = base == 2 ? "0b" : base == 8 ? "0o" : "0x";
    std::string digits = bigint_impl::format_digits(magnitude(), base);
    return (is_negative() ? "-" : "") + (prefix + digits);
  }

  // hash(n): n modulo 2**61 - 1 carrying n's sign, with -1 (the C API's
  // error value) replaced by -2.
  std::int64_t hash() const {
    if (big_ == nullptr) {
      std::int64_t h = static_cast<std::int64_t>(abs_small(small_) % ((std::uint64_t{1} << 61) - 1));
      if (small_ < 0) h = -h;
      return h == -1 ? -2 : h;
    }
    std::int64_t h = static_cast<std::int64_t>(bigint_impl::hash_mag(magnitude()));
    if (is_negative()) h = -h;
    return h == -1 ? -2 : h;
  }

  std::int64_t bit_length() const {
    if (big_ == nullptr) {
      std::uint64_t u = abs_small(small_);
      return u == 0 ? 0 : 64 - __builtin_clzll(u);
    }
    return bigint_impl::bit_length(big_->mag);
  }
  std::int64_t bit_count() const {
    if (big_ == nullptr) return __builtin_popcountll(abs_small(small_));
    std::int64_t n = 0;
    for (auto limb : big_->mag) n += __builtin_popcount(limb);
    return n;
  }

  // ---- arithmetic -------------------------------------------------------
  friend BigInt operator+(const BigInt& a, const BigInt& b) {
    std::int64_t r;
    if (!a.big_ && !b.big_ && !__builtin_add_overflow(a.small_, b.small_, &r)) [[likely]] return BigInt(r);
    return add_signed(a, b, false);
  }
  friend BigInt operator-(const BigInt& a, const BigInt& b) {
    std::int64_t r;
    if (!a.big_ && !b.big_ && !__builtin_sub_overflow(a.small_, b.small_, &r)) [[likely]] return BigInt(r);
    return add_signed(a, b, true);
  }
  friend BigInt operator*(const BigInt& a, const BigInt& b) {
    std::int64_t r;
    if (!a.big_ && !b.big_ && !__builtin_mul_overflow(a.small_, b.small_, &r)) [[likely]] return BigInt(r);
    Mag ta, tb;
    return from_mag(a.is_negative() != b.is_negative(), bigint_impl::mul(a.mag_ref(ta), b.mag_ref(tb)));
  }
  friend BigInt operator-(const BigInt& a) {
    if (!a.big_ && a.small_ != kMin) [[likely]] return BigInt(-a.small_);
    return from_mag(!a.is_negative(), a.magnitude());
  }
  friend BigInt abs(const BigInt& a) { return a.is_negative() ? -a : a; }
  BigInt& operator+=(const BigInt& b) { return *this = *this + b; }
  BigInt& operator-=(const BigInt& b) { return *this = *this - b; }
  BigInt& operator*=(const BigInt& b) { return *this = *this * b; }

  // Python's divmod: the quotient rounds toward negative infinity and the
  // remainder takes the divisor's sign.
  friend std::pair<BigInt, BigInt> divmod(const BigInt& a, const BigInt& b) {
    return divmod_impl(a, b, "integer division or modulo by zero");
  }
  friend BigInt floordiv(const BigInt& a, const BigInt& b) {
    if (!a.big_ && !b.big_ && b.small_ != 0 && !(a.small_ == kMin && b.small_ == -1)) [[likely]] {
      std::int64_t q = a.small_ / b.small_;
      if ((a.small_ % b.small_ != 0) && ((a.small_ < 0) != (b.small_ < 0))) --q;
      return BigInt(q);
    }
    return divmod_impl(a, b, "integer division or modulo by zero").first;
  }
  friend BigInt mod(const BigInt& a, const BigInt& b) {
    if (!a.big_ && !b.big_ && b.small_ != 0) [[likely]] {
      if (b.small_ == -1) return BigInt(0);
      std::int64_t r = a.small_ % b.small_;
      if (r != 0 && ((r < 0) != (b.small_ < 0))) r += b.small_;
      return BigInt(r);
    }
    return divmod_impl(a, b, "integer modulo by zero").second;
  }
  friend double true_divide(const BigInt& a, const BigInt& b);

  friend BigInt pow(const BigInt& base, const BigInt& exp);
  friend BigInt pow(const BigInt& base, const BigInt& exp, const BigInt& modulus);

  // ---- shifts and bitwise operators --------------------------------------
  friend BigInt operator<<(const BigInt& a, const BigInt& count) {
    std::uint64_t n = shift_count(count);
    if (!a.big_ && n < 63) {
      std::int64_t r = static_cast<std::int64_t>(static_cast<std::uint64_t>(a.small_) << n);
      if ((r >> n) == a.small_) [[likely]] return BigInt(r);
    }
    if (a.is_zero()) return a;
    // Past this the magnitude could not be allocated (nor, on 32-bit
    // targets, indexed): CPython's answer for such shifts too.
    constexpr std::uint64_t kMaxShift = sizeof(std::size_t) >= 8 ? std::uint64_t{1} << 40 : std::uint64_t{1} << 31;
    if (!count.fits_int64() || n > kMaxShift) {
      raise(exc::OverflowError, "too many digits in integer");
    }
    return from_mag(a.is_negative(), bigint_impl::shl(a.magnitude(), n));
  }
  // Floor shift: a negative value rounds toward negative infinity.
  friend BigInt operator>>(const BigInt& a, const BigInt& count) {
    std::uint64_t n = shift_count(count);
    if (!a.big_) return BigInt(n >= 63 ? (a.small_ < 0 ? -1 : 0) : a.small_ >> n);
    Mag q = bigint_impl::shr(a.big_->mag, n);
    if (a.big_->neg && bigint_impl::low_bits_set(a.big_->mag, n)) q = bigint_impl::add(q, Mag{1});
    return from_mag(a.big_->neg, std::move(q));
  }
  friend BigInt operator&(const BigInt& a, const BigInt& b) {
    if (!a.big_ && !b.big_) [[likely]] return BigInt(a.small_ & b.small_);
    return bitwise(a, b, '&');
  }
  friend BigInt operator|(const BigInt& a, const BigInt& b) {
    if (!a.big_ && !b.big_) [[likely]] return BigInt(a.small_ | b.small_);
    return bitwise(a, b, '|');
  }
  friend BigInt operator^(const BigInt& a, const BigInt& b) {
    if (!a.big_ && !b.big_) [[likely]] return BigInt(a.small_ ^ b.small_);
    return bitwise(a, b, '^');
  }
  // ~a == -a - 1 in Python's infinite two's complement.
  friend BigInt operator~(const BigInt& a) {
    if (!a.big_) [[likely]] return BigInt(~a.small_);
    return -a - BigInt(1);
  }

  // ---- comparisons --------------------------------------------------------
  friend bool operator==(const BigInt& a, const BigInt& b) {
    if (!a.big_ || !b.big_) return !a.big_ && !b.big_ && a.small_ == b.small_;
    return a.big_->neg == b.big_->neg && a.big_->mag == b.big_->mag;
  }
  friend bool operator==(const BigInt& a, std::int64_t b) { return !a.big_ && a.small_ == b; }
  friend std::strong_ordering operator<=>(const BigInt& a, const BigInt& b) {
    if (!a.big_ && !b.big_) [[likely]] return a.small_ <=> b.small_;
    bool an = a.is_negative(), bn = b.is_negative();
    if (an != bn) return an ? std::strong_ordering::less : std::strong_ordering::greater;
    Mag ta, tb;
    int c = bigint_impl::cmp(a.mag_ref(ta), b.mag_ref(tb));  // a small value has the shorter magnitude
    if (an) c = -c;
    return c < 0 ? std::strong_ordering::less : c > 0 ? std::strong_ordering::greater : std::strong_ordering::equal;
  }
  // A big value lies outside int64's range, so its sign decides.
  friend std::strong_ordering operator<=>(const BigInt& a, std::int64_t b) {
    if (!a.big_) [[likely]] return a.small_ <=> b;
    return a.big_->neg ? std::strong_ordering::less : std::strong_ordering::greater;
  }

 private:
  struct Big {
    bool neg;
    Mag mag;  // longer than 2 limbs or above int64's range: never fits int64
  };
  static constexpr std::int64_t kMin = std::numeric_limits<std::int64_t>::min();
  static constexpr std::int64_t kMax = std::numeric_limits<std::int64_t>::max();

  std::int64_t small_ = 0;  // the value, when big_ is null
  Big* big_ = nullptr;      // owned

  static std::uint64_t abs_small(std::int64_t v) {
    return v < 0 ? std::uint64_t{0} - static_cast<std::uint64_t>(v) : static_cast<std::uint64_t>(v);
  }
  // The magnitude, or a reference to one built in `tmp` for a small value.
  const Mag& mag_ref(Mag& tmp) const {
    if (big_ != nullptr) return big_->mag;
    tmp = bigint_impl::from_u64(abs_small(small_));
    return tmp;
  }
  Mag magnitude() const { return big_ ? big_->mag : bigint_impl::from_u64(abs_small(small_)); }

  // The canonical value of sign and magnitude: small whenever it fits.
  static BigInt from_mag(bool neg, Mag m) {
    bigint_impl::trim(m);
    if (m.size() <= 2) {
      std::uint64_t u = bigint_impl::to_u64(m);
      if (!neg && u <= static_cast<std::uint64_t>(kMax)) return BigInt(static_cast<std::int64_t>(u));
      if (neg && u <= std::uint64_t{1} << 63) return BigInt(static_cast<std::int64_t>(std::uint64_t{0} - u));
    }
    BigInt r;
    r.big_ = new Big{neg, std::move(m)};
    return r;
  }

  static BigInt add_signed(const BigInt& a, const BigInt& b, bool negate_b) {
    Mag ta, tb;
    const Mag& x = a.mag_ref(ta);
    const Mag& y = b.mag_ref(tb);
    bool an = a.is_negative(), bn = b.is_negative() != negate_b && !b.is_zero();
    if (an == bn) return from_mag(an, bigint_impl::add(x, y));
    if (bigint_impl::cmp(x, y) >= 0) return from_mag(an, bigint_impl::sub(x, y));
    return from_mag(bn, bigint_impl::sub(y, x));
  }

  static std::pair<BigInt, BigInt> divmod_impl(const BigInt& a, const BigInt& b, const char* zero_message) {
    if (b.is_zero()) raise(exc::ZeroDivisionError, zero_message);
    Mag ta, tb, q, r;
    const Mag& y = b.mag_ref(tb);
    bigint_impl::divmod(a.mag_ref(ta), y, q, r);
    bool an = a.is_negative(), bn = b.is_negative();
    if (an != bn && !r.empty()) {
      // Truncation rounded toward zero: step the quotient down and take the
      // remainder from the other side, so that it gets the divisor's sign.
      q = bigint_impl::add(q, Mag{1});
      r = bigint_impl::sub(y, r);
    }
    return {from_mag(an != bn, std::move(q)), from_mag(bn, std::move(r))};
  }

  static std::uint64_t shift_count(const BigInt& count) {
    if (count.is_negative()) raise(exc::ValueError, "negative shift count");
    return count.big_ ? ~std::uint64_t{0} : static_cast<std::uint64_t>(count.small_);
  }

  static BigInt bitwise(const BigInt& a, const BigInt& b, char op) {
    Mag ta, tb;
    const Mag& x = a.mag_ref(ta);
    const Mag& y = b.mag_ref(tb);
    std::size_t len = std::max(x.size(), y.size()) + 1;
    Mag r = bigint_impl::to_twos(a.is_negative(), x, len);
    Mag s = bigint_impl::to_twos(b.is_negative(), y, len);
    for (std::size_t i = 0; i < len; ++i) r[i] = op == '&' ? (r[i] & s[i]) : op == '|' ? (r[i] | s[i]) : (r[i] ^ s[i]);
    bool neg = (r.back() >> 31) != 0;
    if (neg) return from_mag(true, bigint_impl::from_twos_negative(std::move(r)));
    return from_mag(false, std::move(r));
  }
};

// ---- out-of-line members ---------------------------------------------------

// int(text, base): surrounding ASCII whitespace, one sign, single
// underscores between digits (and one right after a 0x/0o/0b prefix), the
// prefix allowed when it matches the base and deciding the base for base 0,
// where other leading zeros are refused unless the value is zero. Bases
// that are not powers of two stop at 4300 digits, as CPython 3.11.
inline BigInt BigInt::from_string(std::string_view text, int base) {
  if (base != 0 && (base < 2 || base > 36)) raise(exc::ValueError, "int() base must be >= 2 and <= 36, or 0");
  auto invalid = [&]() {
    std::string shown = pyaot::repr(Str(std::string(text)));  // CPython's %.200R
    Str cut(shown);
    if (cut.length() > 200) shown = shown.substr(0, cut.offset(200));
    raise(exc::ValueError, "invalid literal for int() with base " + std::to_string(base) + ": " +
                               shown);
  };
  auto space = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
  auto lower = [](char c) { return static_cast<char>(c | 0x20); };
  std::size_t i = 0, n = text.size();
  while (i < n && space(text[i])) ++i;
  bool neg = false;
  if (i < n && (text[i] == '+' || text[i] == '-')) neg = text[i++] == '-';
  int b = base;
  bool error_if_nonzero = false;
  if (b == 0) {
    char p = i + 1 < n && text[i] == '0' ? lower(text[i + 1]) : '\0';
    b = p == 'x' ? 16 : p == 'o' ? 8 : p == 'b' ? 2 : 10;
    error_if_nonzero = b == 10 && i < n && text[i] == '0';  // "010" is no longer octal
  }
  if (i + 1 < n && text[i] == '0') {
    char p = lower(text[i + 1]);
    if ((b == 16 && p == 'x') || (b == 8 && p == 'o') || (b == 2 && p == 'b')) {
      i += 2;
      if (i < n && text[i] == '_') ++i;
    }
  }
  if (i < n && text[i] == '_') invalid();
  std::size_t start = i, digits = 0;
  bool prev_underscore = false;
  for (; i < n; ++i) {
    if (bigint_impl::digit_value(text[i]) < b) {
      ++digits;
      prev_underscore = false;
    } else if (text[i] == '_') {
      if (prev_underscore) invalid();
      prev_underscore = true;
    } else {
      break;
    }
  }
  if (prev_underscore || digits == 0) invalid();
  if (digits > 4300 && (b & (b - 1)) != 0) {
    raise(exc::ValueError, "Exceeds the limit (4300 digits) for integer string conversion: value has " +
                               std::to_string(digits) + " digits; use sys.set_int_max_str_digits() to increase the limit");
  }
  std::size_t end = i;
  while (i < n && space(text[i])) ++i;
  if (i != n) invalid();
  Mag m = bigint_impl::parse_digits(text.substr(start, end - start), b);
  if (error_if_nonzero && !m.empty()) invalid();
  return from_mag(neg, std::move(m));
}

// int(float): truncation toward zero. Beyond int64, the double is its 53-bit
// mantissa times a power of two, shifted left exactly.
inline BigInt BigInt::from_double(double d) {
  if (std::isnan(d)) raise(exc::ValueError, "cannot convert float NaN to integer");
  if (std::isinf(d)) raise(exc::OverflowError, "cannot convert float infinity to integer");
  if (d > -9223372036854775808.0 && d < 9223372036854775808.0) return BigInt(static_cast<std::int64_t>(d));
  int exp = 0;
  double frac = std::frexp(std::fabs(d), &exp);  // |d| = frac * 2**exp, exp >= 64
  auto mantissa = static_cast<std::uint64_t>(std::ldexp(frac, 53));
  return from_mag(d < 0, bigint_impl::shl(bigint_impl::from_u64(mantissa), static_cast<std::uint64_t>(exp - 53)));
}

inline std::string BigInt::to_string(int base) const {
  if (base == 10 && big_ == nullptr) return std::to_string(small_);
  // Above 14300 bits a value has more than 4300 digits: refuse before
  // converting, as CPython does, rather than spend quadratic time first.
  constexpr const char* kLimit =
      "Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit";
  if (base == 10 && bit_length() > 14300) raise(exc::ValueError, kLimit);
  std::string digits = bigint_impl::format_digits(magnitude(), base);
  if (base == 10 && digits.size() > 4300) raise(exc::ValueError, kLimit);
  return is_negative() ? "-" + digits : digits;
}

// a / b correctly rounded, as CPython's long_true_divide: when both are
// exact doubles one division rounds once; otherwise scale a so that the
// integer quotient has 55 or 56 bits (fewer near the subnormal range, where
// fewer are kept), fold the remainder into a sticky bit, round that integer
// half-to-even at the double's precision by hand, and scale back exactly.
inline double true_divide(const BigInt& a, const BigInt& b) {
  if (b.is_zero()) raise(exc::ZeroDivisionError, "division by zero");
  constexpr std::int64_t kExact = std::int64_t{1} << 53;
  if (!a.big_ && !b.big_ && a.small_ >= -kExact && a.small_ <= kExact && b.small_ >= -kExact && b.small_ <= kExact) {
    return static_cast<double>(a.small_) / static_cast<double>(b.small_);
  }
  bool negate = a.is_negative() != b.is_negative();
  if (a.is_zero()) return negate ? -0.0 : 0.0;
  BigInt::Mag ta, tb;
  const BigInt::Mag& x = a.mag_ref(ta);
  const BigInt::Mag& y = b.mag_ref(tb);
  constexpr std::int64_t kMantDig = 53, kMinExp = -1021, kMaxExp = 1024;
  std::int64_t diff = bigint_impl::bit_length(x) - bigint_impl::bit_length(y);
  if (diff > kMaxExp) raise(exc::OverflowError, "integer division result too large for a float");
  if (diff < kMinExp - kMantDig - 1) return negate ? -0.0 : 0.0;
  std::int64_t shift = std::max(diff, kMinExp) - kMantDig - 2;
  bool inexact = false;
  BigInt::Mag scaled;
  if (shift <= 0) {
    scaled = bigint_impl::shl(x, static_cast<std::uint64_t>(-shift));
  } else {
    scaled = bigint_impl::shr(x, static_cast<std::uint64_t>(shift));
    inexact = bigint_impl::low_bits_set(x, static_cast<std::uint64_t>(shift));
  }
  BigInt::Mag q, r;
  bigint_impl::divmod(scaled, y, q, r);
  if (!r.empty()) inexact = true;
  std::uint64_t qv = bigint_impl::to_u64(q);  // fewer than 58 bits
  std::int64_t q_bits = bigint_impl::bit_length(q);
  std::int64_t extra = std::max(q_bits, kMinExp - shift) - kMantDig;  // >= 2
  std::uint64_t mask = std::uint64_t{1} << (extra - 1);
  std::uint64_t low = qv | (inexact ? 1 : 0);
  if ((low & mask) != 0 && (low & (3 * mask - 1)) != 0) low += mask;
  low &= ~(2 * mask - 1);
  double dx = static_cast<double>(low);  // exact: at most 53 significant bits
  if (shift + q_bits >= kMaxExp && (shift + q_bits > kMaxExp || dx == std::ldexp(1.0, static_cast<int>(q_bits)))) {
    raise(exc::OverflowError, "integer division result too large for a float");
  }
  double result = std::ldexp(dx, static_cast<int>(shift));
  return negate ? -result : result;
}

// base ** exp for exp >= 0, by left-to-right binary exponentiation (each
// step squares, so the big products go through Karatsuba).
inline BigInt pow(const BigInt& base, const BigInt& exp) {
  if (exp.is_negative()) {
    raise(exc::ValueError, "pyaot: int ** negative int gives a float in Python; write float(base) ** exp");
  }
  if (base.is_zero()) return BigInt(exp.is_zero() ? 1 : 0);
  if (base == 1) return base;
  if (base == -1) return (exp & BigInt(1)).is_zero() ? BigInt(1) : base;
  if (!exp.fits_int64()) raise(exc::OverflowError, "too many digits in integer");
  std::int64_t e = exp.to_int64();
  BigInt result(1);
  if (e == 0) return result;
  for (int bit = 63 - __builtin_clzll(static_cast<std::uint64_t>(e)); bit >= 0; --bit) {
    result = result * result;
    if ((e >> bit) & 1) result = result * base;
  }
  return result;
}

// pow(base, exp, modulus), following CPython's long_pow: a negative modulus
// gives a result in (modulus, 0]; a negative exponent inverts the base
// (extended Euclid) first.
inline BigInt pow(const BigInt& base, const BigInt& exp, const BigInt& modulus) {
  if (modulus.is_zero()) raise(exc::ValueError, "pow() 3rd argument cannot be 0");
  bool negative_output = modulus.is_negative();
  BigInt m = abs(modulus);
  if (m == 1) return BigInt(0);
  BigInt b = mod(base, m);
  BigInt e = exp;
  if (e.is_negative()) {
    e = -e;
    BigInt old_r = b, r = m, old_s(1), s(0);
    while (!r.is_zero()) {
      auto [q, rem] = divmod(old_r, r);
      old_r = std::exchange(r, rem);
      old_s = std::exchange(s, old_s - q * s);
    }
    if (old_r != 1) raise(exc::ValueError, "base is not invertible for the given modulus");
    b = mod(old_s, m);
  }
  BigInt::Mag bits = e.magnitude();
  BigInt result(1);
  for (std::int64_t i = bigint_impl::bit_length(bits); i-- > 0;) {
    result = mod(result * result, m);
    if ((bits[static_cast<std::size_t>(i / 32)] >> (i % 32)) & 1) result = mod(result * b, m);
  }
  if (negative_output && !result.is_zero()) result = result - m;
  return result;
}

}  // namespace pyaot
