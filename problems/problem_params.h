/* problem_params.h -- descriptors of a problem's parameters (the fields of
   its gp_<cname>_params struct, every one a double), generated with the
   problem from the `par` rows of gen/problems/<cname>.m, so that a caller
   can list them and set them by name in its own copy of the struct. */
#ifndef GP_PROBLEM_PARAMS_H
#define GP_PROBLEM_PARAMS_H
#include <stddef.h>

typedef struct
{
  const char *name;
  size_t offset;          /* offsetof the field in the parameter struct */
  double def;             /* the default (also in gp_<cname>_default_params) */
  /* the allowed values: a set "{0, 1}" or an interval "(0, inf)",
     "[0, inf)", "(-inf, inf)" (brackets closed, parentheses open) */
  const char *domain;
  const char *doc;
} gp_param_desc;

typedef struct
{
  const char *problem;    /* gp_problem.name */
  size_t size;            /* sizeof the parameter struct */
  size_t n;               /* number of parameters (0: none) */
  const gp_param_desc *desc;
} gp_param_table;

/* The parameter table of the named problem, or NULL (problems/problems.c). */
const gp_param_table *gp_param_table_of (const char *problem);
/* The index of parameter `name` in T, or -1. */
int gp_param_index (const gp_param_table *T, const char *name);
/* 1 when v lies in the domain string, 0 when not, -1 when the domain string
   is malformed. */
int gp_param_in_domain (const char *domain, double v);

#endif
