"""The IR: the contract between the front end and every later stage.

A program is a set of functions; a function body is a tree of structured
statements (if/while/for-range keep their shape, so emitted C++ reads like the
Python it came from and `#line` maps cleanly). Every node carries its source
location. Expressions carry a `type` (None until `pyaot.infer` fills it in) and
calls name what they call: a declared operator (`kind="op"`, e.g.
"operator.add", "math.sqrt") or a user function (`kind="func"`, its qualified
name). After inference, `target` holds the C++ entry point or the specialised
function's C++ name, and implicit conversions are explicit `Convert` nodes.

The IR is plain data: `to_json`/`from_json` round-trip it, `format_program`
prints it for humans (`pyaot trace`). Bump IR_VERSION on any change of shape.
"""

from __future__ import annotations

import dataclasses
import functools
import json
from dataclasses import dataclass, field
from typing import Any, Union

from pyaot import typesys

IR_VERSION = 26
# The shape of this version's nodes (schema_fingerprint()): a change of any
# node class, field or annotation changes it, and tests/test_ir_check.py
# fails until IR_VERSION is bumped with it.
IR_SCHEMA = "367e4af698f422bb"

# Variables the frontend makes to hold a function value that only the rest
# of the block making it reads (a local table's lambda, an unrolled loop's
# item): their C++ closure may be declared inside an if, loop or try block.
BLOCK_FUNCTION = "fnvalue."


def block_function(name: str) -> bool:
    return name.startswith(BLOCK_FUNCTION)


# Scalar types of this IR version, spelled as in Python annotations.
INT, FLOAT, BOOL, NONE, STR = "int", "float", "bool", "None", "str"
SCALARS = (INT, FLOAT, BOOL)
# Containers: "list[int]", "dict[str,float]", "tuple[int,str]", "Optional[int]",
# ...; the grammar and its operations are in pyaot.typesys.
# Arrays: "ndarray[float64]" (rank known only at run time) or
# "ndarray[float64,2]" (rank 2); see pyaot.ndops.array_type.

# Augmented assignment `x op= v` is `x = operator.iop(x, v)`, as Python runs
# it: the in-place operator mutates mutable values (list +=, set |=, ndarray
# +=, a class's __iadd__) and returns them; a type without one (int, str,
# tuple, ...) falls back to the binary operator named here, rebinding x.
INPLACE_OPS = {
    "operator.iadd": "operator.add", "operator.isub": "operator.sub",
    "operator.imul": "operator.mul", "operator.itruediv": "operator.truediv",
    "operator.ifloordiv": "operator.floordiv", "operator.imod": "operator.mod",
    "operator.ipow": "operator.pow", "operator.ilshift": "operator.lshift",
    "operator.irshift": "operator.rshift", "operator.iand": "operator.and_",
    "operator.ior": "operator.or_", "operator.ixor": "operator.xor",
    "operator.imatmul": "operator.matmul",
}


@dataclass(frozen=True)
class Loc:
    file: str
    line: int
    col: int  # 1-based, as compilers print it

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


# ---------------------------------------------------------------- expressions


@dataclass
class Const:
    value: Union[int, float, bool, str, bytes, None]
    loc: Loc
    type: str | None = None


@dataclass
class Name:
    id: str
    loc: Loc
    type: str | None = None
    maybe_unbound: bool = False  # set by inference: read may precede assignment
    # Set by inference: a variable nested functions rebind through `nonlocal`
    # (passed to them by reference), so a call beside the read may change
    # it: the read keeps its place in Python's evaluation order.
    shared: bool = False


@dataclass
class ArrayOperand:
    """How one parameter of an array operator receives its value, by `form`
    (the emitter spells it; `slots` index the call's args):
      arg      the value args[slots[0]] as it is (an array, an int, a bool)
      scalar   the number args[slots[0]] as a 0-d array of `dtype`
      double   the number args[slots[0]] as a float64
      const    the constant `value`, of parameter kind `kind` (ops/decls)
      list     the list args[slots[0]] as an array of the result's dtype
      display  a nested list display of shape `dims`, its leaves args[slots]
               in C order, as an array of the result's dtype
      widths   np.pad's widths: shape `dims`, the ints args[slots]
      arrays   the arrays args[slots] as one sequence of `dtype` arrays
      spread   the arrays args[slots], one argument each
      shape    a shape: item i is args[slots[i]], or dims[i] where slots[i] < 0
    """

    form: str
    slots: list[int] = field(default_factory=list)
    dtype: str = ""
    kind: str = ""
    value: Any = None
    dims: list[int] = field(default_factory=list)


@dataclass
class IndexStep:
    """One step of an array subscript, on the view the steps before it made
    (`slots` index the call's args; -1: absent):
      newaxis   a new axis of length 1 at `axis`
      slice     `axis` sliced by args[slots] = lower, upper, step
      int       `axis` taken at the index args[slots[0]] (the axis goes)
      mask      `axis` selected by the boolean array args[slots[0]]
      take      `axis` gathered at the int array args[slots[0]]
      advanced  the leading axes indexed by the int arrays and ints args[slots]
      element   the element at the ints args[slots], one per axis
      whole     the whole array indexed by one mask or int array args[slots[0]]
    """

    form: str
    axis: int = 0
    slots: list[int] = field(default_factory=list)


@dataclass
class ArraySpec:
    """What a kind "nd" Call computes, in its operator's terms; the emitter
    spells it (pyaot.emit.arrays) and planning reads it (pyaot.fusion).
    An operator call: `operands` by parameter name (a ufunc's operands are
    "0", "1", ...), the result's dtype `out`, a ufunc's loop dtypes `loops`,
    and `result`, how the operator's value becomes the Python value: "" as
    it is; "item" a Python scalar (the Call's type); "tuple:N" N arrays;
    "list" a list of arrays; "inplace" written back into args[0], which is
    the value. A subscript (ndarray.getitem, ndarray.setitem): the steps
    `index` from the array args[`base`]; a store writes args[`value`] into
    the element or view (`store`: "item", "view" or "index"). An ONNX
    Runtime session's run: the session args[0], the model's `outputs` by
    name, their `rank` (-1: any), and the inputs `feeds` names, fed
    args[1:] in order."""

    operands: dict[str, ArrayOperand] = field(default_factory=dict)
    out: str = ""
    loops: list[str] = field(default_factory=list)
    result: str = ""
    base: int = 0
    index: list[IndexStep] = field(default_factory=list)
    store: str = ""
    value: int = -1
    outputs: list[str] = field(default_factory=list)
    feeds: list[str] = field(default_factory=list)
    rank: int = -1


