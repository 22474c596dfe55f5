"""Pystone, lite: the Dhrystone-derived records, enumerations and procedure
calls of the classic pystone benchmark, with a checksum instead of timing."""

IDENT1, IDENT2, IDENT3, IDENT4, IDENT5 = range(1, 6)


class Record:
    def __init__(self, ptr_comp=None, discr=0, enum_comp=0, int_comp=0, string_comp=""):
        self.ptr_comp = ptr_comp
        self.discr = discr
        self.enum_comp = enum_comp
        self.int_comp = int_comp
        self.string_comp = string_comp

    def copy(self):
        return Record(self.ptr_comp, self.discr, self.enum_comp, self.int_comp, self.string_comp)


TRUE, FALSE = 1, 0


class Globals:
    def __init__(self):
        self.int_glob = 0
        self.bool_glob = FALSE
        self.char1_glob = "\0"
        self.char2_glob = "\0"
        self.array1_glob = [0] * 51
        self.array2_glob = [x[:] for x in [self.array1_glob] * 51]
        self.ptr_glb = None
        self.ptr_glb_next = None


def func1(ch1, ch2):
    return IDENT1 if ch1 != ch2 else IDENT2


def func2(str1, str2):
    int_loc = 1
    char_loc = "A"
    while int_loc <= 1:
        if func1(str1[int_loc], str2[int_loc + 1]) == IDENT1:
            char_loc = "A"
            int_loc += 1
    if "W" <= char_loc <= "Z":
        int_loc = 7
    if char_loc == "X":
        return TRUE
    return TRUE if str1 > str2 else FALSE


def func3(enum_par_in):
    return TRUE if enum_par_in == IDENT3 else FALSE


def proc6(enum_par_in):
    enum_par_out = enum_par_in
    if not func3(enum_par_in):
        enum_par_out = IDENT4
    if enum_par_in == IDENT1:
        enum_par_out = IDENT1
    elif enum_par_in == IDENT2:
        enum_par_out = IDENT1
    elif enum_par_in == IDENT5:
        enum_par_out = IDENT3
    return enum_par_out


def proc7(int_par_i1, int_par_i2):
    return int_par_i2 + int_par_i1 + 2


def proc8(g, array1, array2, int_par_i1, int_par_i2):
    int_loc = int_par_i1 + 5
    array1[int_loc] = int_par_i2
    array1[int_loc + 1] = array1[int_loc]
    array1[int_loc + 30] = int_loc
    for int_index in range(int_loc, int_loc + 2):
        array2[int_loc][int_index] = int_loc
    array2[int_loc][int_loc - 1] += 1
    array2[int_loc + 20][int_loc] = array1[int_loc]
    g.int_glob = 5


def proc1(g, ptr):
    nxt = ptr.ptr_comp = g.ptr_glb.copy()
    ptr.int_comp = 5
    nxt.int_comp = ptr.int_comp
    nxt.ptr_comp = ptr.ptr_comp
    if nxt.discr == IDENT1:
        nxt.int_comp = 6
        nxt.enum_comp = proc6(ptr.enum_comp)
        nxt.int_comp = proc7(nxt.int_comp, 10)
    else:
        ptr = nxt.copy()
    return ptr


def run(loops):
    g = Globals()
    g.ptr_glb_next = Record()
    g.ptr_glb = Record(g.ptr_glb_next, IDENT1, IDENT3, 40, "DHRYSTONE PROGRAM, SOME STRING")
    string1 = "DHRYSTONE PROGRAM, 1'ST STRING"
    g.array2_glob[8][7] = 10
    checksum = 0
    for i in range(loops):
        int_loc1 = 2
        int_loc2 = 3
        string2 = "DHRYSTONE PROGRAM, 2'ND STRING"
        enum_loc = IDENT2
        g.bool_glob = not func2(string1, string2)
        while int_loc1 < int_loc2:
            int_loc3 = 5 * int_loc1 - int_loc2
            int_loc3 = proc7(int_loc1, int_loc2)
            int_loc1 += 1
        proc8(g, g.array1_glob, g.array2_glob, int_loc1, int_loc3)
        g.ptr_glb = proc1(g, g.ptr_glb)
        for ch in "AB":
            if enum_loc == func1(ch, "C"):
                enum_loc = proc6(IDENT1)
        int_loc2 = int_loc2 * int_loc1
        int_loc1 = int_loc2 // int_loc3
        int_loc2 = 7 * (int_loc2 - int_loc3) - int_loc1
        checksum = (checksum * 31 + int_loc1 + int_loc2 + int_loc3 + enum_loc) % 1000003
    return checksum, g


def main(loops: int) -> None:
    checksum, g = run(loops)
    print("checksum", checksum)
    print("int_glob", g.int_glob, "bool_glob", g.bool_glob)
    print("array1[8]", g.array1_glob[8], "array2[8][7]", g.array2_glob[8][7])
    print("ptr_glb", g.ptr_glb.int_comp, g.ptr_glb.enum_comp, g.ptr_glb.string_comp)


if __name__ == "__main__":
    import sys
    main(int(sys.argv[1]))
