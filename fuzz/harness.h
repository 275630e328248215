/* harness.h -- what the libFuzzer targets of `make fuzz` share
   (fuzz/harness.c).  A target is fuzz/fuzz_NAME.c: it turns its input into
   a galpha command line and hands it to harness_run, which runs the CLI in
   process as a dry run and checks how it ended.  Its seed corpus is
   fuzz/corpus/NAME.cmd (command lines) or the files of fuzz/corpus/NAME/;
   fuzz/run.sh runs every target.  The variant-file parser (galpha review
   --variant FILE) gets a target of its own the same way: it writes its
   input to a file outside the scratch directory and runs
   `galpha review --variant FILE` through harness_run. */
#ifndef GALPHA_FUZZ_HARNESS_H
#define GALPHA_FUZZ_HARNESS_H

#include <stddef.h>
#include <stdint.h>

/* the libFuzzer entry points each target defines */
int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Once, from LLVMFuzzerInitialize: the scratch directory and its fixtures.
   Corpus and artifact paths given to libFuzzer stay valid: the harness
   changes the working directory only during each call of the CLI (an
   artifact written by a sanitizer while the CLI runs goes to the scratch
   directory unless -artifact_prefix is absolute, as fuzz/run.sh gives it). */
void harness_init (void);
/* Runs galpha_main (argc, argv) with cli_dry_run = 1 and the scratch
   directory as working directory, and aborts (a libFuzzer finding) unless:
   it ended with status 0 or 2; a refusal (2) printed a message on standard
   error and nothing on standard output; no block was left held; the
   scratch directory's fixtures are unchanged and nothing was added; and
   no --out path was created or changed. */
void harness_run (int argc, char **argv);
/* The bytes of a file the next harness_run's CLI reads (the variant
   file): a refusal may quote them, as it may quote an argument, so the
   check for a printed null string ("(null)") exempts text found there.
   The data must stay valid until harness_run returns. */
void harness_input (const void *data, size_t size);

#endif
