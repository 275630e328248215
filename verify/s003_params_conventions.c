/* s003_params_conventions.c -- verifies S003-PARAMS
 * (theory/s003-params-conventions.md): the parameter conventions of
 * lib/gp_params.h and `galpha params`.
 *
 * The grid: Chung-Hulbert sets rho = k/20, HHT sets alpha = -k/30 (k = 0..10)
 * and -0.05, -0.2, Newmark sets beta in {1/4, 0.3025, 1/2} x gamma in
 * {1/2, 0.55, 0.9}, and 48 general sets; each generated here, in the
 * canonical form, by its source's own formulas and labelled with the
 * conventions whose family it belongs to.
 *
 * The claims: the table `claims` at the end
 * (theory/s003-params-conventions.md states them in prose); they hold the
 * conventions fixed, so no claim is about a variant.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "galpha.h"
#include "gp_analysis.h"
#include "gp_params.h"
#include "gp_testing.h"
#include "tap.h"
#include "vcommon.h"
#include "claims.h"

static const vc_mutant mutants[] = {
  { "ga-new-swap", "C1,C7",
    "ga-new values written with alpha_m and alpha_f swapped" },
  { "opensees-sign", "C2,C3,C7",
    "OpenSees alpha = 1 - alpha_HHT (the sign of alpha_HHT flipped)" },
  { "hht-beta", "C2,C4,C7,C8",
    "HHT beta = (1 - alpha^2)/4, the square on alpha alone" },
  { "ch-first-order", "C2,C4,C6,C7",
    "rho_inf mapped with the first-order JWH alpha_m (gamma, beta follow it)" },
  { "stable-ch-only", "C8,C9",
    "the stability verdict by Chung-Hulbert's condition alone" },
  { "order-sign", "C3",
    "the order condition in the new-value form gamma = 1/2 + alpha_m - alpha_f" },
  { "range-clamp", "C10",
    "hht-chrono clamps alpha into [-1/3, 0] as Chrono's SetAlpha does" },
};
#define NMUT (int) (sizeof mutants / sizeof mutants[0])
static const int variant_of[] = {
  GP_PARAMS_MUT_GA_NEW_SWAP, GP_PARAMS_MUT_OPENSEES_SIGN, GP_PARAMS_MUT_HHT_BETA,
  GP_PARAMS_MUT_CH_FIRST_ORDER, GP_PARAMS_MUT_STABLE_CH_ONLY, GP_PARAMS_MUT_ORDER_SIGN,
  GP_PARAMS_MUT_RANGE_CLAMP };

enum { RHO, OLD, NEW, HHT, CHRONO, OS, NM, JWH, NCONV };
static const char *const names[NCONV] = {
  "rho-inf", "ga-old", "ga-new", "hht", "hht-chrono", "hht-opensees", "newmark", "jwh" };
static const gp_convention *K[NCONV];
#define BIT(k) (1u << (k))
#define CH_FAM (BIT (RHO) | BIT (OLD) | BIT (NEW) | BIT (JWH))
#define HHT_FAM (BIT (HHT) | BIT (CHRONO) | BIT (OS) | BIT (OLD) | BIT (NEW))
#define NM_FAM (BIT (NM) | BIT (OLD) | BIT (NEW))

typedef struct
{
  gp_coeffs c;
  unsigned fam;       /* conventions whose family holds the set */
  int kind;           /* 0 CH, 1 HHT, 2 Newmark, 3 general */
  double p;           /* rho (CH) or alpha (HHT) */
  char what[64];
} gset;

#define MAXSET 128
static gset G[MAXSET];
static int nset;

static gset *
add (int kind, double p, unsigned fam, double am, double af, double b, double g)
{
  if (nset == MAXSET)
    tap_bail ("grid larger than MAXSET");
  gset *s = &G[nset++];
  s->c = (gp_coeffs) { .alpha_m = am, .alpha_f = af, .beta = b, .gamma = g };
  s->fam = fam;
  s->kind = kind;
  s->p = p;
  return s;
}

