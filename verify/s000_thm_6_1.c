/* s000_thm_6_1.c -- verifies THEOREM S000-6.1 (theory/s000-thm-6.1.md).
 *
 * THEOREM S000-6.1 (global convergence of ga-nh).  For consistent initial
 * values, a_alpha - a(t0 + alpha h) = O(h), gamma != 0, alpha_m != 1,
 * alpha_f != 1, gamma = 1/2 - alpha, r_gamma, r_alpha_m, r_alpha_f < 1 and
 * r_gamma != r_alpha_f:  y and z errors are O(h^2); as printed,
 *   a_{n+alpha} - a(t_n + alpha h) = O(h^2 + r_gamma^n d0),
 *   psi_n - psi(t_n)               = O(h^2 + (r_gamma^n + r_alpha_f^n) d0),
 * with d0 = |a_alpha - a(t0 + alpha h)|.  The printed a-bound is wrong (errata
 * E1, theory/errata-s000.md): the P-part of the start error decays like
 * r_alpha_m^n, so the bound must read O(h^2 + (r_alpha_m^n + r_gamma^n) d0).
 *
 * Claims (one TAP line each), ga-nh on jay-nh, CH(0.2), t = 1,
 * h = 0.1 * 2^-k, k = 0..7, least squares over k = 3..7:
 *   C1-C4  orders of err_y, err_z, err_a (vs a(T + alpha h)), err_psi: 2 +- 0.1
 *   C5     with a_alpha = a(t0 + alpha h) (d0 = 0) all four orders 2 +- 0.1
 *   C6     with M_alpha = previous M_{1+alpha} all four orders 2 +- 0.1
 *   C7     Q-part of the start-error difference decays by r_gamma = 1/7 per step
 *          (h = 1e-4, n = 1..3, before the O(h d0) coupling floor)
 *   C8     P-part decays by r_alpha_m = 1/3 per step (E1)
 *   C9     psi bound constant max_n |dpsi_n| / ((r_gamma^n + r_alpha_f^n + h) d0)
 *          does not grow as h: 1e-2 -> 1e-4 (ratio <= 3)
 *   C10    the printed a-bound constant does not grow (TODO: fails, erratum E1)
 *   C11    the corrected a-bound constant does not grow (ratio <= 3)
 *   C12    outside the hypotheses (r_gamma > 1): SKIP, observed errors shown
 *   C13-C15 rolling-disk, t = 10, against the committed reference
 *          (problems/references.c): orders of err_y, err_z, err_psi, least
 *          squares over h = 0.1 * 2^-k, k = 10..13 (h = 9.8e-5 .. 1.2e-5): 2 +- 0.1;
 *          the pairwise orders of k = 0..13 are shown (pre-asymptotic above)
 */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "galpha.h"
#include "problems.h"
#include "tap.h"
#include "vcommon.h"

#define LEVELS 8
#define LO 3
static const double H0 = 0.1, T_END = 1.0;

static const vc_mutant mutants[] = {
  { "gamma+1e-2", "gamma = 1/2 - alpha + 1e-2 (violates the order condition)" },
  { "m-alpha-t0", "M_alpha = M(t0, y0) instead of M(t_alpha, y0 + alpha h z0)" },
};

static const gp_problem *P = &gp_problem_jay_nh;

/* Errors at T for the levels; returns 0 or bails. */
static void
conv_table (const gp_options *o, double h[LEVELS], double e[4][LEVELS], FILE *dat)
{
  gp_state *x = gp_state_alloc (P);
  for (int k = 0; k < LEVELS; k++)
    {
      gp_stepper *s = vc_stepper (&gp_method_ga_nh, P, o);
      h[k] = ldexp (H0, -k);
      long N = lround (T_END / h[k]), fs;
      int rc = vc_integrate (s, P, h[k], N, x, &fs);
      if (rc != GP_OK)
        tap_bail ("h = %g failed at step %ld: %s", h[k], fs, gp_stepper_message (s));
      double e4[4];
      vc_errors (P, x, gp_coeffs_alpha (&o->c) * h[k], e4);
      for (int j = 0; j < 4; j++)
        e[j][k] = e4[j];
      tap_diag ("h=%-10.4g err_y=%.4e err_z=%.4e err_a=%.4e err_psi=%.4e newton/step=%.2f",
                h[k], e4[0], e4[1], e4[2], e4[3],
                (double) gp_stepper_stats (s)->newton_iters / (double) N);
      if (dat)
        fprintf (dat, "%.17g\t%ld\t%.17g\t%.17g\t%.17g\t%.17g\n", h[k], N,
                 e4[0], e4[1], e4[2], e4[3]);
      gp_stepper_free (s);
    }
  gp_state_free (x);
}

