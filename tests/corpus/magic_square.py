"""Magic squares: the Siamese method for odd orders, the doubly-even
construction, and a checker."""


def siamese(n):
    square = [[0] * n for _ in range(n)]
    r, c = 0, n // 2
    for k in range(1, n * n + 1):
        square[r][c] = k
        nr, nc = (r - 1) % n, (c + 1) % n
        if square[nr][nc]:
            nr, nc = (r + 1) % n, c
        r, c = nr, nc
    return square


def doubly_even(n):
    square = [[r * n + c + 1 for c in range(n)] for r in range(n)]
    for r in range(n):
        for c in range(n):
            if (r % 4 in (0, 3)) == (c % 4 in (0, 3)):
                square[r][c] = n * n + 1 - square[r][c]
    return square


def is_magic(sq):
    n = len(sq)
    target = n * (n * n + 1) // 2
    sums = [sum(row) for row in sq]
    sums += [sum(sq[r][c] for r in range(n)) for c in range(n)]
    sums.append(sum(sq[i][i] for i in range(n)))
    sums.append(sum(sq[i][n - 1 - i] for i in range(n)))
    return all(s == target for s in sums), target


def show(sq):
    width = len(str(len(sq) ** 2))
    return "\n".join(" ".join(str(v).rjust(width) for v in row) for row in sq)


def main() -> None:
    for n in (3, 4, 5, 8):
        sq = siamese(n) if n % 2 else doubly_even(n)
        ok, target = is_magic(sq)
        print(f"order {n}: magic={ok} constant={target}")
        print(show(sq))
    broken = siamese(3)
    broken[0][0], broken[0][1] = broken[0][1], broken[0][0]
    print("swapped:", is_magic(broken))


if __name__ == "__main__":
    main()
