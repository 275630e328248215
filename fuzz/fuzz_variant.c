/* fuzz_variant.c -- libFuzzer target: the variant file of galpha review
   (settings/variant.c; make fuzz).  The input becomes the file's bytes, written
   to a file outside the scratch directory (which must stay as it was), and
   `galpha review --variant FILE` runs as a dry run: the file is read and
   judged, and the review stops before running any program.  Seeds: the
   files of fuzz/corpus/variant/. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "harness.h"

static char path[4096];

static void
remove_file (void)
{
  unlink (path);
}

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  (void) argc;
  (void) argv;
  harness_init ();
  const char *tmp = getenv ("TMPDIR");
  snprintf (path, sizeof path, "%s/galpha-fuzz-variant.XXXXXX", tmp && *tmp ? tmp : "/tmp");
  int fd = mkstemp (path);
  if (fd < 0)
    {
      perror ("fuzz_variant: mkstemp");
      exit (1);
    }
  close (fd);
  atexit (remove_file);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  FILE *f = fopen (path, "wb");
  if (!f || fwrite (data, 1, size, f) != size || fclose (f) != 0)
    {
      perror ("fuzz_variant: writing the variant file");
      abort ();
    }
  static char galpha[] = "galpha", review[] = "review", opt[] = "--variant";
  char *argv[] = { galpha, review, opt, path, NULL };
  harness_input (data, size);
  harness_run (4, argv);
  return 0;
}