static double
worst_order (double h[LEVELS], double e[4][LEVELS])
{
  double worst = 2.0;
  for (int j = 0; j < 4; j++)
    {
      double p = gp_lsq_order (h, e[j], LO, LEVELS - 1);
      if (fabs (p - 2.0) > fabs (worst - 2.0))
        worst = p;
    }
  return worst;
}

/* Start-error propagation: two runs from the same consistent (y0, z0, psi0)
   with a_alpha = a(t0 + alpha h) and a_alpha + d0 * dir.  Records, per step,
   |P da|, |Q da| (projectors at t_n + alpha h) and |dpsi|. */
#define NDEC 40
typedef struct
{
  double pa[NDEC + 1], qa[NDEC + 1], da[NDEC + 1], dpsi[NDEC + 1];
} decay;

static void
start_error (const gp_options *o0, double h, double d0, decay *D)
{
  gp_options o = *o0;
  o.a_init = GP_AINIT_EXACT;
  o.newton_tol = 1e-14;
  gp_stepper *s1 = vc_stepper (&gp_method_ga_nh, P, &o);
  gp_stepper *s2 = vc_stepper (&gp_method_ga_nh, P, &o);
  gp_state *x1 = gp_state_alloc (P), *x2 = gp_state_alloc (P);
  gp_state_consistent (P, x1, 1e-15);
  gp_state_consistent (P, x2, 1e-15);
  gp_stepper_start (s1, h, x1);
  gp_stepper_start (s2, h, x2);
  double dir[2] = { 1.0, -0.7 }, nd = hypot (dir[0], dir[1]);
  x2->a[0] += d0 * dir[0] / nd;
  x2->a[1] += d0 * dir[1] / nd;
  double al = gp_coeffs_alpha (&o.c);
  for (int n = 0; n <= NDEC; n++)
    {
      if (n > 0 && (gp_stepper_step (s1, h, x1) || gp_stepper_step (s2, h, x2)))
        tap_bail ("start-error run failed at h = %g, step %d", h, n);
      double M[4], F[2], K[2], Pm[4], Qm[4], da[2], v[2];
      vc_blocks_exact (P, x1->t + al * h, M, F, K);
      vc_projectors (2, 1, M, F, K, Pm, Qm);
      da[0] = x2->a[0] - x1->a[0];
      da[1] = x2->a[1] - x1->a[1];
      vc_matvec (Pm, da, v, 2, 2);
      D->pa[n] = vc_norm (v, 2);
      vc_matvec (Qm, da, v, 2, 2);
      D->qa[n] = vc_norm (v, 2);
      D->da[n] = vc_norm (da, 2);
      D->dpsi[n] = fabs (x2->psi[0] - x1->psi[0]);
    }
  gp_stepper_free (s1);
  gp_stepper_free (s2);
  gp_state_free (x1);
  gp_state_free (x2);
}

/* Geometric decay factor: exp of the least-squares slope of log v_n, n in [a,b]. */
static double
decay_factor (const double *v, int a, int b)
{
  double n[NDEC + 1];
  for (int i = 0; i <= NDEC; i++)
    n[i] = exp ((double) i);      /* gp_lsq_order fits log v against log(e^n) = n */
  return exp (gp_lsq_order (n, v, a, b));
}

/* max_n |v_n| / ((r1^n + r2^n + h) d0) */
static double
bound_constant (const double *v, double r1, double r2, double h, double d0)
{
  double c = 0;
  for (int n = 0; n <= NDEC; n++)
    c = fmax (c, v[n] / ((pow (r1, n) + pow (r2, n) + h) * d0));
  return c;
}

