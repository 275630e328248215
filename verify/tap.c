/* tap.c -- see tap.h. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include "tap.h"

static int planned, run, failed;
static const char *todo;
static char hyp[512];   /* set: the claims are outside a violated hypothesis */
static char context[512];   /* set: what the claims ran on (tap_context) */
static int want_words;      /* bounds as "want <= B" (tap_want_words) */

void
tap_plan (int n)
{
  planned = n;
  printf ("1..%d\n", n);
  fflush (stdout);
}

static int
emit (int cond, const char *suffix, const char *fmt, va_list ap)
{
  run++;
  printf ("%sok %d - ", cond || hyp[0] ? "" : "not ", run);
  vprintf (fmt, ap);
  if (suffix)
    printf (" %s", suffix);
  if (context[0])
    printf (" [%s]", context);
  if (hyp[0])
    printf (" # SKIP hypothesis violated: %s\n# measured under the violated hypothesis: the "
            "claim %s", hyp, cond ? "holds" : "fails");
  else if (todo)
    printf (" # TODO %s", todo);
  printf ("\n");
  if (!cond && !todo && !hyp[0])
    failed++;
  todo = NULL;
  fflush (stdout);
  return cond;
}

int
tap_ok (int cond, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  emit (cond, NULL, fmt, ap);
  va_end (ap);
  return cond;
}

int
tap_is_order (double want, double seen, double slack, const char *fmt, ...)
{
  char s[128];
  snprintf (s, sizeof s, "(observed %.3f, want %g +- %g)", seen, want, slack);
  va_list ap;
  va_start (ap, fmt);
  int cond = emit (fabs (seen - want) <= slack, s, fmt, ap);
  va_end (ap);
  return cond;
}

/* seen <= bound (sign +1) or seen >= bound (sign -1); NaN fails */
static int
bounded (int sign, double bound, double seen, const char *fmt, va_list ap)
{
  char s[128];
  if (want_words)
    snprintf (s, sizeof s, "(observed %.3g, want %s %.3g)", seen, sign > 0 ? "<=" : ">=", bound);
  else
    snprintf (s, sizeof s, "(observed %.3g, bound %.3g)", seen, bound);
  return emit (sign > 0 ? seen <= bound : seen >= bound, s, fmt, ap);
}

int
tap_is_le (double bound, double seen, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  int cond = bounded (1, bound, seen, fmt, ap);
  va_end (ap);
  return cond;
}

int
tap_is_ge (double bound, double seen, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  int cond = bounded (-1, bound, seen, fmt, ap);
  va_end (ap);
  return cond;
}

void
tap_hypothesis (const char *violated)
{
  snprintf (hyp, sizeof hyp, "%s", violated ? violated : "");
}

void
tap_want_words (int on)
{
  want_words = on;
}

void
tap_context (const char *what)
{
  size_t k = 0;
  /* a '#' would start a TAP directive: the context never carries one */
  for (const char *p = what ? what : ""; *p && k + 1 < sizeof context; p++)
    context[k++] = *p == '#' ? '_' : *p;
  context[k] = '\0';
}

const char *
tap_context_now (void)
{
  return context;
}

void
tap_todo (const char *reason)
{
  todo = reason;
}

void
tap_skip (const char *reason, const char *fmt, ...)
{
  va_list ap;
  run++;
  printf ("ok %d - ", run);
  va_start (ap, fmt);
  vprintf (fmt, ap);
  va_end (ap);
  if (context[0])
    printf (" [%s]", context);
  printf (" # SKIP %s\n", reason);
  fflush (stdout);
}

void
tap_diag (const char *fmt, ...)
{
  va_list ap;
  printf ("# ");
  va_start (ap, fmt);
  vprintf (fmt, ap);
  va_end (ap);
  printf ("\n");
}

void
tap_bail (const char *fmt, ...)
{
  va_list ap;
  printf ("Bail out! ");
  va_start (ap, fmt);
  vprintf (fmt, ap);
  va_end (ap);
  printf ("\n");
  fflush (stdout);
  exit (255);
}

int
tap_done (void)
{
  if (run != planned)
    {
      printf ("# planned %d tests but ran %d\n", planned, run);
      return 1;
    }
  if (failed)
    printf ("# failed %d of %d tests\n", failed, run);
  return failed ? 1 : 0;
}
