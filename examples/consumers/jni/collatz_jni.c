/* JNI glue: Java's pyaot.examples.Collatz.collatzLength -> the C ABI of the
 * compiled examples/collatz.py. A Python exception becomes a Java
 * Collatz.PythonException carrying the Python type and message. */
#include <jni.h>

#include "examples/consumers/collatz_lib.h"

JNIEXPORT jlong JNICALL Java_pyaot_examples_Collatz_collatzLength(JNIEnv* env, jclass cls,
                                                                  jlong n) {
  (void)cls;
  int64_t result = 0;
  if (pyaot_collatz_length_call((int64_t)n, &result) == PYAOT_OK) return (jlong)result;
  jclass error = (*env)->FindClass(env, "pyaot/examples/Collatz$PythonException");
  if (!error) return 0; /* NoClassDefFoundError is pending */
  jmethodID init =
      (*env)->GetMethodID(env, error, "<init>", "(Ljava/lang/String;Ljava/lang/String;)V");
  jstring type = (*env)->NewStringUTF(env, pyaot_collatz_length_error_type());
  jstring message = (*env)->NewStringUTF(env, pyaot_collatz_length_error_message());
  jobject exception = (*env)->NewObject(env, error, init, type, message);
  if (exception) (*env)->Throw(env, (jthrowable)exception);
  return 0;
}
