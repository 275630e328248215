/* registry.h -- written by tools/registry.sh from the descriptions gen/problems/CNAME.m -- do not edit; regenerate with `make gen` */
#ifndef GP_REGISTRY_H
#define GP_REGISTRY_H
#include "andrews.h"
#include "cvt.h"
#include "jay_nh.h"
#include "jn_pendulum.h"
#include "jn_test.h"
#include "jn_test_i2.h"
#include "nh_chaotic.h"
#include "nh_particle.h"
#include "oscillator.h"
#include "rolling_disk.h"
#include "slider_crank.h"
#include "soi2_test.h"

/* NULL-terminated, in registry.c */
extern const gp_problem *const gp_registry_problems[];
extern const gp_param_table *const gp_registry_param_tables[];
#endif
