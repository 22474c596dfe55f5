"""Type propagation for subscripts of arrays: a.shape[k] and its slices,
basic indexing (ints, slices, None, `...`) as views, advanced indexing (int
arrays, masks), and assignment into elements and views.

As in pyaot.infer_nd, each typed subscript becomes an `nd` Call whose
ir.ArraySpec lists the steps of the subscript (ir.IndexStep) over its
runtime arguments; pyaot.emit.ndspell spells them.
"""

from __future__ import annotations

from pyaot import ir, ndops
from pyaot import typesys as types
from pyaot.diagnostics import CompileError
from pyaot.infer_api import FunctionTyping
from pyaot.infer_nd import _Args, constant_of


class ArrayIndexing:
    def __init__(self, fi: FunctionTyping):
        self.fi = fi
        self.ops = fi.inf.ops

    def error(self, loc: ir.Loc, what: str, why: str, hint: str) -> CompileError:
        return CompileError(loc, what, why, hint)

    def shape_item(self, e: ir.Subscript, base: ir.Expr, indices: list[ir.Expr]) -> ir.Expr:
        """a.shape[k]: shapes are not values yet, but their items are ints."""
        if not ndops.is_array(base.type):
            raise self.error(e.loc, f"attribute '.shape' of a {base.type}",
                             "only arrays have a shape", "use it on an array")
        if len(indices) != 1:
            raise self.error(e.loc, "a.shape[...]", "takes one index (a tuple is indexed "
                             "on one axis)", "index it with an int or a slice, e.g. a.shape[0] "
                             "or a.shape[:2]")
        self.fi.inf.headers.add("pyaot/nd/python.hpp")
        if isinstance(indices[0], ir.SliceExpr):
            return self._shape_slice(e, base, indices[0])
        k = self.fi.convert(indices[0], ir.INT, "shape index")
        return ir.ArrayAttr(base, "shape", e.loc, type=ir.INT, index=k)

    def _shape_slice(self, e: ir.Subscript, base: ir.Expr, index: ir.SliceExpr) -> ir.Expr:
        """a.shape[:2]: a tuple of the lengths of the axes the slice picks,
        known when compiling (literal bounds, known rank)."""
        rank = ndops.parse_array_type(base.type)[1]
        bounds = [constant_of(p) if p is not None else (True, None)
                  for p in (index.lower, index.upper, index.step)]
        if rank is None or not all(ok and (v is None or type(v) is int) for ok, v in bounds):
            raise self.error(e.loc, "a slice of a.shape", "needs literal bounds and an array of "
                             "known rank (each item of the tuple is typed)",
                             "write the bounds as literals (a.shape[:2], a.shape[1:]) and "
                             "annotate the rank: np.ndarray[tuple[int, int], np.dtype[...]]")
        if bounds[2][1] == 0:
            raise self.error(e.loc, "a slice of a.shape with step 0", "raises ValueError in "
                             "Python", "use a nonzero step")
        picked = range(rank)[slice(*(v for _, v in bounds))]
        index = ir.SliceExpr(*(ir.Const(v, e.loc, type=ir.NONE if v is None else ir.INT)
                               for _, v in bounds), index.loc, type="slice")
        return ir.ArrayAttr(base, "shape", e.loc, type=types.make("tuple", *[ir.INT] * len(picked)),
                            index=index)

    def subscript(self, e: ir.Subscript, value: ir.Expr, indices: list[ir.Expr]) -> ir.Expr:
        parsed = ndops.parse_array_type(value.type)
        if parsed is None:
            raise self.error(e.loc, f"subscript of a {value.type}", "only arrays can be "
                             "indexed in this version", "index an array, or use scalars")
        self.fi.inf.headers.add("pyaot/nd/python.hpp")
        self.fi.inf.headers.add("pyaot/nd/shape.hpp")
        dtype, rank = parsed
        if len(indices) == 1 and ndops.is_array(indices[0].type):
            index_dtype = ndops.parse_array_type(indices[0].type)[0]
            name = "operator.getitem.bool_mask" if index_dtype == "bool" else \
                "operator.getitem.int_array"
            return self.fi.arrays.call(self.ops.array_ops[name], [value, indices[0]], {}, e.loc)
        if any(ndops.is_array(i.type) for i in indices):
            if any(is_newaxis(i) or is_ellipsis(i) for i in indices):
                raise self.error(e.loc, "None or ... among array indices", "is not supported "
                                 "yet", "index first (a[rows, cols]), then add the axis in a "
                                 "second subscript: a[rows, cols][:, None]")
            if not any(isinstance(i, ir.SliceExpr) for i in indices):
                return self._advanced(e, value, indices)
            return self._fancy_on_axis(e, value, indices)
        indices = self._expand_ellipsis(e, indices, rank)
        runtime = _Args()
        base = runtime.add(value)
        ints = [i for i in indices if not isinstance(i, ir.SliceExpr) and not is_newaxis(i)]
        if len(ints) == len(indices) and (rank is None or len(indices) == rank):
            if rank is None:
                raise self.error(e.loc, "indexing an array of unknown rank",
                                 "the result may be an element or an array",
                                 "annotate the rank: np.ndarray[tuple[int, int], "
                                 f"np.dtype[np.{dtype}]]")
            scalar = ndops.SCALAR_OF_DTYPE.get(dtype)
            if scalar is None:
                raise self.error(e.loc, f"element of a {dtype} array", "has no exact Python "
                                 f"scalar type (NumPy computes with numpy.{dtype} scalars)",
                                 "convert the array with .astype(np.float64) first")
            idx = [runtime.add(self.fi.convert(i, ir.INT, "index")) for i in indices]
            return _getitem(runtime, e.loc, scalar, base, [ir.IndexStep("element", slots=idx)])
        steps, new_rank = self._basic_view(e.loc, indices, rank, runtime)
        return _getitem(runtime, e.loc, ndops.array_type(dtype, new_rank), base, steps)

    def _basic_view(self, loc: ir.Loc, indices: list[ir.Expr], rank: int | None,
                    runtime: "_Args") -> tuple[list[ir.IndexStep], int | None]:
        """The steps of NumPy's basic indexing (ints, slices, None; `...`
        already expanded) of an array, and the view's rank."""
        consumed = [i for i in indices if not is_newaxis(i)]
        if rank is not None and len(consumed) > rank:
            raise self.error(loc, "subscript", f"has {len(consumed)} indices for an array of "
                             f"rank {rank} (IndexError in Python)", "use one index per axis")
        axis = 0  # the axis of the result so far that the next index applies to
        ints = 0
        steps = []
        for i in indices:
            if is_newaxis(i):
                steps.append(ir.IndexStep("newaxis", axis))
                axis += 1
            elif isinstance(i, ir.SliceExpr):
                steps.append(self._slice(axis, i, runtime))
                axis += 1
            else:
                k = runtime.add(self.fi.convert(i, ir.INT, "index"))
                steps.append(ir.IndexStep("int", axis, [k]))
                ints += 1
        new_rank = None if rank is None else rank - ints + len(indices) - len(consumed)
        return steps, new_rank

    def _store_view(self, s: ir.StoreItem, array: ir.Expr, indices: list[ir.Expr],
                    value: ir.Expr) -> ir.Stmt:
        """a[1:3] = v, a[:, 0] = 0.0, a[i] = row: v (an array or a number)
        broadcast into the view the indices make, cast to a's dtype."""
        dtype, rank = ndops.parse_array_type(array.type)
        if not ndops.is_array(value.type) and value.type not in (ir.INT, ir.FLOAT, ir.BOOL):
            raise self.error(value.loc, f"assignment of {value.type} to a part of an array",
                             "needs an array or a number", "assign an array, or an int, float "
                             "or bool")
        self.fi.inf.headers.add("pyaot/nd/python.hpp")
        indices = self._expand_ellipsis(s, indices, rank)
        runtime = _Args()
        val = runtime.add(value)
        base = runtime.add(array)
        steps, _ = self._basic_view(s.loc, indices, rank, runtime)
        return _setitem(runtime, s.loc, "view", base, val, steps)

    def _expand_ellipsis(self, e: ir.Subscript | ir.StoreItem, indices: list[ir.Expr],
                         rank: int | None) -> list[ir.Expr]:
        """a[..., k]: `...` stands for `:` on every axis the other indices
        leave (none when they take them all)."""
        where = [k for k, i in enumerate(indices) if is_ellipsis(i)]
        if not where:
            return indices
        if len(where) > 1:
            raise self.error(e.loc, "subscript with two '...'", "is refused by NumPy "
                             "(IndexError: an index can only have a single ellipsis)",
                             "use one '...'")
        if rank is None:
            raise self.error(e.loc, "'...' in a subscript of an array of unknown rank",
                             "needs the rank to know how many axes it spans",
                             "annotate the rank: np.ndarray[tuple[int, int], np.dtype[...]]")
        taken = sum(1 for i in indices if not is_newaxis(i) and not is_ellipsis(i))
        k = where[0]
        full = [ir.SliceExpr(None, None, None, indices[k].loc, type="slice")
                for _ in range(max(rank - taken, 0))]
        return indices[:k] + full + indices[k + 1:]

    def _slice(self, axis: int, i: ir.SliceExpr, runtime: "_Args") -> ir.IndexStep:
        """`axis` sliced by lower:upper:step (absent parts: slot -1)."""
        slots = []
        for part, what in ((i.lower, "slice bound"), (i.upper, "slice bound"),
                           (i.step, "slice step")):
            slots.append(-1 if part is None else runtime.add(self.fi.convert(part, ir.INT, what)))
        return ir.IndexStep("slice", axis, slots)

    def _advanced(self, e: ir.Subscript, value: ir.Expr, indices: list[ir.Expr]) -> ir.Expr:
        """a[rows, cols]: int arrays and ints only, broadcast together (NumPy's
        advanced indexing); the axes not indexed follow."""
        dtype, rank = ndops.parse_array_type(value.type)
        index_ranks = []
        for i in indices:
            parsed = ndops.parse_array_type(i.type)
            if parsed is None:
                index_ranks.append(0)
                continue
            if not parsed[0].startswith(("int", "uint")) or parsed[1] is None:
                raise self.error(i.loc, f"a {parsed[0]} array among several indices",
                                 "is not supported", "index with int arrays of known rank "
                                 "(np.ndarray[tuple[int], np.dtype[np.int64]])")
            index_ranks.append(parsed[1])
        if rank is None:
            raise self.error(e.loc, "indexing with several arrays", "needs the array's rank",
                             "annotate it: np.ndarray[tuple[int, int], np.dtype[...]]")
        runtime = _Args()
        base = runtime.add(value)
        args = [runtime.add(i if ndops.is_array(i.type) else self.fi.convert(i, ir.INT, "index"))
                for i in indices]
        self.fi.inf.headers.add("pyaot/nd/extra.hpp")
        new_rank = max(index_ranks) + rank - len(indices)
        return _getitem(runtime, e.loc, ndops.array_type(dtype, new_rank), base,
                        [ir.IndexStep("advanced", slots=args)])

    def _fancy_on_axis(self, e: ir.Subscript, value: ir.Expr, indices: list[ir.Expr]) -> ir.Expr:
        """a[:, idx], a[1:, mask]: one index array among slices. As NumPy does
        for a single advanced index, the slices make a view and the array picks
        along its own axis there (an int array's shape replaces that axis)."""
        dtype, rank = ndops.parse_array_type(value.type)
        arrays = [k for k, i in enumerate(indices) if ndops.is_array(i.type)]
        if len(arrays) > 1 or not all(isinstance(i, ir.SliceExpr) or ndops.is_array(i.type)
                                      for i in indices):
            raise self.error(e.loc, "indexing with arrays on several axes, or with an array and "
                             "an int", "is not supported yet",
                             "index one axis with an array and the others with slices (`:`), "
                             "or use np.take")
        (k,) = arrays
        index_dtype, index_rank = ndops.parse_array_type(indices[k].type)
        if rank is None or index_rank is None:
            raise self.error(e.loc, "indexing with an array on one axis", "needs the ranks of "
                             "the array and of the index", "annotate them: np.ndarray[tuple[int, "
                             "int], np.dtype[...]]")
        if len(indices) > rank:
            raise self.error(e.loc, "subscript", f"has {len(indices)} indices for an array of "
                             f"rank {rank} (IndexError in Python)", "use one index per axis")
        runtime = _Args()
        base = runtime.add(value)
        steps = [self._slice(axis, i, runtime) for axis, i in enumerate(indices)
                 if isinstance(i, ir.SliceExpr)]
        index = runtime.add(indices[k])
        if index_dtype == "bool":
            if index_rank != 1:
                raise self.error(e.loc, "a boolean index of rank > 1 with slices", "is not "
                                 "supported", "use a 1-D mask on one axis, or a[mask] on the "
                                 "whole array")
            steps.append(ir.IndexStep("mask", k, [index]))
            new_rank = rank
        elif index_dtype.startswith(("int", "uint")):
            steps.append(ir.IndexStep("take", k, [index]))
            new_rank = rank - 1 + index_rank
        else:
            raise self.error(e.loc, f"indexing with a {index_dtype} array", "is refused by "
                             "NumPy (IndexError: arrays used as indices must be of integer or "
                             "boolean type)", "convert the index with .astype(np.int64)")
        self.fi.inf.headers.add("pyaot/nd/extra.hpp")
        return _getitem(runtime, e.loc, ndops.array_type(dtype, new_rank), base, steps)

    def store_item(self, s: ir.StoreItem, array: ir.Expr, indices: list[ir.Expr],
                   value: ir.Expr) -> ir.Stmt:
        parsed = ndops.parse_array_type(array.type)
        if parsed is None:
            raise self.error(s.loc, f"item assignment to a {array.type}",
                             "only array elements can be assigned", "assign to an array element")
        dtype, rank = parsed
        if any(ndops.is_array(i.type) for i in indices):
            return self._store_index(s, array, indices, value)
        if any(isinstance(i, ir.SliceExpr) or is_newaxis(i) or is_ellipsis(i)
               for i in indices) or (rank is not None and len(indices) < rank):
            return self._store_view(s, array, indices, value)
        if rank is None or len(indices) != rank:
            raise self.error(s.loc, "element assignment", "needs one integer index per axis of "
                             "an array of known rank", "annotate the rank (np.ndarray[tuple[int, "
                             "int], np.dtype[...]]) and index every axis")
        if value.type not in (ir.INT, ir.FLOAT, ir.BOOL):
            raise self.error(value.loc, f"assignment of {value.type} to an array element",
                             "needs a number", "assign an int, float or bool")
        self.fi.inf.headers.add("pyaot/nd/python.hpp")
        runtime = _Args()
        base = runtime.add(array)
        val = runtime.add(value)
        idx = [runtime.add(self.fi.convert(i, ir.INT, "index")) for i in indices]
        return _setitem(runtime, s.loc, "item", base, val, [ir.IndexStep("element", slots=idx)])

    def _store_index(self, s: ir.StoreItem, array: ir.Expr, indices: list[ir.Expr],
                     value: ir.Expr) -> ir.Stmt:
        """a[mask] = v, a[idx] = v: one int array or boolean mask indexing the
        whole array (pyaot/nd/python.hpp's store_index)."""
        index_type = ndops.parse_array_type(indices[0].type) if len(indices) == 1 else None
        if index_type is None or not (index_type[0] == "bool" or
                                      index_type[0].startswith(("int", "uint"))):
            raise self.error(s.loc, "assignment through index arrays mixed with other indices, "
                             "or a float index array", "is not supported yet", "index with one "
                             "int array or mask (a[mask] = v), or build the result with "
                             "np.where(mask, value, a)")
        if not ndops.is_array(value.type) and value.type not in (ir.INT, ir.FLOAT, ir.BOOL):
            raise self.error(value.loc, f"assignment of {value.type} to a part of an array",
                             "needs an array or a number", "assign an array, or an int, float "
                             "or bool")
        self.fi.inf.headers.add("pyaot/nd/python.hpp")
        runtime = _Args()
        val = runtime.add(value)
        base = runtime.add(array)
        return _setitem(runtime, s.loc, "index", base, val,
                        [ir.IndexStep("whole", slots=[runtime.add(indices[0])])])


def _getitem(runtime: _Args, loc: ir.Loc, result_type: str, base: int,
             steps: list[ir.IndexStep]) -> ir.Call:
    return ir.Call("nd", "ndarray.getitem", runtime.exprs, loc, type=result_type,
                   array=ir.ArraySpec(base=base, index=steps))


def _setitem(runtime: _Args, loc: ir.Loc, store: str, base: int, value: int,
             steps: list[ir.IndexStep]) -> ir.Stmt:
    """A store of args[value] into the element or view of args[base] the
    steps name (store: "item", "view" or "index": pyaot/nd/python.hpp's
    store_item, store_view, store_index)."""
    call = ir.Call("nd", "ndarray.setitem", runtime.exprs, loc, type=ir.NONE,
                   array=ir.ArraySpec(base=base, index=steps, store=store, value=value))
    return ir.ExprStmt(call, loc)


def is_newaxis(index: ir.Expr) -> bool:
    """None (np.newaxis) in a subscript: a new axis of length 1."""
    return isinstance(index, ir.Const) and index.value is None


def is_ellipsis(index: ir.Expr) -> bool:
    return isinstance(index, ir.Symbol) and index.value == "Ellipsis"
