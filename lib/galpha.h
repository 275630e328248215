/* galpha.h -- the generalized-alpha stepper library for a program that
 * integrates a problem: problems, states, coefficients, options, methods,
 * steppers, the drivers and the studies.  A method's author includes
 * gp_method.h besides; the seed-specific analysis (roots, spectra, decay
 * factors, order fits) is in gp_analysis.h.  The algorithms behind these
 * declarations are described in theory/library.md.
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
 * callback returns 0 on success; on failure, as SUNDIALS' callbacks do, a
 * positive value when the failure is recoverable (the arguments lie
 * outside the model's domain, say, and a smaller step may stay inside it)
 * and a negative value when it is not.  The stepper then fails the step
 * with GP_ERECOV or GP_EFUNC (GP_EFUNC too for a non-finite value) and
 * leaves the state and the history unchanged (its caller may go on, with
 * another h).  The adaptive driver retries a smaller step after GP_ERECOV,
 * as after a Newton failure; the fixed-step driver stops at either, since
 * its steps are given.
 *
 * The library never prints.  It allocates in the *_alloc functions and in
 * these, which allocate their scratch on each call (GP_ENOMEM when that
 * fails; gp_cond1: NaN): gp_integrate_adaptive, gp_study_run, gp_tol_study_run
 * (scratch states), gp_state_consistent, gp_state_residuals,
 * gp_reference_solve, gp_reference_solve_times (an acceleration-level
 * solver, GSL's ODE driver), gp_problem_check_jacobians,
 * gp_cond1 (gp_analysis.h) and the test hook gp_stepper_audit_jacobian
 * (gp_testing.h; with the audit on, a Newton solve larger than its
 * workspace grows it).  Otherwise stepping (gp_stepper_start, _step,
 * _step_with, _undo, _estimate), gp_integrate and the methods' a_of never
 * allocate (theory/library.md, "What the library promises").
 *
 * GSL's error handler: the library's functions that call GSL turn GSL's
 * handler off for the duration of the call and restore the caller's, and
 * check GSL's return codes, so that a GSL error is a return code, never an
 * abort of the process.
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
  GP_EUNSUP = 6,    /* problem class not supported by this method */
  GP_ERECOV = 7     /* a problem callback failed recoverably (returned > 0):
                       a smaller step may pass (the adaptive driver retries) */
};
const char *gp_strerror (int code);
/* v as the shortest decimal that reads back as v (at most 17 significant
   digits), for messages that name a value: 1.0000001 is not "1".
   GP_NUM (v) gives each use its own buffer (a compound literal, valid to
   the end of the enclosing block). */
#define GP_NUM_LEN 32
const char *gp_num (char *buf, double v);
#define GP_NUM(v) gp_num ((char[GP_NUM_LEN]){ 0 }, (v))

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

/* Sparse blocks (optional).  A problem whose Jacobian blocks are mostly
   zero -- a chain of N bodies, each coupled to its neighbours -- may give
   them besides the dense callbacks as fixed patterns of (row, col) entries
   (0-based; an entry may repeat: the values add) and callbacks that write
   the values in pattern order.  ga-i3 (holonomic blocks) and ga-nh
   (nonholonomic blocks) then form their Newton matrices from them, and the
   library factors them by a band LU after a bandwidth-reducing ordering
   when that is cheaper than the dense LU (theory/library.md, "The sparse
   Newton path"); so do the consistent start and its residuals, in memory
   linear in n.  The dense callbacks stay required: the references, the
   Jacobian check and the starts on the dense LU use them. */
typedef struct
{
  size_t nnz;
  const size_t *row, *col;
} gp_pattern;
typedef struct
{
  gp_pattern M, dMv, fy, fz, flam, gy;   /* n*n, n*n, n*n, n*n, n*m_g, m_g*n */
  gp_pattern fpsi, ky, kz;               /* n*m_k, m_k*n, m_k*n */
  int (*mass) (double t, const double y[], double M[], void *params);
  int (*mass_dv) (double t, const double y[], const double v[], double dMv[],
                  void *params);
  /* fy, fz, flam, fpsi as force_jac's (NULL: not requested) */
  int (*force_jac) (double t, const double y[], const double z[], const double lam[],
                    const double psi[], double fy[], double fz[], double flam[],
                    double fpsi[], void *params);
  int (*g_jac) (double t, const double y[], double gy[], double gt[] /* m_g */,
                void *params);
  /* ky, kz as k_jac's values, kt dense (m_k) */
  int (*k_jac) (double t, const double y[], const double z[], double ky[], double kz[],
                double kt[] /* m_k */, void *params);
} gp_sparse_jac;

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
  /* 1: f is affine in (lambda, psi) -- f_lambda and f_psi do not depend on
     them (the generator proves it symbolically) -- so the acceleration-level
     system below is linear in (a, lambda, psi) and gp_accel solves it with
     one factorization and one solve; 0 (the default): Newton */
  int accel_linear;
  /* the sparse blocks above (NULL: none, the dense path) */
  const gp_sparse_jac *sparse;
} gp_problem;

/* ---- checking a problem ---------------------------------------------------
   Every analytic derivative term a problem provides against central
   differences of the callback it differentiates, at one point (the check
   `galpha check` runs, and C1, C6, C8 of verify/problems_check.c;
   theory/problems-check.md).  A column of a term (an argument perturbed by
   +-1e-5 max(1, |x|)) deviates by max_i |fd_i - J_ij| over the scale of its
   term: for the force-shaped terms (f_*, r_*) max(|f|_max, |J column|_max),
   d(Mv)/dy max(|M a|_max, ..), g_y, k_y, k_z the column's |J|_max, g_t
   |g_y|_max, g_acc |g_y|_max |z|_max, k_t max(|k_y|, |k_z|)_max, G_y and
   G_t max(|G_y|, |G_t|, |g_t|)_max (unscaled where the scale is 0).  g_acc
   is compared with the derivative of g_t + g_y z along (t, y) + s (1, z),
   G = g_t + g_y z (gv_jac) with differences of g_jac's.  A column whose
   deviation exceeds GP_JAC_CHECK_TOL is measured again with steps 10 and
   100 times smaller, and each deviation at least 10 times smaller than the
   one kept replaces it: truncation falls with the step's square, a wrong entry's deviation
   does not fall (and is reported as the first step measured it).  On a
   correct problem the deviations are truncation and rounding, below
   GP_JAC_CHECK_TOL by orders of magnitude (1e-8 or less on the registry's
   problems near their starts; rounding grows with |x|: andrews' angles of
   hundreds of turns at t = 2 come within a factor 2 of it). */
