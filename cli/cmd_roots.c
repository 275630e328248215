/* cmd_roots.c -- galpha roots: the roots of the characteristic polynomials
   rho and sigma of the index-3 analysis (seed 003) and the amplification
   matrix eigenvalues at h -> 0 and h -> inf, with the verdicts. */
#include <math.h>
#include <stdio.h>
#include "cli.h"

/* ---- roots --------------------------------------------------------------- */
int
cmd_roots (int argc, char **argv)
{
  cli c;
  gp_coeffs k;
  parse (&c, argc, argv, 2);
  if (c.problem || c.method || c.have_h || c.have_t_end || c.have_h0 || c.have_levels
      || c.out || c.have_every)
    usage_error ("roots takes only coefficient options");
  if (c.given & ~(unsigned) (GP_OPT_COEFFS | GP_OPT_HHT_ALPHA))
    usage_error ("roots takes only --rho-inf, --alpha-m/--alpha-f/--beta/--gamma or --alpha");
  coeffs_from (&c, &k, 1);
  char why[256];
  if (gp_coeffs_roots_check (&k, why, sizeof why) != GP_OK)
    usage_error ("%s", why);
  double r[6], s3[6], e0[6], ei[6];
  int nr, ns;
  if (gp_roots_rho (&k, r, &nr) || gp_roots_sigma (&k, s3, &ns)
      || gp_amplification_eigs (&k, 0.0, e0) || gp_amplification_eigs (&k, (double) INFINITY, ei))
    {
      fprintf (stderr, "%s: root computation failed\n", prog);
      return 1;
    }
  printf ("# roots alpha_m=%.17g alpha_f=%.17g beta=%.17g gamma=%.17g\n",
          k.alpha_m, k.alpha_f, k.beta, k.gamma);
  printf ("set\tk\tre\tim\tmodulus\n");
  struct { const char *name; const double *v; int n; } sets[4] = {
    { "rho", r, nr }, { "sigma", s3, ns }, { "amp_h0", e0, 3 }, { "amp_hinf", ei, 3 } };
  double mod_rho_other = 0, mod_sigma = 0, mod_inf = 0;
  for (int j = 0; j < 4; j++)
    for (int i = 0; i < sets[j].n; i++)
      {
        double re = sets[j].v[2 * i], im = sets[j].v[2 * i + 1], md = hypot (re, im);
        printf ("%s\t%d\t%.17g\t%.17g\t%.17g\n", sets[j].name, i + 1, re, im, md);
        if (j == 0 && fabs (re - 1) + fabs (im) > 1e-12)
          mod_rho_other = fmax (mod_rho_other, md);
        if (j == 1) mod_sigma = fmax (mod_sigma, md);
        if (j == 3) mod_inf = fmax (mod_inf, md);
      }
  /* zero stability: the root 1 is simple and the other root lies in |z| <= 1 */
  int zs = mod_rho_other <= 1.0 && fabs (k.alpha_m / (k.alpha_m - 1.0) + 1.0) > 1e-12;
  printf ("# verdict zero_stable %s (rho roots: 1 and %.6g; modulus %.6g)\n",
          zs ? "yes" : "no", -k.alpha_m / (1 - k.alpha_m), mod_rho_other);
  printf ("# verdict strictly_stable_at_infinity %s (max |sigma root| = %.6g)\n",
          mod_sigma < 1 ? "yes" : "no", mod_sigma);
  printf ("# verdict spectral_radius_h_inf %.6g (amplification matrix, h -> inf)\n",
          mod_inf);
  return 0;
}

