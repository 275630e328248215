/* galpha.h -- the generalized-alpha stepper library: problems, methods, steppers.
 *
 * Problem class (the union of the five seed papers' classes):
 *
 *     y' = z,   z' = a,
 *     0  = M(t,y) a - f(t, y, z, lambda, psi)        n equations
 *     0  = g(t, y)                                    m_g holonomic constraints   (lambda)
 *     0  = k(t, y, z)                                 m_k nonholonomic constraints (psi)
 *
 * Matrices are dense, row-major, tightly packed (rows x cols).  A problem
 * provides only the callbacks its class needs (NULL otherwise).  Every
 * callback returns 0 on success and nonzero on failure; the stepper then
 * fails the step with GP_EFUNC and leaves the state unchanged.
 *
 * The library never prints and never allocates outside the *_alloc functions.
 */
#ifndef GALPHA_H
#define GALPHA_H

#include <stddef.h>

/* ---- return codes ------------------------------------------------------ */
enum
{
  GP_OK = 0,
  GP_EINVAL = 1,    /* a parameter violates a method hypothesis / bad argument */
  GP_ENEWTON = 2,   /* Newton iteration did not converge */
  GP_ESING = 3,     /* singular iteration matrix */
  GP_EFUNC = 4,     /* a problem callback failed or returned a non-finite value */
  GP_ENOMEM = 5,
  GP_EUNSUP = 6     /* problem class not supported by this method */
};
const char *gp_strerror (int code);

/* ---- problem description ---------------------------------------------- */
typedef int gp_mass_fn (double t, const double y[], double M[] /* n*n */,
                        void *params);
typedef int gp_force_fn (double t, const double y[], const double z[],
                         const double lam[], const double psi[],
                         double f[] /* n */, void *params);
/* Jacobians of f; an output that is NULL is not requested. */
typedef int gp_force_jac_fn (double t, const double y[], const double z[],
                             const double lam[], const double psi[],
                             double fy[] /* n*n */, double fz[] /* n*n */,
                             double flam[] /* n*m_g */,
                             double fpsi[] /* n*m_k */, void *params);
/* d/dy [ M(t,y) v ] for a given v (n*n): the Newton matrices of methods whose
   mass matrix is evaluated at the unknown positions. */
typedef int gp_mass_dv_fn (double t, const double y[], const double v[],
                           double dMv[] /* n*n */, void *params);
typedef int gp_hcon_fn (double t, const double y[], double g[] /* m_g */,
                        void *params);
/* The acceleration-level terms of g that do not multiply a:
   g_tt + 2 g_ty z + g_yy(z,z), so that d2/dt2 g = g_acc + g_y a. */
typedef int gp_hcon_acc_fn (double t, const double y[], const double z[],
                            double r[] /* m_g */, void *params);
typedef int gp_hcon_jac_fn (double t, const double y[],
                            double gy[] /* m_g*n */, double gt[] /* m_g */,
                            void *params);
typedef int gp_nhcon_fn (double t, const double y[], const double z[],
                         double k[] /* m_k */, void *params);
typedef int gp_nhcon_jac_fn (double t, const double y[], const double z[],
                             double ky[] /* m_k*n */, double kz[] /* m_k*n */,
                             double kt[] /* m_k */, void *params);
/* Exact solution (Test Set `solut`); a NULL output is not requested. */
typedef int gp_exact_fn (double t, double y[], double z[], double a[],
                         double lam[], double psi[], void *params);
/* Jacobians of the velocity-level holonomic constraint G(t,y,z) = g_t + g_y z:
   G_y (m_g*n) and G_t = g_tt + g_ty z (m_g); G_z = g_y. */
typedef int gp_hcon_vel_jac_fn (double t, const double y[], const double z[],
                                double Gy[] /* m_g*n */, double Gt[] /* m_g */,
                                void *params);
/* The split f = f_app(t,y,z) + r(t,y,z,lambda,psi) of seed 002: the applied
   force and the constraint reaction (r = -g_y^T lambda - k_z^T psi for the
   usual multiplier form, whatever the problem states). */
typedef int gp_force_app_fn (double t, const double y[], const double z[],
                             double f[] /* n */, void *params);