typedef enum
{
  GP_JAC_F_Y = 0, GP_JAC_F_Z, GP_JAC_F_LAM, GP_JAC_F_PSI,   /* force_jac */
  GP_JAC_DMV_Y,                                            /* mass_dv: d(M a)/dy */
  GP_JAC_G_Y, GP_JAC_G_T, GP_JAC_G_ACC,                    /* g_jac, g_acc */
  GP_JAC_K_Y, GP_JAC_K_Z, GP_JAC_K_T,                      /* k_jac */
  GP_JAC_GV_Y, GP_JAC_GV_T,                                /* gv_jac */
  GP_JAC_R_Y, GP_JAC_R_Z, GP_JAC_R_LAM, GP_JAC_R_PSI,      /* reaction_jac */
  GP_JAC_NTERMS
} gp_jac_term;
/* "f_y", "f_z", "f_lambda", "f_psi", "d(Mv)/dy", "g_y", "g_t", "g_acc",
   "k_y", "k_z", "k_t", "G_y", "G_t", "r_y", "r_z", "r_lambda", "r_psi" */
const char *gp_jac_term_name (gp_jac_term k);
/* the bound of the checks (verify/problems_check.c C1, C6, C8; galpha check) */
#define GP_JAC_CHECK_TOL 1e-6

typedef struct
{
  int checked;     /* 1: the problem provides the term and it has entries */
  double dev;      /* the worst column's scaled deviation; NaN when a value
                      was not finite or a callback failed */
  size_t row, col; /* where (0-based) in the term: the row of the worst
                      entry of the worst column; col is 0 for the terms
                      that are one column (g_t, g_acc, k_t, G_t) */
} gp_jac_check;

/* Checks every term P provides at (t, y, z, lambda, psi) (lam, psi: NULL
   when m_g, m_k are 0) and, when a is not NULL, d(M v)/dy at v = a; out[k]
   gets term k (terms P lacks: checked 0).  The point need not be
   consistent.  Returns GP_OK; GP_EFUNC when a callback failed (its terms
   have dev NaN, the others are filled); GP_ENOMEM. */
int gp_problem_check_jacobians (const gp_problem *P, double t, const double y[],
                                const double z[], const double a[], const double lam[],
                                const double psi[], gp_jac_check out[GP_JAC_NTERMS]);

/* ---- states --------------------------------------------------------------- */
typedef struct gp_method gp_method;

/* Offsets and lengths of the blocks in one contiguous vector. */
typedef struct
{
  size_t off[GP_NBLOCKS], len[GP_NBLOCKS], size;
  const char *aux_name;         /* the method's name of the aux block, or NULL */
} gp_layout;

/* The layout for problem P under method m (m == NULL: y, z, a, lambda, psi). */
void gp_layout_of (const gp_problem *P, const gp_method *m, gp_layout *L);
/* "lambda" etc.; for GP_AUX the method's name */
const char *gp_layout_block_name (const gp_layout *L, gp_block b);

/* The caller's state of one integration: all blocks in v (in memory the
   order is y, z, a, lambda, psi, qdd, aux, so y, z and a, lambda, psi are
   contiguous), with a pointer to
   each block (blocks of length 0 point at the end of v and must not be read).
   `a` is the method's acceleration-like variable in the paper's meaning (for
   ga-nh it approximates a(t + alpha h)); qdd, where present, is a(t). */
typedef struct
{
  double t;
  double *v;
  gp_layout L;
  double *y, *z, *a, *qdd, *lam, *psi, *aux;
} gp_state;

gp_state *gp_state_alloc (const gp_problem *P, const gp_method *m);
void gp_state_free (gp_state *x);
/* dst and src must have the same layout */
void gp_state_copy (gp_state *dst, const gp_state *src);
double *gp_state_block (const gp_state *x, gp_block b);
/* Sets t = t0, y = y0, z = z0 and solves the acceleration-level system
     M a - f(t0,y0,z0,lambda,psi) = 0,  g_y a + g_acc = 0,  k_t + k_y z0 + k_z a = 0
   for (a, lambda, psi) by Newton from the problem's stated start; qdd = a,
   aux = 0.  tol as in gp_options.newton_tol. */
int gp_state_consistent (const gp_problem *P, gp_state *x, double tol);
/* Residual norms (2-norms) of a state: position level |g|; velocity level
   |(g_t + g_y z, k)|; the acceleration-level system above with x's a, lambda, psi. */
int gp_state_residuals (const gp_problem *P, const gp_state *x,
                        double *res_pos, double *res_vel, double *res_acc);
/* r := the exact solution at x->t in x's layout: y, z, lambda, psi at t,
   a at t + a_shift, qdd at t.  GP_EINVAL when P has no exact solution. */
int gp_state_exact (const gp_problem *P, double t, double a_shift, gp_state *r);
/* Global errors (2-norms per block, indexed by gp_block) of x against the
   exact solution (a against a(x->t + a_shift)); blocks x lacks get 0.
   scratch is any state of x's layout (overwritten). */
int gp_state_errors (const gp_problem *P, const gp_state *x, double a_shift,
                     gp_state *scratch, double err[GP_NBLOCKS]);
/* Blockwise 2-norm distances of two states of the same layout. */
void gp_state_distances (const gp_state *x, const gp_state *r,
                         double err[GP_NBLOCKS]);

