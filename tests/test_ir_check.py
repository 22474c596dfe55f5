"""The IR verifier (pyaot.ir_check), the IR's version and its schema."""

from __future__ import annotations

import copy
import os
import typing
from pathlib import Path

import pytest

from pyaot import ir, ir_check, opdecls
from pyaot.driver import compile_file

# The schema fingerprint of each IR version (ir.schema_fingerprint()). When
# the node classes change, bump ir.IR_VERSION, set ir.IR_SCHEMA to the new
# fingerprint and add a line here; never edit an old line.
KNOWN_SCHEMAS = {
    6: "6eb2129a5c87292c",
    7: "1e2a99c3c26ffee2",  # VirtualCall
    8: "c975c32579f1d729",  # TupleItem
    9: "b8171922b2a69fbd",  # Identity, IsNone
    10: "8fadae9dfe6436bf",  # IsInstance
    11: "274e063120a8f1df",  # Unwrap
    12: "0975026cc2474b7a",  # ArrayAttr
    13: "c86f4185d7bdb50b",  # Convert.kind
    14: "160305ecce822386",  # GlobalRef, AssignGlobal, Program.globals, TypedGlobal
    15: "dcf53757f448b146",  # ExceptionField, Raise.fields, Program.exception_fields
    16: "66bf2c34f4d3a125",  # ClassInfo.excluded and .enum, TypedClass.excluded and .enum
    17: "c3f59578489c977d",  # Program.models (ONNX sessions)
    18: "125d37858777b86c",  # Convert kinds in the schema: widen, items
    19: "65270e9b4db1519f",  # array calls as ArraySpec (operands, index steps), no C++
    20: "61d95f3d69cbca45",  # Param.capture, Instance.unbound_params
    21: "43b9102e231a0e19",  # ClassInfo.setters
    22: "09eff7950e31ca95",  # ClassInfo.class_vars
    23: "7726e9dd45ced462",  # IsInstance.exact, Once, Convert.message, copy_items
    24: "409623e23130fe15",  # the float_of conversion (an int | float where float is wanted)
    25: "85b900f1bcf85ab1",  # Call.order (arguments as written), Override.defaults
    26: "367e4af698f422bb",  # Name.shared (a variable nested defs rebind by reference)
}


def test_a_schema_change_bumps_the_version() -> None:
    now = ir.schema_fingerprint()
    assert now == ir.IR_SCHEMA, (
        f"the IR's node classes changed (fingerprint {now}, IR_SCHEMA {ir.IR_SCHEMA}): bump "
        f"IR_VERSION, set IR_SCHEMA = {now!r} and add {{{ir.IR_VERSION + 1}: {now!r}}} to "
        "KNOWN_SCHEMAS")
    assert KNOWN_SCHEMAS.get(ir.IR_VERSION) == ir.IR_SCHEMA, \
        "a new IR_VERSION needs its fingerprint in KNOWN_SCHEMAS"
    assert ir.IR_VERSION == max(KNOWN_SCHEMAS)
    assert len(set(KNOWN_SCHEMAS.values())) == len(KNOWN_SCHEMAS), \
        "two versions with one schema: a version was bumped, the schema not recorded"


def test_the_schema_names_every_field() -> None:
    text = ir.schema()
    assert "Call(kind: str, callee: str, args: list[Expr], loc: Loc," in text
    assert "Convert.kind = " in text and "| widen" in text
    # A line per node class, the Expr and Stmt unions, the Convert kinds.
    assert text.count("\n") == len(ir._NODE_TYPES) + 3


def test_the_suites_verify_every_compilation() -> None:
    assert os.environ.get("PYAOT_CHECK_IR") == "1"


SOURCE = """\
import numpy as np
import numpy.typing as npt


def helper(a, b):
    return a * b + 1

def entry(n: int, x: float) -> float:
    total = 0.0
    for i in range(n):
        if 0 <= i < 3:
            continue
        total += helper(x, i)
    return total


def scaled(a: npt.NDArray[np.float64], k: float) -> npt.NDArray[np.float64]:
    return np.sqrt(a) * k


def last(n: int) -> int:
    for i in range(n):
        found = i
    return found
"""


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    src = tmp_path_factory.mktemp("ircheck") / "m.py"
    src.write_text(SOURCE)
    return compile_file(src, ["entry", "scaled", "last"], check_ir=True)


