"""Memoised functions: `@functools.lru_cache` (maxsize=N, None or the
default 128) and `@functools.cache`.

CPython's decorator wraps the function in a cache: a dict from the tuple of
arguments to the result, plus the hit and miss counts (`f.cache_info()`).
A nested def gets a fresh cache each time its `def` statement runs: compiled,
the statement first makes two variables of the enclosing function
(`NAME.cache`, `NAME.stats`, not Python identifiers), which the memoised
function captures like any other variable it reads. A module-level function's
cache lives as long as the program: two module variables, typed from the
function's annotations (`dict[tuple[P, ...], R]`). Either way the body is
wrapped in what lru_cache's wrapper does:

    key = (a, b)                       # the arguments, in order, hashed first
    if key in cache: hits += 1; return cache[key]
    misses += 1
    ... body, each `return v` storing `cache[key] = v` first ...

A bounded cache (maxsize=N) is a dict kept in least-recently-used order, as
CPython's bounded wrapper keeps its links: a hit moves the entry last, a
store into a full cache drops the first, and an entry a recursive call stored
meanwhile is kept; maxsize=0 keeps nothing (and hashes nothing). An exception
leaves nothing in the cache, as in CPython. Refused: typed=True, a maxsize
that is not a literal, keyword arguments and defaults (CPython keys
f(1, b=2), f(1, 2) and f(1) apart), generators, None returned on some paths
and a value on others (the cache holds one type), and a `return` under a
`finally` clause (which could raise after the result was stored).
"""

from __future__ import annotations

from dataclasses import dataclass

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError, unsupported
from pyaot.frontend.resolve import ExternalRef, ModuleVariable, UserFunction
from pyaot.frontend.syntax import walk_nodes

_SUPPORTED = ("write @functools.lru_cache(maxsize=N) or @functools.cache (the only "
              "decorators compiled besides @pyaot.compile and methods' @property, "
              "@staticmethod and @classmethod)")


@dataclass
class Memo:
    """The variables of the enclosing function a memoised function uses."""

    cache: str  # dict: tuple of the arguments -> result, least recently used first
    stats: str  # list[int]: [hits, misses]
    loc: ir.Loc  # the decorator's
    maxsize: int | None  # None: unbounded
    module: object = None  # a module-level function's: the ModuleInfo holding both variables

    def ref(self, fl, which: str, loc: ir.Loc) -> ir.Expr:
        """The cache or stats variable, read in function `fl`."""
        name = self.cache if which == "cache" else self.stats
        if self.module is None:
            fl._is_local(name)  # captured on the way from the enclosing function
            return ir.Name(name, loc)
        variable = ModuleVariable(self.module, name)
        fl.module_state.use(variable, fl.fn)
        return ir.GlobalRef(variable.qualname, loc)


def _dotted(fl, expr: cst.BaseExpression, module=None) -> str | None:
    """What a decorator names, resolved in `module` (fl's by default)."""
    module = module or fl.module

    def resolve(e: cst.BaseExpression):
        if isinstance(e, cst.Name):
            return fl.resolver.lookup(module, e.value, e)
        if isinstance(e, cst.Attribute):
            return fl.resolver.attribute(resolve(e.value), e.attr.value, module, e)
        raise CompileError(module.loc(e), "decorator", "is not a name")

    try:
        resolved = resolve(expr)
    except CompileError:
        return None
    return resolved.dotted if isinstance(resolved, ExternalRef) else None


def refuse_decorators(fl, fn: cst.FunctionDef) -> None:
    """A module-level function's decorators: @pyaot.compile, or one
    memoising decorator (fl.memo set); others refused (a memoised nested
    def's are lowered by nested_def)."""
    for deco in fn.decorators:
        if _dotted(fl, deco.decorator.func if isinstance(deco.decorator, cst.Call)
                   else deco.decorator) in ("pyaot.compile", "pyaot.decorator.compile"):
            continue
        check_decorator(fl, deco)
        if len(fn.decorators) > 1:
            raise unsupported(fl.loc(deco), "@lru_cache with another decorator", _SUPPORTED)
        fl.memo = module_memo(fl, fl.module, fn)