@dataclass
class Call:
    """kind "op": a declared operator; "func": a user function; "method": a
    method of args[0] (resolved by its type). After inference, kind "nd" is an
    array operator (or subscript) whose `array` says what it computes; the
    emitter spells it."""

    kind: str  # "op" | "func" | "method" | "value" | "new" | "super" | "nd"
    callee: str  # operator name, user function qualname, or method name
    args: list["Expr"]
    loc: Loc
    type: str | None = None
    target: str | None = None  # C++ callee, filled by inference (not for kind "nd")
    keywords: dict[str, "Expr"] = field(default_factory=dict)  # name=value arguments
    # kind "nd" with implementation variants: their names, and the declared
    # default. Which variant runs is the planner's choice (pyaot.variants.Plan).
    variants: list[str] = field(default_factory=list)
    variant: str = ""
    array: ArraySpec | None = None
    # The order Python evaluates args in (indexes into args), when keyword
    # arguments passed out of parameter order make it differ from theirs
    # (`P(b=f(), a=g())` runs f first); empty: left to right.
    order: list[int] = field(default_factory=list)


# Symbols a `match` statement's isinstance tests name (pyaot.frontend.match_stmt):
# what a sequence pattern matches (a collections.abc.Sequence other than str,
# bytes and bytearray) and what a mapping pattern matches (a Mapping).
SEQUENCE_PATTERN = "pyaot.sequence"
MAPPING_PATTERN = "pyaot.mapping"


@dataclass
class Symbol:
    """A named non-number argument: a dtype (`numpy.float32`), a string
    literal (`side="right"`) or None, which only operators' arguments take;
    `Ellipsis`, the `...` of an array subscript (a[..., 0]);
    or `class:QUALNAME`, a class as a value (a classmethod's `cls`)."""

    value: str  # "numpy.float32", "'right'", "None"
    loc: Loc
    type: str | None = None


@dataclass
class TupleExpr:
    """A tuple display, e.g. a shape `(n, 3)` or an axis tuple."""

    elts: list["Expr"]
    loc: Loc
    type: str | None = None


@dataclass
class Attribute:
    """`value.attr` of a local value (arrays: .T, .ndim, .size, .shape)."""

    value: "Expr"
    attr: str
    loc: Loc
    type: str | None = None


@dataclass
class SliceExpr:
    """`lower:upper:step` inside a subscript; None parts are omitted."""

    lower: "Expr | None"
    upper: "Expr | None"
    step: "Expr | None"
    loc: Loc
    type: str | None = None


@dataclass
class Subscript:
    """`value[i, j]`, `value[1:-1, ::2]` (arrays), `a.shape[k]`."""

    value: "Expr"
    indices: list["Expr"]  # each an int expression or a SliceExpr
    loc: Loc
    type: str | None = None


@dataclass
class ListExpr:
    """A list display `[a, b]` (a set display when `kind` is "set"; "tuple"
    packs a call's extra positional arguments into `*args`)."""

    elts: list["Expr"]
    loc: Loc
    type: str | None = None
    kind: str = "list"  # "list" | "set"


@dataclass
class DictExpr:
    keys: list["Expr"]
    values: list["Expr"]
    loc: Loc
    type: str | None = None


# A binding target: a name, or a (nested) tuple of targets to unpack.
Target = Union[str, list]


@dataclass
class CompFor:
    """One `for target in iter if cond...` clause of a comprehension. The
    front end renames comprehension variables apart from the function's own
    (Python gives a comprehension its own scope)."""

    target: Target
    iter: "Expr"
    conds: list["Expr"]
    loc: Loc


@dataclass
class Comprehension:
    """[elt for ...], {elt for ...}, {key: elt for ...}, and generator
    expressions (elt for ...), which run lazily as they are consumed."""

    kind: str  # "list" | "set" | "dict" | "gen"
    elt: "Expr"
    key: "Expr | None"
    generators: list[CompFor]
    loc: Loc
    type: str | None = None


@dataclass
class FnValue:
    """A function used as a value: a lambda or nested def (lifted by the
    front end to a function taking its captured variables as trailing
    parameters), a module-level function, or a declared operator (`key=len`).
    Calling it calls `target` with the call's arguments then `captures`
    (read at call time, as Python closures read their cells)."""

    kind: str  # "func" | "op"
    target: str  # function qualname or operator name
    captures: list["Expr"]
    loc: Loc
    type: str | None = None  # "fn[ID]"; pyaot.infer records each ID's signature
    escapes: bool = False  # returned: copies its captures when made


@dataclass
class Convert:
    """An implicit conversion made explicit (bool -> int, int -> float,
    T | None -> T, a member into its union, ...): `kind`, one of
    pyaot.typesys.CONVERSIONS, says which; inference chooses it. `message`:
    the TypeError's text where an unwrap finds None, CPython's for the
    operator it feeds ("unsupported operand type(s) for +: 'NoneType' and
    'int'"); empty for the general one."""

    value: "Expr"
    to: str
    loc: Loc
    type: str | None = None
    kind: str = ""
    message: str = ""


@dataclass
class BoolOp:
    op: str  # "and" | "or"
    values: list["Expr"]
    loc: Loc
    type: str | None = None


@dataclass
class Truth:
    """Python truthiness of a value (`bool(x)` semantics), for conditions."""

    value: "Expr"
    loc: Loc
    type: str | None = None


@dataclass
class TempRef:
    """Refers to operand `index` of the enclosing Compare, or (0) to the
    value of the enclosing Once (evaluated once)."""

    index: int
    loc: Loc
    type: str | None = None