/* ---- method coefficients ---------------------------------------------- */
/* Weights multiply the OLD value: (1-alpha_m) new + alpha_m old (all papers).
   b (extended HHT-alpha, seed 002) and alpha_d (the constraint
   discretization of seed 004) belong to the methods that read them. */
typedef struct
{
  double alpha_m, alpha_f, beta, gamma;
  double b, alpha_d;
} gp_coeffs;

/* Chung-Hulbert: alpha_m = (2r-1)/(r+1), alpha_f = r/(r+1),
   gamma = 1/2 - alpha, beta = (1-alpha)^2/4 with alpha = alpha_m - alpha_f. */
int gp_coeffs_chung_hulbert (double rho_inf, gp_coeffs *c, char *why,
                             size_t len);
/* HHT-alpha: alpha_m = 0, alpha_f = -alpha, beta = (1-alpha)^2/4,
   gamma = 1/2 - alpha, alpha in [-1/3, 0]. */
int gp_coeffs_hht (double alpha, gp_coeffs *c, char *why, size_t len);
double gp_coeffs_alpha (const gp_coeffs *c);   /* alpha_m - alpha_f */

/* ---- options ------------------------------------------------------------ */
/* M_alpha of ga-nh/ga-soi2: M(t0 + alpha h, y0 + alpha h z0) (explicit), the
   previous step's M_{1+alpha} (previous), or -- ga-nh only, a variant outside
   seed 000's method -- M(t0, y0), off the point by alpha h (t0) */
typedef enum { GP_MALPHA_EXPLICIT = 0, GP_MALPHA_PREVIOUS, GP_MALPHA_T0 } gp_malpha;
/* a0: the consistent acceleration; exact: a(t0 + alpha h); lunk-simeon:
   seed 001 eq. (10), coupled to the first step (ga-soi2) */
typedef enum { GP_AINIT_A0 = 0, GP_AINIT_EXACT, GP_AINIT_LUNK_SIMEON } gp_ainit;
/* ga-i3: the Newton system scaled as seed 003 eqs. (8)-(10) (default) or not */
typedef enum { GP_SCALING_ON = 0, GP_SCALING_OFF } gp_scaling;
/* hht-odae: R1 = r(t1, y1, Lambda1) (3.4) or r(t1, y0 + h z0, Lambda1) (3.5) */
typedef enum { GP_R1_IMPLICIT = 0, GP_R1_EXPLICIT } gp_r1;
/* the variable-step correction of a method (seed 002 eq. 2.3; seed 001 eqs.
   15-16 with the factor alpha): applied at every change of the step size,
   or not; printed: seed 001's (15)-(16) as the extracted text shows them,
   without alpha (ga-soi2 only) */
typedef enum { GP_STEPFIX_OFF = 0, GP_STEPFIX_ON, GP_STEPFIX_PRINTED } gp_stepfix;
/* nh-newmark (seed 004): the discrete constraint space, eq. (14)
   k(t0 + ad h, (1-ad) q0 + ad q1, (q1-q0)/h) = 0 or eq. (15)
   (1-ad) k(t0, q0, w) + ad k(t1, q1, w) = 0, w = (q1-q0)/h, ad = alpha_d */
typedef enum { GP_DISC_14 = 0, GP_DISC_15 } gp_disc;
/* nh-newmark: the step by Newton, or by the two linear solves of Prop 3.8
   (beta = 0, gamma = 1/2, alpha_d = 0; f affine in psi and free of z, k
   affine in z) */
typedef enum { GP_NHSOLVE_NEWTON = 0, GP_NHSOLVE_EXPLICIT } gp_nhsolve;
/* nh-newmark-comp (eq. 18, Phi^{ad} o Phi^{1-ad}): "18" applies
   Phi^{1-ad} first, then Phi^{ad}; "reversed" the other way round */
typedef enum { GP_COMP_18 = 0, GP_COMP_REVERSED } gp_comporder;
/* nh-newmark-comp: half: a step of size h is the two factors with h/2;
   full: each step of size h is one factor with h, the factors alternating
   from step to step (the composed method is the pair of steps) */
typedef enum { GP_SUBSTEPS_HALF = 0, GP_SUBSTEPS_FULL } gp_substeps;
/* the time at which a step evaluates the forces and constraints of its new
   point: t_{n+1} (the methods), or t_n -- a bug of the field that galpha
   audit probes for, never a method (ga-i3, ga and the HHT family) */
typedef enum { GP_FORCE_TIME_NEW = 0, GP_FORCE_TIME_OLD } gp_force_time;
/* the Newton regime of a step (gp_options.newton_mode) */
typedef enum { GP_NEWTON_VERIFY = 0, GP_NEWTON_PRODUCTION } gp_newton_mode;

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
  GP_OPT_NEWTON_TOL = 1u << 7,  /* --newton-tol */
  GP_OPT_SCALING = 1u << 8,     /* --scaling on|off */
  GP_OPT_R1 = 1u << 9,          /* --r1 implicit|explicit (hht-odae) */
  GP_OPT_MIDPOINT = 1u << 10,   /* --midpoint (hht-odae) */
  GP_OPT_NEWMARK = 1u << 11,    /* --beta/--gamma alone: alpha_m = alpha_f = 0 */
  GP_OPT_STEP_FIX_PRINTED = 1u << 12,  /* --step-fix printed */
  GP_OPT_NH = 1u << 13,         /* --beta/--gamma/--alpha-d/--disc (nh-newmark family) */
  GP_OPT_NH_SOLVE = 1u << 14,   /* --solve newton|explicit */
  GP_OPT_COMP_ORDER = 1u << 15, /* --comp-order 18|reversed */
  GP_OPT_SUBSTEPS = 1u << 16,   /* --substeps half|full */
  GP_OPT_NEWTON_MODE = 1u << 17, /* --newton verify|production */
  GP_OPT_FORCE_TIME = 1u << 18, /* --force-time new|old (a probe of galpha audit) */
  GP_OPT_LAST = GP_OPT_FORCE_TIME
};
/* The flags of options that are probes of galpha audit (deliberately wrong
   variants, never a method): their fields are shown in headers only off
   the default, so that adding a probe changes no method's header. */
