/* bench.h -- the benchmark programs' common interface (bench/): one
   integration of a problem from its consistent start to T by a galpha
   stepper (bench_galpha.c) or by SUNDIALS IDA (bench_ida.c), set up outside
   the measured region, run by bench_integrate (bench_integrate.c) and
   read back as a final state and solver statistics. */
#ifndef GP_BENCH_H
#define GP_BENCH_H
#include <stddef.h>
#include "galpha.h"

/* What a solver counted during one integration.  For a galpha stepper the
   library's gp_stats; for IDA: steps, rejected = error-test plus
   nonlinear-convergence failures, newton_iters = nonlinear iterations,
   residual_evals = residual calls (none for Jacobians: those are
   analytic), jacobian_evals = Jacobian calls, factorizations = linear
   solver setups (each one evaluates and factors the dense matrix). */
typedef struct
{
  long steps, rejected, newton_iters, residual_evals, jacobian_evals, factorizations;
} bench_counts;

/* One set-up integration: integrate (ctx) runs it once and returns 0 on
   success.  name is the method as the result rows print it. */
typedef struct
{
  const char *name;
  int (*integrate) (void *ctx);
  void *ctx;
} bench_integration;

/* The function that wraps exactly one integration: callgrind collects
   inside it only (--toggle-collect=bench_integrate).  In its own file so
   that no compiler inlines or clones it under another name. */
int bench_integrate (const bench_integration *b);

/* ---- galpha steppers (bench_galpha.c) ---- */
typedef struct bench_galpha bench_galpha;
/* Method m with options o on P from the consistent start
   (gp_state_consistent, outside the measured region) to T: fixed steps h,
   or (rtol > 0) adaptive steps with rtol = atol (gp_integrate_adaptive, the
   library's default control and first step).  NULL with why filled when
   the stepper refuses the options, h does not divide the interval or rtol
   is refused. */
bench_galpha *bench_galpha_alloc (const gp_problem *P, const gp_method *m,
                                  const gp_options *o, double h, double rtol, double T,
                                  char *why, size_t len);
int bench_galpha_integrate (void *ctx);   /* ctx: a bench_galpha */
/* After integrate: the state at T (the stepper's layout) and the counts. */
const gp_state *bench_galpha_state (const bench_galpha *b);
void bench_galpha_counts (const bench_galpha *b, bench_counts *c);
const char *bench_galpha_message (const bench_galpha *b);
void bench_galpha_free (bench_galpha *b);

/* ---- the hand-specialized floors (floor.c; issue 12) ---- */
typedef struct bench_floor bench_floor;
/* The floor stepper of `method` on P with coefficients c: ga-nh or rk4 on
   rolling-disk, ga-i3 on andrews, the Newton's factorization kept for up to
   `reuse` steps (gp_options.jacobian_reuse; rk4 has none); fixed steps h from the consistent state
   x0 (gp_state_alloc (P, NULL) layout) to T.  NULL with why filled for any
   other combination or an h that does not divide the interval. */
bench_floor *bench_floor_alloc (const gp_problem *P, const char *method,
                                const gp_coeffs *c, int reuse, const gp_state *x0, double h,
                                double T, char *why, size_t len);
int bench_floor_integrate (void *ctx);    /* ctx: a bench_floor */
/* After integrate: x (layout of gp_state_alloc (P, NULL)) := y, z, a(T)
   (ga-i3; the disk's floors leave their a), lambda or psi; the counts. */
void bench_floor_state (bench_floor *b, gp_state *x);
void bench_floor_counts (const bench_floor *b, bench_counts *c);
const char *bench_floor_message (const bench_floor *b);
void bench_floor_free (bench_floor *b);

/* ---- SUNDIALS IDA (bench_ida.c) ---- */
typedef struct bench_ida bench_ida;
/* IDA (BDF orders 1-5, rtol = atol = tol, dense direct linear solver,
   analytic Jacobian) on P in residual form: a problem with nonholonomic
   constraints only as the index-2 DAE u = (y, z, psi); one with holonomic
   constraints only as the index-1 DAE u = (q, v, a, lambda) (bench_ida.c
   says why).  NULL with why filled when P is of neither class. */
bench_ida *bench_ida_alloc (const gp_problem *P, double tol, double T, char *why,
                            size_t len);
int bench_ida_integrate (void *ctx);      /* ctx: a bench_ida */
/* After integrate: x (layout of gp_state_alloc (P, NULL)) := the solution at
   T (y, z, a, lambda, psi; a = z'(T) from IDA's u'), and the counts. */
int bench_ida_state (const bench_ida *b, gp_state *x);
void bench_ida_counts (const bench_ida *b, bench_counts *c);
const char *bench_ida_message (const bench_ida *b);
/* The solver and the formulation in words, for the rows' provenance. */
const char *bench_ida_formulation (const bench_ida *b);
/* The analytic Jacobian dF/du + cj dF/du' at IDA's current (t, u, u') and
   cj against central differences of the residual (u and u' perturbed
   together by d and cj d): the largest |J_fd - J| / (1 + |J|) over all
   entries, into *dev.  0 on success. */
int bench_ida_check_jacobian (bench_ida *b, double *dev);
void bench_ida_free (bench_ida *b);

#endif
