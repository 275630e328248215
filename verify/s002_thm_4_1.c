/* s002_thm_4_1.c -- verifies S002-4.1 (theory/s002-thm-4.1.md): existence and
 * uniqueness of the step of the extended HHT-alpha method (3.4) and Remark 4.2
 * of seed 002 (Jay & Negrut 2007), for hht-odae and its variants (3.5) and
 * midpoint.
 *
 * S002-4.1.  From (y0, z0, a0) with g = O(h^3), g_t + g_y z0 = O(h^2),
 * a0 - a(t0 + alpha h) = O(h), and lambda0 consistent to O(h), for
 * 0 <= h <= h0 the system (3.4) has a unique solution near (y0, z0, a0,
 * lambda0, lambda0), with y1-y0, z1-z0, a1-a0, Lambda0-lambda0,
 * Lambda1-lambda0 all O(h).  The proof: the h = 0 Jacobian has the block
 * [(1-b) b; 1/2 1/2] (x) g_y r_lambda, invertible iff b != 1/2.
 * Remark 4.2: the solution does not depend on the lambda0 that starts Newton;
 * lambda0 only picks the branch.
 *
 *
 * The claims: the table `claims` at the end (theory/s002-thm-4.1.md states
 * them in prose); each measure serves the paper's settings and a variant's.
 */
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "gp_analysis.h"
#include "problems.h"
#include "tap.h"
#include "claims.h"
#include "variant.h"

#define ID "S002-4.1"
#define EPS DBL_EPSILON

static const vc_mutant mutants[] = {
  { "kron-b-swapped", "C8",
    "the Kronecker block written [b (1-b); 1/2 1/2] (x) g_y r_lambda" },
  { "vel-row-gamma", "C8,C10",
    "the block's velocity row taken as the a-weights [(1-gamma) gamma] instead of [1/2 1/2]" },
  { "midpoint-paper-block", "C9",
    "the midpoint variant's block taken as the paper's b = 0 block [1 0; 1/2 1/2] (x) g_y r_lambda" },
  { "y0-off-constraint", "C5,C6",
    "starts with y0 moved 1e-3 h^2 off g = 0 (g(t0, y0) = O(h^2), not O(h^3))" },
  { "a0-off", "C4,C5,C6",
    "starts with a0 = f(t0, y0, z0) + 0.1 (a0 - a(t0 + alpha h) = O(1), not O(h))" },
  { "h-small-not-small", "C7,C11,C12",
    "the 'small h' of C7, C11, C12 taken as 0.05, not 1e-5" },
  { "loose-newton-tol", "C13", "Newton tolerance 1e-3: the start shows through" },
  { "jacobian-x2.5-legacy", "C0,C13",
    "Newton iteration matrix multiplied by 2.5 under the old stopping rule (a stalled "
    "increment below sqrt(tol) accepted), 100 iterations allowed" },
  { "b-ulp", "C1,C2,C3,C4,C5,C6,C14",
    "b = 1/2 + 1 ulp where the program means b near 1/2 (C1) and b = 1/2 (C14)" },
};
#define NMUT ((int) (sizeof mutants / sizeof mutants[0]))
static int mut = -1;

enum { V34 = 0, V35, VMID };
static const char *const VNAME[3] = { "(3.4)", "(3.5)", "midpoint" };

typedef struct
{
  const gp_problem *P;
  int var;
  double alpha, b;
  int k0;               /* first level: h = 0.1 * 2^-k0 */
  int nlev;             /* levels k0 .. k0 + nlev - 1 */
} run_case;

#define H0 0.1
#define LEVELS 11
#define MAXLEV 16       /* a variant's levels (3 to 16) */
#define NCASE 14
static double h_small = 1e-5;   /* C11, C12 */
static double h_c7 = 1e-4;      /* C7 */

static double
b_near (double b)
{
  /* the b-ulp mutant: "b near 1/2" taken as 1/2 + 1 ulp */
  return mut == 8 ? nextafter (0.5, 1.0) : b;
}

/* the options every stepper starts from: the defaults, or the variant's
   (its Newton tolerance) */
static gp_options base;

static gp_stepper *
stepper (const gp_problem *P, int var, double alpha, double b)
{
  gp_options o = base;
  char why[256];
  if (gp_coeffs_hht (alpha, &o.c, why, sizeof why))
    tap_bail ("alpha = %g: %s", alpha, why);
  o.c.b = b;
  o.r1 = var == V35 ? GP_R1_EXPLICIT : GP_R1_IMPLICIT;
  o.midpoint = var == VMID;
  gp_test_switches sw = { 0 };
  if (mut == 6)
    o.newton_tol = 1e-3;
  if (mut == 7)
    {
      sw.jacobian_factor = 2.5;
      sw.newton_legacy = 1;
      o.newton_maxit = 100;
    }
  return vc_stepper (&gp_method_hht_odae, P, &o, &sw);
}

/* the consistent start at t0, a0 = f(t0, y0, z0) for a first step of size h */
static void
start (gp_stepper *s, gp_state *x, double h)
{
  const gp_problem *P = gp_stepper_problem (s);
  if (gp_state_consistent (P, x, 1e-14) != GP_OK)
    tap_bail ("consistent start of %s failed", P->name);
  if (mut == 3)
    x->y[0] += 1e-3 * h * h;
  if (gp_stepper_start (s, h, x) != GP_OK)
    tap_bail ("start failed: %s", gp_stepper_message (s));
  if (mut == 4)
    for (size_t i = 0; i < P->n; i++)
      x->a[i] += 0.1;
}

