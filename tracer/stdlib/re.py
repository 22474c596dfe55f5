"""re: regular expressions as CPython's sre engine matches them, for str
patterns. See README.md beside this file.

A pattern is parsed (_Parser) into a tree, compiled (_Compiler) to the code
of a backtracking machine (_run), and matched as sre does: alternatives in
order, greedy and lazy repeats, a repeat that matched empty does not repeat
again (sre's MAX_UNTIL/MIN_UNTIL rule), groups keep the last iteration's
text and are restored when the machine backtracks out of them, fixed-width
lookbehind. \\d, \\w and \\s are Unicode's (str.isdecimal, isalnum or '_',
isspace) unless ASCII is given; IGNORECASE compares characters that have
the same lowercase or the same uppercase (sre's lowercase and its table of
extra cases: re._casefix), a backreference's text by lowercase only.

What a pattern may use is checked at build time (pyaot.frontend.regex):
patterns are string constants, CPython must accept them, and constructs
this engine does not have (possessive repeats, atomic and conditional
groups, scoped inline flags, \\N{...}, the LOCALE flag) are refused there,
so the run-time parser meets only patterns it supports."""

NOFLAG = 0
IGNORECASE = 2
I = 2
LOCALE = 4
L = 4
MULTILINE = 8
M = 8
DOTALL = 16
S = 16
UNICODE = 32
U = 32
VERBOSE = 64
X = 64
ASCII = 256
A = 256

_MAXREPEAT = 4294967295

# Tree nodes (_Node.kind).
_SEQ = 0
_ALT = 1
_CHAR = 2
_ANY = 3
_SET = 4
_GROUP = 5
_REPEAT = 6
_AT = 7
_BACKREF = 8
_LOOK = 9

# Machine instructions.
_OP_CHAR = 1  # c: the character c
_OP_CHAR_I = 2  # c: a character with c's case variants
_OP_ANY = 3  # any character but a newline
_OP_ANY_ALL = 4  # any character (DOTALL)
_OP_SET = 5  # k: a character of set k
_OP_SPLIT = 6  # a b: try a, then b
_OP_JUMP = 7  # a
_OP_SAVE = 8  # n: group boundary n (2g the start of group g, 2g+1 its end)
_OP_MATCH = 9
_OP_AT = 10  # k: an assertion at the position (_AT_*)
_OP_BACKREF = 11  # g: the text group g matched
_OP_BACKREF_I = 12
_OP_MARK = 13  # r: register r holds the position (a repeat's iteration start)
_OP_CHECK = 14  # r a b: to a if the iteration was empty, else to b
_OP_LOOK = 15  # behind negate width end: the sub-machine that follows, up to end
_OP_COUNT_START = 16  # r last: counter r = 0, no optional iteration yet
_OP_COUNT_NEXT = 17  # r last min max lazy body exit: one more iteration or leave

# Assertions.
_AT_BEGIN = 0  # \A, ^
_AT_BEGIN_LINE = 1  # ^ under MULTILINE
_AT_END = 2  # \Z
_AT_END_LINE = 3  # $ under MULTILINE
_AT_END_OR_NEWLINE = 4  # $
_AT_BOUNDARY = 5  # \b
_AT_NON_BOUNDARY = 6  # \B

# Set items: (kind, lo, hi).
_ITEM_RANGE = 0
_ITEM_DIGIT = 1
_ITEM_NOT_DIGIT = 2
_ITEM_WORD = 3
_ITEM_NOT_WORD = 4
_ITEM_SPACE = 5
_ITEM_NOT_SPACE = 6

_SPECIAL = "()[]{}?*+-|^$\\.&~# \t\n\r\x0b\x0c"


class error(Exception):
    def __init__(self, msg):
        super().__init__(msg)
        self.msg = msg


class _Node:
    def __init__(self, kind, a, b, c):
        self.kind = kind
        self.a = a
        self.b = b
        self.c = c
        self.items = []


def _node(kind, a, b, c):
    return _Node(kind, a, b, c)


def _ascii_digit(c):
    return 48 <= c <= 57


def _is_digit(c, ascii_only):
    if c < 128:
        return 48 <= c <= 57
    return not ascii_only and chr(c).isdecimal()


def _is_word(c, ascii_only):
    if c < 128:
        return 48 <= c <= 57 or 65 <= c <= 90 or 97 <= c <= 122 or c == 95
    return not ascii_only and chr(c).isalnum()


def _is_space(c, ascii_only):
    if c < 128:
        return c == 32 or 9 <= c <= 13 or 28 <= c <= 31
    return not ascii_only and chr(c).isspace()


def _lower(c):
    if c < 128:
        return c + 32 if 65 <= c <= 90 else c
    if c == 304:  # U+0130: its one-character lowercase is 'i'
        return 105
    s = chr(c).lower()
    return ord(s) if len(s) == 1 else c


