// str methods and the builtins that make or read strings: the C++ entry
// points ops/decls/str.toml declares. Each follows CPython's semantics,
// including its error types and messages; indices count code points.
#pragma once

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "pyaot/runtime/format.hpp"
#include "pyaot/runtime/iter.hpp"
#include "pyaot/runtime/list.hpp"
#include "pyaot/runtime/table.hpp"
#include "pyaot/runtime/object.hpp"
#include "pyaot/runtime/str.hpp"
#include "pyaot/runtime/linkage.hpp"

// glibc's <ctype.h> defines isascii as a macro (a BSD extension that C++'s
// <cctype> does not undo); it would rewrite str.isascii below.
#ifdef isascii
#undef isascii
#endif

namespace pyaot::ops::string {

using unicode::CodePoint;

// ------------------------------------------------------------ sequence

inline Int len(const Str& s) { return s.length(); }

// s[k] of a str with non-ASCII text: out of line, so that the ASCII path
// inlines into a scanning loop.
[[gnu::noinline]] inline Str code_point_at(const Str& s, std::size_t k) {
  std::size_t a = s.offset(static_cast<Int>(k)), b = s.offset(static_cast<Int>(k) + 1);
  return Str::part(s, a, b);
}

// Always inlined (with containers::str_getitem): clang otherwise keeps it a
// call whose Str result goes through memory, half of a scanning loop's time.
[[gnu::always_inline]] inline Str getitem(const Str& s, Int i) {
  std::size_t k = checked_index(i, static_cast<std::size_t>(s.length()), "string index out of range");
  if (s.ascii()) [[likely]] return Str::ascii_char(static_cast<unsigned char>(s.view()[k]));
  return code_point_at(s, k);
}

PYAOT_LINKED Str slice(const Str& s, std::optional<Int> lo, std::optional<Int> hi, std::optional<Int> step);

inline Str add(const Str& a, const Str& b) { return Str(a.bytes() + b.bytes()); }

PYAOT_LINKED Str mul(const Str& s, Int n);
inline Str rmul(Int n, const Str& s) { return mul(s, n); }

inline bool contains(const Str& s, const Str& sub) {
  std::string_view text = s.view();
  if (sub.view().size() == 1 && text.size() <= 16) {  // `c in "+-."`: a loop beats a call
    for (char c : text) if (c == sub.view()[0]) return true;
    return false;
  }
  return text.find(sub.view()) != std::string_view::npos;
}
inline bool eq(const Str& a, const Str& b) { return a == b; }
inline bool ne(const Str& a, const Str& b) { return !(a == b); }
inline bool lt(const Str& a, const Str& b) { return a < b; }
inline bool le(const Str& a, const Str& b) { return a <= b; }
inline bool gt(const Str& a, const Str& b) { return a > b; }
inline bool ge(const Str& a, const Str& b) { return a >= b; }

// ------------------------------------------------------------ searching

// Byte range of the code point range [start, end) after slice-style clamping.
inline std::pair<std::size_t, std::size_t> byte_window(const Str& s, std::optional<Int> start,
                                                       std::optional<Int> end) {
  Int n = s.length();
  auto clamp = [&](std::optional<Int> v, Int dflt) {
    if (!v) return dflt;
    Int x = *v;
    if (x < 0) x = std::max<Int>(0, x + n);
    return std::min(x, n);
  };
  // CPython clamps a start past the end only through the `end - start`
  // check: "".find("", 1) is -1, not 0.
  Int a = start ? (*start < 0 ? std::max<Int>(0, *start + n) : *start) : 0;
  Int b = clamp(end, n);
  if (b < a || a > n) return {1, 0};  // empty window that cannot match even ""
  return {s.offset(a), s.offset(b)};
}

// The code point index of the first (or last) match of sub in the window.
PYAOT_LINKED Int search(const Str& s, const Str& sub, std::optional<Int> start, std::optional<Int> end,
                        bool from_right);

inline Int find(const Str& s, const Str& sub, std::optional<Int> start = {}, std::optional<Int> end = {}) {
  return search(s, sub, start, end, false);
}

inline Int rfind(const Str& s, const Str& sub, std::optional<Int> start = {}, std::optional<Int> end = {}) {
  return search(s, sub, start, end, true);
}

inline Int index(const Str& s, const Str& sub, std::optional<Int> start = {}, std::optional<Int> end = {}) {
  Int i = find(s, sub, start, end);
  if (i < 0) raise(exc::ValueError, "substring not found");
  return i;
}

inline Int rindex(const Str& s, const Str& sub, std::optional<Int> start = {}, std::optional<Int> end = {}) {
  Int i = rfind(s, sub, start, end);
  if (i < 0) raise(exc::ValueError, "substring not found");
  return i;
}

inline Int count(const Str& s, const Str& sub, std::optional<Int> start = {}, std::optional<Int> end = {}) {
  auto [a, b] = byte_window(s, start, end);
  if (a > b) return 0;
  std::string_view window = s.view().substr(a, b - a);
  if (sub.length() == 0) return s.index_of_byte(b) - s.index_of_byte(a) + 1;
  Int n = 0;
  for (std::size_t at = window.find(sub.view()); at != std::string_view::npos;
       at = window.find(sub.view(), at + sub.bytes().size())) {
    ++n;
  }
  return n;
}

inline bool startswith(const Str& s, const Str& prefix) { return s.view().starts_with(prefix.view()); }
inline bool endswith(const Str& s, const Str& suffix) { return s.view().ends_with(suffix.view()); }
// s.startswith(("a", "b")) / s.endswith(...): any of a tuple of strs.
template <class... T> inline bool startswith(const Str& s, const std::tuple<T...>& prefixes) {
  return std::apply([&](const auto&... p) { return (startswith(s, p) || ...); }, prefixes);
}
template <class... T> inline bool endswith(const Str& s, const std::tuple<T...>& suffixes) {
  return std::apply([&](const auto&... p) { return (endswith(s, p) || ...); }, suffixes);
}
// s.startswith(p, start[, end]) / s.endswith(...): within s[start:end], but
// CPython's tailmatch does not clamp start to len(s): "ab".startswith("", 3)
// is False where "ab"[3:].startswith("") is True.
inline bool match_within(const Str& s, const Str& p, Int start, std::optional<Int> end, bool at_end) {
  const Int n = s.length();
  Int e = end.value_or(n);
  if (e > n) e = n; else if (e < 0) e = std::max<Int>(e + n, 0);
  if (start < 0) start = std::max<Int>(start + n, 0);
  if (e - p.length() < start) return false;
  const Str part = slice(s, start, e, std::nullopt);
  return at_end ? endswith(part, p) : startswith(part, p);
}
inline bool startswith(const Str& s, const Str& p, Int start, std::optional<Int> end = std::nullopt) {
  return match_within(s, p, start, end, false);
}
inline bool endswith(const Str& s, const Str& p, Int start, std::optional<Int> end = std::nullopt) {
  return match_within(s, p, start, end, true);
}

// str.partition / str.rpartition: (before, sep, after) around the first (last)
// sep; (s, "", "") (("", "", s)) where there is none.
inline std::tuple<Str, Str, Str> partition(const Str& s, const Str& sep) {
  if (sep.bytes().empty()) raise(exc::ValueError, "empty separator");
  const std::string& b = s.bytes();
  std::size_t at = b.find(sep.bytes());
  if (at == std::string::npos) return {s, Str(), Str()};
  return {Str(b.substr(0, at)), sep, Str(b.substr(at + sep.bytes().size()))};
}
inline std::tuple<Str, Str, Str> rpartition(const Str& s, const Str& sep) {
  if (sep.bytes().empty()) raise(exc::ValueError, "empty separator");
  const std::string& b = s.bytes();
  std::size_t at = b.rfind(sep.bytes());
  if (at == std::string::npos) return {Str(), Str(), s};
  return {Str(b.substr(0, at)), sep, Str(b.substr(at + sep.bytes().size()))};
}

// ------------------------------------------------------------ splitting

inline bool space_at(std::string_view v, std::size_t i, std::size_t& next) {
  next = i;
  return unicode::is_space(unicode::decode(v, next));
}

// str.split() with no separator: runs of whitespace separate, ends are trimmed.
PYAOT_LINKED List<Str> split_whitespace(const Str& s, Int maxsplit);

PYAOT_LINKED List<Str> split(const Str& s, std::optional<Str> sep = {}, Int maxsplit = -1);

PYAOT_LINKED List<Str> rsplit(const Str& s, std::optional<Str> sep = {}, Int maxsplit = -1);

PYAOT_LINKED List<Str> splitlines(const Str& s);

template <class Iterable>
Str join(const Str& sep, Iterable&& items) {
  std::string out;
  auto c = iterate(std::forward<Iterable>(items));
  Str x;
  bool first = true;
  while (c.next(x)) {
    if (!first) out += sep.bytes();
    first = false;
    out += x.bytes();
  }
  return Str(std::move(out));
}

// ------------------------------------------------------------ stripping

enum class Side { left = 1, right = 2, both = 3 };

PYAOT_LINKED Str strip_impl(const Str& s, const std::optional<Str>& chars, Side side);

inline Str strip(const Str& s, std::optional<Str> chars = {}) { return strip_impl(s, chars, Side::both); }
inline Str lstrip(const Str& s, std::optional<Str> chars = {}) { return strip_impl(s, chars, Side::left); }
inline Str rstrip(const Str& s, std::optional<Str> chars = {}) { return strip_impl(s, chars, Side::right); }

inline Str removeprefix(const Str& s, const Str& p) {
  return startswith(s, p) ? Str(s.bytes().substr(p.bytes().size())) : s;
}
inline Str removesuffix(const Str& s, const Str& p) {
  return endswith(s, p) && p.length() ? Str(s.bytes().substr(0, s.bytes().size() - p.bytes().size())) : s;
}

PYAOT_LINKED Str replace(const Str& s, const Str& old, const Str& repl, Int count = -1);

// ------------------------------------------------------------ case

PYAOT_LINKED Str upper(const Str& s);

// Unicode's Final_Sigma rule (CPython's handle_capital_sigma).
inline bool final_sigma(const std::vector<CodePoint>& cps, std::size_t k) {
  std::size_t j = k;
  while (j > 0 && unicode::is_case_ignorable(cps[j - 1])) --j;
  bool before = j > 0 && unicode::is_cased(cps[j - 1]);
  std::size_t m = k + 1;
  while (m < cps.size() && unicode::is_case_ignorable(cps[m])) ++m;
  bool after = m < cps.size() && unicode::is_cased(cps[m]);
  return before && !after;
}

namespace detail {
PYAOT_LINKED std::vector<CodePoint> code_points(const Str& s);
// CPython's lower_ucs4: the lowercase mapping, Σ final as ς.
PYAOT_LINKED void lower_at(const std::vector<CodePoint>& cps, std::size_t k, std::string& out);
// _PyUnicode_ToTitleFull: the uppercase mapping, except where the table differs.
inline void title_of(CodePoint c, std::string& out) {
  std::span<const unicode::tables::Mapping> t = unicode::tables::to_title;
  auto it = std::lower_bound(t.begin(), t.end(), c,
                             [](const unicode::tables::Mapping& m, CodePoint x) { return m.cp < x; });
  if (it != t.end() && it->cp == c) out += it->utf8;
  else unicode::map_case(unicode::tables::to_upper, c, out);
}
}  // namespace detail

PYAOT_LINKED Str lower(const Str& s);

// CPython's do_title: titlecase after an uncased character, else lowercase.
PYAOT_LINKED Str title(const Str& s);

// CPython's do_capitalize (3.8+): the first character titlecased, the rest lowercased.
PYAOT_LINKED Str capitalize(const Str& s);

// CPython's do_swapcase: uppercase letters lowered, lowercase ones raised.
PYAOT_LINKED Str swapcase(const Str& s);

// CPython's unicode_istitle_impl: cased runs start upper- or titlecase.
inline bool istitle(const Str& s) {
  bool cased = false, previous_cased = false;
  for (CodePoint c : detail::code_points(s)) {
    if (unicode::is_upper(c) || unicode::is_title(c)) {
      if (previous_cased) return false;
      previous_cased = cased = true;
    } else if (unicode::is_lower(c)) {
      if (!previous_cased) return false;
      previous_cased = cased = true;
    } else {
      previous_cased = false;
    }
  }
  return cased;
}

// ------------------------------------------------------------ predicates

template <class Pred>
bool all_of(const Str& s, Pred pred) {
  if (s.length() == 0) return false;
  std::string_view v = s.view();
  for (std::size_t i = 0; i < v.size();) if (!pred(unicode::decode(v, i))) return false;
  return true;
}
inline bool isdigit(const Str& s) { return all_of(s, unicode::is_digit); }
inline bool isdecimal(const Str& s) { return all_of(s, unicode::is_decimal); }
inline bool isnumeric(const Str& s) { return all_of(s, unicode::is_numeric); }
inline bool isalpha(const Str& s) { return all_of(s, unicode::is_alpha); }
inline bool isalnum(const Str& s) { return all_of(s, unicode::is_alnum); }
inline bool isspace(const Str& s) { return all_of(s, unicode::is_space); }
inline bool isascii(const Str& s) { return s.ascii(); }

// CPython's isupper/islower: at least one cased character, none of the other case.
inline bool isupper(const Str& s) {
  bool cased = false;
  std::string_view v = s.view();
  for (std::size_t i = 0; i < v.size();) {
    CodePoint c = unicode::decode(v, i);
    if (unicode::is_lower(c) || unicode::is_title(c)) return false;
    cased = cased || unicode::is_upper(c);
  }
  return cased;
}
inline bool islower(const Str& s) {
  bool cased = false;
  std::string_view v = s.view();
  for (std::size_t i = 0; i < v.size();) {
    CodePoint c = unicode::decode(v, i);
    if (unicode::is_upper(c) || unicode::is_title(c)) return false;
    cased = cased || unicode::is_lower(c);
  }
  return cased;
}

// ------------------------------------------------------------ padding

PYAOT_LINKED Str pad(const Str& s, Int width, const Str& fill, int align);
inline Str ljust(const Str& s, Int w, std::optional<Str> f = {}) { return pad(s, w, f.value_or(Str(" ")), -1); }
inline Str rjust(const Str& s, Int w, std::optional<Str> f = {}) { return pad(s, w, f.value_or(Str(" ")), 1); }
inline Str center(const Str& s, Int w, std::optional<Str> f = {}) { return pad(s, w, f.value_or(Str(" ")), 0); }

inline Str zfill(const Str& s, Int width) {
  if (width <= s.length()) return s;
  memory::check(static_cast<std::uint64_t>(width), 1);
  std::string out = s.bytes();
  std::size_t at = (!out.empty() && (out[0] == '+' || out[0] == '-')) ? 1 : 0;
  out.insert(at, static_cast<std::size_t>(width - s.length()), '0');
  return Str(std::move(out));
}

// ------------------------------------------------------------ conversions

PYAOT_LINKED Int ord(const Str& s);

inline Str chr(Int i) {
  if (i < 0 || i > 0x10FFFF) raise(exc::ValueError, "chr() arg not in range(0x110000)");
  if (i >= 0xD800 && i <= 0xDFFF) {
    // A lone surrogate is a valid Python str but not valid UTF-8.
    raise(exc::ValueError, "chr() of a surrogate code point is not supported by compiled code");
  }
  return str_of_code_point(static_cast<CodePoint>(i));
}

// str.maketrans(x, y[, z]): {ord(x[i]): ord(y[i])}, then {ord(c): None} for
// each c of z, CPython's dict (insertion order included).
inline Dict<Int, std::optional<Int>> maketrans(const Str& x, const Str& y, const Str& z = Str()) {
  if (x.length() != y.length()) {
    raise(exc::ValueError, "the first two maketrans arguments must have equal length");
  }
  Dict<Int, std::optional<Int>> table;
  const std::string &xb = x.bytes(), &yb = y.bytes(), &zb = z.bytes();
  for (std::size_t i = 0, j = 0; i < xb.size();) {
    Int from = unicode::decode(xb, i);
    table.set(from, static_cast<Int>(unicode::decode(yb, j)));
  }
  for (std::size_t i = 0; i < zb.size();) table.set(unicode::decode(zb, i), std::nullopt);
  return table;
}

// s.translate(table) with a maketrans table: mapped code points replaced,
// those mapped to None deleted, the rest kept.
inline Str translate(const Str& s, const Dict<Int, std::optional<Int>>& table) {
  const std::string& b = s.bytes();
  std::string out;
  out.reserve(b.size());
  for (std::size_t i = 0; i < b.size();) {
    unicode::CodePoint c = unicode::decode(b, i);
    const std::optional<Int>* to = table.table().find(static_cast<Int>(c));
    if (to == nullptr) {
      unicode::encode(c, out);
    } else if (to->has_value()) {
      out += chr(**to).bytes();  // ValueError past 0x10FFFF, as CPython's
    }
  }
  return Str(std::move(out));
}

template <class T> Str to_str(const T& x) { return Str(pyaot::str(x)); }
template <class T> Str to_repr(const T& x) { return Str(pyaot::repr(x)); }

// Whitespace int() and float() strip: Unicode spaces, but of ASCII only
// " \t\n\r\v\f" (CPython maps non-ASCII spaces to ' ', then strips C spaces).
inline bool number_space(CodePoint c) {
  if (c < 0x80) return c == ' ' || (c >= '\t' && c <= '\r');
  return unicode::is_space(c);
}

// The code points of s and the bounds of its text without surrounding spaces.
PYAOT_LINKED std::tuple<std::vector<CodePoint>, std::size_t, std::size_t> number_text(const Str& s);

// CPython's sys.get_int_max_str_digits() default: int() of a longer digit
// string is a ValueError (before any 64-bit overflow could be noticed).
inline constexpr std::size_t kIntMaxStrDigits = 4300;

// int(s): optional whitespace and sign, decimal digits (any Unicode decimal
// digits, underscores between digits), as int(s, 10) in CPython, checking in
// its order: the digit run and its underscores, then the digit limit, then
// what follows the digits.
PYAOT_LINKED Int parse_int(const Str& s);

// int(s, base): CPython's PyLong_FromString after decimal digits and spaces
// are made ASCII: spaces, a sign, for base 0 a 0x/0o/0b prefix choosing the
// base (else 10, where a nonzero value may not start with 0), the prefix
// also allowed when it names the given base, one underscore between digits
// (and after a prefix), the digit limit for bases not a power of two.
inline Int parse_int_base(const Str& s, Int base) {
  if ((base != 0 && base < 2) || base > 36) {
    raise(exc::ValueError, "int() base must be >= 2 and <= 36, or 0");
  }
  auto fail = [&]() -> Int {
    std::string shown = pyaot::repr(s);
    Str r(shown);
    if (r.length() > 200) shown = shown.substr(0, r.offset(200));
    raise(exc::ValueError, "invalid literal for int() with base " + std::to_string(base) +
                           ": " + shown);
  };
  // Plain variables, not a structured binding: the lambdas below capture
  // them (clang before 16 cannot capture bindings, which C++20 allows).
  const auto text = number_text(s);
  const std::vector<CodePoint>& cps = std::get<0>(text);
  std::size_t a = std::get<1>(text);
  const std::size_t b = std::get<2>(text);
  auto digit = [&](std::size_t k) -> Int {
    if (k >= b) return 99;
    CodePoint c = cps[k];
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    int d = c >= 0x80 ? unicode::decimal_value(c) : -1;
    return d >= 0 ? d : 99;
  };
  auto at = [&](std::size_t k) -> CodePoint { return k < b ? cps[k] : 0; };
  bool neg = false;
  if (a < b && (cps[a] == '+' || cps[a] == '-')) neg = cps[a++] == '-';
  Int radix = base;
  bool error_if_nonzero = false;
  if (radix == 0) {
    CodePoint p = at(a + 1);
    if (at(a) != '0') radix = 10;
    else if (p == 'x' || p == 'X') radix = 16;
    else if (p == 'o' || p == 'O') radix = 8;
    else if (p == 'b' || p == 'B') radix = 2;
    else { radix = 10; error_if_nonzero = true; }
  }
  if (at(a) == '0') {
    CodePoint p = at(a + 1);
    if ((radix == 16 && (p == 'x' || p == 'X')) || (radix == 8 && (p == 'o' || p == 'O')) ||
        (radix == 2 && (p == 'b' || p == 'B'))) {
      a += 2;
      if (at(a) == '_') ++a;
    }
  }
  if (at(a) == '_') return fail();
  std::uint64_t mag = 0;
  bool overflow = false, nonzero = false;
  CodePoint prev = 0;
  std::size_t digits = 0, k = a;
  for (; k < b; ++k) {
    if (cps[k] == '_') {
      if (prev == '_') return fail();
      prev = '_';
      continue;
    }
    Int d = digit(k);
    if (d >= radix) break;
    prev = cps[k];
    ++digits;
    nonzero = nonzero || d != 0;
    auto ud = static_cast<std::uint64_t>(d), ur = static_cast<std::uint64_t>(radix);
    if (mag > (UINT64_MAX - ud) / ur) overflow = true;
    else mag = mag * ur + ud;
  }
  if (prev == '_') return fail();
  if ((radix & (radix - 1)) != 0 && digits > kIntMaxStrDigits) {
    raise(exc::ValueError, "Exceeds the limit (4300 digits) for integer string conversion: "
                           "value has " + std::to_string(digits) +
                           " digits; use sys.set_int_max_str_digits() to increase the limit");
  }
  if (error_if_nonzero && nonzero) return fail();
  if (digits == 0 || k != b) return fail();
  if (overflow || mag > (neg ? (std::uint64_t{1} << 63) : (std::uint64_t{1} << 63) - 1)) {
    raise(exc::OverflowError, "int too large for compiled code's 64-bit int");
  }
  return neg ? static_cast<Int>(0 - mag) : static_cast<Int>(mag);
}

// float(s): as CPython's float() of a str (whitespace, sign, inf/nan words,
// underscores between digits, Unicode decimal digits).
PYAOT_LINKED double parse_float(const Str& s);

}  // namespace pyaot::ops::string

#if PYAOT_LINKED_BODIES
#include "pyaot/ops/impl/string.hpp"
#endif
