// JSON at the executable's boundary: arguments as a JSON array or object of
// scalars (`prog --json '{"n": 27}'`), results written as Python's json.dumps
// writes them. Only what the entry points' types need: numbers, true, false,
// null, and string keys.
#pragma once

#include <charconv>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "pyaot/runtime/int.hpp"
#include "pyaot/runtime/repr.hpp"

namespace pyaot::json {

struct SyntaxError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A scalar as written in the document, kept as text so that each parameter
// decodes it with its own type's rules (an int stays exact past 2**53).
struct Scalar {
  std::string text;
};

class Parser {
 public:
  explicit Parser(std::string_view text) : text_(text) {}

  // [a, b, ...] -> positional; {"name": a, ...} -> by parameter name.
  std::vector<std::pair<std::string, Scalar>> arguments() {
    std::vector<std::pair<std::string, Scalar>> out;
    skip();
    if (eat('[')) {
      skip();
      if (!eat(']')) {
        do {
          out.emplace_back("", scalar());
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
          skip();
          expect(':');
          out.emplace_back(std::move(key), scalar());
          skip();
        } while (eat(','));
        expect('}');
      }
    } else {
      fail("expected a JSON array or object of arguments");
    }
    skip();
    if (pos_ != text_.size()) fail("unexpected text after the JSON value");
    return out;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw SyntaxError(what + " at offset " + std::to_string(pos_));
  }
  void skip() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\n' ||
                                   text_[pos_] == '\t' || text_[pos_] == '\r')) {
      ++pos_;
    }
  }
  bool eat(char c) {
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  void expect(char c) {
    skip();
    if (!eat(c)) fail(std::string("expected '") + c + "'");
  }
  std::string string() {
    if (!eat('"')) fail("expected a string key");
    std::string out;
    while (pos_ < text_.size() && text_[pos_] != '"') {
      if (text_[pos_] == '\\') fail("escapes are not supported in keys");
      out.push_back(text_[pos_++]);
    }
    if (!eat('"')) fail("unterminated string");
    return out;
  }
  Scalar scalar() {
    skip();
    std::size_t start = pos_;
    while (pos_ < text_.size() && text_[pos_] != ',' && text_[pos_] != ']' &&
           text_[pos_] != '}' && text_[pos_] != ' ' && text_[pos_] != '\n' &&
           text_[pos_] != '\t' && text_[pos_] != '\r') {
      ++pos_;
    }
    if (pos_ == start) fail("expected a value");
    return {std::string(text_.substr(start, pos_ - start))};
  }

  std::string_view text_;
  std::size_t pos_ = 0;
};

// json.dumps of a result: NaN and Infinity as Python writes them.
inline std::string dumps(bool b) { return b ? "true" : "false"; }
inline std::string dumps(Int i) { return repr(i); }
inline std::string dumps(double d) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "Infinity" : "-Infinity";
  return repr(d);
}

}  // namespace pyaot::json
