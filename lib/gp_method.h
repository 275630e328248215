/* gp_method.h -- what a method's author needs besides galpha.h: the
 * contract of the hooks of gp_method, the stepper's accessors for a step
 * kernel, the one Newton of the implicit methods, the acceleration-level
 * system, the small dense kernel and the shared hypothesis predicates.
 * Every in-tree method is written against it (theory/library.md, "Methods
 * own their shape").
 *
 * The hooks of gp_method (galpha.h), all called by the stepper:
 *   shape (P, o)        the method's shape below;
 *   alloc, reset, free  optional: after allocation, on reset (history
 *                       forgotten), before free; the method's own data
 *                       (gp_stepper_set_data) is allocated in alloc;
 *   start (s, h, x)     the method's start for a first step of size h
 *                       from the consistent x (x->a = a0 on entry);
 *   step (s, c, h, x)   one step with coefficients c and signed h (h < 0:
 *                       the adjoint direction); reads the accepted history
 *                       (gp_stepper_history, NULL when there is none) and
 *                       writes the next one (gp_stepper_history_next); must
 *                       leave x unchanged on failure;
 *   iteration_matrix    the Newton matrix of the step from x at the
 *                       method's predictor (unknowns^2);
 *   has_estimate (o)    optional: 1 when the method provides the local error
 *                       estimate with options o: either its step writes it
 *                       (gp_stepper_estimate_next / _done), or
 *   estimate (s, x, le) (optional) computes it on demand: the raw estimate
 *                       (n doubles) of the last successful step from x, its
 *                       result, and the committed history, so that
 *                       fixed-step runs, which never ask, pay nothing for it;
 *   a_of (s, t, y, z, a) what x->a approximates (galpha.h), with the
 *                       stepper's workspace: it never allocates;
 *   pattern (P, o, row, col)  optional: for a problem with sparse blocks
 *                       (gp_problem.sparse), the number of entries of the
 *                       Newton matrix's pattern, and (row, col not NULL)
 *                       the pattern; 0: no sparse path.  The stepper then
 *                       picks the band LU by its rule (gp_band.c) and the
 *                       step system fills the values in this order.
 */
#ifndef GP_METHOD_H
#define GP_METHOD_H

#include "galpha.h"

/* What a method needs per stepper, from (problem, options): the stepper
   allocates exactly this in gp_stepper_alloc, and nothing later. */
struct gp_shape
{
  size_t unknowns;   /* Newton unknowns of one step (0: no Newton) */
  size_t work;       /* scratch doubles, free to overwrite within a step */
  size_t history;    /* doubles carried from step to step, written only when
                        a step is accepted */
  size_t start_unknowns;   /* Newton unknowns of a start that solves a system of
                              its own size (gp_stepper_newton_start); 0: none */
};

/* For method kernels: the workspace, the accepted history (NULL before the
   first accepted step since start/reset) and the history the current step
   writes (committed by the stepper when the step succeeds). */
double *gp_stepper_work (gp_stepper *s);
const double *gp_stepper_history (const gp_stepper *s);
double *gp_stepper_history_next (gp_stepper *s);
/* gp_stepper_newton_band (galpha.h): on the sparse path the step system's
   J is the values of the method's pattern (gp_method.pattern), in its
   order, not a dense matrix. */
/* The time at which a step from t0 of size h evaluates the forces and
   constraints of its new point: t0 + h, or t0 under the probe option
   force-time = old (a method reading GP_OPT_FORCE_TIME takes it from here). */
double gp_stepper_new_time (const gp_stepper *s, double t0, double h);
/* The method's own data (set by its alloc hook, freed by its free hook). */
void *gp_stepper_data (const gp_stepper *s);
void gp_stepper_set_data (gp_stepper *s, void *data);
/* A step system for Newton: F(x) and, when J is not NULL, its Jacobian
   (row-major, unknowns^2).  Returns GP_OK, or the code of the callback that
   failed (gp_callback_status: GP_ERECOV or GP_EFUNC; any other nonzero
   value counts as GP_EFUNC). */
typedef int gp_step_system (const double *x, double *F, double *J, void *ctx);
/* The one Newton of every implicit method: solves sys for the stepper's
   unknowns from x (overwritten), counting into the stepper's statistics.
   mag (NULL: |x|) gives the magnitude each unknown carries into the
   residual, for the rounding floor of a stalled iteration (gp_newton.c):
   an unknown from which the step forms a larger quantity (ga-nh's a forms
   y1 = ... + beta h^2 a) carries that quantity's rounding, max(|a_j|,
   |y1_j| / (beta h^2), ...).  On failure the stepper's message says why. */
typedef void gp_step_magnitude (const double *x, double *mag, void *ctx);
int gp_stepper_newton (gp_stepper *s, gp_step_system *sys, void *ctx, double *x,
                       gp_step_magnitude *mag);
/* The same Newton for a start's system of shape.start_unknowns unknowns, in
   its own workspace (ga-soi2's Lunk-Simeon start, one block larger than a
   step); GP_EINVAL when the shape asked for none. */
int gp_stepper_newton_start (gp_stepper *s, gp_step_system *sys, void *ctx, double *x,
                             gp_step_magnitude *mag);
