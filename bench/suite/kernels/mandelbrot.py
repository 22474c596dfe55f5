"""Points of a size x size grid over [-2, 0.5] x [-1.25, 1.25] that stay
bounded for max_iter iterations of z = z*z + c (complex arithmetic in floats)."""


def mandelbrot(size: int, max_iter: int) -> int:
    inside = 0
    for py in range(size):
        ci = -1.25 + 2.5 * py / size
        for px in range(size):
            cr = -2.0 + 2.5 * px / size
            zr = 0.0
            zi = 0.0
            n = 0
            while n < max_iter and zr * zr + zi * zi <= 4.0:
                t = zr * zr - zi * zi + cr
                zi = 2.0 * zr * zi + ci
                zr = t
                n += 1
            if n == max_iter:
                inside += 1
    return inside