def module_memo(fl, module, fn: cst.FunctionDef) -> Memo:
    """The module variables of memoised module-level function `fn`: made
    once, like `NAME.cache: dict[tuple[P, ...], R] = {}` at the decorator
    (their types come from fn's annotations; without them the cache is a
    `{}` that the calls' stores type, as any empty module variable)."""
    deco = fn.decorators[0]
    name = fn.name.value
    memo = Memo(f"{name}.cache", f"{name}.stats", module.loc(deco),
                check_decorator(fl, deco, module), module)
    if memo.cache in module.assignments:
        return memo
    _check_signature(module, fn)
    params = list(fn.params.posonly_params) + list(fn.params.params)
    if not params:
        raise unsupported(module.loc(fn), f"memoised module-level function {name}() without "
                          "parameters", "take at least one argument")
    # Unannotated: the cache starts as `{}`, typed by what the calls store in it.
    annotated = fn.returns is not None and all(p.annotation is not None for p in params)

    def of(head: str, *parts: cst.BaseExpression) -> cst.Subscript:
        return cst.Subscript(cst.Name(head), [cst.SubscriptElement(cst.Index(p)) for p in parts])

    cache_type = of("dict", of("tuple", *(p.annotation.annotation for p in params)),
                    fn.returns.annotation) if annotated else None
    where = module.positions[deco]
    made = {memo.cache: (cst.Dict([]), cache_type),
            memo.stats: (cst.List([cst.Element(cst.Integer("0")), cst.Element(cst.Integer("0"))]),
                         of("list", cst.Name("int")))}
    for variable, (value, annotation) in made.items():
        for node in (value, *walk_nodes(value)) + ((annotation, *walk_nodes(annotation))
                                              if annotation is not None else ()):
            module.positions.setdefault(node, where)
        module.assignments[variable] = [value]
        if annotation is not None:
            module.annotations[variable] = cst.Annotation(annotation)
            module.positions[module.annotations[variable]] = where
    return memo


def is_memo_decorator(fl, deco: cst.Decorator, module=None) -> bool:
    d = deco.decorator
    return _dotted(fl, d.func if isinstance(d, cst.Call) else d, module) in (
        "functools.lru_cache", "functools.cache")


def _int_literal(node: cst.BaseExpression) -> int | None:
    if isinstance(node, cst.Integer):
        return node.evaluated_value
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus) and \
            isinstance(node.expression, cst.Integer):
        return -node.expression.evaluated_value
    return None


def check_decorator(fl, deco: cst.Decorator, module=None) -> int | None:
    """A memoising decorator's maxsize (None: unbounded; at least 0);
    refuses other decorators and arguments that are not literals."""
    module = module or fl.module
    d = deco.decorator
    loc = module.loc(deco)
    name = module.module.code_for_node(d)
    if not is_memo_decorator(fl, deco, module):
        raise unsupported(loc, f"decorator @{name}", _SUPPORTED)
    if not isinstance(d, cst.Call):
        return None if _dotted(fl, d, module) == "functools.cache" else 128
    maxsize: int | None = 128
    for k, arg in enumerate(d.args):
        word = arg.keyword.value if arg.keyword else ("maxsize", "typed")[min(k, 1)]
        if arg.star or _dotted(fl, d.func, module) != "functools.lru_cache" or \
                (k > 1 and not arg.keyword):
            break
        if word == "typed" and isinstance(arg.value, cst.Name) and arg.value.value == "False":
            continue
        if word != "maxsize":
            break
        if isinstance(arg.value, cst.Name) and arg.value.value == "None":
            maxsize = None
        elif _int_literal(arg.value) is not None:
            maxsize = max(_int_literal(arg.value), 0)  # CPython: a negative maxsize is 0
        else:
            break
    else:
        return maxsize
    raise unsupported(loc, f"decorator @{name}", "write @functools.lru_cache(maxsize=N) with N "
                      "an int literal or None, or @functools.cache (typed=True is not compiled)")


