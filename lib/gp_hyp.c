/* gp_hyp.c -- predicates the methods' hypothesis tables share: each judges
   the options and writes the value it judged, for the refusal or the note. */
#include <math.h>
#include <stdio.h>
#include "gp_impl.h"

int
gp_hyp_finite (const gp_options *o, char *v, size_t len)
{
  const gp_coeffs *c = &o->c;
  snprintf (v, len, "alpha_m = %g, alpha_f = %g, beta = %g, gamma = %g", c->alpha_m,
            c->alpha_f, c->beta, c->gamma);
  return isfinite (c->alpha_m) && isfinite (c->alpha_f) && isfinite (c->beta)
    && isfinite (c->gamma);
}

int
gp_hyp_differs (const char *name, double value, double excluded, char *v, size_t len)
{
  snprintf (v, len, "%s = %g", name, value);
  return value != excluded;
}

int
gp_hyp_order (const gp_options *o, char *v, size_t len)
{
  double want = 0.5 - gp_coeffs_alpha (&o->c);
  snprintf (v, len, "gamma = %.6g with 1/2 - alpha = %.6g", o->c.gamma, want);
  return fabs (o->c.gamma - want) <= 1e-14;
}

int
gp_hyp_alpha_m_not_1 (const gp_options *o, char *v, size_t len)
{
  return gp_hyp_differs ("alpha_m", o->c.alpha_m, 1.0, v, len);
}

int
gp_hyp_alpha_f_not_1 (const gp_options *o, char *v, size_t len)
{
  return gp_hyp_differs ("alpha_f", o->c.alpha_f, 1.0, v, len);
}

int
gp_hyp_beta_not_0 (const gp_options *o, char *v, size_t len)
{
  return gp_hyp_differs ("beta", o->c.beta, 0.0, v, len);
}

int
gp_hyp_below_one (const char *name, double r, char *v, size_t len)
{
  snprintf (v, len, "%s = %.3g", name, r);
  return r < 1.0;
}
