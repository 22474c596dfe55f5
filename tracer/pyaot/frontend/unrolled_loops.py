"""Loops over a short display of functions, or of rows holding functions,
unrolled: one copy of the body per item.

    for name, sort in [("bubble", bubble_sort), ("builtin", sorted)]:
        print(name, time_it(sort, data))

A compiled container cannot hold function values (each is resolved at build
time, and each has a type of its own), so such a loop cannot iterate a list.
Its items are known to the build, though: the items are evaluated first, in
CPython's order, and the loop runs over their positions; position k binds
the targets to item k's values and runs the k-th copy of the body, in which
the targets are variables of their own (each may hold a different function,
or a different type). break, continue and else keep their meaning.

Unrolled where the iterable is a list or tuple display of at most
MAX_ITEMS items in the loop itself, or a module-level name bound once to
such a display of literals and functions, or `.items()` / `.values()` of
such a dict display, and some item is (or holds, in a tuple) a function or
lambda. The targets must be names not read outside
the loop (after it, a compiled target would not hold the last item), except
by other loops and comprehensions that bind them first.
"""

from __future__ import annotations

import libcst as cst

from pyaot import ir
from pyaot.frontend.function_tables import FunctionTable, is_function, literal_key, \
    used_by_module_code
from pyaot.frontend.targets import assign_to

# Longer displays keep the table dispatch of pyaot.frontend.function_loops.
MAX_ITEMS = 32


def unroll(fl, s: cst.For) -> list[ir.Stmt] | None:
    """The unrolled loop, or None where `s` is not such a loop."""
    if fl.fn is None or s.asynchronous is not None:
        return None
    items = _items(fl, s.iter)
    targets = _target_names(s.target)
    if items is None or targets is None or not any(_holds_function(fl, i) for i in items):
        return None
    if isinstance(items[0], tuple) and not (isinstance(s.target, (cst.Tuple, cst.List)) and
                                            len(s.target.elements) == 2):
        return None  # for pair in d.items(): a tuple holding a function
    # Variables the body binds before reading them (`result = f(data)`) are
    # its copy's own too, where nothing outside the loop reads them: each
    # copy may give them another type.
    names = targets + [n for n in _bound_first(s.body) if n not in targets and
                       _only_inside(fl.fn, s, {n})]
    if not _only_inside(fl.fn, s, set(names)) or _late_binding(s.body, set(names)):
        return None
    loc = fl.loc(s)
    fl._remember_line(loc)
    before: list[ir.Stmt] = []
    # Per item: (target, the temporary holding its value, the value's node).
    rows: list[list[tuple[cst.BaseExpression, str, cst.BaseExpression]]] = []
    for item in items:  # the display, in CPython's order
        parts = _parts(s.target, item)
        row = []
        for target, value in parts:
            temp = fl._fresh(ir.BLOCK_FUNCTION + "item")
            before.append(ir.Assign(temp, fl.expr(value), fl.loc(value)))
            row.append((target, temp, value))
        rows.append(row)
    index = fl._fresh("position")
    chain: list[ir.Stmt] = []
    for k in reversed(range(len(rows))):
        copy = _copy(fl, s, names, rows[k], k, loc)
        test = ir.Compare([ir.Name(index, loc), ir.Const(k, loc)], ["operator.eq"], loc)
        chain = copy if not chain else [ir.If(test, copy, chain, loc)]
    orelse = fl._block(s.orelse.body) if s.orelse else []
    return before + [ir.ForRange(index, ir.Const(0, loc), ir.Const(len(rows), loc),
                                 ir.Const(1, loc), chain, orelse, loc)]


def _copy(fl, s: cst.For, names: list[str],
          row: list[tuple[cst.BaseExpression, str, cst.BaseExpression]], k: int,
          loc: ir.Loc) -> list[ir.Stmt]:
    """Item k's binding of the targets, then the body, its targets renamed."""
    saved_renames, saved_tag = dict(fl.renames), fl.copy_tag
    saved_tables = dict(fl.expressions.loop_tables)
    fl.renames.update({name: fl._fresh(name) for name in names})
    # Lambdas and nested defs in the body are lifted once per copy.
    fl.copy_tag = f"{saved_tag}/{k}"
    try:
        out: list[ir.Stmt] = []
        for target, temp, value in row:
            out += assign_to(fl, target, ir.Name(temp, loc), loc)
            if isinstance(target, cst.Name) and is_function(fl, value, local=True) and \
                    not _rebinds(s.body, target.value):
                # Calls of a target naming a function call it (a generator
                # argument and all), through a table of that one function.
                entry = fl._fresh("entry")
                out.append(ir.Assign(entry, ir.Const(0, loc), loc))
                table = FunctionTable(fl._fresh(f"<loop>{target.value}"), None, [value],
                                      fl.qualname)  # a dispatcher's name: one per table
                fl.expressions.loop_tables[target.value] = (table, entry)
        return out + fl._loop_body(s.body)
    finally:
        fl.renames, fl.copy_tag = saved_renames, saved_tag
        fl.expressions.loop_tables = saved_tables