static void
make_grid (void)
{
  /* Chung-Hulbert sets in the form of suanPan's manual: beta = 1/(1 + rho)^2 */
  for (int k = 0; k <= 20; k++)
    {
      double r = k / 20.0;
      gset *s = add (0, r, CH_FAM | (k == 10 ? HHT_FAM : 0), (2 * r - 1) / (r + 1),
                     r / (r + 1), 1 / ((1 + r) * (1 + r)), 0.5 + (1 - r) / (1 + r));
      snprintf (s->what, sizeof s->what, "CH(%g)", r);
    }
  /* HHT sets as Hilber-Hughes-Taylor write them: alpha_f = -alpha */
  double hht[13];
  for (int k = 0; k <= 10; k++)
    hht[k] = -k / 30.0;
  hht[11] = -0.05;
  hht[12] = -0.2;
  for (int k = 0; k < 13; k++)
    {
      double a = hht[k];
      unsigned fam = HHT_FAM | (k == 0 ? NM_FAM : 0) | (k == 10 ? CH_FAM : 0);
      gset *s = add (1, a, fam, 0, -a, (1 - a) * (1 - a) / 4, (1 - 2 * a) / 2);
      snprintf (s->what, sizeof s->what, "HHT(%.4g)", a);
    }
  static const double nb[3] = { 0.25, 0.3025, 0.5 }, ng[3] = { 0.5, 0.55, 0.9 };
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      {
        gset *s = add (2, 0, NM_FAM | (i == 0 && j == 0 ? HHT_FAM : 0), 0, 0, nb[i], ng[j]);
        snprintf (s->what, sizeof s->what, "Newmark(%g,%g)", nb[i], ng[j]);
      }
  /* general sets: none on the CH, HHT or Newmark families */
  static const double gm[4] = { -0.4, 0.1, 0.3, 0.45 }, gf[3] = { 0.05, 0.2, 0.45 },
    gb[2] = { 0.3, 0.7 }, gg[2] = { 0.55, 0.8 };
  for (int a = 0; a < 4; a++)
    for (int f = 0; f < 3; f++)
      for (int b = 0; b < 2; b++)
        for (int g = 0; g < 2; g++)
          {
            gset *s = add (3, 0, BIT (OLD) | BIT (NEW), gm[a], gf[f], gb[b], gg[g]);
            snprintf (s->what, sizeof s->what, "(%g,%g,%g,%g)", gm[a], gf[f], gb[b], gg[g]);
          }
}

static double
vdist (const double *a, const double *b, int n)
{
  double d = 0;
  for (int i = 0; i < n; i++)
    d = fmax (d, fabs (a[i] - b[i]));
  return d;
}

static double
cdist (const gp_coeffs *a, const gp_coeffs *b)
{
  return fmax (fmax (fabs (a->alpha_m - b->alpha_m), fabs (a->alpha_f - b->alpha_f)),
               fmax (fabs (a->beta - b->beta), fabs (a->gamma - b->gamma)));
}

/* A grid set in convention k's own values, by the convention's own formulas
   (not the library's): the sets of C3, C4, C6, C8 enter through the
   library's to_coeffs, those of C1, C2 through its from_coeffs. */
static double
hht_alpha_of (const gset *s)
{
  return s->kind == 1 ? s->p : s->kind == 0 ? -1.0 / 3.0 : 0.0;   /* CH(1/2), Newmark(1/4,1/2) */
}

static double
rho_of (const gset *s)
{
  return s->kind == 0 ? s->p : 0.5;                                /* HHT(-1/3) */
}

static void
own_values (int k, const gset *s, double *v)
{
  const gp_coeffs *c = &s->c;
  double r = rho_of (s);
  switch (k)
    {
    case RHO: v[0] = r; break;
    case OLD: v[0] = c->alpha_m; v[1] = c->alpha_f; v[2] = c->beta; v[3] = c->gamma; break;
    case NEW: v[0] = 1 - c->alpha_m; v[1] = 1 - c->alpha_f; v[2] = c->beta; v[3] = c->gamma; break;
    case HHT: case CHRONO: v[0] = hht_alpha_of (s); break;
    case OS: v[0] = 1 + hht_alpha_of (s); break;
    case NM: v[0] = c->beta; v[1] = c->gamma; break;
    case JWH:  /* Jansen-Whiting-Hulbert 2000 */
      v[0] = (3 - r) / (2 * (1 + r)); v[1] = 1 / (1 + r); v[2] = 0.5 + v[0] - v[1]; break;
    }
}

