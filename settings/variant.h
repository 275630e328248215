/* variant.h -- a method variant file (docs/contract.md: galpha review --variant
   FILE, make verify VARIANT=FILE).  One `key = value` per line, `#`
   comments; the keys are those of the run settings (settings.h): `method =
   M` (required), `problem = P`, `param.NAME = VALUE` (a problem parameter,
   as --param NAME=VALUE), the method options of galpha run without -- (a
   flag as `midpoint = on|off`), a step sequence (`steps = uniform|alt`,
   `h0`, `levels`, `t-end`), `allow-long = on|off` and `reference = FILE`
   (the reference at t-end in the format of galpha reference --out, a
   relative path taken beside the variant file; without t-end its row's
   time is the t-end; v->s.have_reference, v->s.ref).  Each line is set on
   the settings as it is read, then the settings are judged together
   (settings_resolve), so a key means exactly what galpha's option means;
   the verification programs read a variant through vcommon (vc_args) and
   galpha review through cmd_review.  Nothing here prints or exits. */
#ifndef GALPHA_VARIANT_H
#define GALPHA_VARIANT_H

#include "settings.h"

#define VARIANT_MAX_LINES SETTINGS_MAX_ENTRIES
#define VARIANT_MAX_BYTES 16384   /* a longer file is not a variant */
#define VARIANT_MAX_LEVELS SETTINGS_MAX_LEVELS

typedef struct variant
{
  char path[1024];
  char name[128];               /* the file's base name without .conf */
  run_settings s;                 /* the settings the file makes */
  /* what the settings say (s's, copied for the programs) */
  const gp_method *m;
  const gp_problem *P;          /* the named problem with its parameters, or NULL */
  void *params;                 /* P's parameter copy (s.params), or NULL */
  gp_options o;                 /* the method's options: its defaults and the file's keys */
  int have_newton_tol;
  int alt;                      /* steps = alt */
  int have_steps, have_h0, have_levels, have_t_end;
  double h0, t_end;
  long levels;
  /* what the file says, for reports: key, value and line of each entry */
  int n;
  char key[VARIANT_MAX_LINES][48], value[VARIANT_MAX_LINES][96];
  int line[VARIANT_MAX_LINES];
} variant;

/* Reads and judges the variant file.  Returns 0, or -1 with why (at most
   len bytes) "FILE:LINE: REASON" (the line of the entry the refusal is
   about) or "FILE: REASON" (what no line holds, such as the missing method
   or an unreadable file): a line that is not `key = value` or holds a
   control character, a key given twice, and every refusal of settings_set
   (an unknown key, a bad value, an unknown method or problem) and of
   settings_resolve (an option the method does not read, a problem the
   method does not support, options that violate a REFUSE hypothesis of the
   method, a step study (h0, levels, t-end) that galpha conv would refuse
   or whose work is above the budget without `allow-long = on`).  Also
   refused: a file that is not a regular file (opened without blocking: a
   FIFO is refused, not waited on) or is longer than VARIANT_MAX_BYTES.
   THEOREM hypotheses are not refused: judging them is the review's job.
   A refused file holds nothing; a read one holds the problem's parameter
   copy until variant_free. */
int variant_load (const char *path, variant *v, char *why, size_t len);
/* Frees what variant_load holds (the parameter copy). */
void variant_free (variant *v);
/* The entry `key`'s value in v, or NULL. */
const char *variant_value (const variant *v, const char *key);

#endif
