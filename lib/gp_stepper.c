/* gp_stepper.c -- the method-independent part of a stepper: allocation,
   dispatch, statistics, transactional failure. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gp_impl.h"

static const gp_method *const all_methods[] = { &gp_method_ga_nh, &gp_method_rk4, NULL };

const gp_method *const *
gp_methods (void)
{
  return all_methods;
}

const gp_method *
gp_method_by_name (const char *name)
{
  for (const gp_method *const *m = all_methods; *m; m++)
    if (strcmp ((*m)->name, name) == 0)
      return *m;
  return NULL;
}

gp_stepper *
gp_stepper_alloc (const gp_method *m, const gp_problem *P, const gp_options *o,
                  char *why, size_t len)
{
  if (!(o->newton_tol > 0.0 && o->newton_tol < 1.0))
    {
      snprintf (why, len, "newton_tol = %g must lie in (0, 1)", o->newton_tol);
      return NULL;
    }
  if (o->newton_maxit < 1)
    {
      snprintf (why, len, "newton_maxit = %d must be at least 1", o->newton_maxit);
      return NULL;
    }
  if (m->check (o, why, len) != GP_OK || m->supports (P, why, len) != GP_OK)
    return NULL;
  gp_stepper *s = calloc (1, sizeof *s);
  if (!s)
    goto nomem;
  s->method = m;
  s->P = P;
  s->o = *o;
  s->newton = gp_newton_alloc (P->n + P->m_g + P->m_k);
  s->accel = gp_accel_alloc (P);
  s->work = calloc (m->work_size (P) + 1, sizeof (double));
  if (!s->newton || !s->accel || !s->work)
    {
      gp_stepper_free (s);
      goto nomem;
    }
  return s;
nomem:
  snprintf (why, len, "out of memory");
  return NULL;
}

void
gp_stepper_free (gp_stepper *s)
{
  if (!s)
    return;
  gp_newton_free (s->newton);
  gp_accel_free (s->accel);
  free (s->work);
  free (s);
}

int
gp_stepper_start (gp_stepper *s, double h, gp_state *x)
{
  s->msg[0] = '\0';
  s->have_prev = 0;
  if (!(h > 0.0 && isfinite (h)))
    {
      snprintf (s->msg, sizeof s->msg, "step size h = %g must be positive and finite", h);
      return GP_EINVAL;
    }
  return s->method->start (s, h, x);
}

int
gp_stepper_step (gp_stepper *s, double h, gp_state *x)
{
  s->msg[0] = '\0';
  if (!(h > 0.0 && isfinite (h)))
    {
      snprintf (s->msg, sizeof s->msg, "step size h = %g must be positive and finite", h);
      return GP_EINVAL;
    }
  int rc = s->method->step (s, h, x);
  if (rc == GP_OK)
    s->stats.steps++;
  else
    s->stats.failed_steps++;
  return rc;
}

void
gp_stepper_reset (gp_stepper *s)
{
  s->have_prev = 0;
}

int
gp_stepper_iteration_matrix (gp_stepper *s, double h, const gp_state *x, double *J)
{
  return s->method->iteration_matrix (s, h, x, J);
}

size_t
gp_stepper_unknowns (const gp_stepper *s)
{
  return s->newton->N;
}

const gp_stats *
gp_stepper_stats (const gp_stepper *s)
{
  return &s->stats;
}

const char *
gp_stepper_message (const gp_stepper *s)
{
  return s->msg;
}

const gp_options *
gp_stepper_options (const gp_stepper *s)
{
  return &s->o;
}
