/* problems.c -- the registry of test problems. */
#include <string.h>
#include "problems.h"

static const gp_problem *const all_problems[] = { &gp_problem_jay_nh, NULL };

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