/* ---- matrices ------------------------------------------------------------ */
/* M0 = g_y(t0, y0) M(t0, y0)^-1 r_lambda(t0, y0, lambda0), from the callbacks
   (m x m) */
static void
m0_of (const gp_problem *P, const gp_state *x, double *M0)
{
  size_t n = P->n, m = P->m_g;
  double *Mm = malloc (n * n * sizeof *Mm), *Mi = malloc (n * n * sizeof *Mi);
  double *gy = malloc (m * n * sizeof *gy), *gt = malloc (m * sizeof *gt);
  double *rl = malloc (n * m * sizeof *rl), *ri = malloc (n * m * sizeof *ri);
  if (!Mm || !Mi || !gy || !gt || !rl || !ri)
    tap_bail ("out of memory");
  if (P->mass (x->t, x->y, Mm, P->params) || P->g_jac (x->t, x->y, gy, gt, P->params)
      || P->reaction_jac (x->t, x->y, x->z, x->lam, NULL, NULL, NULL, rl, NULL, P->params)
      || vc_inverse (Mm, Mi, n))
    tap_bail ("%s: callbacks for g_y r_lambda failed", P->name);
  vc_matmul (Mi, rl, ri, n, n, m);
  vc_matmul (gy, ri, M0, m, n, m);
  free (Mm);
  free (Mi);
  free (gy);
  free (gt);
  free (rl);
  free (ri);
}

/* K = C (x) M0 (2m x 2m), C the 2 x 2 coefficient block of the variant */
static void
kron_block (int var, double b, double alpha, const double *M0, size_t m, double *K)
{
  double C[4] = { 1 - b, b, 0.5, 0.5 };
  if (mut == 0)
    {
      C[0] = b;
      C[1] = 1 - b;
    }
  if (mut == 1)
    {
      C[2] = 0.5 + alpha;       /* 1 - gamma, gamma = 1/2 - alpha */
      C[3] = 0.5 - alpha;
    }
  if (var == VMID && mut != 2)
    {
      /* y1 carries R0 only and z1 carries R_{1/2} only: the position row
         sees Lambda0, the velocity row Lambda_{1/2} */
      C[0] = 1;
      C[1] = 0;
      C[2] = 0;
      C[3] = 1;
    }
  else if (var == VMID)
    {
      C[0] = 1;
      C[1] = 0;
      C[2] = C[3] = 0.5;
    }
  for (size_t I = 0; I < 2; I++)
    for (size_t J = 0; J < 2; J++)
      for (size_t i = 0; i < m; i++)
        for (size_t j = 0; j < m; j++)
          K[(I * m + i) * 2 * m + J * m + j] = C[I * 2 + J] * M0[i * m + j];
}

/* S = J_ll - J_lx J_xx^-1 J_xl: the Jacobian of the step system after
   y1, z1, a1 are eliminated, i.e. the paper's block (the library keeps y1,
   z1 as unknowns instead of substituting them into (3.4e)) */
static void
schur (const double *J, size_t N, size_t nx, double *S)
{
  size_t nl = N - nx;
  double *A = malloc (nx * nx * sizeof *A), *Ai = malloc (nx * nx * sizeof *Ai);
  double *B = malloc (nx * nl * sizeof *B), *T = malloc (nx * nl * sizeof *T);
  double *C = malloc (nl * nx * sizeof *C), *CT = malloc (nl * nl * sizeof *CT);
  if (!A || !Ai || !B || !T || !C || !CT)
    tap_bail ("out of memory");
  for (size_t i = 0; i < nx; i++)
    {
      for (size_t j = 0; j < nx; j++)
        A[i * nx + j] = J[i * N + j];
      for (size_t j = 0; j < nl; j++)
        B[i * nl + j] = J[i * N + nx + j];
    }
  for (size_t i = 0; i < nl; i++)
    for (size_t j = 0; j < nx; j++)
      C[i * nx + j] = J[(nx + i) * N + j];
  if (vc_inverse (A, Ai, nx))
    tap_bail ("singular (y, z, a) block of the iteration matrix");
  vc_matmul (Ai, B, T, nx, nx, nl);
  vc_matmul (C, T, CT, nl, nx, nl);
  for (size_t i = 0; i < nl; i++)
    for (size_t j = 0; j < nl; j++)
      S[i * nl + j] = J[(nx + i) * N + nx + j] - CT[i * nl + j];
  free (A);
  free (Ai);
  free (B);
  free (T);
  free (C);
  free (CT);
}

static double
norm1 (const double *A, size_t n)
{
  double r = 0;
  for (size_t j = 0; j < n; j++)
    {
      double c = 0;
      for (size_t i = 0; i < n; i++)
        c += fabs (A[i * n + j]);
      r = fmax (r, c);
    }
  return r;
}

/* the library's iteration matrix from the start for a step h, and its block */
static void
library_matrices (gp_stepper *s, gp_state *x, double h, double *J, double *S)
{
  const gp_problem *P = gp_stepper_problem (s);
  start (s, x, h);
  if (gp_stepper_iteration_matrix (s, h, x, J) != GP_OK)
    tap_bail ("iteration matrix at h = %g failed", h);
  schur (J, gp_stepper_unknowns (s), 3 * P->n, S);
}

