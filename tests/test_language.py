"""Python's own value types and language features, differentially tested:
every function in programs/lang_*.py is compiled (one executable per file,
plain and under AddressSanitizer+UndefinedBehaviorSanitizer) and compared with
CPython on hand-picked edge inputs and hypothesis-generated ones. Printed
output, the result's repr() and raised exception types must all agree."""

from __future__ import annotations

import inspect
import os
import typing
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

import sampling
import sharding
from pyaot import native
from pyaot.difftest import DiffTest, default_strategy
from pyaot.driver import compile_file
from pyaot.reference import load_reference_module

HERE = Path(__file__).resolve().parent
SOURCES = sorted((HERE / "programs").glob("lang_*.py"))
CONTAINERS = HERE / "programs" / "lang_containers.py"

# Edge values per type; every parameter is tried at each, the others at the
# type's last (ordinary) edge.
EDGES: dict[typing.Any, list[typing.Any]] = {
    int: [0, 1, -1, 2, -3, 7, 2**63 - 1, -(2**63), 3],
    float: [0.0, -0.0, 1.5, -2.25, float("inf"), float("nan"), 1e300, 0.1],
    bool: [True, False],
    str: ["", "a", " a b ", "héllo wörld", "ΣΑΣ σ", "12", "a,b,,c", "x\ty\nz", "'\"",
          "𝄞x", "\x00\x7f", "aAbB"],
    bytes: [b"", b"a", b" a b ", "héllo".encode(), b"\xff\xfe", b"\xe2\x82", b"12",
            b"a,b,,c", b"x\ty\nz", b"'\"", b"\x00\x7f", b"aAbB"],
}
SMALL_INT = "integers(-4, 12)"
# printf-style conversions: flags, width, precision, length modifier, type.
_PERCENT = r"%[-+ #0]{0,3}(\*|[0-9]{0,2})(\.(\*|[0-9]{0,2}))?[hl]?[sdiouxXeEfFgGcra%y]"
PERCENT_SPEC = f"from_regex(r'[a ]?{_PERCENT}[ %]?', fullmatch=True)"
PERCENT_SPEC_TWO = f"from_regex(r'{_PERCENT}[ ,]{{0,2}}{_PERCENT}%?', fullmatch=True)"
# Parameters whose values must stay small for the function to finish soon,
# or that need inputs of a particular shape to be interesting.
GENERATE: dict[tuple[str, str], str] = {
    ("u_tuples_compared", "n"): "integers(0, 3)",
    ("u_three_members", "xs"): "lists(one_of(integers(-9, 9), floats(-9, 9), text(max_size=3)), "
                               "max_size=5)",
    ("u_dict_keys", "pairs"): "lists(one_of(integers(0, 2), sampled_from(['0', 'a'])), max_size=6)",
    ("b_concat_repeat", "n"): SMALL_INT, ("b_build", "n"): SMALL_INT, ("b_zeros", "n"): SMALL_INT,
    ("b_fromhex", "s"): "one_of(text(max_size=6), from_regex(r'([0-9a-fA-F]{2} ?){0,4}', "
                        "fullmatch=True))",
    ("b_as_keys", "words"): "lists(sampled_from([b'a', b'b', b'\\xff']), max_size=6)",
    ("s_concat_repeat", "n"): SMALL_INT, ("s_pad", "w"): "integers(-2, 20)",
    ("s_fstring_str", "w"): "integers(0, 20)", ("s_build", "n"): SMALL_INT,
    ("s_multiline_literal", "n"): SMALL_INT, ("l_ops", "n"): SMALL_INT,
    ("l_comprehensions", "n"): SMALL_INT, ("l_matrix", "n"): SMALL_INT,
    ("l_empty_then_fill", "n"): SMALL_INT, ("l_list_conversion", "n"): SMALL_INT,
    ("d_tuple_keys", "n"): SMALL_INT, ("t_nested_unpack", "n"): SMALL_INT,
    ("d_churn", "n"): "integers(-1, 12)", ("d_churn", "step"): "integers(0, 3)",
    ("f_range_value", "n"): "integers(-5, 40)", ("f_json_like", "n"): SMALL_INT,
    ("f_stack_machine", "program"):
        "lists(sampled_from(['1', '2', '7', '+', '*', 'dup', 'x']), max_size=8)",
    ("s_parse_int", "s"): "one_of(text(max_size=6), from_regex(r'\\s*[-+]?[0-9_]{1,20}\\s*', "
                          "fullmatch=True))",
    ("s_parse_float", "s"): "one_of(text(max_size=6), from_regex("
                            "r'\\s*[-+]?([0-9_]{0,8}\\.?[0-9]{0,8}([eE][-+]?[0-9]{1,3})?|inf|"
                            "nan|Infinity)\\s*', fullmatch=True))",
    ("s_index_missing", "sub"): "text(alphabet='ab', max_size=2)",
    ("s_find", "sub"): "text(alphabet='ab', max_size=2)",
    ("s_find", "s"): "text(alphabet='abc', max_size=10)",
    ("s_replace", "old"): "text(alphabet='ab', max_size=2)",
    ("s_tokenize", "src"): "text(alphabet='ab1 _\"+(', max_size=12)",
    ("s_from_codes", "codes"): "lists(integers(0, 0x10FFFF), max_size=6)",
    ("rx_log_summary", "lines"): "lists(one_of(text(max_size=8), from_regex("
                                 "r'20[0-9]{2}-[01][0-9]-[0-3][0-9] (INFO|ERROR|WARN) {1,2}"
                                 "\\[[a-z.]{1,6}\\] [ -~]{0,10}', fullmatch=True)), max_size=4)",
    ("rx_tokenize", "src"): "text(alphabet='ab1_2.*+()= x-', max_size=14)",
    ("rx_spec_tokens", "code"): "text(alphabet='ab1 2.:=+-\\n$', max_size=16)",
    ("rx_words", "text"): "text(alphabet='ab Ae,;1x\\nco.', max_size=14)",
    ("rx_validate", "items"): "lists(one_of(text(alphabet='a1@._-+eEyT', max_size=8), "
                              "from_regex(r'[a-z]{1,4}@[a-z]{1,3}(\\.[a-z]{2})?|[-+]?[0-9]{1,3}"
                              "(\\.[0-9])?|YES|no|[0-9]-[0-9]{2}', fullmatch=True)), max_size=4)",
    ("rx_templates", "text"): "text(alphabet='ab=:1$2. k', max_size=14)",
    ("rx_empty_matches", "text"): "text(alphabet='abcxy \\n', max_size=10)",
    ("rx_word_frequencies", "doc"): "text(alphabet=\"ab c'.,A\\nd\", max_size=30)",
    ("l_pop", "i"): SMALL_INT, ("l_getset", "i"): SMALL_INT,
    ("l_unpack", "xs"): "lists(integers(-9, 9), min_size=2, max_size=4)",
    ("rf_statistics_of_ints", "xs"): "lists(integers(-10**6, 10**6), max_size=9)",
    ("rf_dict_of_split_pairs", "text"): "text(alphabet='ab=1 ', max_size=14)",
    ("rf_lambda_tables", "name"): "sampled_from(['inc', 'dbl', 'neg', 'add', 'sub', 'max', 'x'])",
    ("rf_name_dispatch", "kinds"): "lists(sampled_from(['tick', 'tock', 'boom', 'log']), "
                                   "max_size=5)",
    ("rf_union_pairs_and_branches", "a"): "sampled_from(['3', '2.5', 'x', '', '0', '12', '%d'])",
    ("rf_union_pairs_and_branches", "b"): "sampled_from(['3', '2.5', 'x', '', '0', '7', '-'])",
    ("rf_union_pairs_and_branches", "text"): "text(alphabet='ab*[] ', max_size=12)",
    ("rf_records_given_numbers", "text"): "text(alphabet='ab1,;', max_size=16)",
    ("l_remove_index", "v"): "integers(0, 3)",
    ("l_remove_index", "xs"): "lists(integers(0, 3), max_size=6)",
    ("l_grow_while_iterating", "xs"): "lists(integers(-2, 4), max_size=5)",
    ("f_permutations", "xs"): "lists(integers(0, 5), max_size=5)",
    ("d_get", "k"): "sampled_from(['a', 'b', ''])",
    ("d_get", "d"): "dictionaries(sampled_from(['a', 'b', 'c']), integers(-9, 9), max_size=3)",
    ("d_mutate", "d"): "dictionaries(sampled_from(['a', 'b', 'zz', 'x']), integers(-9, 9), "
                       "max_size=4)",
    ("d_mutate", "k"): "sampled_from(['a', 'b', 'zz', 'x', 'u'])",
    ("d_missing", "k"): "sampled_from(['a', 'b'])",
    ("d_catch_key", "k"): "sampled_from(['a', 'b'])",
    ("set_remove_missing", "v"): "integers(0, 3)",
    ("set_remove_missing", "xs"): "lists(integers(0, 3), max_size=4)",
    ("o_unwrap_none", "k"): "sampled_from(['a', 'b'])",
    ("o_find", "v"): "integers(0, 3)", ("o_find", "xs"): "lists(integers(0, 3), max_size=5)",
    ("a_bfs", "n"): "integers(1, 30)", ("a_matmul", "n"): "integers(0, 6)",
    ("a_sieve", "n"): "integers(-3, 300)", ("a_fib_memo", "n"): "integers(-2, 95)",
    ("a_knapsack", "cap"): "integers(0, 30)",
    ("a_knapsack", "weights"): "lists(integers(1, 12), max_size=6)",
    ("a_topo_sort", "n"): "integers(1, 20)", ("a_dijkstra", "n"): "integers(0, 15)",
    ("a_spiral", "n"): "integers(0, 6)", ("a_collatz_lengths", "n"): "integers(0, 30)",
    ("a_pascal", "n"): "integers(0, 10)", ("a_chunks", "n"): "integers(-1, 5)",
    ("a_word_wrap", "width"): "integers(0, 12)", ("a_moving_average", "k"): "integers(-1, 4)",
    ("a_top_k", "k"): "integers(0, 4)", ("a_roman", "n"): "integers(-2, 4001)",
    ("a_brackets", "s"): "text(alphabet='([{}])x', max_size=10)",
    ("a_lcs", "a"): "text(alphabet='abc', max_size=8)",
    ("a_lcs", "b"): "text(alphabet='abc', max_size=8)",
    ("a_edit_distance", "a"): "text(alphabet='abc', max_size=8)",
    ("a_edit_distance", "b"): "text(alphabet='abc', max_size=8)",
    ("a_parse_ints", "items"): "lists(one_of(text(max_size=3), from_regex(r'-?[0-9]{1,5}', "
                               "fullmatch=True)), max_size=5)",
    ("a_bank", "ops"): "lists(integers(-50, 50), max_size=8)",
    ("a_inventory", "ops"): "lists(tuples(sampled_from(['a', 'b']), integers(-3, 3)), "
                            "max_size=6)",
    ("a_lookup_errors", "i"): SMALL_INT,
    ("e_parse_config", "lines"): "lists(from_regex(r' ?[a-c]{0,2} ?=? ?-?[0-9x]{0,3}', "
                                 "fullmatch=True), max_size=5)",
    ("e_user_raise", "x"): "integers(-5, 1005)", ("e_catch_hierarchy", "x"): "integers(-5, 1005)",
    ("e_catch_base", "x"): "integers(-5, 1005)", ("e_reraise", "x"): "integers(-5, 1005)",
    ("e_wrap", "x"): "integers(-5, 1005)", ("e_nested", "i"): SMALL_INT,
    ("e_finally_order", "xs"): "lists(integers(-3, 3), max_size=5)",
    ("e_key_error_message", "k"): "sampled_from(['a', 'b'])",
    ("e_escape", "xs"): "lists(integers(10, 14), max_size=6)",
    ("e_optional_none", "k"): "sampled_from(['a', 'b'])",
    ("fn_nested_recursive", "n"): "integers(0, 40)",
    ("fn_exception_in_lambda", "xs"): "lists(integers(-3, 3), max_size=5)",
    ("fn_key_with_captures", "letter"): "sampled_from(['a', 'b', ''])",
    ("c_matrix", "n"): "integers(0, 5)", ("c_linked", "probe"): "integers(0, 4)",
    ("c_linked", "xs"): "lists(integers(0, 4), max_size=6)",
    ("c_stack", "ops"): "lists(integers(-1, 5), max_size=8)",
    ("c_accounts", "amounts"): "lists(integers(-9, 9), max_size=6)",
    ("c_cards", "ranks"): "lists(integers(1, 13), max_size=6)",
    ("c_config", "n"): SMALL_INT, ("c_aliasing", "n"): SMALL_INT,
    # CPython's dataclass == compares field tuples, whose identity shortcut
    # makes a NaN field equal to itself; compiled floats have no identity.
    ("c_vector_math", "a"): "floats(allow_nan=False)",
    ("c_vector_math", "b"): "floats(allow_nan=False)",
    ("c_shapes", "sizes"): "lists(floats(-100, 100), max_size=4)",
    ("c_dataclass_inheritance", "n"): SMALL_INT,
    ("g_infinite_with_break", "n"): SMALL_INT, ("g_fibonacci", "n"): "integers(0, 90)",
    ("g_exception_inside", "xs"): "lists(integers(-2, 9), max_size=6)",
    ("g_expr_nested", "n"): "integers(-1, 12)", ("g_expr_next_default", "limit"): SMALL_INT,
    ("g_close_on_early_exit", "names"): "lists(sampled_from(['x', 'y', 'z']), max_size=3)",
    ("g_close_on_early_exit", "stop"): "integers(-1, 6)",
    ("g_close_runs_handlers", "xs"): "lists(integers(0, 5), max_size=6)",
    ("g_close_runs_handlers", "stop"): "integers(0, 5)",
    ("g_stop_iteration_inside", "xs"): "lists(integers(0, 5), max_size=6)",
    # Far from the depth limit on both sides (CPython counts a few more
    # frames than the chain itself near it).
    ("g_deep_delegation", "n"): "one_of(integers(0, 400), integers(3000, 100000))",
    ("g_expr_unpacking", "pairs"): "lists(tuples(text(max_size=3), integers(-3, 9)), max_size=5)",
    ("c_unset_attribute", "n"): SMALL_INT, ("c_attribute_on_one_path", "n"): SMALL_INT,
    ("c_class_attributes", "by"): SMALL_INT, ("c_identity", "n"): SMALL_INT,
    ("fn_nested_parser", "src"): "lists(sampled_from(['1', '2', '+', '-', '*', '(', ')', "
    "'ab']), max_size=9).map(' '.join)",
    ("fn_nested_mutual", "n"): "integers(0, 30)",
    ("rf_method_aliases", "n"): "integers(-50, 10**6)",
    ("cm_generic_and_class_keywords", "keys"): "lists(sampled_from('abcde'), max_size=9)",
    ("cm_generic_and_class_keywords", "capacity"): "integers(-1, 4)",
    ("fn_nonlocal_counter", "n"): SMALL_INT, ("fn_nonlocal_two_levels", "n"): SMALL_INT,
    ("cy_tree_dropped", "n"): "integers(0, 400)", ("cy_self_reference", "n"): "integers(0, 40)",
    ("cy_doubly_linked", "xs"): "lists(integers(0, 4), max_size=8)",
    ("cy_doubly_linked", "drop"): "lists(integers(0, 4), max_size=5)",
    ("cy_graph", "n"): "integers(-1, 8)",
    ("cy_graph", "edges"): "lists(tuples(integers(0, 20), integers(0, 20)), max_size=12)",
    ("cy_long_chain", "n"): "integers(0, 200000)", ("cy_long_ring", "n"): "integers(1, 100000)",
    ("cy_recursive_repr", "names"): "lists(sampled_from(['a', 'b', 'c']), max_size=3)",
    # Far from the depth limit (~330 cells) on either side.
    ("cy_deep_compare", "n"): "one_of(integers(0, 300), integers(380, 100000))",
    ("cy_deep_compare", "last"): "integers(0, 2)",
    ("cy_hash_and_identity", "xs"): "lists(integers(0, 30), max_size=8)",
    ("a_bit_fields", "widths"): "lists(one_of(integers(-2, 66), sampled_from([62, 63, 64])), "
                                "max_size=5)",
    ("a_parse_numbers", "fields"): "lists(builds(lambda d, n, t: d * n + t, "
                                   "sampled_from(['1', '0', '9', '1_', ' x']), "
                                   "sampled_from([1, 20, 4300, 4301, 5000]), "
                                   "sampled_from(['', 'x', '_', ' '])), min_size=1, max_size=4)",
    ("a_banner", "k"): "sampled_from([0, 3, 61, 62, 63])",
    ("a_rank_readings", "n"): "one_of(integers(0, 70), integers(0, 3000))",
    ("a_rank_readings", "seed"): "integers(0, 2**31)",
    ("a_schedule", "priorities"): "lists(integers(-1, 9), max_size=80)",
    ("tmp_graph", "n"): "integers(0, 12)",
    ("tmp_graph", "edges"): "lists(tuples(integers(-1, 12), integers(-1, 12)), max_size=12)",
    ("alias_inventory", "names"): "lists(text(alphabet='ab', max_size=2), max_size=3)",
    ("r_getrandbits_wide", "k"): "one_of(sampled_from([63, 64, 65, 95, 96, 97]), "
                                 "integers(-2, 300), sampled_from([100_000, 2**31]))",
    ("r_sample", "n"): "one_of(integers(0, 30), integers(0, 5000))",
    ("r_sample", "k"): "one_of(integers(-1, 8), integers(0, 300))",
    ("r_shuffle", "xs"): "lists(integers(-9, 9), max_size=30)",
    ("r_dice_histogram", "rolls"): "integers(-1, 3000)",
    ("r_monte_carlo_pi", "n"): "integers(-1, 20000)",
    ("r_random_walk", "steps"): "integers(-1, 3000)",
    ("r_deal_cards", "players"): "integers(-1, 12)",
    ("r_queue_simulation", "customers"): "integers(-1, 2000)",
    ("r_choices", "k"): "integers(-1, 300)",
    # A NaN or infinite alpha makes random.py's gammavariate loop for ever.
    ("r_gamma_beta", "alpha"): "one_of(floats(0.01, 20), sampled_from([1.0, 0.999, 1.001]))",
    ("r_gamma_beta", "beta"): "floats(1e-3, 1e3)",
    ("r_vonmises", "kappa"): "one_of(floats(-1, 100), sampled_from([1e-6, 1e-5, 1e300, "
                             "1e308 * 10]))",
    ("r_gamma_errors", "alpha"): "one_of(floats(-5, 5), sampled_from([0.0, -0.0, 1.0]))",
    ("r_sample_counts", "counts"): "lists(integers(-2, 40), max_size=4)",
    ("r_sample_counts", "k"): "integers(-1, 30)",
    ("r_randbytes", "n"): "one_of(integers(-2, 40), just(2**28))",
    # lang_stdlib: small values, so heaps and searches meet ties and repeats.
    # Fractions stay within 64 bits (beyond, CPython's ints grow and pyaot's
    # raise OverflowError).
    ("fr_arith", "a"): "integers(-12, 12)", ("fr_arith", "b"): "integers(-12, 12)",
    ("fr_arith", "c"): "integers(-12, 12)", ("fr_arith", "d"): "integers(-12, 12)",
    ("fr_parse", "texts"): "lists(sampled_from(['3/4', ' -1.25e1 ', '1_000', 'x', '1/0', '.5', "
                           "'1.d', '+7', '1e-3', '2.50', '1__0', '1/', '-0', '3 /4', '1.5/2', '', "
                           "' ', '\\u0663/\\u0664', '1e', '5.', '0.000_1', '1E+2', '-.25', "
                           "'6/-3', '1_/2']), max_size=6)",
    ("fr_from_float", "xs"): "lists(one_of(floats(0.5, 100), floats(-100, -0.5), "
                             "sampled_from([0.1, -2.75, 3.0, 1e-3, 1e999 - 1e999, 1e999, "
                             "-0.0, 1.5e10])), max_size=5)",
    ("fr_from_float", "limit"): "integers(-1, 50)",
    ("prog_dice_odds", "sides"): "integers(0, 6)", ("prog_dice_odds", "rolls"): "integers(-1, 4)",
    ("dt_dates", "y"): "one_of(integers(-1, 3), integers(1990, 2030), integers(9998, 10000))",
    ("dt_dates", "m"): "integers(0, 13)", ("dt_dates", "d"): "integers(0, 32)",
    ("dt_dates", "days"): "one_of(integers(-800, 800), integers(-4000000, 4000000))",
    ("dt_iso", "texts"): "lists(sampled_from(['2024-03-05', '20240305', '2024-W10-2', "
                         "'2024W10', '2024-W10', '2024W102', '2024-W54-1', '2020-W53-7', "
                         "'2024-13-01', '2024-02-30', '0000-01-01', '2024-3-05', '', "
                         "'2024-03-05 ', '\\uff12024-03-05', '2024_03_05']), max_size=5)",
    ("dt_timedeltas", "d"): "integers(-1000, 1000)", ("dt_timedeltas", "s"): "integers(-100000, 100000)",
    ("dt_timedeltas", "us"): "integers(-3000000, 3000000)", ("dt_timedeltas", "k"): "integers(-3, 3)",
    ("dt_timedeltas", "hours"): "one_of(floats(-50, 50), sampled_from([0.0, -0.0, 1.5, "
                                "0.1, -2.75, 1e-9]))",
    ("prog_rota", "start"): "sampled_from(['2024-12-01', '2024-11-27', '2025-01-06', 'x'])",
    ("prog_rota", "weeks"): "integers(-1, 10)",
    ("hq_n_best", "n"): "integers(-2, 8)", ("hq_n_best_strings", "n"): "integers(-1, 6)",
    ("hq_n_best", "xs"): "lists(integers(-5, 5), max_size=10)",
    ("hq_n_best_strings", "words"): "lists(text(alphabet='abc', max_size=3), max_size=8)",
    ("hq_tuples", "tasks"): "lists(tuples(integers(0, 3), text(alphabet='ab', max_size=2)), "
                            "max_size=8)",
    ("bs_search", "lo"): "integers(-1, 8)", ("bs_search", "x"): "integers(-5, 5)",
    ("bs_search", "xs"): "lists(integers(-5, 5), max_size=8)",
    ("bs_key", "words"): "lists(text(alphabet='ab', max_size=4), max_size=6)",
    ("bs_key", "probe"): "text(alphabet='ab', max_size=4)",
    ("bs_grades", "scores"): "lists(integers(0, 100), max_size=8)",
    ("dd_groups", "words"): "lists(text(alphabet='ab', max_size=3), max_size=8)",
    ("dd_unannotated", "words"): "lists(text(alphabet='ab', max_size=3), max_size=8)",
    ("dd_graph_degrees", "edges"): "lists(tuples(integers(0, 4), integers(0, 4)), max_size=8)",
    ("dd_nested", "pairs"): "lists(tuples(sampled_from(['a', 'b']), integers(0, 3)), "
                            "max_size=8)",
    ("dq_ends", "xs"): "lists(integers(-3, 3), max_size=6)", ("dq_ends", "n"): "integers(-9, 9)",
    ("dq_maxlen", "m"): "integers(-1, 6)", ("dq_items", "i"): "integers(-4, 4)",
    ("dq_items", "v"): "integers(0, 3)", ("dq_items", "xs"): "lists(integers(0, 3), max_size=5)",
    ("dq_mutate_while_iterating", "xs"): "lists(integers(0, 4), max_size=5)",
    ("dq_sliding_max", "k"): "integers(1, 4)",
    ("prog_grid_bfs", "rows"): "lists(text(alphabet='..#', min_size=1, max_size=5), max_size=5)",
    ("prog_recent_log", "events"): "lists(sampled_from(['a', 'b', 'c', 'd']), max_size=8)",
    ("prog_recent_log", "keep"): "integers(-1, 4)",
    ("it_combinatorics", "xs"): "lists(integers(0, 3), max_size=4)",
    ("it_combinatorics", "r"): "integers(-1, 5)",
    ("it_products", "xs"): "lists(integers(0, 3), max_size=3)",
    ("it_products", "ys"): "lists(text(alphabet='ab', max_size=1), max_size=4)",
    ("it_lazy", "a"): "integers(-1, 6)", ("it_lazy", "b"): "integers(-1, 8)",
    ("it_lazy", "c"): "integers(-1, 3)", ("it_lazy", "xs"): "lists(integers(-9, 9), max_size=8)",
    ("ft_reduce", "xs"): "lists(integers(-9, 9), max_size=8)",
    ("prog_subset_sums", "xs"): "lists(integers(-3, 6), max_size=7)",
    ("prog_subset_sums", "target"): "integers(-3, 10)", ("prog_tsp", "n"): "integers(0, 6)",
    ("ct_counts", "text"): "text(alphabet='ab c', max_size=12)",
    ("ct_compare", "xs"): "lists(integers(0, 3), max_size=6)",
    ("ct_compare", "ys"): "lists(integers(0, 3), max_size=6)", ("ct_compare", "n"): "integers(-1, 5)",
    ("ct_negative", "xs"): "lists(integers(0, 3), max_size=6)",
    ("prog_word_frequency", "text"): "text(alphabet='ab .B!', max_size=30)",
    ("prog_word_frequency", "n"): "integers(-1, 4)",
    ("cp_copies", "grid"): "lists(lists(integers(0, 3), max_size=2), max_size=3)",
    ("cp_copies", "d"): "dictionaries(sampled_from(['a', 'b']), lists(integers(0, 3), "
                        "max_size=2), max_size=2)",
    ("mt_extras", "xs"): "lists(integers(-20, 20), max_size=5)",
    ("mt_extras", "ys"): "lists(floats(-1e3, 1e3), max_size=5)",
    ("mt_fsum_exact", "k"): "integers(0, 20)",
    ("mt_fsum_special", "ys"): "lists(sampled_from([1.0, -1.0, 1e308, -1e308, 1e999, -1e999, "
                               "1e999 * 0, 0.1]), max_size=5)",
    ("mt_prod_overflow", "xs"): "lists(sampled_from([0, 1, -1, 2, -2, 3, 2**31, 2**32, -(2**31), "
                                "2**62, -(2**62), 2**63 - 1]), max_size=5)",
    ("it_predicates", "xs"): "lists(integers(0, 5), max_size=6)",
    ("it_predicates", "k"): "integers(0, 5)",
    ("dq_rotate_while_iterating", "xs"): "lists(integers(0, 3), max_size=4)",
    ("dq_rotate_while_iterating", "n"): "integers(-2, 2)",
    ("ct_arithmetic", "xs"): "lists(integers(0, 3), max_size=6)",
    ("ct_arithmetic", "ys"): "lists(integers(0, 3), max_size=6)",
    ("prog_dijkstra", "n"): "integers(0, 8)",
    ("prog_dijkstra", "edges"): "lists(tuples(integers(-1, 8), integers(0, 8), "
                                "integers(-1, 9)), max_size=15)",
    ("prog_schedule", "jobs"): "lists(tuples(integers(0, 20), integers(0, 6)), max_size=10)",
    ("prog_leaderboard", "scores"): "lists(tuples(sampled_from(['ann', 'bob', 'cy']), "
                                    "integers(0, 50)), max_size=8)",
    ("pf_int_spec", "fmt"): PERCENT_SPEC, ("pf_float_spec", "fmt"): PERCENT_SPEC,
    ("pf_str_spec", "fmt"): PERCENT_SPEC, ("pf_two_args", "fmt"): PERCENT_SPEC_TWO,
    # Small: a `*` width takes them, and CPython pads to it.
    ("pf_two_args", "n"): "integers(-50, 50)", ("pf_wrong_count", "n"): "integers(-50, 50)",
    ("pf_star", "w"): "integers(-12, 12)", ("pf_star", "p"): "integers(-3, 12)",
    ("lf_swap", "i"): "integers(-5, 5)", ("lf_swap", "j"): "integers(-5, 5)",
    ("lf_swap", "xs"): "lists(integers(0, 9), max_size=4)",
    ("lf_tuple_unpack", "n"): "integers(0, 5)",
    ("gl_board", "cells"): "lists(integers(0, 8), max_size=12)",
    ("gl_memo", "n"): "integers(0, 80)", ("gl_raises", "k"): "integers(0, 40)",
    ("pf_mapping", "key"): "sampled_from(['a', 'b', 'c', 'a)', ''])",
    ("pf_mapping", "d"): "dictionaries(sampled_from(['a', 'b']), integers(-300, 300), "
                         "min_size=2)",
    ("rf_slice_assign", "i"): "integers(-8, 8)", ("rf_slice_assign", "j"): "integers(-8, 8)",
    ("rf_slice_extended", "step"): "integers(-4, 4)", ("rf_slice_extended", "n"): "integers(0, 6)",
    ("rf_slice_delete", "i"): "integers(-8, 8)", ("rf_slice_delete", "j"): "integers(-8, 8)",
    ("rf_slice_delete", "step"): "integers(-4, 4)",
    ("fn_bound_method_keys", "words"): "lists(text(alphabet='abz', min_size=1, max_size=3),"
                                       " max_size=6)",
    ("fn_bound_method_keys", "origin"): "integers(-2, 5)",
    ("rf_pair_subscripts", "rel"): "sampled_from([1e-9, 1e-8, 0.0, -1.0, 0.6])",
    ("rf_print_star", "sep"): "sampled_from([' ', '', ', ', '-'])",
    ("rf_union_keys", "words"): "lists(sampled_from(['m', 'km', 'x', '', '7', '2.5', '+', '1000']),"
                                " max_size=5)",
    ("rf_flip_prefixes", "perm"): "permutations([0, 1, 2, 3, 4, 5])",
    ("rf_filled_by_nested_def", "n"): "integers(-1, 6)", ("rf_filled_by_callee", "n"): SMALL_INT,
    ("rf_chained_attribute", "n"): SMALL_INT,
    ("rf_exception_fields", "amounts"): "lists(floats(-5, 30), max_size=6)",
    ("rf_exception_fields_reraised", "code"): SMALL_INT,
    ("rf_exception_object_field", "n"): SMALL_INT,
    ("rf_exception_init_without_fields", "n"): SMALL_INT,
    ("rf_slice_augmented", "i"): "integers(-8, 8)", ("rf_slice_augmented", "j"): "integers(-8, 8)",
    ("rf_exception_unannotated_fields", "amounts"): "lists(floats(0, 30), max_size=6)",
    ("rf_exception_fields_first", "names"): "lists(text(max_size=3), max_size=5)",
    ("rf_class_variables", "names"): "lists(text(max_size=3), max_size=6)",
    ("rf_heap_mixed_payloads", "text"): "text(alphabet='abcdefg ', max_size=30)",
    ("rf_keys_of_two_lengths", "n"): "integers(0, 100)",
    ("cf_base_calls", "n"): SMALL_INT,
    ("cf_numeric_protocol", "cents"): "integers(-1000000, 1000000)",
    ("cf_truth_protocol", "xs"): "lists(integers(-3, 3), max_size=5)",
    ("cf_memo_text_keys", "words"): "lists(text(alphabet='kitens', max_size=8), max_size=4)",
    ("cf_sum_lists", "rows"): "lists(lists(integers(-9, 9), max_size=3), max_size=4)",
    ("cf_function_table", "name"): "sampled_from(['sqrt', 'abs', 'double', 'fabs', 'negate', "
                                   "'cos', ''])",
    ("cf_function_table_missing", "name"): "sampled_from(['sqrt', 'double', 'cos'])",
    ("cf_function_list", "i"): "integers(-5, 5)",
    ("cf_memo_bounded", "xs"): "lists(integers(0, 9), max_size=12)",
    ("cf_local_tables", "program"): "lists(sampled_from(['+', '-', 'max', 'min', '0', '1', "
                                    "'2', 'x']), max_size=8)",
    ("lb_format_report", "names"): "lists(text(alphabet='ab\u00e9 ', max_size=5), max_size=4)",
    ("lb_format_report", "w"): "integers(0, 12)", ("lb_format_errors", "w"): "integers(-9, 99)",
    ("lb_round", "n"): "integers(-8, 9)", ("lb_round_int", "n"): "integers(-25, 3)",
    ("lb_round_money", "prices"): "lists(floats(0, 100), max_size=5)",
    ("lb_int_base", "s"): "text(alphabet='019afzAXxobB_ -+', max_size=8)",
    ("lb_int_base", "base"): "sampled_from([0, 2, 8, 10, 16, 36, 7, 1, 37])",
    ("lb_format_spec", "spec"): "from_regex(r'[<>^=]?[-+ ]?#?0?[0-9]?[,_]?(\\.[0-9])?[sdxXobcefgn%q]?', "
                                "fullmatch=True)",
    ("lb_format_spec", "n"): "integers(-3000, 3000)",
    ("lb_getters", "pairs"): "lists(tuples(integers(0, 3), sampled_from(['a', 'b', 'c'])), "
                             "max_size=6)",
    ("lb_getters", "words"): "lists(sampled_from(['x', 'yy', 'x', 'zzz', 'ab']), max_size=6)",
    ("lb_attrgetter_dotted", "words"): "lists(sampled_from(['x', 'yy', 'zzz', 'ab']), max_size=5)",
    ("lb_namedtuple", "xs"): "lists(integers(-5, 9), max_size=6)",
    ("lb_typing_namedtuple", "ranks"): "lists(integers(1, 13), max_size=6)",
    ("lb_tuple_join", "xs"): "lists(integers(-5, 9), max_size=5)",
    ("lb_zip_strict", "a"): "lists(integers(0, 9), max_size=3)",
    ("lb_zip_strict", "b"): "text(alphabet='xy', max_size=3)",
    ("lb_zip_strict", "c"): "lists(floats(0, 1), max_size=3)",
    ("lb_partial", "xs"): "lists(integers(-9, 9), max_size=6)",
    ("lb_partial", "k"): "integers(-5, 5)",
    ("lb_partition_and_tails", "line"): "text(alphabet='ab=é ', max_size=8)",
    ("lb_partition_and_tails", "sep"): "sampled_from(['=', 'a', '', 'é', 'ab'])",
    ("lb_partition_and_tails", "start"): "integers(-10, 10)",
    ("lb_format_evaluation_order", "w"): "integers(-50, 50)",
    ("lb_parse_numbers", "words"): "lists(text(alphabet='01afxbo_', max_size=6), max_size=5)",
}
# Hypothesis inputs per function: CI runs 18, tools/test.sh --full 25. (The
# C++ builds are most of this target's time: a shard spent 225 of its 262 s
# building its programs.)
MAX_EXAMPLES = 25 if sampling.full() else 18