def nested_def(fl, node: cst.FunctionDef) -> list[ir.Stmt]:
    """A `def` with decorators inside a function: the cache variables, then
    the function (FunctionLowerer._nested_def)."""
    if len(node.decorators) != 1:
        for deco in node.decorators:
            if not is_memo_decorator(fl, deco):
                check_decorator(fl, deco)
        raise unsupported(fl.loc(node.decorators[1]), "a second decorator", _SUPPORTED)
    deco = node.decorators[0]
    maxsize = check_decorator(fl, deco)
    _check_signature(fl.module, node)
    loc = fl.loc(deco)
    name = node.name.value
    memo = Memo(fl._fresh(f"{name}.cache"), fl._fresh(f"{name}.stats"), loc, maxsize)
    fl.locals |= {memo.cache, memo.stats}
    fl.memo_vars[name] = memo
    made = [ir.Assign(memo.stats, ir.ListExpr([ir.Const(0, loc), ir.Const(0, loc)], loc), loc)]
    if maxsize != 0:  # maxsize=0 keeps nothing
        made.insert(0, ir.Assign(memo.cache, ir.DictExpr([], [], loc), loc))
    return made + [fl._nested_def(node, fl.loc(node), memo)]


def _check_signature(module, node: cst.FunctionDef) -> None:
    p = node.params
    name = node.name.value
    extra = [x for x in (p.star_arg, p.star_kwarg) if isinstance(x, cst.Param)]
    if extra or p.kwonly_params:
        raise unsupported(module.loc((extra + list(p.kwonly_params))[0]),
                          f"*args, **kwargs or keyword-only parameters of memoised {name}()",
                          "take each argument as a plain positional parameter")
    for param in [*p.posonly_params, *p.params]:
        if param.default is not None:
            raise unsupported(module.loc(param), f"default value of parameter '{param.name.value}' "
                              f"of memoised {name}()", "pass every argument: lru_cache keys "
                              "f(1) and f(1, 2) apart even when 2 is the default")


def memo_of(fl, name: str) -> Memo | None:
    """The cache variables of memoised function `name` seen from `fl` (its
    enclosing function, the function itself, or one nested deeper), each
    captured on the way; None when `name` is not one."""
    scope = fl
    while scope is not None:
        if name in scope.memo_vars:
            memo = scope.memo_vars[name]
            break
        if scope.memo is not None and scope.self_name == name and name not in scope.locals:
            memo = scope.memo
            break
        if name in scope.locals:
            return None  # another variable of that name
        scope = scope.outer
    else:
        return _module_function_memo(fl, name)
    if memo.maxsize != 0:
        memo.ref(fl, "cache", memo.loc)
    memo.ref(fl, "stats", memo.loc)
    return memo


def _module_function_memo(fl, name: str) -> Memo | None:
    try:
        resolved = fl.expressions.resolve_global(cst.Name(name))
    except (CompileError, KeyError):  # undefined: its refusal is the call's (a fresh
        return None                   # Name has no position to name in it)
    if not isinstance(resolved, UserFunction) or len(resolved.node.decorators) != 1 or \
            not is_memo_decorator(fl, resolved.node.decorators[0], resolved.module):
        return None
    return module_memo(fl, resolved.module, resolved.node)