def _items(fl, node: cst.BaseExpression) -> list | None:
    """The loop's items: nodes, or (key, value) node pairs of a dict's items()."""
    if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and \
            node.func.attr.value in ("items", "values") and not node.args:
        entries = _dict_entries(fl, node.func.value)
        if entries is None or not 0 < len(entries) <= MAX_ITEMS:
            return None
        return entries if node.func.attr.value == "items" else [v for _, v in entries]
    if isinstance(node, (cst.List, cst.Tuple)):
        elements = node.elements
    elif isinstance(node, cst.Name) and not fl._is_local(node.value):
        display = _module_display(fl, node.value)
        if not isinstance(display, (cst.List, cst.Tuple)):
            return None
        elements = display.elements
    else:
        return None
    if not 0 < len(elements) <= MAX_ITEMS or \
            not all(isinstance(el, cst.Element) for el in elements):
        return None
    return [el.value for el in elements]


def _dict_entries(fl, node: cst.BaseExpression) -> list[tuple] | None:
    """(key, value) nodes of a dict display of pure items (in the loop, or
    a module-level name's), as the dict holds them: a repeated key keeps
    its first place and node, and takes the last value."""
    display = node if isinstance(node, cst.Dict) and _pure_items(fl, node) else \
        _module_display(fl, node.value) if isinstance(node, cst.Name) and \
        not fl._is_local(node.value) else None
    if not isinstance(display, cst.Dict):
        return None
    entries: dict = {}
    for el in display.elements:
        ok, key = literal_key(el.key)
        if not ok:
            return None
        entries[key] = (entries[key][0] if key in entries else el.key, el.value)
    return list(entries.values())


def _module_display(fl, name: str) -> cst.List | cst.Tuple | cst.Dict | None:
    """The display a module-level name is bound to once, changed by no module
    code, whose items are literals and functions (evaluated anew by each
    loop, which only a pure item allows)."""
    module = fl.module
    values = module.assignments.get(name)
    if not values or len(values) != 1 or name in module.non_constant or \
            name in module.rebound or not isinstance(values[0], (cst.List, cst.Tuple, cst.Dict)):
        return None
    display = values[0]
    if not _pure_items(fl, display):
        return None
    return None if used_by_module_code(module, name, display) else display


def _pure_items(fl, display: cst.List | cst.Tuple | cst.Dict) -> bool:
    """Are the display's items literals, functions and lambdas reading
    globals (or tuples of them), a dict's keys literals?"""
    def pure(node: cst.BaseExpression) -> bool:
        return _literal(node) or is_function(fl, node, local=True) or _global_lambda(fl, node)

    for el in display.elements:
        if isinstance(el, cst.DictElement):
            if not (_literal(el.key) and pure(el.value)):
                return False
            continue
        if not isinstance(el, cst.Element):
            return False
        parts = el.value.elements if isinstance(el.value, cst.Tuple) else [el]
        if not all(isinstance(p, cst.Element) and pure(p.value) for p in parts):
            return False
    return True


def _global_lambda(fl, node: cst.BaseExpression) -> bool:
    """A module-level lambda reads globals only: lowered in a function, none
    of the names it reads may be that function's variables."""
    if not isinstance(node, cst.Lambda):
        return False
    params = {p.name.value for p in node.params.params}
    found = _names_read(node.body)
    scope = fl
    while scope is not None:
        if any(n not in params and (n in scope.locals or n in scope.renames) for n in found):
            return False
        scope = scope.outer
    return True


def _literal(node: cst.BaseExpression) -> bool:
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
        node = node.expression
    return isinstance(node, (cst.Integer, cst.Float, cst.SimpleString)) or \
        isinstance(node, cst.Name) and node.value in ("True", "False", "None")


