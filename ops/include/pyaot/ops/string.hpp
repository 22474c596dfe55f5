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

inline Str slice(const Str& s, std::optional<Int> lo, std::optional<Int> hi, std::optional<Int> step) {
  SliceRange r = adjust_slice(s.length(), lo, hi, step);
  if (r.step == 1) {
    std::size_t a = s.offset(r.start), b = s.offset(r.start + r.count);
    return Str::part(s, a, b);
  }
  std::string out;
  for (Int k = 0; k < r.count; ++k) {
    Int i = r.at(k);
    std::size_t a = s.offset(i), b = s.offset(i + 1);
    out.append(s.bytes(), a, b - a);
  }
  return Str(std::move(out));
}

inline Str add(const Str& a, const Str& b) { return Str(a.bytes() + b.bytes()); }

inline Str mul(const Str& s, Int n) {
  if (n <= 0 || s.length() == 0) return Str();
  // CPython: OverflowError when the length in code points passes
  // PY_SSIZE_T_MAX, MemoryError when the allocation cannot be made.
  if (s.length() > INT64_MAX / n) {
    raise(exc::OverflowError, "repeated string is too long");
  }
  memory::check(static_cast<std::uint64_t>(n), s.bytes().size());
  std::string out;
  out.reserve(s.bytes().size() * static_cast<std::size_t>(n));
  for (Int k = 0; k < n; ++k) out += s.bytes();
  return Str(std::move(out));
}
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
inline Int search(const Str& s, const Str& sub, std::optional<Int> start, std::optional<Int> end,
                  bool from_right) {
  auto [a, b] = byte_window(s, start, end);
  if (a > b) return -1;
  std::string_view window = s.view().substr(a, b - a);
  std::size_t at = from_right ? window.rfind(sub.view()) : window.find(sub.view());
  return at == std::string_view::npos ? -1 : s.index_of_byte(a + at);
}

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
inline List<Str> split_whitespace(const Str& s, Int maxsplit) {
  List<Str> out;
  std::string_view v = s.view();
  std::size_t i = 0, n = v.size(), next;
  while (true) {
    while (i < n && space_at(v, i, next)) i = next;
    if (i >= n) break;
    if (maxsplit >= 0 && static_cast<Int>(out.size()) == maxsplit) {
      // The rest, with trailing whitespace stripped.
      std::size_t end = n, j = i, last = i;
      while (j < n) {
        bool sp = space_at(v, j, next);
        j = next;
        if (!sp) last = j;
      }
      end = last;
      out.append(Str::part(s, i, end));
      break;
    }
    std::size_t start = i;
    while (i < n && !space_at(v, i, next)) i = next;
    out.append(Str::part(s, start, i));
  }
  return out;
}

inline List<Str> split(const Str& s, std::optional<Str> sep = {}, Int maxsplit = -1) {
  if (!sep) return split_whitespace(s, maxsplit);
  if (sep->length() == 0) raise(exc::ValueError, "empty separator");
  List<Str> out;
  std::string_view v = s.view(), d = sep->view();
  std::size_t start = 0;
  while (maxsplit < 0 || static_cast<Int>(out.size()) < maxsplit) {
    std::size_t at = v.find(d, start);
    if (at == std::string_view::npos) break;
    out.append(Str::part(s, start, at));
    start = at + d.size();
  }
  out.append(Str::part(s, start, v.size()));
  return out;
}

inline List<Str> rsplit(const Str& s, std::optional<Str> sep = {}, Int maxsplit = -1) {
  if (maxsplit < 0) return split(s, sep, -1);
  if (!sep) {
    // Split from the right on whitespace runs.
    std::vector<std::pair<std::size_t, std::size_t>> words;
    std::string_view v = s.view();
    std::size_t i = 0, n = v.size(), next;
    while (i < n) {
      while (i < n && space_at(v, i, next)) i = next;
      if (i >= n) break;
      std::size_t start = i;
      while (i < n && !space_at(v, i, next)) i = next;
      words.emplace_back(start, i);
    }
    List<Str> out;
    std::size_t keep = words.size() > static_cast<std::size_t>(maxsplit) ? words.size() - static_cast<std::size_t>(maxsplit) : 0;
    if (keep > 0) {
      out.append(Str(std::string(v.substr(words[0].first, words[keep - 1].second - words[0].first))));
    }
    for (std::size_t k = keep == 0 ? 0 : keep; k < words.size(); ++k) {
      out.append(Str(std::string(v.substr(words[k].first, words[k].second - words[k].first))));
    }
    return out;
  }
  if (sep->length() == 0) raise(exc::ValueError, "empty separator");
  std::vector<Str> parts;
  std::string_view v = s.view(), d = sep->view();
  std::size_t end = v.size();
  while (static_cast<Int>(parts.size()) < maxsplit) {
    if (end < d.size()) break;
    std::size_t at = v.rfind(d, end - d.size());
    if (at == std::string_view::npos) break;
    parts.push_back(Str(std::string(v.substr(at + d.size(), end - at - d.size()))));
    end = at;
  }
  parts.push_back(Str(std::string(v.substr(0, end))));
  List<Str> out;
  for (auto it = parts.rbegin(); it != parts.rend(); ++it) out.append(*it);
  return out;
}