FLAVOURS = {"O2": [], "asan_ubsan": native.SANITIZE_FLAGS}
# The sanitizer build (compiled and run about three times slower) takes a
# sample of the programs in CI, all of them in full mode (tests/sampling.py).
SANITIZED_SAMPLE = 3


def entry_points(src: Path) -> list[str]:
    module = load_reference_module(src, [HERE / "programs"])
    return [name for name, fn in inspect.getmembers(module, inspect.isfunction)
            if fn.__module__ == module.__name__ and not name.startswith("_")
            and "return" in fn.__annotations__]


BUILDS = {"O2": SOURCES,
          "asan_ubsan": sampling.sample(SOURCES, SANITIZED_SAMPLE,
                                        "language programs for the ASan+UBSan build")}
CASES = [(flavour, src, name) for flavour, sources in BUILDS.items() for src in sources
         for name in entry_points(src)]


@pytest.fixture(scope="module")
def binaries(request: pytest.FixtureRequest,
             tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, Path], Path]:
    """Every (flavour, program) of BUILDS whose tests were selected (`-k
    lang_aliasing` builds one file), built once for the module."""
    selected = {sharding.program_of(item) for item in request.session.items}
    builds = [(flavour, src) for flavour, sources in BUILDS.items() for src in sources
              if (flavour, src) in selected]
    cpp = {src: compile_file(src, entry_points(src), roots=[HERE],
                             display_root=HERE.parent).cpp for src in {s for _, s in builds}}

    def build(key: tuple[str, Path]) -> Path:
        flavour, src = key
        return native.build_executable(cpp[src], tmp_path_factory.mktemp(flavour) / src.stem,
                                       FLAVOURS[flavour])

    # One C++ compiler per core (the tracer above runs in this thread only);
    # the slowest (sanitized) builds first, so both cores stay busy to the end.
    builds.sort(key=lambda key: key[0] == "O2")
    with ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        return dict(zip(builds, pool.map(build, builds)))


