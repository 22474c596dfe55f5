// Definitions of format.hpp's PYAOT_LINKED functions (pyaot/runtime/linkage.hpp):
// included at the end of format.hpp unless a program takes them from the
// precompiled runtime object.
#pragma once

namespace pyaot {

PYAOT_LINKED FormatSpec parse_spec(std::string_view s, const char* kind) {
  FormatSpec f;
  std::size_t i = 0;
  auto is_align = [](char c) { return c == '<' || c == '>' || c == '^' || c == '='; };
  // A fill may be any code point, followed by an alignment.
  std::size_t first = 0;
  if (!s.empty()) {
    std::size_t next = 0;
    unicode::decode(s, next);
    first = next;
  }
  if (first < s.size() && is_align(s[first])) {
    f.fill = std::string(s.substr(0, first));
    f.align = s[first];
    i = first + 1;
  } else if (!s.empty() && is_align(s[0])) {
    f.align = s[0];
    i = 1;
  }
  if (i < s.size() && (s[i] == '+' || s[i] == '-' || s[i] == ' ')) f.sign = s[i++];
  if (i < s.size() && s[i] == 'z') ++i;  // negative-zero coercion: rare, accepted
  if (i < s.size() && s[i] == '#') { f.alternate = true; ++i; }
  if (i < s.size() && s[i] == '0') {
    f.zero = true;
    ++i;
  }
  auto digits = [&](Int& out) {
    std::size_t start = i;
    Int v = 0;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9') {
      if (v > 100000000) raise(exc::ValueError, "Too many decimal digits in format string");
      v = v * 10 + (s[i++] - '0');
    }
    if (i > start) out = v;
    return i > start;
  };
  digits(f.width);
  if (i < s.size() && (s[i] == ',' || s[i] == '_')) f.grouping = s[i++];
  if (i < s.size() && s[i] == '.') {
    ++i;
    if (!digits(f.precision)) raise(exc::ValueError, "Format specifier missing precision");
  }
  if (i < s.size()) f.type = s[i++];
  if (i != s.size()) bad_format(s, kind);
  if (f.grouping) {  // checked against the type or its default, as CPython parses
    std::string_view k(kind);
    char t = f.type ? f.type : k == "str" ? 's' : k == "float" ? 0 : 'd';
    bool ok = t == 0 || std::string_view("defgEG%F").find(t) != std::string_view::npos ||
              (f.grouping == '_' && std::string_view("boxX").find(t) != std::string_view::npos);
    if (!ok) {
      raise(exc::ValueError, std::string("Cannot specify '") + f.grouping + "' with '" + t + "'.");
    }
  }
  if (f.zero && !f.align) {
    f.fill = "0";
    f.align = '=';
  }
  return f;
}

PYAOT_LINKED std::string group_digits(const std::string& digits, char sep, int every) {
  if (!sep) return digits;
  std::string out;
  int n = static_cast<int>(digits.size());
  for (int k = 0; k < n; ++k) {
    if (k && (n - k) % every == 0) out.push_back(sep);
    out.push_back(digits[k]);
  }
  return out;
}

PYAOT_LINKED std::string apply_padding(const FormatSpec& f, const std::string& sign_prefix,
                                       const std::string& body, char default_align) {
  Int len = Str(sign_prefix + body).length();
  char align = f.align ? f.align : default_align;
  if (f.width <= len) return sign_prefix + body;
  Int pad = f.width - len;
  memory::check(static_cast<std::uint64_t>(pad), f.fill.size());
  std::string fill;
  auto fills = [&](Int n) {
    std::string out;
    for (Int k = 0; k < n; ++k) out += f.fill;
    return out;
  };
  switch (align) {
    case '<': return sign_prefix + body + fills(pad);
    case '^': return fills(pad / 2) + sign_prefix + body + fills(pad - pad / 2);
    case '=': return sign_prefix + fills(pad) + body;
    default: return fills(pad) + sign_prefix + body;
  }
}

PYAOT_LINKED std::string format(const Str& s, std::string_view spec) {
  FormatSpec f = parse_spec(spec, "str");
  if (f.type && f.type != 's') unknown_code(f.type, "str");
  if (f.sign == ' ') raise(exc::ValueError, "Space not allowed in string format specifier");
  if (f.sign) raise(exc::ValueError, "Sign not allowed in string format specifier");
  if (f.alternate) {
    raise(exc::ValueError, "Alternate form (#) not allowed in string format specifier");
  }
  if (f.align == '=') raise(exc::ValueError, "'=' alignment not allowed in string format specifier");
  std::string body = s.bytes();
  if (f.precision >= 0 && f.precision < s.length()) body = body.substr(0, s.offset(f.precision));
  return apply_padding(f, "", body, '<');
}

