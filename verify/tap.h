/* tap.h -- a small TAP producer for the verification programs, in the manner
   of C TAP Harness: plan first, one line per claim, evidence as '#' lines,
   numeric checks that print what was wanted and what was seen. */
#ifndef GP_TAP_H
#define GP_TAP_H

void tap_plan (int n);
/* ok/not ok with a printf-style description; returns cond. */
int tap_ok (int cond, const char *fmt, ...) __attribute__ ((format (printf, 2, 3)));
/* |seen - want| <= slack; appends "(observed S, want W +- slack)". */
int tap_is_order (double want, double seen, double slack, const char *fmt, ...)
  __attribute__ ((format (printf, 4, 5)));
/* seen <= bound (NaN fails); appends "(observed S, bound B)". */
int tap_is_le (double bound, double seen, const char *fmt, ...)
  __attribute__ ((format (printf, 3, 4)));
/* seen >= bound (NaN fails); appends "(observed S, bound B)". */
int tap_is_ge (double bound, double seen, const char *fmt, ...)
  __attribute__ ((format (printf, 3, 4)));
/* violated != NULL: the following claims assume a hypothesis that the
   settings violate ("VALUE violates CONDITION (THEOREMS)"); each is still
   measured, printed as `ok N - ... # SKIP hypothesis violated: <violated>`
   and followed by "# measured under the violated hypothesis: the claim
   holds|fails".  NULL: claims count again. */
void tap_hypothesis (const char *violated);
/* What the following claims ran on, printed on each claim line as
   " [WHAT]" before any directive (NULL or "": nothing printed), so that a
   line read alone names its quantity, its problem, the measured value and
   the target (galpha review reads them; vcommon's vc_on sets it: under a
   variant "problem P; SETTINGS", in the papers' runs "problem P"). */
void tap_context (const char *what);
/* on: the bounds of tap_is_le / tap_is_ge are printed with their direction
   ("want <= B", "want >= B"; a review's lines, under a variant); off (the
   default): "bound B", the papers' runs, whose documents quote them. */
void tap_want_words (int on);
/* The context set last ("" when none). */
const char *tap_context_now (void);
/* The next test is a claim known not to hold; reason goes after '# TODO'. */
void tap_todo (const char *reason);
void tap_skip (const char *reason, const char *fmt, ...)
  __attribute__ ((format (printf, 2, 3)));
void tap_diag (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));
void tap_bail (const char *fmt, ...) __attribute__ ((format (printf, 1, 2), noreturn));
/* Exit status for main: 0 when every non-TODO test passed and the plan was met. */
int tap_done (void);
#endif
