/* cmd_roots.c -- galpha roots: the roots of the characteristic polynomials
   rho and sigma of the index-3 analysis (seed 003) and the amplification
   matrix eigenvalues at h -> 0 and h -> inf, with the verdicts.  The roots
   are exact to rounding (lib/gp_analysis.c, theory/s003-lemma-1.md). */
#include <math.h>
#include <stdio.h>
#include "cli.h"
#include "gp_analysis.h"

/* ---- roots --------------------------------------------------------------- */
int
cmd_roots (int argc, char **argv)
{
  cli c;
  gp_coeffs k;
  parse (&c, argc, argv, 2);
  cli_only (&c, "roots");
  coeffs_from (&c, &k, 1);
  char why[256];
  if (gp_coeffs_roots_check (&k, why, sizeof why) != GP_OK)
    usage_error ("%s", why);
  if (cli_dry_run)
    return 0;
  double r[6], s3[6], e0[6], ei[6], rho_inf, omr_inf;
  int nr, ns, rc0, rci;
  gp_roots_rho (&k, r, &nr);
  gp_roots_sigma (&k, s3, &ns);
  rc0 = gp_amplification_eigs (&k, 0.0, e0);
  rci = gp_spectral_radius (&k, (double) INFINITY, &rho_inf, &omr_inf);
  if (rci == GP_OK)
    gp_amplification_eigs (&k, (double) INFINITY, ei);
  printf ("# roots alpha_m=%.17g alpha_f=%.17g beta=%.17g gamma=%.17g\n",
          k.alpha_m, k.alpha_f, k.beta, k.gamma);
  printf ("set\tk\tre\tim\tmodulus\n");
  struct { const char *name; const double *v; int n; } sets[4] = {
    { "rho", r, nr }, { "sigma", s3, ns }, { "amp_h0", e0, rc0 ? 0 : 3 },
    { "amp_hinf", ei, rci ? 0 : 3 } };
  double mod_sigma = 0;
  for (int j = 0; j < 4; j++)
    for (int i = 0; i < sets[j].n; i++)
      {
        double re = sets[j].v[2 * i], im = sets[j].v[2 * i + 1], md = hypot (re, im);
        printf ("%s\t%d\t%.17g\t%.17g\t%.17g\n", sets[j].name, i + 1, re, im, md);
        if (j == 1)
          mod_sigma = fmax (mod_sigma, md);
      }
  /* zero stability: both roots of rho are simple (the paper's remark), so
     the root condition is |-am/(1-am)| <= 1, i.e. alpha_m <= 1/2 */
  double other = fabs (r[2]);
  printf ("# verdict zero_stable %s (rho roots: 1 and %.17g; modulus %.6g %s 1, "
          "alpha_m = %.6g %s 1/2)\n", other <= 1 ? "yes" : "no", r[2], other,
          other <= 1 ? "<=" : ">", k.alpha_m, k.alpha_m <= 0.5 ? "<=" : ">");
  printf ("# verdict strictly_stable_at_infinity %s (max |sigma root| = %.17g%s)\n",
          ns == 3 && mod_sigma < 1 ? "yes" : "no", mod_sigma,
          ns < 3 ? "; sigma has fewer than 3 roots: a root at infinity" : "");
  if (rci == GP_OK)
    printf ("# verdict spectral_radius_h_inf %.17g (amplification matrix, h -> inf; "
            "1 - rho = %.17g)\n", rho_inf, omr_inf);
  else
    printf ("# verdict spectral_radius_h_inf inf (beta (1 - alpha_f) = 0: the step "
            "matrix is singular as h -> inf)\n");
  return 0;
}