def wrap_body(fl, params: list[ir.Param], body: list[ir.Stmt]) -> list[ir.Stmt]:
    """The memoised function's body inside lru_cache's lookup and store."""
    memo = fl.memo
    loc = memo.loc
    if fl.generator:
        raise unsupported(loc, f"@lru_cache on generator {fl.fn.name.value}()",
                          "memoise a function that returns a list instead")
    fl._remember_line(loc)  # tracebacks through the lookup show the decorator
    if memo.maxsize == 0:  # CPython calls the function, counting a miss, and keeps nothing
        return [_count(fl, memo, 1, loc)] + body
    key = fl._fresh("memo.key")
    cache = memo.ref(fl, "cache", loc)
    hit: list[ir.Stmt] = [ir.Return(ir.Subscript(cache, [ir.Name(key, loc)], loc), loc)]
    if memo.maxsize is not None:  # the entry becomes the most recently used
        found = fl._fresh("memo.found")
        hit = [ir.Assign(found, ir.Call("method", "pop", [cache, ir.Name(key, loc)], loc), loc),
               fl._store_at(memo.ref(fl, "cache", loc), [ir.Name(key, loc)],
                            ir.Name(found, loc), loc),
               ir.Return(ir.Name(found, loc), loc)]
    out: list[ir.Stmt] = [
        ir.Assign(key, ir.TupleExpr([ir.Name(p.name, loc) for p in params], loc), loc),
        # hashed before the body runs: an unhashable argument raises TypeError first
        ir.ExprStmt(ir.Call("op", "pyaot.check_hashable", [ir.Name(key, loc)], loc), loc),
        ir.If(ir.Compare([ir.Name(key, loc), cache], ["pyaot.in"], loc),
              [_count(fl, memo, 0, loc)] + hit, [], loc),
        _count(fl, memo, 1, loc)]
    if _may_fall_through(body):
        body = body + [ir.Return(None, fl.loc(fl.fn))]
    _one_result_kind(fl, body)
    body = _storing(fl, body, key, memo, False)
    return out + body


def _may_fall_through(body: list[ir.Stmt]) -> bool:
    """Can control reach the end of `body`? (True when unsure: an explicit
    `return None` there is what Python would do anyway.)"""
    if not body:
        return True
    last = body[-1]
    if isinstance(last, (ir.Return, ir.Raise)):
        return False
    if isinstance(last, ir.If):
        return _may_fall_through(last.body) or _may_fall_through(last.orelse)
    if isinstance(last, ir.While) and isinstance(last.test, ir.Const) and \
            last.test.value is True:
        return _breaks(last.body)
    if isinstance(last, ir.Try) and not last.finalbody:
        return _may_fall_through(last.body + last.orelse) or any(
            _may_fall_through(h.body) for h in last.handlers)
    return True


def _breaks(body: list[ir.Stmt]) -> bool:
    """Does `body` break out of its loop (not out of a loop inside it)?"""
    for s in body:
        if isinstance(s, ir.Break):
            return True
        if isinstance(s, ir.If) and (_breaks(s.body) or _breaks(s.orelse)):
            return True
        if isinstance(s, ir.Try) and any(_breaks(b) for b in (
                s.body, s.orelse, s.finalbody, *(h.body for h in s.handlers))):
            return True
    return False


def _returns(body: list[ir.Stmt]) -> list[ir.Return]:
    out = []
    for s in body:
        if isinstance(s, ir.Return):
            out.append(s)
        elif isinstance(s, (ir.If, ir.While, ir.ForRange, ir.ForEach)):
            out += _returns(s.body) + _returns(s.orelse)
        elif isinstance(s, ir.Try):
            for b in (s.body, s.orelse, s.finalbody, *(h.body for h in s.handlers)):
                out += _returns(b)
    return out


def _one_result_kind(fl, body: list[ir.Stmt]) -> None:
    """The cache holds one type: None returned on some paths and a value on
    others is refused (compiled dicts cannot widen to Optional as they fill)."""
    returns = _returns(body)
    nones = [r for r in returns if r.value is None or
             (isinstance(r.value, ir.Const) and r.value.value is None)]
    if nones and len(nones) < len(returns):
        raise unsupported(nones[0].loc, f"memoised {fl.fn.name.value}() returning None here "
                          "(or by reaching its end) and a value elsewhere",
                          "return a value of the one type on every path (e.g. -1 or () "
                          "instead of None)")


