/* cmd_spectrum.c -- galpha spectrum: the spectral radius rho of a method's
   amplification matrix on the oscillator y'' = -w^2 y against h/T
   (T = 2 pi / w), and 1 - rho computed without cancellation
   (lib/gp_analysis.c, theory/s003-spectrum-oscillator.md).  Methods are
   coefficient sets here, not library steppers: ga (Chung-Hulbert --rho-inf or
   the explicit four), hht (--alpha), newmark (--beta --gamma). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "gp_analysis.h"

#define TWO_PI 6.283185307179586477

/* 1 when c has a method option other than those of ok (NULL-terminated) */
static int
other_options (const cli *c, const char *const *ok)
{
  for (int i = 0; i < c->nmopt; i++)
    {
      int found = 0;
      for (const char *const *k = ok; *k && !found; k++)
        found = strcmp (*k, c->mkey[i]) == 0;
      if (!found)
        return 1;
    }
  return 0;
}

/* The coefficient set of method name from c; exit 2 on anything else. */
static void
spectrum_coeffs (const cli *c, const char *name, gp_coeffs *k)
{
  char why[256];
  memset (k, 0, sizeof *k);
  if (strcmp (name, "ga") == 0)
    {
      static const char *const ok[] = { "rho-inf", "alpha-m", "alpha-f", "beta", "gamma", NULL };
      if (other_options (c, ok))
        usage_error ("spectrum --method ga takes --rho-inf R or all of --alpha-m "
                     "--alpha-f --beta --gamma, nothing else");
      coeffs_from (c, k, 0);
    }
  else if (strcmp (name, "hht") == 0)
    {
      static const char *const ok[] = { "alpha", NULL };
      if (other_options (c, ok) || c->nmopt == 0)
        usage_error ("spectrum --method hht takes --alpha A (and nothing else)");
      if (gp_coeffs_hht (c->alpha, k, why, sizeof why) != GP_OK)
        usage_error ("%s", why);
    }
  else if (strcmp (name, "newmark") == 0)
    {
      static const char *const ok[] = { "beta", "gamma", NULL };
      if (other_options (c, ok))
        usage_error ("spectrum --method newmark takes --beta B --gamma G (and nothing else)");
      if (!c->have_beta || !c->have_gamma)
        usage_error ("spectrum --method newmark needs both --beta B and --gamma G");
      k->beta = c->beta;
      k->gamma = c->gamma;
    }
  else
    usage_error ("unknown method '%s' for spectrum (want ga, hht or newmark)", name);
  /* det L = (1 - am) + Omega^2 beta (1 - af): the step must be defined */
  if (k->alpha_m == 1.0)
    usage_error ("alpha_m = 1 violates alpha_m != 1 (the step matrix is singular as h -> 0)");
  double W = -(1 - k->alpha_m) / (k->beta * (1 - k->alpha_f));
  if (W > 0 && isfinite (W))
    usage_error ("beta = %s, alpha_m = %s, alpha_f = %s violate beta (1 - alpha_f) / "
                 "(1 - alpha_m) >= 0: the step matrix is singular at h/T = %.6g",
                 GP_NUM (k->beta), GP_NUM (k->alpha_m), GP_NUM (k->alpha_f), sqrt (W) / TWO_PI);
}

int
cmd_spectrum (int argc, char **argv)
{
  cli c;
  double x = 0;
  int have_x = 0;
  /* --h-over-T is this verb's own option; take it out before the common parser */
  char **av = cli_hold (malloc ((size_t) argc * sizeof *av));
  int ac = 0;
  if (!av)
    usage_error ("out of memory");
  for (int i = 0; i < argc; i++)
    if (strcmp (argv[i], "--h-over-T") == 0 && i + 1 < argc)
      {
        if (have_x)
          usage_error ("option --h-over-T given twice: give it once");
        x = parse_double ("--h-over-T", argv[++i]);
        have_x = 1;
      }
    else
      av[ac++] = argv[i];
  parse (&c, ac, av, 2);
  cli_free (av);
  cli_only (&c, "spectrum");
  if (!c.method)
    usage_error ("--method is required (ga, hht or newmark)");
  if (have_x && !(x > 0))
    usage_error ("--h-over-T = %s must be positive", GP_NUM (x));
  gp_coeffs k;
  spectrum_coeffs (&c, c.method, &k);
  int n = have_x ? 1 : 61;
  /* coefficients so large that the amplification matrix overflows are a
     bad command line, not a failed computation: judged before any output */
  for (int i = 0; i < n; i++)
    {
      double hT = have_x ? x : pow (10.0, (i - 30) / 10.0), rho, omr;
      if (gp_spectral_radius (&k, TWO_PI * hT, &rho, &omr) != GP_OK)
        usage_error ("alpha_m = %s, alpha_f = %s, beta = %s, gamma = %s: the amplification "
                     "matrix at h/T = %.17g is not finite in double precision (its entries "
                     "overflow or divide by zero): refused, its spectral radius cannot be "
                     "computed", GP_NUM (k.alpha_m), GP_NUM (k.alpha_f), GP_NUM (k.beta),
                     GP_NUM (k.gamma), hT);
    }
  if (cli_dry_run)
    return 0;
  FILE *f = out_open (c.out);
  fprintf (f, "#");
  for (int i = 0; i < argc; i++)
    fprintf (f, " %s", i == 0 ? "galpha" : argv[i]);
  fprintf (f, "\n# method %s alpha_m=%.17g alpha_f=%.17g beta=%.17g gamma=%.17g: spectral "
           "radius of the amplification matrix on y'' = -w^2 y, Omega = w h = 2 pi h/T\n",
           c.method, k.alpha_m, k.alpha_f, k.beta, k.gamma);
  fprintf (f, "h_over_T\trho\tone_minus_rho\n");
  for (int i = 0; i < n; i++)
    {
      double hT = have_x ? x : pow (10.0, (i - 30) / 10.0), rho, omr;
      int rc = gp_spectral_radius (&k, TWO_PI * hT, &rho, &omr);
      if (rc != GP_OK)
        {
          fprintf (stderr, "%s: spectrum at h/T = %.17g: %s\n", prog, hT, gp_strerror (rc));
          cli_exit (1);
        }
      fprintf (f, "%.17g\t%.17g\t%.17g\n", hT, rho, omr);
    }
  double rho, omr;
  if (gp_spectral_radius (&k, (double) INFINITY, &rho, &omr) == GP_OK)
    fprintf (f, "# h_over_T -> inf: rho = %.17g, one_minus_rho = %.17g (roots of sigma)\n",
             rho, omr);
  else
    fprintf (f, "# h_over_T -> inf: beta (1 - alpha_f) = 0, a root grows without bound\n");
  out_commit (f, c.out);
  return 0;
}
