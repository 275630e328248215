/* gp_params.c -- the parameter conventions of the generalized-alpha family
   (gp_params.h); sources and derivations in theory/s003-params-conventions.md. */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "gp_params.h"
#include "gp_testing.h"

#define TOL GP_PARAMS_TOL

/* the deliberately wrong variant of verify/s003_params_conventions.c (0: none) */
static int variant;

void
gp_params_set_test_variant (int v)
{
  variant = v;
}

static double
scale3 (double a, double b, double c)
{
  return fmax (1.0, fmax (fabs (a), fmax (fabs (b), fabs (c))));
}

/* a = b to the rounding of the conventions' formulas */
static int
near (double a, double b)
{
  return fabs (a - b) <= TOL * scale3 (a, b, 0.0);
}

/* v in [lo, hi] up to TOL; snaps a value that rounding put just outside
   onto the end, so that the convention's own check accepts it again */
static int
in_range (double *v, double lo, double hi)
{
  if (!(*v >= lo - TOL * scale3 (lo, 0, 0) && *v <= hi + TOL * scale3 (hi, 0, 0)))
    return 0;
  *v = fmin (hi, fmax (lo, *v));
  return 1;
}

static int
all_finite (const double *v, int n, const gp_convention *k, char *why, size_t len)
{
  for (int i = 0; i < n; i++)
    if (!isfinite (v[i]))
      {
        snprintf (why, len, "%s = %s is not a finite number (%s)", k->param[i], GP_NUM (v[i]),
                  k->name);
        return 0;
      }
  return 1;
}

/* ---- the Chung-Hulbert family ------------------------------------------- */
static void
ch_set (double rho, gp_coeffs *c)
{
  char why[8];
  gp_coeffs_chung_hulbert (rho, c, why, sizeof why);
  if (variant == GP_PARAMS_MUT_CH_FIRST_ORDER)
    {
      /* the first-order JWH alpha_m (new-value weight) used for the second-order set */
      c->alpha_m = 1.0 - 0.5 * (3.0 - rho) / (1.0 + rho);
      c->gamma = 0.5 - c->alpha_m + c->alpha_f;
      c->beta = 0.25 * (1.0 - c->alpha_m + c->alpha_f) * (1.0 - c->alpha_m + c->alpha_f);
    }
}

/* rho of a set on the Chung-Hulbert curve, from alpha_f = rho/(rho + 1) */
static int
ch_rho (const gp_coeffs *c, double *rho, const char *conv, char *why, size_t len)
{
  double af = c->alpha_f;
  if (!in_range (&af, 0.0, 0.5))
    {
      snprintf (why, len, "alpha_f = %.16g is outside [0, 1/2], where alpha_f = rho/(rho + 1) "
                "puts the Chung-Hulbert sets of rho_inf in [0, 1] (%s)", c->alpha_f, conv);
      return GP_EUNSUP;
    }
  double r = af / (1.0 - af);
  in_range (&r, 0.0, 1.0);
  gp_coeffs k;
  ch_set (r, &k);
  const char *name = NULL;
  double have = 0, want = 0;
  if (!near (c->alpha_m, k.alpha_m))
    name = "alpha_m", have = c->alpha_m, want = k.alpha_m;
  else if (!near (c->gamma, k.gamma))
    name = "gamma", have = c->gamma, want = k.gamma;
  else if (!near (c->beta, k.beta))
    name = "beta", have = c->beta, want = k.beta;
  if (name)
    {
      snprintf (why, len, "%s = %.16g differs from the Chung-Hulbert value %.16g for rho_inf = "
                "alpha_f/(1 - alpha_f) = %.16g: not a Chung-Hulbert set (%s)", name, have, want,
                r, conv);
      return GP_EUNSUP;
    }
  *rho = r;
  return GP_OK;
}

static const gp_convention conv_rho_inf, conv_ga_old, conv_ga_new, conv_hht, conv_hht_chrono,
  conv_hht_opensees, conv_newmark, conv_jwh;