def _store(fl, memo: Memo, key: str, result: str, loc: ir.Loc) -> list[ir.Stmt]:
    """cache[key] = result; a bounded cache (CPython's bounded wrapper) keeps
    an entry a recursive call made meanwhile, and makes room by dropping the
    least recently used entry."""
    store = fl._store_at(memo.ref(fl, "cache", loc), [ir.Name(key, loc)],
                         ir.Name(result, loc), loc)
    if memo.maxsize is None:
        return [store]
    cache = memo.ref(fl, "cache", loc)
    oldest = ir.Call("op", "builtins.next", [ir.Call("op", "builtins.iter", [cache], loc)], loc)
    full = ir.Compare([ir.Call("op", "builtins.len", [memo.ref(fl, "cache", loc)], loc),
                       ir.Const(memo.maxsize, loc)], ["operator.ge"], loc)
    evict = ir.ExprStmt(ir.Call("op", "operator.delitem", [memo.ref(fl, "cache", loc), oldest],
                                loc), loc)
    missing = ir.Compare([ir.Name(key, loc), memo.ref(fl, "cache", loc)], ["pyaot.not_in"], loc)
    return [ir.If(missing, [ir.If(full, [evict], [], loc), store], [], loc)]


def _count(fl, memo: Memo, which: int, loc: ir.Loc) -> ir.Stmt:
    index = ir.Const(which, loc)
    total = ir.Call("op", "operator.add", [ir.Subscript(memo.ref(fl, "stats", loc), [index], loc),
                                           ir.Const(1, loc)], loc)
    return fl._store_at(memo.ref(fl, "stats", loc), [index], total, loc)


def _storing(fl, body: list[ir.Stmt], key: str, memo: Memo, under_finally: bool) -> list[ir.Stmt]:
    """`body` with each `return v` storing v in the cache first."""
    out: list[ir.Stmt] = []
    for s in body:
        if isinstance(s, ir.Return):
            if under_finally:
                raise unsupported(s.loc, "return inside a try statement with a finally clause "
                                  "in a memoised function", "assign the result to a variable "
                                  "and return it after the try statement")
            value = s.value if s.value is not None else ir.Const(None, s.loc)
            result = fl._fresh("memo.result")
            out += [ir.Assign(result, value, s.loc)] + _store(fl, memo, key, result, s.loc) + [
                ir.Return(ir.Name(result, s.loc), s.loc)]
            break  # what follows a return never runs
        if isinstance(s, (ir.If, ir.While, ir.ForRange, ir.ForEach)):
            s.body = _storing(fl, s.body, key, memo, under_finally)
            s.orelse = _storing(fl, s.orelse, key, memo, under_finally)
        elif isinstance(s, ir.Try):
            inner = under_finally or bool(s.finalbody)
            s.body = _storing(fl, s.body, key, memo, inner)
            s.orelse = _storing(fl, s.orelse, key, memo, inner)
            for h in s.handlers:
                h.body = _storing(fl, h.body, key, memo, inner)
            s.finalbody = _storing(fl, s.finalbody, key, memo, under_finally)
        out.append(s)
    return out


def cache_info(fl, e: cst.Attribute, loc: ir.Loc) -> ir.Expr | None:
    """`f.cache_info().currsize` (or .hits, .misses, .maxsize) of a memoised
    function f; None for other expressions."""
    call = e.value
    if not (isinstance(call, cst.Call) and isinstance(call.func, cst.Attribute) and
            isinstance(call.func.value, cst.Name) and call.func.attr.value == "cache_info"):
        return None
    memo = memo_of(fl, call.func.value.value)
    if memo is None:
        return None
    if call.args:
        raise unsupported(loc, "cache_info() with arguments", "call cache_info()")
    field = e.attr.value
    if field not in _CACHE_INFO_FIELDS:
        raise unsupported(loc, f"cache_info().{field}",
                          "read .hits, .misses, .maxsize or .currsize")
    return _cache_info_fields(fl, memo, loc)[field]