def test_compiled_programs_pass(compiled) -> None:
    ir_check.check_program(compiled.program)
    ir_check.check_typed(compiled.typed)
    ir_check.check_typed(compiled.typed, opdecls.load().declared)
    ir_check.check_typed(ir.from_json(ir.to_json(compiled.typed)))
    ir_check.check_program(ir.from_json(ir.to_json(compiled.program)))


def test_other_versions_are_refused(compiled) -> None:
    data = ir.to_data(compiled.typed)
    data["version"] = ir.IR_VERSION - 1
    with pytest.raises(ir.IRVersionError, match=f"IR version {ir.IR_VERSION - 1}"):
        ir.from_data(data)
    stale = copy.deepcopy(compiled.typed)
    stale.version = 1
    with pytest.raises(ir_check.IRError, match="IR version 1"):
        ir_check.check_typed(stale)


def _entry_body(typed: ir.TypedProgram) -> list:
    return next(i for i in typed.instances if i.name == "entry").body


def _first(root, cls, pred=lambda n: True):
    return next(n for n in ir.walk(root) if isinstance(n, cls) and pred(n))


def _broken(compiled, damage) -> ir.TypedProgram:
    typed = copy.deepcopy(compiled.typed)
    damage(typed)
    return typed


@pytest.mark.parametrize("damage,message", [
    (lambda t: setattr(_first(_entry_body(t), ir.Name), "type", None), "no type"),
    (lambda t: setattr(_first(_entry_body(t), ir.Name), "type", "list[int"), "malformed"),
    (lambda t: setattr(_first(_entry_body(t), ir.Name), "id", "nowhere"), "no local"),
    (lambda t: setattr(_first(_entry_body(t), ir.Call), "kind", "method"), "kind 'method'"),
    (lambda t: setattr(_first(_entry_body(t), ir.Call, lambda c: c.kind == "func"),
                       "target", "nothing"), "no instance nothing"),
    (lambda t: setattr(_first(_entry_body(t), ir.Call), "target", None), "not resolved"),
    (lambda t: setattr(_first(_entry_body(t), ir.TempRef), "index", 7), "no operand"),
    (lambda t: setattr(_first(_entry_body(t), ir.Call), "loc", None), "is not a Loc"),
    (lambda t: setattr(_first(_entry_body(t), ir.Call), "args", (1,)), "is not a list"),
    (lambda t: _entry_body(t).insert(0, ir.Break(ir.Loc("m.py", 1, 1))), "break outside"),
    (lambda t: setattr(t.entries[0], "instance", "gone"), "no instance gone"),
    (lambda t: t.instances.append(t.instances[0]), "two instances"),
])
def test_broken_ir_is_caught(compiled, damage, message) -> None:
    with pytest.raises(ir_check.IRError, match=message):
        ir_check.check_typed(_broken(compiled, damage))


def _op_call(typed: ir.TypedProgram, callee: str) -> ir.Call:
    return _first(_entry_body(typed), ir.Call, lambda c: c.callee == callee)


@pytest.mark.parametrize("damage,message", [
    (lambda t: setattr(_op_call(t, "operator.add"), "target", "pyaot::nowhere"),
     "operator.add: pyaot::nowhere is not one of its declared entry points"),
    # an entry point, but another operator's
    (lambda t: setattr(_op_call(t, "operator.add"), "target", _op_call(t, "operator.le").target),
     "not one of its declared entry points"),
    (lambda t: setattr(_op_call(t, "operator.add"), "callee", "operator.nowhere"),
     "no operator of that name"),
    (lambda t: setattr(_first(t, ir.Call, lambda c: c.kind == "nd"), "callee", "numpy.nowhere"),
     "array call of numpy.nowhere: no array operator"),
])
def test_calls_name_declared_operators(compiled, damage, message) -> None:
    declared = opdecls.load().declared
    with pytest.raises(ir_check.IRError, match=message):
        ir_check.check_typed(_broken(compiled, damage), declared)


