#!/bin/sh
echo "bazel coverage is not available in this offline workspace (see WORKSPACE)" >&2
exit 1
