/* cmd_list.c -- galpha list: the problems and the methods, NAME<TAB>description
   (list params --problem P: cli/problem_params.c). */
#include <stdio.h>
#include <string.h>
#include "galpha.h"
#include "problems.h"
#include "cli.h"

int
cmd_list (int argc, char **argv)
{
  const char *what = argc > 2 ? argv[2] : "all";
  if (strcmp (what, "params") == 0)
    return cmd_list_params (argc, argv);
  if (argc > 3)
    usage_error ("list takes at most one argument");
  int pr = strcmp (what, "problems") == 0, me = strcmp (what, "methods") == 0;
  if (!pr && !me && strcmp (what, "all") != 0)
    usage_error ("list '%s': want problems or methods (or params --problem P)", what);
  if (cli_dry_run)
    return 0;
  if (!me)
    for (const gp_problem *const *p = gp_problems (); *p; p++)
      printf ("%s\t%s\n", (*p)->name, (*p)->description);
  if (!me)
    for (const gp_problem_family *const *f = gp_problem_families (); *f; f++)
      {
        const gp_problem *P = gp_problem_by_name ((*f)->table->problem);   /* its defaults */
        if (!P)
          {
            fprintf (stderr, "galpha: out of memory (problem %s)\n", (*f)->table->problem);
            return 1;
          }
        printf ("%s\t%s (a family: --param N=...)\n", P->name, P->description);
      }
  if (!pr)
    for (const gp_method *const *m = gp_methods (); *m; m++)
      printf ("%s\t%s\n", (*m)->name, (*m)->description);
  return 0;
}
