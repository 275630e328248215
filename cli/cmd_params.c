/* cmd_params.c -- galpha params: a parameter set converted between the
   conventions of lib/gp_params.h, with the order-condition and stability
   verdicts and rho_inf (theory/s003-params-conventions.md). */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "cli.h"
#include "gp_params.h"

/* the value options, named as the conventions name their values */
static const char *const value_opt[] = { "rho_inf", "alpha_m", "alpha_f", "beta", "gamma",
                                         "alpha" };
#define NVALUE (sizeof value_opt / sizeof value_opt[0])

/* "alpha_m" -> "--alpha-m" */
static const char *
opt_of (const char *param, char *buf, size_t len)
{
  snprintf (buf, len, "--%s", param);
  for (char *p = buf; *p; p++)
    if (*p == '_')
      *p = '-';
  return buf;
}

static void
conventions_list (char *buf, size_t len)
{
  buf[0] = '\0';
  for (const gp_convention *const *k = gp_conventions (); *k; k++)
    {
      strncat (buf, (*k)->name, len - strlen (buf) - 1);
      if (k[1])
        strncat (buf, ", ", len - strlen (buf) - 1);
    }
}

static const gp_convention *
convention_arg (const char *opt, const char *name)
{
  const gp_convention *k = gp_convention_by_name (name);
  if (!k)
    {
      char all[256];
      conventions_list (all, sizeof all);
      usage_error ("%s '%s': unknown convention (want one of %s)", opt, name, all);
    }
  return k;
}

static void
convention_opts (const gp_convention *k, char *buf, size_t len)
{
  char o[32];
  buf[0] = '\0';
  for (int i = 0; i < k->n; i++)
    {
      strncat (buf, opt_of (k->param[i], o, sizeof o), len - strlen (buf) - 1);
      if (i + 1 < k->n)
        strncat (buf, " ", len - strlen (buf) - 1);
    }
}

/* the rows of one convention: values, or NA with the reason as a comment */
static void
print_convention (FILE *f, const gp_convention *k, const gp_coeffs *c)
{
  double v[GP_PARAMS_MAX];
  char why[512];
  fprintf (f, "# %s: %s; range %s\n", k->name, k->summary, k->range);
  if (k->from_coeffs (c, v, why, sizeof why) == GP_OK)
    for (int i = 0; i < k->n; i++)
      fprintf (f, "%s\t%s\t%.17g\n", k->name, k->param[i], v[i]);
  else
    {
      for (int i = 0; i < k->n; i++)
        fprintf (f, "%s\t%s\tNA\n", k->name, k->param[i]);
      fprintf (f, "# %s: NA: %s\n", k->name, why);
      double rho;
      if ((strcmp (k->name, "rho-inf") == 0 || strcmp (k->name, "jwh") == 0)
          && gp_params_rho_inf (c, &rho, NULL) == GP_OK && rho <= 1.0)
        fprintf (f, "# %s: the %s set of the same rho_inf (a different method): galpha params "
                 "--from rho-inf --rho-inf %.17g --to %s\n", k->name,
                 k->name[0] == 'j' ? "first-order JWH" : "Chung-Hulbert", rho, k->name);
    }
}

static void
print_root (FILE *f, const double *r)
{
  if (r[1] == 0.0)
    fprintf (f, "%.17g", r[0]);
  else
    fprintf (f, "%.17g%+.17gi", r[0], r[1]);
}