/* rolling-disk (seed 000 Fig 7.2): errors at t = 10 against the reference */
#define RD_LEVELS 14
#define RD_LO 10
static void
rolling_disk_table (const gp_options *o, double h[RD_LEVELS], double e[3][RD_LEVELS],
                    FILE *dat)
{
  const gp_problem *D = &gp_problem_rolling_disk;
  const gp_reference *R = gp_reference_at (D->name, 10.0);
  if (!R)
    tap_bail ("no committed reference of rolling-disk at t = 10 (make ref)");
  size_t n = D->n;
  gp_state *x = gp_state_alloc (D);
  for (int k = 0; k < RD_LEVELS; k++)
    {
      gp_stepper *s = vc_stepper (&gp_method_ga_nh, D, o);
      h[k] = ldexp (H0, -k);
      long N = lround (10.0 / h[k]), fs;
      if (vc_integrate (s, D, h[k], N, x, &fs) != GP_OK)
        tap_bail ("rolling-disk h = %g failed at step %ld: %s", h[k], fs, gp_stepper_message (s));
      e[0][k] = vc_dist (x->y, R->values, n);
      e[1][k] = vc_dist (x->z, R->values + n, n);
      e[2][k] = vc_dist (x->psi, R->values + 3 * n, D->m_k);
      if (k > 0)
        tap_diag ("rolling-disk h=%-10.4g err_y=%.4e err_z=%.4e err_psi=%.4e pairwise orders "
                  "%.3f %.3f %.3f", h[k], e[0][k], e[1][k], e[2][k],
                  log2 (e[0][k - 1] / e[0][k]), log2 (e[1][k - 1] / e[1][k]),
                  log2 (e[2][k - 1] / e[2][k]));
      if (dat)
        fprintf (dat, "%.17g\t%ld\t%.17g\t%.17g\t%.17g\n", h[k], N, e[0][k], e[1][k], e[2][k]);
      gp_stepper_free (s);
    }
  gp_state_free (x);
}

