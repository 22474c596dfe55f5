"""Dicts (and lists) of functions: `TABLE[key](args)` and `key in TABLE`.

    FUNCTIONS = {"sqrt": math.sqrt, "fabs": math.fabs, "half": half}
    ... FUNCTIONS[name](x) ...

A compiled container cannot hold function values (each is resolved at build
time), but a dict literal assigned once at module level, whose keys are
constants and whose values name functions, and which compiled code only
indexes-and-calls or tests with `in`, never changes: the build knows every
entry. `TABLE[key](args)` becomes

    <TABLE.call>({"sqrt": 0, "fabs": 1, "half": 2}[key], args...)

(the key looked up first, raising CPython's KeyError before the arguments
are evaluated), where the generated function calls the entry's function by
its position; `key in TABLE` tests against the keys. A list or tuple of
functions is indexed the same way (`STEPS[i](x)`: IndexError, negative i). Every function must
return the same type for the arguments given (a compiled call has one result
type); other uses of the dict keep the container refusal. A function's own
variable is such a table when one statement of its body's top level assigns
it the display, and everything after only indexes-and-calls it or tests `in`.
"""

from __future__ import annotations

from dataclasses import dataclass

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError, unsupported
from pyaot.frontend.resolve import ConstValue, OpRef, UserFunction

DISPATCH = "<call>"  # the generated function's name (pyaot.infer_stmt names it in errors)


@dataclass
class FunctionTable:
    name: str
    keys: list | None  # constants, in the dict's order; None: a list or tuple of functions
    values: list[cst.BaseExpression]  # each key's function (the last binding of a key)
    owner: str = ""  # the qualname of the module or function whose variable it is
    # A field of bound methods (`self.handlers = {"done": self.on_done}` in
    # __init__): each value is `self.METHOD`, called on the instance.
    methods: bool = False


def literal_key(node: cst.BaseExpression):
    """(True, value) for a str or int literal, a dict key a table may have;
    (False, None) for others."""
    if isinstance(node, cst.SimpleString) and isinstance(node.evaluated_value, str):
        return True, node.evaluated_value
    if isinstance(node, cst.Integer):
        return True, node.evaluated_value
    return False, None


def is_function(fl, node: cst.BaseExpression, local: bool = False) -> bool:
    """Does `node` name a function (in a function's own table when `local`:
    a name no variable of it or of an enclosing function shadows)?"""
    if not isinstance(node, (cst.Name, cst.Attribute)):
        return False
    root = node
    while isinstance(root, cst.Attribute):
        root = root.value
    scope = fl if local else None
    while scope is not None:
        if not isinstance(root, cst.Name) or root.value in scope.locals or \
                root.value in scope.renames:
            return False
        scope = scope.outer
    try:
        resolved = fl.expressions.resolve_global(node)
    except CompileError:
        return False
    if isinstance(resolved, UserFunction):
        return True
    ops = fl.resolver.ops.ops
    return isinstance(resolved, OpRef) and resolved.name in ops and \
        not ops[resolved.name].attribute and not ops[resolved.name].takes_class


def table_of(fl, node: cst.BaseExpression) -> FunctionTable | None:
    """The function table `node` names (a local one, one of the module, or
    a field of bound methods), or None."""
    if isinstance(node, cst.Attribute):
        return method_table(fl, node)
    if not isinstance(node, cst.Name):
        return None
    name = node.value
    scope = fl
    while scope is not None:  # the innermost function binding the name owns it
        if name in scope.local_tables:
            return scope.local_tables[name][0]
        if name in scope.locals or name in scope.renames:
            return None
        scope = scope.outer
    module = fl.module
    values = module.assignments.get(name)
    if not values or len(values) != 1 or name in module.non_constant or \
            name in module.rebound:  # a function rebinds it (`global`)
        return None
    table = _literal_table(fl, name, values[0])
    if table is None or used_by_module_code(module, name, values[0]):
        return None
    table.owner = module.name
    return table