@dataclass
class Once:
    """`body` reading `value`, evaluated once and first, as TempRef 0: an
    operator on a union that is a call's result (`-parse()`) tests the
    member held, then applies itself to that member."""

    value: "Expr"
    body: "Expr"
    loc: Loc
    type: str | None = None


@dataclass
class Compare:
    """A comparison chain `a < b <= c`: operands are evaluated at most once,
    left to right, stopping at the first false test. Before inference `ops`
    holds operator names; after, `tests` holds one test per link (a call of
    an operator or of a class's comparison method) whose arguments are
    TempRefs to the operands."""

    operands: list["Expr"]
    ops: list[str]
    loc: Loc
    type: str | None = None
    tests: list["Expr"] = field(default_factory=list)


@dataclass
class IfExp:
    test: "Expr"
    body: "Expr"
    orelse: "Expr"
    loc: Loc
    type: str | None = None


# ------------------------------------------------ typed-only expressions
# Made by inference: each names an operation whose meaning the types fix;
# pyaot.emit spells it.


@dataclass
class Override:
    """A subclass's override of a method: the class, and the instance (C++
    name) of its method that a VirtualCall runs for objects of that class."""

    cls: str  # the class's qualname
    instance: str
    # Its own parameters' defaults, passed after the call's arguments (an
    # override may add optional parameters, or default one otherwise).
    defaults: list["Expr"] = field(default_factory=list)


@dataclass
class VirtualCall:
    """receiver.method(...) where subclasses of the receiver's static class
    override the method (or property, or operator method): the first of
    `overrides` (deepest classes first) whose class the object is an
    instance of at run time, else `default`, the instance the static type
    finds; an empty `default` where the static class has no such method
    (only subclasses do): AttributeError, as in CPython. args[0] is the
    receiver."""

    method: str
    args: list["Expr"]
    overrides: list[Override]
    default: str
    loc: Loc
    type: str | None = None
    order: list[int] = field(default_factory=list)  # as Call.order
    defaults: list["Expr"] = field(default_factory=list)  # as Override.defaults, of `default`


@dataclass
class ExceptionField:
    """`e.name` of a caught exception whose class's __init__ stores fields:
    item `position` of the values its raise statement carried (`types`: all
    of them, in the class's field order)."""

    value: "Expr"
    position: int
    types: list[str]
    loc: Loc
    type: str | None = None


@dataclass
class TupleItem:
    """An item of a tuple: at a constant `position` (each item has its own
    type), or, for a tuple of one item type (tuple[int, ...]), at the
    run-time `index`, which raises IndexError out of range."""

    value: "Expr"
    loc: Loc
    type: str | None = None
    position: int | None = None
    index: "Expr | None" = None


@dataclass
class Identity:
    """`left is right` (`negate`: is not) between objects with an identity
    (class instances, lists, dicts, sets); `same_kind` False: objects of
    different kinds, never identical (both sides are still evaluated)."""

    left: "Expr"
    right: "Expr"
    negate: bool
    loc: Loc
    type: str | None = None
    same_kind: bool = True


@dataclass
class IsNone:
    """`value is None` (`negate`: is not None). `result`: the answer, when
    value's type decides it (None, or a type without None; value is still
    evaluated); None: tested at run time (an Optional)."""

    value: "Expr"
    negate: bool
    loc: Loc
    type: str | None = None
    result: bool | None = None


@dataclass
class IsInstance:
    """isinstance(value, ...) as value's static type decides it: `result`
    when the type alone answers (value is still evaluated); else at run
    time, by the class of an instance (`classes`: the subclasses of its
    static class asked for; of a caught exception, the exception classes
    asked for), or by the member a union holds (`scalars`: the
    scalar types asked for, int | float | bool | str | bytes; `members`: the
    union's other members asked for). `optional`: the union may be None,
    which is none of them. `exact`: `type(value) is T`, true of T itself
    only (not of a subclass's instance, nor of a bool for int)."""

    value: "Expr"
    loc: Loc
    type: str | None = None
    result: bool | None = None
    classes: list[str] = field(default_factory=list)
    scalars: list[str] = field(default_factory=list)
    members: list[str] = field(default_factory=list)
    optional: bool = False
    exact: bool = False


ITERATED = "<iter>"  # Unwrap.attr of an iterated Optional


@dataclass
class Unwrap:
    """The instance in `value` (an Optional instance) whose attribute `attr`
    is read or written: AttributeError ('NoneType' object has no attribute
    ...) when it is None, as CPython raises. `attr` ITERATED: the value a
    loop iterates (TypeError: 'NoneType' object is not iterable)."""

    value: "Expr"
    attr: str
    loc: Loc
    type: str | None = None


@dataclass
class ArrayAttr:
    """An int property of an array: its `ndim`, `size`, `len` (len(a): the
    first axis's length, TypeError for a 0-d array) or `shape` (a.shape[index];
    IndexError out of range). `shape` without an index is the whole shape, a
    tuple of ints (of `tuple[int,...]` when the rank is known only at run
    time); with a SliceExpr of literal bounds it is that slice of the shape
    (a.shape[:2]), its items known when compiling."""

    value: "Expr"
    attr: str  # "ndim" | "size" | "len" | "shape"
    loc: Loc
    type: str | None = None
    index: "Expr | None" = None  # shape's


@dataclass
class GlobalRef:
    """A module variable's current value (`BOARD`, `CACHE`, or a name some
    function rebinds with `global`): state shared by every call, initialised
    once, before the first entry point runs, by its module-level assignment
    (Program.globals)."""

    qualname: str  # "pkg.mod.BOARD"
    loc: Loc
    type: str | None = None


Expr = Union[Const, Name, Call, Convert, BoolOp, Truth, TempRef, Once, Compare, IfExp, Symbol,
             TupleExpr, Attribute, SliceExpr, Subscript, ListExpr, DictExpr, Comprehension,
             FnValue, VirtualCall, TupleItem, Identity, IsNone, IsInstance, Unwrap, ArrayAttr,
             GlobalRef, ExceptionField]

