/* s000_lemma_5_1.c -- verifies LEMMA S000-5.1 (theory/s000-lemma-5.1.md).
 *
 * LEMMA S000-5.1.  With M = M(t,y), F = f_psi, K = k_z, S = (K M^-1 F)^-1,
 * Q = M^-1 F S K, P = I - Q, and gamma != 0, alpha_m != 1, alpha_f != 1:
 *   [(1-am) M, -(1-af) F; gamma K, 0]^-1 [-am M, af F; -(1-gamma) K, 0]
 *     = [ am/(am-1) P + (gamma-1)/gamma Q, 0 ; nu S K, af/(af-1) I ],
 *   nu = am/(1-af) (1 - (1-gamma)(1-am)/(gamma am)).
 * The proof uses [M, -F; K, 0]^-1 = [(I - M^-1 F S K) M^-1, M^-1 F S; -S K M^-1, S]
 * and the projector identities Q M^-1 F = M^-1 F, P M^-1 F = 0, K Q = K, K P = 0,
 * Q^2 = Q, P^2 = P, Q P = P Q = 0.
 *
 * At the exact jay-nh solution for t in {0, 0.25, 0.5, 0.75, 1}; residuals
 * in max-norm against the tolerance 100 eps cond1(A) max(1, |R|) (A the
 * matrix inverted, R the right side).
 *
 * The claims: the table `claims` at the end (theory/s000-lemma-5.1.md
 * states them in prose).  No variant applies (the program reviews none).
 */
#include <math.h>
#include <stdio.h>
#include "galpha.h"
#include "gp_analysis.h"
#include "problems.h"
#include "tap.h"
#include "claims.h"

#define EPS 2.220446049250313e-16
static const gp_problem *P = &gp_problem_jay_nh;
static const double TS[5] = { 0, 0.25, 0.5, 0.75, 1 };
static const vc_mutant mutants[] = {
  { "nu-sign", "C1,C2,C3", "nu with the opposite sign" },
  { "af-ratio", "C1,C2,C3", "af/(1-af) in place of af/(af-1) in the psi block" },
};
static int mut = -1;

/* max over the points of residual/tolerance for the Lemma with coefficients c */
static double
lemma_ratio (const gp_coeffs *c, double *worst_res)
{
  double am = c->alpha_m, af = c->alpha_f, g = c->gamma, worst = 0;
  *worst_res = 0;
  for (int p = 0; p < 5; p++)
    {
      double M[4], F[2], K[2], Pm[4], Qm[4], Mi[4], MiF[2], Sv, A[9], B[9], Ai[9],
        L[9], R[9];
      vc_blocks_exact (P, TS[p], M, F, K);
      vc_projectors (2, 1, M, F, K, Pm, Qm);
      vc_inverse (M, Mi, 2);
      vc_matmul (Mi, F, MiF, 2, 2, 1);
      Sv = 1.0 / (K[0] * MiF[0] + K[1] * MiF[1]);
      double A_[9] = { (1 - am) * M[0], (1 - am) * M[1], -(1 - af) * F[0],
                       (1 - am) * M[2], (1 - am) * M[3], -(1 - af) * F[1],
                       g * K[0], g * K[1], 0 };
      double B_[9] = { -am * M[0], -am * M[1], af * F[0],
                       -am * M[2], -am * M[3], af * F[1],
                       -(1 - g) * K[0], -(1 - g) * K[1], 0 };
      for (int i = 0; i < 9; i++) { A[i] = A_[i]; B[i] = B_[i]; }
      vc_inverse (A, Ai, 3);
      vc_matmul (Ai, B, L, 3, 3, 3);
      double nu = am / (1 - af) * (1 - (1 - g) * (1 - am) / (g * am));
      if (mut == 0) nu = -nu;
      double rpsi = mut == 1 ? af / (1 - af) : af / (af - 1);
      for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
          R[3 * i + j] = am / (am - 1) * Pm[2 * i + j] + (g - 1) / g * Qm[2 * i + j];
      R[2] = R[5] = 0;
      R[6] = nu * Sv * K[0];
      R[7] = nu * Sv * K[1];
      R[8] = rpsi;
      double D[9];
      for (int i = 0; i < 9; i++)
        D[i] = L[i] - R[i];
      double res = vc_maxabs (D, 9);
      double tol = 100 * EPS * gp_cond1 (A, 3) * fmax (1, vc_maxabs (R, 9));
      *worst_res = fmax (*worst_res, res);
      worst = fmax (worst, res / tol);
    }
  return worst;
}

/* ---- measures ------------------------------------------------------------- */
/* C1-C3: the Lemma for one coefficient set each */
static void
lemma (const char *cid, int k)
{
  char why[128];
  gp_coeffs c;
  if (k < 2)
    gp_coeffs_chung_hulbert (k ? 0.7 : 0.2, &c, why, sizeof why);
  else
    c = (gp_coeffs) { .alpha_m = 0.1, .alpha_f = 0.3, .beta = 0.4, .gamma = 0.8 };
  const char *names[3] = { "CH(0.2)", "CH(0.7)", "am=0.1,af=0.3,g=0.8" };
  double res, ratio = lemma_ratio (&c, &res);
  tap_diag ("%s: max residual %.3e (%.3g of its tolerance)", names[k], res, ratio);
  vc_report (cid, ratio, " %s jay-nh", names[k]);
}

static void m_c1 (void) { lemma ("C1", 0); }
static void m_c2 (void) { lemma ("C2", 1); }
static void m_c3 (void) { lemma ("C3", 2); }

