"""A toy register/stack CPU: assembler-free programs are lists of tuples."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import Callable, Union

Operand = Union[int, str]
Instr = tuple[str, ...] | tuple[str, Operand] | tuple[str, Operand, Operand]


class Flag(IntEnum):
    ZERO = 1
    NEG = 2


class VMError(RuntimeError):
    pass


@dataclass
class CPU:
    program: list[tuple]
    regs: dict[str, int] = field(default_factory=lambda: {r: 0 for r in "abcd"})
    stack: list[int] = field(default_factory=list)
    calls: list[int] = field(default_factory=list)
    output: list[str] = field(default_factory=list)
    pc: int = 0
    flags: int = 0
    steps: int = 0
    halted: bool = False

    def __post_init__(self) -> None:
        self.labels: dict[str, int] = {}
        for idx, ins in enumerate(self.program):
            if ins[0] == "label":
                self.labels[ins[1]] = idx
        self.dispatch: dict[str, Callable[..., None]] = {
            name[3:]: getattr(self, name) for name in dir(self) if name.startswith("op_")
        }

    def value(self, operand: Operand) -> int:
        if isinstance(operand, int):
            return operand
        if operand in self.regs:
            return self.regs[operand]
        raise VMError(f"bad operand {operand!r}")

    def set_flags(self, v: int) -> None:
        self.flags = (Flag.ZERO if v == 0 else 0) | (Flag.NEG if v < 0 else 0)

    def jump(self, label: str) -> None:
        try:
            self.pc = self.labels[label]
        except KeyError:
            raise VMError(f"unknown label {label}") from None

    # --- instructions --------------------------------------------------
    def op_label(self, name): pass

    def op_mov(self, dst: str, src: Operand) -> None:
        self.regs[dst] = self.value(src)

    def op_add(self, dst: str, src: Operand) -> None:
        self.regs[dst] += self.value(src)
        self.set_flags(self.regs[dst])

    def op_sub(self, dst: str, src: Operand) -> None:
        self.regs[dst] -= self.value(src)
        self.set_flags(self.regs[dst])

    def op_mul(self, dst: str, src: Operand) -> None:
        self.regs[dst] *= self.value(src)
        self.set_flags(self.regs[dst])

    def op_mod(self, dst: str, src: Operand) -> None:
        divisor = self.value(src)
        if divisor == 0:
            raise VMError(f"division by zero at pc={self.pc}")
        self.regs[dst] %= divisor
        self.set_flags(self.regs[dst])

    def op_cmp(self, x: Operand, y: Operand) -> None:
        self.set_flags(self.value(x) - self.value(y))

    def op_jmp(self, label: str) -> None:
        self.jump(label)

    def op_jz(self, label: str) -> None:
        if self.flags & Flag.ZERO:
            self.jump(label)

    def op_jnz(self, label: str) -> None:
        if not self.flags & Flag.ZERO:
            self.jump(label)

    def op_jl(self, label: str) -> None:
        if self.flags & Flag.NEG:
            self.jump(label)

    def op_push(self, src: Operand) -> None:
        self.stack.append(self.value(src))

    def op_pop(self, dst: str) -> None:
        if not self.stack:
            raise VMError("stack underflow")
        self.regs[dst] = self.stack.pop()

    def op_call(self, label: str) -> None:
        self.calls.append(self.pc)
        self.jump(label)

    def op_ret(self) -> None:
        self.pc = self.calls.pop()

    def op_out(self, src: Operand) -> None:
        self.output.append(str(self.value(src)))

    def op_halt(self) -> None:
        self.halted = True

    def run(self, max_steps: int = 100_000) -> "CPU":
        while not self.halted and self.pc < len(self.program):
            if self.steps >= max_steps:
                raise VMError("step limit exceeded")
            op, *args = self.program[self.pc]
            handler = self.dispatch.get(op)
            if handler is None:
                raise VMError(f"unknown opcode {op!r}")
            self.pc += 1
            handler(*args)
            self.steps += 1
        return self


FIB = [("mov", "a", 0), ("mov", "b", 1), ("mov", "c", 15),
       ("label", "loop"), ("out", "a"), ("mov", "d", "a"), ("add", "d", "b"),
       ("mov", "a", "b"), ("mov", "b", "d"), ("sub", "c", 1), ("jnz", "loop"), ("halt",)]

PRIMES = [("mov", "a", 2),
          ("label", "outer"), ("cmp", "a", 60), ("jz", "done"),
          ("mov", "b", 2),
          ("label", "inner"), ("mov", "d", "b"), ("mul", "d", "b"), ("cmp", "a", "d"), ("jl", "prime"),
          ("mov", "c", "a"), ("mod", "c", "b"), ("jz", "next"), ("add", "b", 1), ("jmp", "inner"),
          ("label", "prime"), ("out", "a"),
          ("label", "next"), ("add", "a", 1), ("jmp", "outer"),
          ("label", "done"), ("halt",)]

FACT = [("mov", "a", 10), ("call", "fact"), ("out", "b"), ("halt",),
        ("label", "fact"), ("mov", "b", 1),
        ("label", "f_loop"), ("cmp", "a", 1), ("jz", "f_end"),
        ("push", "a"), ("mul", "b", "a"), ("pop", "a"), ("sub", "a", 1), ("jmp", "f_loop"),
        ("label", "f_end"), ("ret",)]


def main() -> None:
    for name, prog in (("fib", FIB), ("primes", PRIMES), ("fact", FACT)):
        cpu = CPU(prog).run()
        print(f"{name:7s} steps={cpu.steps:5d} out: {' '.join(cpu.output)}")
        print(f"        regs={cpu.regs} flags={Flag(cpu.flags).name if cpu.flags else 'none'}")
    bad_programs: list[list[tuple]] = [
        [("mov", "a", 1), ("mod", "a", 0)],
        [("pop", "a")],
        [("jmp", "nowhere")],
        [("frobnicate", 1)],
        [("label", "x"), ("jmp", "x")],
    ]
    for prog in bad_programs:
        try:
            CPU(prog).run(max_steps=500)
        except VMError as exc:
            print(f"VMError: {exc}")
    print("opcodes:", ", ".join(sorted(CPU([]).dispatch)))


if __name__ == "__main__":
    main()
