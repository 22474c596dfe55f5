"""`match` statements (PEP 634) as the if statements they mean.

CPython evaluates the subject once and tries the cases in order: a case's
pattern is tested, its names are bound only once the whole pattern matched,
then its guard runs; a false guard leaves those names bound and goes on to
the next case. Here the subject is read from a variable (its own, when
nothing can rebind it while the cases run, so a case body sees it narrowed:
`case Circle(): s.r`), each pattern becomes one `and` of tests on the
subject's items and attributes, and the cases an if/elif chain, each
case's body in the `if` and the cases after it in the `else`. A guarded
case binds its names and runs its guard inside its test's `if`, and the
`if` of the guard's outcome holds the body (so exhaustive matches still
end a function). The tests read items and attributes again where a name is
bound to what a nested pattern tested (and to choose what an alternative
`p | q` bound): of lists, tuples and dicts, with no effect; only a property
or `__eq__` with effects could tell (README: match statements).

The tests, as CPython makes them:
- a literal or dotted value: `==`; None: `is None`; True and False: a bool
  that is equal (`1` does not match `case True:`);
- a sequence pattern `[a, b]` / `(a, *rest)`: a sequence that is not
  str/bytes/bytearray (ir.SEQUENCE_PATTERN, decided by the static type), its
  length, then each item; a star binds a list;
- a mapping pattern `{"k": v}`: a mapping (ir.MAPPING_PATTERN) holding each
  key, then each value;
- a class pattern `C(a, b=p)`: isinstance, then attributes (positional ones
  by C's __match_args__: its own, or a dataclass's fields); int(x), str(x)
  and the other built-in types match the subject itself;
- `p as name`, a capture, `_`, and `p | q`.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Callable

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError, unsupported
from pyaot.frontend.isinstance_check import type_symbols
from pyaot.frontend.syntax import nonlocal_anywhere

Path = Callable[[], ir.Expr]  # makes the expression of one place in the subject, anew

# Built-in classes whose one positional sub-pattern matches the subject itself.
_SELF_MATCHING = frozenset({"bool", "bytearray", "bytes", "dict", "float", "frozenset", "int",
                            "list", "set", "str", "tuple"})


@dataclass
class _Case:
    """What one pattern asks: tests, in order, and names bound after them."""

    tests: list[ir.Expr] = field(default_factory=list)
    binds: list[tuple[cst.Name, Path]] = field(default_factory=list)


def lower_match(fl: Any, s: cst.Match) -> list[ir.Stmt]:
    loc = fl.loc(s)
    fl._remember_line(loc)
    out: list[ir.Stmt] = []
    subject = _subject(fl, s, out)
    cases = [(case, _pattern_of(fl, case.pattern, lambda: ir.Name(subject, loc)))
             for case in s.cases]
    for case, _ in cases[:-1]:
        if case.guard is None and _irrefutable(case.pattern):
            raise CompileError(fl.loc(case.pattern), "case pattern that matches anything",
                               "makes the cases after it unreachable (SyntaxError in Python)",
                               "move it last")
    rest: list[ir.Stmt] = []
    for case, pattern in reversed(cases):
        case_loc = fl.loc(case)
        fl._remember_line(case_loc)
        test = _all(pattern.tests, case_loc)
        binds = [ir.Assign(fl._name_target(name), path(), fl.loc(name))
                 for name, path in pattern.binds]
        body = fl._block(case.body)
        if case.guard is None:
            rest = [*binds, *body] if test is None else [ir.If(test, [*binds, *body], rest,
                                                               case_loc)]
            continue
        # The names are bound, then the guard runs (it may read them); a
        # false guard leaves them bound and tries the next case.
        passed = fl._fresh("guarded")
        guard = ir.Assign(passed, fl.expr(case.guard), fl.loc(case.guard))
        matched = [*binds, guard] if test is None else [ir.If(
            test, [*binds, guard], [ir.Assign(passed, ir.Const(False, case_loc), case_loc)],
            case_loc)]
        rest = [*matched, ir.If(ir.Name(passed, case_loc), body, rest, case_loc)]
    return out + rest


def _irrefutable(p: cst.MatchPattern) -> bool:
    """A capture or `_` (possibly `as` another, or one alternative of an
    `|`): it matches anything."""
    while isinstance(p, cst.MatchAs) and p.pattern is not None:
        p = p.pattern
    if isinstance(p, cst.MatchOr):
        return any(_irrefutable(a.pattern) for a in p.patterns)
    return isinstance(p, cst.MatchAs)


def _subject(fl: Any, s: cst.Match, out: list[ir.Stmt]) -> str:
    """The variable the cases read the subject from: its own variable where
    no pattern or nested function (a guard may call one) rebinds it, else a
    fresh one assigned it once."""
    value = fl.expr(s.subject)
    captured = {n.value for n in _captures(s)}
    if isinstance(value, ir.Name) and isinstance(s.subject, cst.Name) and \
            s.subject.value not in captured and not (
                fl.fn is not None and s.subject.value in nonlocal_anywhere(fl.fn.body)):
        return value.id  # no guard can rebind it: guards cannot assign (no `:=` here)
    name = fl._fresh("match")
    out.append(ir.Assign(name, value, value.loc))
    return name


def _captures(s: cst.Match) -> list[cst.Name]:
    found: list[cst.Name] = []

    class Collector(cst.CSTVisitor):
        def visit_MatchAs(self, node: cst.MatchAs) -> None:
            if node.name is not None:
                found.append(node.name)

        def visit_MatchStar(self, node: cst.MatchStar) -> None:
            if node.name is not None:
                found.append(node.name)

    for case in s.cases:
        case.pattern.visit(Collector())
    return found


def _all(tests: list[ir.Expr], loc: ir.Loc) -> ir.Expr | None:
    if not tests:
        return None
    return tests[0] if len(tests) == 1 else ir.BoolOp("and", tests, loc)


def _pattern_of(fl: Any, p: cst.MatchPattern, path: Path) -> _Case:
    case = _Case()
    _pattern(fl, p, path, case)
    names = [n.value for n, _ in case.binds]
    twice = {n for n in names if names.count(n) > 1}
    if twice:
        raise CompileError(fl.loc(p), f"pattern binding '{sorted(twice)[0]}' twice",
                           "is a SyntaxError in Python", "use another name")
    return case


def _pattern(fl: Any, p: cst.MatchPattern, path: Path, case: _Case) -> None:
    loc = fl.loc(p)
    if isinstance(p, cst.MatchAs):
        if p.pattern is not None:
            _pattern(fl, p.pattern, path, case)
        if p.name is not None:
            case.binds.append((p.name, path))
    elif isinstance(p, cst.MatchValue):
        case.tests.append(ir.Compare([path(), fl.expr(p.value)], ["operator.eq"], loc))
    elif isinstance(p, cst.MatchSingleton):
        case.tests.append(_singleton(p, path, loc))
    elif isinstance(p, cst.MatchOr):
        _alternatives(fl, p, path, case, loc)
    elif isinstance(p, cst.MatchSequence):
        _sequence(fl, p, path, case, loc)
    elif isinstance(p, cst.MatchMapping):
        _mapping(fl, p, path, case, loc)
    elif isinstance(p, cst.MatchClass):
        _class(fl, p, path, case, loc)
    else:
        raise unsupported(loc, f"{type(p).__name__} pattern", "write the test with if/elif")


def _singleton(p: cst.MatchSingleton, path: Path, loc: ir.Loc) -> ir.Expr:
    word = p.value.value
    if word == "None":
        return ir.Compare([path(), ir.Const(None, loc)], ["pyaot.is"], loc)
    # `is True`: a bool only (1 == True, but 1 is not True).
    return ir.BoolOp("and", [_isinstance(path(), ["bool"], loc),
                             ir.Compare([path(), ir.Const(word == "True", loc)],
                                        ["operator.eq"], loc)], loc)


def _isinstance(value: ir.Expr, names: list[str], loc: ir.Loc) -> ir.Expr:
    return ir.Call("op", "builtins.isinstance",
                   [value, ir.TupleExpr([ir.Symbol(n, loc) for n in names], loc)], loc)


def _alternatives(fl: Any, p: cst.MatchOr, path: Path, case: _Case, loc: ir.Loc) -> None:
    """`p | q`: either test; a name both bind takes the value of the first
    alternative that matched (its test again, then its value: the tests
    read items and attributes, and have no effects)."""
    options = []
    for alternative in p.patterns:
        option = _Case()
        _pattern(fl, alternative.pattern, path, option)
        options.append((_all(option.tests, loc) or ir.Const(True, loc), dict(
            (n.value, (n, value)) for n, value in option.binds)))
    names = set(options[0][1])
    if any(set(bound) != names for _, bound in options):
        raise CompileError(fl.loc(p), "alternatives (|) binding different names",
                           "are a SyntaxError in Python", "bind the same names in each")
    case.tests.append(ir.BoolOp("or", [test for test, _ in options], loc))
    for name in sorted(names):
        def chosen(name: str = name) -> ir.Expr:
            value = options[-1][1][name][1]()
            for test, bound in reversed(options[:-1]):
                value = ir.IfExp(copy.deepcopy(test), bound[name][1](), value, loc)
            return value
        case.binds.append((options[0][1][name][0], chosen))


def _length(path: Path, op: str, n: int, loc: ir.Loc) -> ir.Expr:
    return ir.Compare([ir.Call("op", "builtins.len", [path()], loc), ir.Const(n, loc)], [op], loc)


def _item(path: Path, index: ir.Expr, loc: ir.Loc) -> Path:
    return lambda: ir.Subscript(path(), [index], loc)


def _sequence(fl: Any, p: cst.MatchSequence, path: Path, case: _Case, loc: ir.Loc) -> None:
    elements = list(p.patterns)
    stars = [i for i, el in enumerate(elements) if isinstance(el, cst.MatchStar)]
    case.tests.append(_isinstance(path(), [ir.SEQUENCE_PATTERN], loc))
    fixed = len(elements) - len(stars)
    case.tests.append(_length(path, "operator.ge" if stars else "operator.eq", fixed, loc))
    for i, el in enumerate(elements):
        if isinstance(el, cst.MatchStar):
            continue
        # Items after the star count from the end (`[*init, last]`: last is [-1]).
        index = i if not stars or i < stars[0] else i - len(elements)
        _pattern(fl, el.value, _item(path, ir.Const(index, loc), loc), case)
    if stars and elements[stars[0]].name is not None:
        after = len(elements) - stars[0] - 1
        rest = ir.SliceExpr(ir.Const(stars[0], loc) if stars[0] else None,
                            ir.Const(-after, loc) if after else None, None, loc)
        case.binds.append((elements[stars[0]].name,
                           lambda: ir.Call("op", "builtins.list",
                                           [ir.Subscript(path(), [rest], loc)], loc)))


def _mapping(fl: Any, p: cst.MatchMapping, path: Path, case: _Case, loc: ir.Loc) -> None:
    if p.rest is not None:
        raise unsupported(fl.loc(p.rest), "**rest in a mapping pattern",
                          "read the other keys from the subject in the case body")
    case.tests.append(_isinstance(path(), [ir.MAPPING_PATTERN], loc))
    keys = [_code(el.key) for el in p.elements]
    twice = next((k for k in keys if keys.count(k) > 1), None)
    if twice is not None:
        raise CompileError(loc, f"mapping pattern with the key {twice} twice",
                           "is a SyntaxError in Python", "write each key once")
    for el in p.elements:
        key_loc = fl.loc(el.key)
        case.tests.append(ir.Compare([fl.expr(el.key), path()], ["pyaot.in"], key_loc))
        _pattern(fl, el.pattern,
                 lambda key=el.key, at=key_loc: ir.Subscript(path(), [fl.expr(key)], at), case)


def _class(fl: Any, p: cst.MatchClass, path: Path, case: _Case, loc: ir.Loc) -> None:
    symbols = type_symbols(fl.expressions, [p.cls], what="class pattern")
    case.tests.append(ir.Call("op", "builtins.isinstance", [path(), ir.TupleExpr(symbols, loc)],
                              loc))
    kind = symbols[0].value
    if p.patterns and kind in _SELF_MATCHING:
        if len(p.patterns) > 1:
            raise CompileError(loc, f"class pattern {kind}(...) with {len(p.patterns)} "
                               "positional patterns", "is a TypeError in Python (it takes one)",
                               f"write {kind}(x)")
        _pattern(fl, p.patterns[0].value, path, case)
    elif p.patterns:
        names = _match_args(fl, p, kind)
        for name, el in zip(names, p.patterns):
            _attribute_pattern(fl, el.value, path, name, kind, loc, case)
    for kw in p.kwds:
        _attribute_pattern(fl, kw.pattern, path, kw.key.value, kind, fl.loc(kw.key), case)


def _code(node: cst.CSTNode) -> str:
    return cst.Module([]).code_for_node(node)


def _attribute_pattern(fl: Any, p: cst.MatchPattern, path: Path, name: str, kind: str,
                       loc: ir.Loc, case: _Case) -> None:
    """The sub-pattern of attribute `name`, read once per test and name
    bound that use it, tests first. CPython reads each attribute once, in
    order, before its sub-pattern: only a property's getter could tell, so
    a property is refused."""
    chain = ir.class_chain(fl.resolver.classes, kind.removeprefix("class:")) \
        if kind.startswith("class:") else []
    if any(name in c.properties for c in chain):
        raise CompileError(loc, f"pattern on property '{name}' of {chain[0].name}",
                           "is not supported: the compiled pattern reads attributes once per "
                           "use, after its tests, where CPython calls the getter once, in order",
                           f"match on plain attributes, or read the property first: "
                           f"v = x.{name}, then match v")
    _pattern(fl, p, lambda: ir.Attribute(path(), name, loc), case)


def _match_args(fl: Any, p: cst.MatchClass, kind: str) -> list[str]:
    """The attributes positional sub-patterns name: the class's
    __match_args__, written or a dataclass's (its __init__ fields)."""
    loc = fl.loc(p)
    classes = fl.resolver.classes
    qualname = kind.removeprefix("class:")
    chain = ir.class_chain(classes, qualname) if kind.startswith("class:") else []
    names = None
    for k, c in enumerate(chain):  # the nearest class that has one
        written = c.class_attrs.get("__match_args__")
        if isinstance(written, ir.TupleExpr) and \
                all(isinstance(x, ir.Const) and isinstance(x.value, str) for x in written.elts):
            names = [x.value for x in written.elts]
            break
        if written is not None:
            break  # not a literal tuple of names: not seen here
        if c.dataclass:  # a dataclass makes one of its __init__ fields (its bases' first;
            # a field a subclass declares again keeps its place)
            order = dict.fromkeys(f for b in reversed(chain[k:]) for f in b.fields)
            owner = {f: next(b for b in chain[k:] if f in b.fields) for f in order}
            names = [f for f in order if "init" not in owner[f].excluded.get(f, [])]
            break
    if names is None:
        raise CompileError(loc, f"positional patterns of {_code(p.cls)}(...)",
                           "need the class's __match_args__ (a tuple of str literals in its "
                           "body, or a dataclass's fields); CPython raises TypeError where a "
                           "class has none", f"name the attributes: {_code(p.cls)}(x=..., y=...)")
    if len(p.patterns) > len(names):
        raise CompileError(loc, f"class pattern {_code(p.cls)}(...)",
                           f"has {len(p.patterns)} positional patterns; __match_args__ names "
                           f"{len(names)} (TypeError in Python when an instance reaches it)",
                           f"name the attributes: {_code(p.cls)}(x=..., y=...)")
    return names