int
cmd_params (int argc, char **argv)
{
  const gp_convention *from = NULL, *to = NULL;
  double val[NVALUE];
  int given[NVALUE] = { 0 };
  for (int i = 2; i < argc; i++)
    {
      const char *o = argv[i];
      if (strncmp (o, "--", 2) != 0)
        usage_error ("unexpected argument '%s'", o);
      if (i + 1 >= argc)
        usage_error ("option %s needs a value", o);
      const char *v = argv[++i];
      if (strcmp (o, "--from") == 0 || strcmp (o, "--to") == 0)
        {
          const gp_convention **dst = o[2] == 'f' ? &from : &to;
          if (*dst)
            usage_error ("option %s given twice", o);
          *dst = convention_arg (o, v);
          continue;
        }
      size_t j;
      char buf[32];
      for (j = 0; j < NVALUE; j++)
        if (strcmp (o, opt_of (value_opt[j], buf, sizeof buf)) == 0)
          break;
      if (j == NVALUE)
        usage_error ("unknown option '%s' (params takes --from, --to and the values "
                     "--rho-inf, --alpha-m, --alpha-f, --beta, --gamma, --alpha)", o);
      if (given[j])
        usage_error ("option %s given twice", o);
      val[j] = parse_double (o, v);
      given[j] = 1;
    }
  if (!from)
    usage_error ("params needs --from CONVENTION");

  /* exactly the values of the --from convention */
  char opts[128];
  convention_opts (from, opts, sizeof opts);
  double v[GP_PARAMS_MAX];
  for (size_t j = 0; j < NVALUE; j++)
    {
      int wanted = 0;
      for (int i = 0; i < from->n; i++)
        if (strcmp (from->param[i], value_opt[j]) == 0)
          {
            wanted = 1;
            if (!given[j])
              {
                char b[32];
                usage_error ("--from %s needs %s (its values: %s)", from->name,
                             opt_of (value_opt[j], b, sizeof b), opts);
              }
            v[i] = val[j];
          }
      if (given[j] && !wanted)
        {
          char b[32];
          usage_error ("%s is not a value of %s (its values: %s)",
                       opt_of (value_opt[j], b, sizeof b), from->name, opts);
        }
    }
  gp_coeffs c;
  char why[512];
  if (from->to_coeffs (v, &c, why, sizeof why) != GP_OK)
    {
      /* ga-new's weights become ga-old's as 1 - v: a positive value below
         half a unit of rounding gives the weight 1 exactly, and the range
         check then reports the canonical value, not the one given */
      for (int i = 0; from == gp_convention_by_name ("ga-new") && i < from->n; i++)
        {
          size_t n = strlen (from->param[i]);
          if (v[i] != 0 && 1.0 - v[i] == 1.0 && strncmp (why, from->param[i], n) == 0
              && strncmp (why + n, " = ", 3) == 0)
            usage_error ("%s = %s is positive, but 1 - %s rounds to 1 in double precision "
                         "(it is below 1.1e-16, half a unit of rounding of 1), so the new "
                         "value's weight is 0: refused (the check: %s)", from->param[i],
                         GP_NUM (v[i]), from->param[i], why);
        }
      usage_error ("%s", why);
    }
  if (cli_dry_run)
    return 0;

  FILE *f = out_open (NULL);
  fprintf (f, "# params from %s:", from->name);
  for (int i = 0; i < from->n; i++)
    fprintf (f, " %s = %.17g", from->param[i], v[i]);
  fprintf (f, "\n# canonical set (ga-old, weights on the old value): alpha_m = %.17g, "
           "alpha_f = %.17g, beta = %.17g, gamma = %.17g\n", c.alpha_m, c.alpha_f, c.beta,
           c.gamma);
  if (from == gp_convention_by_name ("jwh"))
    fprintf (f, "# jwh is a first-order method: the second-order sets below share its "
             "rho_inf, they are not the same method\n");
  fprintf (f, "convention\tparameter\tvalue\n");
  for (const gp_convention *const *k = gp_conventions (); *k; k++)
    if (!to || *k == to)
      print_convention (f, *k, &c);

  int ch;
  int order = gp_params_order_condition (&c, why, sizeof why);
  fprintf (f, "# verdict order_condition %s (%s)\n", order ? "yes" : "no", why);
  int stable = gp_params_unconditionally_stable (&c, &ch, why, sizeof why);
  fprintf (f, "# verdict unconditionally_stable %s (spectral radius <= 1 for every h > 0: %s; "
           "Chung-Hulbert 1993's condition, the order condition and alpha_m <= alpha_f <= 1/2, "
           "beta >= 1/4 + (alpha_f - alpha_m)/2, %s)\n", stable ? "yes" : "no", why,
           ch ? "holds" : "fails");
  double rho, r[6];
  if (gp_params_rho_inf (&c, &rho, r) == GP_OK)
    {
      fprintf (f, "# rho_inf %.17g (largest |eigenvalue| of the amplification matrix at "
               "h -> infinity; roots ", rho);
      print_root (f, r);
      fprintf (f, ", ");
      print_root (f, r + 2);
      fprintf (f, ", ");
      print_root (f, r + 4);
      fprintf (f, ")\n");
    }
  else
    fprintf (f, "# rho_inf NA (beta = 0 or alpha_f = 1: no limit at h -> infinity)\n");
  out_commit (f, NULL);
  return 0;
}
