// list.sort() and sorted() as CPython sorts: its timsort (Objects/listobject.c,
// Objects/listsort.txt), step for step, comparing with `<` only. Any stable
// sort gives the same answer for a total order; for orderings that are not
// one (NaN floats, user __lt__ that is not transitive) only the same sequence
// of comparisons gives CPython's output, so this follows its algorithm:
// natural runs (strictly descending ones reversed), binary insertion up to
// minrun, powersort merge policy, galloping merges with an adaptive
// min_gallop. A comparison that raises leaves the array a permutation of its
// input, as CPython's does.
#pragma once

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

namespace pyaot::timsort {

inline constexpr std::ptrdiff_t kMinGallop = 7;

// minrun for n elements: n below 64, else a k in [32, 64] such that n / k is
// just under a power of two.
inline std::ptrdiff_t min_run(std::ptrdiff_t n) {
  std::ptrdiff_t r = 0;
  while (n >= 64) {
    r |= n & 1;
    n >>= 1;
  }
  return n + r;
}

// The powersort "power" of the run [s1, s1 + n1) followed by n2 more
// elements, in a list of n: the first bit where the midpoints of the two runs,
// as fractions of n, differ.
inline int run_power(std::ptrdiff_t s1, std::ptrdiff_t n1, std::ptrdiff_t n2, std::ptrdiff_t n) {
  int power = 0;
  std::ptrdiff_t a = 2 * s1 + n1;  // twice the midpoints, to stay in integers
  std::ptrdiff_t b = a + n1 + n2;
  for (;;) {
    ++power;
    if (a >= n) {
      a -= n;
      b -= n;
    } else if (b >= n) {
      break;
    }
    a <<= 1;
    b <<= 1;
  }
  return power;
}

template <class T, class Less>
class Sorter {
 public:
  Sorter(std::vector<T>& items, Less& less)
      : base_(items.data()), n_(static_cast<std::ptrdiff_t>(items.size())), less_(less) {}

  void run() {
    if (n_ < 2) return;
    std::ptrdiff_t minrun = min_run(n_);
    T* lo = base_;
    std::ptrdiff_t remaining = n_;
    do {
      bool descending = false;
      std::ptrdiff_t n = count_run(lo, lo + remaining, descending);
      if (descending) std::reverse(lo, lo + n);
      if (n < minrun) {
        std::ptrdiff_t force = std::min(remaining, minrun);
        binary_sort(lo, lo + force, lo + n);
        n = force;
      }
      found_new_run(n);
      pending_.push_back({lo, n, 0});
      lo += n;
      remaining -= n;
    } while (remaining);
    while (pending_.size() > 1) {  // force the last merges
      std::size_t i = pending_.size() - 2;
      if (i > 0 && pending_[i - 1].len < pending_[i + 1].len) --i;
      merge_at(i);
    }
  }

 private:
  struct Run {
    T* base;
    std::ptrdiff_t len;
    int power;
  };

  bool lt(const T& a, const T& b) { return less_(a, b); }

  // Sorts [lo, hi) by binary insertion, [lo, start) being sorted already.
  void binary_sort(T* lo, T* hi, T* start) {
    if (lo == start) ++start;
    for (; start < hi; ++start) {
      T* l = lo;
      T* r = start;
      do {  // pivot >= all in [lo, l), pivot < all in [r, start)
        T* p = l + ((r - l) >> 1);
        if (lt(*start, *p)) r = p; else l = p + 1;
      } while (l < r);
      T pivot = std::move(*start);
      std::move_backward(l, start, start + 1);
      *l = std::move(pivot);
    }
  }

  // The length of the run at lo: lo[0] <= lo[1] <= ... or strictly
  // lo[0] > lo[1] > ... (`descending`).
  std::ptrdiff_t count_run(T* lo, T* hi, bool& descending) {
    descending = false;
    if (++lo == hi) return 1;
    std::ptrdiff_t n = 2;
    if (lt(*lo, *(lo - 1))) {
      descending = true;
      for (++lo; lo < hi && lt(*lo, *(lo - 1)); ++lo) ++n;
    } else {
      for (++lo; lo < hi && !lt(*lo, *(lo - 1)); ++lo) ++n;
    }
    return n;
  }

