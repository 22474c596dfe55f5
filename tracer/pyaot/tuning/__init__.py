"""Empirical optimisation: the telemetry store (store), latency models and
choices (model), the tuner (tuner) and its Bazel driver (bazel). The variant
space and plans are pyaot.variants."""