/* ---- C1-C6: increments ----------------------------------------------------- */
static const run_case cases[NCASE] = {
  /* Lambda0 - lambda0 = O(h^2) here: it meets the rounding floor eps/h^2
     at h ~ 2e-4, so the levels stop at 7.8e-4 */
  { &gp_problem_jn_test, V34, 0.0, 0.0, 0, 8 },
  { &gp_problem_jn_test, V34, -0.15, 0.3, 0, 11 },
  { &gp_problem_jn_test, V34, -1.0 / 3, 1.0, 0, 11 },
  { &gp_problem_jn_test, V34, -0.15, -1.0, 0, 11 },
  { &gp_problem_jn_test, V34, -0.15, 0.49, 3, 9 },
  { &gp_problem_jn_test, V34, -0.15, 0.51, 3, 9 },
  { &gp_problem_jn_test, V35, -0.15, 0.3, 0, 11 },
  { &gp_problem_jn_test, VMID, -0.15, 0.0, 0, 11 },
  { &gp_problem_jn_pendulum, V34, 0.0, 0.0, 0, 11 },
  { &gp_problem_jn_pendulum, V34, -0.3, 0.0, 0, 11 },
  { &gp_problem_jn_pendulum, V34, -0.15, 0.3, 0, 11 },
  { &gp_problem_jn_pendulum, V34, -0.15, 0.45, 1, 11 },
  { &gp_problem_jn_pendulum, V35, -0.3, 0.0, 0, 11 },
  { &gp_problem_jn_pendulum, VMID, -0.3, 0.0, 0, 11 },
};

/* one step of size h from the start; the five increment norms, or NaN and
   a failure count */
static int
increments (gp_stepper *s, gp_state *x, double h, double inc[5])
{
  const gp_problem *P = gp_stepper_problem (s);
  size_t n = P->n, m = P->m_g;
  start (s, x, h);
  double *y0 = malloc (3 * n * sizeof *y0), *l0 = malloc (m * sizeof *l0);
  if (!y0 || !l0)
    tap_bail ("out of memory");
  memcpy (y0, x->y, 3 * n * sizeof *y0);   /* y, z, a are contiguous */
  memcpy (l0, x->lam, m * sizeof *l0);
  int rc = gp_stepper_step (s, h, x);
  if (rc == GP_OK)
    {
      inc[0] = vc_dist (x->y, y0, n);
      inc[1] = vc_dist (x->z, y0 + n, n);
      inc[2] = vc_dist (x->a, y0 + 2 * n, n);
      inc[3] = vc_dist (x->aux, l0, m);
      inc[4] = vc_dist (x->lam, l0, m);
    }
  else
    {
      for (int j = 0; j < 5; j++)
        inc[j] = (double) NAN;
      tap_diag ("step h = %g failed: %s", h, gp_stepper_message (s));
    }
  free (y0);
  free (l0);
  return rc != GP_OK;
}

/* ---- under a variant ------------------------------------------------------ */
static int
variant_form (const gp_options *o)
{
  return o->midpoint ? VMID : o->r1 == GP_R1_EXPLICIT ? V35 : V34;
}

/* the variant's problem serves when it has the consistent start C1-C6 and
   C13 step from (hht-odae supports it, or the variant file was refused) */
static int
has_start (const gp_problem *Q)
{
  return Q->y0 != NULL && Q->z0 != NULL;
}

/* the first level of a variant's C1-C6 runs: the paper's rule, h0(b) =
   O(|b - 1/2|): the first k with 0.1 2^-k <= 1.25 |b - 1/2| */
static int
first_level (int var, double b)
{
  int k = 0;
  while (var != VMID && k < 8 && ldexp (H0, -k) > 1.25 * fabs (b - 0.5))
    k++;
  return k;
}

/* the claims of this program under a variant: the runs of C1-C6 (one per
   problem) and the problems of C11-C13 */
static int nv_case;
static run_case v_case[2];
static double v_h0;
static int v_levels = -1;

/* under a variant, the problems of its runs (comma-separated), for vc_on;
   and what of its step sequence single steps from t0 do not use */
static char v_names[80];
static char v_unused[96];

/* vc_on for the variant's runs (v_case) */
static void
on_runs (const char *settings, ...) __attribute__ ((format (printf, 1, 2)));
static void
on_runs (const char *settings, ...)
{
  char set[300];
  va_list ap;
  va_start (ap, settings);
  vsnprintf (set, sizeof set, settings, ap);
  va_end (ap);
  vc_on_names (v_names, "%s", set);
}

/* ---- the settings: the paper's runs, or a variant's ------------------------ */
/* Under a variant (method hht-odae): its alpha, b and form ((3.4), --r1
   explicit (3.5), --midpoint) and Newton tolerance.  The runs of C1-C6, C8,
   C9 make one step per level on its problem when it names one with a
   consistent start (else jn-test and jn-pendulum), h = h0 2^-k from the
   variant's h0 and levels, else from 0.1 2^-k0 with k0 = first_level (the
   paper's ranges) to k = 10 (11 when k0 > 0).  C7, C11, C12 sweep b toward
   1/2 at the variant's alpha and form; C13 steps with its options. */
static const struct variant *V;
static int vform;
static double valpha, vb;
static char vruns[160], vthe[170];
/* the runs as the claims name them: C1's long form, the others' short one,
   C5's note on them, and the (3.4)/(3.5) and midpoint subsets of C8, C9 */
static const char *runs_c1, *runs, *runs_the, *c5_note, *runs_blk, *runs_mid;