static int
to (int k, const double *v, gp_coeffs *c)
{
  char why[512];
  return K[k]->to_coeffs (v, c, why, sizeof why);
}

static int
from (int k, const gp_coeffs *c, double *v)
{
  char why[512];
  return K[k]->from_coeffs (c, v, why, sizeof why);
}

/* ---- C1, C2: round trips and representability ---------------------------- */
static void
round_trips (void)
{
  double worst = 0;
  long trips = 0, mismatch = 0;
  int covered[NCONV][NCONV] = { { 0 } };
  char worst_at[160] = "none";
  for (int i = 0; i < nset; i++)
    {
      const gset *s = &G[i];
      for (int a = 0; a < NCONV; a++)
        {
          double va[GP_PARAMS_MAX];
          int ok = from (a, &s->c, va) == GP_OK;
          if (ok != ((s->fam & BIT (a)) != 0))
            {
              if (mismatch < 5)
                tap_diag ("%s %s represent %s", names[a], ok ? "does" : "does not", s->what);
              mismatch++;
            }
          if (!ok)
            continue;
          gp_coeffs ca;
          for (int b = 0; b < NCONV; b++)
            {
              if (b == a)
                continue;
              double vb[GP_PARAMS_MAX], va2[GP_PARAMS_MAX];
              gp_coeffs cb;
              double err;
              if (to (a, va, &ca) != GP_OK)
                err = (double) INFINITY;
              else if (from (b, &ca, vb) != GP_OK)
                continue;
              else if (to (b, vb, &cb) != GP_OK || from (a, &cb, va2) != GP_OK)
                err = (double) INFINITY;
              else
                err = fmax (vdist (va, va2, K[a]->n), cdist (&ca, &cb));
              covered[a][b] = 1;
              trips++;
              if (!(err <= worst))
                {
                  worst = err;
                  snprintf (worst_at, sizeof worst_at, "%s -> %s -> %s on %s", names[a],
                            names[b], names[a], s->what);
                }
            }
        }
    }
  /* the families of newmark and of rho-inf / jwh are disjoint: no round trips */
  int uncovered = 0;
  for (int a = 0; a < NCONV; a++)
    for (int b = 0; b < NCONV; b++)
      {
        if (a == b)
          continue;
        int disjoint = (a == NM && (b == RHO || b == JWH)) || (b == NM && (a == RHO || a == JWH));
        if (covered[a][b] == disjoint)
          {
            tap_diag ("pair %s -> %s: %s round trips", names[a], names[b],
                      covered[a][b] ? "has" : "has no");
            mismatch++;
          }
        uncovered += !covered[a][b];
      }
  tap_diag ("%ld round trips over %d grid sets; worst %.3g at %s; %d ordered pairs without "
            "a shared set (newmark with rho-inf and jwh, both ways)", trips, nset, worst,
            worst_at, uncovered);
  vc_report ("C1", worst, ": largest change of A's values");
  vc_report ("C2", (double) mismatch, "%s", "");
}

/* ---- C3: the order condition in each convention's own form --------------- */
static double
own_defect (int k, const double *v)
{
  switch (k)
    {
    case OLD: return v[3] - (0.5 - v[0] + v[1]);            /* Chung-Hulbert 1993 */
    case NEW: return v[3] - (0.5 + v[0] - v[1]);            /* PETSc, OpenSees, JWH */
    case NM: return v[1] - 0.5;                              /* Newmark: gamma = 1/2 */
    case JWH: return v[2] - (0.5 + v[0] - v[1]);             /* JWH's first-order condition */
    default: return 0;   /* rho-inf and the HHT conventions are second order by definition */
    }
}

