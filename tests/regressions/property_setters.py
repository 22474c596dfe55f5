"""Property setters (@NAME.setter), as real programs validate a value on
assignment: through the instance, in __init__ (the setter runs, no field of
the property's name), with `+=` (getter, then setter), and overridden in a
subclass (chosen by the object's class). They were refused: "method
decorator 'celsius.setter': not supported". Assigning through a class whose
subclass redefines the property without a setter is refused at build time
(CPython raises AttributeError where the object is of that subclass), and so
is assigning a property that has no setter.
"""
# entry: main
# inputs: [3]
class Temp:
    def __init__(self, c: float) -> None:
        self._c = 0.0
        self.celsius = c

    @property
    def celsius(self) -> float:
        return self._c

    @celsius.setter
    def celsius(self, v: float) -> None:
        if v < -273.15:
            raise ValueError("too cold")
        self._c = v


class Kelvin(Temp):
    @property
    def celsius(self) -> float:
        return self._c + 1000.0

    @celsius.setter
    def celsius(self, v: float) -> None:
        self._c = v * 2


def main(n: int) -> str:
    ts = [Temp(1.0), Kelvin(2.0), Temp(n * 1.0), Kelvin(-n * 200.0)]
    out = []
    for t in ts:
        t.celsius = t.celsius + n
        t.celsius += 2
        out.append(str(t.celsius))
        try:
            t.celsius = -500.0
        except ValueError as e:
            out.append(str(e))
        out.append(str(t.celsius))
    return " ".join(out)