static void
setup (int mutant)
{
  mut = mutant;
  if (mut == 5)
    h_small = h_c7 = 0.05;
  gp_options_default (&base);
  V = vc_variant ();
  vc_variant_options (&gp_method_hht_odae, &base);
  vform = variant_form (&base);
  valpha = gp_coeffs_alpha (&base.c);
  vb = base.c.b;
  runs_c1 = "14 runs, jn-test and jn-pendulum, (3.4)/(3.5)/midpoint, b in {-1, 0, 0.3, 0.45, "
    "0.49, 0.51, 1}";
  runs = runs_the = "14 runs";
  c5_note = ": jn-test alpha = b = 0 is O(h^2)";
  runs_blk = "12 (3.4)/(3.5) runs";
  runs_mid = "2 runs";
  v_h0 = H0;
  if (!V)
    return;
  /* one run per problem: the variant's, or the program's two */
  const gp_problem *PV = V->P ? vc_variant_problem (&gp_problem_jn_test, has_start) : NULL;
  if (PV == &gp_problem_jn_test)
    PV = NULL;   /* not suitable (noted): the program's two problems */
  const gp_problem *own[2] = { &gp_problem_jn_test, &gp_problem_jn_pendulum };
  int k0 = first_level (vform, vb);
  v_h0 = V->have_h0 ? V->h0 : ldexp (H0, -k0);
  v_levels = V->have_levels ? (int) V->levels : (k0 ? 11 : 10) - k0 + 1;
  nv_case = PV ? 1 : 2;
  for (int c = 0; c < nv_case; c++)
    v_case[c] = (run_case) { PV ? PV : own[c], vform, valpha, vb, 0, v_levels };
  snprintf (vruns, sizeof vruns, "%d run%s of the variant (%s%s%s, %s alpha=%g b=%g, "
            "h=%g..%g)", nv_case, nv_case > 1 ? "s" : "", v_case[0].P->name,
            nv_case > 1 ? " and " : "", nv_case > 1 ? v_case[1].P->name : "", VNAME[vform],
            valpha, vb, v_h0, ldexp (v_h0, -(v_levels - 1)));
  snprintf (vthe, sizeof vthe, "the %s", vruns);
  runs_c1 = runs = vruns;
  runs_the = runs_blk = runs_mid = vthe;
  c5_note = "";
  snprintf (v_names, sizeof v_names, "%s%s%s", v_case[0].P->name, nv_case > 1 ? "," : "",
            nv_case > 1 ? v_case[1].P->name : "");
  if (V->have_t_end || V->alt)
    snprintf (v_unused, sizeof v_unused, " (one step from t0: the variant's %s%s%s not used)",
              V->have_t_end ? "t-end" : "", V->have_t_end && V->alt ? " and " : "",
              V->alt ? "alternating steps" : "");
}

/* the claims a variant's form puts outside: the midpoint form has no b and
   its own block (C9); the other forms have the block of C8 */
static vc_not_about
not_about (const vc_claim *c)
{
  static const vc_not_about no_b = { "the midpoint form has b = 0 and a multiplier block "
                                     "without b (C9)", "not run: the midpoint form has no b" };
  int mid = vform == VMID, k = atoi (c->id + 1);
  if (mid && (k == 7 || k == 11 || k == 12))
    return no_b;
  if (mid && k == 8)
    return (vc_not_about) { "the midpoint form's block is C9's",
                            "not run: the block of the forms (3.4), (3.5)" };
  if (!mid && k == 9)
    return (vc_not_about) { "the variant is not the midpoint form",
                            "not run: the midpoint form's block" };
  return (vc_not_about) { NULL, NULL };
}

/* ---- measures ------------------------------------------------------------- */
/* C1-C6, C8, C9: one step per level over the runs, the increments and the
   library's block against the formula */
