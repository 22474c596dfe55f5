package pyaot.examples;

/**
 * examples/collatz.py's collatz_length, compiled by py_aot_library, called from
 * Java through JNI (collatz_jni.c). The same glue serves an Android app: build
 * the library for //platforms:android_arm64 and load it with
 * System.loadLibrary("collatz_jni").
 */
public final class Collatz {
  /** A Python exception raised by the compiled code: its type and message. */
  public static final class PythonException extends RuntimeException {
    public final String pythonType;

    public PythonException(String pythonType, String message) {
      super(pythonType + ": " + message);
      this.pythonType = pythonType;
    }
  }

  static {
    System.load(System.getProperty("pyaot.jni.library"));
  }

  /** Steps for n to reach 1; throws PythonException as CPython would raise. */
  public static native long collatzLength(long n);

  public static void main(String[] args) {
    for (String arg : args) {
      long n = Long.parseLong(arg);
      try {
        System.out.println("collatz_length(" + n + ") = " + collatzLength(n));
      } catch (PythonException e) {
        System.out.println("collatz_length(" + n + ") raised " + e.getMessage());
      }
    }
  }
}
