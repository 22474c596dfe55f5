// str % args: printf-style formatting ('%s %5d %.2f' % (a, n, x)) as
// CPython's PyUnicode_Format does it, step for step: the same argument
// consumption (a tuple is the argument list, anything else one argument, a
// dict also a mapping for %(key)s), the same padding rules and the same
// TypeError/ValueError/OverflowError messages (CPython 3.11's).
#pragma once

#include <climits>
#include <cmath>
#include <cstdio>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <variant>
#include <vector>

#include "pyaot/runtime/bytes.hpp"
#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/list.hpp"
#include "pyaot/runtime/memory.hpp"
#include "pyaot/runtime/object.hpp"
#include "pyaot/runtime/str.hpp"
#include "pyaot/runtime/table.hpp"

namespace pyaot {
namespace percent {

enum : int { kLjust = 1, kSign = 2, kBlank = 4, kAlt = 8, kZero = 16 };

// One conversion: `%-08.3f` is flags kLjust|kZero, width 8, precision 3, 'f'.
struct Spec {
  int flags = 0;
  Int width = -1;
  Int prec = -1;
  unicode::CodePoint ch = 0;
  bool sign = false;  // a number: its sign goes before zero padding
  std::size_t pos = 0;  // code point index after the conversion character
};


// ascii(): repr with every non-ASCII code point escaped.
inline std::string ascii_escape(const std::string& text) {
  std::string out;
  std::size_t i = 0;
  while (i < text.size()) {
    unicode::CodePoint c = unicode::decode(text, i);
    if (c < 0x80) {
      out.push_back(static_cast<char>(c));
      continue;
    }
    char buf[16];
    if (c < 0x100) std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned>(c));
    else if (c < 0x10000) std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
    else std::snprintf(buf, sizeof buf, "\\U%08x", static_cast<unsigned>(c));
    out += buf;
  }
  return out;
}

[[noreturn]] inline void unsupported(const Spec& a) {
  char buf[96];
  char shown = (a.ch >= 31 && a.ch <= 126) ? static_cast<char>(a.ch) : '?';
  std::snprintf(buf, sizeof buf, "unsupported format character '%c' (0x%x) at index %zu", shown,
                static_cast<unsigned>(a.ch), a.pos - 1);
  raise(exc::ValueError, buf);
}

// _PyUnicode_FormatLong: sign, the 0x/0o prefix of the alternate form,
// then at least `prec` digits.
inline std::string long_text(bool negative, std::string digits, const Spec& a) {
  if (a.prec > static_cast<Int>(digits.size())) {
    memory::check(static_cast<std::uint64_t>(a.prec), 1);
    digits.insert(0, static_cast<std::size_t>(a.prec) - digits.size(), '0');
  }
  std::string out = negative ? "-" : "";
  if ((a.flags & kAlt) && (a.ch == 'x' || a.ch == 'X' || a.ch == 'o')) {
    out += '0';
    out += static_cast<char>(a.ch);
  }
  return out + digits;
}

inline std::string int_text(Int v, const Spec& a) {
  int base = a.ch == 'o' ? 8 : (a.ch == 'x' || a.ch == 'X') ? 16 : 10;
  const char* alphabet = a.ch == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
  std::uint64_t mag = v < 0 ? 0 - static_cast<std::uint64_t>(v) : static_cast<std::uint64_t>(v);
  std::string digits;
  do {
    digits.insert(digits.begin(), alphabet[mag % static_cast<unsigned>(base)]);
    mag /= static_cast<unsigned>(base);
  } while (mag);
  return long_text(v < 0, digits, a);
}

template <class X> std::string format_long(const X& x, Spec& a) {
  char t = static_cast<char>(a.ch);
  bool needs_index = t == 'o' || t == 'x' || t == 'X';
  if constexpr (std::is_same_v<X, Int> || std::is_same_v<X, bool>) {
    return int_text(static_cast<Int>(x), a);
  } else if constexpr (std::is_same_v<X, double>) {
    if (!needs_index) {  // int(x): truncated, exact however large
      if (std::isnan(x)) raise(exc::ValueError, "cannot convert float NaN to integer");
      if (std::isinf(x)) raise(exc::OverflowError, "cannot convert float infinity to integer");
      double whole = std::trunc(x);
      if (std::fabs(whole) < 9.0e18) return int_text(static_cast<Int>(whole), a);
      char buf[400];
      std::snprintf(buf, sizeof buf, "%.0f", std::fabs(whole));
      return long_text(whole < 0, buf, a);
    }
  }
  raise(exc::TypeError, std::string("%") + t + " format: " +
                            (needs_index ? "an integer" : "a real number") +
                            " is required, not " + type_name_of(x));
}

template <class X> std::string format_float(const X& x, Spec& a) {
  double v;
  if constexpr (std::is_same_v<X, Int> || std::is_same_v<X, bool> || std::is_same_v<X, double>) {
    v = static_cast<double>(x);
  } else {
    raise(exc::TypeError, "must be real number, not " + type_name_of(x));
  }
  char t = static_cast<char>(a.ch);
  bool upper = t == 'E' || t == 'F' || t == 'G';
  if (std::isnan(v) || std::isinf(v)) {  // PyOS_double_to_string: a NaN has no sign
    std::string body = std::isnan(v) ? (upper ? "NAN" : "nan") : (upper ? "INF" : "inf");
    return (std::isinf(v) && v < 0) ? "-" + body : body;
  }
  Int prec = a.prec < 0 ? 6 : a.prec;
  memory::check(static_cast<std::uint64_t>(prec), 1);
  char conv[8];
  std::snprintf(conv, sizeof conv, (a.flags & kAlt) ? "%%#.*%c" : "%%.*%c", t);
  int n = std::snprintf(nullptr, 0, conv, static_cast<int>(prec), v);
  std::string body(static_cast<std::size_t>(n) + 1, '\0');
  std::snprintf(body.data(), body.size(), conv, static_cast<int>(prec), v);
  body.resize(static_cast<std::size_t>(n));
  return body;
}

template <class X> std::string format_char(const X& x) {
  if constexpr (std::is_same_v<X, Int> || std::is_same_v<X, bool>) {
    if (x < 0 || static_cast<Int>(x) > 0x10FFFF) {
      raise(exc::OverflowError, "%c arg not in range(0x110000)");
    }
    std::string out;
    unicode::encode(static_cast<unicode::CodePoint>(x), out);
    return out;
  } else if constexpr (std::is_same_v<X, Str>) {
    if (x.length() == 1) return x.bytes();
  }
  raise(exc::TypeError, "%c requires int or char");
}

// unicode_format_arg_format for one value of a known C++ type: the text to
// pad (numbers with their sign; `a.sign` says so).
template <class X> std::string format_value(const X& x, Spec& a) {
  if constexpr (requires { x.valueless_by_exception(); }) {
    return std::visit([&](const auto& m) { return format_value(m, a); }, x);
  } else if constexpr (requires { x.has_value(); *x; }) {
    return x ? format_value(*x, a) : format_value(None, a);
  } else {
    switch (a.ch) {
      case 's':
        if constexpr (std::is_same_v<X, Str>) return x.bytes();
        else return pyaot::str(x);
      case 'r': return pyaot::repr(x);
      case 'a': return ascii_escape(pyaot::repr(x));
      case 'i': case 'd': case 'u': case 'o': case 'x': case 'X': {
        std::string text = format_long(x, a);
        a.sign = true;
        return text;
      }
      case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': {
        std::string text = format_float(x, a);
        a.sign = true;
        return text;
      }
      case 'c': return format_char(x);
      default: unsupported(a);
    }
  }
}

