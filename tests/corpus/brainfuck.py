"""Brainfuck interpreter with a peephole-optimizing compiler to an op list."""
from dataclasses import dataclass
from enum import Enum, auto


class Op(Enum):
    ADD = auto()
    MOVE = auto()
    OUT = auto()
    IN = auto()
    JZ = auto()
    JNZ = auto()
    CLEAR = auto()


@dataclass(frozen=True)
class Instr:
    op: Op
    arg: int = 0

    def __repr__(self) -> str:
        return f"{self.op.name}({self.arg})" if self.arg else self.op.name


class BFSyntaxError(Exception):
    pass


class BFRuntimeError(Exception):
    pass


TAPE_SIZE = 30000
MAX_STEPS = 200_000


def compile_bf(source: str) -> list[Instr]:
    code = [c for c in source if c in "+-<>.,[]"]
    ops: list[Instr] = []
    i = 0
    while i < len(code):
        c = code[i]
        if c in "+-":
            n = 0
            while i < len(code) and code[i] in "+-":
                n += 1 if code[i] == "+" else -1
                i += 1
            if n % 256:
                ops.append(Instr(Op.ADD, n))
            continue
        if c in "<>":
            n = 0
            while i < len(code) and code[i] in "<>":
                n += 1 if code[i] == ">" else -1
                i += 1
            if n:
                ops.append(Instr(Op.MOVE, n))
            continue
        if c == "[" and "".join(code[i:i + 3]) in ("[-]", "[+]"):
            ops.append(Instr(Op.CLEAR))
            i += 3
            continue
        ops.append(Instr({".": Op.OUT, ",": Op.IN, "[": Op.JZ, "]": Op.JNZ}[c]))
        i += 1
    return link(ops)


def link(ops: list[Instr]) -> list[Instr]:
    stack: list[int] = []
    out = list(ops)
    for pc, ins in enumerate(ops):
        if ins.op is Op.JZ:
            stack.append(pc)
        elif ins.op is Op.JNZ:
            if not stack:
                raise BFSyntaxError(f"unmatched ] at op {pc}")
            open_pc = stack.pop()
            out[open_pc] = Instr(Op.JZ, pc)
            out[pc] = Instr(Op.JNZ, open_pc)
    if stack:
        raise BFSyntaxError(f"unmatched [ at op {stack[-1]}")
    return out


def run(ops: list[Instr], stdin: bytes = b"") -> tuple[str, int]:
    tape = bytearray(TAPE_SIZE)
    ptr = pc = steps = 0
    inp = iter(stdin)
    out: list[str] = []
    n = len(ops)
    while pc < n:
        ins = ops[pc]
        op = ins.op
        if op is Op.ADD:
            tape[ptr] = (tape[ptr] + ins.arg) & 0xFF
        elif op is Op.MOVE:
            ptr += ins.arg
            if not 0 <= ptr < TAPE_SIZE:
                raise BFRuntimeError(f"pointer out of range: {ptr}")
        elif op is Op.OUT:
            out.append(chr(tape[ptr]))
        elif op is Op.IN:
            tape[ptr] = next(inp, 0)
        elif op is Op.JZ:
            if tape[ptr] == 0:
                pc = ins.arg
        elif op is Op.JNZ:
            if tape[ptr] != 0:
                pc = ins.arg
        elif op is Op.CLEAR:
            tape[ptr] = 0
        pc += 1
        steps += 1
        if steps > MAX_STEPS:
            raise BFRuntimeError("step limit exceeded")
    return "".join(out), steps


HELLO = ("++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++."
         ">>.<-.<.+++.------.--------.>>+.>++.")
REVERSE = ">,[>,]<[.<]"
ROT13_ISH = ",[+.,]"
DIGITS = "++++++++++>++++++++[>++++++<-]>>++++++++++<<<[>>.+>.<<<-]"
ADD_DIGITS = ",>,[<+>-]<------------------------------------------------."


def demo(name: str, src: str, stdin: bytes = b"") -> None:
    try:
        ops = compile_bf(src)
        text, steps = run(ops, stdin)
    except (BFSyntaxError, BFRuntimeError) as e:
        print(f"[{name}] {type(e).__name__}: {e}")
        return
    raw = sum(1 for c in src if c in "+-<>.,[]")
    print(f"[{name}] {raw} chars -> {len(ops)} ops, {steps} steps")
    for line in text.rstrip("\n").split("\n")[:12]:
        print("   " + line)


def main() -> None:
    demo("hello", HELLO)
    demo("reverse", REVERSE, b"stressed")
    demo("shift", ROT13_ISH, b"HAL")
    demo("add", ADD_DIGITS, b"34")
    demo("digits", DIGITS)
    demo("bad1", "[[]")
    demo("bad2", "+]")
    demo("underflow", "<+")
    demo("forever", "+[]")
    print(compile_bf("+++[-]>>--<[->+<]")[:6])


if __name__ == "__main__":
    main()
