// The integer and sequence methods of Python's random.Random as
// Lib/random.py (CPython 3.11) writes them, on one generator's State (the
// float distributions are random/distributions.hpp): the same draws in the same order
// (gauss keeps its second value for the next call; choice and shuffle use
// _randbelow; sample picks a pool or a set of chosen indices by CPython's
// size threshold). Where random.py computes with unbounded ints
// (randrange's width, randint's b + 1, choices' int weight sums) this uses
// 128 bits, so every range whose ends are 64-bit ints works as in CPython.
// The module functions and random.Random instances call these
// (pyaot/ops/random.hpp).
#pragma once

#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <tuple>
#include <unordered_set>
#include <utility>
#include <vector>

#include "pyaot/ops/random/mt19937.hpp"
#include "pyaot/runtime/bytes.hpp"
#include "pyaot/runtime/core.hpp"
#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/float.hpp"
#include "pyaot/runtime/int.hpp"
#include "pyaot/runtime/libm.hpp"
#include "pyaot/runtime/list.hpp"
#include "pyaot/runtime/memory.hpp"
#include "pyaot/runtime/str.hpp"

namespace pyaot::ops::random {

using Wide = __int128;

// One generator's state: Random's attributes (the twister and gauss_next).
struct State {
  MT19937 mt;
  std::optional<double> gauss_next;
};

// ------------------------------------------------------------- seeding

inline void seed(State& s, std::optional<Int> a) {
  if (a) {
    const std::uint64_t magnitude = *a < 0 ? std::uint64_t{0} - static_cast<std::uint64_t>(*a)
                                           : static_cast<std::uint64_t>(*a);
    s.mt.seed_magnitude(magnitude);
  } else {
    s.mt.seed_entropy();
  }
  s.gauss_next.reset();
}

// ------------------------------------------------------------ integers

inline Int getrandbits(State& s, Int k) {
  if (k < 0) raise(exc::ValueError, "number of bits must be non-negative");
  if (k > INT32_MAX) raise(exc::OverflowError, "Python int too large to convert to C int");
  if (k == 0) return 0;
  if (k <= 64) {
    const std::uint64_t r = s.mt.bits(static_cast<int>(k));
    if (r > static_cast<std::uint64_t>(INT64_MAX)) raise_int_overflow();
    return static_cast<Int>(r);
  }
  // CPython draws every word of the k bits; the result fits 64 bits only
  // if all of them above bit 62 are zero (pyaot's int model).
  std::uint64_t low = 0;
  bool high = false;
  for (Int bit = 0; bit < k; bit += 32) {
    const Int left = k - bit;
    std::uint32_t word = s.mt.next32();
    if (left < 32) word >>= 32 - left;
    if (bit < 64) low |= std::uint64_t{word} << bit;
    else high = high || word != 0;
  }
  if (high || low > static_cast<std::uint64_t>(INT64_MAX)) raise_int_overflow();
  return static_cast<Int>(low);
}

// randbytes(n): random.py's getrandbits(n * 8).to_bytes(n, 'little'), the
// words' bytes least significant first.
inline Bytes randbytes(State& s, Int n) {
  if (n < 0) raise(exc::ValueError, "number of bits must be non-negative");
  if (n > INT32_MAX / 8) raise(exc::OverflowError, "Python int too large to convert to C int");
  memory::check(static_cast<std::uint64_t>(n), 1);
  std::string out;
  out.reserve(static_cast<std::size_t>(n));
  for (Int left = n * 8; left > 0; left -= 32) {
    std::uint32_t word = s.mt.next32();
    if (left < 32) word >>= 32 - left;
    for (Int b = 0; b < 32 && b < left; b += 8) out.push_back(static_cast<char>(word >> b));
  }
  return Bytes(std::move(out));
}

// _randbelow(n) for 1 <= n <= 2**64.
inline std::uint64_t below(State& s, Wide n) {
  return s.mt.below_span(static_cast<std::uint64_t>(n - 1));
}

inline std::string wide_str(Wide v) {
  if (v >= INT64_MIN && v <= INT64_MAX) return std::to_string(static_cast<Int>(v));
  const bool negative = v < 0;
  unsigned __int128 m = negative ? -static_cast<unsigned __int128>(v) : v;
  std::string digits;
  while (m != 0) {
    digits.insert(digits.begin(), static_cast<char>('0' + static_cast<int>(m % 10)));
    m /= 10;
  }
  return negative ? "-" + digits : digits;
}

// Python's a // b (b != 0).
inline Wide floor_div(Wide a, Wide b) {
  Wide q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

// randrange(start, stop, step) with stop already widened (randint's b + 1).
inline Int randrange_wide(State& s, Int start, Wide stop, Int step) {
  const Wide width = stop - start;
  if (step == 1) {
    if (width > 0) return static_cast<Int>(start + static_cast<Wide>(below(s, width)));
    raise(exc::ValueError, "empty range for randrange() (" + std::to_string(start) + ", " +
                               wide_str(stop) + ", " + wide_str(width) + ")");
  }
  Wide n;
  if (step > 0) n = floor_div(width + step - 1, step);
  else if (step < 0) n = floor_div(width + step + 1, step);
  else raise(exc::ValueError, "zero step for randrange()");
  if (n <= 0) raise(exc::ValueError, "empty range for randrange()");
  return static_cast<Int>(start + static_cast<Wide>(step) * static_cast<Wide>(below(s, n)));
}

inline Int randrange(State& s, Int start, std::optional<Int> stop, Int step) {
  if (!stop) {
    // random.py tests `step is not 1`: any int equal to 1 is that object.
    if (step != 1) raise(exc::TypeError, "Missing a non-None stop argument");
    if (start > 0) return static_cast<Int>(below(s, start));
    raise(exc::ValueError, "empty range for randrange()");
  }
  return randrange_wide(s, start, *stop, step);
}

// randrange(start, None, True): True is not the object 1, so random.py's
// `step is not 1` test fails (any other step has been converted to an int).
inline Int randrange(State&, Int, NoneType, bool) {
  raise(exc::TypeError, "Missing a non-None stop argument");
}

inline Int randint(State& s, Int a, Int b) { return randrange_wide(s, a, Wide{b} + 1, 1); }

// ------------------------------------------------------------ sequences

// len(seq) as CPython takes it: a range longer than sys.maxsize cannot be.
template <class T> std::uint64_t length(const List<T>& l) { return l.size(); }
inline std::uint64_t length(const Str& s) { return static_cast<std::uint64_t>(s.length()); }
inline std::uint64_t length(const Range& r) {
  if (r.size() > static_cast<std::uint64_t>(INT64_MAX))
    raise(exc::OverflowError, "Python int too large to convert to C ssize_t");
  return r.size();
}

// A fixed-length tuple of one member type (fixed_tuple[T] in random.toml).
template <class T, class... Ts> std::uint64_t length(const std::tuple<T, Ts...>&) {
  return 1 + sizeof...(Ts);
}

template <class T> T item(const List<T>& l, std::uint64_t k) { return l.at(k); }
template <class T, class... Ts> T item(const std::tuple<T, Ts...>& t, std::uint64_t k) {
  return std::apply([k](const auto&... members) {
    const T* items[] = {&members...};
    return *items[k];
  }, t);
}
inline Str item(const Str& s, std::uint64_t k) {
  const std::size_t a = s.offset(static_cast<Int>(k)), b = s.offset(static_cast<Int>(k) + 1);
  return Str(s.bytes().substr(a, b - a));
}
inline Int item(const Range& r, std::uint64_t k) { return r[k]; }

// population[i] for an i that may be len(population): CPython's IndexError.
template <class T> const char* out_of_range(const List<T>&) { return "list index out of range"; }
template <class T> const char* out_of_range(const VTuple<T>&) { return "tuple index out of range"; }
template <class... Ts> const char* out_of_range(const std::tuple<Ts...>&) {
  return "tuple index out of range";
}
inline const char* out_of_range(const Str&) { return "string index out of range"; }
inline const char* out_of_range(const Range&) { return "range object index out of range"; }

template <class Seq> auto checked_item(const Seq& seq, std::uint64_t n, std::uint64_t k) {
  if (k >= n) raise(exc::IndexError, out_of_range(seq));
  return item(seq, k);
}

template <class Seq> auto choice(State& s, const Seq& seq) {
  const std::uint64_t n = length(seq);
  if (n == 0) raise(exc::IndexError, "Cannot choose from an empty sequence");
  return item(seq, below(s, n));
}

template <class T> void shuffle(State& s, const List<T>& x) {
  auto& items = x.items();
  for (std::uint64_t i = items.size(); i-- > 1;) {
    const std::uint64_t j = below(s, i + 1);
    std::swap(items[i], items[j]);
  }
}

// sample's choice between its two algorithms, as random.py computes it:
// setsize = 21, plus 4 ** ceil(log(3k, 4)) for k > 5.
inline Wide sample_setsize(std::uint64_t k) {
  Wide setsize = 21;
  if (k > 5) {
    const double three_k = static_cast<double>(static_cast<unsigned __int128>(k) * 3);
    const double exponent = std::ceil(pyaot::libm::log(opaque(three_k)) /
                                      pyaot::libm::log(opaque(4.0)));
    setsize += Wide{1} << (2 * static_cast<int>(exponent));
  }
  return setsize;
}

template <class Seq> auto sample(State& s, const Seq& population, Int k) {
  using T = decltype(item(population, 0));
  const std::uint64_t n = length(population);
  if (k < 0 || static_cast<std::uint64_t>(k) > n)
    raise(exc::ValueError, "Sample larger than population or is negative");
  List<T> result;
  result.reserve(static_cast<std::uint64_t>(k));
  auto& out = result.items();
  const std::uint64_t count = static_cast<std::uint64_t>(k);
  if (Wide{n} <= sample_setsize(count)) {
    // An n-length pool: the items not yet chosen at pool[0 : n - i].
    std::vector<T> pool;
    pool.reserve(n);
    for (std::uint64_t i = 0; i < n; ++i) pool.push_back(item(population, i));
    for (std::uint64_t i = 0; i < count; ++i) {
      const std::uint64_t j = below(s, n - i);
      out.push_back(to_slot<T>(pool[j]));
      pool[j] = pool[n - i - 1];
    }
  } else {
    std::unordered_set<std::uint64_t> selected;
    for (std::uint64_t i = 0; i < count; ++i) {
      std::uint64_t j = below(s, n);
      while (selected.contains(j)) j = below(s, n);
      selected.insert(j);
      out.push_back(to_slot<T>(item(population, j)));
    }
  }
  return result;
}

// choices(population, weights=None, *, cum_weights=None, k=1).
template <class Seq> auto choices_uniform(State& s, const Seq& population, Int k) {
  using T = decltype(item(population, 0));
  const std::uint64_t n = length(population);
  const double count = static_cast<double>(n);  // random.py's n += 0.0
  List<T> result;
  if (k > 0) result.reserve(static_cast<std::uint64_t>(k));
  for (Int i = 0; i < k; ++i) {
    const double at = std::floor(s.mt.next_double() * count);
    result.append(checked_item(population, n, static_cast<std::uint64_t>(at)));
  }
  return result;
}

// Cumulative weights as random.py holds them: exact ints (no 64-bit bound:
// accumulate's sums are unbounded) or floats.
inline std::vector<Wide> accumulate(const List<Int>& weights) {
  std::vector<Wide> out;
  Wide total = 0;
  for (std::size_t i = 0; i < weights.size(); ++i) out.push_back(total += weights.at(i));
  return out;
}
inline std::vector<double> accumulate(const List<double>& weights) {
  std::vector<double> out;
  for (std::size_t i = 0; i < weights.size(); ++i)
    out.push_back(i == 0 ? weights.at(0) : out.back() + weights.at(i));
  return out;
}
inline std::vector<Wide> cumulative(const List<Int>& cum) {
  std::vector<Wide> out;
  for (std::size_t i = 0; i < cum.size(); ++i) out.push_back(cum.at(i));
  return out;
}
inline std::vector<double> cumulative(const List<double>& cum) {
  return std::vector<double>(cum.items().begin(), cum.items().end());
}

// x < c as Python compares a float with an int: exactly (x finite here).
inline bool less(double x, Wide c) { return static_cast<Wide>(std::floor(x)) < c; }
inline bool less(double x, double c) { return x < c; }
inline double to_float(Wide c) { return static_cast<double>(c); }
inline double to_float(double c) { return c; }

template <class Seq, class C>
auto choices_cumulative(State& s, const Seq& population, const std::vector<C>& cum, Int k) {
  using T = decltype(item(population, 0));
  const std::uint64_t n = length(population);
  if (cum.size() != n) raise(exc::ValueError, "The number of weights does not match the population");
  if (cum.empty()) raise(exc::IndexError, "list index out of range");
  const double total = to_float(cum.back()) + 0.0;
  if (total <= 0.0) raise(exc::ValueError, "Total of weights must be greater than zero");
  if (!std::isfinite(total)) raise(exc::ValueError, "Total of weights must be finite");
  List<T> result;
  if (k > 0) result.reserve(static_cast<std::uint64_t>(k));
  for (Int i = 0; i < k; ++i) {
    const double x = s.mt.next_double() * total;
    std::uint64_t lo = 0, hi = n - 1;  // bisect_right(cum, x, 0, n - 1)
    while (lo < hi) {
      const std::uint64_t mid = lo + (hi - lo) / 2;
      if (less(x, cum[mid])) hi = mid;
      else lo = mid + 1;
    }
    result.append(item(population, lo));
  }
  return result;
}

template <class Seq, class W, class C>
auto choices(State& s, const Seq& population, const std::optional<W>& weights,
             const std::optional<C>& cum_weights, Int k) {
  if (!cum_weights) {
    if (!weights) return choices_uniform(s, population, k);
    return choices_cumulative(s, population, accumulate(*weights), k);
  }
  if (weights) raise(exc::TypeError, "Cannot specify both weights and cumulative weights");
  return choices_cumulative(s, population, cumulative(*cum_weights), k);
}

// sample(population, k, counts=...): population[i] repeated counts[i]
// times, as random.py samples range(sum(counts)) and bisects.
template <class Seq>
auto sample(State& s, const Seq& population, Int k, const std::optional<List<Int>>& counts) {
  if (!counts) return sample(s, population, k);
  using T = decltype(item(population, 0));
  std::vector<Wide> cum = accumulate(*counts);
  if (cum.size() != length(population))
    raise(exc::ValueError, "The number of counts does not match the population");
  if (cum.empty()) raise(exc::IndexError, "pop from empty list");
  const Wide total = cum.back();
  cum.pop_back();
  if (total <= 0) raise(exc::ValueError, "Total of counts must be greater than zero");
  if (total > INT64_MAX) raise(exc::OverflowError, "Python int too large to convert to C ssize_t");
  const List<Int> selections = sample(s, Range(0, static_cast<Int>(total), 1), k);
  List<T> result;
  result.reserve(selections.size());
  for (std::size_t i = 0; i < selections.size(); ++i) {
    const Int chosen = selections.at(i);
    std::size_t lo = 0, hi = cum.size();  // bisect_right(cum_counts, chosen)
    while (lo < hi) {
      const std::size_t mid = lo + (hi - lo) / 2;
      if (chosen < cum[mid]) hi = mid;
      else lo = mid + 1;
    }
    result.append(item(population, lo));
  }
  return result;
}

}  // namespace pyaot::ops::random