def test_a_maybe_unbound_read_has_its_flag(compiled) -> None:
    def damage(t: ir.TypedProgram) -> None:
        _first(_entry_body(t), ir.Name, lambda n: n.id == "total").maybe_unbound = True

    with pytest.raises(ir_check.IRError, match="total may be unbound here, but .* no flag"):
        ir_check.check_typed(_broken(compiled, damage))


def test_a_read_marked_bound_is_bound_on_every_path(compiled) -> None:
    def damage(t: ir.TypedProgram) -> None:
        body = next(i for i in t.instances if i.name == "last").body
        read = _first(body, ir.Name, lambda n: n.id == "found" and n.maybe_unbound)
        read.maybe_unbound = False

    with pytest.raises(ir_check.IRError, match="found may be unbound here .* reads it unchecked"):
        ir_check.check_typed(_broken(compiled, damage), opdecls.load().declared)


def test_the_bound_analysis_knows_every_statement() -> None:
    from pyaot import ir_bound

    handled = ir_bound.READS_ONLY + ir_bound.BINDING_OR_FLOW
    assert sorted(c.__name__ for c in handled) == \
        sorted(c.__name__ for c in typing.get_args(ir.Stmt))


def test_untyped_ir_has_no_types_or_targets(compiled) -> None:
    program = copy.deepcopy(compiled.program)
    _first(program.functions, ir.Call).target = "pyaot::ops::add"
    with pytest.raises(ir_check.IRError, match="resolved before inference"):
        ir_check.check_program(program)
    program = copy.deepcopy(compiled.program)
    _first(program.functions, ir.Const).type = "int"
    with pytest.raises(ir_check.IRError, match="typed before inference"):
        ir_check.check_program(program)


def test_the_driver_reports_bad_ir_as_a_compiler_bug(tmp_path: Path, monkeypatch) -> None:
    from pyaot import driver
    from pyaot.diagnostics import InternalError

    def bad_infer(program, ops):
        typed = real_infer(program, ops)
        typed.instances[0].return_type = "list["
        return typed

    real_infer = driver.infer
    monkeypatch.setattr(driver, "infer", bad_infer)
    src = tmp_path / "m.py"
    src.write_text(SOURCE)
    with pytest.raises(InternalError, match="IRError: entry point entry: its types"):
        compile_file(src, ["entry"], check_ir=True)


CLASSES = """\
class Shape:
    def area(self) -> float:
        return 0.0

class Square(Shape):
    def __init__(self, s: float) -> None:
        self.s = s

    def area(self) -> float:
        return self.s * self.s

def total(n: int) -> float:
    shapes: list[Shape] = [Shape(), Square(2.0)]
    return sum(s.area() for s in shapes) + n
"""


def test_virtual_calls_name_their_overrides(tmp_path: Path) -> None:
    src = tmp_path / "shapes.py"
    src.write_text(CLASSES)
    typed = compile_file(src, ["total"], check_ir=True).typed
    call = _first(typed, ir.VirtualCall)
    assert call.method == "area" and [o.cls for o in call.overrides] == ["shapes.Square"]
    assert "virtual area(" in ir.format_expr(call)
    call.default = "nowhere"
    with pytest.raises(ir_check.IRError, match="no instance nowhere"):
        ir_check.check_typed(typed)


def test_every_run_time_type_has_a_cpp_spelling() -> None:
    from pyaot import typesys as types
    from pyaot.emit import spell

    assert set(spell.SCALARS) == types.VALUE_SCALARS
    assert set(spell.GENERICS) == types.VALUE_GENERICS
    for t in ("int", "list[dict[str,tuple[int,float]]]", "Optional[obj[m.C]]", "tuple[int,...]",
              "Union[int,str]", "class[m.C]", "tuple[]"):
        assert types.storable(t) and spell.value_type(t) is not None, t
    for t in ("iter[int]", "fn[1]", "list[_]", "list[T]", "?"):
        assert not types.storable(t) and spell.value_type(t) is None, t
    # An array is an item of a tuple of arrays (np.nonzero's result), a
    # reference as in Python, but not an element of the containers.
    assert not types.storable("ndarray[float64,2]")
    assert spell.value_type("ndarray[float64,2]") == "pyaot::nd::array<double>"
