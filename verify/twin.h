/* twin.h -- a method's Octave twin (ref/ref_s003_ga_i3.m for ga-i3,
   ref/ref_s002_hht.m for hht-odae) run on a generated problem in its
   one-run mode, and compared step by step with the library's run of the
   same method, options, problem and steps (ANY's twin claim,
   theory/generic.md).

   The twins are slow to start and slow per step, and the claims of one
   process may ask for several runs: twin_prepare describes a run without
   starting Octave, twin_compute runs every run that is not yet on disk in
   one Octave process, and the results are kept in a cache directory keyed
   by the call and the text of every .m file in ref/ and ref/problems/ (the way
   ref/ref_cache.m keys the twins' level runs), so that the programs of one
   `make check` (the paper's run, each wrong variant, each review) start
   Octave once per build for the runs they share. */
#ifndef GP_TWIN_H
#define GP_TWIN_H
#include "galpha.h"

typedef struct
{
  /* not applicable: "not applicable (needs ...)"; "" when it can run */
  char why[512];
  char what[256];      /* the twin and its coefficients, for the claim line */
  char call[1024];     /* the Octave statement, %s for the output file */
  char file[1024];     /* the cached output (galpha run's format) */
  double h, T;
} twin_run;

/* Describes the twin run of method m with options o (the coefficients the
   twin is given) on P, uniform steps h to T.  params_default: P's
   parameters are the generated defaults (the Octave problem code has them
   built in).  Returns 1 when it can run; 0 with r->why set when not (no
   twin for the method, options the twin does not implement, no octave, no
   Octave code for the problem). */
int twin_prepare (const gp_method *m, const gp_problem *P, const gp_options *o, double h,
                  double T, int params_default, twin_run *r);

/* Runs, in one Octave process, every runnable run of runs[0..n-1] whose
   output is not in the cache.  A run that fails leaves no file (the
   comparison then says so); Octave's log goes to '#' lines. */
void twin_compute (twin_run *runs, int n);

/* The twin's output against the library's run of stepper s (its method,
   options and problem) with uniform steps r->h to r->T from the consistent
   start: the largest over the steps and the blocks both write of
   |x_C - x_O|_2 / max(1, |x_O|_2) into *dev, with where it was (detail),
   the step count into *N and the largest |y|_2 of the run into *ymax.
   Returns 0; -1 with detail saying why when there is nothing to compare
   (no output, a row's time not the library's, the library's run failed). */
int twin_compare (const twin_run *r, gp_stepper *s, double *dev, long *N, double *ymax,
                  char *detail, size_t n);
#endif