int
main (int argc, char **argv)
{
  int mut = vc_args (argc, argv, mutants, 2);
  tap_plan (15);
  gp_options o;
  gp_options_default (&o);              /* CH(0.2), explicit M_alpha, a_alpha = a0 */
  if (mut == 0)
    o.c.gamma += 1e-2;
  if (mut == 1)
    o.m_alpha = GP_MALPHA_WRONG_T0;
  const char *id = "ga-nh/jay-nh";
  double h[LEVELS], e[4][LEVELS];

  FILE *dat = vc_data_open ("s000-thm-6.1-jay-nh.dat", mut);
  if (dat)
    fprintf (dat, "# ga-nh on jay-nh, CH(rho_inf=0.2), m_alpha=explicit, a_init=a0, "
             "t=1; written by verify/s000_thm_6_1\nh\tsteps\terr_y\terr_z\terr_a\terr_psi\n");
  tap_diag ("global errors at t = 1, a_alpha = a0, explicit M_alpha:");
  conv_table (&o, h, e, dat);
  if (dat)
    fclose (dat);
  const char *comp[4] = { "y", "z", "a", "psi" };
  for (int j = 0; j < 4; j++)
    tap_is_order (2.0, gp_lsq_order (h, e[j], LO, LEVELS - 1), 0.1,
                  "S000-6.1 C%d %s global order %s (lsq h=%.4g..%.4g)", j + 1,
                  comp[j], id, h[LO], h[LEVELS - 1]);

  gp_options ox = o;
  ox.a_init = GP_AINIT_EXACT;
  tap_diag ("a_alpha = a(t0 + alpha h) exactly:");
  conv_table (&ox, h, e, NULL);
  tap_is_order (2.0, worst_order (h, e), 0.1,
                "S000-6.1 C5 worst order of y,z,a,psi with a-init exact %s", id);

  gp_options op = o;
  if (mut != 1)
    op.m_alpha = GP_MALPHA_PREVIOUS;
  tap_diag ("M_alpha = previous M_{1+alpha}:");
  conv_table (&op, h, e, NULL);
  tap_is_order (2.0, worst_order (h, e), 0.1,
                "S000-6.1 C6 worst order of y,z,a,psi with m-alpha previous %s", id);

  /* start-error propagation */
  const double d0 = 1e-6, hs[3] = { 1e-2, 1e-3, 1e-4 };
  double rg = gp_coeffs_r_gamma (&o.c), ram = gp_coeffs_r_alpha_m (&o.c),
    raf = gp_coeffs_r_alpha_f (&o.c);
  decay D[3];
  FILE *dd = vc_data_open ("s000-thm-6.1-start-error.dat", mut);
  if (dd)
    fprintf (dd, "# difference of two ga-nh runs on jay-nh whose a_alpha differ by "
             "d0 = %g; projectors at t_n + alpha h\nh\tn\tda\tP_da\tQ_da\tdpsi\n", d0);
  for (int i = 0; i < 3; i++)
    {
      start_error (&o, hs[i], d0, &D[i]);
      for (int n = 0; n <= NDEC && dd; n++)
        fprintf (dd, "%.17g\t%d\t%.17g\t%.17g\t%.17g\t%.17g\n", hs[i], n, D[i].da[n],
                 D[i].pa[n], D[i].qa[n], D[i].dpsi[n]);
    }
  if (dd)
    fclose (dd);
  for (int n = 0; n <= 8; n++)
    tap_diag ("h=1e-4 n=%d |P da|=%.3e |Q da|=%.3e |dpsi|=%.3e", n, D[2].pa[n],
              D[2].qa[n], D[2].dpsi[n]);
  tap_is_order (rg, decay_factor (D[2].qa, 1, 3), 0.03,
                "S000-6.1 C7 decay factor of Q da (r_gamma) %s h=1e-4 n=1..3", id);
  tap_is_order (ram, decay_factor (D[2].pa, 1, 6), 0.03,
                "S000-6.1 C8 decay factor of P da (r_alpha_m, erratum E1) %s h=1e-4 n=1..6", id);
  double cpsi[3], cprint[3], ccorr[3];
  for (int i = 0; i < 3; i++)
    {
      cpsi[i] = bound_constant (D[i].dpsi, rg, raf, hs[i], d0);
      cprint[i] = bound_constant (D[i].da, rg, 0.0, hs[i], d0);
      ccorr[i] = bound_constant (D[i].da, rg, ram, hs[i], d0);
      tap_diag ("h=%g bound constants: psi %.3f, a printed %.3f, a corrected %.3f",
                hs[i], cpsi[i], cprint[i], ccorr[i]);
    }
  tap_is_le (3.0, cpsi[2] / cpsi[0],
             "S000-6.1 C9 psi start-error bound constant growth h=1e-2 -> 1e-4 %s", id);
  tap_todo ("erratum E1: the printed bound omits r_alpha_m^n (theory/errata-s000.md)");
  tap_is_le (3.0, cprint[2] / cprint[0],
             "S000-6.1 C10 printed a start-error bound constant growth h=1e-2 -> 1e-4 %s", id);
  tap_is_le (3.0, ccorr[2] / ccorr[0],
             "S000-6.1 C11 corrected a start-error bound constant growth h=1e-2 -> 1e-4 %s", id);

  /* outside the hypotheses: gamma = 1/2 - alpha but r_gamma > 1 */
  gp_options ob = o;
  ob.c.alpha_m = 0.3; ob.c.alpha_f = 0.1;
  ob.c.gamma = 0.5 - 0.2; ob.c.beta = 0.25 * 0.8 * 0.8;
  tap_diag ("outside the hypotheses: alpha_m=0.3 alpha_f=0.1 gamma=0.3 beta=0.16, "
            "r_gamma=%.3f", gp_coeffs_r_gamma (&ob.c));
  gp_state *x = gp_state_alloc (P);
  for (int k = 0; k < 5; k++)
    {
      gp_stepper *s = vc_stepper (&gp_method_ga_nh, P, &ob);
      double hk = ldexp (H0, -k), e4[4];
      long N = lround (T_END / hk), fs;
      int rc = vc_integrate (s, P, hk, N, x, &fs);
      if (rc == GP_OK)
        {
          vc_errors (P, x, 0.2 * hk, e4);
          tap_diag ("observed h=%-8.4g err_y=%.3e err_z=%.3e err_a=%.3e err_psi=%.3e",
                    hk, e4[0], e4[1], e4[2], e4[3]);
        }
      else
        tap_diag ("observed h=%-8.4g run failed at step %ld (t = %.4g): %s", hk, fs,
                  x->t, gp_stepper_message (s));
      gp_stepper_free (s);
    }
  gp_state_free (x);
  tap_skip ("hypothesis violated: r_gamma = 2.33 >= 1", "S000-6.1 C12 order outside "
            "the hypotheses ga-nh/jay-nh alpha_m=0.3 alpha_f=0.1");

  double hr[RD_LEVELS], er[3][RD_LEVELS];
  FILE *rd = vc_data_open ("s000-thm-6.1-rolling-disk.dat", mut);
  if (rd)
    fprintf (rd, "# ga-nh on rolling-disk, CH(rho_inf=0.2), m_alpha=explicit, a_init=a0, t=10, "
             "against the committed reference; written by verify/s000_thm_6_1\n"
             "h\tsteps\terr_y\terr_z\terr_psi\n");
  rolling_disk_table (&o, hr, er, rd);
  if (rd)
    fclose (rd);
  const char *rc3[3] = { "y", "z", "psi" };
  for (int j = 0; j < 3; j++)
    tap_is_order (2.0, gp_lsq_order (hr, er[j], RD_LO, RD_LEVELS - 1), 0.1,
                  "S000-6.1 C%d %s global order ga-nh/rolling-disk t=10 (lsq h=%.3g..%.3g)",
                  13 + j, rc3[j], hr[RD_LO], hr[RD_LEVELS - 1]);
  return tap_done ();
}
