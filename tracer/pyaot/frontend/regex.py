"""Calls of the shipped `re` module (tracer/stdlib/re.py), checked at build
time: compiled code's regular expressions must behave as CPython's.

The pattern and flags of re.compile/match/search/fullmatch/findall/
finditer/split/sub/subn must be known here: string constants (joined with
re.escape of run-time text, which matches literally), or an expression of
module constants computed here (a join of a table's patterns), and int
constants or re's flag names joined by `|`. CPython must accept them (else it raises
re.error where the program runs: refused here, with CPython's message), and
every construct they use must be one the shipped engine has. The result
type can depend on the pattern (findall returns tuples for two or more
groups, split returns the groups too): such calls go to the module's
function for that shape (re._compile1, _compile2, _findall2, _split1)."""

from __future__ import annotations

import importlib.util
import re as cpython_re
from pathlib import Path
from typing import Any, Callable

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError
from pyaot.frontend.modules import SHIPPED_DIR
from pyaot.frontend.resolve import ConstValue, ModuleVariable, UserFunction

# Function -> (index of its flags parameter, the parameter's name).
_FLAGS_AT = {"compile": 1, "match": 2, "search": 2, "fullmatch": 2, "findall": 2,
             "finditer": 2, "split": 3, "sub": 4, "subn": 4}
_FLAG_NAMES = ("NOFLAG", "IGNORECASE", "I", "LOCALE", "L", "MULTILINE", "M", "DOTALL", "S",
               "UNICODE", "U", "VERBOSE", "X", "ASCII", "A")
_UNSUPPORTED_OPS = {"ATOMIC_GROUP": "an atomic group (?>...)",
                    "POSSESSIVE_REPEAT": "a possessive repeat (*+, ++, ?+, {m,n}+)",
                    "GROUPREF_EXISTS": "a conditional group (?(id)yes|no)"}
_ENGINE: Any = None


def shipped(path: Path) -> bool:
    """Is `path` the shipped re module (not a user's own re.py)?"""
    return path.resolve() == (SHIPPED_DIR / "re.py").resolve()