# ----------------------------------------------------------------- statements


@dataclass
class Assign:
    target: str
    value: Expr
    loc: Loc


@dataclass
class AssignGlobal:
    """`G = value` in a function that declares `global G`."""

    qualname: str
    value: Expr
    loc: Loc


@dataclass
class Unpack:
    """`a, (b, c) = value`: value evaluated once, then bound left to right;
    a list or iterator value of the wrong length raises ValueError."""

    target: list  # nested lists of names
    value: Expr
    loc: Loc


@dataclass
class ForEach:
    """`for target in iterable` over anything but a literal range(...)
    (lists, str, dicts, sets, enumerate/zip/reversed, ...)."""

    target: Target
    iter: Expr
    body: list["Stmt"]
    orelse: list["Stmt"]
    loc: Loc


@dataclass
class SetAttr:
    """`obj.attr = value` on an instance of a user class."""

    target: Expr
    attr: str
    value: Expr
    loc: Loc
    annotation: str | None = None  # self.x: T = value


@dataclass
class StoreItem:
    """`target[i, j] = value` on an array (integer indices only)."""

    target: str
    indices: list[Expr]
    value: Expr
    loc: Loc


@dataclass
class ExprStmt:
    value: Expr
    loc: Loc


@dataclass
class Return:
    value: Expr | None
    loc: Loc


@dataclass
class If:
    test: Expr
    body: list["Stmt"]
    orelse: list["Stmt"]
    loc: Loc


@dataclass
class While:
    test: Expr
    body: list["Stmt"]
    orelse: list["Stmt"]
    loc: Loc


@dataclass
class ForRange:
    """`for target in range(start, stop, step)`; range is evaluated once."""

    target: str
    start: Expr
    stop: Expr
    step: Expr
    body: list["Stmt"]
    orelse: list["Stmt"]
    loc: Loc


@dataclass
class Break:
    loc: Loc


@dataclass
class Continue:
    loc: Loc


@dataclass
class Pass:
    loc: Loc


@dataclass
class Yield:
    """`yield value` as a statement; makes the function a generator."""

    value: Expr | None
    loc: Loc


@dataclass
class Raise:
    """`raise T(message)`; `exc` None is a bare `raise` (re-raise), or with
    `value` the re-raise of a caught exception (`raise e`)."""

    exc: str | None  # "ValueError", or a user class's qualname "mod.MyError"
    message: "Expr | None"  # a str expression
    loc: Loc
    value: "Expr | None" = None
    args_repr: "Expr | None" = None  # repr() of the raised argument
    # The field values an exception class's own __init__ stores (its
    # annotated parameters' types, in field order), read by ExceptionField.
    fields: list["Expr"] = field(default_factory=list)
    field_types: list[str] = field(default_factory=list)


@dataclass
class Assert:
    test: Expr
    message: "Expr | None"  # a str expression
    loc: Loc


@dataclass
class Handler:
    """One `except` clause; no types means a bare `except:`."""

    types: list[str]
    body: list["Stmt"]
    loc: Loc
    name: str | None = None  # `except E as name`


@dataclass
class Try:
    body: list["Stmt"]
    handlers: list[Handler]
    orelse: list["Stmt"]
    finalbody: list["Stmt"]
    loc: Loc


Stmt = Union[Assign, ExprStmt, Return, If, While, ForRange, Break, Continue, Pass, Raise, Assert,
             Try, StoreItem, Unpack, ForEach, SetAttr, Yield, AssignGlobal]

# ------------------------------------------------------------------ functions


@dataclass
class Param:
    name: str
    annotation: str | None  # Python annotation text, e.g. "int"; None if absent
    loc: Loc
    default: Expr | None = None  # an immutable literal (Python evaluates it once)
    star: bool = False  # *args: the extra positional arguments, as a tuple[T, ...]
    kwargs: bool = False  # **kwargs: the extra keyword arguments, as a dict[str, T]
    keyword_only: bool = False  # after * or *args: passed by name only
    positional_only: bool = False  # before /: passed by position only
    by_ref: bool = False  # a captured variable the function assigns (nonlocal)
    capture: bool = False  # a variable of the enclosing function (a trailing parameter)


@dataclass
class Function:
    qualname: str  # "examples.collatz.collatz_length"
    name: str
    params: list[Param]
    returns: str | None  # return annotation, None if absent
    body: list[Stmt]
    loc: Loc
    local_annotations: dict[str, str] = field(default_factory=dict)  # `x: float = ...`
    source_lines: dict[int, str] = field(default_factory=dict)  # for tracebacks
    generator: bool = False  # has `yield`: calling it returns an iterator ("iter[T]")


@dataclass
class ClassInfo:
    """A user class: its fields (declared `name: T` at class level, or first
    assigned in __init__), and its methods, each lowered as a function whose
    first parameter is the instance. Type of an instance: "obj[QUALNAME]"."""

    qualname: str
    name: str
    loc: Loc
    base: str | None = None  # a user class's qualname (single inheritance)
    fields: dict[str, str | None] = field(default_factory=dict)  # declared annotations
    defaults: dict[str, Expr] = field(default_factory=dict)  # `name: T = value` defaults
    # Class attributes (`NAME = value` in the class body): constants, read as
    # C.NAME, and through instances as fields each instance starts with.
    class_attrs: dict[str, Expr] = field(default_factory=dict)
    # Class attributes that are state (`registry = {}`, or rebound as
    # `C.NAME = v`): NAME -> the module variable holding it (Program.globals).
    class_vars: dict[str, str] = field(default_factory=dict)
    methods: dict[str, str] = field(default_factory=dict)  # name -> function qualname
    properties: dict[str, str] = field(default_factory=dict)
    # @NAME.setter of a property: NAME -> its function's qualname.
    setters: dict[str, str] = field(default_factory=dict)
    staticmethods: dict[str, str] = field(default_factory=dict)
    classmethods: dict[str, str] = field(default_factory=dict)
    dataclass: bool = False
    order: bool = False  # @dataclass(order=True)
    frozen: bool = False
    eq: bool = True
    # dataclasses.field(compare=False / repr=False): field -> what it is left
    # out of ("compare": __eq__, ordering and __hash__; "repr": __repr__).
    excluded: dict[str, list[str]] = field(default_factory=dict)
    # An enum class (pyaot.frontend.enums): fields name and value, repr
    # <C.NAME: value>, str C.NAME.
    enum: bool = False