static void
m_steps (void)
{
  long fails = 0, steps = 0;
  double worst[5] = { 0, 0, 0, 0, 0 }, min5 = HUGE_VAL, max5 = -HUGE_VAL;
  double worst_blk = 0, worst_mid = 0, rd_min_blk = 0, rd_min_mid = 0;
  int ncase = V ? nv_case : NCASE;
  for (int c = 0; c < ncase; c++)
    {
      const run_case *rc = V ? &v_case[c] : &cases[c];
      const gp_problem *P = rc->P;
      double b = fabs (rc->b - 0.5) < 0.02 ? b_near (rc->b) : rc->b;
      gp_stepper *s = stepper (P, rc->var, rc->alpha, b);
      gp_state *x = gp_stepper_state_alloc (s);
      size_t m = P->m_g, N = gp_stepper_unknowns (s);
      double h[MAXLEV], e[5][MAXLEV], rd[MAXLEV];
      double *J = malloc (N * N * sizeof *J), *S = malloc (4 * m * m * sizeof *S);
      double *K = malloc (4 * m * m * sizeof *K), *M0 = malloc (m * m * sizeof *M0);
      if (!J || !S || !K || !M0)
        tap_bail ("out of memory");
      int L = rc->nlev;
      for (int k = 0; k < L; k++)
        {
          double inc[5];
          h[k] = ldexp (v_h0, -(k + rc->k0));
          fails += increments (s, x, h[k], inc);
          steps++;
          for (int j = 0; j < 5; j++)
            e[j][k] = inc[j];
          /* the block: library (Schur complement) against the formula */
          library_matrices (s, x, h[k], J, S);
          m0_of (P, x, M0);
          kron_block (rc->var, b, rc->alpha, M0, m, K);
          for (size_t i = 0; i < 4 * m * m; i++)
            K[i] = S[i] - K[i];
          rd[k] = norm1 (K, 2 * m) / norm1 (S, 2 * m);
        }
      double sl[5];
      for (int j = 0; j < 5; j++)
        {
          sl[j] = gp_order_fit (h, e[j], L, NULL);
          if (j == 3)
            {
              min5 = fmin (min5, isnan (sl[j]) ? -HUGE_VAL : sl[j]);
              max5 = fmax (max5, sl[j]);
            }
          else
            worst[j] = fmax (worst[j], isnan (sl[j]) ? HUGE_VAL : fabs (sl[j] - 1));
        }
      double rate = gp_order_fit (h, rd, L, NULL);
      double *w = rc->var == VMID ? &worst_mid : &worst_blk;
      *w = fmax (*w, isnan (rate) ? HUGE_VAL : fabs (rate - 1));
      if (rc->var == VMID)
        rd_min_mid = fmax (rd_min_mid, rd[L - 1]);
      else
        rd_min_blk = fmax (rd_min_blk, rd[L - 1]);
      tap_diag ("%-11s %-8s alpha=%-7.4g b=%-5g h=%.3g..%.3g slopes y %.4f z %.4f a %.4f "
                "L0 %.4f L1 %.4f | |L0-l0|/h %.4g |L1-l0|/h %.4g at h_min | block rel.diff "
                "%.3g at h_min, rate %.4f", P->name, VNAME[rc->var], rc->alpha, b, h[0],
                h[L - 1], sl[0], sl[1], sl[2], sl[3], sl[4], e[3][L - 1] / h[L - 1],
                e[4][L - 1] / h[L - 1], rd[L - 1], rate);
      free (J);
      free (S);
      free (K);
      free (M0);
      gp_state_free (x);
      gp_stepper_free (s);
    }
  on_runs ("one step from t0 per h, h0 = %g, %d levels%s", v_h0, v_levels, v_unused);
  vc_report ("C1", (double) fails, ": failed steps of %ld (%s)", steps, runs_c1);
  for (int j = 0; j < 5; j++)
    if (j == 3)
      vc_report ("C5", min5, ": least fitted slope over %s (largest %.3f%s)", runs_the, max5,
                 c5_note);
    else
      vc_report ((const char *[]) { "C2", "C3", "C4", "", "C6" }[j], worst[j],
                 ": worst |fitted slope - 1| over %s", runs);
  on_runs ("the iteration matrix of each run's steps, h0 = %g, %d levels%s", v_h0, v_levels,
           v_unused);
  vc_report ("C8", worst_blk, ": worst |rate - 1| of the relative difference over %s "
             "(largest difference at h_min %.2g)", runs_blk, rd_min_blk);
  vc_report ("C9", worst_mid, ": worst |rate - 1| over %s (largest difference at h_min %.2g)",
             runs_mid, rd_min_mid);
}

/* the form and alpha of C7, C11, C12: the paper's (3.4), alpha = -0.15, or
   the variant's; as the claims name it */
static int
sweep_form (void)
{
  return V ? vform : V34;
}

static double
sweep_alpha (void)
{
  return V ? valpha : -0.15;
}

static const char *
sweep_name (void)
{
  static char s[64];
  snprintf (s, sizeof s, "the variant's %s alpha = %g", VNAME[vform], valpha);
  return V ? s : "alpha = -0.15";
}

/* C7: the O(h) constant of the multipliers grows like 1/|b - 1/2| */
static void
m_c7 (void)
{
  vc_on (&gp_problem_jn_test, "one step h = %g from t0, b = 1/2 - 0.02 .. 1/2 - 0.00125, not "
         "the variant's b%s", h_c7, V && V->params && strcmp (V->P->name, "jn-test") == 0
         ? ", the problem's default parameters" : "");
  const double del[5] = { 0.02, 0.01, 0.005, 0.0025, 0.00125 };
  double cst[5];
  for (int i = 0; i < 5; i++)
    {
      gp_stepper *s = stepper (&gp_problem_jn_test, sweep_form (), sweep_alpha (), 0.5 - del[i]);
      gp_state *x = gp_stepper_state_alloc (s);
      start (s, x, h_c7);
      int rc = gp_stepper_step (s, h_c7, x);
      cst[i] = rc == GP_OK ? vc_dist (x->aux, x->lam, 1) / h_c7 : (double) NAN;
      tap_diag ("C7 b = 1/2 - %g, h = %g: |Lambda1 - Lambda0|/h = %.6g%s", del[i],
                h_c7, cst[i], rc == GP_OK ? "" : gp_stepper_message (s));
      gp_state_free (x);
      gp_stepper_free (s);
    }
  vc_report ("C7", gp_lsq_order (del, cst, 0, 4), ": slope of |Lambda1-Lambda0|/h against "
             "|b-1/2| (jn-test, %s)", sweep_name ());
}

/* C10-C12: condition numbers as b -> 1/2; C10 is the formula's (paper
   only), C11, C12 the library's at the sweep's form and alpha */
