/* problem_params.c -- `--param NAME=VALUE` of run and conv: the problem's
   parameters set by name (problems/problem_params.h) in a copy the run owns,
   and `galpha list params --problem P`. */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "problems.h"
#include "cli.h"

/* " (parameters of P: a, b, c)": the tail of every refusal */
static const char *
names_of (const gp_param_table *T, const char *problem)
{
  static char buf[1024];
  int n = snprintf (buf, sizeof buf, " (parameters of %s:", problem);
  for (size_t i = 0; T && i < T->n && n > 0 && (size_t) n < sizeof buf; i++)
    n += snprintf (buf + n, sizeof buf - (size_t) n, "%s %s", i ? "," : "", T->desc[i].name);
  if (n > 0 && (size_t) n < sizeof buf)
    snprintf (buf + n, sizeof buf - (size_t) n, "; see galpha list params --problem %s)",
              problem);
  return buf;
}

static double *
field (const gp_param_table *T, void *params, size_t i)
{
  return (double *) ((char *) params + T->desc[i].offset);
}

static const gp_param_table *
table_of (const gp_problem *P)
{
  const gp_param_table *T = gp_param_table_of (P->name);
  if (!T)
    {
      fprintf (stderr, "%s: problem %s has no parameter table (problems/problems.c)\n", prog,
               P->name);
      cli_exit (1);
    }
  return T;
}

/* Position and velocity residuals of the problem's stated y0, z0. */
static void
start_residuals (const gp_problem *P, double *rp, double *rv)
{
  gp_state *x = gp_state_alloc (P, NULL);
  double ra;
  if (!x)
    usage_error ("out of memory");
  x->t = P->t0;
  memcpy (x->y, P->y0, P->n * sizeof (double));
  memcpy (x->z, P->z0, P->n * sizeof (double));
  if (gp_state_residuals (P, x, rp, rv, &ra) != GP_OK || !isfinite (*rp) || !isfinite (*rv))
    *rp = *rv = (double) INFINITY;
  gp_state_free (x);
}

/* The problem's initial values must still be consistent, and its exact
   solution, if any, must still start at them: y0, z0 are numbers fixed in
   gen/problems/<cname>.m for the default parameters. */
static void
check_start (const gp_problem *P0, const gp_problem *P, const char *changed)
{
  double rp0, rv0, rp, rv;
  start_residuals (P0, &rp0, &rv0);
  start_residuals (P, &rp, &rv);
  if (rp > fmax (1e-12, 10 * rp0) || rv > fmax (1e-12, 10 * rv0))
    usage_error ("--param %s: the problem's initial values y0, z0 (fixed for the default "
                 "parameters) violate its constraints with these parameters (position "
                 "residual %.3g, velocity residual %.3g; with the defaults %.3g, %.3g): "
                 "refused, the run would start off the constraint manifold%s", changed, rp, rv,
                 rp0, rv0, names_of (table_of (P), P->name));
  /* the start every run computes (a, lambda, psi from the acceleration-
     level system): a parameter that makes it fail or overflow is refused
     here, naming it, rather than failing the run at its start */
  gp_state *x = gp_state_alloc (P, NULL);
  if (!x)
    usage_error ("out of memory");
  int rc = gp_state_consistent (P, x, 1e-15);
  if (rc != GP_OK)
    {
      gp_state_free (x);
      usage_error ("--param %s: the problem's consistent start (its acceleration-level system at "
                   "t0) cannot be computed with these parameters: %s: refused%s", changed,
                   gp_strerror (rc), names_of (table_of (P), P->name));
    }
  if (!P->exact)
    {
      gp_state_free (x);
      return;
    }
  double dev = (double) INFINITY;
  if (P->exact (P->t0, x->y, x->z, NULL, NULL, NULL, P->params) == 0)
    {
      dev = 0;
      for (size_t i = 0; i < P->n; i++)
        dev = fmax (dev, fmax (fabs (x->y[i] - P->y0[i]) / (1 + fabs (P->y0[i])),
                               fabs (x->z[i] - P->z0[i]) / (1 + fabs (P->z0[i]))));
    }
  gp_state_free (x);
  if (!(dev <= 1e-12))
    usage_error ("--param %s: the problem's exact solution at t0 no longer equals its "
                 "initial values y0, z0 (relative deviation %.3g > 1e-12): refused, errors "
                 "would be measured against another solution%s", changed, dev,
                 names_of (table_of (P), P->name));
}