def method_table(fl, node: cst.Attribute) -> FunctionTable | None:
    """`self.F` of a method of class C (`fl` lowering it), where C's __init__
    assigns `self.F = {KEY: self.METHOD, ...}` at its top level (keys str or
    int literals or module constants; METHOD defined in C's body) and the
    modules loaded (the entry module's imports) mention `.F` nowhere else but as `self.F[key](args)` in C's
    methods: a table of C's methods, which the instance's class may
    override (called on the instance, as the bound method is)."""
    owner = fl.qualname.rpartition(".")[0]
    params = fl.fn.params.params if fl.fn is not None and fl.outer is None else []
    if owner not in fl.resolver.classes or not params or \
            not (isinstance(node.value, cst.Name) and node.value.value == params[0].name.value):
        return None
    cls = fl.module.classes.get(owner.rpartition(".")[2])
    if not isinstance(cls, cst.ClassDef) or f"{fl.module.name}.{cls.name.value}" != owner:
        return None
    field = node.attr.value
    methods = {s.name.value for s in cls.body.body if isinstance(s, cst.FunctionDef)
               and not s.decorators}
    init = next((s for s in cls.body.body if isinstance(s, cst.FunctionDef)
                 and s.name.value == "__init__" and s.params.params), None)
    if init is None:
        return None
    me = init.params.params[0].name.value
    found = [(t, v) for line in init.body.body if isinstance(line, cst.SimpleStatementLine)
             for small in line.body for t, v in _field_assignments(small)
             if isinstance(t, cst.Attribute) and t.attr.value == field and
             isinstance(t.value, cst.Name) and t.value.value == me]
    if len(found) != 1 or not isinstance(found[0][1], cst.Dict) or not found[0][1].elements:
        return None
    target, display = found[0]
    loaded = fl.resolver.sources.loaded
    if not _assigned_first(init, me, target) or \
            any(_subclass_skips_init(m, cls) for m in loaded):
        return None  # the table may be read before it is assigned, or never assigned
    keys: dict = {}
    for el in display.elements:
        value = el.value if isinstance(el, cst.DictElement) else None
        if not (isinstance(value, cst.Attribute) and isinstance(value.value, cst.Name) and
                value.value.value == me and value.attr.value in methods):
            return None
        ok, key = _table_key(fl, el.key)
        if not ok:
            return None
        keys[key] = value
    if not all(_only_method_table_uses(m.module, field, target) for m in loaded):
        return None
    return FunctionTable(field, list(keys), list(keys.values()), owner=owner, methods=True)


def _assigned_first(init: cst.FunctionDef, me: str, target: cst.Attribute) -> bool:
    """Does __init__ call no method of the instance before it assigns the
    table (a method dispatching through it would find no field)?"""
    calls = False

    class Finder(cst.CSTVisitor):
        def visit_Call(self, n: cst.Call) -> None:
            nonlocal calls
            root = n.func
            while isinstance(root, (cst.Attribute, cst.Subscript)):
                root = root.value
            calls = calls or isinstance(root, cst.Name) and root.value in (me, "super")

    for line in init.body.body:
        if isinstance(line, cst.SimpleStatementLine) and any(
                t is target for small in line.body for t, _ in _field_assignments(small)):
            return not calls
        line.visit(Finder())
    return False


def _subclass_skips_init(module, cls: cst.ClassDef) -> bool:
    """Does a class of the module derive from `cls` with an __init__ of its
    own that calls no super().__init__ (its instances have no table)?"""
    for other in module.classes.values():  # `Machine` or `m.Machine` as a base
        if not isinstance(other, cst.ClassDef) or not any(
                isinstance(b.value, (cst.Name, cst.Attribute)) and
                (b.value.value if isinstance(b.value, cst.Name) else b.value.attr.value) ==
                cls.name.value for b in other.bases):
            continue
        init = next((s for s in other.body.body if isinstance(s, cst.FunctionDef)
                     and s.name.value == "__init__"), None)
        if init is not None and "super().__init__(" not in cst.Module(body=[]).code_for_node(init):
            return True
    return False


def _field_assignments(small: cst.BaseSmallStatement):
    if isinstance(small, cst.Assign):
        return [(t.target, small.value) for t in small.targets]
    if isinstance(small, cst.AnnAssign) and small.value is not None:
        return [(small.target, small.value)]
    return []