static void
order_claim (void)
{
  double worst = 0;
  char at[128] = "none";
  for (int i = 0; i < nset; i++)
    for (int k = 0; k < NCONV; k++)
      {
        double v[GP_PARAMS_MAX];
        gp_coeffs c;
        if (!(G[i].fam & BIT (k)))
          continue;
        own_values (k, &G[i], v);
        double d;
        if (to (k, v, &c) != GP_OK)
          d = (double) INFINITY;
        else if (k == JWH)   /* its first-order condition beside the second-order set's */
          d = fmax (fabs (own_defect (k, v)), fabs (gp_params_order_defect (&c)));
        else
          d = fabs (own_defect (k, v) - gp_params_order_defect (&c));
        if (!(d <= worst))
          {
            worst = d;
            snprintf (at, sizeof at, "%s on %s", names[k], G[i].what);
          }
      }
  tap_diag ("order defect: largest difference %.3g at %s", worst, at);
  vc_report ("C3", worst, "%s", "");
}

/* ---- C4, C5: rho_inf ------------------------------------------------------- */
/* rho_inf from a convention's own formula; -1 when it has none for the set */
static double
own_rho (int k, const double *v, const gset *s)
{
  switch (k)
    {
    case RHO: return v[0];
    case HHT: case CHRONO: return (1 + v[0]) / (1 - v[0]);          /* HHT 1977 */
    case OS: return v[0] / (2 - v[0]);                               /* alpha_HHT = alpha - 1 */
    case JWH: return 1 / v[1] - 1;                                   /* PETSc TSAlphaSetRadius */
    case NEW: return s->kind == 0 ? 1 / v[1] - 1 : -1;               /* TSAlpha2SetRadius */
    case OLD: return s->kind == 0 ? v[1] / (1 - v[1]) : -1;          /* Chung-Hulbert 1993 */
    default: return -1;
    }
}

static double worst_amp = 0;
static char at_amp[256] = "none";

static void
rho_claims (void)
{
  double worst = 0;
  char at[192] = "none";
  int n = 0;
  for (int i = 0; i < nset; i++)
    {
      for (int k = 0; k < NCONV; k++)
        {
          double v[GP_PARAMS_MAX];
          gp_coeffs c;
          if (!(G[i].fam & BIT (k)))
            continue;
          own_values (k, &G[i], v);
          double r = own_rho (k, v, &G[i]);
          if (r < 0)
            continue;
          n++;
          if (to (k, v, &c) != GP_OK)
            c.beta = (double) NAN;
          /* beta L^2 + (gamma + 1/2 - 2 beta) L + (1/2 + beta - gamma): sum and product */
          double sum = -(c.gamma + 0.5 - 2 * c.beta) / c.beta;
          double prod = (0.5 + c.beta - c.gamma) / c.beta;
          double l3 = fabs (c.alpha_f / (1 - c.alpha_f));
          double d = fmax (fabs (sum + 2 * r), fabs (prod - r * r));
          d = fmax (d, fmax (0.0, l3 - r));
          if (!(d <= worst))
            {
              worst = d;
              snprintf (at, sizeof at, "%s on %s", names[k], G[i].what);
            }
        }
      double rho, eig[6], m = 0;
      if (gp_params_rho_inf (&G[i].c, &rho, NULL) != GP_OK
          || gp_amplification_eigs (&G[i].c, (double) INFINITY, eig) != GP_OK)
        rho = (double) NAN;
      for (int j = 0; j < 3; j++)
        m = fmax (m, hypot (eig[2 * j], eig[2 * j + 1]));
      double d = fabs (rho - m);
      if (!(d <= worst_amp))
        {
          worst_amp = d;
          snprintf (at_amp, sizeof at_amp, "%s (library %.17g, eigenvalues %.17g)", G[i].what,
                    rho, m);
        }
    }
  tap_diag ("rho_inf own forms: %d (convention, set) pairs, worst %.3g at %s", n, worst, at);
  vc_report ("C4", worst, "%s", "");
}

/* C5: the library's rho_inf against the amplification matrix (its values:
   rho_claims) */
static void
amp_claim (void)
{
  tap_diag ("rho_inf against gp_amplification_eigs at Omega = inf: worst %.3g at %s",
            worst_amp, at_amp);
  vc_report ("C5", worst_amp, "%s", "");
}

