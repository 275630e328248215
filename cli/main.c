/* main.c -- galpha's process boundary: main, the one exit of the CLI's
   early ends, and no dry run.  The fuzz harness (fuzz/harness.c) is linked
   with every other cli/ file and provides these three itself. */
#include <stdlib.h>
#include <gsl/gsl_errno.h>
#include "cli.h"

const int cli_dry_run = 0;

void
cli_exit (int status)
{
  cli_release ();
  exit (status);
}

int
main (int argc, char **argv)
{
  gsl_set_error_handler_off ();   /* the library checks and returns codes */
  out_guard_stdout ();
  return galpha_main (argc, argv);
}