def test_unicode_tables_are_current() -> None:
    """str methods use tables generated from CPython's own str methods."""
    from pyaot import gen_unicode_tables
    assert gen_unicode_tables.OUT.read_text() == gen_unicode_tables.render(), \
        "run: python -m pyaot.gen_unicode_tables"


def test_reference_model_keeps_in_place_operators(tmp_path: Path) -> None:
    """The CPython model the programs are compared with changes ints only:
    `x op= v` still runs Python's in-place operator, so every alias of a
    list, set, dict or array sees the change (it once rebound x instead)."""
    src = tmp_path / "inplace_model.py"
    src.write_text(
        "import numpy as np\n\n"
        "def f(n: int) -> list:\n"
        "    a = [1]\n    b = a\n    b += [2]\n    b *= 2\n"
        "    s = {1}\n    t = s\n    t |= {2}\n"
        "    d = {'k': 1}\n    e = d\n    e |= {'j': 2}\n"
        "    x = np.zeros(2)\n    y = x\n    y += 1.0\n"
        "    m = n\n    m += n\n    w = 'a'\n    v = w\n    v += 'b'\n"
        "    return [a, sorted(s), d, x.tolist(), w, v, m]\n")
    module = load_reference_module(src, [tmp_path])
    assert module.f(2) == [[1, 2, 1, 2], [1, 2], {"k": 1, "j": 2}, [1.0, 1.0], "a", "ab", 4]
    with pytest.raises(OverflowError):  # still the 64-bit int model
        module.f(2**62)


