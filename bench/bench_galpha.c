/* bench_galpha.c -- one fixed-step integration by a galpha stepper through
   the public library API, for the benchmarks: the stepper and the
   consistent start are set up by bench_galpha_alloc (outside the measured
   region); bench_galpha_integrate is gp_integrate from that start. */
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
  int rc;
};

void
bench_galpha_free (bench_galpha *b)
{
  if (!b)
    return;
  gp_state_free (b->x);
  gp_stepper_free (b->st);
  free (b);
}

bench_galpha *
bench_galpha_alloc (const gp_problem *P, const gp_method *m, const gp_options *o,
                    double h, double T, char *why, size_t len)
{
  bench_galpha *b = calloc (1, sizeof *b);
  if (!b)
    {
      snprintf (why, len, "out of memory");
      return NULL;
    }
  b->T = T;
  b->S.kind = GP_STEPS_UNIFORM;
  b->S.H = h;
  if (gp_steps_count (&b->S, P->t0, T, why, len) < 0)
    {
      bench_galpha_free (b);
      return NULL;
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
  c->steps = s->steps;
  c->rejected = s->failed_steps;
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
