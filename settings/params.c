/* params.c -- a problem's parameters set by name ("NAME=VALUE", galpha's
   --param, a variant file's param.NAME) in a copy its caller owns
   (problems/problem_params.h), judged with the reason returned
   (settings.h: settings_problem_params). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "problems.h"
#include "settings.h"

/* " (parameters of P: a, b, c; see ...)": the tail of every refusal */
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

/* Position and velocity residuals of the problem's stated y0, z0 (infinite
   when they cannot be computed); GP_ENOMEM. */
static int
start_residuals (const gp_problem *P, double *rp, double *rv)
{
  gp_state *x = gp_state_alloc (P, NULL);
  double ra;
  if (!x)
    return GP_ENOMEM;
  x->t = P->t0;
  memcpy (x->y, P->y0, P->n * sizeof (double));
  memcpy (x->z, P->z0, P->n * sizeof (double));
  if (gp_state_residuals (P, x, rp, rv, &ra) != GP_OK || !isfinite (*rp) || !isfinite (*rv))
    *rp = *rv = (double) INFINITY;
  gp_state_free (x);
  return GP_OK;
}

/* The problem's initial values must still be consistent, and its exact
   solution, if any, must still start at them: y0, z0 are numbers fixed in
   gen/problems/<cname>.m for the default parameters. */