inline List<Str> splitlines(const Str& s) {
  List<Str> out;
  std::string_view v = s.view();
  std::size_t i = 0, start = 0, n = v.size();
  while (i < n) {
    std::size_t here = i;
    CodePoint c = unicode::decode(v, i);
    bool brk = c == '\n' || c == '\r' || c == 0x0B || c == 0x0C || c == 0x1C || c == 0x1D ||
               c == 0x1E || c == 0x85 || c == 0x2028 || c == 0x2029;
    if (!brk) continue;
    out.append(Str(std::string(v.substr(start, here - start))));
    if (c == '\r' && i < n && v[i] == '\n') ++i;
    start = i;
  }
  if (start < n) out.append(Str(std::string(v.substr(start))));
  return out;
}

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

inline Str strip_impl(const Str& s, const std::optional<Str>& chars, Side side) {
  std::string_view v = s.view();
  auto strip_cp = [&](CodePoint c) {
    if (!chars) return unicode::is_space(c);
    std::string enc;
    unicode::encode(c, enc);
    return chars->view().find(enc) != std::string_view::npos;
  };
  std::size_t a = 0, b = v.size();
  if (static_cast<int>(side) & 1) {
    while (a < b) {
      std::size_t next = a;
      if (!strip_cp(unicode::decode(v, next))) break;
      a = next;
    }
  }
  if (static_cast<int>(side) & 2) {
    while (b > a) {
      std::size_t start = b - 1;
      while (start > a && unicode::is_continuation(v[start])) --start;
      std::size_t next = start;
      if (!strip_cp(unicode::decode(v, next))) break;
      b = start;
    }
  }
  return Str(std::string(v.substr(a, b - a)));
}

inline Str strip(const Str& s, std::optional<Str> chars = {}) { return strip_impl(s, chars, Side::both); }
inline Str lstrip(const Str& s, std::optional<Str> chars = {}) { return strip_impl(s, chars, Side::left); }
inline Str rstrip(const Str& s, std::optional<Str> chars = {}) { return strip_impl(s, chars, Side::right); }

inline Str removeprefix(const Str& s, const Str& p) {
  return startswith(s, p) ? Str(s.bytes().substr(p.bytes().size())) : s;
}
inline Str removesuffix(const Str& s, const Str& p) {
  return endswith(s, p) && p.length() ? Str(s.bytes().substr(0, s.bytes().size() - p.bytes().size())) : s;
}

inline Str replace(const Str& s, const Str& old, const Str& repl, Int count = -1) {
  std::string out;
  std::string_view v = s.view(), o = old.view();
  if (o.empty()) {
    // Python inserts `repl` before every code point and at the end.
    Int done = 0;
    std::size_t i = 0;
    while (i <= v.size()) {
      if (count >= 0 && done >= count) { out += v.substr(i); break; }
      out += repl.bytes();
      ++done;
      if (i == v.size()) break;
      std::size_t next = i;
      unicode::decode(v, next);
      out += v.substr(i, next - i);
      i = next;
    }
    return Str(std::move(out));
  }
  std::size_t start = 0;
  Int done = 0;
  while (count < 0 || done < count) {
    std::size_t at = v.find(o, start);
    if (at == std::string_view::npos) break;
    out += v.substr(start, at - start);
    out += repl.bytes();
    start = at + o.size();
    ++done;
  }
  out += v.substr(start);
  return Str(std::move(out));
}

// ------------------------------------------------------------ case

