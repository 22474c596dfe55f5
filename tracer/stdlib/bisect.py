"""bisect, as CPython's Lib/bisect.py and Modules/_bisectmodule.c (one
algorithm): binary search over a sorted sequence. See README.md beside this
file."""


def insort_right(a, x, lo=0, hi=None, *, key=None):
    """Insert item x in list a, and keep it sorted assuming a is sorted."""
    if key is None:
        lo = bisect_right(a, x, lo, hi)
    else:
        lo = bisect_right(a, key(x), lo, hi, key=key)
    a.insert(lo, x)


def bisect_right(a, x, lo=0, hi=None, *, key=None):
    """The index where to insert item x in list a, after any equal items."""
    if lo < 0:
        raise ValueError('lo must be non-negative')
    end = _end(a, hi)
    if key is None:
        while lo < end:
            mid = (lo + end) // 2
            if x < a[mid]:
                end = mid
            else:
                lo = mid + 1
    else:
        while lo < end:
            mid = (lo + end) // 2
            if x < key(a[mid]):
                end = mid
            else:
                lo = mid + 1
    return lo


def insort_left(a, x, lo=0, hi=None, *, key=None):
    """Insert item x in list a, and keep it sorted assuming a is sorted."""
    if key is None:
        lo = bisect_left(a, x, lo, hi)
    else:
        lo = bisect_left(a, key(x), lo, hi, key=key)
    a.insert(lo, x)


def bisect_left(a, x, lo=0, hi=None, *, key=None):
    """The index where to insert item x in list a, before any equal items."""
    if lo < 0:
        raise ValueError('lo must be non-negative')
    end = _end(a, hi)
    if key is None:
        while lo < end:
            mid = (lo + end) // 2
            if a[mid] < x:
                lo = mid + 1
            else:
                end = mid
    else:
        while lo < end:
            mid = (lo + end) // 2
            if key(a[mid]) < x:
                lo = mid + 1
            else:
                end = mid
    return lo


def _end(a, hi):
    """_bisect reads hi=None as -1, and -1 (passed or not) as len(a)."""
    if hi is None:
        return len(a)
    elif hi == -1:
        return len(a)
    else:
        return hi


def bisect(a, x, lo=0, hi=None, *, key=None):
    """bisect_right (CPython binds the same function to both names)."""
    return bisect_right(a, x, lo, hi, key=key)


def insort(a, x, lo=0, hi=None, *, key=None):
    """insort_right (CPython binds the same function to both names)."""
    insort_right(a, x, lo, hi, key=key)