/* C4, C5: the saddle inverse and the projector identities */
static void
m_saddle (void)
{
  double worst_inv = 0, worst_proj = 0;
  for (int p = 0; p < 5; p++)
    {
      double M[4], F[2], K[2], Pm[4], Qm[4], Mi[4], MiF[2], S, Sad[9], Sadi[9], Fm[9];
      vc_blocks_exact (P, TS[p], M, F, K);
      vc_projectors (2, 1, M, F, K, Pm, Qm);
      vc_inverse (M, Mi, 2);
      vc_matmul (Mi, F, MiF, 2, 2, 1);
      S = 1.0 / (K[0] * MiF[0] + K[1] * MiF[1]);
      double Sad_[9] = { M[0], M[1], -F[0], M[2], M[3], -F[1], K[0], K[1], 0 };
      for (int i = 0; i < 9; i++) Sad[i] = Sad_[i];
      vc_inverse (Sad, Sadi, 3);
      /* formula: [(I - M^-1 F S K) M^-1, M^-1 F S; -S K M^-1, S] */
      double ImQ[4] = { 1 - MiF[0] * S * K[0], -MiF[0] * S * K[1],
                        -MiF[1] * S * K[0], 1 - MiF[1] * S * K[1] }, X[4], KMi[2];
      vc_matmul (ImQ, Mi, X, 2, 2, 2);
      vc_matmul (K, Mi, KMi, 1, 2, 2);
      double Fm_[9] = { X[0], X[1], MiF[0] * S, X[2], X[3], MiF[1] * S,
                        -S * KMi[0], -S * KMi[1], S };
      for (int i = 0; i < 9; i++) Fm[i] = Fm_[i] - Sadi[i];
      double tol = 100 * EPS * gp_cond1 (Sad, 3) * fmax (1, vc_maxabs (Sadi, 9));
      worst_inv = fmax (worst_inv, vc_maxabs (Fm, 9) / tol);
      /* projector identities */
      double r[8], T2[4], v2[2], k2[2];
      double condS = 1.0;   /* S is 1x1: cond 1 */
      double ptol = 100 * EPS * gp_cond1 (M, 2) * condS;
      vc_matmul (Qm, MiF, v2, 2, 2, 1); r[0] = vc_dist (v2, MiF, 2);
      vc_matmul (Pm, MiF, v2, 2, 2, 1); r[1] = vc_norm (v2, 2);
      vc_matmul (K, Qm, k2, 1, 2, 2); r[2] = vc_dist (k2, K, 2);
      vc_matmul (K, Pm, k2, 1, 2, 2); r[3] = vc_norm (k2, 2);
      vc_matmul (Qm, Qm, T2, 2, 2, 2); r[4] = fabs (T2[0] - Qm[0]) + fabs (T2[1] - Qm[1])
                                            + fabs (T2[2] - Qm[2]) + fabs (T2[3] - Qm[3]);
      vc_matmul (Pm, Pm, T2, 2, 2, 2); r[5] = fabs (T2[0] - Pm[0]) + fabs (T2[1] - Pm[1])
                                            + fabs (T2[2] - Pm[2]) + fabs (T2[3] - Pm[3]);
      vc_matmul (Qm, Pm, T2, 2, 2, 2); r[6] = vc_maxabs (T2, 4);
      vc_matmul (Pm, Qm, T2, 2, 2, 2); r[7] = vc_maxabs (T2, 4);
      double scale = fmax (1, fmax (vc_maxabs (Qm, 4), vc_norm (MiF, 2)));
      for (int i = 0; i < 8; i++)
        worst_proj = fmax (worst_proj, r[i] / (ptol * scale));
      if (p == 2)
        tap_diag ("t=0.5: |QMiF-MiF|=%.2e |PMiF|=%.2e |KQ-K|=%.2e |KP|=%.2e "
                  "|Q2-Q|=%.2e |P2-P|=%.2e |QP|=%.2e |PQ|=%.2e", r[0], r[1], r[2], r[3],
                  r[4], r[5], r[6], r[7]);
    }
  vc_report ("C4", worst_inv, "%s", "");
  vc_report ("C5", worst_proj, "%s", "");
}

static void
setup (int mutant)
{
  mut = mutant;
}

/* ---- the claims (theory/s000-lemma-5.1.md's table states them in prose) --- */
#define NOV { "the program reviews no method: the lemma is about the saddle blocks of " \
    "jay-nh for fixed coefficient sets", "nothing measured" }
static const vc_claim claims[] = {
  { .id = "C1", .skip = NOV, .measure = m_c1, .check = VC_LE, .target = 1.0,
    .text = "Lemma 5.1 identity residual/tolerance" },
  { .id = "C2", .skip = NOV, .measure = m_c2, .check = VC_LE, .target = 1.0,
    .text = "Lemma 5.1 identity residual/tolerance" },
  { .id = "C3", .skip = NOV, .measure = m_c3, .check = VC_LE, .target = 1.0,
    .text = "Lemma 5.1 identity residual/tolerance" },
  { .id = "C4", .skip = NOV, .measure = m_saddle, .check = VC_LE, .target = 1.0,
    .text = "saddle-inverse formula residual/tolerance jay-nh" },
  { .id = "C5", .skip = NOV, .measure = m_saddle, .check = VC_LE, .target = 1.0,
    .text = "projector identities residual/tolerance jay-nh" },
};

int
main (int argc, char **argv)
{
  static const vc_program prog = {
    .id = "S000-5.1", .problem = "*: jay-nh", .mutants = mutants, .nmut = 2, .claims = claims,
    .nclaims = (int) (sizeof claims / sizeof claims[0]), .newton = 0, .setup = setup,
  };
  return vc_run (argc, argv, &prog);
}