static int
rho_to (const double *v, gp_coeffs *c, char *why, size_t len)
{
  if (!all_finite (v, 1, &conv_rho_inf, why, len))
    return GP_EINVAL;
  if (!(v[0] >= 0.0 && v[0] <= 1.0))
    {
      snprintf (why, len, "rho_inf = %.16g is outside %s (Chung-Hulbert spectral radius "
                "at h -> infinity)", v[0], conv_rho_inf.range);
      return GP_EINVAL;
    }
  ch_set (v[0], c);
  return GP_OK;
}

static int
rho_from (const gp_coeffs *c, double *v, char *why, size_t len)
{
  return ch_rho (c, &v[0], "rho-inf", why, len);
}

/* ---- the free four: weights on the old or on the new value --------------- */
/* the range shared by ga-old, ga-new and newmark, in the canonical set */
static int
free_range (const gp_coeffs *c, const gp_convention *k, const double *v, char *why,
            size_t len)
{
  if (!all_finite (v, k->n, k, why, len))
    return GP_EINVAL;
  const char *what = NULL;
  int i = 0;
  if (!(c->beta > 0))
    what = "beta > 0: the step is implicit and has a limit at h -> infinity", i = k->n - 2;
  else if (!(c->gamma > 0))
    what = "gamma > 0", i = k->n - 1;
  else if (!(c->alpha_m < 1))
    what = "the new acceleration carries a positive weight", i = 0;
  else if (!(c->alpha_f < 1))
    what = "the new force carries a positive weight", i = 1;
  if (what)
    {
      snprintf (why, len, "%s = %.16g is outside the range of %s, %s (%s)", k->param[i], v[i],
                k->name, k->range, what);
      return GP_EINVAL;
    }
  return GP_OK;
}

static int
old_to (const double *v, gp_coeffs *c, char *why, size_t len)
{
  *c = (gp_coeffs) { .alpha_m = v[0], .alpha_f = v[1], .beta = v[2], .gamma = v[3] };
  return free_range (c, &conv_ga_old, v, why, len);
}

static int
old_from (const gp_coeffs *c, double *v, char *why, size_t len)
{
  (void) why; (void) len;
  v[0] = c->alpha_m; v[1] = c->alpha_f; v[2] = c->beta; v[3] = c->gamma;
  return GP_OK;
}

static int
new_to (const double *v, gp_coeffs *c, char *why, size_t len)
{
  *c = (gp_coeffs) { .alpha_m = 1.0 - v[0], .alpha_f = 1.0 - v[1], .beta = v[2],
                     .gamma = v[3] };
  return free_range (c, &conv_ga_new, v, why, len);
}

static int
new_from (const gp_coeffs *c, double *v, char *why, size_t len)
{
  (void) why; (void) len;
  int swap = variant == GP_PARAMS_MUT_GA_NEW_SWAP;
  v[0] = 1.0 - (swap ? c->alpha_f : c->alpha_m);
  v[1] = 1.0 - (swap ? c->alpha_m : c->alpha_f);
  v[2] = c->beta; v[3] = c->gamma;
  return GP_OK;
}

static int
newmark_to (const double *v, gp_coeffs *c, char *why, size_t len)
{
  *c = (gp_coeffs) { .alpha_m = 0, .alpha_f = 0, .beta = v[0], .gamma = v[1] };
  return free_range (c, &conv_newmark, v, why, len);
}

static int
newmark_from (const gp_coeffs *c, double *v, char *why, size_t len)
{
  if (!near (c->alpha_m, 0) || !near (c->alpha_f, 0))
    {
      snprintf (why, len, "alpha_m = %.16g, alpha_f = %.16g are not both 0: Newmark's "
                "method weights nothing (newmark)", c->alpha_m, c->alpha_f);
      return GP_EUNSUP;
    }
  v[0] = c->beta; v[1] = c->gamma;
  return GP_OK;
}