typedef int gp_reaction_fn (double t, const double y[], const double z[],
                            const double lam[], const double psi[],
                            double r[] /* n */, void *params);
/* Jacobians of r; a NULL output is not requested. */
typedef int gp_reaction_jac_fn (double t, const double y[], const double z[],
                                const double lam[], const double psi[],
                                double ry[] /* n*n */, double rz[] /* n*n */,
                                double rlam[] /* n*m_g */,
                                double rpsi[] /* n*m_k */, void *params);
/* A conserved quantity (the energy for a conservative problem). */
typedef int gp_energy_fn (double t, const double y[], const double z[],
                          double *E, void *params);

/* The blocks of a state.  Every block has a fixed name; which blocks a state
   carries and how long they are follows from (problem, method): y, z, a
   always (n); qdd (n) for methods that carry the true acceleration beside
   the algorithmic a; lambda (m_g); psi (m_k); aux for a method's own outputs
   (its name and length are the method's). */
typedef enum
{
  GP_Y = 0, GP_Z, GP_A, GP_QDD, GP_LAM, GP_PSI, GP_AUX, GP_NBLOCKS
} gp_block;
/* "y", "z", "a", "qdd", "lambda", "psi", "aux" */
const char *gp_block_name (gp_block b);

typedef struct
{
  const char *name;
  const char *description;
  size_t n, m_g, m_k;
  double t0;
  const double *y0, *z0;        /* consistent positions and velocities at t0 */
  /* Newton start for the acceleration-level system (consistent a0, lambda0,
     psi0); chosen so that it converges to the physical root, not a spurious one */
  const double *a_start, *lam_start, *psi_start;
  gp_mass_fn *mass;
  gp_mass_dv_fn *mass_dv;
  gp_force_fn *force;
  gp_force_jac_fn *force_jac;
  gp_hcon_fn *g;
  gp_hcon_jac_fn *g_jac;
  gp_hcon_acc_fn *g_acc;
  gp_nhcon_fn *k;
  gp_nhcon_jac_fn *k_jac;
  gp_exact_fn *exact;           /* NULL when the problem has no exact solution */
  void *params;
  /* completed interface (NULL where the problem does not provide it) */
  gp_hcon_vel_jac_fn *gv_jac;
  gp_force_app_fn *force_app;
  gp_reaction_fn *reaction;
  gp_reaction_jac_fn *reaction_jac;
  gp_energy_fn *energy;         /* NULL when nothing is conserved */
  /* differentiation index of each block (0: the block satisfies an ODE);
     entries of blocks the problem lacks are 0 */
  int dindex[GP_NBLOCKS];
} gp_problem;

/* ---- states --------------------------------------------------------------- */

/* The caller's state of one integration.  `a` is the method's
   acceleration-like variable in the paper's meaning (for ga-nh it
   approximates a(t + alpha h)). */
typedef struct
{
  double t;
  double *y, *z, *a, *lam, *psi;
} gp_state;

gp_state *gp_state_alloc (const gp_problem *P);
void gp_state_free (gp_state *x);
void gp_state_copy (const gp_problem *P, gp_state *dst, const gp_state *src);
/* Sets t = t0, y = y0, z = z0 and solves the acceleration-level system
     M a - f(t0,y0,z0,lambda,psi) = 0,  g_y a + g_acc = 0,  k_t + k_y z0 + k_z a = 0
   for (a, lambda, psi) by Newton from the problem's stated start.  tol as in
   gp_options.newton_tol. */
int gp_state_consistent (const gp_problem *P, gp_state *x, double tol);
/* Residual norms (2-norms) of a state: position level |g|; velocity level
   |(g_t + g_y z, k)|; the acceleration-level system above with x's a, lambda, psi. */
int gp_state_residuals (const gp_problem *P, const gp_state *x,
                        double *res_pos, double *res_vel, double *res_acc);

/* Global errors (2-norms) of x against the problem's exact solution:
   err[0..4] = y, z, a (against a(x->t + a_shift)), lambda, psi; components the
   problem lacks are 0.  scratch is any state of P (overwritten).  Returns
   GP_EINVAL when the problem has no exact solution. */