inline Str upper(const Str& s) {
  if (s.ascii()) {
    std::string out = s.bytes();
    for (char& c : out) if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 32);
    return Str(std::move(out));
  }
  std::string out;
  std::string_view v = s.view();
  for (std::size_t i = 0; i < v.size();) unicode::map_case(unicode::tables::to_upper, unicode::decode(v, i), out);
  return Str(std::move(out));
}

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
inline std::vector<CodePoint> code_points(const Str& s) {
  std::vector<CodePoint> cps;
  std::string_view v = s.view();
  for (std::size_t i = 0; i < v.size();) cps.push_back(unicode::decode(v, i));
  return cps;
}
// CPython's lower_ucs4: the lowercase mapping, Σ final as ς.
inline void lower_at(const std::vector<CodePoint>& cps, std::size_t k, std::string& out) {
  if (cps[k] == 0x3A3 && final_sigma(cps, k)) unicode::encode(0x3C2, out);
  else unicode::map_case(unicode::tables::to_lower, cps[k], out);
}
// _PyUnicode_ToTitleFull: the uppercase mapping, except where the table differs.
inline void title_of(CodePoint c, std::string& out) {
  std::span<const unicode::tables::Mapping> t = unicode::tables::to_title;
  auto it = std::lower_bound(t.begin(), t.end(), c,
                             [](const unicode::tables::Mapping& m, CodePoint x) { return m.cp < x; });
  if (it != t.end() && it->cp == c) out += it->utf8;
  else unicode::map_case(unicode::tables::to_upper, c, out);
}
}  // namespace detail

inline Str lower(const Str& s) {
  if (s.ascii()) {
    std::string out = s.bytes();
    for (char& c : out) if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
    return Str(std::move(out));
  }
  const std::vector<CodePoint> cps = detail::code_points(s);
  std::string out;
  for (std::size_t k = 0; k < cps.size(); ++k) detail::lower_at(cps, k, out);
  return Str(std::move(out));
}

// CPython's do_title: titlecase after an uncased character, else lowercase.
inline Str title(const Str& s) {
  const std::vector<CodePoint> cps = detail::code_points(s);
  std::string out;
  bool previous_cased = false;
  for (std::size_t k = 0; k < cps.size(); ++k) {
    if (previous_cased) detail::lower_at(cps, k, out);
    else detail::title_of(cps[k], out);
    previous_cased = unicode::is_cased(cps[k]);
  }
  return Str(std::move(out));
}

// CPython's do_capitalize (3.8+): the first character titlecased, the rest lowercased.
inline Str capitalize(const Str& s) {
  const std::vector<CodePoint> cps = detail::code_points(s);
  std::string out;
  for (std::size_t k = 0; k < cps.size(); ++k) {
    if (k == 0) detail::title_of(cps[k], out);
    else detail::lower_at(cps, k, out);
  }
  return Str(std::move(out));
}

// CPython's do_swapcase: uppercase letters lowered, lowercase ones raised.
inline Str swapcase(const Str& s) {
  const std::vector<CodePoint> cps = detail::code_points(s);
  std::string out;
  for (std::size_t k = 0; k < cps.size(); ++k) {
    if (unicode::is_upper(cps[k])) detail::lower_at(cps, k, out);
    else if (unicode::is_lower(cps[k])) unicode::map_case(unicode::tables::to_upper, cps[k], out);
    else unicode::encode(cps[k], out);
  }
  return Str(std::move(out));
}

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

inline Str pad(const Str& s, Int width, const Str& fill, int align) {
  if (fill.length() != 1) raise(exc::TypeError, "The fill character must be exactly one character long");
  if (width <= s.length()) return s;
  Int total = width - s.length();
  memory::check(static_cast<std::uint64_t>(total), fill.bytes().size());
  Int left = align < 0 ? 0 : align > 0 ? total : total / 2 + (total & width & 1);
  std::string out;
  for (Int k = 0; k < left; ++k) out += fill.bytes();
  out += s.bytes();
  for (Int k = 0; k < total - left; ++k) out += fill.bytes();
  return Str(std::move(out));
}
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

inline Int ord(const Str& s) {
  if (s.length() != 1) {
    raise(exc::TypeError, "ord() expected a character, but string of length " +
                              std::to_string(s.length()) + " found");
  }
  return static_cast<Int>(s.at(0));
}

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
inline std::tuple<std::vector<CodePoint>, std::size_t, std::size_t> number_text(const Str& s) {
  std::vector<CodePoint> cps;
  std::string_view v = s.view();
  for (std::size_t i = 0; i < v.size();) cps.push_back(unicode::decode(v, i));
  std::size_t a = 0, b = cps.size();
  while (a < b && number_space(cps[a])) ++a;
  while (b > a && number_space(cps[b - 1])) --b;
  return {std::move(cps), a, b};
}

