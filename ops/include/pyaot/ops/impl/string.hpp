// Definitions of string.hpp's PYAOT_LINKED functions (pyaot/runtime/linkage.hpp):
// included at the end of string.hpp unless a program takes them from the
// precompiled runtime object.
#pragma once

namespace pyaot::ops::string {

PYAOT_LINKED Str slice(const Str& s, std::optional<Int> lo, std::optional<Int> hi, std::optional<Int> step) {
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

PYAOT_LINKED Str mul(const Str& s, Int n) {
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

PYAOT_LINKED Int search(const Str& s, const Str& sub, std::optional<Int> start, std::optional<Int> end,
                        bool from_right) {
  auto [a, b] = byte_window(s, start, end);
  if (a > b) return -1;
  std::string_view window = s.view().substr(a, b - a);
  std::size_t at = from_right ? window.rfind(sub.view()) : window.find(sub.view());
  return at == std::string_view::npos ? -1 : s.index_of_byte(a + at);
}

PYAOT_LINKED List<Str> split_whitespace(const Str& s, Int maxsplit) {
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

PYAOT_LINKED List<Str> split(const Str& s, std::optional<Str> sep, Int maxsplit) {
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

PYAOT_LINKED List<Str> rsplit(const Str& s, std::optional<Str> sep, Int maxsplit) {
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

PYAOT_LINKED List<Str> splitlines(const Str& s) {
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

PYAOT_LINKED Str strip_impl(const Str& s, const std::optional<Str>& chars, Side side) {
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

PYAOT_LINKED Str replace(const Str& s, const Str& old, const Str& repl, Int count) {
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

PYAOT_LINKED Str upper(const Str& s) {
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

}  // namespace pyaot::ops::string

namespace pyaot::ops::string::detail {

PYAOT_LINKED std::vector<CodePoint> code_points(const Str& s) {
  std::vector<CodePoint> cps;
  std::string_view v = s.view();
  for (std::size_t i = 0; i < v.size();) cps.push_back(unicode::decode(v, i));
  return cps;
}

PYAOT_LINKED void lower_at(const std::vector<CodePoint>& cps, std::size_t k, std::string& out) {
  if (cps[k] == 0x3A3 && final_sigma(cps, k)) unicode::encode(0x3C2, out);
  else unicode::map_case(unicode::tables::to_lower, cps[k], out);
}

}  // namespace pyaot::ops::string::detail

namespace pyaot::ops::string {

PYAOT_LINKED Str lower(const Str& s) {
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

PYAOT_LINKED Str title(const Str& s) {
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

PYAOT_LINKED Str capitalize(const Str& s) {
  const std::vector<CodePoint> cps = detail::code_points(s);
  std::string out;
  for (std::size_t k = 0; k < cps.size(); ++k) {
    if (k == 0) detail::title_of(cps[k], out);
    else detail::lower_at(cps, k, out);
  }
  return Str(std::move(out));
}

PYAOT_LINKED Str swapcase(const Str& s) {
  const std::vector<CodePoint> cps = detail::code_points(s);
  std::string out;
  for (std::size_t k = 0; k < cps.size(); ++k) {
    if (unicode::is_upper(cps[k])) detail::lower_at(cps, k, out);
    else if (unicode::is_lower(cps[k])) unicode::map_case(unicode::tables::to_upper, cps[k], out);
    else unicode::encode(cps[k], out);
  }
  return Str(std::move(out));
}

PYAOT_LINKED Str pad(const Str& s, Int width, const Str& fill, int align) {
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

PYAOT_LINKED Int ord(const Str& s) {
  if (s.length() != 1) {
    raise(exc::TypeError, "ord() expected a character, but string of length " +
                              std::to_string(s.length()) + " found");
  }
  return static_cast<Int>(s.at(0));
}

PYAOT_LINKED std::tuple<std::vector<CodePoint>, std::size_t, std::size_t> number_text(const Str& s) {
  std::vector<CodePoint> cps;
  std::string_view v = s.view();
  for (std::size_t i = 0; i < v.size();) cps.push_back(unicode::decode(v, i));
  std::size_t a = 0, b = cps.size();
  while (a < b && number_space(cps[a])) ++a;
  while (b > a && number_space(cps[b - 1])) --b;
  return {std::move(cps), a, b};
}

PYAOT_LINKED Int parse_int(const Str& s) {
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

PYAOT_LINKED double parse_float(const Str& s) {
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
