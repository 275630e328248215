/* gp_coeffs.c -- parameter sets of the generalized-alpha family and their
   derived quantities. */
#include <math.h>
#include <stdio.h>
#include "galpha.h"
#include "gp_analysis.h"

int
gp_coeffs_chung_hulbert (double rho_inf, gp_coeffs *c, char *why, size_t len)
{
  if (!(rho_inf >= 0.0 && rho_inf <= 1.0))   /* also refuses NaN */
    {
      snprintf (why, len, "rho_inf = %s is outside [0, 1] (Chung-Hulbert "
                "spectral radius at infinity)", GP_NUM (rho_inf));
      return GP_EINVAL;
    }
  c->alpha_m = (2.0 * rho_inf - 1.0) / (rho_inf + 1.0);
  c->alpha_f = rho_inf / (rho_inf + 1.0);
  double alpha = c->alpha_m - c->alpha_f;
  c->gamma = 0.5 - alpha;
  c->beta = 0.25 * (1.0 - alpha) * (1.0 - alpha);
  c->b = 0.0;
  c->alpha_d = 0.0;
  return GP_OK;
}

int
gp_coeffs_hht (double alpha, gp_coeffs *c, char *why, size_t len)
{
  if (!(alpha >= -1.0 / 3.0 && alpha <= 0.0))
    {
      snprintf (why, len, "alpha = %s is outside [-1/3, 0] (HHT-alpha)", GP_NUM (alpha));
      return GP_EINVAL;
    }
  c->alpha_m = 0.0;
  c->alpha_f = -alpha;
  c->beta = 0.25 * (1.0 - alpha) * (1.0 - alpha);
  c->gamma = 0.5 - alpha;
  c->b = 0.0;
  c->alpha_d = 0.0;
  return GP_OK;
}

double
gp_coeffs_alpha (const gp_coeffs *c)
{
  return c->alpha_m - c->alpha_f;
}

double
gp_coeffs_r_gamma (const gp_coeffs *c)
{
  return fabs ((c->gamma - 1.0) / c->gamma);
}

double
gp_coeffs_r_alpha_m (const gp_coeffs *c)
{
  return fabs (c->alpha_m / (c->alpha_m - 1.0));
}

double
gp_coeffs_r_alpha_f (const gp_coeffs *c)
{
  return fabs (c->alpha_f / (c->alpha_f - 1.0));
}

void
gp_options_default (gp_options *o)
{
  char why[8];
  gp_coeffs_chung_hulbert (0.2, &o->c, why, sizeof why);
  o->m_alpha = GP_MALPHA_EXPLICIT;
  o->a_init = GP_AINIT_A0;
  o->scaling = GP_SCALING_ON;
  o->r1 = GP_R1_IMPLICIT;
  o->midpoint = 0;
  o->step_fix = GP_STEPFIX_ON;
  o->disc = GP_DISC_14;
  o->nh_solve = GP_NHSOLVE_NEWTON;
  o->comp_order = GP_COMP_18;
  o->substeps = GP_SUBSTEPS_HALF;
  o->newton_tol = 1e-12;
  o->newton_maxit = 25;
  o->newton_mode = GP_NEWTON_VERIFY;
  o->jacobian_reuse = 3;
  o->force_time = GP_FORCE_TIME_NEW;
  o->given = 0;
}

void
gp_options_for (const gp_method *m, gp_options *o)
{
  gp_options_default (o);
  if (m->defaults)
    m->defaults (o);
}

const char *
gp_strerror (int code)
{
  switch (code)
    {
    case GP_OK: return "success";
    case GP_EINVAL: return "invalid parameter";
    case GP_ENEWTON: return "Newton iteration did not converge";
    case GP_ESING: return "singular iteration matrix";
    case GP_EFUNC: return "problem callback failed or returned a non-finite value";
    case GP_ENOMEM: return "out of memory";
    case GP_EUNSUP: return "problem class not supported by the method";
    case GP_ERECOV: return "a problem callback failed recoverably (a smaller step may pass)";
    default: return "unknown error";
    }
}
