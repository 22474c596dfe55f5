// The copy module: copy.copy and copy.deepcopy of values (containers of
// containers of scalars; no class instances, which the declaration refuses).
// deepcopy keeps sharing as CPython's memo does: an object met twice is
// copied once, and a container holding itself holds its copy.
#pragma once

#include <any>
#include <optional>
#include <tuple>
#include <unordered_map>
#include <variant>

#include "pyaot/runtime/core.hpp"
#include "pyaot/runtime/counter.hpp"
#include "pyaot/runtime/deque.hpp"
#include "pyaot/runtime/list.hpp"
#include "pyaot/runtime/ordered_dict.hpp"
#include "pyaot/runtime/table.hpp"

namespace pyaot::ops::copy {

// copy.copy of an immutable value is the value itself.
template <class T> T same(const T& x) { return x; }

struct Memo {
  std::unordered_map<const void*, std::any> done;
  template <class C> std::optional<C> find(const void* key) const {
    auto it = done.find(key);
    if (it == done.end()) return std::nullopt;
    return std::any_cast<C>(it->second);
  }
};

template <class T> T deep(const T& x, Memo&) { return x; }  // scalars, str, bytes, None
template <class T> List<T> deep(const List<T>& l, Memo& memo);
template <class T> VTuple<T> deep(const VTuple<T>& l, Memo& memo);
template <class K, class V> Dict<K, V> deep(const Dict<K, V>& d, Memo& memo);
template <class T> Set<T> deep(const Set<T>& s, Memo& memo);
template <class T> Deque<T> deep(const Deque<T>& d, Memo& memo);
template <class K> Counter<K> deep(const Counter<K>& c, Memo& memo);
template <class K, class V> OrderedDict<K, V> deep(const OrderedDict<K, V>& d, Memo& memo);
template <class... T> std::tuple<T...> deep(const std::tuple<T...>& t, Memo& memo);
template <class T> std::optional<T> deep(const std::optional<T>& o, Memo& memo);
template <class... T> std::variant<T...> deep(const std::variant<T...>& v, Memo& memo);

template <class T> List<T> deep(const List<T>& l, Memo& memo) {
  if (auto seen = memo.find<List<T>>(identity(l))) return *seen;
  List<T> out;
  memo.done.emplace(identity(l), out);  // before the items: a list may hold itself
  for (std::size_t k = 0; k < l.size(); ++k) out.append(deep(l.at(k), memo));
  return out;
}
template <class T> VTuple<T> deep(const VTuple<T>& l, Memo& memo) {
  VTuple<T> out;
  for (std::size_t k = 0; k < l.size(); ++k) out.append(deep(l.at(k), memo));
  return out;
}
// A dict or an OrderedDict (with a defaultdict's factory), its keys and
// values deep-copied.
template <class Mapping> Mapping deep_mapping(const Mapping& d, Memo& memo) {
  if (auto seen = memo.find<Mapping>(identity(d))) return *seen;
  Mapping out;
  out.table().default_factory = d.table().default_factory;
  memo.done.emplace(identity(d), out);
  auto& t = d.table();
  for (std::size_t k = 0; k < t.slots(); ++k) {
    if (!t.entry(k).live) continue;
    const auto key = t.entry(k).key;
    const auto value = t.entry(k).value;
    out.set(deep(key, memo), deep(value, memo));
  }
  return out;
}
template <class K, class V> Dict<K, V> deep(const Dict<K, V>& d, Memo& memo) {
  return deep_mapping(d, memo);
}
template <class T> Set<T> deep(const Set<T>& s, Memo& memo) {
  if (auto seen = memo.find<Set<T>>(identity(s))) return *seen;
  Set<T> out;
  memo.done.emplace(identity(s), out);
  auto& t = s.table();
  for (std::size_t k = 0; k < t.slots(); ++k) {
    if (t.entry(k).live) out.add(deep(t.entry(k).key, memo));
  }
  return out;
}
template <class T> Deque<T> deep(const Deque<T>& d, Memo& memo) {
  if (auto seen = memo.find<Deque<T>>(identity(d))) return *seen;
  Deque<T> out;
  out.set_maxlen(d.maxlen());
  memo.done.emplace(identity(d), out);
  for (std::size_t k = 0; k < d.size(); ++k) out.append(deep(d.at(k), memo));
  return out;
}
template <class K> Counter<K> deep(const Counter<K>& c, Memo& memo) {
  if (auto seen = memo.find<Counter<K>>(identity(c))) return *seen;
  Counter<K> out;
  memo.done.emplace(identity(c), out);
  auto& t = c.table();
  for (std::size_t k = 0; k < t.slots(); ++k) {
    if (t.entry(k).live) out.set(deep(t.entry(k).key, memo), t.entry(k).value);
  }
  return out;
}
template <class K, class V> OrderedDict<K, V> deep(const OrderedDict<K, V>& d, Memo& memo) {
  return deep_mapping(d, memo);
}
template <class... T> std::tuple<T...> deep(const std::tuple<T...>& t, Memo& memo) {
  return std::apply([&](const auto&... x) { return std::tuple<T...>(deep(x, memo)...); }, t);
}
template <class T> std::optional<T> deep(const std::optional<T>& o, Memo& memo) {
  if (!o) return std::nullopt;
  return deep(*o, memo);
}
template <class... T> std::variant<T...> deep(const std::variant<T...>& v, Memo& memo) {
  return std::visit([&](const auto& x) { return std::variant<T...>(deep(x, memo)); }, v);
}

template <class T> T deepcopy(const T& x) {
  Memo memo;
  return deep(x, memo);
}

}  // namespace pyaot::ops::copy
