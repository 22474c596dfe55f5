// UTF-8 and the Unicode character properties str methods need. The property
// tables are generated from CPython itself (tracer/pyaot/gen_unicode_tables.py), so
// isalpha(), upper(), repr() and friends agree with CPython per code point.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "pyaot/runtime/unicode_tables.hpp"

namespace pyaot::unicode {

using CodePoint = std::uint32_t;

// Decodes the code point at byte `i` of valid UTF-8 and advances `i`.
inline CodePoint decode(std::string_view s, std::size_t& i) {
  auto b = static_cast<unsigned char>(s[i]);
  if (b < 0x80) { ++i; return b; }
  int n = b >= 0xF0 ? 3 : b >= 0xE0 ? 2 : 1;
  CodePoint cp = b & (0x3F >> n);
  for (int k = 1; k <= n; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
  i += n + 1;
  return cp;
}

inline void encode(CodePoint cp, std::string& out) {
  if (cp < 0x80) {
    out.push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

inline bool is_continuation(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

// Is `s` well-formed UTF-8 (no overlongs, no surrogates, at most U+10FFFF)?
// Python str values are code point sequences; input bytes must be checked.
inline bool valid_utf8(std::string_view s) {
  std::size_t i = 0, n = s.size();
  while (i < n) {
    auto b = static_cast<unsigned char>(s[i]);
    if (b < 0x80) { ++i; continue; }
    int len;
    CodePoint min;
    if ((b & 0xE0) == 0xC0) { len = 2; min = 0x80; }
    else if ((b & 0xF0) == 0xE0) { len = 3; min = 0x800; }
    else if ((b & 0xF8) == 0xF0) { len = 4; min = 0x10000; }
    else return false;
    if (i + len > n) return false;
    for (int k = 1; k < len; ++k) if (!is_continuation(s[i + k])) return false;
    std::size_t j = i;
    CodePoint cp = decode(s, j);
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i = j;
  }
  return true;
}

inline bool in(std::span<const tables::Range> table, CodePoint cp) {
  auto it = std::upper_bound(table.begin(), table.end(), cp,
                             [](CodePoint c, const tables::Range& r) { return c < r.lo; });
  return it != table.begin() && cp <= std::prev(it)->hi;
}

inline bool is_printable(CodePoint c) { return c >= 0x20 && c < 0x7F ? true : in(tables::printable, c); }
inline bool is_space(CodePoint c) { return c < 0x80 ? (c == ' ' || (c >= 9 && c <= 13) || (c >= 0x1C && c <= 0x1F)) : in(tables::space, c); }
// ASCII answers without the table search (tests/test_unicode_ascii.py checks
// them against the tables for every code point below 0x80).
inline bool ascii_upper(CodePoint c) { return c - 'A' < 26; }
inline bool ascii_lower(CodePoint c) { return c - 'a' < 26; }
inline bool ascii_digit(CodePoint c) { return c - '0' < 10; }
inline bool is_alpha(CodePoint c) { return c < 0x80 ? ascii_upper(c) || ascii_lower(c) : in(tables::alpha, c); }
inline bool is_decimal(CodePoint c) { return c < 0x80 ? ascii_digit(c) : in(tables::decimal, c); }
inline bool is_digit(CodePoint c) { return c < 0x80 ? ascii_digit(c) : in(tables::digit, c); }
inline bool is_numeric(CodePoint c) { return c < 0x80 ? ascii_digit(c) : in(tables::numeric, c); }
inline bool is_alnum(CodePoint c) {
  return c < 0x80 ? ascii_upper(c) || ascii_lower(c) || ascii_digit(c) : in(tables::alnum, c);
}
inline bool is_upper(CodePoint c) { return c < 0x80 ? ascii_upper(c) : in(tables::upper, c); }
inline bool is_lower(CodePoint c) { return c < 0x80 ? ascii_lower(c) : in(tables::lower, c); }
inline bool is_title(CodePoint c) { return in(tables::title, c); }
inline bool is_cased(CodePoint c) { return in(tables::cased, c); }
inline bool is_case_ignorable(CodePoint c) { return in(tables::case_ignorable, c); }

// The value of a decimal digit (Unicode keeps each digit set contiguous, 0..9).
inline int decimal_value(CodePoint c) {
  if (c >= '0' && c <= '9') return static_cast<int>(c - '0');
  std::span<const tables::Range> t = tables::decimal;
  auto it = std::upper_bound(t.begin(), t.end(), c,
                             [](CodePoint x, const tables::Range& r) { return x < r.lo; });
  if (it == t.begin() || c > std::prev(it)->hi) return -1;
  return static_cast<int>((c - std::prev(it)->lo) % 10);
}

// Appends the case mapping of `c` (possibly several code points, as 'ß' -> "SS").
inline void map_case(std::span<const tables::Mapping> table, CodePoint c, std::string& out) {
  auto it = std::lower_bound(table.begin(), table.end(), c,
                             [](const tables::Mapping& m, CodePoint x) { return m.cp < x; });
  if (it != table.end() && it->cp == c) out += it->utf8; else encode(c, out);
}

}  // namespace pyaot::unicode