def _table_key(fl, node: cst.BaseExpression):
    """A literal key, or a module constant's str or int value (`ARRIVAL`)."""
    ok, key = literal_key(node)
    if ok or not isinstance(node, cst.Name) or node.value in fl.locals:
        return ok, key
    try:
        resolved = fl.expressions.resolve_global(node)
    except CompileError:
        return False, None
    value = getattr(resolved, "value", None)
    if isinstance(resolved, ConstValue) and isinstance(value, (str, int)) and \
            not isinstance(value, bool):
        return True, value
    return False, None


def _only_method_table_uses(module: cst.Module, field: str, target: cst.Attribute) -> bool:
    """Is every `.field` of the module the assignment's target or the
    `x.field` of a call `x.field[key](args)`?"""
    allowed = {id(target)}
    mentions: list[cst.Attribute] = []

    class Finder(cst.CSTVisitor):
        def visit_Call(self, n: cst.Call) -> None:
            if isinstance(n.func, cst.Subscript) and isinstance(n.func.value, cst.Attribute):
                allowed.add(id(n.func.value))

        def visit_Attribute(self, n: cst.Attribute) -> None:
            if n.attr.value == field:
                mentions.append(n)

    module.visit(Finder())
    return all(id(n) in allowed for n in mentions)


def _literal_table(fl, name: str, d: cst.BaseExpression, local: bool = False,
                   lambdas: bool = False) -> FunctionTable | None:
    """The table a dict, list or tuple display of functions makes (and of
    lambdas, where `lambdas`: a function's own table)."""
    def entry(node: cst.BaseExpression) -> bool:
        return is_function(fl, node, local) or lambdas and isinstance(node, cst.Lambda)

    if isinstance(d, (cst.List, cst.Tuple)) and d.elements and all(
            isinstance(el, cst.Element) and entry(el.value) for el in d.elements):
        return FunctionTable(name, None, [el.value for el in d.elements])
    if not isinstance(d, cst.Dict) or not d.elements:
        return None
    entries: dict = {}
    for el in d.elements:
        if not isinstance(el, cst.DictElement):
            return None
        ok, key = literal_key(el.key)
        if not ok or not entry(el.value):
            return None
        entries[key] = el.value  # a repeated key keeps its place, takes the last value
    return FunctionTable(name, list(entries), list(entries.values()))


def local_tables(fl, fn: cst.FunctionDef) -> dict[str, tuple[FunctionTable, cst.Assign]]:
    """Variables of `fn` that are tables: bound once, by a statement of one
    of its blocks assigning a display of functions (or lambdas), and after
    it, in that block, only indexed-and-called or tested with `in` (here or
    in nested functions; a table with lambdas, here only):
    the value never changes, so the statement makes nothing."""
    out = {}
    params = {p.name.value for p in (*fn.params.posonly_params, *fn.params.params,
                                     *fn.params.kwonly_params)}
    for block, stmt in _block_statements(fn):
        if not (isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 and
                isinstance(stmt.body[0], cst.Assign) and len(stmt.body[0].targets) == 1 and
                isinstance(stmt.body[0].targets[0].target, cst.Name)):
            continue
        assign = stmt.body[0]
        name = assign.targets[0].target.value
        if name in params or name in out:
            continue
        table = _literal_table(fl, name, assign.value, local=True, lambdas=True)
        if table is not None and _only_table_uses(fl, fn, name, assign, block):
            table.owner = fl.qualname
            out[name] = (table, assign)
    return out


def _block_statements(fn: cst.FunctionDef) -> list[tuple[cst.BaseSuite, cst.BaseStatement]]:
    """(block, statement) for the statements of fn's blocks, its body's and
    nested ones' (in if, for, while, try, with), not nested functions'."""
    out = []

    class Blocks(cst.CSTVisitor):
        def visit_IndentedBlock(self, n: cst.IndentedBlock) -> None:
            out.extend((n, stmt) for stmt in n.body)

        def visit_FunctionDef(self, n: cst.FunctionDef) -> bool:
            return n is fn

        def visit_ClassDef(self, n: cst.ClassDef) -> bool:
            return False

    fn.visit(Blocks())
    return out