  // Where key goes in the sorted a[0, n), left of any equal elements,
  // searching outward from a[hint].
  std::ptrdiff_t gallop_left(const T& key, T* a, std::ptrdiff_t n, std::ptrdiff_t hint) {
    std::ptrdiff_t last = 0, ofs = 1;
    if (lt(a[hint], key)) {  // gallop right: a[hint + last] < key <= a[hint + ofs]
      std::ptrdiff_t max = n - hint;
      while (ofs < max && lt(a[hint + ofs], key)) {
        last = ofs;
        ofs = (ofs << 1) + 1;
      }
      ofs = std::min(ofs, max);
      last += hint;
      ofs += hint;
    } else {  // gallop left: a[hint - ofs] < key <= a[hint - last]
      std::ptrdiff_t max = hint + 1;
      while (ofs < max && !lt(a[hint - ofs], key)) {
        last = ofs;
        ofs = (ofs << 1) + 1;
      }
      ofs = std::min(ofs, max);
      std::ptrdiff_t k = last;
      last = hint - ofs;
      ofs = hint - k;
    }
    for (++last; last < ofs;) {  // a[last - 1] < key <= a[ofs]
      std::ptrdiff_t m = last + ((ofs - last) >> 1);
      if (lt(a[m], key)) last = m + 1; else ofs = m;
    }
    return ofs;
  }

  // As gallop_left, but right of any elements equal to key.
  std::ptrdiff_t gallop_right(const T& key, T* a, std::ptrdiff_t n, std::ptrdiff_t hint) {
    std::ptrdiff_t last = 0, ofs = 1;
    if (lt(key, a[hint])) {  // gallop left: a[hint - ofs] <= key < a[hint - last]
      std::ptrdiff_t max = hint + 1;
      while (ofs < max && lt(key, a[hint - ofs])) {
        last = ofs;
        ofs = (ofs << 1) + 1;
      }
      ofs = std::min(ofs, max);
      std::ptrdiff_t k = last;
      last = hint - ofs;
      ofs = hint - k;
    } else {  // gallop right: a[hint + last] <= key < a[hint + ofs]
      std::ptrdiff_t max = n - hint;
      while (ofs < max && !lt(key, a[hint + ofs])) {
        last = ofs;
        ofs = (ofs << 1) + 1;
      }
      ofs = std::min(ofs, max);
      last += hint;
      ofs += hint;
    }
    for (++last; last < ofs;) {  // a[last - 1] <= key < a[ofs]
      std::ptrdiff_t m = last + ((ofs - last) >> 1);
      if (lt(key, a[m])) ofs = m; else last = m + 1;
    }
    return ofs;
  }

  T* scratch(std::ptrdiff_t need) {
    if (static_cast<std::ptrdiff_t>(tmp_.size()) < need) tmp_.resize(static_cast<std::size_t>(need));
    return tmp_.data();
  }

  // Merges the na elements at a with the nb after them, na <= nb, a[na - 1]
  // belonging at the end. The a run waits in scratch; the holes it leaves
  // are always [dest, dest + na), so a comparison that raises moves what is
  // left of it back there.
  void merge_lo(T* a, std::ptrdiff_t na, T* b, std::ptrdiff_t nb) {
    T* pa = scratch(na);
    std::move(a, a + na, pa);
    T* dest = a;
    try {
      *dest++ = std::move(*b++);
      if (--nb == 0) return finish_lo(dest, pa, na);
      if (na == 1) return copy_b(dest, pa, b, nb);
      std::ptrdiff_t min_gallop = min_gallop_;
      for (;;) {
        std::ptrdiff_t acount = 0, bcount = 0;  // wins in a row
        for (;;) {
          if (lt(*b, *pa)) {
            *dest++ = std::move(*b++);
            ++bcount;
            acount = 0;
            if (--nb == 0) return finish_lo(dest, pa, na);
            if (bcount >= min_gallop) break;
          } else {
            *dest++ = std::move(*pa++);
            ++acount;
            bcount = 0;
            if (--na == 1) return copy_b(dest, pa, b, nb);
            if (acount >= min_gallop) break;
          }
        }
        ++min_gallop;
        do {  // one run wins consistently: gallop
          min_gallop -= min_gallop > 1;
          min_gallop_ = min_gallop;
          std::ptrdiff_t k = gallop_right(*b, pa, na, 0);
          acount = k;
          if (k) {
            dest = std::move(pa, pa + k, dest);
            pa += k;
            na -= k;
            if (na == 1) return copy_b(dest, pa, b, nb);
            if (na == 0) return finish_lo(dest, pa, na);  // an inconsistent order
          }
          *dest++ = std::move(*b++);
          if (--nb == 0) return finish_lo(dest, pa, na);
          k = gallop_left(*pa, b, nb, 0);
          bcount = k;
          if (k) {
            dest = std::move(b, b + k, dest);
            b += k;
            nb -= k;
            if (nb == 0) return finish_lo(dest, pa, na);
          }
          *dest++ = std::move(*pa++);
          if (--na == 1) return copy_b(dest, pa, b, nb);
        } while (acount >= kMinGallop || bcount >= kMinGallop);
        min_gallop_ = ++min_gallop;  // penalised for leaving galloping
      }
    } catch (...) {
      finish_lo(dest, pa, na);
      throw;
    }
  }
  static void finish_lo(T* dest, T* pa, std::ptrdiff_t na) { std::move(pa, pa + na, dest); }
  static void copy_b(T* dest, T* pa, T* b, std::ptrdiff_t nb) {
    dest = std::move(b, b + nb, dest);  // the last of a belongs at the end
    *dest = std::move(*pa);
  }

