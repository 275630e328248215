/* gp_impl.h -- private parts of the library shared between its files. */
#ifndef GP_IMPL_H
#define GP_IMPL_H

#include <gsl/gsl_errno.h>
#include <gsl/gsl_linalg.h>
#include "galpha.h"
#include "gp_analysis.h"
#include "gp_method.h"
#include "gp_testing.h"

/* GSL's error handler off for the duration of a library call that reaches
   GSL (the library checks GSL's return codes instead), and the caller's
   handler back: a GSL error never aborts the process on the library's
   behalf (galpha.h). */
static inline gsl_error_handler_t *
gp_gsl_off (void)
{
  return gsl_set_error_handler_off ();
}
static inline void
gp_gsl_restore (gsl_error_handler_t *old)
{
  gsl_set_error_handler (old);
}

/* The factorization the production regime keeps across steps
   (gp_options.jacobian_reuse; gp_newton.c): in which of the workspace's two
   matrix slots, for which step system, step size and coefficients, and how
   many solves have started on it. */
typedef struct
{
  int valid;
  int slot;
  gp_step_system *sys;
  double h;
  gp_coeffs c;
  long uses;
  /* after a solve on a kept factorization was redone: the next `wait`
     solves form their own (back-off doubling with each redo in a row, up
     to GP_NEWTON_REUSE_BACKOFF_MAX; 0 after a solve converged on one) */
  int wait, backoff;
} gp_newton_kept;

/* Dense Newton workspace, allocated once: the iteration matrix and then
   its LU factors (gp_dense.c), the residual, the increment, the Newton
   start, the pivots; the inverse for the rounding-floor estimate (N x N,
   then a column), formed from the factors by gp_dense.  J and piv point
   into one of two slots (mat, pv): a solve factors into the slot the
   committed kept factorization does not occupy, so that a step taken back
   (gp_stepper_undo) finds the factorization it started from intact.  kept
   is committed with an accepted step by the stepper, next is the current
   step's (the solves read and write next). */
typedef struct gp_band gp_band;
typedef struct
{
  size_t N;
  double *J, *F, *dx, *x0;
  size_t *piv, *perm;
  double *Jinv;
  double *mat[2];
  size_t *pv[2];
  gp_newton_kept kept, next;
  /* the sparse path (gp_band.c; NULL: dense): J then holds the nJ values
     of the pattern the band was made from, and the band factors them; a
     band per slot (bands), band the current slot's */
  gp_band *band, *bands[2];
  size_t nJ;            /* doubles of J the step system fills: N * N or the pattern's */
} gp_newton;

/* The sparse path's band LU (gp_band.c).  alloc: the pattern (row, col)
   of nnz entries (repeats add; kept by the caller) of an N x N matrix,
   reordered by reverse Cuthill-McKee when `ordered` (else as given: the
   wrong variant of the band test); NULL when out of memory.  factor:
   assembles the values in pattern order and factors (the return of
   gp_lu_factor; -1 also for a non-finite value); solve: in place, in the
   unknowns' order.  floor: Skeel's bound of gp_newton.c without its
   safety factor (Jm, col, acc: N doubles of scratch; Jm gets |J| m).
   preferred: the rule that picks the band over the dense LU. */
gp_band *gp_band_alloc (size_t N, size_t nnz, const size_t *row, const size_t *col,
                        int ordered);
void gp_band_free (gp_band *B);
gp_band *gp_band_twin (const gp_band *B);
size_t gp_band_lower (const gp_band *B);
size_t gp_band_upper (const gp_band *B);
int gp_band_preferred (size_t N, size_t kl, size_t ku, size_t nnz);
int gp_band_factor (gp_band *B, const double *vals);
void gp_band_solve (gp_band *B, double *x);
double gp_band_floor (gp_band *B, const double *vals, const double *mag, const double *x,
                      double *Jm, double *col, double *acc);