static int
check_start (const gp_problem *P0, const gp_problem *P, const gp_param_table *T,
             const char *changed, char *why, size_t len)
{
  double rp0, rv0, rp, rv;
  if (start_residuals (P0, &rp0, &rv0) != GP_OK || start_residuals (P, &rp, &rv) != GP_OK)
    {
      snprintf (why, len, "out of memory");
      return GP_ENOMEM;
    }
  if (rp > fmax (1e-12, 10 * rp0) || rv > fmax (1e-12, 10 * rv0))
    {
      snprintf (why, len, "--param %s: the problem's initial values y0, z0 (fixed for the "
                "default parameters) violate its constraints with these parameters (position "
                "residual %.3g, velocity residual %.3g; with the defaults %.3g, %.3g): "
                "refused, the run would start off the constraint manifold%s", changed, rp, rv,
                rp0, rv0, names_of (T, P->name));
      return GP_EINVAL;
    }
  /* the start every run computes (a, lambda, psi from the acceleration-
     level system): a parameter that makes it fail or overflow is refused
     here, naming it, rather than failing the run at its start */
  gp_state *x = gp_state_alloc (P, NULL);
  if (!x)
    {
      snprintf (why, len, "out of memory");
      return GP_ENOMEM;
    }
  int rc = gp_state_consistent (P, x, 1e-15);
  if (rc != GP_OK)
    {
      gp_state_free (x);
      snprintf (why, len, "--param %s: the problem's consistent start (its acceleration-level "
                "system at t0) cannot be computed with these parameters: %s: refused%s",
                changed, gp_strerror (rc), names_of (T, P->name));
      return GP_EINVAL;
    }
  if (!P->exact)
    {
      gp_state_free (x);
      return GP_OK;
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
    {
      snprintf (why, len, "--param %s: the problem's exact solution at t0 no longer equals its "
                "initial values y0, z0 (relative deviation %.3g > 1e-12): refused, errors "
                "would be measured against another solution%s", changed, dev,
                names_of (T, P->name));
      return GP_EINVAL;
    }
  return GP_OK;
}

void
settings_params_changes (const gp_problem *P, char *buf, size_t len)
{
  const gp_param_table *T = gp_param_table_of (P->name);
  size_t n = 0;
  if (len)
    buf[0] = '\0';
  for (size_t i = 0; T && i < T->n && n < len; i++)
    if (*field (T, P->params, i) != T->desc[i].def)
      n += (size_t) snprintf (buf + n, len - n, "%s%s=%s", n ? "," : "",
                              T->desc[i].name, GP_NUM (*field (T, P->params, i)));
}

/* one argument "NAME=VALUE" set in par; given[i] the argument that set
   parameter i */
static int
set_one (const gp_problem *P0, const gp_param_table *T, const char *tail, const char *a,
         void *par, const char **given, char *why, size_t len)
{
  const char *eq = strchr (a, '=');
  if (!eq)
    {
      snprintf (why, len, "--param '%s': want NAME=VALUE, and there is no '='%s", a, tail);
      return GP_EINVAL;
    }
  if (eq == a)
    {
      snprintf (why, len, "--param '%s': the name before '=' is empty%s", a, tail);
      return GP_EINVAL;
    }
  char name[64];
  size_t k = (size_t) (eq - a);
  if (k >= sizeof name)
    k = sizeof name - 1;
  memcpy (name, a, k);
  name[k] = '\0';
  int i = (size_t) (eq - a) < sizeof name ? gp_param_index (T, name) : -1;
  if (i < 0)
    {
      snprintf (why, len, "--param '%s': problem %s has no parameter '%.*s'%s", a, P0->name,
                (int) (eq - a), a, tail);
      return GP_EINVAL;
    }
  if (given[i])
    {
      snprintf (why, len, "--param %s given twice (%s, then %s): give each parameter once%s",
                name, given[i], a, tail);
      return GP_EINVAL;
    }
  given[i] = a;
  const char *s = eq + 1;
  double v;
  const char *bad = settings_number_text (s, &v);
  if (bad)
    {
      snprintf (why, len, "--param %s: '%s' %s%s", name, s, bad, tail);
      return GP_EINVAL;
    }
  if (!isfinite (v))
    {
      snprintf (why, len, "--param %s = %s is not a finite number%s", name, s, tail);
      return GP_EINVAL;
    }
  const gp_param_desc *d = &T->desc[i];
  int in = gp_param_in_domain (d->domain, v);
  if (in < 0)
    {
      snprintf (why, len, "parameter %s of %s: malformed allowed values '%s'", name, P0->name,
                d->domain);
      return SETTINGS_EFAULT;
    }
  if (!in)
    {
      snprintf (why, len, "--param %s = %s: %s must lie in %s%s", name, s, name, d->domain,
                tail);
      return GP_EINVAL;
    }
  *field (T, par, (size_t) i) = v;
  return GP_OK;
}

int
settings_problem_params (const gp_problem *P0, const char *const *arg, int n, gp_problem *P,
                         void **copy, char *why, size_t len, int *bad)
{
  *P = *P0;
  *copy = NULL;
  *bad = -1;
  if (n == 0)
    return GP_OK;
  const gp_param_table *T = gp_param_table_of (P0->name);
  if (!T)
    {
      snprintf (why, len, "problem %s has no parameter table (problems/problems.c)", P0->name);
      return SETTINGS_EFAULT;
    }
  const char *tail = names_of (T, P0->name);
  if (T->n == 0)
    {
      *bad = 0;
      snprintf (why, len, "--param %s: problem %s has no parameters", arg[0], P0->name);
      return GP_EINVAL;
    }
  void *par = malloc (T->size);
  const char **given = calloc (T->n, sizeof *given);
  if (!par || !given)
    {
      free (par);
      free (given);
      snprintf (why, len, "out of memory");
      return GP_ENOMEM;
    }
  memcpy (par, P0->params, T->size);   /* the registry's defaults stay untouched */
  int rc = GP_OK, first_change = -1;
  for (int k = 0; k < n && rc == GP_OK; k++)
    {
      rc = set_one (P0, T, tail, arg[k], par, given, why, len);
      if (rc != GP_OK)
        *bad = k;
      for (size_t i = 0; rc == GP_OK && first_change < 0 && i < T->n; i++)
        if (given[i] == arg[k] && *field (T, par, i) != T->desc[i].def)
          first_change = k;
    }
  free (given);
  /* a family's size is a parameter: the problem is built anew from the
     values (one allocation, owned by the caller through *copy) */
  const gp_problem_family *fam = gp_problem_family_of (P0->name);
  if (rc == GP_OK && fam)
    {
      gp_problem *B = fam->build (par, why, len);
      if (!B)
        {
          *bad = first_change >= 0 ? first_change : 0;
          *P = *P0;
          free (par);
          /* a size too large for memory is not a refused value */
          return strcmp (why, "out of memory") == 0 ? GP_ENOMEM : GP_EINVAL;
        }
      free (par);
      par = B->params;
      *P = *B;
    }
  if (rc == GP_OK)
    {
      P->params = par;
      char changed[1024];
      settings_params_changes (P, changed, sizeof changed);
      /* a family builds its start consistent for its values (CHAIN C2),
         without the dense acceleration-level solve check_start makes */
      if (changed[0] && !fam)
        rc = check_start (P0, P, T, changed, why, len);
      /* about the changed values together: named by the first that changed */
      if (rc != GP_OK)
        *bad = first_change;
    }
  if (rc != GP_OK)
    {
      *P = *P0;
      free (par);
      return rc;
    }
  *copy = par;
  return GP_OK;
}