def class_chain(classes: dict[str, ClassInfo], qualname: str | None) -> list[ClassInfo]:
    """The class and its bases, most derived first (single inheritance)."""
    chain = []
    while qualname is not None:
        info = classes[qualname]
        chain.append(info)
        qualname = info.base
    return chain


@dataclass
class Program:
    """What the front end hands on: every traced user function, reachable from
    the entry points."""

    functions: dict[str, Function]
    entries: list[str]
    version: int = IR_VERSION
    # User exception classes: qualname -> [name, base] (base: a built-in
    # exception's name or another user class's qualname), bases first.
    exceptions: dict[str, list[str]] = field(default_factory=dict)
    classes: dict[str, ClassInfo] = field(default_factory=dict)
    # Module variables in initialisation order: qualname -> the qualname of
    # the function (no parameters, named `<module>` as CPython's frame is)
    # that returns its initial value.
    globals: dict[str, str] = field(default_factory=dict)
    # Exception classes whose own (or a base's) __init__ stores fields:
    # qualname -> [[field, type ("" where unannotated: what raises pass), the
    # class whose __init__ it is], ...] in the order it assigns them.
    exception_fields: dict[str, list[list[str]]] = field(default_factory=dict)
    # ONNX models the program runs: the qualname of the module variable
    # holding the session -> {"file" (as written, relative to the module's
    # file), "resource" (its path in the workspace), "sha256", "inputs",
    # "outputs"}, each tensor [name, dtype, rank or None]
    # (pyaot.frontend.onnx_models).
    models: dict[str, dict[str, Any]] = field(default_factory=dict)


# --------------------------------------------------------- typed (inferred) IR


@dataclass
class Instance:
    """One specialisation of a user function for concrete argument types."""

    cname: str  # C++ name, unique in the program
    function: str  # qualname of the Function it specialises
    name: str
    file: str
    param_types: list[str]
    return_type: str
    locals: dict[str, str]  # every local (params included) and its type
    flagged_locals: list[str]  # locals that need a "bound" flag (maybe-unbound reads)
    recursive: bool  # part of a call cycle: counts depth (RecursionError)
    body: list[Stmt]
    params: list[str]
    loc: Loc
    source_lines: dict[int, str] = field(default_factory=dict)
    ref_params: list[str] = field(default_factory=list)  # passed by reference (nonlocal)
    # Captured variables that may be unbound where it is made or called: each
    # comes with its bound flag and is checked where the body reads it (CPython
    # reads a free variable then, so an unbound one that is never read, or read
    # after another error, raises nothing or that error).
    unbound_params: list[str] = field(default_factory=list)


@dataclass
class Entry:
    """An entry point as the outside world calls it."""

    name: str  # Python name, e.g. "collatz_length"
    qualname: str
    instance: str  # cname of its Instance
    params: list[Param]
    param_types: list[str]
    return_type: str


@dataclass
class FnSignature:
    """How a function value (type "fn[ID]") is called: the one argument
    type list it is called with, its result, and what the call invokes (an
    instance's C++ name, or an operator's C++ entry point)."""

    args: list[str]
    result: str
    target: str


@dataclass
class TypedProgram:
    instances: list[Instance]  # callees before callers where possible
    entries: list[Entry]
    headers: list[str]  # operator headers the program needs
    version: int = IR_VERSION
    exceptions: dict[str, list[str]] = field(default_factory=dict)
    fn_values: dict[str, FnSignature] = field(default_factory=dict)  # ID -> signature
    classes: list["TypedClass"] = field(default_factory=list)
    globals: list[TypedGlobal] = field(default_factory=list)  # in initialisation order


@dataclass
class TypedGlobal:
    """A module variable as emitted: its type and the instance computing its
    initial value."""

    qualname: str
    type: str
    init: str  # cname of the initialiser's Instance


@dataclass
class TypedClass:
    """A class as emitted: field types in order and the C++ names of the
    instances implementing its protocol methods (repr, eq, ...)."""

    qualname: str
    name: str
    fields: dict[str, str]  # its own fields (a base's are inherited)
    hooks: dict[str, str]  # "__repr__" -> instance cname (when defined)
    dataclass: bool
    order: bool
    eq: bool
    base: str | None = None
    subclasses: list[str] = field(default_factory=list)  # deepest first
    all_fields: list[str] = field(default_factory=list)  # with inherited ones, in order
    # Field values set before __init__ runs (class attributes, and `name: T =
    # value` defaults of a plain class), the most derived class's winning.
    initial: dict[str, Expr] = field(default_factory=dict)
    # Own fields an instance may lack (read before any assignment):
    # AttributeError on such a read, as CPython.
    maybe_unset: list[str] = field(default_factory=list)
    # Protocol methods @dataclass generated for instances of this class ->
    # the dataclass that generated them (its fields are printed, compared,
    # hashed); "__hash__" -> "" when instances are unhashable (__hash__ = None).
    generated: dict[str, str] = field(default_factory=dict)
    excluded: dict[str, list[str]] = field(default_factory=dict)  # as ClassInfo's
    enum: bool = False  # as ClassInfo's


# ------------------------------------------------------------ serialisation

