/* reference_file.c -- conv and tolconv --reference FILE: the settings
   module's reader (settings/reference.c, settings_reference_read), its
   refusal worded as the command line's (exit 2). */
#include "cli.h"
#include "reference_file.h"

void
reference_file_read (const char *path, const gp_problem *P, double T, reference_file *R)
{
  char why[2048];
  if (settings_reference_read (path, path, P, T, R, why, sizeof why) != GP_OK)
    usage_error ("--reference %s", why);
}
