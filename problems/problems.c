/* problems.c -- the registry of test problems. */
#include <math.h>
#include <string.h>
#include "problems.h"

static const gp_problem *const all_problems[] = {
  &gp_problem_jay_nh,
  &gp_problem_rolling_disk,
  &gp_problem_soi2_test,
  &gp_problem_jn_test,
  &gp_problem_jn_test_i2,
  &gp_problem_jn_pendulum,
  &gp_problem_slider_crank,
  &gp_problem_andrews,
  &gp_problem_nh_particle,
  &gp_problem_nh_chaotic,
  &gp_problem_cvt,
  &gp_problem_oscillator,
  NULL
};

static const gp_param_table *const all_param_tables[] = {
  &gp_jay_nh_param_table,
  &gp_rolling_disk_param_table,
  &gp_soi2_test_param_table,
  &gp_jn_test_param_table,
  &gp_jn_test_i2_param_table,
  &gp_jn_pendulum_param_table,
  &gp_slider_crank_param_table,
  &gp_andrews_param_table,
  &gp_nh_particle_param_table,
  &gp_nh_chaotic_param_table,
  &gp_cvt_param_table,
  &gp_oscillator_param_table,
  NULL
};

/* by name, since a caller's problem may be its own copy of the registry's */
const gp_param_table *
gp_param_table_of (const char *problem)
{
  for (const gp_param_table *const *t = all_param_tables; *t; t++)
    if (strcmp ((*t)->problem, problem) == 0)
      return *t;
  return NULL;
}

const gp_problem *const *
gp_problems (void)
{
  return all_problems;
}

const gp_problem *
gp_problem_by_name (const char *name)
{
  for (const gp_problem *const *p = all_problems; *p; p++)
    if (strcmp ((*p)->name, name) == 0)
      return *p;
  return NULL;
}

const gp_reference *
gp_reference_at (const char *problem, double t)
{
  for (const gp_reference *const *r = gp_references (); *r; r++)
    if (strcmp ((*r)->problem, problem) == 0
        && fabs ((*r)->t - t) <= 1e-12 * fmax (1.0, fabs (t)))
      return *r;
  return NULL;
}
