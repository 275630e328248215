/* variant.h -- a method variant file (docs/contract.md: galpha review --variant
   FILE, make verify VARIANT=FILE).  One `key = value` per line with the long
   option names of galpha run (without --), `#` comments, `method = M`
   (required), `problem = P`, `param.NAME = VALUE` (a problem parameter, as
   --param NAME=VALUE) and a step sequence (`steps = uniform|alt`, `h0`,
   `levels`, `t-end`).  The file is read into the command line's option
   record and judged by the same rules (cli/galpha.c), so a key means
   exactly what its option means; the verification programs read it through
   vcommon (vc_args) and galpha review through cmd_review. */
#ifndef GALPHA_VARIANT_H
#define GALPHA_VARIANT_H

#include "cli.h"

#define VARIANT_MAX_LINES 64
#define VARIANT_MAX_BYTES 16384   /* a longer file is not a variant */
#define VARIANT_MAX_LEVELS 16     /* the most levels of a variant's study */

typedef struct variant
{
  char path[1024];
  char name[128];               /* the file's base name without .conf */
  cli c;                        /* the options, as if given on the command line */
  const gp_method *m;
  const gp_problem *P;          /* the named problem with its parameters, or NULL */
  gp_problem Pc;                /* storage of *P */
  void *params;                 /* Pc's parameter copy (held), or NULL */
  gp_options o;                 /* the method's options: its defaults and the file's keys */
  unsigned given;               /* GP_OPT_* flags the file gives */
  int have_newton_tol;
  int alt;                      /* steps = alt */
  int have_steps, have_h0, have_levels, have_t_end;
  double h0, t_end;
  long levels;
  /* what the file says, for reports: key, value and line of each entry */
  int n;
  char key[VARIANT_MAX_LINES][48], value[VARIANT_MAX_LINES][96];
  int line[VARIANT_MAX_LINES];
  /* the command line the entries make (storage of c's strings) */
  char arg[VARIANT_MAX_LINES][160];
  char *argv[2 * VARIANT_MAX_LINES + 1];
} variant;

/* Reads and judges the variant file: refuses (usage_error, exit 2) an
   unreadable file, a line that is not `key = value`, an unknown key, a key
   given twice, a bad value, a missing or unknown method or problem, an
   option the method does not read, a problem the method does not support,
   and options that violate a REFUSE hypothesis of the method, each message
   starting with "FILE:LINE: " (the line of the key it concerns; "FILE: "
   for what no line holds, such as the missing method).  Also refused: a
   file that is not a regular file (opened without blocking: a FIFO is
   refused, not waited on) or is longer than VARIANT_MAX_BYTES, and a step
   study (h0, levels, t-end) that galpha conv would refuse or whose work is
   above CLI_WORK_BUDGET without `allow-long = on`.  THEOREM hypotheses
   are not refused: judging them is the review's job.  Holds (cli_hold) the
   problem's parameter copy. */
void variant_load (const char *path, variant *v);
/* Frees what variant_load holds (the parameter copy). */
void variant_free (variant *v);
/* The entry `key`'s value in v, or NULL. */
const char *variant_value (const variant *v, const char *key);

#endif