// CPython's sys.get_int_max_str_digits() default: int() of a longer digit
// string is a ValueError (before any 64-bit overflow could be noticed).
inline constexpr std::size_t kIntMaxStrDigits = 4300;

// int(s): optional whitespace and sign, decimal digits (any Unicode decimal
// digits, underscores between digits), as int(s, 10) in CPython, checking in
// its order: the digit run and its underscores, then the digit limit, then
// what follows the digits.
inline Int parse_int(const Str& s) {
  auto fail = [&]() -> Int {
    std::string shown = pyaot::repr(s);  // CPython's %.200R: at most 200 characters
    Str r(shown);
    if (r.length() > 200) shown = shown.substr(0, r.offset(200));
    raise(exc::ValueError, "invalid literal for int() with base 10: " + shown);
  };
  auto [cps, a, b] = number_text(s);
  bool neg = false;
  if (a < b && (cps[a] == '+' || cps[a] == '-')) neg = cps[a++] == '-';
  if (a == b || cps[a] == '_') return fail();
  std::uint64_t mag = 0;
  bool overflow = false, prev_digit = false;
  std::size_t digits = 0, k = a;
  for (; k < b; ++k) {
    if (cps[k] == '_') {
      if (!prev_digit) return fail();
      prev_digit = false;
      continue;
    }
    int d = unicode::decimal_value(cps[k]);
    if (d < 0) break;
    prev_digit = true;
    ++digits;
    if (mag > (UINT64_MAX - static_cast<std::uint64_t>(d)) / 10) overflow = true;
    else mag = mag * 10 + static_cast<std::uint64_t>(d);
  }
  if (!prev_digit) return fail();  // no digits, or a trailing underscore
  if (digits > kIntMaxStrDigits) {
    raise(exc::ValueError, "Exceeds the limit (4300 digits) for integer string conversion: "
                           "value has " + std::to_string(digits) +
                           " digits; use sys.set_int_max_str_digits() to increase the limit");
  }
  if (k != b) return fail();
  if (overflow || mag > (neg ? (std::uint64_t{1} << 63) : (std::uint64_t{1} << 63) - 1)) {
    raise(exc::OverflowError, "int too large for compiled code's 64-bit int");
  }
  return neg ? static_cast<Int>(0 - mag) : static_cast<Int>(mag);
}

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
inline double parse_float(const Str& s) {
  auto fail = [&]() -> double {
    raise(exc::ValueError, "could not convert string to float: " + pyaot::repr(s));
  };
  auto [cps, a, b] = number_text(s);
  std::string ascii;
  for (std::size_t k = a; k < b; ++k) {
    int d = unicode::decimal_value(cps[k]);
    if (d >= 0) ascii.push_back(static_cast<char>('0' + d));
    else if (cps[k] < 0x80) ascii.push_back(static_cast<char>(cps[k]));
    else return fail();
  }
  std::string body = ascii;
  bool neg = false;
  if (!body.empty() && (body[0] == '+' || body[0] == '-')) { neg = body[0] == '-'; body.erase(0, 1); }
  std::string lowered = body;
  for (char& c : lowered) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lowered == "inf" || lowered == "infinity") return neg ? -INFINITY : INFINITY;
  if (lowered == "nan") return neg ? -NAN : NAN;
  // Underscores only between digits.
  std::string clean;
  for (std::size_t k = 0; k < body.size(); ++k) {
    if (body[k] == '_') {
      bool ok = k > 0 && k + 1 < body.size() && std::isdigit(static_cast<unsigned char>(body[k - 1])) &&
                std::isdigit(static_cast<unsigned char>(body[k + 1]));
      if (!ok) return fail();
      continue;
    }
    if (!(std::isdigit(static_cast<unsigned char>(body[k])) || body[k] == '.' || body[k] == 'e' ||
          body[k] == 'E' || body[k] == '+' || body[k] == '-')) {
      return fail();
    }
    clean.push_back(body[k]);
  }
  if (clean.empty()) return fail();
  double value = 0.0;
  auto [end, ec] = std::from_chars(clean.data(), clean.data() + clean.size(), value);
  if (end != clean.data() + clean.size()) return fail();
  if (ec == std::errc::result_out_of_range) value = std::strtod(clean.c_str(), nullptr);
  else if (ec != std::errc()) return fail();
  return neg ? -value : value;
}

}  // namespace pyaot::ops::string