/* ---- C6: the first-order JWH family ------------------------------------------ */
static void
jwh_claim (void)
{
  double worst = 0;
  int stable_fail = 0;
  char at[64] = "none";
  for (int i = 0; i < nset; i++)
    {
      double v[GP_PARAMS_MAX];
      if (G[i].kind != 0)
        continue;
      if (from (JWH, &G[i].c, v) != GP_OK)
        {
          worst = (double) INFINITY;
          snprintf (at, sizeof at, "rho = %g (not represented)", G[i].p);
          continue;
        }
      double r = G[i].p, am = v[0], af = v[1], g = v[2];
      /* y' = lambda y, z = h lambda -> -inf, variables (y, h y'):
           y1 - g w1 = y0 + (1 - g) w0;  (1-af) y0 + af y1 = 0  (the residual / z) */
      double L[4] = { 1, -g, af, 0 }, R[4] = { 1, 1 - g, -(1 - af), 0 };
      double det = L[0] * L[3] - L[1] * L[2];
      double Li[4] = { L[3] / det, -L[1] / det, -L[2] / det, L[0] / det }, A[4];
      for (int p = 0; p < 2; p++)
        for (int q = 0; q < 2; q++)
          A[2 * p + q] = Li[2 * p] * R[q] + Li[2 * p + 1] * R[2 + q];
      double tr = A[0] + A[3], dt = A[0] * A[3] - A[1] * A[2];
      double d = fmax (fabs (tr + 2 * r), fabs (dt - r * r));
      d = fmax (d, fabs (g - (0.5 + am - af)));
      if (!(am >= af - 1e-14 && af >= 0.5 - 1e-14))   /* JWH 2000, PETSc TSAlphaSetParams */
        stable_fail++;
      if (!(d <= worst))
        {
          worst = d;
          snprintf (at, sizeof at, "rho = %g", r);
        }
    }
  tap_diag ("jwh: worst residual %.3g at %s; %d sets violate alpha_m >= alpha_f >= 1/2",
            worst, at, stable_fail);
  vc_report ("C6", stable_fail ? (double) INFINITY : worst, "%s", "");
}

/* ---- C7: published values ---------------------------------------------------- */
typedef struct
{
  int from_k;
  double in[GP_PARAMS_MAX];
  int to_k;
  double want[GP_PARAMS_MAX];
  const char *source;
} published;

static void
published_claim (void)
{
  static const published P[] = {
    { RHO, { 0.9 }, OLD, { 8. / 19, 9. / 19, 100. / 361, 21. / 38 }, "Chung-Hulbert 1993, rho 0.9" },
    { RHO, { 0.9 }, NEW, { 11. / 19, 10. / 19, 100. / 361, 21. / 38 }, "PETSc TSAlpha2SetRadius" },
    { RHO, { 0 }, OLD, { -1, 0, 1, 1.5 }, "Chung-Hulbert 1993, rho 0" },
    { RHO, { 1 }, OLD, { 0.5, 0.5, 0.25, 0.5 }, "Chung-Hulbert 1993, rho 1" },
    { RHO, { 0.5 }, JWH, { 5. / 6, 2. / 3, 2. / 3 }, "PETSc TSAlphaSetRadius, rho 0.5" },
    { RHO, { 0 }, JWH, { 1.5, 1, 1 }, "Jansen-Whiting-Hulbert 2000, rho 0" },
    { RHO, { 0.5 }, HHT, { -1. / 3 }, "CH(1/2) is HHT(-1/3)" },
    { RHO, { 0.5 }, OS, { 2. / 3 }, "OpenSees, the lower end" },
    { HHT, { -0.05 }, OS, { 0.95 }, "OpenSees alpha = 1 + alpha_HHT" },
    { OS, { 0.95 }, HHT, { -0.05 }, "OpenSees alpha = 1 + alpha_HHT" },
    { HHT, { -0.05 }, OLD, { 0, 0.05, 0.275625, 0.55 }, "HHT 1977 beta, gamma" },
    { CHRONO, { -0.2 }, OLD, { 0, 0.2, 0.36, 0.7 }, "Chrono's default SetAlpha(-0.2)" },
    { NEW, { 1, 0.8, 0.36, 0.7 }, HHT, { -0.2 }, "OpenSees GeneralizedAlpha 1.0 0.8 is HHT" },
    { NEW, { 1, 0.8, 0.36, 0.7 }, OS, { 0.8 }, "OpenSees GeneralizedAlpha 1.0 0.8 = HHT 0.8" },
    { HHT, { 0 }, NM, { 0.25, 0.5 }, "HHT(0) is the trapezoidal rule" },
  };
  double worst = 0;
  const char *at = "none";
  for (size_t i = 0; i < sizeof P / sizeof P[0]; i++)
    {
      gp_coeffs c;
      double v[GP_PARAMS_MAX], d;
      if (to (P[i].from_k, P[i].in, &c) != GP_OK || from (P[i].to_k, &c, v) != GP_OK)
        d = (double) INFINITY;
      else
        d = vdist (v, P[i].want, K[P[i].to_k]->n);
      if (!(d <= worst))
        worst = d, at = P[i].source;
    }
  tap_diag ("published values: worst %.3g (%s)", worst, at);
  vc_report ("C7", worst, " (%d conversions: CH 0.9 -> 8/19, 9/19; HHT -0.05 <-> OpenSees 0.95; "
             "Chrono's default; PETSc's radius formulas)", (int) (sizeof P / sizeof P[0]));
}