int gp_state_errors (const gp_problem *P, const gp_state *x, double a_shift,
                     gp_state *scratch, double err[5]);
/* Blockwise 2-norm distances of two states of P: err[0..4] = y, z, a,
   lambda, psi (0 for blocks the problem lacks). */
void gp_state_distances (const gp_problem *P, const gp_state *x, const gp_state *r,
                         double err[5]);

/* ---- method coefficients ---------------------------------------------- */
/* Weights multiply the OLD value: (1-alpha_m) new + alpha_m old (all papers). */
typedef struct
{
  double alpha_m, alpha_f, beta, gamma;
} gp_coeffs;

/* Chung-Hulbert: alpha_m = (2r-1)/(r+1), alpha_f = r/(r+1),
   gamma = 1/2 - alpha, beta = (1-alpha)^2/4 with alpha = alpha_m - alpha_f. */
int gp_coeffs_chung_hulbert (double rho_inf, gp_coeffs *c, char *why,
                             size_t len);
/* HHT-alpha: alpha_m = 0, alpha_f = -alpha, beta = (1-alpha)^2/4,
   gamma = 1/2 - alpha, alpha in [-1/3, 0]. */
int gp_coeffs_hht (double alpha, gp_coeffs *c, char *why, size_t len);
double gp_coeffs_alpha (const gp_coeffs *c);   /* alpha_m - alpha_f */
/* The moduli of the three decay factors of seed 000 Thm 6.1. */
double gp_coeffs_r_gamma (const gp_coeffs *c);    /* |(gamma-1)/gamma| */
double gp_coeffs_r_alpha_m (const gp_coeffs *c);  /* |alpha_m/(alpha_m-1)| */
double gp_coeffs_r_alpha_f (const gp_coeffs *c);  /* |alpha_f/(alpha_f-1)| */

/* ---- methods and steppers --------------------------------------------- */
typedef enum { GP_MALPHA_EXPLICIT = 0, GP_MALPHA_PREVIOUS,
  /* deliberately inconsistent M_alpha = M(t0, y0): used only by the
     verification programs to show that their checks can fail */
  GP_MALPHA_WRONG_T0 } gp_malpha;
typedef enum { GP_AINIT_A0 = 0, GP_AINIT_EXACT } gp_ainit;

/* Option flags: which options a method reads (a method ignores none silently). */
enum
{
  GP_OPT_COEFFS = 1u << 0,      /* --rho-inf or --alpha-m/--alpha-f/--beta/--gamma */
  GP_OPT_HHT_ALPHA = 1u << 1,   /* --alpha */
  GP_OPT_B = 1u << 2,           /* --b */
  GP_OPT_M_ALPHA = 1u << 3,     /* --m-alpha */
  GP_OPT_A_INIT = 1u << 4,      /* --a-init a0|exact */
  GP_OPT_A_INIT_LS = 1u << 5,   /* --a-init lunk-simeon */
  GP_OPT_STEP_FIX = 1u << 6,    /* --step-fix */
  GP_OPT_NEWTON_TOL = 1u << 7   /* --newton-tol */
};

typedef struct
{
  gp_coeffs c;
  gp_malpha m_alpha;
  gp_ainit a_init;
  /* Newton stops when max_i |dx_i| / (1 + |x_i|) <= newton_tol for the last
     increment dx of the unknowns x (for ga-nh: a_{1+alpha}, psi_1), or when
     that increment is below sqrt(newton_tol) and no longer halves: the
     round-off floor, about eps/h for the 1/h-scaled constraint rows. */
  double newton_tol;
  int newton_maxit;
  /* Scale the constraint rows by 1/h as in the papers' proofs.  Only the
     verification of Thm 3.1 turns this off, to show why it is needed. */
  int scale_constraints;
} gp_options;

void gp_options_default (gp_options *o);   /* CH(0.2), explicit, a0, 1e-12 */

typedef struct gp_stepper gp_stepper;

