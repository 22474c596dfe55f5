// Python's `random` module: the module-level functions and random.Random
// instances, bit-exact with CPython 3.11 for the same seed. The generator is
// random/mt19937.hpp, the methods' algorithms random/methods.hpp and
// random/distributions.hpp. Declared in ops/decls/random.toml.
//
// The module's generator is one per program, shared by every thread as
// CPython's is under the GIL: each call takes a lock, so threads calling a
// C-ABI library at once draw disjoint values, never a torn state. It is
// seeded from operating-system entropy before its first use, as CPython
// seeds it at import. A random.Random instance is a reference to a state of
// its own (copies share it, as Python names do); it never leaves the thread
// that made it (no boundary passes one), so it takes no lock.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "pyaot/ops/random/distributions.hpp"
#include "pyaot/ops/random/methods.hpp"
#include "pyaot/runtime/object.hpp"
#include "pyaot/runtime/threads.hpp"

namespace pyaot::ops::random {

// ------------------------------------------- the module's one generator

struct Shared {
  Mutex mutex;
  State state;
  bool seeded = false;
};

inline Shared& shared() {
  static Shared instance;
  return instance;
}

// Runs f on the module's state under its lock, seeding it first if needed.
template <class F> auto with_module(F&& f) {
  Shared& m = shared();
  const Lock lock(m.mutex);
  if (!m.seeded) {
    seed(m.state, std::nullopt);
    m.seeded = true;
  }
  return f(m.state);
}

// random.seed(a=None, version=2): version only changes str and bytes seeds.
inline void seed(std::optional<Int> a, Int /*version*/) {
  Shared& m = shared();
  const Lock lock(m.mutex);
  seed(m.state, a);
  m.seeded = true;
}
inline double random() { return with_module([](State& s) { return s.mt.next_double(); }); }
inline Int getrandbits(Int k) { return with_module([&](State& s) { return getrandbits(s, k); }); }
inline Bytes randbytes(Int n) { return with_module([&](State& s) { return randbytes(s, n); }); }
inline Int randrange(Int start, std::optional<Int> stop, Int step) {
  return with_module([&](State& s) { return randrange(s, start, stop, step); });
}
inline Int randrange(Int start, NoneType stop, bool step) {
  return with_module([&](State& s) { return randrange(s, start, stop, step); });
}
inline Int randint(Int a, Int b) { return with_module([&](State& s) { return randint(s, a, b); }); }
template <class Seq> auto choice(const Seq& seq) {
  return with_module([&](State& s) { return choice(s, seq); });
}
template <class T> void shuffle(const List<T>& x) {
  with_module([&](State& s) { shuffle(s, x); });
}
template <class Seq>
auto sample(const Seq& population, Int k, const std::optional<List<Int>>& counts) {
  return with_module([&](State& s) { return sample(s, population, k, counts); });
}
template <class Seq, class W, class C>
auto choices(const Seq& population, const std::optional<W>& weights,
             const std::optional<C>& cum_weights, Int k) {
  return with_module([&](State& s) { return choices(s, population, weights, cum_weights, k); });
}
template <class N> double uniform(N a, N b) {
  return with_module([&](State& s) { return uniform(s, a, b); });
}
inline double gauss(double mu, double sigma) {
  return with_module([&](State& s) { return gauss(s, mu, sigma); });
}
inline double normalvariate(double mu, double sigma) {
  return with_module([&](State& s) { return normalvariate(s, mu, sigma); });
}
inline double triangular(double low, double high, std::optional<double> mode) {
  return with_module([&](State& s) { return triangular(s, low, high, mode); });
}
inline double vonmisesvariate(double mu, double kappa) {
  return with_module([&](State& s) { return vonmisesvariate(s, mu, kappa); });
}
inline double gammavariate(double alpha, double beta) {
  return with_module([&](State& s) { return gammavariate(s, alpha, beta); });
}
inline double betavariate(double alpha, double beta) {
  return with_module([&](State& s) { return betavariate(s, alpha, beta); });
}
inline double lognormvariate(double mu, double sigma) {
  return with_module([&](State& s) { return lognormvariate(s, mu, sigma); });
}
inline double paretovariate(double alpha) {
  return with_module([&](State& s) { return paretovariate(s, alpha); });
}
inline double weibullvariate(double alpha, double beta) {
  return with_module([&](State& s) { return weibullvariate(s, alpha, beta); });
}
inline double expovariate(double lambd) {
  return with_module([&](State& s) { return expovariate(s, lambd); });
}

// --------------------------------------------------- random.Random(x)

class Random {
 public:
  Random() = default;  // a declared local before its first assignment
  explicit Random(std::optional<Int> x) : state_(std::make_shared<State>()) { seed(*state_, x); }
  State& state() const { return *state_; }

