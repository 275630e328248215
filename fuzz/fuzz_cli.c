/* fuzz_cli.c -- libFuzzer target: galpha's command line (make fuzz).
   The input becomes argv[1..].  A first byte from 1 to NVERB names the
   verb argv[1] (verbs[byte - 1]), so that mutations of the rest keep
   reaching the verbs; any other first byte begins the first argument, so
   unknown and empty verbs are fuzzed too (a first argument that begins
   with the control characters 1 to NVERB cannot be given, and every
   control character is refused alike).  The rest is split at NUL bytes: each NUL ends an
   argument ("a\0\0b" is a, "", b; a final NUL adds no empty argument).
   fuzz/corpus/cli.cmd holds the seeds as shell words (fuzz/cmdlines.sh). */
#include <stdlib.h>
#include <string.h>
#include "harness.h"

static char verbs[][10] = { "list", "run", "conv", "roots", "spectrum", "params",
                            "reference", "help", "check" };
#define NVERB (sizeof verbs / sizeof verbs[0])

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  (void) argc;
  (void) argv;
  harness_init ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *text = malloc (size + 1);
  char **argv = malloc ((size + 3) * sizeof *argv);
  if (!text || !argv)
    abort ();
  memcpy (text, data, size);
  text[size] = '\0';
  int argc = 0;
  static char galpha[] = "galpha";
  argv[argc++] = galpha;
  size_t i = 0;
  if (size > 0 && data[0] >= 1 && data[0] <= NVERB)
    {
      argv[argc++] = verbs[data[0] - 1];
      i = 1;
    }
  while (i < size)
    {
      argv[argc++] = text + i;
      i += strlen (text + i) + 1;
    }
  argv[argc] = NULL;
  harness_run (argc, argv);
  free (argv);
  free (text);
  return 0;
}