_NODE_TYPES = {
    cls.__name__: cls
    for cls in (
        Loc, Const, Name, Call, ArrayOperand, IndexStep, ArraySpec, Convert, BoolOp, Truth,
        TempRef, Once, Compare, IfExp, Symbol, TupleExpr,
        Attribute, SliceExpr, Subscript, StoreItem, Assign, ListExpr, DictExpr, CompFor,
        Comprehension, Unpack, ForEach, FnValue, FnSignature, SetAttr, ClassInfo, TypedClass,
        Yield, Override, VirtualCall, TupleItem, Identity, IsNone, IsInstance, Unwrap,
        ArrayAttr, GlobalRef, AssignGlobal, TypedGlobal, ExceptionField,
        ExprStmt, Return, If, While, ForRange, Break, Continue, Pass, Raise, Assert, Handler,
        Try, Param, Function,
        Program, Instance, Entry, TypedProgram,
    )
}


def _tail(defaults: list) -> str:
    """An override's own defaults, as a VirtualCall prints them."""
    return f"(+{', '.join(format_expr(d) for d in defaults)})" if defaults else ""


def walk(node: Any):
    """Every IR node in `node`, depth first (node itself included). An
    explicit stack, not nested generators: those cost O(depth) per node, i.e.
    quadratic time on a 5,000-term sum (a left-leaning tree that deep)."""
    stack = [node]
    children = _CHILDREN
    while stack:
        node = stack.pop()
        kind = children.get(type(node))
        if kind is None:
            kind = children[type(node)] = _children_of(type(node))
        if kind is _LEAF:
            continue
        if kind is _SEQUENCE:
            stack.extend(reversed(node))
        elif kind is _MAPPING:
            stack.extend(reversed(list(node.values())))
        else:
            yield node
            stack.extend([getattr(node, name) for name in kind])


# What walk() descends into, by class (asking dataclasses.is_dataclass of
# every node was most of a large module's tracing time): a node's field
# names, last first, or one of these.
_LEAF, _SEQUENCE, _MAPPING = "leaf", "sequence", "mapping"
_CHILDREN: dict[type, Any] = {}


def _children_of(cls: type) -> Any:
    if dataclasses.is_dataclass(cls):
        return tuple(reversed(_field_names(cls)))
    if issubclass(cls, list):
        return _SEQUENCE
    if issubclass(cls, dict):
        return _MAPPING
    return _LEAF


def first_jump(body: list[Any]) -> Any:
    """A return, break or continue that would leave `body` (loops inside it
    keep their own break/continue), or None."""
    for s in body:
        if isinstance(s, (Return, Break, Continue)):
            return s
        if isinstance(s, (While, ForRange, ForEach)):
            found = first_return(s.body) or first_jump(s.orelse)
        else:
            found = next((j for part in sub_blocks(s) if (j := first_jump(part))), None)
        if found is not None:
            return found
    return None


def first_return(body: list[Any]) -> Any:
    for s in body:
        if isinstance(s, Return):
            return s
        found = next((r for part in sub_blocks(s) if (r := first_return(part))), None)
        if found is not None:
            return found
    return None


def sub_blocks(s: Any) -> list[list[Any]]:
    """The statement lists directly inside statement s."""
    if isinstance(s, (If, While, ForRange, ForEach)):
        return [s.body, s.orelse]
    if isinstance(s, Try):
        return [s.body, s.orelse, s.finalbody] + [h.body for h in s.handlers]
    return []


@functools.cache
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls))


_ENCODED = ({"float"}, {"bytes"}, {"dict"})  # the keys of values to_data encodes


def to_data(node: Any) -> Any:
    """Converts IR to JSON-compatible data; each node records its class."""
    if dataclasses.is_dataclass(node):
        data = {"node": type(node).__name__}
        for f in dataclasses.fields(node):
            data[f.name] = to_data(getattr(node, f.name))
        return data
    if isinstance(node, list):
        return [to_data(x) for x in node]
    if isinstance(node, dict):
        data = {str(k): to_data(v) for k, v in node.items()}
        # A mapping that reads as an encoded value (a local named `node`)
        # is wrapped: {"dict": mapping}.
        return {"dict": data} if "node" in data or set(data) in _ENCODED else data
    if isinstance(node, float) and (node != node or node in (float("inf"), float("-inf"))):
        return {"float": repr(node)}
    if isinstance(node, bytes):
        return {"bytes": node.hex()}
    return node


class IRVersionError(ValueError):
    """Serialised IR of another version than this compiler's."""


def schema() -> str:
    """The shape of the IR's node classes, one line a class: its fields and
    their annotations; the members of Expr and Stmt; and the kinds a Convert
    names (a reader that does not know a kind cannot emit it)."""
    lines = []
    for name, cls in sorted(_NODE_TYPES.items()):
        fields = ", ".join(f"{f.name}: {_unquoted(f.type)}" for f in dataclasses.fields(cls))
        lines.append(f"{name}({fields})")
    for union, members in (("Expr", Expr), ("Stmt", Stmt)):
        lines.append(f"{union} = " + " | ".join(sorted(m.__name__ for m in members.__args__)))
    lines.append("Convert.kind = " + " | ".join(sorted(typesys.CONVERSIONS)))
    return "\n".join(lines) + "\n"


def _unquoted(annotation: Any) -> str:
    return str(annotation).replace("'", "").replace('"', "")


def schema_fingerprint() -> str:
    import hashlib
    return hashlib.sha256(schema().encode()).hexdigest()[:16]


def from_data(data: Any) -> Any:
    """Reads what to_data wrote. A Program or TypedProgram of another
    IR_VERSION is refused (IRVersionError): its nodes have another shape."""
    if isinstance(data, dict):
        if "node" in data:
            cls = _NODE_TYPES[data["node"]]
            if cls in (Program, TypedProgram) and data.get("version") != IR_VERSION:
                raise IRVersionError(f"IR version {data.get('version')}; this compiler reads "
                                     f"version {IR_VERSION}")
            kwargs = {k: from_data(v) for k, v in data.items() if k != "node"}
            if cls in (Function, Instance) and "source_lines" in kwargs:
                kwargs["source_lines"] = {int(k): v for k, v in kwargs["source_lines"].items()}
            return cls(**kwargs)
        if set(data) == {"dict"}:
            return {k: from_data(v) for k, v in data["dict"].items()}
        if set(data) == {"float"}:
            return float(data["float"])
        if set(data) == {"bytes"}:
            return bytes.fromhex(data["bytes"])
        return {k: from_data(v) for k, v in data.items()}
    if isinstance(data, list):
        return [from_data(x) for x in data]
    return data


