/* gp_impl.h -- private parts of the library shared between its files. */
#ifndef GP_IMPL_H
#define GP_IMPL_H

#include <gsl/gsl_linalg.h>
#include "galpha.h"
#include "gp_testing.h"

/* Dense Newton workspace, allocated once: the iteration matrix and then
   its LU factors (gp_dense.c), the residual, the increment, the Newton
   start, the pivots; GSL's inverse for the rounding-floor estimate. */
typedef struct
{
  size_t N;
  double *J, *F, *dx, *x0;
  size_t *piv, *perm;
  gsl_matrix *Jinv;
} gp_newton;

typedef struct
{
  double tol;
  int maxit;
  gp_step_magnitude *mag;   /* magnitudes of the unknowns (NULL: |x|) */
  double jacobian_factor;   /* test switch (0 or 1: none) */
  int legacy;               /* test switch: old sqrt(tol) acceptance */
  gp_newton_mode mode;      /* verification (full Newton) or production */
  double floor_hint;        /* production: the rounding floor an earlier solve
                               of the same stepper measured (0: none) */
  int floor_unchecked;      /* test switch: no residual check of a floor acceptance */
  int no_restart;           /* test switch: production never restarts as full Newton */
} gp_newton_opts;

typedef struct
{
  int iters;
  double last;      /* last scaled increment max_i |dx_i| / (1 + |x_i|) */
  double floor;     /* rounding-floor estimate of the increment (0: not needed) */
  double ratio;     /* production: the last error estimate over its bound */
  double floor_inc; /* accepted at the floor: the increment so accepted (else 0) */
  int stalled;      /* failed: stalled at the floor with a residual above rounding */
  int resid_row;    /* then the first such row (else -1) and its |F_i| / (eps (|J| m)_i) */
  double resid_ratio;
} gp_newton_report;

/* The production regime's constants (gp_newton.c; theory/library.md). */
#define GP_NEWTON_KAPPA 1e-6          /* Newton error / predictor-corrector difference */
#define GP_NEWTON_THETA_REFRESH 0.25  /* contraction above which the matrix is refreshed */
/* Both regimes (theory/library.md, "Newton that cannot lie"): a stall is
   accepted at the rounding floor only where every residual row is at most
   GP_NEWTON_RESID_C eps (|J| m)_i; the production regime's absolute bound
   takes an earlier step's rounding floor (floor_hint) up to
   GP_NEWTON_HINT_MAX at most. */
#define GP_NEWTON_RESID_C 64.0
#define GP_NEWTON_HINT_MAX 1e-8

gp_newton *gp_newton_alloc (size_t N);
void gp_newton_free (gp_newton *w);
/* Newton from x (overwritten) in the regime o->mode; see gp_newton.c for
   the iteration and the stopping rules.  Counts into stats when not NULL. */
int gp_newton_solve (gp_newton *w, gp_step_system *sys, void *ctx, double *x,
                     const gp_newton_opts *o, gp_stats *stats,
                     gp_newton_report *r);

/* A system that is linear in x (F(x) = J x + F(0), J constant) solved
   directly: F(0) and J evaluated at x = 0, one factorization, x = -J^-1
   F(0), accurate to the rounding of the factorization; with refine, then
   refined with the same factors (Newton on the linear system) until the
   scaled correction is at most tol, or accepted at the rounding floor
   where it stalls.  Counted as one solve (stats and gp_newton_totals). */
int gp_linear_solve (gp_newton *w, gp_step_system *sys, void *ctx, double *x, double tol,
                     int refine, gp_stats *stats);

/* The small dense kernel (gp_dense.c): LU with partial pivoting of the
   row-major n x n A in place (P A = L U, unit L below the diagonal, U on
   and above it; piv[j] the row swapped with row j at step j), returning
   -(j + 1) for the first non-finite pivot, else j + 1 for the first zero
   pivot, else 0 (the factorization always completes);
   the solve of A x = b in place in b with those factors; the permutation
   of the factors' rows (row i of L U is row perm[i] of A); y = A x (A is
   r*c).  The operations of GSL's LU and BLAS in GSL's order: the same bits. */
int gp_lu_factor (double *A, size_t n, size_t *piv);
void gp_lu_solve (const double *LU, size_t n, const size_t *piv, double *b);
void gp_lu_perm (const size_t *piv, size_t n, size_t *perm);
void gp_matvec (const double *A, const double *x, double *y, size_t r,
                size_t c);
/* all finite? the 2-norm */
/* v * 0 is 0 for a finite v and NaN for an infinite or NaN one, and a sum
   of zeros is 0: one multiplication and addition per entry, no branch */
static inline int
gp_all_finite (const double *v, size_t n)
{
  double s0 = 0.0, s1 = 0.0;
  size_t i = 0;
  for (; i + 1 < n; i += 2)
    {
      s0 += v[i] * 0.0;
      s1 += v[i + 1] * 0.0;
    }
  if (i < n)
    s0 += v[i] * 0.0;
  return s0 + s1 == 0.0;
}
double gp_norm2 (const double *v, size_t n);