  // Merges the na elements at a with the nb after them, na >= nb, from the
  // right. The b run waits in scratch; the holes it leaves are always
  // (dest - nb, dest].
  void merge_hi(T* a, std::ptrdiff_t na, T* b, std::ptrdiff_t nb) {
    T* baseb = scratch(nb);
    std::move(b, b + nb, baseb);
    T* dest = b + nb - 1;
    T* pb = baseb + nb - 1;
    T* pa = a + na - 1;
    try {
      *dest-- = std::move(*pa--);
      if (--na == 0) return finish_hi(dest, baseb, nb);
      if (nb == 1) return copy_a(dest, pa, na, pb);
      std::ptrdiff_t min_gallop = min_gallop_;
      for (;;) {
        std::ptrdiff_t acount = 0, bcount = 0;
        for (;;) {
          if (lt(*pb, *pa)) {
            *dest-- = std::move(*pa--);
            ++acount;
            bcount = 0;
            if (--na == 0) return finish_hi(dest, baseb, nb);
            if (acount >= min_gallop) break;
          } else {
            *dest-- = std::move(*pb--);
            ++bcount;
            acount = 0;
            if (--nb == 1) return copy_a(dest, pa, na, pb);
            if (bcount >= min_gallop) break;
          }
        }
        ++min_gallop;
        do {
          min_gallop -= min_gallop > 1;
          min_gallop_ = min_gallop;
          std::ptrdiff_t k = na - gallop_right(*pb, a, na, na - 1);
          acount = k;
          if (k) {
            dest -= k;
            pa -= k;
            std::move_backward(pa + 1, pa + 1 + k, dest + 1 + k);
            na -= k;
            if (na == 0) return finish_hi(dest, baseb, nb);
          }
          *dest-- = std::move(*pb--);
          if (--nb == 1) return copy_a(dest, pa, na, pb);
          k = nb - gallop_left(*pa, baseb, nb, nb - 1);
          bcount = k;
          if (k) {
            dest -= k;
            pb -= k;
            std::move(pb + 1, pb + 1 + k, dest + 1);
            nb -= k;
            if (nb == 1) return copy_a(dest, pa, na, pb);
            if (nb == 0) return finish_hi(dest, baseb, nb);  // an inconsistent order
          }
          *dest-- = std::move(*pa--);
          if (--na == 0) return finish_hi(dest, baseb, nb);
        } while (acount >= kMinGallop || bcount >= kMinGallop);
        min_gallop_ = ++min_gallop;
      }
    } catch (...) {
      finish_hi(dest, baseb, nb);
      throw;
    }
  }
  static void finish_hi(T* dest, T* baseb, std::ptrdiff_t nb) {
    std::move(baseb, baseb + nb, dest - (nb - 1));
  }
  static void copy_a(T* dest, T* pa, std::ptrdiff_t na, T* pb) {
    std::move_backward(pa + 1 - na, pa + 1, dest + 1);  // the first of b goes first
    *(dest - na) = std::move(*pb);
  }

  // Merges pending runs i and i + 1.
  void merge_at(std::size_t i) {
    T* a = pending_[i].base;
    std::ptrdiff_t na = pending_[i].len;
    T* b = pending_[i + 1].base;
    std::ptrdiff_t nb = pending_[i + 1].len;
    pending_[i].len = na + nb;
    pending_.erase(pending_.begin() + static_cast<std::ptrdiff_t>(i) + 1);
    std::ptrdiff_t k = gallop_right(*b, a, na, 0);  // a's prefix already in place
    a += k;
    na -= k;
    if (na == 0) return;
    nb = gallop_left(a[na - 1], b, nb, nb - 1);  // b's suffix already in place
    if (nb <= 0) return;
    if (na <= nb) merge_lo(a, na, b, nb); else merge_hi(a, na, b, nb);
  }

  void found_new_run(std::ptrdiff_t n2) {
    if (pending_.empty()) return;
    const Run& last = pending_.back();
    int power = run_power(last.base - base_, last.len, n2, n_);
    while (pending_.size() > 1 && pending_[pending_.size() - 2].power > power) {
      merge_at(pending_.size() - 2);
    }
    pending_.back().power = power;
  }

  T* base_;
  std::ptrdiff_t n_;
  Less& less_;
  std::ptrdiff_t min_gallop_ = kMinGallop;
  std::vector<Run> pending_;
  std::vector<T> tmp_;
};

// Sorts v in place, comparing with less(a, b) only (it may throw).
template <class T, class Less>
void sort(std::vector<T>& v, Less less) {
  Sorter<T, Less>(v, less).run();
}

}  // namespace pyaot::timsort
