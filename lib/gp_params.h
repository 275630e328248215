/* gp_params.h -- the parameter conventions of the generalized-alpha family
   and the conversions between them (`galpha params`).
 *
 * Every convention maps to and from the project's canonical set, gp_coeffs
 * (alpha_m, alpha_f, beta, gamma) with the weights on the OLD value:
 *
 *     (1 - alpha_m) M a_{n+1} + alpha_m M a_n  =  (1 - alpha_f) f_{n+1} + alpha_f f_n,
 *     y_{n+1} = y_n + h z_n + h^2 ((1/2 - beta) a_n + beta a_{n+1}),
 *     z_{n+1} = z_n + h ((1 - gamma) a_n + gamma a_{n+1}).
 *
 * A convention that describes a one-parameter family (rho_inf, the HHT
 * conventions, the first-order JWH family) represents only the sets of its
 * family; asked for another set it says so (GP_EUNSUP) and why.  The
 * sources of every convention, the ranges and the verdicts are in
 * theory/s003-params-conventions.md.  Never prints; never allocates.
 */
#ifndef GP_PARAMS_H
#define GP_PARAMS_H

#include <stddef.h>
#include "galpha.h"

#define GP_PARAMS_MAX 4
/* Two values that differ by at most GP_PARAMS_TOL * max(1, |values|) are
   taken as equal (family membership, range ends, the order condition): the
   conventions' formulas commit a few roundings of O(1) numbers each, far
   below this; a value typed by hand to fewer digits is not "equal". */
#define GP_PARAMS_TOL 1e-14

typedef struct
{
  const char *name;                    /* e.g. "hht-opensees" */
  const char *summary;                 /* its weighting and where it comes from */
  int n;                               /* number of values */
  const char *param[GP_PARAMS_MAX];    /* value names, e.g. "alpha_m" (CLI --alpha-m) */
  const char *range;                   /* the valid range, as messages state it */
  /* Values -> canonical set: GP_EINVAL when a value lies outside the range
     (why: "NAME = V is outside RANGE (CONVENTION ...)"). */
  int (*to_coeffs) (const double *v, gp_coeffs *c, char *why, size_t len);
  /* Canonical set -> values: GP_EUNSUP when the convention cannot represent
     the set (why names the value that does not fit). */
  int (*from_coeffs) (const gp_coeffs *c, double *v, char *why, size_t len);
} gp_convention;

/* rho-inf, ga-old, ga-new, hht, hht-chrono, hht-opensees, newmark, jwh;
   NULL-terminated. */
const gp_convention *const *gp_conventions (void);
const gp_convention *gp_convention_by_name (const char *name);

/* gamma - (1/2 - alpha_m + alpha_f): zero for second order (seed 000, CH 1993) */
double gp_params_order_defect (const gp_coeffs *c);
/* 1 when the order condition holds to GP_PARAMS_TOL, else 0; why gets the
   numbers either way. */
int gp_params_order_condition (const gp_coeffs *c, char *why, size_t len);

/* Unconditional stability on the undamped oscillator: spectral radius of
   the amplification matrix <= 1 for every Omega = w h > 0.  Returns 1 or 0;
   why names the first violated condition of the Routh-Hurwitz criterion
   (theory document), or says that all hold.  *ch (may be NULL) gets 1 when
   the condition of Chung-Hulbert 1993 holds: the order condition and
   alpha_m <= alpha_f <= 1/2, beta >= 1/4 + (alpha_f - alpha_m)/2 (for sets
   that satisfy the order condition it is equivalent to the verdict). */
int gp_params_unconditionally_stable (const gp_coeffs *c, int *ch, char *why,
                                      size_t len);

/* The spectral radius at h -> infinity (largest |eigenvalue| of the limit of
   the amplification matrix) in closed form: the root -alpha_f/(1 - alpha_f)
   and the principal pair, roots of
       beta L^2 + (gamma + 1/2 - 2 beta) L + (1/2 + beta - gamma) = 0.
   roots[6] (may be NULL) gets the three (re, im), the third root first.
   GP_EINVAL when beta = 0 or alpha_f = 1 (no limit). */
int gp_params_rho_inf (const gp_coeffs *c, double *rho, double roots[6]);

#endif
