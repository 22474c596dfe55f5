"""Annotations to IR types: `int`, `list[float]`, `int | None`, user classes,
NumPy array annotations (npt.NDArray[np.float64], np.ndarray[tuple[int, int],
np.dtype[np.int32]]). A helper of the function lowerer (pyaot.frontend.lower),
whose module scope resolves the names an annotation uses.
"""

from __future__ import annotations

from typing import Any

import libcst as cst

from pyaot import ir, ndops
from pyaot import typesys as types
from pyaot.diagnostics import CompileError, unsupported
from pyaot.frontend.resolve import ExternalRef, OpRef, UserClass

# Annotations of scalars -> IR types.
SUPPORTED_ANNOTATIONS = {"int": ir.INT, "float": ir.FLOAT, "bool": ir.BOOL, "None": ir.NONE,
                         "str": ir.STR, "bytes": "bytes", "range": "range"}


# Generic annotations: builtins and their typing aliases -> IR type heads.
GENERIC_ANNOTATIONS = {
    "builtins.list": "list", "typing.List": "list", "builtins.dict": "dict",
    "typing.Dict": "dict", "builtins.set": "set", "typing.Set": "set",
    "builtins.tuple": "tuple", "typing.Tuple": "tuple", "typing.Optional": "Optional",
    "typing.Union": "Union", "typing.Callable": "Callable",
    "collections.abc.Callable": "Callable", "typing.Iterator": "iter",
    "typing.Iterable": "iter", "typing.Generator": "iter", "collections.abc.Iterator": "iter",
    "collections.abc.Iterable": "iter", "collections.abc.Generator": "iter",
    # A defaultdict is a dict whose table names its factory (ops/decls/collections.toml).
    "collections.defaultdict": "dict", "typing.DefaultDict": "dict",
}

# Abstract types and protocols (what a value can do, not what it is): an
# annotation naming one says "any value that can", so, outside an entry
# point, its value is typed as if unannotated: by each call's arguments, or
# the values assigned. CPython checks no annotation, so nothing else changes.
LOOSE_ANNOTATIONS = frozenset(
    [f"{module}.{name}" for module in ("typing", "collections.abc") for name in (
        "Sequence", "MutableSequence", "Mapping", "MutableMapping", "Collection",
        "Container", "Hashable", "Sized", "Reversible", "AbstractSet", "MutableSet",
        "KeysView", "ValuesView", "ItemsView", "Iterable")] +
    [f"typing.{name}" for name in ("Any", "SupportsInt", "SupportsFloat", "SupportsIndex",
                                   "SupportsAbs", "SupportsRound", "Type")] +
    [f"numbers.{name}" for name in ("Number", "Complex", "Real", "Rational", "Integral")] +
    ["builtins.object", "builtins.type"])