def _upper_text(c):
    if c < 128:
        return chr(c - 32) if 97 <= c <= 122 else chr(c)
    return chr(c).upper()


def _same_case(a, b):
    """sre's IGNORECASE equality of two characters."""
    if a == b:
        return True
    if a < 128 and b < 128:
        return _lower(a) == _lower(b)
    return _lower(a) == _lower(b) or _upper_text(a) == _upper_text(b)


class _Parser:
    """The pattern's tree, with group count and names."""

    def __init__(self, pattern, flags):
        self.p = pattern
        self.i = 0
        self.flags = flags
        self.groups = 0
        self.names = {"": 0}
        self.names.pop("")
        self.sets = [[0]]
        self.sets.pop()
        self.open_groups = [0]
        self.open_groups.pop()

    def more(self):
        return self.i < len(self.p)

    def peek(self):
        return self.p[self.i] if self.i < len(self.p) else ""

    def next(self):
        c = self.p[self.i]
        self.i += 1
        return c

    def skip_verbose(self):
        if self.flags & VERBOSE == 0:
            return
        while self.i < len(self.p):
            c = self.p[self.i]
            if c in " \t\n\r\x0b\x0c":
                self.i += 1
            elif c == "#":
                while self.i < len(self.p) and self.p[self.i] != "\n":
                    self.i += 1
            else:
                return

    def parse(self):
        self.leading_flags()
        tree = self.alternation()
        if self.more():
            raise error("unbalanced parenthesis")
        return tree

    def leading_flags(self):
        """(?aiLmsux) at the start: flags for the whole pattern."""
        while self.p.startswith("(?", self.i) and self.i + 2 < len(self.p) and \
                self.p[self.i + 2] in "aiLmsux":
            j = self.i + 2
            while j < len(self.p) and self.p[j] in "aiLmsux":
                j += 1
            if j >= len(self.p) or self.p[j] != ")":
                raise error("scoped inline flags are not supported")
            for f in self.p[self.i + 2:j]:
                self.flags |= _flag_of(f)
            self.i = j + 1

    def alternation(self):
        branches = [self.sequence()]
        while self.peek() == "|":
            self.i += 1
            branches.append(self.sequence())
        if len(branches) == 1:
            return branches[0]
        alt = _node(_ALT, 0, 0, 0)
        for b in branches:
            alt.items.append(b)
        return alt

    def sequence(self):
        seq = _node(_SEQ, 0, 0, 0)
        while True:
            self.skip_verbose()
            if not self.more() or self.peek() in "|)":
                return seq
            atom = self.atom()
            self.skip_verbose()
            if self.more() and self.peek() in "*+?{":
                atom = self.quantified(atom)
            seq.items.append(atom)

    def quantified(self, atom):
        c = self.peek()
        start = self.i
        lo = 0
        hi = _MAXREPEAT
        if c == "*":
            self.i += 1
        elif c == "+":
            self.i += 1
            lo = 1
        elif c == "?":
            self.i += 1
            hi = 1
        else:
            bounds = self.braces()
            if bounds[0] < 0:
                self.i = start
                return atom
            lo = bounds[0]
            hi = bounds[1]
        lazy = 0
        if self.peek() == "?":
            self.i += 1
            lazy = 1
        elif self.peek() == "+":
            raise error("possessive repeats are not supported")
        rep = _node(_REPEAT, lo, hi, lazy)
        rep.items.append(atom)
        if self.more() and self.peek() in "*+?" or self.peek() == "{" and self.braces_ahead():
            raise error("multiple repeat")
        return rep

    def braces_ahead(self):
        save = self.i
        bounds = self.braces()
        self.i = save
        return bounds[0] >= 0

    def braces(self):
        """{m}, {m,}, {,n}, {m,n} at i: (lo, hi), or (-1, -1) when the brace
        is a literal."""
        j = self.i + 1
        k = j
        while k < len(self.p) and _ascii_digit(ord(self.p[k])):
            k += 1
        lo_text = self.p[j:k]
        if k < len(self.p) and self.p[k] == "}":
            if lo_text == "":
                return (-1, -1)
            self.i = k + 1
            n = int(lo_text)
            return (n, n)
        if k >= len(self.p) or self.p[k] != ",":
            return (-1, -1)
        m = k + 1
        while m < len(self.p) and _ascii_digit(ord(self.p[m])):
            m += 1
        if m >= len(self.p) or self.p[m] != "}":
            return (-1, -1)
        hi_text = self.p[k + 1:m]
        self.i = m + 1
        lo = int(lo_text) if lo_text else 0
        hi = int(hi_text) if hi_text else _MAXREPEAT
        return (lo, hi)

    def atom(self):
        c = self.next()
        if c == ".":
            return _node(_ANY, 0, 0, 0)
        if c == "^":
            return _node(_AT, _AT_BEGIN_LINE if self.flags & MULTILINE else _AT_BEGIN, 0, 0)
        if c == "$":
            return _node(_AT, _AT_END_LINE if self.flags & MULTILINE else _AT_END_OR_NEWLINE,
                         0, 0)
        if c == "[":
            return _node(_SET, self.char_set(), 0, 0)
        if c == "(":
            return self.group()
        if c == "\\":
            return self.escape()
        if c in "*+?":
            raise error("nothing to repeat")
        return _node(_CHAR, ord(c), 0, 0)

    def group(self):
        if self.peek() != "?":
            self.groups += 1
            return self.capture(self.groups)
        self.i += 1
        c = self.next()
        if c == ":":
            body = self.alternation()
            self.close()
            return body
        if c == "P":
            d = self.next()
            if d == "<":
                end = self.p.index(">", self.i)
                name = self.p[self.i:end]
                self.i = end + 1
                self.groups += 1
                self.names[name] = self.groups
                return self.capture(self.groups)
            end = self.p.index(")", self.i)
            name = self.p[self.i:end]
            self.i = end + 1
            return _node(_BACKREF, self.names[name], 0, 0)
        if c == "#":
            while self.next() != ")":
                pass
            return _node(_SEQ, 0, 0, 0)
        if c == "=" or c == "!":
            return self.look(0, 1 if c == "!" else 0)
        if c == "<" and self.peek() in "=!":
            negate = 1 if self.next() == "!" else 0
            return self.look(1, negate)
        raise error("this group form is not supported")

    def capture(self, number):
        self.open_groups.append(number)
        body = self.alternation()
        self.close()
        self.open_groups.pop()
        g = _node(_GROUP, number, 0, 0)
        g.items.append(body)
        return g

    def look(self, behind, negate):
        body = self.alternation()
        self.close()
        n = _node(_LOOK, behind, negate, _width(body))
        n.items.append(body)
        return n

    def close(self):
        if not self.more() or self.next() != ")":
            raise error("missing ), unterminated subpattern")

    def escape(self):
        c = self.next()
        if c == "A":
            return _node(_AT, _AT_BEGIN, 0, 0)
        if c == "Z":
            return _node(_AT, _AT_END, 0, 0)
        if c == "b":
            return _node(_AT, _AT_BOUNDARY, 0, 0)
        if c == "B":
            return _node(_AT, _AT_NON_BOUNDARY, 0, 0)
        if c in "dDwWsS":
            s = len(self.sets)
            self.sets.append([0, _category(c), 0, 0])
            return _node(_SET, s, 0, 0)
        if "1" <= c <= "7" and self.i + 1 < len(self.p) and "0" <= self.p[self.i] <= "7" \
                and "0" <= self.p[self.i + 1] <= "7":  # three octal digits: a character
            self.i += 2
            return _node(_CHAR, int(self.p[self.i - 3:self.i], 8), 0, 0)
        if "1" <= c <= "9":
            j = self.i
            if j < len(self.p) and _ascii_digit(ord(self.p[j])):
                j += 1
            number = int(self.p[self.i - 1:j])
            self.i = j
            return _node(_BACKREF, number, 0, 0)
        return _node(_CHAR, self.escaped_char(c), 0, 0)

    def escaped_char(self, c):
        """The character of an escape other than a class or an assertion
        (also inside a set)."""
        simple = "\a\b\f\n\r\t\x0b\\"
        k = "abfnrtv\\".find(c)
        if k >= 0:
            return ord(simple[k])
        if c == "x":
            return self.hex_digits(2)
        if c == "u":
            return self.hex_digits(4)
        if c == "U":
            return self.hex_digits(8)
        if c == "0":
            j = self.i
            while j < len(self.p) and j < self.i + 2 and "0" <= self.p[j] <= "7":
                j += 1
            value = int("0" + self.p[self.i:j], 8)
            self.i = j
            return value
        if "1" <= c <= "7":  # an octal escape (inside a set)
            j = self.i
            while j < len(self.p) and j < self.i + 2 and "0" <= self.p[j] <= "7":
                j += 1
            value = int(self.p[self.i - 1:j], 8)
            self.i = j
            return value
        return ord(c)

    def hex_digits(self, n):
        value = int(self.p[self.i:self.i + n], 16)
        self.i += n
        return value

    def char_set(self):
        """A set [...] after its '[': its index in sets, whose list is
        [negate, kind, lo, hi, kind, lo, hi, ...]."""
        items = [0]
        if self.peek() == "^":
            self.i += 1
            items[0] = 1
        first = True
        while True:
            c = self.next()
            if c == "]" and not first:
                break
            first = False
            if c == "\\":
                e = self.next()
                if e in "dDwWsS":
                    items += [_category(e), 0, 0]
                    continue
                lo = self.escaped_char(e)
            else:
                lo = ord(c)
            if self.peek() == "-" and self.i + 1 < len(self.p) and self.p[self.i + 1] != "]":
                self.i += 1
                d = self.next()
                hi = self.escaped_char(self.next()) if d == "\\" else ord(d)
                items += [_ITEM_RANGE, lo, hi]
            else:
                items += [_ITEM_RANGE, lo, lo]
        self.sets.append(items)
        return len(self.sets) - 1