static void
m_cond (void)
{
  const gp_problem *Ps[2] = { &gp_problem_jn_test, &gp_problem_jn_pendulum };
  const double del10[6] = { 1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 1e-6 };
  const double del11[5] = { 1e-1, 3e-2, 1e-2, 3e-3, 1e-3 };
  double w10 = 0, w11 = 0, w12 = 0;
  for (int p = 0; p < (V ? nv_case : 2); p++)
    for (int side = -1; side <= 1; side += 2)
      {
        const gp_problem *P = V ? v_case[p].P : Ps[p];
        size_t m = P->m_g;
        double ck[6], cs[5], cj[5];
        double *K = malloc (4 * m * m * sizeof *K), *M0 = malloc (m * m * sizeof *M0);
        if (!K || !M0)
          tap_bail ("out of memory");
        for (int i = 0; i < 6 && !V; i++)
          {
            gp_stepper *s = stepper (P, V34, -0.15, 0.3);
            gp_state *x = gp_stepper_state_alloc (s);
            start (s, x, 0.1);
            m0_of (P, x, M0);
            kron_block (V34, 0.5 + side * del10[i], -0.15, M0, m, K);
            ck[i] = gp_cond1 (K, 2 * m);
            gp_state_free (x);
            gp_stepper_free (s);
          }
        for (int i = 0; i < 5; i++)
          {
            gp_stepper *s = stepper (P, sweep_form (), sweep_alpha (), 0.5 + side * del11[i]);
            gp_state *x = gp_stepper_state_alloc (s);
            size_t N = gp_stepper_unknowns (s);
            double *J = malloc (N * N * sizeof *J), *S = malloc (4 * m * m * sizeof *S);
            if (!J || !S)
              tap_bail ("out of memory");
            library_matrices (s, x, h_small, J, S);
            cs[i] = gp_cond1 (S, 2 * m);
            cj[i] = gp_cond1 (J, N);
            free (J);
            free (S);
            gp_state_free (x);
            gp_stepper_free (s);
          }
        double s10 = V ? 0.0 : gp_lsq_order (del10, ck, 0, 5);
        double s11 = gp_lsq_order (del11, cs, 0, 4), s12 = gp_lsq_order (del11, cj, 0, 4);
        if (V)
          tap_diag ("%s %s alpha=%g b = 1/2 %c delta: at h = %g library block %.3g..%.3g "
                    "(slope %.4f), whole matrix %.3g..%.3g (slope %.4f)", P->name,
                    VNAME[sweep_form ()], sweep_alpha (), side < 0 ? '-' : '+', h_small, cs[0],
                    cs[4], s11, cj[0], cj[4], s12);
        else
          tap_diag ("%s b = 1/2 %c delta: cond1 Kronecker %.3g..%.3g (slope %.4f); at h = %g "
                    "library block %.3g..%.3g (slope %.4f), whole matrix %.3g..%.3g (slope "
                    "%.4f)", P->name, side < 0 ? '-' : '+', ck[0], ck[5], s10, h_small, cs[0],
                    cs[4], s11, cj[0], cj[4], s12);
        w10 = fmax (w10, isnan (s10) ? HUGE_VAL : fabs (s10 + 1));
        w11 = fmax (w11, isnan (s11) ? HUGE_VAL : fabs (s11 + 1));
        w12 = fmax (w12, isnan (s12) ? HUGE_VAL : fabs (s12 + 1));
        free (K);
        free (M0);
      }
  vc_report ("C10", w10, ": worst |slope + 1| of log cond1 against log|b-1/2| (delta "
             "1e-1..1e-6, both sides, both problems)");
  on_runs ("the start's iteration matrix at h = %g, b = 1/2 -+ 0.1 .. 1e-3, not the "
           "variant's b", h_small);
  char sweep[80] = "";
  if (V)
    snprintf (sweep, sizeof sweep, ", %s", sweep_name ());
  vc_report ("C11", w11, " at h = %g: worst |slope + 1| of log cond1 against log|b-1/2| "
             "(delta 1e-1..1e-3%s)", h_small, sweep);
  vc_report ("C12", w12, " at h = %g: worst |slope + 1| of log cond1 against log|b-1/2| "
             "(delta 1e-1..1e-3%s)", h_small, sweep);
}