// The int a `*` width or precision takes from an argument (PyLong_Check:
// int or bool), or nullopt.
template <class X> std::optional<Int> star_value(const X& x) {
  if constexpr (requires { x.valueless_by_exception(); }) {
    return std::visit([](const auto& m) { return star_value(m); }, x);
  } else if constexpr (requires { x.has_value(); *x; }) {
    return x ? star_value(*x) : std::nullopt;
  } else if constexpr (std::is_same_v<X, Int> || std::is_same_v<X, bool>) {
    return static_cast<Int>(x);
  } else {
    return std::nullopt;
  }
}

// One argument with its type erased: what formatting needs of it.
struct Arg {
  std::function<std::string(Spec&)> format;
  std::function<std::optional<Int>()> star;
};

template <class X> Arg arg_of(std::shared_ptr<const X> keep) {
  return {[keep](Spec& a) { return format_value(*keep, a); },
          [keep] { return star_value(*keep); }};
}

template <class X> Arg arg_ref(const X& x) {
  return {[&x](Spec& a) { return format_value(x, a); }, [&x] { return star_value(x); }};
}

template <class X> struct IsTuple : std::false_type {};
template <class... T> struct IsTuple<std::tuple<T...>> : std::true_type {};
template <class T> struct IsTuple<VTuple<T>> : std::true_type {};