def _flag_of(f):
    return {"a": ASCII, "i": IGNORECASE, "L": LOCALE, "m": MULTILINE, "s": DOTALL,
            "u": UNICODE, "x": VERBOSE}[f]


def _category(c):
    return {"d": _ITEM_DIGIT, "D": _ITEM_NOT_DIGIT, "w": _ITEM_WORD, "W": _ITEM_NOT_WORD,
            "s": _ITEM_SPACE, "S": _ITEM_NOT_SPACE}[c]


def _width(n):
    """The fixed width of a lookbehind's body (CPython refuses others)."""
    if n.kind == _CHAR or n.kind == _ANY or n.kind == _SET:
        return 1
    if n.kind == _SEQ:
        w = 0
        for item in n.items:
            w += _width(item)
        return w
    if n.kind == _ALT:
        return _width(n.items[0])
    if n.kind == _GROUP:
        return _width(n.items[0])
    if n.kind == _REPEAT:
        return n.a * _width(n.items[0])
    return 0


class _Compiler:
    def __init__(self, flags):
        self.code = [0]
        self.code.pop()
        self.flags = flags
        self.registers = 0

    def emit(self, n):
        k = n.kind
        if k == _SEQ:
            for item in n.items:
                self.emit(item)
        elif k == _CHAR:
            if self.flags & IGNORECASE:
                self.code += [_OP_CHAR_I, n.a]
            else:
                self.code += [_OP_CHAR, n.a]
        elif k == _ANY:
            self.code.append(_OP_ANY_ALL if self.flags & DOTALL else _OP_ANY)
        elif k == _SET:
            self.code += [_OP_SET, n.a]
        elif k == _AT:
            self.code += [_OP_AT, n.a]
        elif k == _BACKREF:
            self.code += [_OP_BACKREF_I if self.flags & IGNORECASE else _OP_BACKREF, n.a]
        elif k == _GROUP:
            self.code += [_OP_SAVE, 2 * n.a]
            self.emit(n.items[0])
            self.code += [_OP_SAVE, 2 * n.a + 1]
        elif k == _ALT:
            self.alternation(n)
        elif k == _LOOK:
            at = len(self.code)
            self.code += [_OP_LOOK, n.a, n.b, n.c, 0]
            self.emit(n.items[0])
            self.code.append(_OP_MATCH)
            self.code[at + 4] = len(self.code)
        else:
            self.repeat(n)

    def alternation(self, n):
        jumps = [0]
        jumps.pop()
        for k in range(len(n.items)):
            if k + 1 < len(n.items):
                split = len(self.code)
                self.code += [_OP_SPLIT, split + 3, 0]
                self.emit(n.items[k])
                jumps.append(len(self.code))
                self.code += [_OP_JUMP, 0]
                self.code[split + 2] = len(self.code)
            else:
                self.emit(n.items[k])
        for j in jumps:
            self.code[j + 1] = len(self.code)

    def repeat(self, n):
        """A repeat as sre runs it: each iteration from where the last ended;
        greedy tries one more first, lazy the rest of the pattern first; an
        iteration that matched empty ends the repeat."""
        body = n.items[0]
        if n.a == 0 and n.b == 1:  # X?: X or nothing, in the repeat's order
            split = len(self.code)
            self.code += [_OP_SPLIT, 0, 0]
            self.emit(body)
            self.code[split + 1 + n.c] = split + 3
            self.code[split + 2 - n.c] = len(self.code)
            return
        if n.a == 1 and n.b == _MAXREPEAT and _size(body) <= 64:
            # X+ as X X* (the first iteration is not optional: sre checks
            # only optional ones for matching empty).
            self.emit(body)
            self.repeat(_star(body, n.c))
            return
        r = self.registers
        self.registers += 1
        if n.a == 0 and n.b == _MAXREPEAT:
            top = len(self.code)
            self.code += [_OP_SPLIT, 0, 0]
            start = len(self.code)
            self.code += [_OP_MARK, r]
            self.emit(body)
            check = len(self.code)
            self.code += [_OP_CHECK, r, 0, top]
            end = len(self.code)
            self.code[check + 2] = end
            if n.c:
                self.code[top + 1] = end
                self.code[top + 2] = start
            else:
                self.code[top + 1] = start
                self.code[top + 2] = end
            return
        last = self.registers  # where the last optional iteration started
        self.registers += 1
        self.code += [_OP_COUNT_START, r, last]
        top = len(self.code)
        self.code += [_OP_COUNT_NEXT, r, last, n.a, n.b, n.c, 0, 0]
        start = len(self.code)
        self.emit(body)
        self.code += [_OP_JUMP, top]
        self.code[top + 6] = start
        self.code[top + 7] = len(self.code)