/* For method kernels that provide the error estimate: the n doubles a
   successful step writes (the raw C h^2 (A1 - A0) of gp_stepper_estimate),
   then marks written.  A failed step leaves the estimate invalid. */
double *gp_stepper_estimate_next (gp_stepper *s);
void gp_stepper_estimate_done (gp_stepper *s);
void gp_stepper_set_message (gp_stepper *s, const char *fmt, ...)
#ifdef __GNUC__
  __attribute__ ((format (printf, 2, 3)))
#endif
  ;
/* The residual vector of the stepper's Newton workspace (unknowns doubles),
   free to overwrite outside gp_stepper_newton: an iteration_matrix hook
   evaluates its step system there for the matrix. */
double *gp_stepper_newton_residual (gp_stepper *s);
/* The stepper's statistics, to count into: for a method that solves with
   its own solver (gp_accel_solve, an inner stepper) or factors a matrix
   itself. */
gp_stats *gp_stepper_stats_rw (gp_stepper *s);

/* ---- the acceleration-level system ------------------------------------ */
/* For a state (t, y, z), u = (a, lambda, psi) solves
     M a - f(t,y,z,lambda,psi) = 0,  g_y a + g_acc = 0,  k_z a + k_y z + k_t = 0.
   This is the right-hand side of the state-space ODE y' = z, z' = a(t,y,z) that
   rk4 and the references integrate.  Allocate once; solve by Newton from u. */
typedef struct gp_accel gp_accel;
gp_accel *gp_accel_alloc (const gp_problem *P);
void gp_accel_free (gp_accel *A);
int gp_accel_solve (gp_accel *A, double t, const double *y, const double *z,
                    double *u, double tol, gp_stats *stats);
int gp_accel_residual (gp_accel *A, double t, const double *y, const double *z,
                       const double *u, double *F);
/* Its Jacobian with respect to u ((n+m_g+m_k)^2). */
int gp_accel_matrix (gp_accel *A, double t, const double *y, const double *z,
                     const double *u, double *J);
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

/* The small dense kernel (gp_dense.c): LU with partial pivoting of the
   row-major n x n A in place (P A = L U, unit L below the diagonal, U on
   and above it; piv[j] the row swapped with row j at step j), returning
   -(j + 1) for the first non-finite pivot, else j + 1 for the first zero
   pivot, else 0 (the factorization always completes);
   the solve of A x = b in place in b with those factors; the permutation
   of the factors' rows (row i of L U is row perm[i] of A); y = A x (A is
   r*c).  The operations of GSL's LU and BLAS in GSL's order: the same bits,
   but that for n >= GP_DENSE_SKIP_MIN the elimination skips the rows of
   exactly zero multipliers, which can keep a -0 of A where GSL's factors
   have +0 (gp_dense.c: the solutions of right-hand sides without -0 are
   GSL's to the bit). */
#define GP_DENSE_SKIP_MIN 12
int gp_lu_factor (double *A, size_t n, size_t *piv);
void gp_lu_solve (const double *LU, size_t n, const size_t *piv, double *b);
void gp_lu_perm (const size_t *piv, size_t n, size_t *perm);
void gp_matvec (const double *A, const double *x, double *y, size_t r,
                size_t c);
/* y = b + A x (A is r*c), each row's sum from b_i in increasing j (y may be
   b); C = A B (A r*k, B k*c), each entry's sum in increasing l */
void gp_affine (const double *A, const double *x, const double *b, double *y, size_t r,
                size_t c);
void gp_matmul (const double *A, const double *B, double *C, size_t r, size_t k, size_t c);
/* A problem callback's return value as a return code (galpha.h, "problem
   description"): 0 GP_OK, positive GP_ERECOV, negative GP_EFUNC.
   GP_TRY_CALLBACK (call) returns that code from the enclosing function
   when the callback fails: a method's functions that call callbacks return
   GP codes, so that the kind of failure reaches the driver. */
static inline int
gp_callback_status (int rc)
{
  return rc == 0 ? GP_OK : rc > 0 ? GP_ERECOV : GP_EFUNC;
}
/* GP_TRY (expr): returns expr's code from the enclosing function unless it
   is GP_OK (a method's own functions passing a callback's code on) */
#define GP_TRY(expr)                                            \
  do                                                            \
    {                                                           \
      int gp_try_rc_ = (expr);                                  \
      if (gp_try_rc_ != GP_OK)                                  \
        return gp_try_rc_;                                      \
    }                                                           \
  while (0)
#define GP_TRY_CALLBACK(call)                                   \
  do                                                            \
    {                                                           \
      int gp_try_rc_ = gp_callback_status (call);               \
      if (gp_try_rc_ != GP_OK)                                  \
        return gp_try_rc_;                                      \
    }                                                           \
  while (0)

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
/* the new point's forces and constraints at t_{n+1} (force-time new): the
   probe option force-time old breaks every order theorem of the methods */
int gp_hyp_force_time_new (const gp_options *o, char *v, size_t len);
int gp_hyp_differs (const char *name, double value, double excluded, char *v,
                    size_t len);
int gp_hyp_below_one (const char *name, double r, char *v, size_t len);

#endif