// `%(key)s`: the value args[key], or CPython's error for args that are not
// a mapping (PyMapping_Check: dicts, and lists and bytes, which index by int).
template <class X> Arg lookup(const X& args, const std::string& key) {
  if constexpr (requires { typename X::key_type; typename X::mapped_type; }) {
    using K = typename X::key_type;
    using V = typename X::mapped_type;
    if constexpr (std::is_constructible_v<K, Str>) {
      return arg_of(std::make_shared<const V>(args.get(K(Str(key)))));
    } else {
      raise(exc::KeyError, pyaot::repr(Str(key)));
    }
  } else if constexpr (std::is_same_v<X, Bytes>) {
    raise(exc::TypeError, "byte indices must be integers or slices, not str");
  } else if constexpr (requires { typename X::value_type; } && !IsTuple<X>::value &&
                       std::is_same_v<X, List<typename X::value_type>>) {
    raise(exc::TypeError, "list indices must be integers or slices, not str");
  } else {
    raise(exc::TypeError, "format requires a mapping");
  }
}

template <class X> constexpr bool is_mapping() {
  if constexpr (requires { typename X::key_type; typename X::mapped_type; }) return true;
  else if constexpr (std::is_same_v<X, Bytes>) return true;
  else if constexpr (requires { typename X::value_type; }) {
    return std::is_same_v<X, List<typename X::value_type>>;
  } else {
    return false;
  }
}

// unicode_format_arg_output: pads `text` to the width, the sign and the
// 0x prefix before zero padding, after space padding.
inline void output(std::string& out, const std::string& text, Spec& a) {
  Str s(text);
  Int len = s.length();
  char fill = (a.sign && (a.flags & kZero)) ? '0' : ' ';
  if ((a.width == -1 || a.width <= len) && (a.prec == -1 || a.prec >= len) &&
      !(a.flags & (kSign | kBlank))) {
    out += text;
    return;
  }
  if ((a.ch == 's' || a.ch == 'r' || a.ch == 'a') && a.prec >= 0 && len > a.prec) len = a.prec;
  Int pindex = 0;
  char signchar = 0;
  if (a.sign) {
    char c = text.empty() ? '\0' : text[0];
    if (c == '-' || c == '+') {
      signchar = c;
      --len;
      ++pindex;
    } else if (a.flags & kSign) {
      signchar = '+';
    } else if (a.flags & kBlank) {
      signchar = ' ';
    } else {
      a.sign = false;
    }
  }
  Int width = a.width < len ? len : a.width;
  memory::check(static_cast<std::uint64_t>(width), 1);
  bool prefixed = (a.flags & kAlt) && (a.ch == 'x' || a.ch == 'X' || a.ch == 'o');
  if (a.sign) {
    if (fill != ' ') out += signchar;
    if (width > len) --width;
  }
  if (prefixed) {
    if (fill != ' ') {
      out += '0';
      out += static_cast<char>(a.ch);
      pindex += 2;
    }
    width = width - 2 < 0 ? 0 : width - 2;
    len -= 2;
  }
  if (width > len && !(a.flags & kLjust)) {
    out.append(static_cast<std::size_t>(width - len), fill);
    width = len;
  }
  if (fill == ' ') {
    if (a.sign) out += signchar;
    if (prefixed) {
      out += '0';
      out += static_cast<char>(a.ch);
      pindex += 2;
    }
  }
  if (len > 0) {
    std::size_t from = s.offset(pindex), to = s.offset(pindex + len);
    out.append(text, from, to - from);
  }
  if (width > len) out.append(static_cast<std::size_t>(width - len), ' ');
}

// PyUnicode_Format's loop over the format string.
class Formatter {
 public:
  Formatter(std::vector<Arg> items, Int arglen, std::function<Arg(const std::string&)> mapping)
      : items_(std::move(items)), arglen_(arglen), argidx_(arglen < 0 ? -2 : 0),
        mapping_(std::move(mapping)) {}

  // A single (non-tuple) argument.
  void set_single(Arg a) { current_ = std::move(a); }