def _only_table_uses(fl, fn: cst.FunctionDef, name: str, assign: cst.Assign,
                     block: cst.BaseSuite) -> bool:
    """Is every other mention of `name` in fn (at any depth) after `assign`,
    inside the block holding it (elsewhere the name may be unbound), and a
    `name[key](...)` callee or the right of a lone `in`/`not in`?"""
    allowed: set[int] = {id(assign.targets[0].target)}
    mentions: list[cst.Name] = []
    inside: set[int] = set()

    class Inside(cst.CSTVisitor):
        def visit_Name(self, n: cst.Name) -> None:
            inside.add(id(n))

    block.visit(Inside())
    after = fl.module.positions[assign].end.line

    class Finder(cst.CSTVisitor):
        def visit_Call(self, n: cst.Call) -> None:
            if isinstance(n.func, cst.Subscript) and isinstance(n.func.value, cst.Name):
                allowed.add(id(n.func.value))

        def visit_Comparison(self, n: cst.Comparison) -> None:
            if len(n.comparisons) == 1 and isinstance(n.comparisons[0].operator,
                                                      (cst.In, cst.NotIn)):
                allowed.add(id(n.comparisons[0].comparator))

        def visit_Name(self, n: cst.Name) -> None:
            if n.value == name:
                mentions.append(n)

    fn.body.visit(Finder())
    return all(id(n) in allowed and id(n) in inside and (n is assign.targets[0].target or
                                                         fl.module.positions[n].start.line > after)
               for n in mentions)


def made(fl, s: cst.BaseSmallStatement) -> list[ir.Stmt] | None:
    """What the assignment of a local table makes (None: `s` is none): its
    lambdas, each in a variable of its own (`inner = {"sin": lambda: ...}`:
    CPython makes them there, and they read variables as they are when
    called); named functions need nothing."""
    for target, _ in _field_assignments(s):
        if isinstance(target, cst.Attribute) and method_table(fl, target) is not None:
            return []  # `self.handlers = {...}` of bound methods: the calls dispatch
    for table, assign in fl.local_tables.values():
        if s is assign:
            loc = fl.loc(s)
            return [ir.Assign(_lambda_variable(table, k), fl.expr(node), loc)
                    for k, node in enumerate(table.values) if isinstance(node, cst.Lambda)]
    return None


def _lambda_variable(table: FunctionTable, k: int) -> str:
    return f"{ir.BLOCK_FUNCTION}{table.name}.{k}"


def used_by_module_code(module, name: str, value: cst.BaseExpression) -> bool:
    """Does module-level code other than the assignment mention `name` (it
    could change the dict where compiled code would not see it)?"""
    found = False

    class Finder(cst.CSTVisitor):
        def visit_Name(self, n: cst.Name) -> None:
            nonlocal found
            found = found or n.value == name

        def visit_FunctionDef(self, n: cst.FunctionDef) -> bool:
            return False

        def visit_ClassDef(self, n: cst.ClassDef) -> bool:
            return False

    for stmt in module.module.body:
        if isinstance(stmt, cst.SimpleStatementLine) and any(
                isinstance(s, (cst.Assign, cst.AnnAssign)) and s.value is value
                for s in stmt.body):
            continue
        if not isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            stmt.visit(Finder())
    return found


def call(fl, e: cst.Call, loc: ir.Loc) -> ir.Expr | None:
    """`TABLE[key](args)`; None when e is not such a call."""
    if not isinstance(e.func, cst.Subscript):
        return None
    table = table_of(fl, e.func.value)
    lambdas = table is not None and any(isinstance(v, cst.Lambda) for v in table.values)
    if table is None or len(e.func.slice) != 1 or not isinstance(
            e.func.slice[0].slice, cst.Index) or lambdas and table.owner != fl.qualname:
        raise unsupported(loc, "call of a function read from a container",
                          "index a dict, list or tuple of functions assigned once (at module "
                          "level, or at a function's top level) and changed nowhere "
                          "(TABLE[key](x)), or call the function directly")
    positions = [ir.Const(i, loc) for i in range(len(table.values))]
    # d[key] raises KeyError, xs[i] IndexError (a negative i counts from the end)
    index = ir.Subscript(ir.ListExpr(positions, loc) if table.keys is None else
                         ir.DictExpr([ir.Const(k, loc) for k in table.keys], positions, loc),
                         [fl.expr(e.func.slice[0].slice.value)], loc)
    return dispatch(fl, table, index, e, loc)