def to_json(node: Any) -> str:
    return json.dumps(to_data(node), indent=1, sort_keys=True)


def from_json(text: str) -> Any:
    return from_data(json.loads(text))


# ------------------------------------------------------------------ printing


def format_array(spec: ArraySpec) -> str:
    """What an array call computes, as `pyaot trace` shows it: operands by
    parameter (#k: the k-th argument), dtypes, result form, subscript steps."""
    def slots(ks: list[int]) -> str:
        return ",".join("-" if k < 0 else f"#{k}" for k in ks)

    parts = []
    for name, o in spec.operands.items():
        shown = repr(o.value) if o.form == "const" else slots(o.slots)
        extra = f"{o.dtype}" if o.dtype else ""
        extra += f"{list(o.dims)}" if o.dims else ""
        parts.append(f"{name}={o.form}({shown}{' ' + extra if extra else ''})")
    if spec.out:
        parts.append(f"out={spec.out}")
    if spec.loops:
        parts.append(f"loops={','.join(spec.loops)}")
    if spec.result:
        parts.append(f"result={spec.result}")
    if spec.index:
        steps = " ".join(f"{s.form}@{s.axis}({slots(s.slots)})" for s in spec.index)
        parts.append(f"#{spec.base}[{steps}]")
    if spec.store:
        parts.append(f"store {spec.store} #{spec.value}")
    if spec.outputs:
        parts.append(f"outputs={','.join(spec.outputs)} rank={spec.rank} "
                     f"feeds={','.join(spec.feeds)}")
    return "{" + " ".join(parts) + "}"


def format_expr(e: Expr) -> str:
    t = f": {e.type}" if getattr(e, "type", None) else ""
    if isinstance(e, Const):
        return f"{e.value!r}{t}"
    if isinstance(e, Name):
        return f"{e.id}{t}"
    if isinstance(e, GlobalRef):
        return f"global {e.qualname}{t}"
    if isinstance(e, TempRef):
        return f"%{e.index}{t}"
    if isinstance(e, Call):
        target = f" -> {e.target}" if e.target else ""
        if e.array is not None:
            target = f" {format_array(e.array)}"
        args = ", ".join([format_expr(a) for a in e.args] +
                         [f"{k}={format_expr(v)}" for k, v in e.keywords.items()])
        order = f" order {e.order}" if e.order else ""
        return f"{e.kind} {e.callee}({args}){target}{order}{t}"
    if isinstance(e, ExceptionField):
        return f"{format_expr(e.value)}.field[{e.position}]{t}"
    if isinstance(e, TupleItem):
        at = e.position if e.index is None else format_expr(e.index)
        return f"{format_expr(e.value)}.item[{at}]{t}"
    if isinstance(e, Identity):
        word = "is not" if e.negate else "is"
        return f"({format_expr(e.left)} {word} {format_expr(e.right)}){t}"
    if isinstance(e, IsNone):
        word = "is not" if e.negate else "is"
        known = "" if e.result is None else f" = {e.result}"
        return f"({format_expr(e.value)} {word} None{known}){t}"
    if isinstance(e, IsInstance):
        if e.result is not None:
            how = f" = {e.result}"
        else:
            how = " by " + ", ".join([*e.classes, *e.scalars, *e.members]
                                     + (["not None"] if e.optional else []))
        return f"isinstance({format_expr(e.value)}){how}{t}"
    if isinstance(e, ArrayAttr):
        at = f"[{format_expr(e.index)}]" if e.index is not None else ""
        return f"{format_expr(e.value)}.{e.attr}{at}{t}"
    if isinstance(e, Unwrap):
        return f"unwrap[.{e.attr}]({format_expr(e.value)}){t}"
    if isinstance(e, VirtualCall):
        args = ", ".join(format_expr(a) for a in e.args)
        cases = "".join(f"{o.cls} -> {o.instance}{_tail(o.defaults)}, " for o in e.overrides)
        order = f" order {e.order}" if e.order else ""
        return (f"virtual {e.method}({args}) -> [{cases}else "
                f"{e.default or 'AttributeError'}{_tail(e.defaults)}]{order}{t}")
    if isinstance(e, Symbol):
        return e.value
    if isinstance(e, TupleExpr):
        return "(" + ", ".join(format_expr(x) for x in e.elts) + ("," if len(e.elts) == 1 else "") + f"){t}"
    if isinstance(e, Attribute):
        return f"{format_expr(e.value)}.{e.attr}{t}"
    if isinstance(e, SliceExpr):
        parts = [format_expr(x) if x is not None else "" for x in (e.lower, e.upper, e.step)]
        return ":".join(parts)
    if isinstance(e, Subscript):
        return f"{format_expr(e.value)}[{', '.join(format_expr(i) for i in e.indices)}]{t}"
    if isinstance(e, Convert):
        return f"convert[{e.to}]({format_expr(e.value)})"  # the kind follows from the types
    if isinstance(e, FnValue):
        caps = ", ".join(format_expr(c) for c in e.captures)
        return f"fn {e.target}" + (f"[captures {caps}]" if caps else "") + t
    if isinstance(e, ListExpr):
        inner = ", ".join(format_expr(x) for x in e.elts)
        return (f"[{inner}]" if e.kind == "list" else f"{{{inner}}}") + t
    if isinstance(e, DictExpr):
        return "{" + ", ".join(f"{format_expr(k)}: {format_expr(v)}"
                               for k, v in zip(e.keys, e.values)) + "}" + t
    if isinstance(e, Comprehension):
        head = format_expr(e.elt) if e.key is None else f"{format_expr(e.key)}: {format_expr(e.elt)}"
        clauses = " ".join(
            f"for {format_target(g.target)} in {format_expr(g.iter)}"
            + "".join(f" if {format_expr(c)}" for c in g.conds) for g in e.generators)
        return f"{e.kind}-comprehension[{head} {clauses}]{t}"
    if isinstance(e, Truth):
        return f"truth({format_expr(e.value)})"
    if isinstance(e, BoolOp):
        return "(" + f" {e.op} ".join(format_expr(v) for v in e.values) + f"){t}"
    if isinstance(e, IfExp):
        return (f"({format_expr(e.body)} if {format_expr(e.test)} "
                f"else {format_expr(e.orelse)}){t}")
    if isinstance(e, Compare):
        operands = ", ".join(f"%{i}={format_expr(o)}" for i, o in enumerate(e.operands))
        links = " and ".join(format_expr(c) for c in e.tests) or " ".join(e.ops)
        return f"compare[{operands}]({links}){t}"
    raise TypeError(f"not an IR expression: {e!r}")