/* ---- HHT: the paper, Chrono, OpenSees ------------------------------------ */
static double
hht_beta (double alpha)
{
  if (variant == GP_PARAMS_MUT_HHT_BETA)
    return 0.25 * (1.0 - alpha * alpha);    /* the square on alpha alone */
  return 0.25 * (1.0 - alpha) * (1.0 - alpha);
}

static int
hht_to_as (const gp_convention *k, const char *note, const double *v, gp_coeffs *c,
           char *why, size_t len)
{
  if (!all_finite (v, 1, k, why, len))
    return GP_EINVAL;
  double a = v[0];
  if (!(a >= -1.0 / 3.0 && a <= 0.0))
    {
      if (variant == GP_PARAMS_MUT_RANGE_CLAMP && k == &conv_hht_chrono)
        a = fmin (0.0, fmax (-1.0 / 3.0, a));       /* Chrono's SetAlpha */
      else
        {
          snprintf (why, len, "alpha = %.16g is outside %s (%s)", a, k->range, note);
          return GP_EINVAL;
        }
    }
  *c = (gp_coeffs) { .alpha_m = 0, .alpha_f = -a, .beta = hht_beta (a), .gamma = 0.5 - a };
  return GP_OK;
}

/* The convention's alpha of an HHT set: alpha (computed by the caller from
   alpha_f) must lie in [lo, hi], and beta, gamma must equal the values the
   convention's own formulas (named beta_f, gamma_f) give for it. */
static int
hht_from_as (const gp_convention *k, const gp_coeffs *c, double alpha, double lo, double hi,
             double beta, double gamma, const char *beta_f, const char *gamma_f, double *v,
             char *why, size_t len)
{
  if (!near (c->alpha_m, 0))
    {
      snprintf (why, len, "alpha_m = %.16g is not 0: HHT takes the inertia at t_{n+1} (%s)",
                c->alpha_m, k->name);
      return GP_EUNSUP;
    }
  double a = alpha;
  if (!in_range (&a, lo, hi))
    {
      snprintf (why, len, "alpha = %.16g (from alpha_f = %.16g) is outside %s (%s)", alpha,
                c->alpha_f, k->range, k->name);
      return GP_EUNSUP;
    }
  const char *name = NULL, *f = NULL;
  double have = 0, want = 0;
  if (!near (c->beta, beta))
    name = "beta", f = beta_f, have = c->beta, want = beta;
  else if (!near (c->gamma, gamma))
    name = "gamma", f = gamma_f, have = c->gamma, want = gamma;
  if (name)
    {
      snprintf (why, len, "%s = %.16g differs from %s = %.16g with alpha = %.16g (%s)", name,
                have, f, want, a, k->name);
      return GP_EUNSUP;
    }
  v[0] = a;
  return GP_OK;
}

static int
hht_to (const double *v, gp_coeffs *c, char *why, size_t len)
{
  return hht_to_as (&conv_hht, "Hilber-Hughes-Taylor 1977", v, c, why, len);
}

static int
hht_from (const gp_coeffs *c, double *v, char *why, size_t len)
{
  double a = -c->alpha_f;
  return hht_from_as (&conv_hht, c, a, -1.0 / 3.0, 0.0, hht_beta (a), 0.5 - a,
                      "(1 - alpha)^2/4", "1/2 - alpha", v, why, len);
}

static int
chrono_to (const double *v, gp_coeffs *c, char *why, size_t len)
{
  return hht_to_as (&conv_hht_chrono, "Chrono's ChTimestepperHHT::SetAlpha would silently "
                    "clamp it into the range", v, c, why, len);
}

static int
chrono_from (const gp_coeffs *c, double *v, char *why, size_t len)
{
  double a = -c->alpha_f;
  return hht_from_as (&conv_hht_chrono, c, a, -1.0 / 3.0, 0.0, hht_beta (a), 0.5 - a,
                      "(1 - alpha)^2/4", "(1 - 2 alpha)/2", v, why, len);
}