#define GP_OPT_PROBES GP_OPT_FORCE_TIME

typedef struct
{
  gp_coeffs c;
  gp_malpha m_alpha;
  gp_ainit a_init;
  gp_scaling scaling;
  gp_r1 r1;
  int midpoint;                 /* hht-odae: the midpoint variant of seed 002 sec. 3.3 */
  gp_stepfix step_fix;
  gp_disc disc;                 /* nh-newmark family */
  gp_nhsolve nh_solve;
  gp_comporder comp_order;
  gp_substeps substeps;
  /* Newton converges when max_i |dx_i| / (1 + |x_i|) <= newton_tol for the
     last increment dx.  An iteration whose increments stop decreasing is
     accepted only at the rounding floor of the step system: its increment
     below the floor estimate and every residual row at most 64 eps times
     its rounding scale (|J| |x|)_i (gp_newton.c; theory/library.md), so
     that the iterate solves the step's equations to rounding; it is counted
     with its size (gp_stats.floor_accepts, max_floor_inc).  Otherwise the
     step fails.  In the production regime newton_tol is the absolute part
     of the stopping bound (below). */
  double newton_tol;
  int newton_maxit;
  /* The Newton regime of the steps (theory/library.md, "Two Newton
     regimes"): GP_NEWTON_VERIFY (the default; galpha run, conv and
     tolconv default to production) is full Newton -- the
     iteration matrix evaluated and factored at every iteration -- to
     newton_tol with the rounding-floor acceptance above: the verification
     programs' regime.  GP_NEWTON_PRODUCTION is simplified Newton: the
     matrix evaluated and factored once per step at the predictor, again
     when the contraction rate theta of the increments exceeds
     GP_NEWTON_THETA_REFRESH = 1/4; the step converges when its error
     estimate theta/(1-theta) |dx_i| is at most GP_NEWTON_KAPPA = 1e-6 times
     the step's change from its predictor |x_i - x0_i| plus newton_tol
     (1 + |x_i|), for every unknown i.  Growing increments (theta >= 1)
     restart the solve from the predictor as full Newton, so that it ends
     at the verification regime's root, not at a far one. */
  gp_newton_mode newton_mode;
  /* Production regime only: the iteration matrix and its LU factorization
     are kept across steps and used by up to jacobian_reuse steps' solves
     (an integer >= 1; 1: a fresh matrix at every step's predictor), as
     IDA keeps its Jacobian.  A kept factorization is dropped when h
     changed by more than 5% or the coefficients changed; a solve on it
     whose contraction rate exceeds 0.1, or which has not converged after
     4 iterations, is redone from the predictor on a fresh matrix, so that
     the stopping rule above alone decides convergence (theory/library.md,
     "Jacobian reuse").  The verification regime evaluates the matrix at
     every iteration whatever this says. */
  double jacobian_reuse;
  gp_force_time force_time;     /* a probe's option: GP_FORCE_TIME_NEW by default */
  /* the options set through gp_options_set: bit i for row i of
     gp_option_table (gp_options_complete judges them together) */
  unsigned given;
} gp_options;

/* the values jacobian_reuse takes: the integers 1 .. GP_JACOBIAN_REUSE_MAX
   (beyond some tens the factorizations are already a small part) */
#define GP_JACOBIAN_REUSE_MAX 1000
#define GP_JACOBIAN_REUSE_OK(k) ((k) >= 1 && (k) <= GP_JACOBIAN_REUSE_MAX && (double) (int) (k) == (k))

void gp_options_default (gp_options *o);   /* CH(0.2), explicit, a0, 1e-12, verify */
/* gp_options_default, then the method's own defaults (gp_method.defaults):
   the nh-newmark family has no Chung-Hulbert coefficients */
void gp_options_for (const gp_method *m, gp_options *o);

/* The vocabulary of the options (lib/gp_options.c): one row per option,
   from which the command line's parser, usage and help, a variant file's
   keys, the headers' "# method" line and the fuzz dictionary are made.
   Adding an option is one row here, one field of gp_options and the
   GP_OPT_* flag of the methods that read it. */
typedef enum { GP_OPTION_NUMBER = 0, GP_OPTION_WORD, GP_OPTION_FLAG } gp_option_kind;
typedef struct
{
  const char *word;
  int value;                    /* the field's value for this word */
  unsigned needs;               /* a GP_OPT_* flag the method must have (0: none) */
} gp_option_word;
typedef struct
{
  const char *key;              /* galpha's --KEY, a variant file's `KEY = ` */
  gp_option_kind kind;          /* FLAG: the words on/off; --KEY alone on the CLI */
  const char *arg;              /* the value's name in usage: "R", "TOL" */
  unsigned reads;               /* a method with one of these GP_OPT_* flags takes the key */
  unsigned shows;               /* ... reads the field: shown in its header, and
                                   refused at allocation by the others when off
                                   their default */
  const char *field;            /* the field's name in headers ("alpha_m"); NULL: an
                                   input computing other fields (rho-inf, alpha) */
  size_t offset;                /* the field in gp_options */
  const gp_option_word *words;  /* WORD, FLAG: NULL-terminated */
  const char *help;             /* one line */
} gp_option_info;

/* the rows, ended by a row whose key is NULL */
const gp_option_info *gp_option_table (void);
/* the row of key, or NULL */
const gp_option_info *gp_option_find (const char *key);
/* 1 when method m takes the option (some word of it, for WORD options) */
int gp_method_takes (const gp_method *m, const gp_option_info *opt);
/* Sets option key of method m from its text value (a FLAG: on or off).
   Returns GP_OK; GP_EUNSUP when the method does not take the key or the
   word ("KEY does not apply to method M", "KEY WORD does not apply to
   method M"); GP_EINVAL for an unknown key or a bad value ("KEY 'V': want
   ...", "KEY = V must lie in ...", or the coefficient function's reason
   for rho-inf and alpha): a reason about the key starts with it, so that a
   front end can write it its own way (--KEY).  Never prints, never exits.
   Call gp_options_for (m, o) first. */