/* ---- C8, C9: stability --------------------------------------------------------- */
/* a >= b up to the rounding of the formulas */
static int
ge (double a, double b)
{
  return a >= b - 1e-14;
}

static void
stability_own_claim (void)
{
  int mism = 0, n = 0;
  for (int i = 0; i < nset; i++)
    for (int k = 0; k < NCONV; k++)
      {
        double v[GP_PARAMS_MAX];
        gp_coeffs c;
        char why[256] = "refused";
        if (!(G[i].fam & BIT (k)))
          continue;
        own_values (k, &G[i], v);
        int lib = to (k, v, &c) == GP_OK
          && gp_params_unconditionally_stable (&c, NULL, why, sizeof why);
        int own, exact = 1;
        switch (k)
          {
          case OLD:   /* Chung-Hulbert 1993, for second-order sets */
            exact = fabs (own_defect (k, v)) <= 1e-14;
            own = exact && ge (v[1], v[0]) && ge (0.5, v[1]) && ge (v[2], 0.25 + 0.5 * (v[1] - v[0]));
            break;
          case NEW:   /* PETSc TSAlpha2SetParams, OpenSees GeneralizedAlpha */
            exact = fabs (own_defect (k, v)) <= 1e-14;
            own = exact && ge (v[0], v[1]) && ge (v[1], 0.5) && ge (v[2], 0.25 + 0.5 * (v[0] - v[1]));
            break;
          case NM:    /* Newmark: 2 beta >= gamma >= 1/2 */
            own = ge (2 * v[0], v[1]) && ge (v[1], 0.5);
            break;
          default:    /* CH rho in [0, 1], HHT alpha in [-1/3, 0]: stable by construction */
            own = 1;
          }
        n++;
        if (exact ? own != lib : own && !lib)
          {
            if (mism < 5)
              tap_diag ("%s on %s: own statement %d, library %d (%s)", names[k], G[i].what,
                        own, lib, why);
            mism++;
          }
      }
  tap_diag ("own stability statements: %d (convention, set) pairs", n);
  vc_report ("C8", (double) mism, "%s", "");
}

static double
sweep_max (const gp_coeffs *c)
{
  double m = 0, eig[6];
  for (int j = 0; j <= 56; j++)
    {
      double Om = pow (10.0, -3.0 + j / 8.0);
      if (gp_amplification_eigs (c, Om, eig) != GP_OK)
        return (double) NAN;
      for (int i = 0; i < 3; i++)
        m = fmax (m, hypot (eig[2 * i], eig[2 * i + 1]));
    }
  return m;
}