 private:
  std::shared_ptr<State> state_;
};

inline Random make_random(std::optional<Int> x) { return Random(x); }

inline const void* identity(const Random& r) { return &r.state(); }

}  // namespace pyaot::ops::random

// A Random is an object with an identity, as in CPython: shown by address,
// equal only to itself, unordered, always true.
template <>
struct pyaot::Py<pyaot::ops::random::Random> {
  using Random = pyaot::ops::random::Random;
  static constexpr const char* name = "Random";
  static std::string repr(const Random& r) {
    return "<random.Random object at " + address_of(identity(r)) + ">";
  }
  static std::string str(const Random& r) { return repr(r); }
  static bool eq(const Random& a, const Random& b) { return identity(a) == identity(b); }
  static bool lt(const Random&, const Random&) { raise_unorderable("<", name, name); }
  static std::size_t hash(const Random& r) { return std::hash<const void*>{}(identity(r)); }
  static bool truthy(const Random&) { return true; }
};

namespace pyaot::ops::random {

inline void seed(const Random& r, std::optional<Int> a, Int /*version*/) { seed(r.state(), a); }
inline double random(const Random& r) { return r.state().mt.next_double(); }
inline Int getrandbits(const Random& r, Int k) { return getrandbits(r.state(), k); }
inline Bytes randbytes(const Random& r, Int n) { return randbytes(r.state(), n); }
inline Int randrange(const Random& r, Int start, std::optional<Int> stop, Int step) {
  return randrange(r.state(), start, stop, step);
}
inline Int randrange(const Random& r, Int start, NoneType stop, bool step) {
  return randrange(r.state(), start, stop, step);
}
inline Int randint(const Random& r, Int a, Int b) { return randint(r.state(), a, b); }
template <class Seq> auto choice(const Random& r, const Seq& seq) { return choice(r.state(), seq); }
template <class T> void shuffle(const Random& r, const List<T>& x) { shuffle(r.state(), x); }
template <class Seq>
auto sample(const Random& r, const Seq& population, Int k, const std::optional<List<Int>>& counts) {
  return sample(r.state(), population, k, counts);
}
template <class Seq, class W, class C>
auto choices(const Random& r, const Seq& population, const std::optional<W>& weights,
             const std::optional<C>& cum_weights, Int k) {
  return choices(r.state(), population, weights, cum_weights, k);
}
template <class N> double uniform(const Random& r, N a, N b) { return uniform(r.state(), a, b); }
inline double gauss(const Random& r, double mu, double sigma) { return gauss(r.state(), mu, sigma); }
inline double normalvariate(const Random& r, double mu, double sigma) {
  return normalvariate(r.state(), mu, sigma);
}
inline double triangular(const Random& r, double low, double high, std::optional<double> mode) {
  return triangular(r.state(), low, high, mode);
}
inline double vonmisesvariate(const Random& r, double mu, double kappa) {
  return vonmisesvariate(r.state(), mu, kappa);
}
inline double gammavariate(const Random& r, double alpha, double beta) {
  return gammavariate(r.state(), alpha, beta);
}
inline double betavariate(const Random& r, double alpha, double beta) {
  return betavariate(r.state(), alpha, beta);
}
inline double lognormvariate(const Random& r, double mu, double sigma) {
  return lognormvariate(r.state(), mu, sigma);
}
inline double paretovariate(const Random& r, double alpha) { return paretovariate(r.state(), alpha); }
inline double weibullvariate(const Random& r, double alpha, double beta) {
  return weibullvariate(r.state(), alpha, beta);
}
inline double expovariate(const Random& r, double lambd) { return expovariate(r.state(), lambd); }

}  // namespace pyaot::ops::random