# The class of what f.cache_info() returns: functools' namedtuple
# CacheInfo(hits, misses, maxsize, currsize), registered as namedtuple()
# makes one (pyaot.frontend.namedtuples) the first time a program asks.
CACHE_INFO = "functools._CacheInfo"
_CACHE_INFO_FIELDS = ("hits", "misses", "maxsize", "currsize")


def _cache_info_class(fl, loc: ir.Loc) -> str:
    classes = fl.resolver.classes
    if CACHE_INFO not in classes:
        classes[CACHE_INFO] = ir.ClassInfo(
            CACHE_INFO, "CacheInfo", loc,  # maxsize: None where unbounded
            fields={n: "Optional[int]" if n == "maxsize" else ir.INT for n in _CACHE_INFO_FIELDS},
            dataclass=True, order=True, frozen=True, eq=True,
            class_attrs={"_fields": ir.TupleExpr([ir.Const(n, loc) for n in _CACHE_INFO_FIELDS],
                                                 loc)})
    return CACHE_INFO


def _cache_info_fields(fl, memo: Memo, loc: ir.Loc) -> dict[str, ir.Expr]:
    """hits, misses, maxsize and currsize of memoised function `memo`, read now."""
    stats = [ir.Subscript(memo.ref(fl, "stats", loc), [ir.Const(k, loc)], loc) for k in (0, 1)]
    size = ir.Const(0, loc) if memo.maxsize == 0 else \
        ir.Call("op", "builtins.len", [memo.ref(fl, "cache", loc)], loc)
    return dict(zip(_CACHE_INFO_FIELDS, [*stats, ir.Const(memo.maxsize, loc), size]))


def check_call(fl, e: cst.Call, loc: ir.Loc) -> ir.Expr | None:
    """A call of a memoised function passes its arguments by position;
    `f.cache_clear()` as a value is refused; `f.cache_info()` is its
    CacheInfo namedtuple (None for other calls)."""
    if isinstance(e.func, cst.Name) and any(a.keyword for a in e.args) and \
            memo_of(fl, e.func.value) is not None:
        raise unsupported(loc, f"keyword argument in a call of memoised {e.func.value}()",
                          "pass the arguments by position (lru_cache keys f(1, b=2) and "
                          "f(1, 2) apart)")
    if not (isinstance(e.func, cst.Attribute) and isinstance(e.func.value, cst.Name) and
            e.func.attr.value in ("cache_info", "cache_clear")):
        return None
    memo = memo_of(fl, e.func.value.value)
    if memo is None:
        return None
    if e.func.attr.value == "cache_clear":
        raise unsupported(loc, f"{e.func.value.value}.cache_clear() as a value",
                          "call f.cache_clear() as a statement (it returns None)")
    if e.args:
        raise unsupported(loc, "cache_info() with arguments", "call cache_info()")
    return ir.Call("new", _cache_info_class(fl, loc),
                   list(_cache_info_fields(fl, memo, loc).values()), loc)


def cache_clear(fl, e: cst.BaseExpression, loc: ir.Loc) -> list[ir.Stmt] | None:
    """The statement `f.cache_clear()` of a memoised f: the cache emptied, the
    counts zeroed; None for other statements."""
    if not (isinstance(e, cst.Call) and not e.args and isinstance(e.func, cst.Attribute) and
            isinstance(e.func.value, cst.Name) and e.func.attr.value == "cache_clear"):
        return None
    memo = memo_of(fl, e.func.value.value)
    if memo is None:
        return None
    out = [fl._store_at(memo.ref(fl, "stats", loc), [ir.Const(k, loc)], ir.Const(0, loc), loc)
           for k in (0, 1)]
    if memo.maxsize != 0:
        out.insert(0, ir.ExprStmt(ir.Call("method", "clear", [memo.ref(fl, "cache", loc)], loc),
                                  loc))
    return out