void *
problem_with_params (const cli *c, const gp_problem *P0, gp_problem *P)
{
  *P = *P0;
  if (c->nparam == 0)
    return NULL;
  const gp_param_table *T = table_of (P0);
  const char *tail = names_of (T, P0->name);
  if (T->n == 0)
    usage_error ("--param %s: problem %s has no parameters", c->param[0], P0->name);
  void *par = cli_hold (malloc (T->size));
  const char **given = cli_hold (calloc (T->n, sizeof *given));
  if (!par || !given)
    usage_error ("out of memory");
  memcpy (par, P0->params, T->size);   /* the registry's defaults stay untouched */
  for (int k = 0; k < c->nparam; k++)
    {
      const char *a = c->param[k], *eq = strchr (a, '=');
      if (!eq)
        usage_error ("--param '%s': want NAME=VALUE, and there is no '='%s", a, tail);
      if (eq == a)
        usage_error ("--param '%s': the name before '=' is empty%s", a, tail);
      char name[64];
      size_t len = (size_t) (eq - a);
      if (len >= sizeof name)
        len = sizeof name - 1;
      memcpy (name, a, len);
      name[len] = '\0';
      int i = (size_t) (eq - a) < sizeof name ? gp_param_index (T, name) : -1;
      if (i < 0)
        usage_error ("--param '%s': problem %s has no parameter '%.*s'%s", a, P0->name,
                     (int) (eq - a), a, tail);
      if (given[i])
        usage_error ("--param %s given twice (%s, then %s): give each parameter once%s", name,
                     given[i], a, tail);
      given[i] = a;
      const char *s = eq + 1;
      double v;
      const char *bad = number_text (s, &v);
      if (bad)
        usage_error ("--param %s: '%s' %s%s", name, s, bad, tail);
      if (!isfinite (v))
        usage_error ("--param %s = %s is not a finite number%s", name, s, tail);
      const gp_param_desc *d = &T->desc[i];
      int in = gp_param_in_domain (d->domain, v);
      if (in < 0)
        {
          fprintf (stderr, "%s: parameter %s of %s: malformed allowed values '%s'\n", prog,
                   name, P0->name, d->domain);
          cli_exit (1);
        }
      if (!in)
        usage_error ("--param %s = %s: %s must lie in %s%s", name, s, name, d->domain, tail);
      *field (T, par, (size_t) i) = v;
    }
  cli_free (given);
  P->params = par;
  const char *changed = problem_params_changes (P);
  if (changed[0])
    check_start (P0, P, changed);
  return par;
}

const char *
problem_params_changes (const gp_problem *P)
{
  static char buf[1024];
  const gp_param_table *T = table_of (P);
  size_t n = 0;
  buf[0] = '\0';
  for (size_t i = 0; i < T->n && n < sizeof buf; i++)
    if (*field (T, P->params, i) != T->desc[i].def)
      n += (size_t) snprintf (buf + n, sizeof buf - n, "%s%s=%s", n ? "," : "",
                              T->desc[i].name, GP_NUM (*field (T, P->params, i)));
  return buf;
}

void
write_problem_params (FILE *f, const gp_problem *P)
{
  const gp_param_table *T = table_of (P);
  if (!problem_params_changes (P)[0])
    return;
  fprintf (f, "# problem %s parameters differing from the defaults:", P->name);
  for (size_t i = 0; i < T->n; i++)
    {
      double v = *field (T, P->params, i);
      if (v != T->desc[i].def)
        fprintf (f, " %s=%s (default %s)", T->desc[i].name, GP_NUM (v), GP_NUM (T->desc[i].def));
    }
  fprintf (f, "\n");
}

/* galpha list params --problem P */
int
cmd_list_params (int argc, char **argv)
{
  cli c;
  parse (&c, argc, argv, 3);
  cli_only (&c, "list params");
  if (!c.problem)
    usage_error ("list params: --problem is required (see galpha list problems)");
  const gp_problem *P = gp_problem_by_name (c.problem);
  if (!P)
    usage_error ("unknown problem '%s' (see galpha list problems)", c.problem);
  const gp_param_table *T = table_of (P);
  if (cli_dry_run)
    return 0;
  for (size_t i = 0; i < T->n; i++)
    printf ("%s\t%s\t%s; allowed %s\n", T->desc[i].name, GP_NUM (T->desc[i].def),
            T->desc[i].doc, T->desc[i].domain);
  return 0;
}
