/* bench_twin.c -- the C side of the C-against-Octave timing: the run of
   ref/ref_s000_ga_nh.m (the Octave twin) done by the library, the same
   scheme on the same steps: ga-nh with Chung-Hulbert rho_inf = 0.2,
   M_alpha explicit, a_alpha = a0 (the library's defaults, which
   verify/ref_s000_ga_nh.c compares step by step with the Octave run) on
   jay-nh, the six levels h = 0.1 * 2^-k, k = 0..5, on [0, 1] (630 steps),
   each from the consistent start, as the Octave function computes them.

     bench_twin          prints `c<TAB>WALL_S<TAB>STEPS`

   WALL_S is the wall time (CLOCK_MONOTONIC) of the six integrations with
   their consistent starts and stepper setups, after one untimed warm-up
   sweep; bench/run.sh repeats the program for the minimum and median.
   Exit status 0, or 1 when a run fails. */
#include <math.h>
#include <stdio.h>
#include <time.h>
#include <gsl/gsl_errno.h>
#include "galpha.h"
#include "problems.h"

#define LEVELS 6

static double
wall_seconds (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + 1e-9 * (double) ts.tv_nsec;
}

/* the six levels; the total number of steps, or -1 on failure */
static long
sweep (const gp_problem *P, const gp_method *m, const gp_options *o)
{
  long steps = 0;
  char why[256];
  for (int k = 0; k < LEVELS; k++)
    {
      gp_stepper *st = gp_stepper_alloc (m, P, o, why, sizeof why);
      gp_state *x = st ? gp_stepper_state_alloc (st) : NULL;
      gp_steps S = { GP_STEPS_UNIFORM, ldexp (0.1, -k), NULL, 0 };
      gp_run run;
      int rc = x ? gp_integrate (st, &S, 1.0, x, 0, NULL, NULL, &run) : GP_ENOMEM;
      if (rc != GP_OK)
        {
          fprintf (stderr, "bench_twin: level %d: %s\n", k,
                   st ? gp_stepper_message (st) : why);
          gp_state_free (x);
          gp_stepper_free (st);
          return -1;
        }
      steps += run.steps;
      gp_state_free (x);
      gp_stepper_free (st);
    }
  return steps;
}

int
main (int argc, char **argv)
{
  (void) argv;
  gsl_set_error_handler_off ();
  if (argc != 1)
    {
      fprintf (stderr, "usage: bench_twin\n");
      return 2;
    }
  const gp_problem *P = gp_problem_by_name ("jay-nh");
  const gp_method *m = gp_method_by_name ("ga-nh");
  gp_options o;
  char why[256];
  if (!P || !m)
    return 1;
  gp_options_for (m, &o);
  if (gp_coeffs_chung_hulbert (0.2, &o.c, why, sizeof why) != GP_OK)
    {
      fprintf (stderr, "bench_twin: %s\n", why);
      return 1;
    }
  if (sweep (P, m, &o) < 0)      /* warm-up */
    return 1;
  double t0 = wall_seconds ();
  long steps = sweep (P, m, &o);
  double t1 = wall_seconds ();
  if (steps < 0)
    return 1;
  printf ("c\t%.17g\t%ld\n", t1 - t0, steps);
  return 0;
}