/* C13: Remark 4.2, two Newton starts of one branch */
static void
m_remark (void)
{
  typedef struct
  {
    const gp_problem *P;
    int var;
    double b, f0, f1;   /* starts x->lam = lambda0 * (1 + f) */
  } rcase;
  /* jn-test: at h = 0 each multiplier solves lambda^2 + 2 lambda = 3, whose
     Newton keeps the root 1 from any start > -1 (start -0.9); for h > 0 the
     basin moves: the midpoint variant at h = 0.1 from -0.9 lands on a mixed
     root (diagnosed below), so its second start is -0.5 */
  const rcase rc[5] = {
    { &gp_problem_jn_test, V34, 0.3, 0.5, -1.9 },
    { &gp_problem_jn_test, V35, 0.3, 0.5, -1.9 },
    { &gp_problem_jn_test, VMID, 0.0, 0.5, -1.5 },
    { &gp_problem_jn_pendulum, V34, 0.3, -1.0, 1.0 },
    { &gp_problem_jn_pendulum, VMID, 0.0, -1.0, 1.0 },
  };
  /* under a variant: its options on its problems; the starts lambda0 (1 +- 1/2),
     both on the physical branch (jn-test's basin moves with h and the form,
     errata-s002 P3: a start that Newton carries to another root says
     nothing about Remark 4.2) */
  rcase vrc[2];
  for (int c = 0; c < nv_case; c++)
    vrc[c] = (rcase) { v_case[c].P, vform, vb, 0.5, -0.5 };
  /* h = h0 4^-k, k = 0 .. 5: the paper's 0.1 .. 1e-4, a variant's from its
     first h (h0(b) shrinks near b = 1/2) */
  char hs[64];
  if (V)
    snprintf (hs, sizeof hs, "h = %g..%g", v_h0, ldexp (v_h0, -10));
  else
    snprintf (hs, sizeof hs, "h = 0.1..1e-4");
  double worst_r = 0;
  for (int c = 0; c < (V ? nv_case : 5); c++)
    {
      const rcase *r = V ? &vrc[c] : &rc[c];
      const gp_problem *P = r->P;
      gp_stepper *s = stepper (P, r->var, V ? valpha : -0.15, r->b);
      size_t n = P->n, m = P->m_g, N = gp_stepper_unknowns (s);
      gp_state *x = gp_stepper_state_alloc (s), *xa = gp_stepper_state_alloc (s);
      gp_state *xb = gp_stepper_state_alloc (s);
      double *J = malloc (N * N * sizeof *J), *Ji = malloc (N * N * sizeof *Ji);
      double *u = malloc (N * sizeof *u), *v = malloc (N * sizeof *v);
      if (!J || !Ji || !u || !v)
        tap_bail ("out of memory");
      double wr = 0, wd = 0;
      for (int k = 0; k <= 10; k += 2)
        {
          double h = ldexp (v_h0, -k);
          start (s, x, h);
          gp_state_copy (xa, x);
          gp_state_copy (xb, x);
          for (size_t i = 0; i < m; i++)
            {
              xa->lam[i] = x->lam[i] * (1 + r->f0);
              xb->lam[i] = x->lam[i] * (1 + r->f1);
            }
          if (gp_stepper_step (s, h, xa) != GP_OK || gp_stepper_step (s, h, xb) != GP_OK)
            {
              wr = HUGE_VAL;
              tap_diag ("Remark 4.2 step failed: %s", gp_stepper_message (s));
              continue;
            }
          /* the floor: both results lie within 2 eps (|J^-1| |J| |u|) of the root */
          if (gp_stepper_iteration_matrix (s, h, x, J) != GP_OK || vc_inverse (J, Ji, N))
            tap_bail ("iteration matrix for the floor failed");
          memcpy (u, xa->y, 3 * n * sizeof *u);
          memcpy (u + 3 * n, xa->aux, m * sizeof *u);
          memcpy (u + 3 * n + m, xa->lam, m * sizeof *u);
          for (size_t i = 0; i < N; i++)
            {
              v[i] = 0;
              for (size_t j = 0; j < N; j++)
                v[i] += fabs (J[i * N + j]) * fabs (u[j]);
            }
          for (size_t i = 0; i < N; i++)
            {
              double fl = 0, ub;
              for (size_t j = 0; j < N; j++)
                fl += fabs (Ji[i * N + j]) * v[j];
              fl *= 2 * EPS;
              ub = i < 3 * n ? xb->y[i] : i < 3 * n + m ? xb->aux[i - 3 * n]
                : xb->lam[i - 3 * n - m];
              double d = fabs (u[i] - ub);
              wr = fmax (wr, d / (2 * fl));
              wd = fmax (wd, d / (1 + fabs (u[i])));
              if (d > 1e-6 * (1 + fabs (u[i])))
                tap_diag ("  h = %g: component %zu differs: %.10g against %.10g", h, i,
                          u[i], ub);
            }
        }
      tap_diag ("Remark 4.2 %s %s: starts lambda0*(1%+g), lambda0*(1%+g), %s: "
                "largest |difference|/(1+|u|) %.3g, largest difference/(2 floor) %.3g",
                P->name, VNAME[r->var], r->f0, r->f1, hs, wd, wr);
      worst_r = fmax (worst_r, wr);
      free (J);
      free (Ji);
      free (u);
      free (v);
      gp_state_free (x);
      gp_state_free (xa);
      gp_state_free (xb);
      gp_stepper_free (s);
    }
  /* the other branch: jn-test from lambda = -2.5 (beyond -1); a mixed root
     (the paper's settings: diagnostics of the theory document) */
  if (!V)
    {
      gp_stepper *s = stepper (&gp_problem_jn_test, V34, -0.15, 0.3);
      gp_state *x = gp_stepper_state_alloc (s), *xb = gp_stepper_state_alloc (s);
      start (s, x, 0.01);
      gp_state_copy (xb, x);
      xb->lam[0] = -2.5;
      int ra = gp_stepper_step (s, 0.01, x), rb = gp_stepper_step (s, 0.01, xb);
      tap_diag ("Remark 4.2, the branch: jn-test h = 0.01 from lambda = 1 gives Lambda0 = %.6g, "
                "Lambda1 = %.6g; from lambda = -2.5 Lambda0 = %.6g, Lambda1 = %.6g (the "
                "spurious root -3 of lambda^2 + 2 lambda = 3) (rc %d %d)", x->aux[0],
                x->lam[0], xb->aux[0], xb->lam[0], ra, rb);
      gp_state_free (x);
      gp_state_free (xb);
      gp_stepper_free (s);
      s = stepper (&gp_problem_jn_test, VMID, -0.15, 0.0);
      x = gp_stepper_state_alloc (s);
      xb = gp_stepper_state_alloc (s);
      start (s, x, 0.1);
      gp_state_copy (xb, x);
      xb->lam[0] = -0.9;
      int ma = gp_stepper_step (s, 0.1, x), mb = gp_stepper_step (s, 0.1, xb);
      tap_diag ("Remark 4.2, a mixed root: jn-test midpoint h = 0.1 from lambda = 1 gives "
                "Lambda0 = %.6g, Lambda_1/2 = %.6g; from lambda = -0.9 Lambda0 = %.6g, "
                "Lambda_1/2 = %.6g (rc %d %d)", x->aux[0], x->lam[0], xb->aux[0], xb->lam[0],
                ma, mb);
      gp_state_free (x);
      gp_state_free (xb);
      gp_stepper_free (s);
    }
  on_runs ("one step from t0 per h, h = %g .. %g (k = 0, 2, .. 10%s)%s", v_h0,
           ldexp (v_h0, -10), V && V->have_levels ? ", the variant's levels not used" : "",
           v_unused);
  char over[160];
  if (V)
    snprintf (over, sizeof over, "the variant's %d run%s, starts lambda0 (1 +- 1/2), %s",
              nv_case, nv_case > 1 ? "s" : "", hs);
  else
    snprintf (over, sizeof over, "5 runs, %s", hs);
  vc_report ("C13", worst_r, ": worst componentwise difference / (2 x rounding floor 2 eps "
             "|J^-1||J||u|) over %s", over);
}

