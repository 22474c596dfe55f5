"""Parsing modules with long operator chains in linear time.

libcst's parser takes time cubic in the length of a chain of binary
operators (`a + a + ... + a`: 1,000 terms 0.5 s, 2,000 terms 4 s, 5,000
terms over a minute). CPython's own parser (ast) does not. So a chain longer
than CHUNK operands is cut out of the source before libcst sees it (a
placeholder name stands in) and its tree is then built from libcst parses of CHUNK-operand pieces, each
piece's leftmost operand standing for everything before it. The result must
print back as exactly the original source; if it does not, the caller parses
the plain source instead.
"""

from __future__ import annotations

import ast
import re

import libcst as cst

CHUNK = 64  # operands per libcst parse: small enough that its cost is negligible
_PLACEHOLDER = "_pyaot_chain_{}"
_LINES = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$")


def parse_with_long_chains(source: str, tree: ast.Module) -> cst.Module | None:
    """The libcst module of `source` (whose ast is `tree`), or None when it
    has no chain long enough to matter or the fast path does not apply."""
    lines = _LINES.findall(source)  # as ast counts them: not str.splitlines (\f, U+2028)
    offsets = _line_offsets(lines)
    built: dict[str, cst.BaseExpression] = {}
    spans: list[tuple[int, int, str]] = []
    for spine, (start, end), ends in _long_spines(tree, source, lines, offsets):
        name = _PLACEHOLDER.format(len(built))
        if name in source or any(s <= start < e for s, e, _ in spans):
            continue  # a chain inside another's operand is parsed with it
        chain = _build(source, lines, offsets, spine, ends)
        if chain is not None:
            built[name] = chain
            spans.append((start, end, name))
    text = source
    for start, end, name in sorted(spans, reverse=True):
        text = text[:start] + name + text[end:]
    if not built:
        return None
    try:
        module = cst.parse_module(text)
    except cst.ParserSyntaxError:
        return None
    result = module.visit(_Substitute(built))
    return result if result.code == source else None


def _line_offsets(lines: list[str]) -> list[int]:
    out, total = [0], 0
    for line in lines:
        total += len(line)
        out.append(total)
    return out


def _char_offset(lines: list[str], offsets: list[int], lineno: int, byte_col: int) -> int:
    """ast positions are (1-based line, UTF-8 byte column); source indices are characters."""
    line = lines[lineno - 1]
    return offsets[lineno - 1] + len(line.encode("utf-8")[:byte_col].decode("utf-8"))


def _long_spines(tree: ast.Module, source: str, lines: list[str], offsets: list[int]):
    """(spine, (start, end), operand ends) of each unparenthesized left-leaning
    chain of binary operators with more than CHUNK operands, outermost first;
    `spine` runs from the innermost BinOp to the root."""
    def span(node: ast.AST) -> tuple[int, int]:
        return (_char_offset(lines, offsets, node.lineno, node.col_offset),
                _char_offset(lines, offsets, node.end_lineno, node.end_col_offset))

    # BinOps already part of a found chain, or inside an f-string (whose
    # positions are not the source's on every Python version).
    inside: set[int] = {id(n) for f in ast.walk(tree) if isinstance(f, ast.JoinedStr)
                        for n in ast.walk(f)}
    for node in ast.walk(tree):
        if not isinstance(node, ast.BinOp) or id(node) in inside:
            continue
        spine = [node]
        while isinstance(spine[-1].left, ast.BinOp) and \
                not _parenthesized(source, span(spine[-1].left)[1], span(spine[-1].right)[0]):
            spine.append(spine[-1].left)
        for n in spine:
            inside.add(id(n))
        if len(spine) + 1 <= CHUNK:
            continue
        spine.reverse()
        ends = [span(n)[1] for n in spine]
        yield spine, span(spine[-1]), ends


def _parenthesized(source: str, left_end: int, right_start: int) -> bool:
    """Is the left operand ending at `left_end` wrapped in parentheses of its
    own (a `)` before the operator), or is there a comment in between (which
    the chunks could not keep apart from the operator)? Either ends the spine."""
    gap = source[left_end:right_start]
    return ")" in gap.split("#", 1)[0].rstrip("( \t\r\n\\+-*/%@<>&|^") or "#" in gap


def _build(source: str, lines: list[str], offsets: list[int], spine: list[ast.BinOp],
           ends: list[int]) -> cst.BaseExpression | None:
    """The libcst tree of a chain, CHUNK operands at a time."""
    first = spine[0]
    start = _char_offset(lines, offsets, first.lineno, first.col_offset)
    # ends[i] is where spine[i] (operands 0..i+1) ends.
    cut = min(CHUNK, len(spine))
    acc = _parse_piece(source[start:ends[cut - 1]])
    if acc is None:
        return None
    done = cut
    while done < len(spine):
        cut = min(done + CHUNK, len(spine))
        piece = _parse_piece("_pyaot_acc" + source[ends[done - 1]:ends[cut - 1]])
        if piece is None:
            return None
        acc = _graft(piece, cut - done, acc)
        if acc is None:
            return None
        done = cut
    return acc


def _parse_piece(text: str) -> cst.BaseExpression | None:
    try:
        expr = cst.parse_expression("(" + text + ")")
    except cst.ParserSyntaxError:
        return None
    return expr.with_changes(lpar=[], rpar=[])


def _graft(piece: cst.BaseExpression, depth: int,
           acc: cst.BaseExpression) -> cst.BaseExpression | None:
    """`piece` with its leftmost operand, `depth` BinaryOperations down, replaced by `acc`."""
    path = [piece]
    for _ in range(depth):
        if not isinstance(path[-1], cst.BinaryOperation) or path[-1].lpar:
            return None  # not the shape the ast promised
        path.append(path[-1].left)
    if not (isinstance(path[-1], cst.Name) and path[-1].value == "_pyaot_acc"):
        return None
    node = acc
    for parent in reversed(path[:-1]):
        node = parent.with_changes(left=node)
    return node


class _Substitute(cst.CSTTransformer):
    def __init__(self, built: dict[str, cst.BaseExpression]):
        self.built = built

    def leave_Name(self, original: cst.Name, updated: cst.Name) -> cst.BaseExpression:
        tree = self.built.get(updated.value)
        if tree is None:
            return updated
        return tree.with_changes(lpar=updated.lpar, rpar=updated.rpar)