def engine() -> Any:
    """The shipped module itself, loaded here under another name: its parser
    tells which patterns it supports."""
    global _ENGINE
    if _ENGINE is None:
        spec = importlib.util.spec_from_file_location("pyaot_shipped_re", SHIPPED_DIR / "re.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        _ENGINE = module
    return _ENGINE


def checked_call(fl: Any, resolved: UserFunction, positional: list[cst.Arg],
                 args: list[ir.Expr], keywords: dict[str, ir.Expr], loc: ir.Loc) -> UserFunction:
    """The shipped re function a call (of function lowerer `fl`) runs, once
    checked_callee has checked it."""
    first = positional[0].value if positional else None

    def constant(name: str, node: cst.Name) -> Any:
        return _pattern_constant(fl, name, node)
    name = checked_callee(resolved.qualname.rpartition(".")[2], args, keywords, loc,
                          lambda: None if first is None else evaluated_pattern(
                              first, fl.module.module.code_for_node(first), constant))
    return UserFunction(f"{resolved.module.name}.{name}", resolved.module,
                        resolved.module.functions[name])


def _pattern_constant(fl: Any, name: str, node: cst.Name) -> Any:
    """A module-level name's value for a pattern computed at build time: a
    constant, or a list or tuple display of constants that no module code
    runs to change; LookupError else (a local variable among them)."""
    if fl._is_local(name):
        raise LookupError(name)
    try:
        resolved = fl.resolver.lookup(fl.module, name, node)
    except CompileError:
        raise LookupError(name) from None
    if isinstance(resolved, ConstValue):
        return resolved.value
    module = fl.module
    if isinstance(resolved, ModuleVariable) and resolved.module is module and \
            not module.runs_code and len(module.assignments.get(name, [])) == 1:
        init = module.assignments[name][0]
        if isinstance(init, (cst.List, cst.Tuple)):
            value = evaluated(init, module.module.code_for_node(init),
                              lambda n, at: _pattern_constant(fl, n, at))
            if value is not None:
                return value
    raise LookupError(name)


def checked_callee(name: str, args: list[ir.Expr], keywords: dict[str, ir.Expr],
                   loc: ir.Loc, evaluated: Callable[[], str | None]) -> str:
    """The re function a call of re.`name` runs (`name`, or the one for its
    pattern's shape), once its pattern is checked; raises CompileError.
    `evaluated`: the pattern argument's value where constants make it (a
    join of a module table's patterns), which then replaces it."""
    if name not in _FLAGS_AT:
        return name
    shown = f"re.{name}()"
    pattern = args[0] if args else keywords.get("pattern")
    text = _static_pattern(pattern) if pattern is not None else None
    if text is None and args:
        text = evaluated()
        if text is not None:
            args[0] = ir.Const(text, args[0].loc)
    if text is None:
        raise CompileError(loc, f"{shown} with a pattern computed at run time",
                           "compiled code checks each pattern when it is built",
                           "write the pattern as a string literal (or a module-level string "
                           "constant), optionally joined with re.escape(...) of run-time text")
    at = _FLAGS_AT[name]
    flags_arg = args[at] if len(args) > at else keywords.get("flags")
    flags = 0 if flags_arg is None else _static_flags(flags_arg)
    if flags is None:
        raise CompileError(loc, f"{shown} with flags computed at run time",
                           "compiled code checks each pattern with its flags when it is built",
                           "write the flags as re's names joined by |, e.g. re.I | re.M")
    try:
        compiled = cpython_re.compile(text, flags)
        tree = cpython_re._parser.parse(text, flags)
    except (cpython_re.error, ValueError) as e:
        raised = "re.error" if isinstance(e, cpython_re.error) else "ValueError"
        raise CompileError(loc, f"{shown} of the pattern {text!r}",
                           f"is not a regular expression CPython accepts (it raises "
                           f"{raised}: {e})", "correct the pattern") from None
    missing = _unsupported(tree, text, flags)
    if missing:
        raise CompileError(loc, f"{shown} of the pattern {text!r}",
                           f"uses {missing}, which compiled code's re does not have",
                           "write the pattern without it")
    program = engine()._Program(text, flags)
    if program.groups != compiled.groups or program.names != dict(compiled.groupindex):
        raise CompileError(loc, f"{shown} of the pattern {text!r}",
                           "is read differently by compiled code's re (its groups differ "
                           "from CPython's)", "write the pattern in simpler terms")
    groups = compiled.groups
    if name == "compile" and groups:
        return "_compile2" if groups >= 2 else "_compile1"
    if name == "findall" and groups >= 2:
        return "_findall2"
    if name == "split" and groups:
        return "_split1"
    return name


def _static_pattern(e: ir.Expr) -> str | None:
    """The pattern's text as checked here: string constants joined with `+`,
    where re.escape(...) of run-time text stands for one literal character
    (it matches its text literally); None where it is not of that form."""
    pieces: list[ir.Expr] = []
    stack = [e]
    while stack:
        node = stack.pop()
        if isinstance(node, ir.Call) and node.kind == "op" and node.callee == "operator.add" \
                and len(node.args) == 2:
            stack += [node.args[1], node.args[0]]
        else:
            pieces.append(node)
    text = ""
    for k, piece in enumerate(pieces):
        if isinstance(piece, ir.Const) and isinstance(piece.value, str):
            text += piece.value
        elif isinstance(piece, ir.Call) and piece.kind == "func" and piece.callee == "re.escape":
            after = pieces[k + 1] if k + 1 < len(pieces) else None
            if isinstance(after, ir.Const) and isinstance(after.value, str) and \
                    after.value[:1] in ("*", "+", "?", "{"):
                return None  # repeats the escaped text's last character, or nothing
            text += "x"
        else:
            return None
    return text


def _static_flags(e: ir.Expr) -> int | None:
    if isinstance(e, ir.Const) and isinstance(e.value, int) and not isinstance(e.value, bool):
        return e.value
    if isinstance(e, ir.GlobalRef) and e.qualname.startswith("re.") and \
            e.qualname[3:] in _FLAG_NAMES:
        return int(getattr(cpython_re, e.qualname[3:]))
    if isinstance(e, ir.Call) and e.kind == "op" and e.callee == "operator.or_" and \
            len(e.args) == 2:
        a, b = _static_flags(e.args[0]), _static_flags(e.args[1])
        return None if a is None or b is None else a | b
    return None


def _unsupported(tree: Any, text: str, flags: int) -> str | None:
    """What the pattern uses that the shipped engine lacks, by CPython's own
    parse of it (sre's tree), or None."""
    if flags & cpython_re.LOCALE:
        return "the LOCALE flag"
    if flags & ~(cpython_re.I | cpython_re.M | cpython_re.S | cpython_re.X | cpython_re.A |
                 cpython_re.U):
        return "a flag other than I, M, S, X, A and U"
    if "\\N{" in text.replace("\\\\", ""):
        return "a named character \\N{...}"
    stack = [tree]
    while stack:
        node = stack.pop()
        for op, av in node.data if hasattr(node, "data") else node:
            name = str(op)
            if name in _UNSUPPORTED_OPS:
                return _UNSUPPORTED_OPS[name]
            if name == "SUBPATTERN":
                _group, add, remove, sub = av
                if add or remove:
                    return "scoped inline flags (?flags:...)"
                stack.append(sub)
            elif name in ("MAX_REPEAT", "MIN_REPEAT"):
                stack.append(av[2])
            elif name in ("ASSERT", "ASSERT_NOT"):
                stack.append(av[1])
            elif name == "BRANCH":
                stack.extend(av[1])
    return None


# What a pattern made of constants may use: string methods called on them.
_METHODS = {"join", "format", "upper", "lower", "replace", "strip", "lstrip", "rstrip"}
_EXPRESSIONS = (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString, cst.Integer,
                cst.Name, cst.Tuple, cst.List, cst.Call, cst.Attribute, cst.GeneratorExp,
                cst.ListComp, cst.BinaryOperation, cst.Subscript)


def evaluated_pattern(node: cst.BaseExpression, source: str,
                      constant: Callable[[str, cst.Name], Any]) -> str | None:
    value = evaluated(node, source, constant)
    return value if isinstance(value, str) else None


def evaluated(node: cst.BaseExpression, source: str,
              constant: Callable[[str, cst.Name], Any]) -> Any:
    """The value of an expression made only of constants (`constant` gives
    a module name's value, or raises LookupError), string methods, f-strings,
    comprehensions and + (the Python documentation's tokenizer:
    `"|".join(f"(?P<{name}>{regex})" for name, regex in SPEC)`), computed
    here with no builtins; None where it is not of that form or fails."""
    bound: set[str] = set()
    values: dict[str, Any] = {}
    stack: list[cst.CSTNode] = [node]
    names: list[cst.Name] = []
    while stack:
        n = stack.pop()
        if isinstance(n, cst.BaseExpression) and not isinstance(n, _EXPRESSIONS):
            return None
        if isinstance(n, cst.Arg) and (n.keyword is not None or n.star):
            return None
        if isinstance(n, cst.Call):
            if not (isinstance(n.func, cst.Attribute) and n.func.attr.value in _METHODS):
                return None
            stack.append(n.func.value)
            stack.extend(n.args)
            continue
        if isinstance(n, cst.Attribute):
            return None  # only a method of a call above
        if isinstance(n, cst.CompFor):
            bound.update(t.value for t in _target_names(n.target))
        if isinstance(n, cst.Name):
            names.append(n)
        stack.extend(n.children)
    for n in names:
        if n.value not in bound:
            try:
                values[n.value] = constant(n.value, n)
            except LookupError:
                return None
    try:
        value = eval(compile(source, "<pattern>", "eval"), {"__builtins__": {}}, values)
    except Exception:  # noqa: BLE001 - any failure: not a constant pattern
        return None
    return value


def _target_names(target: cst.BaseExpression) -> list[cst.Name]:
    if isinstance(target, cst.Name):
        return [target]
    if isinstance(target, (cst.Tuple, cst.List)):
        return [n for el in target.elements for n in _target_names(el.value)]
    return []