def dispatch(fl, table: FunctionTable, index: ir.Expr, e: cst.Call, loc: ir.Loc) -> ir.Expr:
    """A call of the `index`-th function of `table` with e's arguments."""
    if any(a.keyword or a.star for a in e.args):
        raise unsupported(loc, f"keyword or starred argument in a call through {table.name}",
                          "pass the arguments by position")
    args = [fl.expr(a.value) for a in e.args]
    if table.methods:  # the instance the bound methods are of comes first
        args.insert(0, fl.expr(e.func.value.value))
    qualname = f"{table.owner}.{table.name}.{DISPATCH}{len(args)}"
    fl.lifted.append(_dispatcher(fl, table, qualname, len(args)))
    lambdas = [ir.Name(_lambda_variable(table, k), loc) for k, node in enumerate(table.values)
               if isinstance(node, cst.Lambda)]
    return ir.Call("func", qualname, [index] + args + lambdas, loc)


def _dispatcher(fl, table: FunctionTable, qualname: str, arity: int) -> ir.Function:
    """def <call>(i, a0, ..., lambda0, ...): return the i-th function's
    result (a lambda entry's value is passed in, made where the table is)."""
    loc = fl.loc(table.values[0])
    params = [ir.Param("pyaot.i", None, loc)] + [ir.Param(f"pyaot.a{k}", None, loc)
                                                  for k in range(arity)]
    passed = [ir.Param(f"pyaot.f{k}", None, loc) for k, node in enumerate(table.values)
              if isinstance(node, cst.Lambda)]
    body: list[ir.Stmt] = []
    for i in reversed(range(len(table.values))):
        node = table.values[i]
        at = fl.loc(node)
        args = [ir.Name(p.name, at) for p in params[1:]]
        if isinstance(node, cst.Lambda):
            value = ir.Name(f"pyaot.f{i}", at)
            ret = [ir.Return(ir.Call("value", value.id, [value] + args, at), at)]
            test = ir.Compare([ir.Name("pyaot.i", at), ir.Const(i, at)], ["operator.eq"], at)
            body = ret if not body else [ir.If(test, ret, body, at)]
            continue
        if table.methods:  # self.on_done(args): the method the instance's class has
            ret = [ir.Return(ir.Call("method", node.attr.value, args, at), at)]
            test = ir.Compare([ir.Name("pyaot.i", at), ir.Const(i, at)], ["operator.eq"], at)
            body = ret if not body else [ir.If(test, ret, body, at)]
            continue
        resolved = fl.expressions.resolve_global(node)
        if isinstance(resolved, UserFunction):
            fl.on_call(resolved)
            result = ir.Call("func", resolved.qualname, args, at)
        else:
            result = ir.Call("op", resolved.name, args, at)
        ret = [ir.Return(result, at)]
        test = ir.Compare([ir.Name("pyaot.i", at), ir.Const(i, at)], ["operator.eq"], at)
        body = ret if not body else [ir.If(test, ret, body, at)]
    return ir.Function(qualname=qualname, name=table.name, params=params + passed, returns=None,
                       body=body, loc=loc, source_lines={
                           loc.line: fl.module.line_text(loc.line)})


def contains(fl, e: cst.Comparison, loc: ir.Loc) -> ir.Expr | None:
    """`key in TABLE` / `key not in TABLE` (one comparison); None otherwise."""
    if len(e.comparisons) != 1 or not isinstance(e.comparisons[0].operator,
                                                 (cst.In, cst.NotIn)):
        return None
    table = table_of(fl, e.comparisons[0].comparator)
    if table is None or table.keys is None:
        return None
    keys = ir.DictExpr([ir.Const(k, loc) for k in table.keys],
                       [ir.Const(0, loc) for _ in table.keys], loc)
    op = "pyaot.in" if isinstance(e.comparisons[0].operator, cst.In) else "pyaot.not_in"
    return ir.Compare([fl.expr(e.left), keys], [op], loc)
