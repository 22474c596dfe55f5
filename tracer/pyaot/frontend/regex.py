"""Calls of the shipped `re` module (tracer/stdlib/re.py), checked at build
time: compiled code's regular expressions must behave as CPython's.

The pattern and flags of re.compile/match/search/fullmatch/findall/
finditer/split/sub/subn must be known here (string and int constants, or
re's flag names joined by `|`). CPython must accept them (else it raises
re.error where the program runs: refused here, with CPython's message), and
every construct they use must be one the shipped engine has. The result
type can depend on the pattern (findall returns tuples for two or more
groups, split returns the groups too): such calls go to the module's
function for that shape (re._compile1, _compile2, _findall2, _split1)."""

from __future__ import annotations

import importlib.util
import re as cpython_re
from pathlib import Path
from typing import Any

from pyaot import ir
from pyaot.diagnostics import CompileError
from pyaot.frontend.modules import SHIPPED_DIR

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


def checked_callee(name: str, args: list[ir.Expr], keywords: dict[str, ir.Expr],
                   loc: ir.Loc) -> str:
    """The re function a call of re.`name` runs (`name`, or the one for its
    pattern's shape), once its pattern is checked; raises CompileError."""
    if name not in _FLAGS_AT:
        return name
    shown = f"re.{name}()"
    pattern = args[0] if args else keywords.get("pattern")
    text = _static_pattern(pattern) if pattern is not None else None
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
