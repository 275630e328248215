/* vcommon.h -- helpers shared by the verification programs: arguments
   (deliberately wrong variants), data files, fixed-step integration, errors. */
#ifndef GP_VCOMMON_H
#define GP_VCOMMON_H
#include <stdio.h>
#include "galpha.h"

/* A deliberately wrong variant of a program's method or check: with
   `--mutant NAME` the program runs its claims against it and must fail. */
typedef struct
{
  const char *name, *what;
} vc_mutant;

/* Parses `--mutant NAME` and `--list-mutants` (prints the names and exits).
   Returns the index of the selected mutant, or -1 for the real method.
   Exits 2 on an unknown argument or mutant. */
int vc_args (int argc, char **argv, const vc_mutant *mutants, int nmut);
/* Opens a data file under $GALPHA_DATA_DIR (default build/data) for writing;
   bails out on failure.  A mutant run writes nothing: returns NULL. */
FILE *vc_data_open (const char *file, int mutant);
/* Consistent initial state at t0, then N steps of size h (after the
   method's start for h).  Returns a GP_ code; on failure *fail_step is set. */
int vc_integrate (gp_stepper *s, const gp_problem *P, double h, long N,
                  gp_state *x, long *fail_step);
/* Global errors at x->t against the exact solution:
   e[0] = |y-y(t)|, e[1] = |z-z(t)|, e[2] = |a - a(t + shift)|, e[3] = |psi-psi(t)|. */
void vc_errors (const gp_problem *P, const gp_state *x, double shift, double e[4]);
double vc_dist (const double *a, const double *b, size_t n);
double vc_norm (const double *a, size_t n);
/* A stepper or bail out with the reason. */
gp_stepper *vc_stepper (const gp_method *m, const gp_problem *P, const gp_options *o);
#endif

/* The saddle blocks of seed 000 at the exact solution at time t:
   M = M(t,y), F = f_psi, K = k_z (n*n, n*m, m*n). */
void vc_blocks_exact (const gp_problem *P, double t, double *M, double *F,
                      double *K);
/* Projectors Q = M^-1 F (K M^-1 F)^-1 K and P = I - Q from blocks (n*n each).
   Returns 0, or 1 if M or K M^-1 F is singular. */
int vc_projectors (size_t n, size_t m, const double *M, const double *F,
                   const double *K, double *Pm, double *Qm);
/* C = A B for row-major A (r*k), B (k*c). */
void vc_matmul (const double *A, const double *B, double *C, size_t r, size_t k,
                size_t c);
/* Inverse of a square matrix (row-major); returns 1 if singular. */
int vc_inverse (const double *A, double *Ainv, size_t n);
/* Max-abs entry. */
double vc_maxabs (const double *A, size_t n);
/* y = A x for row-major A (r*c). */
void vc_matvec (const double *A, const double *x, double *y, size_t r, size_t c);
/* x := the exact solution at t (a = a(t + a_shift)). */
void vc_state_exact (const gp_problem *P, double t, double a_shift, gp_state *x);
