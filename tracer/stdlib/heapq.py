"""heapq, as CPython's Lib/heapq.py and Modules/_heapqmodule.c (one
algorithm): a list kept as a binary min-heap, heap[k] <= heap[2*k+1] and
heap[k] <= heap[2*k+2]. See README.md beside this file."""


def heappush(heap, item):
    """Push item onto heap, maintaining the heap invariant."""
    heap.append(item)
    _siftdown(heap, 0, len(heap) - 1)


def heappop(heap):
    """Pop the smallest item off the heap, maintaining the heap invariant."""
    if not heap:
        raise IndexError("index out of range")  # _heapq's message
    lastelt = heap.pop()
    if heap:
        returnitem = heap[0]
        heap[0] = lastelt
        _siftup(heap, 0)
        return returnitem
    return lastelt


def heapreplace(heap, item):
    """Pop and return the current smallest value, and add the new item."""
    if not heap:
        raise IndexError("index out of range")
    returnitem = heap[0]
    heap[0] = item
    _siftup(heap, 0)
    return returnitem


def heappushpop(heap, item):
    """Fast version of a heappush followed by a heappop."""
    if heap and heap[0] < item:
        returnitem = heap[0]
        heap[0] = item
        _siftup(heap, 0)
        return returnitem
    return item


def heapify(x):
    """Transform list into a heap, in-place, in O(len(x)) time. (_heapq sifts
    large lists in a cache-friendly order; every node is still sifted after
    its subtrees, and sifts of disjoint subtrees commute: the same result.)"""
    n = len(x)
    for i in reversed(range(n // 2)):
        _siftup(x, i)


def _heapify_max(x):
    n = len(x)
    for i in reversed(range(n // 2)):
        _siftup_max(x, i)


def _heapreplace_max(heap, item):
    returnitem = heap[0]
    heap[0] = item
    _siftup_max(heap, 0)
    return returnitem


def _heappop_max(heap):
    """Maxheap version of a heappop."""
    lastelt = heap.pop()
    if heap:
        returnitem = heap[0]
        heap[0] = lastelt
        _siftup_max(heap, 0)
        return returnitem
    return lastelt


def merge(*iterables, key=None, reverse=False):
    """Merge sorted inputs into a single sorted output, lazily (CPython's
    steps). CPython keeps [value, order, next] per input in a heap; order
    (negated when reverse) is unique, so next is never compared. Compiled
    code has no next(): each input is a sequence read by position instead,
    one item when its head is taken, as its iterator would be (a generator
    or other iterator as input is refused where it is indexed)."""
    direction = -1 if reverse else 1
    taken = [1 for _ in iterables]
    if key is None:
        h = [(it[0], order * direction) for order, it in enumerate(iterables) if len(it) > 0]
        if reverse:
            _heapify_max(h)
        else:
            heapify(h)
        while len(h) > 1:
            value, order = h[0]
            yield value
            k = order * direction
            if taken[k] < len(iterables[k]):
                s = (iterables[k][taken[k]], order)
                taken[k] += 1
                if reverse:
                    _heapreplace_max(h, s)
                else:
                    heapreplace(h, s)
            elif reverse:
                _heappop_max(h)
            else:
                heappop(h)
        if h:
            value, order = h[0]
            yield value
            k = order * direction
            while taken[k] < len(iterables[k]):
                taken[k] += 1
                yield iterables[k][taken[k] - 1]
    else:
        h = [(key(it[0]), order * direction, it[0]) for order, it in enumerate(iterables)
             if len(it) > 0]
        if reverse:
            _heapify_max(h)
        else:
            heapify(h)
        while len(h) > 1:
            key_value, order, value = h[0]
            yield value
            k = order * direction
            if taken[k] < len(iterables[k]):
                value = iterables[k][taken[k]]
                taken[k] += 1
                s = (key(value), order, value)
                if reverse:
                    _heapreplace_max(h, s)
                else:
                    heapreplace(h, s)
            elif reverse:
                _heappop_max(h)
            else:
                heappop(h)
        if h:
            key_value, order, value = h[0]
            yield value
            k = order * direction
            while taken[k] < len(iterables[k]):
                taken[k] += 1
                yield iterables[k][taken[k] - 1]


def _siftdown(heap, startpos, pos):
    newitem = heap[pos]
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if newitem < parent:
            heap[pos] = parent
            pos = parentpos
            continue
        break
    heap[pos] = newitem


def _siftup(heap, pos):
    endpos = len(heap)
    startpos = pos
    newitem = heap[pos]
    childpos = 2 * pos + 1
    while childpos < endpos:
        rightpos = childpos + 1
        if rightpos < endpos and not heap[childpos] < heap[rightpos]:
            childpos = rightpos
        heap[pos] = heap[childpos]
        pos = childpos
        childpos = 2 * pos + 1
    heap[pos] = newitem
    _siftdown(heap, startpos, pos)


def _siftdown_max(heap, startpos, pos):
    newitem = heap[pos]
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if parent < newitem:
            heap[pos] = parent
            pos = parentpos
            continue
        break
    heap[pos] = newitem


def _siftup_max(heap, pos):
    endpos = len(heap)
    startpos = pos
    newitem = heap[pos]
    childpos = 2 * pos + 1
    while childpos < endpos:
        rightpos = childpos + 1
        if rightpos < endpos and not heap[rightpos] < heap[childpos]:
            childpos = rightpos
        heap[pos] = heap[childpos]
        pos = childpos
        childpos = 2 * pos + 1
    heap[pos] = newitem
    _siftdown_max(heap, startpos, pos)


# nsmallest/nlargest: CPython's steps. Its `zip(range(n), it)` takes the
# first n elements and the loop over `it` the rest: here one loop counts
# them. `try: size = len(iterable)` is the static isinstance test (a sized
# container); min()/max() with an object() sentinel is the n == 1 loop.

def nsmallest(n, iterable, key=None):
    """Find the n smallest elements in a dataset: sorted(iterable, key=key)[:n]."""
    if n == 1:
        best = [elem for elem in iterable if False]
        if key is None:
            for elem in iterable:
                if not best:
                    best.append(elem)
                elif elem < best[0]:
                    best[0] = elem
            return best
        else:
            best_key = [key(elem) for elem in iterable if False]
            for elem in iterable:
                k = key(elem)
                if not best:
                    best.append(elem)
                    best_key.append(k)
                elif k < best_key[0]:
                    best[0] = elem
                    best_key[0] = k
            return best
    if isinstance(iterable, (list, tuple, str, set, dict)):
        if n >= len(iterable):
            if key is None:
                return sorted(iterable)[:n]
            else:
                return sorted(iterable, key=key)[:n]
    if n <= 0:
        return [elem for elem in iterable if False]
    if key is None:
        result = [(elem, 0) for elem in iterable if False]
        order = 0
        for elem in iterable:
            if order < n:
                result.append((elem, order))
                order += 1
                if order == n:
                    _heapify_max(result)
                continue
            if elem < result[0][0]:
                _heapreplace_max(result, (elem, order))
                order += 1
        if order < n:
            _heapify_max(result)
        result.sort()
        return [r[0] for r in result]
    else:
        keyed = [(key(elem), 0, elem) for elem in iterable if False]
        order = 0
        for elem in iterable:
            if order < n:
                keyed.append((key(elem), order, elem))
                order += 1
                if order == n:
                    _heapify_max(keyed)
                continue
            k = key(elem)
            if k < keyed[0][0]:
                _heapreplace_max(keyed, (k, order, elem))
                order += 1
        if order < n:
            _heapify_max(keyed)
        keyed.sort()
        return [r[2] for r in keyed]


def nlargest(n, iterable, key=None):
    """Find the n largest elements in a dataset: sorted(iterable, key=key,
    reverse=True)[:n]."""
    if n == 1:
        best = [elem for elem in iterable if False]
        if key is None:
            for elem in iterable:
                if not best:
                    best.append(elem)
                elif elem > best[0]:
                    best[0] = elem
            return best
        else:
            best_key = [key(elem) for elem in iterable if False]
            for elem in iterable:
                k = key(elem)
                if not best:
                    best.append(elem)
                    best_key.append(k)
                elif k > best_key[0]:
                    best[0] = elem
                    best_key[0] = k
            return best
    if isinstance(iterable, (list, tuple, str, set, dict)):
        if n >= len(iterable):
            if key is None:
                return sorted(iterable, reverse=True)[:n]
            else:
                return sorted(iterable, key=key, reverse=True)[:n]
    if n <= 0:
        return [elem for elem in iterable if False]
    if key is None:
        result = [(elem, 0) for elem in iterable if False]
        count = 0
        order = 0
        for elem in iterable:
            if count < n:
                result.append((elem, order))
                count += 1
                order -= 1
                if count == n:
                    heapify(result)
                continue
            if result[0][0] < elem:
                heapreplace(result, (elem, order))
                order -= 1
        if count < n:
            heapify(result)
        result.sort(reverse=True)
        return [r[0] for r in result]
    else:
        keyed = [(key(elem), 0, elem) for elem in iterable if False]
        count = 0
        order = 0
        for elem in iterable:
            if count < n:
                keyed.append((key(elem), order, elem))
                count += 1
                order -= 1
                if count == n:
                    heapify(keyed)
                continue
            k = key(elem)
            if keyed[0][0] < k:
                heapreplace(keyed, (k, order, elem))
                order -= 1
        if count < n:
            heapify(keyed)
        keyed.sort(reverse=True)
        return [r[2] for r in keyed]