static void
stability_sweep_claim (void)
{
  /* the grid and more general sets, on both sides of each condition */
  static const double am[6] = { -0.6, -0.1, 0.2, 0.4, 0.48, 0.6 }, af[5] = { -0.2, 0.1, 0.3, 0.49, 0.6 },
    bb[4] = { 0.15, 0.3, 0.5, 0.9 }, gg[4] = { 0.3, 0.55, 0.8, 1.3 };
  int mism = 0, n = 0, nstable = 0;
  double worst_stable = 0, least_unstable = (double) INFINITY;
  for (int i = 0; i < nset + 6 * 5 * 4 * 4; i++)
    {
      gp_coeffs c;
      if (i < nset)
        c = G[i].c;
      else
        {
          int j = i - nset;
          c = (gp_coeffs) { .alpha_m = am[j % 6], .alpha_f = af[(j / 6) % 5],
                            .beta = bb[(j / 30) % 4], .gamma = gg[j / 120] };
        }
      char why[256];
      int lib = gp_params_unconditionally_stable (&c, NULL, why, sizeof why);
      double m = sweep_max (&c);
      /* stable: max |eig| <= 1 + 1e-12; the eigenvalues are exact to rounding
         (gp_analysis.c), and the least unstable set exceeds 1 by 2.5e-3 */
      int sw = m <= 1 + 1e-12;
      n++;
      nstable += sw;
      if (sw)
        worst_stable = fmax (worst_stable, m - 1);
      else
        least_unstable = fmin (least_unstable, m - 1);
      if (sw != lib)
        {
          if (mism < 5)
            tap_diag ("(%g, %g, %g, %g): sweep max |eig| %.17g, library %d (%s)", c.alpha_m,
                      c.alpha_f, c.beta, c.gamma, m, lib, why);
          mism++;
        }
    }
  tap_diag ("sweep over Omega = 1e-3..1e4 (8 per decade): %d sets, %d stable (largest "
            "max|eig| - 1 of those %.3g); the unstable ones exceed 1 by at least %.3g", n,
            nstable, worst_stable, least_unstable);
  vc_report ("C9", (double) mism, ", %d sets: mismatches", n);
}

/* ---- C10: refusals ---------------------------------------------------------------- */
typedef struct
{
  int k;
  double v[GP_PARAMS_MAX];
  const char *name;       /* the value the message must name */
  int accept;             /* a range end: accepted */
} refusal;

static void
refusal_claim (void)
{
  static const refusal R[] = {
    { RHO, { -0.01 }, "rho_inf", 0 }, { RHO, { 1.01 }, "rho_inf", 0 },
    { RHO, { 0 }, "", 1 }, { RHO, { 1 }, "", 1 },
    { OLD, { 1, 0.3, 0.3, 0.6 }, "alpha_m", 0 }, { OLD, { 0.1, 1, 0.3, 0.6 }, "alpha_f", 0 },
    { OLD, { 0.1, 0.3, 0, 0.6 }, "beta", 0 }, { OLD, { 0.1, 0.3, 0.3, 0 }, "gamma", 0 },
    { NEW, { 0, 0.7, 0.3, 0.6 }, "alpha_m", 0 }, { NEW, { 0.9, 0, 0.3, 0.6 }, "alpha_f", 0 },
    { NEW, { 0.9, 0.7, -0.1, 0.6 }, "beta", 0 },
    { HHT, { 0.01 }, "alpha", 0 }, { HHT, { -0.34 }, "alpha", 0 },
    { HHT, { -1. / 3 }, "", 1 }, { HHT, { 0 }, "", 1 },
    { CHRONO, { 0.1 }, "alpha", 0 }, { CHRONO, { -0.5 }, "alpha", 0 },
    { OS, { 0.6 }, "alpha", 0 }, { OS, { 1.05 }, "alpha", 0 },
    { OS, { 2. / 3 }, "", 1 }, { OS, { 1 }, "", 1 },
    { NM, { 0, 0.5 }, "beta", 0 }, { NM, { 0.25, -0.5 }, "gamma", 0 },
    { JWH, { 1, 0.4, 1.1 }, "alpha_f", 0 }, { JWH, { 0.5, 1.1, -0.1 }, "alpha_f", 0 },
    { JWH, { 0.7, 2. / 3, 0.6 }, "alpha_m", 0 }, { JWH, { 5. / 6, 2. / 3, 0.7 }, "gamma", 0 },
    { JWH, { 0.5, 0.5, 0.5 }, "", 1 }, { JWH, { 1.5, 1, 1 }, "", 1 },
    { RHO, { (double) NAN }, "rho_inf", 0 }, { HHT, { (double) INFINITY }, "alpha", 0 },
  };
  int n = (int) (sizeof R / sizeof R[0]), wrong = 0;
  for (int i = 0; i < n; i++)
    {
      gp_coeffs c;
      char why[512] = "";
      int rc = K[R[i].k]->to_coeffs (R[i].v, &c, why, sizeof why);
      int ok;
      if (R[i].accept)
        ok = rc == GP_OK;
      else
        {
          /* the message names the value and the convention's range (or, for
             jwh, the family's formula) */
          char named[64];
          snprintf (named, sizeof named, "%s = ", R[i].name);
          ok = rc == GP_EINVAL && strstr (why, named)
            && (strstr (why, K[R[i].k]->range) || strstr (why, "finite") || strstr (why, "rho"));
        }
      if (!ok)
        {
          tap_diag ("%s value %d: rc %d, message '%s'", names[R[i].k], i, rc, why);
          wrong++;
        }
    }
  vc_report ("C10", (double) wrong, ": %d inputs (out of range refused naming value and range; "
             "range ends accepted), wrong answers", n);
}