int gp_options_set (gp_options *o, const gp_method *m, const char *key,
                    const char *value, char *why, size_t len);
/* After the gp_options_set calls: judges the options together (the
   coefficients given one way, the values a method needs given) and
   against the method's REFUSE hypotheses.  GP_OK or GP_EINVAL with why. */
int gp_options_complete (gp_options *o, const gp_method *m, char *why, size_t len);
/* The options m reads, "alpha_m=... newton_tol=1e-12" in table order
   (doubles %.17g, newton_tol shortest), for headers and provenance.
   Returns the length snprintf would have written. */
int gp_options_format (const gp_options *o, const gp_method *m, char *buf, size_t len);
/* GP_EINVAL with why when a field that m does not read is off m's default
   (a setting the method would silently ignore), else GP_OK; run by
   gp_stepper_alloc. */
int gp_options_unread (const gp_options *o, const gp_method *m, char *why, size_t len);
/* Puts every field m does not read back at m's default: one method's
   options carried to another (a composition's inner method, a program
   running a variant's coefficients with a second method). */
void gp_options_keep_read (const gp_method *m, gp_options *o);

/* ---- hypotheses --------------------------------------------------------- */
/* One hypothesis of a method's theory, as a computed predicate on the
   options.  kind REFUSE: without it the step is not defined (the stepper and
   the CLI refuse the parameters); kind THEOREM: a convergence theorem needs it
   (a run outside it is allowed, and the claims that need it are reported as
   "hypothesis violated"). */
typedef enum { GP_HYP_REFUSE = 0, GP_HYP_THEOREM } gp_hyp_kind;
typedef struct
{
  gp_hyp_kind kind;
  const char *theorems;   /* the results that assume it, e.g. "S000-3.1 S000-6.1" */
  const char *condition;  /* e.g. "gamma != 0" */
  /* 1 when it holds; writes the value(s) it judged, e.g. "gamma = 0" */
  int (*holds) (const gp_options *o, char *value, size_t len);
} gp_hypothesis;

/* The first violated hypothesis of method m of the given kind that theorem
   `theorem` assumes (NULL: any theorem).  Returns 1 and fills why with
   "VALUE violates CONDITION (THEOREMS)" when one is violated, else 0. */
int gp_hypothesis_violated (const gp_method *m, const gp_options *o,
                            gp_hyp_kind kind, const char *theorem, char *why,
                            size_t len);

/* ---- methods and steppers --------------------------------------------- */
typedef struct gp_stepper gp_stepper;

/* What a method needs per stepper (gp_method.h). */
typedef struct gp_shape gp_shape;

/* The global order at a fixed time T that a convergence theorem of the
   papers states for each block of a method's output (0: no statement), its
   hypotheses holding: the THEOREM rows of the method's hypothesis table that
   name `theorem`.  theorem NULL: the method states no order.  The
   problem-generic claims (verify/generic.c, theory/generic.md) measure these
   on any problem. */
typedef struct
{
  const char *theorem;
  int order[GP_NBLOCKS];
  /* the theorem whose hypotheses variable steps add (the step-change
     corrections), NULL: none */
  const char *steps_theorem;
} gp_stated_orders;

/* A method: what a user reads of it (its name, the options it reads, its
   blocks, hypotheses, stated orders and the meaning of its a), and the
   hooks its author writes, whose contract is in gp_method.h. */
struct gp_method
{
  const char *name;
  const char *description;
  unsigned options;             /* GP_OPT_* the method reads */
  unsigned blocks;              /* extra state blocks: 1u << GP_QDD, 1u << GP_AUX */
  const char *aux_name;         /* name of the aux block */
  size_t (*aux_len) (const gp_problem *P);
  const gp_hypothesis *hypotheses;   /* terminated by an entry with holds == NULL */
  /* the method's defaults over gp_options_default (NULL: none) */
  void (*defaults) (gp_options *o);
  /* problem class supported; fills why */
  int (*supports) (const gp_problem *P, char *why, size_t len);
  /* the shift s for which x->a approximates a(t + s h) */
  double (*a_shift) (const gp_options *o);
  /* what x->a approximates, from the exact (or reference) y, z at time t,
     for s's problem and with s's workspace; NULL: the acceleration y''(t).
     (The HHT methods of seed 002 carry a = f(t, y, z) = M^-1 f_app, without
     the reaction.) */
  int (*a_of) (gp_stepper *s, double t, const double *y, const double *z,
               double *a);
  /* the author's hooks (gp_method.h) */
  gp_shape (*shape) (const gp_problem *P, const gp_options *o);
  int (*alloc) (gp_stepper *s);
  void (*reset) (gp_stepper *s);
  void (*free) (gp_stepper *s);
  int (*start) (gp_stepper *s, double h, gp_state *x);
  int (*step) (gp_stepper *s, const gp_coeffs *c, double h, gp_state *x);
  int (*iteration_matrix) (gp_stepper *s, const gp_coeffs *c, double h,
                           const gp_state *x, double *J);
  int (*has_estimate) (const gp_options *o);
  int (*estimate) (gp_stepper *s, const gp_state *x, double *le);
  size_t (*pattern) (const gp_problem *P, const gp_options *o, size_t *row, size_t *col);
  /* 1: the step's Newton matrix is [[A, -c f_lambda], [g_y, 0]] in the
     unknowns (y1, lambda1), A = c' M + O(h), so the estimate's projection
     solves with the step's own factors instead of factoring M and
     g_y M^-1 f_lambda anew (gp_adapt.c, theory/ada-estimate.md) */
  int estimate_kkt;
  /* for the adaptive driver's per-block tests: the index k of each block's
     variable in the formulation the method integrates, the order condition
     holding -- its local error from exact starts is O(h^(4-k)) (y: k = 1,
     O(h^3)); 0: the block cannot enter the test.  ADA-MIX C1 measures the
     orders against this table (theory/ada-mixed.md). */
  int var_index[GP_NBLOCKS];
  gp_stated_orders stated;
};