/* OpenSees: alpha = 1 + alpha_HHT weights the NEW value of displacement and
   velocity; beta = (2 - alpha)^2/4, gamma = 3/2 - alpha */
static int
opensees_to (const double *v, gp_coeffs *c, char *why, size_t len)
{
  if (!all_finite (v, 1, &conv_hht_opensees, why, len))
    return GP_EINVAL;
  double a = v[0];
  if (!(a >= 2.0 / 3.0 && a <= 1.0))
    {
      snprintf (why, len, "alpha = %.16g is outside %s (OpenSees integrator HHT, "
                "alpha = 1 + alpha_HHT)", a, conv_hht_opensees.range);
      return GP_EINVAL;
    }
  double af = variant == GP_PARAMS_MUT_OPENSEES_SIGN ? a - 1.0 : 1.0 - a;
  *c = (gp_coeffs) { .alpha_m = 0, .alpha_f = af, .beta = 0.25 * (2.0 - a) * (2.0 - a),
                     .gamma = 1.5 - a };
  return GP_OK;
}

static int
opensees_from (const gp_coeffs *c, double *v, char *why, size_t len)
{
  double a = variant == GP_PARAMS_MUT_OPENSEES_SIGN ? 1.0 + c->alpha_f : 1.0 - c->alpha_f;
  return hht_from_as (&conv_hht_opensees, c, a, 2.0 / 3.0, 1.0, 0.25 * (2.0 - a) * (2.0 - a),
                      1.5 - a, "(2 - alpha)^2/4", "3/2 - alpha", v, why, len);
}

/* ---- JWH: the first-order family, linked through rho_inf ------------------ */
static void
jwh_set (double rho, double *v)
{
  v[1] = 1.0 / (1.0 + rho);                    /* alpha_f */
  v[0] = 0.5 * (3.0 - rho) / (1.0 + rho);      /* alpha_m */
  v[2] = 0.5 + v[0] - v[1];                    /* gamma */
}

static int
jwh_to (const double *v, gp_coeffs *c, char *why, size_t len)
{
  if (!all_finite (v, 3, &conv_jwh, why, len))
    return GP_EINVAL;
  double af = v[1];
  if (!in_range (&af, 0.5, 1.0))
    {
      snprintf (why, len, "alpha_f = %.16g is outside [1/2, 1], where alpha_f = 1/(1 + rho) "
                "puts rho_inf in [0, 1] (jwh, Jansen-Whiting-Hulbert 2000)", v[1]);
      return GP_EINVAL;
    }
  double rho = 1.0 / af - 1.0, w[3];
  in_range (&rho, 0.0, 1.0);
  jwh_set (rho, w);
  static const char *const formula[3] = { "(3 - rho)/(2 (1 + rho))", "", "1/2 + alpha_m - alpha_f" };
  for (int i = 0; i < 3; i += 2)
    if (!near (v[i], w[i]))
      {
        snprintf (why, len, "%s = %.16g differs from %s = %.16g with rho_inf = 1/alpha_f - 1 = "
                  "%.16g: outside %s (jwh)", conv_jwh.param[i], v[i], formula[i], w[i], rho,
                  conv_jwh.range);
        return GP_EINVAL;
      }
  ch_set (rho, c);
  return GP_OK;
}

static int
jwh_from (const gp_coeffs *c, double *v, char *why, size_t len)
{
  double rho;
  int rc = ch_rho (c, &rho, "jwh", why, len);
  if (rc == GP_OK)
    jwh_set (rho, v);
  return rc;
}

/* ---- the table ------------------------------------------------------------ */
static const gp_convention conv_rho_inf = {
  "rho-inf",
  "Chung-Hulbert 1993: the set of spectral radius rho_inf at h -> infinity",
  1, { "rho_inf" }, "[0, 1]", rho_to, rho_from };