static void
setup (int mut)
{
  gp_params_set_test_variant (mut >= 0 ? variant_of[mut] : GP_PARAMS_MUT_NONE);
  for (int k = 0; k < NCONV; k++)
    if (!(K[k] = gp_convention_by_name (names[k])))
      tap_bail ("the library has no convention %s", names[k]);
  make_grid ();
}

/* ---- the claims (theory/s003-params-conventions.md's table states them) -- */
#define FIXED { "the conventions' formulas, no method parameter", "not run" }
static const vc_claim claims[] = {
  { .id = "C1", .skip = FIXED, .measure = round_trips, .check = VC_LE, .target = 1e-14,
    .text = "round trip A -> B -> A, every ordered pair of conventions, every grid set both "
    "represent" },
  { .id = "C2", .skip = FIXED, .measure = round_trips, .check = VC_LE, .target = 0,
    .text = "representability: sets represented outside their family, or not within it, and "
    "pairs covered against the families" },
  { .id = "C3", .skip = FIXED, .measure = order_claim, .check = VC_LE, .target = 1e-14,
    .text = "order condition in each convention's own form against the library's on the mapped "
    "set" },
  { .id = "C4", .skip = FIXED, .measure = rho_claims, .check = VC_LE, .target = 1e-14,
    .text = "rho_inf in each convention's own form: principal roots at h -> inf a double root "
    "-rho, third root within rho" },
  { .id = "C5", .skip = FIXED, .measure = amp_claim, .check = VC_LE, .target = 1e-14,
    .text = "library rho_inf against the amplification matrix eigenvalues at h -> inf, every "
    "grid set" },
  { .id = "C6", .skip = FIXED, .measure = jwh_claim, .check = VC_LE, .target = 1e-14,
    .text = "jwh: first-order amplification at h -> inf has the double eigenvalue -rho_inf, "
    "first-order order condition, alpha_m >= alpha_f >= 1/2" },
  { .id = "C7", .skip = FIXED, .measure = published_claim, .check = VC_LE, .target = 2e-15,
    .text = "published values" },
  { .id = "C8", .skip = FIXED, .measure = stability_own_claim, .check = VC_LE, .target = 0,
    .text = "each convention's own stability statement against the library's verdict (equal "
    "where exact, implying it elsewhere)" },
  { .id = "C9", .skip = FIXED, .measure = stability_sweep_claim, .check = VC_LE, .target = 0,
    .text = "stability verdict against the spectral radius swept over Omega (stable: max |eig| "
    "<= 1 + 1e-12)" },
  { .id = "C10", .skip = FIXED, .measure = refusal_claim, .check = VC_LE, .target = 0,
    .text = "range refusals" },
};

int
main (int argc, char **argv)
{
  static const vc_program prog = {
    .id = "S003-PARAMS", .problem = "*: none", .mutants = mutants, .nmut = NMUT, .claims = claims,
    .nclaims = (int) (sizeof claims / sizeof claims[0]), .newton = 0, .setup = setup,
  };
  return vc_run (argc, argv, &prog);
}