def _holds_function(fl, item) -> bool:
    parts = list(item) if isinstance(item, tuple) else \
        [el.value for el in item.elements if isinstance(el, cst.Element)] \
        if isinstance(item, (cst.Tuple, cst.List)) else [item]
    return any(isinstance(p, cst.Lambda) or is_function(fl, p, local=True) for p in parts)


def _bound_first(body: cst.BaseSuite | list[cst.BaseStatement]) -> list[str]:
    """Names a statement of the body's top level assigns before any part of
    the body mentions them otherwise."""
    mentioned: set[str] = set()
    out: list[str] = []

    class Names(cst.CSTVisitor):
        def visit_Name(self, n: cst.Name) -> None:
            mentioned.add(n.value)

    stmts = body if isinstance(body, list) else \
        body.body if isinstance(body, cst.IndentedBlock) else []
    for stmt in stmts:
        small = stmt.body[0] if isinstance(stmt, cst.SimpleStatementLine) and \
            len(stmt.body) == 1 else None
        if isinstance(small, cst.Assign) and small.value is not None:
            small.value.visit(Names())
            bound = [n for t in small.targets for n in _target_names(t.target) or []]
            out += [n for n in bound if n not in mentioned and n not in out]
            for t in small.targets:
                t.target.visit(Names())
        else:
            stmt.visit(Names())
    return out


def _target_names(target: cst.BaseExpression) -> list[str] | None:
    """The names a target of names (nested tuples of them) binds; None for
    other targets (attributes, subscripts, starred)."""
    if isinstance(target, cst.Name):
        return [target.value]
    if isinstance(target, (cst.Tuple, cst.List)):
        out: list[str] = []
        for el in target.elements:
            inner = _target_names(el.value) if isinstance(el, cst.Element) else None
            if inner is None:
                return None
            out += inner
        return out
    return None


def _parts(target: cst.BaseExpression, item) -> list[tuple[cst.BaseExpression,
                                                            cst.BaseExpression]]:
    """(target, value) pairs binding `target` to `item`: element by element
    where both are tuples of one length (or the item a dict's key and
    value), so that no tuple holds a function."""
    if isinstance(item, tuple):
        return [(t.value, v) for t, v in zip(target.elements, item)]
    if isinstance(target, (cst.Tuple, cst.List)) and isinstance(item, (cst.Tuple, cst.List)) \
            and len(target.elements) == len(item.elements) and \
            all(isinstance(el, cst.Element) for el in item.elements):
        return [(t.value, v.value) for t, v in zip(target.elements, item.elements)]
    return [(target, item)]


def _only_inside(fn: cst.FunctionDef, loop: cst.For, names: set[str]) -> bool:
    """Can the loop's copies have `names` to themselves? Every mention of
    them in fn must be inside the loop's target or body, or inside another
    loop or comprehension binding the name itself, or (where the loop is a
    statement of fn's top level) in a statement before the loop, or after
    it where the first statement after it mentioning the name binds it
    before reading it: nothing reads what the loop left. A closure outside
    the loop must not read them at all."""
    body = list(fn.body.body) if isinstance(fn.body, cst.IndentedBlock) else []
    if loop not in body:
        return not _mentions(fn.body, loop, names)
    at = body.index(loop)
    dead = set(_bound_first(body[at + 1:]))
    # The loop's own else clause reads what the loop left.
    return not any(_mentions(stmt, loop, names,
                             direct_ok=True if i < at else names & dead if i > at else False)
                   for i, stmt in enumerate(body))