PYAOT_LINKED std::string format_int(Int v, std::string_view spec, const char* kind) {
  FormatSpec f = parse_spec(spec, kind);
  char t = f.type;
  if (t == 'e' || t == 'E' || t == 'f' || t == 'F' || t == 'g' || t == 'G' || t == '%') {
    return format_float(static_cast<double>(v), f, spec);
  }
  if (f.precision >= 0) raise(exc::ValueError, "Precision not allowed in integer format specifier");
  std::uint64_t mag = v < 0 ? 0 - static_cast<std::uint64_t>(v) : static_cast<std::uint64_t>(v);
  std::string digits, prefix;
  int base = 10;
  if (t == 'b') { base = 2; prefix = "0b"; }
  else if (t == 'o') { base = 8; prefix = "0o"; }
  else if (t == 'x') { base = 16; prefix = "0x"; }
  else if (t == 'X') { base = 16; prefix = "0X"; }
  else if (t == 'c') {
    if (v < 0 || v > 0x10FFFF) raise(exc::OverflowError, "%c arg not in range(0x110000)");
    std::string ch;
    unicode::encode(static_cast<unicode::CodePoint>(v), ch);
    return apply_padding(f, "", ch, '<');
  } else if (t != 0 && t != 'd' && t != 'n') {
    unknown_code(t, kind);
  }
  const char* alphabet = t == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
  do {
    digits.insert(digits.begin(), alphabet[mag % static_cast<unsigned>(base)]);
    mag /= static_cast<unsigned>(base);
  } while (mag);
  std::string sign = v < 0 ? "-" : f.sign == '+' ? "+" : f.sign == ' ' ? " " : "";
  if (f.alternate) sign += prefix;
  digits = group_digits(digits, f.grouping, base == 10 ? 3 : 4);
  if (f.align == '=' && f.fill == "0" && f.grouping && f.width > 0) {
    // Zero padding is grouped too (format(1234, '010,') == '00,001,234').
    Int want = f.width - static_cast<Int>(sign.size());
    memory::check(static_cast<std::uint64_t>(want), 1);
    std::string raw;
    for (char c : digits) if (c != f.grouping) raw.push_back(c);
    while (static_cast<Int>(group_digits(raw, f.grouping, base == 10 ? 3 : 4).size()) < want) raw.insert(raw.begin(), '0');
    return sign + group_digits(raw, f.grouping, base == 10 ? 3 : 4);
  }
  return apply_padding(f, sign, digits, '>');
}

PYAOT_LINKED std::string format_float(double x, const FormatSpec& f, std::string_view spec) {
  char t = f.type;
  if (t != 0 && t != 'e' && t != 'E' && t != 'f' && t != 'F' && t != 'g' && t != 'G' && t != '%' &&
      t != 'n') {
    unknown_code(t, "float");
  }
  if (f.alternate && t == 0) {}  // accepted; affects only trailing-dot forms
  bool neg = std::signbit(x);
  double mag = std::fabs(x);
  std::string body;
  if (std::isnan(x) || std::isinf(x)) {
    body = std::isnan(x) ? "nan" : "inf";
    if (t == 'E' || t == 'F' || t == 'G') body = std::isnan(x) ? "NAN" : "INF";
    if (t == '%') body += "%";
    neg = std::isinf(x) && x < 0;  // a NaN prints unsigned whatever its sign bit, as CPython's
  } else if (t == 0 && f.precision < 0) {
    body = repr(mag);
  } else {
    Int p = f.precision < 0 ? 6 : f.precision;
    char conv = t == 0 ? 'g' : t == 'n' ? 'g' : t == '%' ? 'f' : t;
    if (t == 0 && p == 0) p = 1;
    double value = t == '%' ? mag * 100 : mag;
    char fmt[16];
    std::snprintf(fmt, sizeof fmt, f.alternate ? "%%#.%d%c" : "%%.%d%c", static_cast<int>(p), conv);
    int n = std::snprintf(nullptr, 0, fmt, value);
    body.resize(static_cast<std::size_t>(n) + 1);
    std::snprintf(body.data(), body.size(), fmt, value);
    body.resize(static_cast<std::size_t>(n));
    if (t == 0 && body.find_first_of(".eEn") == std::string::npos) body += ".0";
    if (t == '%') body += "%";
  }
  if (f.grouping) {
    std::size_t end = body.find_first_of(".eE%");
    if (end == std::string::npos) end = body.size();
    body = group_digits(body.substr(0, end), f.grouping) + body.substr(end);
  }
  std::string sign = neg ? "-" : f.sign == '+' ? "+" : f.sign == ' ' ? " " : "";
  return apply_padding(f, sign, body, '>');
}

}  // namespace pyaot