extern const gp_method gp_method_ga_nh;
extern const gp_method gp_method_ga_soi2;
extern const gp_method gp_method_rk4;
extern const gp_method gp_method_ga_i3;
extern const gp_method gp_method_ga;
extern const gp_method gp_method_newmark;
extern const gp_method gp_method_hht;
extern const gp_method gp_method_hht_odae;
extern const gp_method gp_method_hht_i2;
extern const gp_method gp_method_nh_newmark;
extern const gp_method gp_method_nh_newmark_comp;
extern const gp_method gp_method_nh_newmark_tj;
const gp_method *gp_method_by_name (const char *name);
/* NULL-terminated list of all methods. */
const gp_method *const *gp_methods (void);

typedef struct
{
  long steps;            /* successful steps */
  long failed_steps;
  long newton_solves;    /* Newton solves that ended (converged or not) */
  long newton_iters;     /* Newton iterations (= linear solves) */
  long factorizations;   /* LU factorizations */
  long residual_evals;   /* residual evaluations */
  long jacobian_evals;   /* iteration-matrix evaluations */
  long floor_accepts;    /* solves accepted at the rounding floor, not by tol */
  long unconverged;      /* solves accepted whose last increment exceeded both
                            tol and the rounding-floor estimate: 0 unless the
                            Newton rule is broken (a floor acceptance also
                            needs its residual at rounding level) */
  double max_contraction;   /* largest ratio of successive increments before
                               convergence (about 0 for quadratic Newton) */
  double max_final_ratio;   /* largest last increment / max(tol, floor) of an
                               accepted solve (<= 1 when none lies) */
  long undone;           /* successful steps taken back by gp_stepper_undo
                            (not counted in steps) */
  double max_floor_inc;     /* largest scaled increment max_i |dx_i| / (1 + |x_i|)
                               accepted at the rounding floor (0: none) */
  long reused_solves;    /* production regime: solves started on a factorization
                            kept from an earlier step (gp_options.jacobian_reuse),
                            without a matrix evaluation or factorization */
  long reuse_redos;      /* of those, the solves redone from their start on a
                            fresh matrix (slow contraction or no convergence in
                            GP_NEWTON_REUSE_MAXIT iterations on the kept one) */
} gp_stats;

/* The Newton statistics of every solve of this process (steppers,
   consistent starts, references); the verification programs assert from
   them that no solve was accepted unconverged. */
const gp_stats *gp_newton_totals (void);

/* A reference solution at T from the consistent start: GSL rk8pd on the
   state-space ODE with absolute and relative tolerance tol (gp_reference.c).
   x (any layout) gets y, z, a, lambda, psi at T; *nsteps the accepted steps
   (nsteps may be NULL).
   T = t0 is GP_EINVAL (GSL's driver refuses a zero first step). */
int gp_reference_solve (const gp_problem *P, double T, double tol, gp_state *x,
                        long *nsteps);
/* The same at the increasing times T[0..nt-1] (after t0) in one
   integration: x[i] (states of one layout) gets the state at T[i]; *nsteps
   the accepted steps to T[nt-1].  With nt = 1 it is gp_reference_solve. */
int gp_reference_solve_times (const gp_problem *P, const double *T, size_t nt, double tol,
                              gp_state *const *x, long *nsteps);
/* The tolerances gp_reference_solve takes (GP_EINVAL outside): below about
   five units of rounding the error control asks rk8pd for less than the
   rounding of the state itself, and its steps shrink without bound (on
   andrews, 1e-15 takes 706 steps, 1e-17 31933, 1e-20 more than minutes) */
#define GP_REFERENCE_TOL_MIN 1e-15
#define GP_REFERENCE_TOL_MAX 1e-3

/* ---- steppers ------------------------------------------------------------ */
/* Allocates everything the stepper will need.  Returns NULL and fills why
   when the options violate a REFUSE hypothesis of the method or the problem
   class is not supported. */
gp_stepper *gp_stepper_alloc (const gp_method *m, const gp_problem *P,
                              const gp_options *o, char *why, size_t len);
/* A state in this stepper's layout. */
gp_state *gp_stepper_state_alloc (const gp_stepper *s);
/* Sets the method's starting value of `a` for a first step of size h from
   the consistent state x (x->a = a0 on entry); forgets history. */
int gp_stepper_start (gp_stepper *s, double h, gp_state *x);
/* One step of signed size h (h != 0, finite) with the stepper's coefficients.
   Transactional: on failure x and the history are unchanged. */
int gp_stepper_step (gp_stepper *s, double h, gp_state *x);
/* The same with other coefficients: the building block of adjoints and
   compositions. */
int gp_stepper_step_with (gp_stepper *s, const gp_coeffs *c, double h,
                          gp_state *x);
/* Forgets history and method state; keeps statistics. */
void gp_stepper_reset (gp_stepper *s);
/* Takes back the last step, which must have succeeded and be the stepper's
   last call (the adaptive driver's rejection): the stepper's history is
   again the one before that step, exactly; the caller restores its state x
   from its own copy.  GP_EINVAL when there is no such step. */
int gp_stepper_undo (gp_stepper *s);
/* The method's local error estimate of the last successful step, for the
   new state x that step wrote (n doubles, the y block; theory/ada-estimate.md):
     le = Pi C h^2 (A1 - A0),
   A0, A1 the method's acceleration-like values that form y1 (after the
   step-change correction), C its constant (beta - 1/6 + alpha/2), Pi the
   projector onto ker g_y along M^-1 g_y^T at (t1, y1) for problems with
   holonomic constraints (identity otherwise).  GP_EUNSUP for a method
   without an estimate (its message says which), GP_EINVAL when no step was
   taken since the start. */