def _mentions(node: cst.CSTNode, loop: cst.For, names: set[str],
              direct_ok: bool | set[str] = False) -> bool:
    """Does `node` mention `names` outside the loop's target and body (and
    outside loops, comprehensions and parameters binding them)? Where
    `direct_ok` (all names, or those it holds), only mentions inside a
    lambda or nested def count."""
    found: list[str] = []

    def binds(target: cst.BaseExpression) -> set[str]:
        return set(_target_names(target) or []) & names

    class Mentions(cst.CSTVisitor):
        def __init__(self, shadowed: frozenset[str] = frozenset(),
                     closure: bool = False) -> None:
            super().__init__()
            self.shadowed, self.closure = shadowed, closure

        def _inner(self, node: cst.CSTNode, bound: set[str], closure: bool = False) -> None:
            node.visit(Mentions(self.shadowed | bound, self.closure or closure))

        def visit_Name(self, n: cst.Name) -> None:
            if n.value not in names or n.value in self.shadowed:
                return
            allowed = direct_ok is True or isinstance(direct_ok, set) and n.value in direct_ok
            if self.closure or not allowed:
                found.append(n.value)

        def visit_For(self, n: cst.For) -> bool:
            if n is loop:
                self._inner(n.body, set(names))
                if n.orelse is not None:
                    n.orelse.visit(self)
                n.iter.visit(self)
                return False
            bound = binds(n.target)
            if not bound:
                return True
            n.iter.visit(self)
            self._inner(n.body, bound)
            if n.orelse is not None:  # after the loop: maybe the last item, maybe unbound
                n.orelse.visit(self)
            return False

        def _comprehension(self, n) -> bool:
            clause, bound = n.for_in, set()
            clause.iter.visit(self)  # the first iterable: the enclosing scope's
            inner: list[cst.CSTNode] = []
            while clause is not None:
                bound |= binds(clause.target)
                inner += [*([clause.iter] if clause is not n.for_in else []),
                          *(c.test for c in clause.ifs)]
                clause = clause.inner_for_in
            inner += [n.key, n.value] if isinstance(n, cst.DictComp) else [n.elt]
            for part in inner:
                self._inner(part, bound)
            return False

        def visit_ListComp(self, n: cst.ListComp) -> bool:
            return self._comprehension(n)

        def visit_SetComp(self, n: cst.SetComp) -> bool:
            return self._comprehension(n)

        def visit_DictComp(self, n: cst.DictComp) -> bool:
            return self._comprehension(n)

        def visit_GeneratorExp(self, n: cst.GeneratorExp) -> bool:
            return self._comprehension(n)

        def visit_Lambda(self, n: cst.Lambda) -> bool:
            self._inner(n.body, {p.name.value for p in n.params.params} & names, closure=True)
            return False

        def visit_FunctionDef(self, n: cst.FunctionDef) -> bool:
            params = n.params
            bound = {p.name.value for p in (*params.posonly_params, *params.params,
                                            *params.kwonly_params)} & names
            self._inner(n.body, bound, closure=True)
            return False

    node.visit(Mentions())
    return bool(found)


# The nodes that bind names, and the field naming their target.
_BINDING_FIELDS = {cst.AssignTarget: "target", cst.AnnAssign: "target", cst.AugAssign: "target",
                   cst.For: "target", cst.NamedExpr: "target", cst.AsName: "name",
                   cst.Del: "target"}


def _rebinds(body: cst.CSTNode, name: str) -> bool:
    """Does the body (nested functions aside) bind `name` anywhere?"""
    found = False

    class Binds(cst.CSTVisitor):
        def on_visit(self, n: cst.CSTNode) -> bool:
            nonlocal found
            field = _BINDING_FIELDS.get(type(n))
            if field is not None:
                found = found or name in (_target_names(getattr(n, field)) or [])
            if isinstance(n, cst.FunctionDef):
                found = found or n.name.value == name
                return False
            return True

    body.visit(Binds())
    return found


def _late_binding(body: cst.BaseSuite, names: set[str]) -> bool:
    """Does the body make a closure reading a target that may outlive its
    iteration? CPython's would see a later item; a copy's sees its own. A
    lambda passed straight to a call is called within the iteration."""
    passed: set[int] = set()
    found = False

    class Closures(cst.CSTVisitor):
        def visit_Arg(self, n: cst.Arg) -> None:
            passed.add(id(n.value))

        def visit_Lambda(self, n: cst.Lambda) -> bool:
            nonlocal found
            found = found or id(n) not in passed and _reads(n.body, names)
            return True

        def visit_FunctionDef(self, n: cst.FunctionDef) -> bool:
            nonlocal found
            found = found or _reads(n.body, names)
            return False

    body.visit(Closures())
    return found


def _reads(node: cst.CSTNode, names: set[str]) -> bool:
    return not names.isdisjoint(_names_read(node))


def _names_read(node: cst.CSTNode) -> set[str]:
    """Every name `node` mentions."""
    found: set[str] = set()

    class Reads(cst.CSTVisitor):
        def visit_Name(self, n: cst.Name) -> None:
            found.add(n.value)

    node.visit(Reads())
    return found