static const gp_convention conv_ga_old = {
  "ga-old",
  "weights on the OLD value, (1 - alpha_m) a_{n+1} + alpha_m a_n: this project, "
  "Chung-Hulbert 1993",
  4, { "alpha_m", "alpha_f", "beta", "gamma" },
  "alpha_m < 1, alpha_f < 1, beta > 0, gamma > 0", old_to, old_from };
static const gp_convention conv_ga_new = {
  "ga-new",
  "weights on the NEW value, alpha_m a_{n+1} + (1 - alpha_m) a_n: Jansen-Whiting-Hulbert "
  "2000, PETSc TSALPHA2, OpenSees GeneralizedAlpha, MFEM",
  4, { "alpha_m", "alpha_f", "beta", "gamma" },
  "alpha_m > 0, alpha_f > 0, beta > 0, gamma > 0", new_to, new_from };
static const gp_convention conv_hht = {
  "hht",
  "Hilber-Hughes-Taylor 1977: M a_{n+1} = (1 + alpha) f_{n+1} - alpha f_n",
  1, { "alpha" }, "[-1/3, 0]", hht_to, hht_from };
static const gp_convention conv_hht_chrono = {
  "hht-chrono",
  "Project Chrono ChTimestepperHHT: the paper's alpha; Chrono clamps a value outside "
  "the range silently, galpha refuses it",
  1, { "alpha" }, "[-1/3, 0]", chrono_to, chrono_from };
static const gp_convention conv_hht_opensees = {
  "hht-opensees",
  "OpenSees integrator HHT: alpha = 1 + alpha_HHT weights the NEW displacement and "
  "velocity",
  1, { "alpha" }, "[2/3, 1]", opensees_to, opensees_from };
static const gp_convention conv_newmark = {
  "newmark",
  "Newmark 1959: (beta, gamma), alpha_m = alpha_f = 0",
  2, { "beta", "gamma" }, "beta > 0, gamma > 0", newmark_to, newmark_from };
static const gp_convention conv_jwh = {
  "jwh",
  "Jansen-Whiting-Hulbert 2000, the FIRST-order method (new-value weights) of the same "
  "rho_inf: a different method, linked to the second-order sets by rho_inf only",
  3, { "alpha_m", "alpha_f", "gamma" }, "the family of rho_inf in [0, 1]", jwh_to, jwh_from };

static const gp_convention *const table[] = {
  &conv_rho_inf, &conv_ga_old, &conv_ga_new, &conv_hht, &conv_hht_chrono, &conv_hht_opensees,
  &conv_newmark, &conv_jwh, NULL
};

const gp_convention *const *
gp_conventions (void)
{
  return table;
}

const gp_convention *
gp_convention_by_name (const char *name)
{
  for (const gp_convention *const *k = table; *k; k++)
    if (strcmp ((*k)->name, name) == 0)
      return *k;
  return NULL;
}

/* ---- verdicts -------------------------------------------------------------- */
double
gp_params_order_defect (const gp_coeffs *c)
{
  if (variant == GP_PARAMS_MUT_ORDER_SIGN)
    return c->gamma - (0.5 + c->alpha_m - c->alpha_f);   /* the new-value formula */
  return c->gamma - (0.5 - c->alpha_m + c->alpha_f);
}

int
gp_params_order_condition (const gp_coeffs *c, char *why, size_t len)
{
  double d = gp_params_order_defect (c);
  int yes = fabs (d) <= TOL * scale3 (c->gamma, c->alpha_m, c->alpha_f);
  snprintf (why, len, "gamma - (1/2 - alpha_m + alpha_f) = %.3g, %s", d,
            yes ? "zero to rounding: second order" : "not zero: first order only");
  return yes;
}

/* x >= 0 up to the rounding of a product whose factors have size s */
static int
nonneg (double x, double s)
{
  return x >= -TOL * s;
}