int gp_stepper_estimate (gp_stepper *s, const gp_state *x, double *le);
/* Whether method m provides the estimate with options o. */
int gp_method_has_estimate (const gp_method *m, const gp_options *o);
/* The Newton iteration matrix of the step from x with size h, evaluated at
   the method's predictor.  J is unknowns^2. */
int gp_stepper_iteration_matrix (gp_stepper *s, double h, const gp_state *x,
                                 double *J);
size_t gp_stepper_unknowns (const gp_stepper *s);
const gp_stats *gp_stepper_stats (const gp_stepper *s);
/* 1 when the stepper's Newton factors its matrix by the band LU of the
   sparse path (a problem with sparse blocks, a method with a pattern hook,
   the band cheaper than the dense LU by the rule of theory/library.md, "The
   sparse Newton path"); 0 for the dense LU. */
int gp_stepper_newton_band (const gp_stepper *s);
const char *gp_stepper_message (const gp_stepper *s);  /* last failure, or "" */
const gp_options *gp_stepper_options (const gp_stepper *s);
const gp_method *gp_stepper_method (const gp_stepper *s);
const gp_problem *gp_stepper_problem (const gp_stepper *s);
void gp_stepper_free (gp_stepper *s);

/* ---- the driver: step sequences and integration ------------------------ */
typedef enum
{
  GP_STEPS_UNIFORM = 0,   /* H, H, ... */
  GP_STEPS_ALT,           /* H/3, 2H/3, H/3, ... (each pair covers H) */
  GP_STEPS_LIST           /* the given steps, in order */
} gp_steps_kind;

typedef struct
{
  gp_steps_kind kind;
  double H;
  const double *list;     /* GP_STEPS_LIST */
  size_t nlist;
} gp_steps;

/* The number of steps from t0 to T, or -1 with why filled: H <= 0, not
   finite, an H that does not divide T - t0 within 1e-12 relative (pairs of
   steps for ALT), more than 1e9 steps, a list whose entries are not positive
   or do not add up to T - t0. */
long gp_steps_count (const gp_steps *S, double t0, double T, char *why,
                     size_t len);
/* The grid time after i steps (exact landing: the last one is T). */
double gp_steps_time (const gp_steps *S, double t0, double T, long i);

/* Called after the start (i = 0) and after every step i = 1..N; a nonzero
   return stops the integration with GP_EFUNC. */
typedef int gp_observer (const gp_state *x, long i, long N, void *ctx);

typedef struct
{
  long steps;           /* steps taken */
  double last_h;        /* size of the last step taken (0: none) */
  long fail_step;       /* 0, or the step that failed (1-based) */
  double fail_t, fail_h;
} gp_run;

/* Integrates from t0 to T on the sequence S: x from the consistent start at
   the problem's t0 (gp_state_consistent) unless `given_start` (then x holds
   the start, at its own time x->t),
   the method's start for the first step, then every step landing on the grid.
   Refuses a sequence gp_steps_count refuses (GP_EINVAL).  On failure run
   names the step, its time and size, and the stepper's message says why. */
int gp_integrate (gp_stepper *s, const gp_steps *S, double T, gp_state *x,
                  int given_start, gp_observer *obs, void *ctx, gp_run *run);

/* ---- adaptive steps (gp_adapt.c) -------------------------------------------
   GSL odeiv2's split: a control object (tolerances and controller
   parameters) and a driver that calls the stepper, gets its error
   estimate, accepts or rejects and picks the next h.  The error test, the
   controller and the per-block tests are described in theory/library.md,
   "The adaptive driver" (and theory/ada-estimate.md, ada-tolerance.md,
   ada-mixed.md). */
enum { GP_ALG_HOLD = 0, GP_ALG_STEER, GP_ALG_REJECT };
/* the step-size controller after an accepted step: a digital filter of the
   error history with a smooth limiter (Soderlind's H211b, the default), or
   the elementary controller with a dead band (hold h, then jump by >=
   grow_min), kept for the comparisons that need h to change by finite
   ratios at isolated steps (theory/ada-tolerance.md) */
enum { GP_CTRL_FILTER = 0, GP_CTRL_DEADBAND };
enum { GP_PER_UNIT_STEP = 0, GP_PER_STEP, GP_PER_STEP_SCALED };
typedef struct
{
  int on;                       /* the block enters the test */
  double rtol, atol;
} gp_block_tol;
typedef struct
{
  double rtol, atol;            /* of the y block */
  double safety;                /* 0.9 */
  double ratio_min, ratio_max;  /* 0.2, 2 */
  double grow_min;              /* 1.5 (GP_CTRL_DEADBAND only) */
  int controller;               /* GP_CTRL_FILTER (default) or GP_CTRL_DEADBAND */
  double filter[3];             /* the filter's k beta1, k beta2, alpha2 on the elementary
                                   ratios u = safety err^(-1/k): rho_n = u_n^(k beta1)
                                   u_(n-1)^(k beta2) rho_(n-1)^(-alpha2); H211b with b = 4:
                                   1/4, 1/4, 1/4 */
  double kappa;                 /* the limiter 1 + kappa atan((rho - 1) / kappa): 1 */
  double newton_shrink;         /* 0.25 */
  double h_min;                 /* a step below this fails the run: 1e-12 (T - t0) when 0 */
  long max_steps;               /* attempted steps, 1e7 */
  int per_step;                 /* what the test holds at the tolerance, with the
                                   exponent 1/k of the elementary ratio:
                                   GP_PER_STEP_SCALED (default): the error per step against
                                   tol h_ref, h_ref = (T - t0) rtol_min^(1/2) / 10 (rtol_min
                                   the least rtol of the tested blocks), k = 3: h follows
                                   tol^(1/2) and the global error tol;
                                   GP_PER_UNIT_STEP: le/h, k = 2 (proportional too, h
                                   follows the estimate's coefficient C as C^(-1/2), not
                                   C^(-1/3): for comparison);
                                   GP_PER_STEP: le itself, k = 3 (h follows tol^(1/3), the
                                   global error tol^(2/3): no tolerance proportionality;
                                   for comparison) */
  gp_block_tol block[GP_NBLOCKS];   /* z, a, lambda, psi: off by default (y: rtol, atol above) */
  int index_scaling;            /* 1 (default): h^(k-1); 0: the index ignored (a wrong variant) */
  int algebraic;                /* what blocks of index >= 2 may do: GP_ALG_HOLD (0, the
                                   default) stop h from growing; for comparison (ADA-MIX C7)
                                   GP_ALG_STEER also shrink the next step, GP_ALG_REJECT
                                   accept or reject like y */
} gp_control;