/* For a linear acceleration-level system (gp_problem.accel_linear): 1 to
   solve it directly without refinement (rk4's stages: accurate to the
   factorization's rounding, one evaluation per solve), 0 (the default) to
   refine to the tolerance. */
void gp_accel_set_direct (gp_accel *A, int direct);

/* The state-space ODE x' = (z, a(t, y, z)) for x = (y, z): solves the
   acceleration level for u = (a, lambda, psi) from the warm start u, then
   writes dx.  Used by rk4 and the reference integrator. */
int gp_accel_ode (gp_accel *A, double t, const double *x, double *u, double tol,
                  gp_stats *stats, double *dx);

/* Shared hypothesis predicates (gp_hyp.c): 1 when the condition holds; each
   writes the value it judged.  The ones taking options fit a method's
   hypothesis table directly: finite alpha_m, alpha_f, beta, gamma;
   gamma = 1/2 - (alpha_m - alpha_f) to 1e-14; alpha_m != 1; alpha_f != 1;
   beta != 0; gamma != 0; the decay factors r_gamma, r_alpha_m, r_alpha_f
   of seed 000 Thm 6.1 below 1.  differs: value != excluded; below_one:
   r < 1. */
int gp_hyp_finite (const gp_options *o, char *v, size_t len);
int gp_hyp_order (const gp_options *o, char *v, size_t len);
int gp_hyp_alpha_m_not_1 (const gp_options *o, char *v, size_t len);
int gp_hyp_alpha_f_not_1 (const gp_options *o, char *v, size_t len);
int gp_hyp_beta_not_0 (const gp_options *o, char *v, size_t len);
int gp_hyp_gamma_not_0 (const gp_options *o, char *v, size_t len);
int gp_hyp_r_gamma (const gp_options *o, char *v, size_t len);
int gp_hyp_r_alpha_m (const gp_options *o, char *v, size_t len);
int gp_hyp_r_alpha_f (const gp_options *o, char *v, size_t len);
int gp_hyp_differs (const char *name, double value, double excluded, char *v,
                    size_t len);
int gp_hyp_below_one (const char *name, double r, char *v, size_t len);

struct gp_stepper
{
  const gp_method *method;
  const gp_problem *P;
  gp_options o;
  gp_shape shape;
  gp_layout layout;
  gp_stats stats;
  gp_newton *newton;            /* NULL when the method has no unknowns */
  double *work;                 /* shape.work doubles */
  double *hist, *hist_next;     /* shape.history doubles each */
  int hist_valid;
  /* gp_stepper_undo: the last step was accepted by the stepper and may be
     taken back (its history pointers swapped back, hist_valid restored) */
  int can_undo, undo_hist_valid;
  /* the method's local error estimate of the last successful step (n
     doubles, raw: before the projection of gp_stepper_estimate); est_valid
     is set by a method that writes it */
  double *est;
  int est_valid;
  double *proj;                 /* the estimate's projector (gp_adapt.c) */
  size_t *proj_piv;
  void *data;                   /* the method's own, from its alloc hook */
  gp_test_switches test;
  /* production regime: the rounding floor measured by the last accepted
     step's Newton (0: none yet), and the one the current step measured,
     committed with it (like the history) */
  double floor_hint, floor_next;
  double undo_floor_hint;       /* floor_hint before the last step, for undo */
  gp_jacobian_audit *audit;     /* test hook: the iteration-matrix audit (NULL: off) */
  double *audit_work;           /* its workspace, allocated when it is turned on, */
  size_t audit_n;               /* for systems of up to audit_n unknowns (grown) */
  char msg[256];
};

/* gp_driver.c, shared with gp_adapt.c's study: sum += a - b for the
   counters (maxima as maxima); the error of a for methods whose a is not
   y'' (against a_of at the exact or the reference y, z). */
void gp_stats_add (gp_stats *sum, const gp_stats *a, const gp_stats *b);
int gp_method_a_error (gp_stepper *s, const gp_state *x, const gp_state *ref, double shift,
                       gp_state *r, double *err);
/* What the two studies (gp_study_run, gp_tol_study_run) share: the check
   of the levels and of a solution to measure against (the reason in s's
   message); the blocks they measure; the errors of x at its time against
   ref, or against the exact solution with a at t + a_shift (and a_of's a
   for methods that have it). */
int gp_study_check (gp_stepper *s, int L, const gp_state *ref);
void gp_study_present (const gp_state *x, const gp_state *ref, double a_shift,
                       int present[GP_NBLOCKS]);
int gp_study_errors (gp_stepper *s, const gp_state *x, const gp_state *ref, double a_shift,
                     gp_state *r, double e[GP_NBLOCKS]);

/* gp_adapt.c: the size of the projector's workspace of a stepper */
size_t gp_adapt_proj_size (const gp_problem *P);

#endif