def _size(n):
    size = 1
    for item in n.items:
        size += _size(item)
    return size


def _star(body, lazy):
    n = _node(_REPEAT, 0, _MAXREPEAT, lazy)
    n.items.append(body)
    return n


class _Program:
    def __init__(self, pattern, flags):
        parser = _Parser(pattern, flags)
        tree = parser.parse()
        self.flags = parser.flags
        self.groups = parser.groups
        self.names = parser.names
        self.sets = parser.sets
        compiler = _Compiler(parser.flags)
        compiler.emit(tree)
        compiler.code.append(_OP_MATCH)
        self.code = compiler.code
        self.registers = compiler.registers + 1


def _in_category(kind, c, ascii_only):
    """\\d, \\w, \\s (kinds 1, 3, 5) and their complements (2, 4, 6)."""
    if kind <= _ITEM_NOT_DIGIT:
        hit = _is_digit(c, ascii_only)
    elif kind <= _ITEM_NOT_WORD:
        hit = _is_word(c, ascii_only)
    else:
        hit = _is_space(c, ascii_only)
    return hit != (kind % 2 == 0)


def _in_set(items, c, ascii_only):
    k = 1
    while k < len(items):
        if items[k] == _ITEM_RANGE:
            if items[k + 1] <= c <= items[k + 2]:
                return True
        elif _in_category(items[k], c, ascii_only):
            return True
        k += 3
    return False