/* A sparse block's pattern in row order (gp_rows.c): ord the entries by
   row, then by increasing column (repeats in pattern order), row r's at
   ord[start[r] .. start[r+1]).  matvec: y = A x for the rows x cols block
   A whose entries are vals in pattern order, with the bits of gp_matvec on
   the dense A the entries scatter into (finite x).  init: GP_ENOMEM (R
   freed) when out of memory. */
typedef struct
{
  size_t rows;
  size_t *start, *ord;
} gp_rows;
int gp_rows_init (gp_rows *R, const gp_pattern *p, size_t rows, size_t cols);
void gp_rows_free (gp_rows *R);
void gp_rows_matvec (const gp_rows *R, const gp_pattern *p, const double *vals, const double *x,
                     double *y);

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
  /* production: the factorization may be kept for up to reuse_max solves
     (gp_options.jacobian_reuse; 1 or less: a fresh one per solve) of the
     step size key_h with the coefficients key_c */
  int reuse_max;
  double key_h;
  const gp_coeffs *key_c;
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
/* Reuse of a kept factorization (gp_newton.c; theory/library.md, "Jacobian
   reuse"): kept only for a step size within GP_NEWTON_REUSE_H_RATIO of its
   own (relative) and the same coefficients; a solve on it is redone from
   its start with a fresh matrix when a contraction rate exceeds
   GP_NEWTON_THETA_REUSE or it has not converged after
   GP_NEWTON_REUSE_MAXIT iterations, and then the next solves (1, 2, 4, ...
   in a row of redos, up to GP_NEWTON_REUSE_BACKOFF_MAX) form their own. */
#define GP_NEWTON_REUSE_H_RATIO 0.05
#define GP_NEWTON_THETA_REUSE 0.1
#define GP_NEWTON_REUSE_MAXIT 4
#define GP_NEWTON_REUSE_BACKOFF_MAX 64

gp_newton *gp_newton_alloc (size_t N);
/* The same on the sparse path: the step system fills the nnz values of the
   pattern (row, col), which the band B (taken over: freed with w) factors. */
gp_newton *gp_newton_alloc_band (size_t N, size_t nnz, gp_band *B);
/* solve with the factors of the last factorization the workspace used (dense
   or band), in place: the adaptive estimate's projection (gp_adapt.c) */
void gp_newton_lu_solve (gp_newton *w, double *b);
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

struct gp_stepper
{
  const gp_method *method;
  const gp_problem *P;
  gp_options o;
  gp_shape shape;
  gp_layout layout;
  gp_stats stats;
  gp_newton *newton;            /* NULL when the method has no unknowns */
  gp_newton *newton_start;      /* shape.start_unknowns, NULL when 0 */
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
  /* on the band path with holonomic constraints only: the projection takes
     the step's factors and g_y's sparse values in row order, and proj
     holds g_y's values, g_t and a right-hand side (gp_adapt_proj_size);
     rows NULL: the dense projector */
  gp_rows proj_rows;
  size_t *proj_piv;
  void *data;                   /* the method's own, from its alloc hook */
  gp_test_switches test;
  /* production regime: the rounding floor measured by the last accepted
     step's Newton (0: none yet), and the one the current step measured,
     committed with it (like the history) */
  double floor_hint, floor_next;
  double undo_floor_hint;       /* floor_hint before the last step, for undo */
  size_t *pat_row, *pat_col;    /* the sparse path's pattern (NULL: dense) */
  /* the current step's size and coefficients (the kept factorization's
     key), and the kept factorization before the last step, for undo */
  double step_h;
  const gp_coeffs *step_c;
  gp_newton_kept undo_kept;
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

/* gp_adapt.c: the projector's workspace of a stepper whose Newton
   workspace is allocated: its size (*sparse 1: the band path's, linear in
   n, with g_y in row order; 0: the dense one; 0 doubles for a method
   without the estimate) */
size_t gp_adapt_proj_size (const gp_stepper *s, int *sparse);

#endif
