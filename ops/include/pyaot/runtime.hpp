// Everything generated code needs from the runtime.
#pragma once

#include "pyaot/runtime/capi.hpp"
#include "pyaot/runtime/cli.hpp"
#include "pyaot/runtime/core.hpp"
#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/float.hpp"
#include "pyaot/runtime/int.hpp"
#include "pyaot/runtime/json.hpp"
#include "pyaot/runtime/recursion.hpp"
#include "pyaot/runtime/repr.hpp"
#include "pyaot/runtime/traceback.hpp"