def _set_matches(items, c, flags):
    ascii_only = flags & ASCII != 0
    found = _in_set(items, c, ascii_only)
    if not found and flags & IGNORECASE:
        lo = _lower(c)
        found = _in_set(items, lo, ascii_only)
        if not found and c >= 128 or not found and lo != c or not found and 97 <= c <= 122:
            up = _upper_text(c)
            if len(up) == 1:
                found = _in_set(items, ord(up), ascii_only)
        if not found:
            found = _in_set_folded(items, c)
    return found != (items[0] == 1)


def _in_set_folded(items, c):
    """A range item holding a character with c's case (sre adds each
    item's case variants to the set)."""
    k = 1
    while k < len(items):
        if items[k] == _ITEM_RANGE and items[k + 2] - items[k + 1] < 256:
            for x in range(items[k + 1], items[k + 2] + 1):
                if _same_case(x, c):
                    return True
        k += 3
    return False


def _at(kind, text, pos, end, ascii_only):
    """An assertion at pos; as sre's, it sees the whole string before pos
    (a search from pos > 0 finds no `^` there) and the text up to end."""
    if kind == _AT_BEGIN:
        return pos == 0
    if kind == _AT_BEGIN_LINE:
        return pos == 0 or text[pos - 1] == 10
    if kind == _AT_END:
        return pos == end
    if kind == _AT_END_LINE:
        return pos == end or text[pos] == 10
    if kind == _AT_END_OR_NEWLINE:
        return pos == end or pos + 1 == end and text[pos] == 10
    if end == 0:  # \b and \B never match in an empty text
        return False
    before = pos > 0 and _is_word(text[pos - 1], ascii_only)
    after = pos < end and _is_word(text[pos], ascii_only)
    if kind == _AT_BOUNDARY:
        return before != after
    return before == after


def _set(stack, values, index, value, kind):
    """values[index] = value, undone when the machine backtracks past it
    (kind 1: a group boundary, 2: a register)."""
    stack.append(index)
    stack.append(values[index])
    stack.append(kind)
    values[index] = value