def test_enough_programs() -> None:
    assert sum(flavour == "O2" for flavour, _, _ in CASES) >= 150, len(CASES)


@pytest.mark.parametrize("flavour,src,name", CASES,
                         ids=[f"{flavour}-{src.stem}-{name}" for flavour, src, name in CASES])
def test_matches_cpython(binaries: dict[tuple[str, Path], Path], flavour: str, src: Path,
                         name: str) -> None:
    module = load_reference_module(src, [HERE / "programs"])
    fn = getattr(module, name)
    test = DiffTest(binaries[flavour, src], fn, None, entry=name)
    hints = typing.get_type_hints(fn)
    params = [p for p in inspect.signature(fn).parameters]
    for i, p in enumerate(params):
        for edge in EDGES.get(hints[p], []):
            if (name, p) in GENERATE:
                continue  # constrained parameters take only generated values
            args = [edge if j == i else _ordinary(hints[q], name, q)
                    for j, q in enumerate(params)]
            test.check(f"edge {p}={edge!r}", args)
    generate = {p: GENERATE.get((name, p)) or default_strategy(hints[p]) for p in params}
    test.run_generated(generate, max_examples=MAX_EXAMPLES)
    assert not test.failures, "\n".join(test.failures[:10])


def _ordinary(annotation: typing.Any, name: str, param: str) -> typing.Any:
    """An unremarkable value of a type (small for constrained parameters)."""
    if (name, param) in GENERATE:
        return {int: 3, str: "ab"}.get(annotation, _ordinary(annotation, "", ""))
    if annotation in EDGES:
        return EDGES[annotation][-1]
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin is list:
        return [_ordinary(args[0], "", "") for _ in range(3)]
    if origin is dict:
        return {_ordinary(args[0], "", ""): _ordinary(args[1], "", "")}
    if origin is tuple:
        return tuple(_ordinary(a, "", "") for a in args)
    if origin is set:
        return {_ordinary(args[0], "", "")}
    return None


