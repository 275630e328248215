/* bench_galpha.c -- one integration by a galpha stepper through the public
   library API, for the benchmarks: the stepper and the consistent start are
   set up by bench_galpha_alloc (outside the measured region);
   bench_galpha_integrate is gp_integrate from that start with fixed steps,
   or gp_integrate_adaptive with the control of rtol = atol (rtol > 0). */
#include <stdlib.h>
#include <stdio.h>
#include "bench.h"

struct bench_galpha
{
  gp_stepper *st;
  gp_state *x;
  gp_steps S;
  double T;
  gp_run run;
  gp_control *ctl;              /* adaptive: the control, else NULL */
  gp_adaptive_run arun;
  int rc;
};

void
bench_galpha_free (bench_galpha *b)
{
  if (!b)
    return;
  gp_state_free (b->x);
  gp_stepper_free (b->st);
  gp_control_free (b->ctl);
  free (b);
}

bench_galpha *
bench_galpha_alloc (const gp_problem *P, const gp_method *m, const gp_options *o,
                    double h, double rtol, double T, char *why, size_t len)
{
  bench_galpha *b = calloc (1, sizeof *b);
  if (!b)
    {
      snprintf (why, len, "out of memory");
      return NULL;
    }
  b->T = T;
  if (rtol > 0)
    {
      b->ctl = gp_control_alloc (rtol, rtol, why, len);
      if (!b->ctl)
        {
          bench_galpha_free (b);
          return NULL;
        }
    }
  else
    {
      b->S.kind = GP_STEPS_UNIFORM;
      b->S.H = h;
      if (gp_steps_count (&b->S, P->t0, T, why, len) < 0)
        {
          bench_galpha_free (b);
          return NULL;
        }
    }
  b->st = gp_stepper_alloc (m, P, o, why, len);
  if (!b->st)
    {
      bench_galpha_free (b);
      return NULL;
    }
  b->x = gp_stepper_state_alloc (b->st);
  if (!b->x)
    {
      snprintf (why, len, "out of memory");
      bench_galpha_free (b);
      return NULL;
    }
  /* the consistent start, to the tolerance galpha run uses */
  int rc = gp_state_consistent (P, b->x, 1e-15);
  if (rc != GP_OK)
    {
      snprintf (why, len, "consistent initial values of %s: %s", P->name, gp_strerror (rc));
      bench_galpha_free (b);
      return NULL;
    }
  b->rc = -1;
  return b;
}

int
bench_galpha_integrate (void *ctx)
{
  bench_galpha *b = ctx;
  if (b->ctl)   /* from the consistent start of alloc (given_start): h_init by the driver */
    b->rc = gp_integrate_adaptive (b->st, b->ctl, 0.0, b->T, b->x, 1, NULL, NULL, &b->arun);
  else
    b->rc = gp_integrate (b->st, &b->S, b->T, b->x, 1, NULL, NULL, &b->run);
  return b->rc;
}

const gp_state *
bench_galpha_state (const bench_galpha *b)
{
  return b->x;
}

void
bench_galpha_counts (const bench_galpha *b, bench_counts *c)
{
  const gp_stats *s = gp_stepper_stats (b->st);
  c->steps = b->ctl ? b->arun.accepted : s->steps;
  /* adaptive: steps taken back by the error test and steps whose Newton
     failed (both retried smaller), as IDA's error-test and convergence
     failures */
  c->rejected = b->ctl ? b->arun.rejected + b->arun.newton_failures : s->failed_steps;
  c->newton_iters = s->newton_iters;
  c->residual_evals = s->residual_evals;
  c->jacobian_evals = s->jacobian_evals;
  c->factorizations = s->factorizations;
}

const char *
bench_galpha_message (const bench_galpha *b)
{
  return gp_stepper_message (b->st);
}