  std::string run(const Str& fmt) {
    const std::string& f = fmt.bytes();
    std::string out;
    std::size_t i = 0;
    std::size_t cp = 0;  // code point index of f[i]
    auto next = [&]() -> unicode::CodePoint {  // reads one code point; 0 past the end
      if (i >= f.size()) return 0;
      ++cp;
      return unicode::decode(f, i);
    };
    while (i < f.size()) {
      std::size_t start = i;
      while (i < f.size() && f[i] != '%') {
        unicode::decode(f, i);
        ++cp;
      }
      out.append(f, start, i - start);
      if (i >= f.size()) break;
      ++i;
      ++cp;
      if (i < f.size() && f[i] == '%') {
        ++i;
        ++cp;
        out += '%';
        continue;
      }
      Spec a;
      bool more = i < f.size();
      unicode::CodePoint c = next();
      if (more && c == '(') {
        if (!mapping_) raise(exc::TypeError, "format requires a mapping");
        std::size_t key_start = i;
        int depth = 1;
        std::size_t key_end = i;
        while (depth > 0 && i < f.size()) {
          key_end = i;
          c = next();
          if (c == ')') --depth;
          else if (c == '(') ++depth;
        }
        if (depth > 0) raise(exc::ValueError, "incomplete format key");
        current_ = mapping_(f.substr(key_start, key_end - key_start));
        items_.clear();
        arglen_ = -1;
        argidx_ = -2;
        more = i < f.size();
        c = next();
      }
      // Flags, then width, precision and an ignored length modifier, each
      // read as CPython reads them (`more` false: the format ended early).
      while (more) {
        if (c == '-') a.flags |= kLjust;
        else if (c == '+') a.flags |= kSign;
        else if (c == ' ') a.flags |= kBlank;
        else if (c == '#') a.flags |= kAlt;
        else if (c == '0') a.flags |= kZero;
        else break;
        more = i < f.size();
        c = next();
      }
      if (more && c == '*') {
        a.width = star();
        if (a.width < 0) {
          a.flags |= kLjust;
          a.width = -a.width;
        }
        more = i < f.size();
        c = next();
      } else if (more && c >= '0' && c <= '9') {
        a.width = c - '0';
        while ((more = i < f.size())) {
          c = next();
          if (c < '0' || c > '9') break;
          if (a.width > (INT64_MAX - static_cast<Int>(c - '0')) / 10) {
            raise(exc::ValueError, "width too big");
          }
          a.width = a.width * 10 + (c - '0');
        }
      }
      if (more && c == '.') {
        a.prec = 0;
        more = i < f.size();
        c = next();
        if (more && c == '*') {
          Int p = star();
          if (p > INT_MAX || p < INT_MIN) {
            raise(exc::OverflowError, "Python int too large to convert to C int");
          }
          a.prec = p < 0 ? 0 : p;
          more = i < f.size();
          c = next();
        } else if (more && c >= '0' && c <= '9') {
          a.prec = c - '0';
          while ((more = i < f.size())) {
            c = next();
            if (c < '0' || c > '9') break;
            if (a.prec > (INT_MAX - static_cast<Int>(c - '0')) / 10) {
              raise(exc::ValueError, "precision too big");
            }
            a.prec = a.prec * 10 + (c - '0');
          }
        }
      }
      if (more && (c == 'h' || c == 'l' || c == 'L')) {
        more = i < f.size();
        c = next();
      }
      if (!more) raise(exc::ValueError, "incomplete format");
      a.ch = c;
      a.pos = cp;
      Arg& v = next_arg();
      std::string text = v.format(a);
      output(out, text, a);
    }
    if (argidx_ < arglen_ && !mapping_) {
      raise(exc::TypeError, "not all arguments converted during string formatting");
    }
    return out;
  }

 private:
  Arg& next_arg() {
    if (argidx_ < arglen_) {
      Int k = argidx_++;
      return arglen_ < 0 ? current_ : items_[static_cast<std::size_t>(k)];
    }
    raise(exc::TypeError, "not enough arguments for format string");
  }

  Int star() {
    std::optional<Int> v = next_arg().star();
    if (!v) raise(exc::TypeError, "* wants int");
    return *v;
  }

  std::vector<Arg> items_;
  Int arglen_;
  Int argidx_;
  std::function<Arg(const std::string&)> mapping_;
  Arg current_;
};

}  // namespace percent

// fmt % args.
template <class A> Str percent_format(const Str& fmt, const A& args) {
  using percent::Arg;
  std::vector<Arg> items;
  Int arglen = -1;
  if constexpr (percent::IsTuple<A>::value) {
    if constexpr (requires { args.items(); }) {
      for (std::size_t k = 0; k < args.size(); ++k) {
        items.push_back(percent::arg_of(std::make_shared<const typename A::value_type>(args.at(k))));
      }
    } else {
      std::apply([&](const auto&... x) { (items.push_back(percent::arg_ref(x)), ...); }, args);
    }
    arglen = static_cast<Int>(items.size());
  }
  std::function<Arg(const std::string&)> mapping;
  if constexpr (percent::is_mapping<A>()) {
    mapping = [&args](const std::string& key) { return percent::lookup(args, key); };
  }
  percent::Formatter formatter(std::move(items), arglen, std::move(mapping));
  if constexpr (!percent::IsTuple<A>::value) formatter.set_single(percent::arg_ref(args));
  return Str(formatter.run(fmt));
}

}  // namespace pyaot
