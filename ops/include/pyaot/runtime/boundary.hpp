// Entry-point values at the executable's boundary: decoding arguments of any
// supported type (str from the command line or JSON; containers as JSON) and
// writing results as json.dumps would. One Codec<T> per type.
#pragma once

#include <charconv>
#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <utility>

#include "pyaot/runtime/bytes.hpp"
#include "pyaot/runtime/cli.hpp"
#include "pyaot/runtime/json.hpp"
#include "pyaot/runtime/list.hpp"
#include "pyaot/runtime/object.hpp"
#include "pyaot/runtime/table.hpp"
#include "pyaot/runtime/union.hpp"

namespace pyaot::json {

template <class T>
struct Codec;

template <class T> T decode(Parser& p) { return Codec<T>::decode(p); }
template <class T> std::string dump(const T& x) { return Codec<T>::dumps(x); }

template <>
struct Codec<Int> {
  static Int from_text(std::string_view t, Parser& p) {
    Int v = 0;
    auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (ec == std::errc::result_out_of_range) p.fail("int does not fit in 64 bits");
    if (ec != std::errc() || end != t.data() + t.size()) p.fail("expected an int");
    return v;
  }
  static Int decode(Parser& p) { return from_text(p.token("an int"), p); }
  static std::string dumps(Int v) { return json::dumps(v); }
};

template <>
struct Codec<double> {
  static double from_text(std::string_view t, Parser& p) {
    if (t == "NaN") return NAN;
    if (t == "Infinity") return INFINITY;
    if (t == "-Infinity") return -INFINITY;
    double v = 0;
    auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (ec == std::errc::result_out_of_range) return std::strtod(std::string(t).c_str(), nullptr);
    if (ec != std::errc() || end != t.data() + t.size()) p.fail("expected a number");
    return v;
  }
  static double decode(Parser& p) { return from_text(p.token("a number"), p); }
  static std::string dumps(double v) { return json::dumps(v); }
};

template <>
struct Codec<bool> {
  static bool from_text(std::string_view t, Parser& p) {
    if (t == "true") return true;
    if (t == "false") return false;
    p.fail("expected true or false");
  }
  static bool decode(Parser& p) { return from_text(p.token("true or false"), p); }
  static std::string dumps(bool v) { return json::dumps(v); }
};

template <>
struct Codec<Str> {
  static Str decode(Parser& p) { return Str(p.string()); }
  static std::string dumps(const Str& s) { return json::dumps(s); }
};

// bytes cross JSON as a list of ints 0..255.
template <>
struct Codec<Bytes> {
  static Bytes decode(Parser& p) {
    std::string out;
    p.expect('[');
    p.enter();
    if (!p.eat(']')) {
      do {
        const Int v = Codec<Int>::decode(p);
        if (v < 0 || v > 255) p.fail("bytes must be in range(0, 256)");
        out += static_cast<char>(v);
      } while (p.eat(','));
      p.expect(']');
    }
    p.leave();
    return Bytes(std::move(out));
  }
  static std::string dumps(const Bytes& b) {
    std::string out = "[";
    for (std::size_t i = 0; i < b.bytes().size(); ++i) {
      if (i) out += ", ";
      out += std::to_string(b.at(i));
    }
    return out + "]";
  }
};

template <>
struct Codec<NoneType> {
  static NoneType decode(Parser& p) {
    if (p.token() != "null") p.fail("expected null");
    return None;
  }
  static std::string dumps(NoneType) { return "null"; }
};

template <class T>
struct Codec<std::optional<T>> {
  static std::optional<T> decode(Parser& p) {
    if (p.peek('n')) {
      if (p.token() != "null") p.fail("expected null");
      return std::nullopt;
    }
    return Codec<T>::decode(p);
  }
  static std::string dumps(const std::optional<T>& v) { return v ? Codec<T>::dumps(*v) : "null"; }
};

// An instance of a user class crosses the boundary as its repr() (output only).
template <class T>
struct Codec<std::shared_ptr<T>> {
  static std::shared_ptr<T> decode(Parser& p) { p.fail("class instances cannot be read from JSON"); }
  static std::string dumps(const std::shared_ptr<T>& x) { return json::dumps(Str(pyaot::repr(x))); }
};

template <class T>
struct Codec<List<T>> {
  static List<T> decode(Parser& p) {
    List<T> out;
    p.expect('[');
    p.enter();
    if (!p.eat(']')) {
      do {
        out.append(Codec<T>::decode(p));
      } while (p.eat(','));
      p.expect(']');
    }
    p.leave();
    return out;
  }
  static std::string dumps(const List<T>& l) {
    std::string out = "[";
    for (std::size_t k = 0; k < l.size(); ++k) out += (k ? ", " : "") + Codec<T>::dumps(l.at(k));
    return out + "]";
  }
};

template <class T>
struct Codec<Set<T>> {
  static Set<T> decode(Parser& p) {
    List<T> items = Codec<List<T>>::decode(p);
    Set<T> out;
    for (std::size_t k = 0; k < items.size(); ++k) out.add(items.at(k));
    return out;
  }
  static std::string dumps(const Set<T>& s) {
    std::string out = "[";
    bool first = true;
    for (std::size_t k = 0; k < s.table().slots(); ++k) {
      if (!s.table().entry(k).live) continue;
      out += (first ? "" : ", ") + Codec<T>::dumps(s.table().entry(k).key);
      first = false;
    }
    return out + "]";
  }
};

// Dict keys are JSON strings; non-str keys are written and read as json.dumps
// writes them ({1: 2} is {"1": 2}).
template <class K>
K key_from(const std::string& text, Parser& p) {
  if constexpr (std::is_same_v<K, Str>) return Str(text);
  else if constexpr (std::is_same_v<K, Int>) return Codec<Int>::from_text(text, p);
  else if constexpr (std::is_same_v<K, double>) return Codec<double>::from_text(text, p);
  else if constexpr (std::is_same_v<K, bool>) return Codec<bool>::from_text(text, p);
  else p.fail("this dict key type cannot be read from JSON");
}
template <class K>
std::string key_to(const K& k) {
  if constexpr (std::is_same_v<K, Str>) return json::dumps(k);
  else if constexpr (std::is_same_v<K, Int> || std::is_same_v<K, double> || std::is_same_v<K, bool>)
    return "\"" + json::dumps(k) + "\"";
  else return json::dumps(Str(pyaot::repr(k)));
}

template <class K, class V>
struct Codec<Dict<K, V>> {
  static Dict<K, V> decode(Parser& p) {
    Dict<K, V> out;
    p.expect('{');
    p.enter();
    if (!p.eat('}')) {
      do {
        K key = key_from<K>(p.string(), p);
        p.expect(':');
        out.set(key, Codec<V>::decode(p));
      } while (p.eat(','));
      p.expect('}');
    }
    p.leave();
    return out;
  }
  static std::string dumps(const Dict<K, V>& d) {
    std::string out = "{";
    bool first = true;
    for (std::size_t k = 0; k < d.table().slots(); ++k) {
      const auto& e = d.table().entry(k);
      if (!e.live) continue;
      out += (first ? "" : ", ") + key_to(e.key) + ": " + Codec<V>::dumps(e.value);
      first = false;
    }
    return out + "}";
  }
};

template <class... T>
struct Codec<std::tuple<T...>> {
  static std::tuple<T...> decode(Parser& p) {
    p.expect('[');
    p.enter();
    std::size_t k = 0;
    auto one = [&]<class X>(std::type_identity<X>) {
      if (k++ && !p.eat(',')) p.fail("tuple of " + std::to_string(sizeof...(T)) + " expected");
      return Codec<X>::decode(p);
    };
    std::tuple<T...> out{one(std::type_identity<T>{})...};
    p.expect(']');
    p.leave();
    return out;
  }
  static std::string dumps(const std::tuple<T...>& t) {
    std::string out = "[";
    std::size_t k = 0;
    std::apply([&](const auto&... x) { ((out += (k++ ? ", " : ""), out += dump(x)), ...); }, t);
    return out + "]";
  }
};

// A union: the first member that reads the JSON value, exact kinds first
// (3 is an int where the union has one, 3.0 a float), floats last.
template <class... Ts>
struct Codec<std::variant<Ts...>> {
  using V = std::variant<Ts...>;
  template <class T>
  static bool attempt(Parser& p, std::optional<V>& out) {
    if (out) return true;
    const std::size_t mark = p.mark();
    const int depth = p.depth();
    try {
      out.emplace(std::in_place_type<T>, Codec<T>::decode(p));
      return true;
    } catch (const SyntaxError&) {
      p.reset(mark, depth);
      return false;
    }
  }
  static V decode(Parser& p) {
    std::optional<V> out;
    ((std::is_same_v<Ts, double> || attempt<Ts>(p, out)), ...);
    ((!std::is_same_v<Ts, double> || attempt<Ts>(p, out)), ...);
    if (!out) p.fail("expected a value of one of the union's types");
    return std::move(*out);
  }
  static std::string dumps(const V& v) {
    return std::visit([](const auto& x) { return Codec<std::decay_t<decltype(x)>>::dumps(x); }, v);
  }
};

}  // namespace pyaot::json

namespace pyaot::cli {

// An entry-point argument of any non-array type. Positional command-line
// arguments: scalars as before, a str verbatim (it must be valid UTF-8), a
// container as JSON text. Under --json every argument is JSON.
template <class T>
T load(const char* text, const char* param, bool as_json) {
  constexpr bool scalar = std::is_same_v<T, Int> || std::is_same_v<T, double> || std::is_same_v<T, bool>;
  if constexpr (scalar) {
    if (!as_json) return parse<T>(text, param);
  }
  if constexpr (std::is_same_v<T, Bytes>) {
    if (!as_json) return Bytes(std::string(text));  // the argument's own bytes
  }
  if constexpr (std::is_same_v<T, Str>) {
    if (!as_json) {
      std::string_view v(text);
      if (!unicode::valid_utf8(v)) {
        throw UsageError(std::string("argument ") + param + ": not valid UTF-8 text");
      }
      return Str(std::string(v));
    }
  }
  try {
    json::Parser p(text);
    T value = json::decode<T>(p);
    p.end();
    return value;
  } catch (const json::SyntaxError& e) {
    throw UsageError(std::string("argument ") + param + ": " + e.what());
  }
}

}  // namespace pyaot::cli
