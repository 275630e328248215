/* gp_hyp.c -- predicates the methods' hypothesis tables share: each judges
   the options and writes the value it judged, for the refusal or the note. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "gp_impl.h"

int
gp_hyp_finite (const gp_options *o, char *v, size_t len)
{
  const gp_coeffs *c = &o->c;
  snprintf (v, len, "alpha_m = %s, alpha_f = %s, beta = %s, gamma = %s", GP_NUM (c->alpha_m),
            GP_NUM (c->alpha_f), GP_NUM (c->beta), GP_NUM (c->gamma));
  return isfinite (c->alpha_m) && isfinite (c->alpha_f) && isfinite (c->beta)
    && isfinite (c->gamma);
}

int
gp_hyp_differs (const char *name, double value, double excluded, char *v, size_t len)
{
  snprintf (v, len, "%s = %s", name, GP_NUM (value));
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
gp_hyp_force_time_new (const gp_options *o, char *v, size_t len)
{
  snprintf (v, len, "force_time = %s", o->force_time == GP_FORCE_TIME_OLD ? "old" : "new");
  return o->force_time == GP_FORCE_TIME_NEW;
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
gp_hyp_gamma_not_0 (const gp_options *o, char *v, size_t len)
{
  return gp_hyp_differs ("gamma", o->c.gamma, 0.0, v, len);
}

int
gp_hyp_r_gamma (const gp_options *o, char *v, size_t len)
{
  return gp_hyp_below_one ("r_gamma", gp_coeffs_r_gamma (&o->c), v, len);
}

int
gp_hyp_r_alpha_m (const gp_options *o, char *v, size_t len)
{
  return gp_hyp_below_one ("r_alpha_m", gp_coeffs_r_alpha_m (&o->c), v, len);
}

int
gp_hyp_r_alpha_f (const gp_options *o, char *v, size_t len)
{
  return gp_hyp_below_one ("r_alpha_f", gp_coeffs_r_alpha_f (&o->c), v, len);
}

int
gp_hyp_below_one (const char *name, double r, char *v, size_t len)
{
  snprintf (v, len, "%s = %.3g", name, r);
  return r < 1.0;
}

const char *
gp_num (char *buf, double v)
{
  for (int digits = 6; digits <= 17; digits++)
    {
      snprintf (buf, GP_NUM_LEN, "%.*g", digits, v);
      if (!isfinite (v) || strtod (buf, NULL) == v)
        break;
    }
  return buf;
}