@pytest.mark.parametrize("flavour", sorted(FLAVOURS))
def test_boundary_refuses_bad_text_and_json(binaries: dict[tuple[str, Path], Path],
                                            flavour: str) -> None:
    """str arguments must be UTF-8 and container arguments valid JSON of the
    parameter's type: anything else is a usage error (exit 2), never a crash."""
    import subprocess
    containers = binaries.get((flavour, CONTAINERS))
    if containers is None:
        pytest.skip(f"{flavour}: lang_containers not in this run's sample")
    cases = [
        ([containers, "d_get", b"{}", b"\xff\xfe"], "not valid UTF-8"),
        ([containers, "d_get", b"{}", b"ok\xed\xa0\x80"], "not valid UTF-8"),  # a surrogate
        ([containers, "l_basic", b"[1, 2"], "argument xs"),
        ([containers, "l_basic", b'["a"]'], "expected an int"),
        ([containers, "l_basic", b"[9223372036854775808]"], "64 bits"),
        ([containers, "d_get", b'{"a": 1}', b"k", b"extra"], "argument"),
        ([containers, "l_basic", b"[" * 100000], "expected an int"),
        ([containers, "l_basic", b"--json", b"[" * 100000], "nested too deeply"),
    ]
    for argv, message in cases:
        command = [str(argv[0]).encode()] + [a if isinstance(a, bytes) else a.encode()
                                             for a in argv[1:]]
        proc = subprocess.run(command, capture_output=True, timeout=20)
        assert proc.returncode == 2, (argv, proc.returncode, proc.stderr[-300:])
        assert message.encode() in proc.stderr, (argv, proc.stderr[-300:])


# Built by the shard that builds lang_containers (tests/sharding.py).
test_boundary_refuses_bad_text_and_json.shard_with = CONTAINERS  # type: ignore[attr-defined]


def test_cycles_are_freed_while_running(tmp_path: Path) -> None:
    """Garbage cycles are collected as a program runs, not only at its end:
    200,000 dropped trees with parent pointers (~300 MB if never freed) fit
    in a 160 MB address space; a million-node linked list is freed without
    overflowing the stack."""
    import resource
    import subprocess
    src = HERE / "programs" / "lang_cycles.py"
    result = compile_file(src, ["cy_tree_dropped", "cy_long_chain"], roots=[HERE],
                          display_root=HERE.parent)
    exe = native.build_executable(result.cpp, tmp_path / "cycles")

    def limited() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (160 << 20, 160 << 20))

    for argv, expected in [(["cy_tree_dropped", "200000"], "59999700000"),
                           (["cy_long_chain", "1000000"], "1000000")]:
        proc = subprocess.run([str(exe), *argv], capture_output=True, text=True, timeout=60,
                              preexec_fn=limited)
        assert (proc.returncode, proc.stdout.strip()) == (0, expected), proc.stderr[-500:]
