/* gp_testing.h -- switches that make the library deliberately wrong or
   deliberately unprotected, for the verification programs and unit tests
   that must show their checks can fail.  Not part of the public interface
   (galpha.h); the CLI never includes it. */
#ifndef GP_TESTING_H
#define GP_TESTING_H
#include "galpha.h"

typedef struct
{
  int malpha_t0;          /* ga-nh: M_alpha = M(t0, y0), not M(t_alpha, y0 + alpha h z0) */
  int unscaled_rows;      /* ga-nh: constraint rows not scaled by 1/h (seed 000 Thm 3.1 shows why) */
  double jacobian_factor; /* Newton iteration matrix multiplied by this (0 or 1: correct) */
  int newton_legacy;      /* the old stopping rule: accept a stalled increment below sqrt(tol) */
  int soi2_alt_assignment; /* ga-soi2: y1 and z~1 from the propagated a, z1 from a~
                              (the assignment catalogue sec. 2.4 rejects) */
  int nh_alpha_d_flip;    /* nh-newmark: the discrete constraint with 1 - alpha_d */
  int nh_comp_same;       /* nh-newmark-comp: both factors Phi^{alpha_d} (no adjoint) */
  int nh_explicit_h;      /* nh-newmark explicit: the start constraint at v0 + h a0, not v0 + h/2 a0 */
  int nh_tj_c1;           /* nh-newmark-tj: c1 = 1/(2 - 2^(1/2)), the order-3 coefficient's wrong root */
  int undo_keeps_history; /* gp_stepper_undo restores nothing of the stepper: the
                             rejected step's history stays committed */
  double est_factor;      /* the local error estimate multiplied by this (0 or 1: correct) */
  int est_no_projection;  /* the estimate not projected for holonomic constraints */
  int est_fresh_projection; /* the projection factors M and g_y M^-1 f_lambda anew even
                               where the method's Newton factors serve (estimate_kkt) */
  int est_no_reaction;    /* hht-odae: the estimate without its reaction term (b/2 - 1/6) h^2 D */
  int indicator_order_drop; /* the adaptive driver's block indicators extrapolate one
                               accepted value fewer (q - 1, at least 1): one order low */
  int undo_keeps_floor;   /* gp_stepper_undo leaves the production regime's floor hint
                             of the undone step in place */
  int floor_unchecked;    /* Newton accepts a stall below the floor estimate without
                             checking its residual (the rule before issue 26) */
  int no_restart;         /* production Newton goes on when its increments grow */
  int undo_keeps_matrix;  /* gp_stepper_undo leaves the factorization the undone step
                             kept in place (jacobian_reuse) */
} gp_test_switches;

/* The sparse Newton path's choice for the steppers allocated from now on,
   for the whole process: the rule (gp_band.c, the default), always dense,
   always the band LU where a pattern exists, or the band in the pattern's
   own order (no RCM: a wrong variant whose band spans the whole matrix). */
enum { GP_PATH_RULE = 0, GP_PATH_DENSE, GP_PATH_BAND, GP_PATH_BAND_UNORDERED };
void gp_sparse_set_test_path (int path);

void gp_stepper_set_test_switches (gp_stepper *s, const gp_test_switches *t);
/* The switches a method reads (all off unless set). */
const gp_test_switches *gp_stepper_test_switches (const gp_stepper *s);

/* The iteration-matrix audit: with it on, every successful Newton solve of
   the stepper (gp_stepper_newton, the one Newton of every implicit method)
   compares, at its solution x, the matrix Newton uses (the method's, times
   the jacobian_factor switch) with central differences of the method's own
   residual F, column j with the step 1e-4 max(1, |x_j|), row-scaled: worst
   is the largest |J_ij - D_ij| / max_k |J_ik| over the solves, at (row,
   col).  A wrong matrix that Newton still converges
   with (wrong but convergent) shows here and nowhere else.  Costs 2N residual
   evaluations per solve (the workspace grows for a larger system, such as
   ga-soi2's Lunk-Simeon start); at_solve is the count (1-based) of the solve with
   the worst entry.  gp_stepper_audit_jacobian (s, NULL) turns it off;
   returns GP_ENOMEM when its workspace cannot be allocated. */
typedef struct
{
  long solves;
  double worst;
  int row, col;
  long at_solve;
} gp_jacobian_audit;
int gp_stepper_audit_jacobian (gp_stepper *s, gp_jacobian_audit *a);

/* The adaptive driver's indicator of block b (theory/ada-mixed.md), as the
   driver forms it, for a test to compare with its own: d = x1's block minus
   the polynomial through the newest q = 4 - k of H[0] (newest), H[1], H[2]
   at their times (a at t + a_shift hp[j], hp[j] the step that produced
   H[j]), evaluated at x1->t (+ a_shift h); unscaled, into d.  GP_EINVAL for
   a block the method gives no index for or the state lacks. */
int gp_adapt_indicator (gp_stepper *s, gp_block b, const gp_state *const H[3],
                        const double hp[3], const gp_state *x1, double h, double *d);

/* Wrong variants of the root and spectral analysis (gp_analysis.c), for
   the whole process until reset with NULL. */
typedef struct
{
  int naive_quadratic;      /* roots (-b +- sqrt(d))/(2a): cancellation in one */
  int no_snap;              /* sigma's discriminant not taken as zero within its rounding */
  int linear_root_sign;     /* sigma's linear root +af/(1-af) */
  int rho_root_sign;        /* rho's second root +am/(1-am) */
  int naive_one_minus_rho;  /* 1 - rho formed by subtraction */
} gp_analysis_switches;

void gp_analysis_set_test_switches (const gp_analysis_switches *t);

/* gp_params.c: one deliberately wrong conversion or verdict for the whole
   process (0: none); verify/s003_params_conventions.c names what each breaks */
enum
{
  GP_PARAMS_MUT_NONE = 0,
  GP_PARAMS_MUT_GA_NEW_SWAP,      /* ga-new values written with alpha_m, alpha_f swapped */
  GP_PARAMS_MUT_OPENSEES_SIGN,    /* OpenSees alpha = 1 - alpha_HHT */
  GP_PARAMS_MUT_HHT_BETA,         /* HHT beta = (1 - alpha^2)/4 */
  GP_PARAMS_MUT_CH_FIRST_ORDER,   /* rho_inf -> the first-order JWH alpha_m */
  GP_PARAMS_MUT_STABLE_CH_ONLY,   /* stability verdict by the sufficient condition only */
  GP_PARAMS_MUT_ORDER_SIGN,       /* order condition in the new-value form */
  GP_PARAMS_MUT_RANGE_CLAMP       /* hht-chrono clamps instead of refusing */
};
void gp_params_set_test_variant (int variant);
#endif
