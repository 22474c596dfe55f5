"""The Mandelbrot set in ASCII with escape-time iteration on complex
numbers, plus the area estimate and a Julia set."""


def escape(c, limit):
    z = 0j
    for i in range(limit):
        z = z * z + c
        if abs(z) > 2.0:
            return i
    return limit


def julia(z, c, limit):
    for i in range(limit):
        if z.real * z.real + z.imag * z.imag > 4.0:
            return i
        z = z * z + c
    return limit


CHARS = " .:-=+*#%@"


def render(fn, width, height, x0, x1, y0, y1, limit):
    rows = []
    inside = 0
    for j in range(height):
        y = y0 + (y1 - y0) * j / (height - 1)
        row = []
        for i in range(width):
            x = x0 + (x1 - x0) * i / (width - 1)
            n = fn(complex(x, y), limit)
            if n == limit:
                inside += 1
                row.append("@")
            else:
                row.append(CHARS[n * (len(CHARS) - 1) // limit])
        rows.append("".join(row))
    return rows, inside


def main(width: int, height: int) -> None:
    rows, inside = render(escape, width, height, -2.0, 0.6, -1.2, 1.2, 60)
    print("\n".join(rows))
    area = 2.6 * 2.4 * inside / (width * height)
    print(f"{inside} points inside, area estimate {area:.4f}")
    c = complex(-0.8, 0.156)
    rows, inside = render(lambda z, lim: julia(z, c, lim), width, height // 2,
                          -1.6, 1.6, -0.9, 0.9, 40)
    print("\n".join(rows))
    print("julia c =", c, "inside:", inside)


if __name__ == "__main__":
    import sys
    main(int(sys.argv[1]), int(sys.argv[2]))
