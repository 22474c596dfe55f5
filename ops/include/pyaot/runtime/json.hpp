// JSON at the executable's boundary. Arguments come as a JSON array or object
// (`prog --json '{"n": 27, "words": ["a", "b"]}'`); each argument's text is
// kept verbatim so that its parameter decodes it with its own type's rules
// (an int stays exact past 2**53; a str must be a JSON string). Results are
// written as Python's json.dumps writes them (NaN, Infinity; tuples as arrays;
// dict keys as strings). Nesting is limited, so hostile input cannot exhaust
// the stack.
#pragma once

#include <charconv>
#include <cmath>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "pyaot/runtime/int.hpp"
#include "pyaot/runtime/repr.hpp"
#include "pyaot/runtime/str.hpp"
#include "pyaot/runtime/unicode.hpp"
#include "pyaot/runtime/linkage.hpp"

namespace pyaot::json {

struct SyntaxError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A value's verbatim text, decoded later by the parameter's type.
struct Scalar {
  std::string text;
};

inline constexpr int kMaxDepth = 256;

class Parser {
 public:
  explicit Parser(std::string_view text) : text_(text) {}

  // [a, b, ...] -> positional; {"name": a, ...} -> by parameter name.
  PYAOT_LINKED std::vector<std::pair<std::string, Scalar>> arguments() {
    std::vector<std::pair<std::string, Scalar>> out;
    skip();
    if (eat('[')) {
      skip();
      if (!eat(']')) {
        do {
          out.emplace_back("", Scalar{std::string(raw_value())});
          skip();
        } while (eat(','));
        expect(']');
      }
    } else if (eat('{')) {
      skip();
      if (!eat('}')) {
        do {
          skip();
          std::string key = string();
          expect(':');
          out.emplace_back(std::move(key), Scalar{std::string(raw_value())});
          skip();
        } while (eat(','));
        expect('}');
      }
    } else {
      fail("expected a JSON array or object of arguments");
    }
    end();
    return out;
  }

  // --- the pieces typed decoders use -------------------------------------
  void skip() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\n' ||
                                   text_[pos_] == '\t' || text_[pos_] == '\r')) {
      ++pos_;
    }
  }
  bool eat(char c) {
    skip();
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  void expect(char c) {
    if (!eat(c)) fail(std::string("expected '") + c + "'");
  }
  bool peek(char c) {
    skip();
    return pos_ < text_.size() && text_[pos_] == c;
  }
  void end() {
    skip();
    if (pos_ != text_.size()) fail("unexpected text after the JSON value");
  }
  [[noreturn]] void fail(const std::string& what) const {
    throw SyntaxError(what + " at offset " + std::to_string(pos_));
  }
  void enter() {
    if (++depth_ > kMaxDepth) fail("JSON nested too deeply");
  }
  void leave() { --depth_; }
  // Backtracking, for a union's alternatives: where to come back to.
  std::size_t mark() const { return pos_; }
  void reset(std::size_t mark, int depth) {
    pos_ = mark;
    depth_ = depth;
  }
  int depth() const { return depth_; }

  // A JSON string's content as UTF-8 (escapes decoded; invalid text refused).
  PYAOT_LINKED std::string string() {
    skip();
    if (!eat('"')) fail("expected a string");
    std::string out;
    while (true) {
      if (pos_ >= text_.size()) fail("unterminated string");
      char c = text_[pos_++];
      if (c == '"') break;
      if (static_cast<unsigned char>(c) < 0x20) fail("control character in string");
      if (c != '\\') {
        out.push_back(c);
        continue;
      }
      if (pos_ >= text_.size()) fail("unterminated escape");
      char e = text_[pos_++];
      switch (e) {
        case '"': out.push_back('"'); break;
        case '\\': out.push_back('\\'); break;
        case '/': out.push_back('/'); break;
        case 'b': out.push_back('\b'); break;
        case 'f': out.push_back('\f'); break;
        case 'n': out.push_back('\n'); break;
        case 'r': out.push_back('\r'); break;
        case 't': out.push_back('\t'); break;
        case 'u': {
          unicode::CodePoint cp = hex4();
          if (cp >= 0xD800 && cp <= 0xDBFF && text_.substr(pos_, 2) == "\\u") {
            pos_ += 2;
            unicode::CodePoint low = hex4();
            if (low < 0xDC00 || low > 0xDFFF) fail("invalid surrogate pair");
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
          }
          if (cp >= 0xD800 && cp <= 0xDFFF) fail("lone surrogate in string");
          unicode::encode(cp, out);
          break;
        }
        default: fail("invalid escape");
      }
    }
    if (!unicode::valid_utf8(out)) fail("string is not valid UTF-8");
    return out;
  }

  // A number or literal token, verbatim; `what` names it in the error.
  std::string_view token(const char* what = "a value") {
    skip();
    std::size_t start = pos_;
    while (pos_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[pos_])) ||
                                   text_[pos_] == '-' || text_[pos_] == '+' || text_[pos_] == '.')) {
      ++pos_;
    }
    if (pos_ == start) fail(std::string("expected ") + what);
    return text_.substr(start, pos_ - start);
  }

  // Skips one value of any kind, returning its verbatim text.
  std::string_view raw_value() {
    skip();
    std::size_t start = pos_;
    skip_value();
    return text_.substr(start, pos_ - start);
  }

 private:
  PYAOT_LINKED void skip_value() {
    skip();
    if (peek('"')) {
      string();
    } else if (eat('[')) {
      enter();
      if (!eat(']')) {
        do skip_value(); while (eat(','));
        expect(']');
      }
      leave();
    } else if (eat('{')) {
      enter();
      if (!eat('}')) {
        do {
          string();
          expect(':');
          skip_value();
        } while (eat(','));
        expect('}');
      }
      leave();
    } else {
      token();
    }
  }
  unicode::CodePoint hex4() {
    if (pos_ + 4 > text_.size()) fail("short \\u escape");
    unicode::CodePoint v = 0;
    for (int k = 0; k < 4; ++k) {
      char c = text_[pos_++];
      int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
            : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
      if (d < 0) fail("invalid \\u escape");
      v = v * 16 + static_cast<unsigned>(d);
    }
    return v;
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  int depth_ = 0;
};

// json.dumps of a result: NaN and Infinity as Python writes them.
inline std::string dumps(bool b) { return b ? "true" : "false"; }
inline std::string dumps(Int i) { return repr(i); }
inline std::string dumps(double d) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "Infinity" : "-Infinity";
  return repr(d);
}

// A JSON string literal as json.dumps writes it (ensure_ascii: \uXXXX escapes).
PYAOT_LINKED std::string dumps(const Str& s);

}  // namespace pyaot::json

#if PYAOT_LINKED_BODIES
#include "pyaot/runtime/impl/json.hpp"
#endif