def _run(prog, text, pc, pos, end, slots, regs, full, nonempty, stack):
    """Runs the machine from pc at pos; on success returns the end position
    with slots holding the groups, else -1 (slots and regs as they were).
    `full`: only a match that ends at `end` succeeds (fullmatch, as sre's
    match_all: other ends backtrack); `nonempty`: only a match longer than
    nothing succeeds (sre's must_advance, after an empty match).
    The backtrack stack holds triples (x, y, kind): an alternative (pc, pos,
    0), or a group boundary (1) or register (2) to restore (index, value)."""
    code = prog.code
    flags = prog.flags
    ascii_only = flags & ASCII != 0
    first = pos
    base = len(stack)
    while True:
        op = code[pc]
        ok = True
        if op == _OP_CHAR:
            ok = pos < end and text[pos] == code[pc + 1]
            pos += 1
            pc += 2
        elif op == _OP_CHAR_I:
            ok = pos < end and _same_case(text[pos], code[pc + 1])
            pos += 1
            pc += 2
        elif op == _OP_ANY:
            ok = pos < end and text[pos] != 10
            pos += 1
            pc += 1
        elif op == _OP_ANY_ALL:
            ok = pos < end
            pos += 1
            pc += 1
        elif op == _OP_SET:
            ok = pos < end and _set_matches(prog.sets[code[pc + 1]], text[pos], flags)
            pos += 1
            pc += 2
        elif op == _OP_SPLIT:
            stack.append(code[pc + 2])
            stack.append(pos)
            stack.append(0)
            pc = code[pc + 1]
        elif op == _OP_JUMP:
            pc = code[pc + 1]
        elif op == _OP_SAVE:
            n = code[pc + 1]
            _set(stack, slots, n, pos, 1)
            if n % 2 == 1:  # a group closed: the match's lastindex, in the last slot
                _set(stack, slots, len(slots) - 1, n // 2, 1)
            pc += 2
        elif op == _OP_MATCH:
            if (not full or pos == end) and not (nonempty and pos == first):
                return pos
            ok = False
        elif op == _OP_AT:
            ok = _at(code[pc + 1], text, pos, end, ascii_only)
            pc += 2
        elif op == _OP_BACKREF or op == _OP_BACKREF_I:
            g = code[pc + 1]
            a = slots[2 * g]
            b = slots[2 * g + 1]
            ok = a >= 0 and b >= 0 and pos + (b - a) <= end
            k = 0
            while ok and k < b - a:
                if op == _OP_BACKREF:
                    ok = text[a + k] == text[pos + k]
                else:  # sre compares a group's text by lowercase only
                    ok = _lower(text[a + k]) == _lower(text[pos + k])
                k += 1
            if ok:
                pos += b - a
            pc += 2
        elif op == _OP_MARK:
            _set(stack, regs, code[pc + 1], pos, 2)
            pc += 2
        elif op == _OP_CHECK:
            pc = code[pc + 2] if regs[code[pc + 1]] == pos else code[pc + 3]
        elif op == _OP_COUNT_START:
            r = code[pc + 1]
            last = code[pc + 2]
            stack += [r, regs[r], 2, last, regs[last], 2]
            regs[r] = 0
            regs[last] = -1
            pc += 3
        elif op == _OP_COUNT_NEXT:
            # sre's MAX_UNTIL and MIN_UNTIL: the minimum iterates whatever it
            # matched; past it, an optional iteration that matched empty ends
            # the repeat (`last` is where that iteration started).
            r = code[pc + 1]
            last = code[pc + 2]
            count = regs[r]
            body = code[pc + 6]
            out = code[pc + 7]
            if count < code[pc + 3]:
                stack += [r, count, 2]
                regs[r] = count + 1
                pc = body
            elif count >= code[pc + 4] or regs[last] == pos:
                pc = out
            elif code[pc + 5]:  # lazy: the rest of the pattern first
                stack += [r, count, 2, last, regs[last], 2,
                          body, pos, 0, r, count + 1, 2, last, pos, 2]
                pc = out
            else:
                stack += [r, count, 2, last, regs[last], 2, out, pos, 0, r, count, 2,
                          last, regs[last], 2]
                regs[r] = count + 1
                regs[last] = pos
                pc = body
        else:  # _OP_LOOK
            behind = code[pc + 1]
            negate = code[pc + 2]
            at = pos - code[pc + 3] if behind else pos
            found = -1
            if at >= 0:
                saved = list(slots)
                inner = [0]
                inner.pop()
                found = _run(prog, text, pc + 5, at, end, slots, regs, False, False, inner)
                if found < 0 or negate:
                    for k in range(len(slots)):
                        slots[k] = saved[k]
                else:  # groups set inside: restored if the machine backtracks
                    for k in range(len(slots)):
                        if slots[k] != saved[k]:
                            stack += [k, saved[k], 1]
            ok = (found >= 0) != (negate == 1)
            pc = code[pc + 4]
        if not ok:
            resumed = False
            while len(stack) > base and not resumed:
                kind = stack.pop()
                value = stack.pop()
                x = stack.pop()
                if kind == 0:
                    pc = x
                    pos = value
                    resumed = True
                elif kind == 1:
                    slots[x] = value
                else:
                    regs[x] = value
            if not resumed:
                return -1


def _codes(string):
    return [ord(ch) for ch in string]


def _clamp(pos, endpos, n):
    if pos < 0:
        pos = 0
    if pos > n:
        pos = n
    if endpos < 0:
        endpos = 0
    if endpos > n:
        endpos = n
    return pos, endpos


class _PatternBase:
    """What every compiled pattern has; findall() and split(), whose
    results differ with the number of groups, are its subclasses'."""

    def __init__(self, pattern, flags):
        prog = _Program(pattern, flags)
        self.pattern = pattern
        self._prog = prog
        self.flags = prog.flags | UNICODE if prog.flags & ASCII == 0 else prog.flags
        self.groups = prog.groups
        self.groupindex = dict(prog.names)

    def _scan(self, string, text, start, pos, endpos, full, nonempty, anywhere):
        """The match at start, or with `anywhere` the first at or after it
        (up to endpos), or None; with `nonempty`, one at start must not be
        empty. A failed run leaves the groups, registers and stack as they
        were, so the next start reuses them."""
        prog = self._prog
        slots = [-1] * (2 * prog.groups + 3)  # and the last group closed
        regs = [-1] * prog.registers
        stack = [0]
        stack.pop()
        first = prog.code[1] if prog.code[0] == _OP_CHAR else -1
        while start <= endpos:
            if first < 0 or start < endpos and text[start] == first:
                e = _run(prog, text, 0, start, endpos, slots, regs, full, nonempty, stack)
                if e >= 0:
                    slots[0] = start
                    slots[1] = e
                    return Match(self, string, slots, pos, endpos)
            if not anywhere:
                return None
            start += 1
            nonempty = False
        return None

    def match(self, string, pos=0, endpos=2147483647):
        text = _codes(string)
        pos, endpos = _clamp(pos, endpos, len(text))
        return self._scan(string, text, pos, pos, endpos, False, False, False)

    def fullmatch(self, string, pos=0, endpos=2147483647):
        text = _codes(string)
        pos, endpos = _clamp(pos, endpos, len(text))
        return self._scan(string, text, pos, pos, endpos, True, False, False)

    def search(self, string, pos=0, endpos=2147483647):
        text = _codes(string)
        pos, endpos = _clamp(pos, endpos, len(text))
        return self._scan(string, text, pos, pos, endpos, False, False, True)

    def finditer(self, string, pos=0, endpos=2147483647):
        """Matches left to right, each from where the last ended; after an
        empty match, the next one there must not be empty (CPython 3.7 on)."""
        text = _codes(string)
        pos, endpos = _clamp(pos, endpos, len(text))
        start = pos
        nonempty = False
        while start <= endpos:
            m = self._scan(string, text, start, pos, endpos, False, nonempty, True)
            if m is None:
                return
            yield m
            start = m.end()
            nonempty = m.start() == start
        return

    def subn(self, repl, string, count=0):
        parts = [""]
        parts.pop()
        last = 0
        n = 0
        template = _Template(repl, self) if isinstance(repl, str) else None
        for m in self.finditer(string):
            if count > 0 and n >= count:
                break
            parts.append(string[last:m.start()])
            if isinstance(repl, str):
                parts.append(template.expand(m))
            else:
                parts.append(repl(m))
            last = m.end()
            n += 1
        parts.append(string[last:])
        return "".join(parts), n

    def sub(self, repl, string, count=0):
        return self.subn(repl, string, count)[0]

    def __repr__(self):
        shown = repr(self.pattern)
        names = ["re.TEMPLATE", "re.IGNORECASE", "re.LOCALE", "re.MULTILINE", "re.DOTALL",
                 "re.UNICODE", "re.VERBOSE", "re.DEBUG", "re.ASCII"]
        flags = [names[k] for k in range(9)
                 if self.flags & (1 << k) and not (k == 5 and self.flags & 256 == 0)]
        if flags:
            return "re.compile(" + shown + ", " + "|".join(flags) + ")"
        return "re.compile(" + shown + ")"


class Pattern(_PatternBase):
    """A pattern without groups (re.compile's result; pyaot.frontend.regex
    gives one with groups a _Pattern1 or _Pattern2)."""

    def findall(self, string, pos=0, endpos=2147483647):
        return _findall_texts(self, string, pos, endpos)

    def split(self, string, maxsplit=0):
        out = [""]
        out.pop()
        last = 0
        for m in self.finditer(string):
            if 0 < maxsplit <= len(out):
                break
            out.append(string[last:m.start()])
            last = m.end()
        out.append(string[last:])
        return out


def _findall_texts(p, string, pos, endpos):
    out = [""]
    out.pop()
    for m in p.finditer(string, pos, endpos):
        out.append(m._span_text(1 if p.groups == 1 else 0))
    return out


def _split_with_groups(p, string, maxsplit):
    """split() of a pattern with groups: each match's groups too, None for
    those unmatched."""
    out = [string[0:0], None]
    out.pop()
    out.pop()
    last = 0
    n = 0
    for m in p.finditer(string):
        if 0 < maxsplit <= n:
            break
        out.append(string[last:m.start()])
        for g in range(1, p.groups + 1):
            out.append(m._text(g))
        last = m.end()
        n += 1
    out.append(string[last:])
    return out


class _Pattern1(_PatternBase):
    """A pattern with one group (pyaot.frontend.regex picks it at build
    time): findall() returns the group's text, split() the group too."""

    def findall(self, string, pos=0, endpos=2147483647):
        return _findall_texts(self, string, pos, endpos)

    def split(self, string, maxsplit=0):
        return _split_with_groups(self, string, maxsplit)


class _Pattern2(_PatternBase):
    """A pattern with two or more groups: findall() returns each match's
    groups as a tuple ("" for those unmatched)."""

    def findall(self, string, pos=0, endpos=2147483647):
        out = []
        for m in self.finditer(string, pos, endpos):
            out.append(tuple([m._span_text(g) for g in range(1, self.groups + 1)]))
        return out

    def split(self, string, maxsplit=0):
        return _split_with_groups(self, string, maxsplit)


class _Template:
    """A replacement string: its literal pieces and group references."""

    def __init__(self, repl, pattern):
        self.pieces = [""]
        self.pieces.pop()
        self.groups = [0]
        self.groups.pop()
        text = ""
        i = 0
        while i < len(repl):
            c = repl[i]
            i += 1
            if c != "\\" or i >= len(repl):
                text += c
                continue
            d = repl[i]
            i += 1
            if d == "g":
                end = repl.index(">", i)
                name = repl[i + 1:end]
                i = end + 1
                self.pieces.append(text)
                text = ""
                self.groups.append(int(name) if name.isdigit() else pattern.groupindex[name])
            elif "0" <= d <= "9":
                j = i
                if j < len(repl) and "0" <= repl[j] <= "9":
                    j += 1
                self.pieces.append(text)
                text = ""
                self.groups.append(int(repl[i - 1:j]))
                i = j
            else:
                k = "abfnrtv\\".find(d)
                text += "\a\b\f\n\r\t\x0b\\"[k] if k >= 0 else "\\" + d
        self.pieces.append(text)

    def expand(self, m):
        out = self.pieces[0]
        for k in range(len(self.groups)):
            out += m._span_text(self.groups[k]) + self.pieces[k + 1]
        return out


class Match:
    def __init__(self, pattern, string, slots, pos, endpos):
        self.re = pattern
        self.string = string
        self._slots = slots
        self.pos = pos
        self.endpos = endpos
        last = slots[len(slots) - 1]
        self.lastindex = last if last > 0 else None
        self.lastgroup = None
        for name in pattern.groupindex:
            if pattern.groupindex[name] == last:
                self.lastgroup = name

    def _index(self, g):
        if isinstance(g, str):
            if g not in self.re.groupindex:
                raise IndexError("no such group")
            return self.re.groupindex[g]
        if g < 0 or g > self.re.groups:
            raise IndexError("no such group")
        return g

    def _span_text(self, g):
        a = self._slots[2 * g]
        b = self._slots[2 * g + 1]
        return self.string[a:b] if a >= 0 and b >= 0 else ""

    def _text(self, g):
        a = self._slots[2 * g]
        b = self._slots[2 * g + 1]
        if a < 0 or b < 0:
            return None
        return self.string[a:b]

    def group(self, g=0):
        return self._text(self._index(g))

    def __getitem__(self, g):
        return self._text(self._index(g))

    def groups(self, default=None):
        out = [default]
        out.pop()
        for g in range(1, self.re.groups + 1):
            t = self._text(g)
            out.append(default if t is None else t)
        return tuple(out)

    def groupdict(self, default=None):
        out = {"": default}
        out.pop("")
        for name in self.re.groupindex:
            t = self._text(self.re.groupindex[name])
            out[name] = default if t is None else t
        return out

    def start(self, g=0):
        k = self._index(g)
        return self._slots[2 * k] if self._slots[2 * k + 1] >= 0 else -1

    def end(self, g=0):
        k = self._index(g)
        return self._slots[2 * k + 1] if self._slots[2 * k] >= 0 else -1

    def span(self, g=0):
        return (self.start(g), self.end(g))

    def expand(self, template):
        return _Template(template, self.re).expand(self)

    def __bool__(self):
        return True

    def __repr__(self):
        return ("<re.Match object; span=" + repr(self.span()) + ", match="
                + repr(self.group()) + ">")


def compile(pattern, flags=0):
    return Pattern(pattern, flags)


def _compile1(pattern, flags=0):
    return _Pattern1(pattern, flags)


def _compile2(pattern, flags=0):
    return _Pattern2(pattern, flags)


def match(pattern, string, flags=0):
    return Pattern(pattern, flags).match(string)


def fullmatch(pattern, string, flags=0):
    return Pattern(pattern, flags).fullmatch(string)


def search(pattern, string, flags=0):
    return Pattern(pattern, flags).search(string)


def findall(pattern, string, flags=0):
    return Pattern(pattern, flags).findall(string)


def _findall2(pattern, string, flags=0):
    return _Pattern2(pattern, flags).findall(string)


def _split1(pattern, string, maxsplit=0, flags=0):
    return _Pattern1(pattern, flags).split(string, maxsplit)


def finditer(pattern, string, flags=0):
    for m in Pattern(pattern, flags).finditer(string):
        yield m


def split(pattern, string, maxsplit=0, flags=0):
    return Pattern(pattern, flags).split(string, maxsplit)


def sub(pattern, repl, string, count=0, flags=0):
    return Pattern(pattern, flags).sub(repl, string, count)


def subn(pattern, repl, string, count=0, flags=0):
    return Pattern(pattern, flags).subn(repl, string, count)


def escape(pattern):
    out = ""
    for c in pattern:
        out += "\\" + c if c in _SPECIAL else c
    return out