int
gp_params_unconditionally_stable (const gp_coeffs *c, int *ch, char *why, size_t len)
{
  double am = c->alpha_m, af = c->alpha_f, b = c->beta, g = c->gamma;
  double s = scale3 (am, af, scale3 (b, g, 0));
  /* Chung-Hulbert's condition presupposes their order condition */
  char tmp[8];
  int ch_ok = gp_params_order_condition (c, tmp, sizeof tmp) && nonneg (af - am, s)
    && nonneg (0.5 - af, s) && nonneg (b - 0.25 - 0.5 * (af - am), s);
  if (ch)
    *ch = ch_ok;
  /* Routh-Hurwitz on the amplification polynomial, lambda = (1 + s)/(1 - s) */
  struct { double v; const char *cond; } S[6] = {
    { 0.5 - am, "alpha_m <= 1/2" },
    { g - af, "gamma >= alpha_f" },
    { g - (0.5 - am + af), "gamma >= 1/2 - alpha_m + alpha_f" },
    { 4 * b - 1 - 2 * af * (2 * g - 1), "4 beta >= 1 + 2 alpha_f (2 gamma - 1)" },
    { (1 - 2 * af) * (2 * b - g), "(1 - 2 alpha_f)(2 beta - gamma) >= 0" },
    { (2 * g - 1) * (2 * b - af * (2 * g + 1) + 2 * af * af),
      "(2 gamma - 1)(2 beta - alpha_f (2 gamma + 1) + 2 alpha_f^2) >= 0" } };
  if (variant == GP_PARAMS_MUT_STABLE_CH_ONLY)
    {
      snprintf (why, len, "Chung-Hulbert's sufficient condition %s", ch_ok ? "holds" : "fails");
      return ch_ok;
    }
  for (int i = 0; i < 6; i++)
    if (!nonneg (S[i].v, s * s * s))
      {
        snprintf (why, len, "%s fails (%.3g)", S[i].cond, S[i].v);
        return 0;
      }
  snprintf (why, len, "all six Routh-Hurwitz conditions hold");
  return 1;
}

int
gp_params_rho_inf (const gp_coeffs *c, double *rho, double roots[6])
{
  double af = c->alpha_f, b = c->beta, g = c->gamma;
  if (!(b != 0.0 && af != 1.0) || !isfinite (af) || !isfinite (b) || !isfinite (g))
    return GP_EINVAL;
  double r[6] = { -af / (1.0 - af) + 0.0, 0, 0, 0, 0, 0 };   /* + 0: no -0 */
  /* beta L^2 + B L + C = 0, discriminant (gamma + 1/2)^2 - 4 beta */
  double p = g + 0.5, B = p - 2.0 * b, C = 0.5 + b - g, disc = p * p - 4.0 * b;
  double m;
  /* a discriminant within the rounding of its terms is a double root: rho then
     follows from B/(2 beta) to O(eps), not from sqrt(disc) to O(sqrt(eps)) */
  if (fabs (disc) <= 8.0 * DBL_EPSILON * (p * p + 4.0 * fabs (b)))
    {
      r[2] = r[4] = -B / (2.0 * b);
      m = fabs (r[2]);
    }
  else if (disc < 0)
    {
      r[2] = r[4] = -B / (2.0 * b);
      r[3] = sqrt (-disc) / (2.0 * fabs (b));
      r[5] = -r[3];
      m = sqrt (C / b);
    }
  else
    {
      /* the root of larger modulus without cancellation, the other from C/beta */
      double q = -0.5 * (B + copysign (sqrt (disc), B));
      r[2] = q / b;
      r[4] = q != 0.0 ? C / q : 0.0;
      m = fmax (fabs (r[2]), fabs (r[4]));
    }
  *rho = fmax (fabs (r[0]), m);
  if (roots)
    memcpy (roots, r, sizeof r);
  return GP_OK;
}