class AnnotationReader:
    """Reads the annotations of one function (`fl`: its FunctionLowerer)."""

    def __init__(self, fl: Any):
        self.fl = fl

    def annotation(self, node: cst.BaseExpression) -> str:
        text = self.fl.module.module.code_for_node(node)
        t = self.annotated_type(self.unalias(node))
        if t is not None:
            return t
        raise CompileError(self.fl.loc(node), f"annotation '{text}'",
                           "is not a type this version compiles",
                           "annotate with int, float, bool, str, list[T], dict[K, V], set[T], "
                           "tuple[A, B], T | None (None for no return value), or an array: "
                           "npt.NDArray[np.float64], or with its rank, "
                           "np.ndarray[tuple[int, int], np.dtype[np.float64]]")

    def declared(self, node: cst.BaseExpression, local: bool = False) -> str | None:
        """A parameter's, result's or (`local`) variable's annotation; None
        (inferred from the values, as if unannotated) for a bare `list`,
        `dict`, `set` or `tuple`, except an entry point's parameters and
        result (which cross the command line): CPython does not check
        annotations, so any list passes where `list` is written. So is
        `object` (`def __eq__(self, other: object)`): each call's types."""
        inferred = local or self.fl.qualname not in self.fl.resolver.entries
        if inferred and self.loose(node):
            return None  # dict[str, Any], Sequence[T]: each call's types, or the values assigned
        return self.annotation(node)

    def _generic(self, node: cst.BaseExpression) -> bool:
        """Does `node` name a container type that takes item types (list,
        tuple, Counter, deque, ...)?"""
        dotted = self.dotted(node) or ""
        native = self.fl.resolver.ops.native_types.get(dotted)
        return GENERIC_ANNOTATIONS.get(dotted) in ("list", "dict", "set", "tuple") or \
            (native is not None and native.params > 0)

    def attribute(self, node: cst.BaseExpression) -> str | None:
        """`self.x: T = value` in a method: T, or None where T is loose
        somewhere (`dict[Hashable, list[int]]`, a bare `list`): typed by the
        values stored, as if unannotated."""
        return None if self.loose(node) else self.annotation(node)

    def unalias(self, node: cst.BaseExpression) -> cst.BaseExpression:
        """The type a module-level alias stands for (`Grid = list[list[int]]`,
        `Scalar = Union[int, float]`, `Cell = tuple[int, int]`), or `node`."""
        module = self.fl.module
        for _ in range(20):  # `A = B` chains; a cycle is no type
            if not isinstance(node, cst.Name) or node.value in self.fl.locals \
                    or node.value in SUPPORTED_ANNOTATIONS or node.value in module.classes:
                return node
            values = module.assignments.get(node.value, [])
            if len(values) != 1 or not isinstance(
                    values[0], (cst.Subscript, cst.BinaryOperation, cst.Name, cst.Attribute)):
                return node
            node = values[0]
        return node

    def _protocol(self, node: cst.BaseExpression) -> bool:
        """A class of the program deriving from typing.Protocol: any value
        with its methods (structural), so typed as if unannotated."""
        if not isinstance(node, (cst.Name, cst.Attribute)):
            return False
        try:
            resolved = self.fl.expressions.resolve_global(node)
        except CompileError:
            return False
        if not isinstance(resolved, UserClass) or not isinstance(resolved.node, cst.ClassDef) \
                or not resolved.node.bases:
            return False
        scope = type(self.fl)(resolved.module, None, self.fl.resolver, self.fl.on_call,
                              qualname=resolved.qualname)
        return any(scope.annotations.typing_base(b) == "typing.Protocol"
                   for b in resolved.node.bases)

    def typing_base(self, base: cst.Arg) -> str | None:
        """What a class's base names, its type arguments aside (`Generic[K, V]`
        is typing.Generic, `Protocol` typing.Protocol)."""
        node = base.value
        return self.dotted(node.value if isinstance(node, cst.Subscript) else node)

    def type_variable(self, node: cst.BaseExpression) -> bool:
        """Is `node` a module's `T = TypeVar("T", ...)`?"""
        values = self.fl.module.assignments.get(node.value, []) \
            if isinstance(node, cst.Name) and node.value not in self.fl.locals else []
        return len(values) == 1 and isinstance(values[0], cst.Call) and \
            self.dotted(values[0].func) == "typing.TypeVar"

    def field(self, node: cst.BaseExpression) -> str:
        """A class body's field annotation; a bare `list`, `dict` or `set`
        (`accounts: dict = field(default_factory=dict)`) is one whose
        element types its uses fill, as an empty display's are."""
        node = self.unalias(node)
        head = GENERIC_ANNOTATIONS.get(self.dotted(node) or "") \
            if not isinstance(node, cst.Subscript) else None
        if head in ("list", "dict", "set"):
            return types.make(head, *[types.HOLE] * (2 if head == "dict" else 1))
        if not isinstance(node, cst.Subscript) and self.loose(node):
            return types.HOLE  # `payload: object = None`: typed by the values stored
        head = GENERIC_ANNOTATIONS.get(self.dotted(node.value) or "") \
            if isinstance(node, cst.Subscript) and self.loose(node) else None
        if head in ("list", "dict", "set"):  # dict[str, Any]: its values' type from its uses
            parts = [e.slice.value for e in node.slice if isinstance(e.slice, cst.Index)]
            return types.make(head, *(types.HOLE if self.loose(p) else self.annotation(p)
                                      for p in parts))
        return self.annotation(node)

    def loose(self, node: cst.BaseExpression) -> bool:
        """Does the annotation say "any value" somewhere (`object`,
        `typing.Any`: `dict[str, Any]`)? CPython checks no annotation, so
        such a part is typed by the values, as if unannotated."""
        node = self.unalias(node)
        base = node.value if isinstance(node, cst.Subscript) else node
        if self.dotted(base) in LOOSE_ANNOTATIONS or self.type_variable(base) or \
                self._protocol(base):
            return True
        if not isinstance(node, cst.Subscript) and self._generic(node):
            return True  # dict[tuple, int]: a bare container says nothing of its items
        if isinstance(node, cst.Subscript):
            return any(isinstance(e.slice, cst.Index) and self.loose(e.slice.value)
                       for e in node.slice)
        if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.BitOr):
            return self.loose(node.left) or self.loose(node.right)
        return False

    def annotated_type(self, node: cst.BaseExpression) -> str | None:
        text = self.fl.module.module.code_for_node(node)
        if isinstance(node, cst.Name) and text in SUPPORTED_ANNOTATIONS:
            return SUPPORTED_ANNOTATIONS[text]
        if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.BitOr):
            return self.union([node.left, node.right], node)
        if isinstance(node, cst.SimpleString) and isinstance(node.evaluated_value, str) and \
                node.evaluated_value.isidentifier():
            # A forward reference: "Node" (a class annotating its own methods).
            name = node.evaluated_value
            if name in self.fl.module.classes:
                module = self.fl.module
                cls = UserClass(f"{module.name}.{name}", module, module.classes[name])
                return f"obj[{self.fl._user_class(cls)}]"
            return SUPPORTED_ANNOTATIONS.get(name)
        named = node.value if isinstance(node, cst.Subscript) else node
        if isinstance(named, (cst.Name, cst.Attribute)):
            try:
                resolved = self.fl.expressions.resolve_global(named)
            except CompileError:
                resolved = None
            if isinstance(resolved, UserClass):
                # LRUCache[str, int] of a Generic[K, V] class: its instances,
                # whose fields the values stored type.
                return f"obj[{self.fl._user_class(resolved)}]"
        array = self.array_annotation(node)
        if array is not None:
            return array
        native = self.fl.resolver.ops.native_types.get(self.dotted(node) or "")
        if native is not None and not native.params:  # np.random.Generator: an opaque type
            return native.name
        generic = self.fl.resolver.ops.native_types.get(
            self.dotted(node.value if isinstance(node, cst.Subscript) else node) or "")
        if generic is not None and generic.params:  # deque[int]: a generic native type
            parts = [e.slice.value for e in node.slice if isinstance(e.slice, cst.Index)] \
                if isinstance(node, cst.Subscript) else []
            if len(parts) != generic.params:
                raise CompileError(self.fl.loc(node), f"annotation '{text}'",
                                   f"{generic.name} takes {generic.params} type argument(s)",
                                   f"write its element type, e.g. {generic.name}[int]")
            return types.make(generic.name, *(self.annotation(p) for p in parts))
        base_node = node.value if isinstance(node, cst.Subscript) else node
        head = GENERIC_ANNOTATIONS.get(self.dotted(base_node) or "")
        if head is None:
            return None
        if head == "Callable":
            # Each function value passed specialises the callee (its
            # parameter and result types come from the value itself).
            return "callable"
        if not isinstance(node, cst.Subscript):
            raise CompileError(self.fl.loc(node), f"annotation '{text}'",
                               "does not say what the container holds",
                               f"write its element types, e.g. {head}[int]"
                               if head != "dict" else "write dict[str, int] (key, value)")
        parts = [e.slice.value for e in node.slice if isinstance(e.slice, cst.Index)]
        if head == "Union":
            return self.union(parts, node)
        if head == "iter":  # Iterator[T], Generator[T, None, None]: what a generator returns
            return types.make("iter", self.annotation(parts[0]))
        if head == "tuple" and len(parts) == 2 and isinstance(parts[1], cst.Ellipsis):
            return f"tuple[{self.annotation(parts[0])},...]"  # tuple[str, ...]: any length
        if any(isinstance(p, cst.Ellipsis) for p in parts):
            raise unsupported(self.fl.loc(node), f"annotation '{text}'",
                              "variable-length tuples are not supported; use list[T] or "
                              "a fixed tuple[A, B]")
        elements = [self.annotation(p) for p in parts]
        arity = {"list": 1, "set": 1, "dict": 2, "Optional": 1}.get(head)
        if arity is not None and len(elements) != arity:
            raise CompileError(self.fl.loc(node), f"annotation '{text}'",
                               f"{head} takes {arity} type argument(s)",
                               "e.g. list[int], dict[str, float], Optional[int]")
        if head in ("set", "dict") and not types.hashable(elements[0]):
            raise CompileError(self.fl.loc(node), f"annotation '{text}'",
                               f"{types.python(elements[0])} is unhashable, so it cannot be "
                               f"a {'dict key' if head == 'dict' else 'set element'} "
                               "(TypeError in Python)", "use a tuple or str key instead")
        if head == "Optional":
            return types.optional(elements[0])
        return types.make(head, *elements)

    def union(self, parts: list[cst.BaseExpression], node: cst.CSTNode) -> str:
        members: list[str] = []
        for p in parts:  # int | str | float parses as (int | str) | float
            t = self.annotation(p)
            if types.head(t) == "Optional":  # Optional[int] | str: int, None, str
                t = types.args(t)[0]
                members.append(ir.NONE)
            for m in (types.args(t) if types.head(t) == "Union" else [t]):
                if m not in members:
                    members.append(m)
        others = [m for m in members if m != ir.NONE]
        text = self.fl.module.module.code_for_node(node)
        if len(others) == 1:
            return types.optional(others[0]) if ir.NONE in members else others[0]
        bad = [m for m in others if not types.storable(m) or types.head(m) in ("Union", "fn")]
        if bad:
            raise CompileError(self.fl.loc(node), f"union type '{text}'",
                               f"{types.python(bad[0])} cannot be a union member",
                               "use a union of ints, floats, bools, str, bytes, containers or "
                               "classes")
        union = types.make("Union", *others)
        # int | str | None: an optional union (None, or one of the members).
        return types.optional(union) if ir.NONE in members else union

    def dotted(self, node: cst.BaseExpression) -> str | None:
        """The dotted name an annotation part resolves to, if any."""
        if not isinstance(node, (cst.Name, cst.Attribute)):
            return None
        try:
            resolved = self.fl.expressions.resolve_global(node)
        except CompileError:
            return None
        if isinstance(resolved, OpRef):
            return resolved.name
        return resolved.dotted if isinstance(resolved, ExternalRef) else None

    def array_annotation(self, node: cst.BaseExpression) -> str | None:
        """npt.NDArray[np.float64] -> "ndarray[float64]";
        np.ndarray[tuple[int, int], np.dtype[np.float64]] -> "ndarray[float64,2]".
        A module-level alias (Matrix = np.ndarray[...]) stands for its value."""
        if isinstance(node, cst.Name) and node.value not in self.fl.locals:
            values = self.fl.module.assignments.get(node.value, [])
            if len(values) == 1 and isinstance(values[0], cst.Subscript):
                return self.array_annotation(values[0])
        if not isinstance(node, cst.Subscript):
            if self.dotted(node) in ("numpy.ndarray", "numpy.typing.NDArray"):
                raise CompileError(self.fl.loc(node), "annotation without a dtype",
                                   "the element type of an array must be known to compile it",
                                   "write npt.NDArray[np.float64] (or another dtype)")
            return None
        base = self.dotted(node.value)
        parts = [e.slice.value for e in node.slice if isinstance(e.slice, cst.Index)]
        if base == "numpy.typing.NDArray" and len(parts) == 1:
            return self.array_of(self.dotted(parts[0]), None, node)
        if base == "numpy.ndarray" and len(parts) == 2:
            shape, dtype = parts
            rank = None
            if isinstance(shape, cst.Subscript) and isinstance(shape.value, cst.Name) \
                    and shape.value.value == "tuple":
                items = [e.slice.value for e in shape.slice if isinstance(e.slice, cst.Index)]
                if not any(isinstance(i, cst.Ellipsis) for i in items):
                    rank = len(items)
            if isinstance(dtype, cst.Subscript) and self.dotted(dtype.value) == "numpy.dtype" \
                    and len(dtype.slice) == 1 and isinstance(dtype.slice[0].slice, cst.Index):
                return self.array_of(self.dotted(dtype.slice[0].slice.value), rank, node)
        return None

    def array_of(self, dtype_name: str | None, rank: int | None, node: cst.CSTNode) -> str:
        dtype = (dtype_name or "").removeprefix("numpy.")
        dtype = {"bool_": "bool"}.get(dtype, dtype)
        if dtype not in ndops.DTYPES:
            raise CompileError(self.fl.loc(node), f"array dtype '{dtype_name}'",
                               "is not a supported dtype",
                               "use one of numpy." + ", numpy.".join(ndops.DTYPES))
        return ndops.array_type(dtype, rank)
