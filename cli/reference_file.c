/* reference_file.c -- a reference solution from a file (conv and tolconv
   --reference FILE): the format `galpha reference --out` writes, so that a
   reference computed by another code can be used.  '#' lines are comments
   (the first one, if any, says how it was computed); one header line
   `t y1 .. yn z1 .. zn a1 .. an lambda1 .. psi1 ..` (tab or space
   separated) names the columns in the problem's layout; data rows follow,
   and the row whose t equals T (within 1e-12 relative) is the reference. */
#define _XOPEN_SOURCE 700   /* O_NOFOLLOW is not needed; fstat, open */
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "cli.h"
#include "reference_file.h"

#define MAX_FILE (4L << 20)    /* a reference is one row: 4 MB is generous */

/* the expected name of column j (1-based after t) of P's layout */
static void
column_name (const gp_layout *L, size_t j, char *out, size_t n)
{
  for (int b = 0; b < GP_NBLOCKS; b++)
    if (L->len[b] && j >= L->off[b] && j < L->off[b] + L->len[b])
      {
        const char *name = gp_layout_block_name (L, (gp_block) b);
        snprintf (out, n, "%s%zu", name, j - L->off[b] + 1);
        return;
      }
  snprintf (out, n, "?");
}

void
reference_file_read (const char *path, const gp_problem *P, double T, reference_file *R)
{
  int fd = open (path, O_RDONLY | O_NONBLOCK);
  if (fd < 0)
    usage_error ("--reference %s: %s", path, strerror (errno));
  struct stat st;
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      usage_error ("--reference %s: not a regular file", path);
    }
  if (st.st_size > MAX_FILE)
    {
      close (fd);
      usage_error ("--reference %s: %lld bytes, more than a reference needs (at most %ld)", path,
                   (long long) st.st_size, MAX_FILE);
    }
  FILE *f = fdopen (fd, "r");
  if (!f)
    {
      close (fd);
      usage_error ("--reference %s: %s", path, strerror (errno));
    }
  gp_layout L;
  gp_layout_of (P, NULL, &L);
  size_t want = L.size;
  R->nvalues = want;
  R->how[0] = '\0';
  int have_header = 0, found = 0;
  long lineno = 0;
  static char line[1 << 16];
  while (fgets (line, sizeof line, f))
    {
      lineno++;
      size_t len = strlen (line);
      if (len == sizeof line - 1 && line[len - 1] != '\n')
        {
          fclose (f);
          usage_error ("--reference %s:%ld: a line longer than %zu bytes", path, lineno,
                       sizeof line - 2);
        }
      line[strcspn (line, "\r\n")] = '\0';
      if (line[0] == '#')
        {
          if (!R->how[0])
            snprintf (R->how, sizeof R->how, "%.500s", line + 1 + (line[1] == ' '));
          continue;
        }
      if (!line[0])
        continue;
      char *save = NULL, *tok = strtok_r (line, " \t", &save);
      if (!have_header)
        {
          /* t, then the layout's names in order */
          if (!tok || strcmp (tok, "t") != 0)
            {
              fclose (f);
              usage_error ("--reference %s:%ld: the header must start with 't' (the format of "
                           "galpha reference --out)", path, lineno);
            }
          for (size_t j = 0; j < want; j++)
            {
              char name[48];
              column_name (&L, j, name, sizeof name);
              tok = strtok_r (NULL, " \t", &save);
              if (!tok || strcmp (tok, name) != 0)
                {
                  fclose (f);
                  usage_error ("--reference %s:%ld: column %zu is '%s', want '%s' (problem %s: "
                               "t, then its %zu values y, z, a, lambda, psi)", path, lineno, j + 2,
                               tok ? tok : "(missing)", name, P->name, want);
                }
            }
          if ((tok = strtok_r (NULL, " \t", &save)))
            {
              fclose (f);
              usage_error ("--reference %s:%ld: an extra column '%s' after the %zu of problem %s",
                           path, lineno, tok, want + 1, P->name);
            }
          have_header = 1;
          continue;
        }
      double v[1 + GP_REFERENCE_MAX];
      size_t k = 0;
      for (; tok; tok = strtok_r (NULL, " \t", &save))
        {
          char *end;
          errno = 0;
          double x = strtod (tok, &end);
          if (*end || end == tok || !isfinite (x) || k > want)
            {
              fclose (f);
              usage_error ("--reference %s:%ld: value %zu, '%s', is not a finite number%s", path,
                           lineno, k + 1, tok, k > want ? " (too many columns)" : "");
            }
          v[k++] = x;
        }
      if (k != want + 1)
        {
          fclose (f);
          usage_error ("--reference %s:%ld: %zu values, want %zu (t and the %zu of problem %s)",
                       path, lineno, k, want + 1, want, P->name);
        }
      if (fabs (v[0] - T) <= 1e-12 * fmax (1.0, fabs (T)))
        {
          memcpy (R->values, v + 1, want * sizeof (double));
          R->t = v[0];
          found = 1;
        }
    }
  int bad = ferror (f);
  fclose (f);
  if (bad)
    usage_error ("--reference %s: read error", path);
  if (!have_header)
    usage_error ("--reference %s: no header line (t, then the columns of problem %s)", path,
                 P->name);
  if (!found)
    usage_error ("--reference %s: no row at t = %s (the study's --t-end)", path, GP_NUM (T));
  if (!R->how[0])
    snprintf (R->how, sizeof R->how, "reference in %s", path);
}