def target_names(target: Target) -> list[str]:
    """The names a target binds, left to right."""
    if isinstance(target, str):
        return [target]
    return [n for t in target for n in target_names(t)]


def format_target(t: Target) -> str:
    if isinstance(t, str):
        return t
    return "(" + ", ".join(format_target(x) for x in t) + ")"


def format_block(body: list[Stmt], indent: int = 1) -> list[str]:
    pad = "  " * indent
    lines: list[str] = []
    for s in body:
        where = f"  # line {s.loc.line}"
        if isinstance(s, Assign):
            lines.append(f"{pad}{s.target} = {format_expr(s.value)}{where}")
        elif isinstance(s, AssignGlobal):
            lines.append(f"{pad}global {s.qualname} = {format_expr(s.value)}{where}")
        elif isinstance(s, ExprStmt):
            lines.append(f"{pad}{format_expr(s.value)}{where}")
        elif isinstance(s, StoreItem):
            index = ", ".join(format_expr(i) for i in s.indices)
            lines.append(f"{pad}{s.target}[{index}] = {format_expr(s.value)}{where}")
        elif isinstance(s, Return):
            value = format_expr(s.value) if s.value is not None else "None"
            lines.append(f"{pad}return {value}{where}")
        elif isinstance(s, (If, While)):
            word = "if" if isinstance(s, If) else "while"
            lines.append(f"{pad}{word} {format_expr(s.test)}:{where}")
            lines += format_block(s.body, indent + 1)
            if s.orelse:
                lines.append(f"{pad}else:")
                lines += format_block(s.orelse, indent + 1)
        elif isinstance(s, ForRange):
            lines.append(
                f"{pad}for {s.target} in range({format_expr(s.start)}, "
                f"{format_expr(s.stop)}, {format_expr(s.step)}):{where}"
            )
            lines += format_block(s.body, indent + 1)
            if s.orelse:
                lines.append(f"{pad}else:")
                lines += format_block(s.orelse, indent + 1)
        elif isinstance(s, Yield):
            value = format_expr(s.value) if s.value is not None else ""
            lines.append(f"{pad}yield {value}{where}")
        elif isinstance(s, SetAttr):
            lines.append(f"{pad}{format_expr(s.target)}.{s.attr} = {format_expr(s.value)}{where}")
        elif isinstance(s, Unpack):
            lines.append(f"{pad}{format_target(s.target)} = {format_expr(s.value)}{where}")
        elif isinstance(s, ForEach):
            lines.append(f"{pad}for {format_target(s.target)} in {format_expr(s.iter)}:{where}")
            lines += format_block(s.body, indent + 1)
            if s.orelse:
                lines.append(f"{pad}else:")
                lines += format_block(s.orelse, indent + 1)
        elif isinstance(s, Raise):
            message = format_expr(s.message) if s.message is not None else ""
            what = ("raise" + (f" {format_expr(s.value)}" if s.value is not None else "")
                    if s.exc is None else f"raise {s.exc}({message})")
            if s.fields:
                what += f" fields({', '.join(format_expr(f) for f in s.fields)})"
            lines.append(f"{pad}{what}{where}")
        elif isinstance(s, Assert):
            message = format_expr(s.message) if s.message is not None else "None"
            lines.append(f"{pad}assert {format_expr(s.test)}, {message}{where}")
        elif isinstance(s, Try):
            lines.append(f"{pad}try:{where}")
            lines += format_block(s.body, indent + 1)
            for h in s.handlers:
                bound = f" as {h.name}" if h.name else ""
                lines.append(f"{pad}except ({', '.join(h.types) or 'BaseException'}){bound}:")
                lines += format_block(h.body, indent + 1)
            if s.orelse:
                lines.append(f"{pad}else:")
                lines += format_block(s.orelse, indent + 1)
            if s.finalbody:
                lines.append(f"{pad}finally:")
                lines += format_block(s.finalbody, indent + 1)
        else:
            lines.append(f"{pad}{type(s).__name__.lower()}{where}")
    return lines


def format_program(program: Program | TypedProgram) -> str:
    """A readable listing, as `pyaot trace` prints it."""
    out = [f"# pyaot IR v{program.version}"]
    if isinstance(program, Program):
        out.append("# entries: " + ", ".join(program.entries))
        for name, init in program.globals.items():
            out.append(f"# global {name} = {init}()")
        for fn in program.functions.values():
            params = ", ".join(f"{p.name}: {p.annotation or '?'}" for p in fn.params)
            out.append(f"def {fn.qualname}({params}) -> {fn.returns or '?'}:  # {fn.loc}")
            out += format_block(fn.body)
    else:
        for entry in program.entries:
            out.append(f"# entry {entry.name} -> {entry.instance}")
        for g in program.globals:
            out.append(f"# global {g.qualname}: {g.type} = {g.init}()")
        for inst in program.instances:
            params = ", ".join(f"{n}: {t}" for n, t in zip(inst.params, inst.param_types))
            flags = " recursive" if inst.recursive else ""
            out.append(f"def {inst.cname}({params}) -> {inst.return_type}:  # {inst.loc}{flags}")
            local_types = ", ".join(f"{k}: {v}" for k, v in inst.locals.items())
            out.append(f"  # locals: {local_types}")
            out += format_block(inst.body)
    return "\n".join(out) + "\n"