/* C14: b = 1/2 refused (the paper's settings only) */
static void
m_refusal (void)
{
  gp_options o;
  char why[512] = "";
  gp_options_default (&o);
  gp_coeffs_hht (-0.15, &o.c, why, sizeof why);
  o.c.b = mut == 8 ? nextafter (0.5, 1.0) : 0.5;
  gp_stepper *s = gp_stepper_alloc (&gp_method_hht_odae, &gp_problem_jn_test, &o, why,
                                    sizeof why);
  int ok = !s && strstr (why, "b != 1/2") && strstr (why, "S002-4.1");
  tap_diag ("b = %.17g: %s", o.c.b, s ? "accepted" : why);
  vc_report ("C14", ok, " naming Thm 4.1's hypothesis b != 1/2 (observed %s)",
             s ? "accepted" : "refused");
  gp_stepper_free (s);
}

/* ---- the claims (theory/s002-thm-4.1.md's table states them in prose) ---- */
#define RUNS "options, problem, steps (h0, levels)"
static const vc_claim claims[] = {
  { .id = "C1", .theorem = ID, .takes = RUNS, .measure = m_steps, .check = VC_LE, .target = 0,
    .text = "steps from consistent starts converge" },
  { .id = "C2", .theorem = ID, .takes = RUNS, .measure = m_steps, .check = VC_LE, .target = 0.05,
    .text = "|y1-y0| = O(h)" },
  { .id = "C3", .theorem = ID, .takes = RUNS, .measure = m_steps, .check = VC_LE, .target = 0.05,
    .text = "|z1-z0| = O(h)" },
  { .id = "C4", .theorem = ID, .takes = RUNS, .measure = m_steps, .check = VC_LE, .target = 0.05,
    .text = "|a1-a0| = O(h)" },
  { .id = "C5", .theorem = ID, .takes = RUNS, .measure = m_steps, .check = VC_GE, .target = 0.95,
    .text = "|Lambda0-lambda0| = O(h)" },
  { .id = "C6", .theorem = ID, .takes = RUNS, .measure = m_steps, .check = VC_LE, .target = 0.05,
    .text = "|Lambda1-lambda0| = O(h)" },
  { .id = "C7", .theorem = ID, .takes = "options (alpha, form; b swept on jn-test)",
    .measure = m_c7, .check = VC_ORDER, .target = -1.0, .slack = 0.1,
    .text = "the O(h) constant of Lambda is not uniform in b" },
  { .id = "C8", .theorem = ID, .takes = RUNS, .measure = m_steps, .check = VC_LE, .target = 0.1,
    .text = "library block -> [(1-b) b; 1/2 1/2] (x) g_y r_lambda" },
  { .id = "C9", .theorem = ID, .takes = RUNS, .measure = m_steps, .check = VC_LE, .target = 0.1,
    .text = "midpoint block -> [1 0; 0 1] (x) g_y r_lambda" },
  { .id = "C10", .theorem = ID,
    .skip = { "the Kronecker formula's conditioning depends on b and the problem only",
              "not run: the formula's conditioning, no method parameter but b" },
    .measure = m_cond, .check = VC_LE, .target = 0.05,
    .text = "Kronecker block singular exactly at b = 1/2" },
  { .id = "C11", .theorem = ID, .takes = "options (alpha, form; b swept), problem",
    .measure = m_cond, .check = VC_LE, .target = 0.1, .text = "the library's block" },
  { .id = "C12", .theorem = ID, .takes = "options (alpha, form; b swept), problem",
    .measure = m_cond, .check = VC_LE, .target = 0.1,
    .text = "the library's whole iteration matrix" },
  { .id = "C13", .theorem = ID, .takes = "options, problem, h0",
    .measure = m_remark, .check = VC_LE, .target = 1.0,
    .text = "Remark 4.2: two Newton starts of one branch give the same step" },
  { .id = "C14", .theorem = ID,
    .skip = { "b = 1/2 is refused for every variant (the variant file with it is refused)",
              "not run: b = 1/2 is refused for every variant" },
    .measure = m_refusal, .check = VC_TRUE,
    .text = "b = 1/2 refused by gp_stepper_alloc" },
};

int
main (int argc, char **argv)
{
  static const vc_program prog = {
    .id = ID,
    .problem = "C14: jn-test; *: jn-test,jn-pendulum",
    .methods = "hht-odae", .mutants = mutants, .nmut = NMUT, .claims = claims,
    .nclaims = (int) (sizeof claims / sizeof claims[0]), .newton = 1, .setup = setup,
    .not_about = not_about, .method = &gp_method_hht_odae, .options = &base,
  };
  return vc_run (argc, argv, &prog);
}
