/* problems.h -- the registry of test problems (one file per problem). */
#ifndef GP_PROBLEMS_H
#define GP_PROBLEMS_H
#include "galpha.h"

extern const gp_problem gp_problem_jay_nh;

const gp_problem *gp_problem_by_name (const char *name);
/* NULL-terminated list of all problems. */
const gp_problem *const *gp_problems (void);
#endif
