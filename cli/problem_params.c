/* problem_params.c -- `--param NAME=VALUE` of run and conv: the problem's
   parameters set by name in a copy the run owns (judged by the settings,
   settings/params.c; refused here with exit 2), their changes in the
   headers, and `galpha list params --problem P`. */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "problems.h"
#include "cli.h"
#include "settings.h"

static const gp_param_table *
table_of (const gp_problem *P)
{
  const gp_param_table *T = gp_param_table_of (P->name);
  if (!T)
    {
      fprintf (stderr, "%s: problem %s has no parameter table (problems/problems.c)\n", prog,
               P->name);
      cli_exit (1);
    }
  return T;
}

static double
field (const gp_param_table *T, const void *params, size_t i)
{
  return *(const double *) ((const char *) params + T->desc[i].offset);
}

/* the judgement is the settings' (settings_problem_params); here its
   refusal ends galpha: exit 2, or 1 for a defect of the problem itself */
void *
problem_with_params (const cli *c, const gp_problem *P0, gp_problem *P)
{
  char why[2048];
  void *par;
  int bad;
  int rc = settings_problem_params (P0, c->param, c->nparam, P, &par, why, sizeof why, &bad);
  if (rc == SETTINGS_EFAULT || rc == GP_ENOMEM)
    {
      fprintf (stderr, "%s: %s%s\n", prog, why, rc == GP_ENOMEM ? " (the problem)" : "");
      cli_exit (1);
    }
  if (rc != GP_OK)
    usage_error ("%s", why);
  return cli_hold (par);
}

const char *
problem_params_changes (const gp_problem *P)
{
  static char buf[1024];
  table_of (P);
  settings_params_changes (P, buf, sizeof buf);
  return buf;
}

void
write_problem_params (FILE *f, const gp_problem *P)
{
  const gp_param_table *T = table_of (P);
  if (!problem_params_changes (P)[0])
    return;
  fprintf (f, "# problem %s parameters differing from the defaults:", P->name);
  for (size_t i = 0; i < T->n; i++)
    {
      double v = field (T, P->params, i);
      if (v != T->desc[i].def)
        fprintf (f, " %s=%s (default %s)", T->desc[i].name, GP_NUM (v), GP_NUM (T->desc[i].def));
    }
  fprintf (f, "\n");
}

/* galpha list params --problem P */
int
cmd_list_params (int argc, char **argv)
{
  cli c;
  parse (&c, argc, argv, 3);
  cli_only (&c, "list params");
  if (!c.problem)
    usage_error ("list params: --problem is required (see galpha list problems)");
  const gp_problem *P = gp_problem_by_name (c.problem);
  if (!P)
    usage_error ("unknown problem '%s' (see galpha list problems)", c.problem);
  const gp_param_table *T = table_of (P);
  if (cli_dry_run)
    return 0;
  for (size_t i = 0; i < T->n; i++)
    printf ("%s\t%s\t%s; allowed %s\n", T->desc[i].name, GP_NUM (T->desc[i].def),
            T->desc[i].doc, T->desc[i].domain);
  return 0;
}