/* A control with the defaults above and the tolerances; NULL with why filled
   for rtol or atol not finite, rtol <= 0 or atol < 0. */
gp_control *gp_control_alloc (double rtol, double atol, char *why, size_t len);
/* Block b (GP_Z, GP_A, GP_LAM, GP_PSI; GP_Y sets rtol, atol) enters the test
   with its tolerances; GP_EINVAL with why filled for another block or
   tolerances gp_control_alloc refuses.  Whether the problem has the block
   and the method an index for it is checked when the run starts. */
int gp_control_block (gp_control *c, gp_block b, double rtol, double atol, char *why,
                      size_t len);
void gp_control_free (gp_control *c);

typedef struct
{
  long accepted;        /* accepted steps */
  long rejected;        /* steps taken back by the error test */
  long newton_failures; /* steps whose Newton failed (retried smaller) */
  long callback_retries; /* steps a callback failed recoverably (GP_ERECOV: retried smaller) */
  double h_first, h_min, h_max, last_h;   /* accepted step sizes */
  double max_err;       /* largest err of an accepted step */
  long binding[GP_NBLOCKS];   /* accepted steps whose err came from block b */
  long fail_step;       /* 0, or the attempt that failed the run */
  double fail_t, fail_h;
} gp_adaptive_run;

/* Integrates from t0 to T with adaptive steps: x from the consistent start
   unless given_start, the method's start for the first step (again after a
   rejected first step, with the new h), then steps until T.  h_init = 0:
   the first step is (T - t0) min(sqrt(rtol) / 10, 1/10) when only y is
   tested, (T - t0) min(rtol_min, 1/10) when another block is (rtol_min the
   least rtol of the tested blocks, y's included), and at most T - t0
   (t0 = x->t with given_start); a negative or non-finite h_init is refused
   (GP_EINVAL).  obs is called after the start (i = 0) and
   after every accepted step (i = 1, 2, ...; N = 0: not known in advance).
   GP_EUNSUP when the method provides no estimate; a run that fails
   (h below h_min, max_steps, a failure other than Newton's) names the
   attempt, time and size in run and the reason in the stepper's message. */
int gp_integrate_adaptive (gp_stepper *s, const gp_control *c, double h_init, double T,
                           gp_state *x, int given_start, gp_observer *obs, void *ctx,
                           gp_adaptive_run *run);

/* ---- convergence study ------------------------------------------------- */
#define GP_STUDY_MAX_LEVELS 24
typedef struct
{
  int L;
  double h[GP_STUDY_MAX_LEVELS];          /* H0 / 2^k */
  long steps[GP_STUDY_MAX_LEVELS];
  double newton_per_step[GP_STUDY_MAX_LEVELS];
  double err[GP_NBLOCKS][GP_STUDY_MAX_LEVELS];
  int present[GP_NBLOCKS];     /* the block is measured (exists; a against a
                                  reference only when the method's a is a(t)) */
  int lo[GP_NBLOCKS];          /* asymptotic range: levels lo .. L-1 */
  double order[GP_NBLOCKS];    /* least-squares slope over that range */
  gp_stats stats;              /* summed over the levels */
  gp_run run;                  /* the last level's run: the failed one when the study failed */
  int fail_level;
} gp_study;

/* L levels h = H0/2^k of the sequence kind (uniform or alt) from t0 to T with
   stepper s (reset before each level), errors at T against the exact solution
   or, when ref is not NULL, against the reference state ref (y, z, a, lambda,
   psi at T; a compared only when the method's a_shift is 0, qdd against the
   reference's a).  Orders by
   gp_order_fit.  Returns GP_OK, or the failing run's code with out->run and
   out->fail_level. */
int gp_study_run (gp_stepper *s, gp_steps_kind kind, double H0, int L, double T,
                  const gp_state *ref, gp_observer *obs, void *ctx,
                  gp_study *out);

/* The tolerance study (galpha tolconv): L adaptive runs from t0 to T with
   the control c0's tolerances (y's and every tested block's) times
   10^(-k/2), k = 0..L-1 (rtol_k, atol_k below are y's), the stepper
   reset before each; errors at T as gp_study_run measures them (against the
   exact solution, or the reference ref; a against a(T + alpha h_last));
   slopes: least squares of log err against log rtol over all levels
   (NAN for fewer than 3 levels).  Returns GP_OK, or the failing run's code
   with out->run and out->fail_level. */
typedef struct
{
  int L;
  double rtol[GP_STUDY_MAX_LEVELS], atol[GP_STUDY_MAX_LEVELS];
  long steps[GP_STUDY_MAX_LEVELS], rejected[GP_STUDY_MAX_LEVELS];
  long newton_failures[GP_STUDY_MAX_LEVELS];
  double newton_per_step[GP_STUDY_MAX_LEVELS];
  double err[GP_NBLOCKS][GP_STUDY_MAX_LEVELS];
  int present[GP_NBLOCKS];
  double slope[GP_NBLOCKS];
  gp_adaptive_run run;
  int fail_level;
} gp_tol_study;

int gp_tol_study_run (gp_stepper *s, const gp_control *c0, double h_init, int L,
                      double T, const gp_state *ref, gp_tol_study *out);

#endif
