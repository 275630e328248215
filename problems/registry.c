/* registry.c -- written by tools/registry.sh from the descriptions gen/problems/CNAME.m -- do not edit; regenerate with `make gen` */
#include "problems.h"

const gp_problem *const gp_registry_problems[] = {
  &gp_problem_andrews,
  &gp_problem_cvt,
  &gp_problem_jay_nh,
  &gp_problem_jn_pendulum,
  &gp_problem_jn_test,
  &gp_problem_jn_test_i2,
  &gp_problem_nh_chaotic,
  &gp_problem_nh_particle,
  &gp_problem_oscillator,
  &gp_problem_rolling_disk,
  &gp_problem_slider_crank,
  &gp_problem_soi2_test,
  NULL
};

const gp_param_table *const gp_registry_param_tables[] = {
  &gp_andrews_param_table,
  &gp_cvt_param_table,
  &gp_jay_nh_param_table,
  &gp_jn_pendulum_param_table,
  &gp_jn_test_param_table,
  &gp_jn_test_i2_param_table,
  &gp_nh_chaotic_param_table,
  &gp_nh_particle_param_table,
  &gp_oscillator_param_table,
  &gp_rolling_disk_param_table,
  &gp_slider_crank_param_table,
  &gp_soi2_test_param_table,
  NULL
};