typedef struct
{
  const char *name;
  const char *description;
  unsigned options;             /* GP_OPT_* the method reads */
  /* hypotheses of the method's existence theorem on the options; fills why */
  int (*check) (const gp_options *o, char *why, size_t len);
  /* problem class supported; fills why */
  int (*supports) (const gp_problem *P, char *why, size_t len);
  /* the shift s for which x->a approximates a(t + s h) */
  double (*a_shift) (const gp_options *o);
  size_t (*work_size) (const gp_problem *P);
  int (*start) (gp_stepper *s, double h, gp_state *x);
  int (*step) (gp_stepper *s, double h, gp_state *x);
  int (*iteration_matrix) (gp_stepper *s, double h, const gp_state *x,
                           double *J);
} gp_method;

extern const gp_method gp_method_ga_nh;
extern const gp_method gp_method_rk4;
const gp_method *gp_method_by_name (const char *name);
/* NULL-terminated list of all methods. */
const gp_method *const *gp_methods (void);

typedef struct
{
  long steps;            /* successful steps */
  long failed_steps;
  long newton_iters;     /* Newton iterations (= linear solves) */
  long factorizations;   /* LU factorizations */
  long residual_evals;   /* residual evaluations */
  long jacobian_evals;   /* iteration-matrix evaluations */
} gp_stats;

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

/* A reference solution at T from the consistent start: GSL rk8pd on the
   state-space ODE with absolute and relative tolerance tol (gp_reference.c).
   x gets y, z, a, lambda, psi at T; *nsteps the accepted steps. */
int gp_reference_solve (const gp_problem *P, double T, double tol, gp_state *x,
                        long *nsteps);

/* Allocates everything the stepper will need.  Returns NULL and fills why
   when the options violate the method's hypotheses or the problem class is
   not supported. */
gp_stepper *gp_stepper_alloc (const gp_method *m, const gp_problem *P,
                              const gp_options *o, char *why, size_t len);
/* Sets the method's starting value of `a` for a first step of size h from
   the consistent state x (x->a = a0 on entry). */
int gp_stepper_start (gp_stepper *s, double h, gp_state *x);
/* One step of size h.  Transactional: on failure x is unchanged. */
int gp_stepper_step (gp_stepper *s, double h, gp_state *x);
/* Forgets history (the previous M_{1+alpha}); keeps statistics. */
void gp_stepper_reset (gp_stepper *s);
/* The Newton iteration matrix of the step from x with size h, evaluated at
   the predictor (a_{1+alpha} = x->a, psi_1 = x->psi).  J is (n+m)^2. */
int gp_stepper_iteration_matrix (gp_stepper *s, double h, const gp_state *x,
                                 double *J);
size_t gp_stepper_unknowns (const gp_stepper *s);
const gp_stats *gp_stepper_stats (const gp_stepper *s);
const char *gp_stepper_message (const gp_stepper *s);  /* last failure, or "" */
const gp_options *gp_stepper_options (const gp_stepper *s);
void gp_stepper_free (gp_stepper *s);

/* ---- analysis helpers ------------------------------------------------- */
/* Least-squares slope of log(e) against log(h) over indices [lo, hi]. */
double gp_lsq_order (const double *h, const double *e, int lo, int hi);
/* The asymptotic range of a convergence table: the finest three levels,
   extended to coarser levels while each added pairwise order lies within
   `slack` of the finest pairwise order.  Returns lo (hi = L-1). */
int gp_asymptotic_range (const double *h, const double *e, int L,
                         double slack);
/* 1-norm condition number of a square matrix (LU; inverse formed). */
double gp_cond1 (const double *A, size_t n);

/* Characteristic polynomials of the multistep form (seed 003, eqs 21-22):
   rho(z) = sum a_k z^k (2 roots), sigma(z) = sum b'_k z^k (3 roots, fewer if
   the leading coefficient vanishes).  Roots as (re, im) pairs. */
int gp_roots_rho (const gp_coeffs *c, double roots[4], int *nroots);
int gp_roots_sigma (const gp_coeffs *c, double roots[6], int *nroots);
/* Eigenvalues of the amplification matrix of the method on y'' = -w^2 y in
   the variables (y, h z, h^2 a), at Omega = w h (Omega = INFINITY: h -> inf). */
int gp_amplification_eigs (const gp_coeffs *c, double Omega, double eig[6]);

#endif
