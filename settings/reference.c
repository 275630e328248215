/* reference.c -- a reference solution from a file (galpha conv and tolconv
   --reference FILE, a variant's `reference = FILE`): the format `galpha
   reference --out` writes, so that a reference computed by another code can
   be used.  '#' lines are comments (the first one, if any, says how it was
   computed); one header line `t y1 .. yn z1 .. zn a1 .. an lambda1 ..
   psi1 ..` (tab or space separated) names the columns in the problem's
   layout; data rows follow, and the row whose t equals T (within 1e-12
   relative) is the reference.  The reason of a refusal is returned
   (settings.h, settings_reference_read); the command line words it as
   --reference's (cli/reference_file.c). */
#define _XOPEN_SOURCE 700   /* O_NOFOLLOW is not needed; fstat, open */
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "galpha.h"
#include "settings.h"

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

/* "NAME=VALUE,..." from the parameters line `# problem P parameters
   differing from the defaults: NAME=VALUE (default D) ...` (galpha's
   write_problem_params) after its colon */
static void
params_of_line (const char *p, char *out, size_t n)
{
  size_t k = 0;
  out[0] = '\0';
  while (*p)
    {
      while (*p == ' ')
        p++;
      if (!*p)
        break;
      if (*p == '(')
        {
          const char *e = strchr (p, ')');
          p = e ? e + 1 : p + strlen (p);
          continue;
        }
      size_t w = strcspn (p, " ");
      if (k < n)
        k += (size_t) snprintf (out + k, n - k, "%s%.*s", k ? "," : "", (int) w, p);
      p += w;
    }
}

int
settings_reference_read (const char *path, const char *shown, const gp_problem *P, double T,
                         reference_file *R, char *why, size_t len)
{
  int fd = open (path, O_RDONLY | O_NONBLOCK);
  if (fd < 0)
    return settings_refuse (why, len, "%s: %s", shown, strerror (errno));
  struct stat st;
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      return settings_refuse (why, len, "%s: not a regular file", shown);
    }
  if (st.st_size > MAX_FILE)
    {
      close (fd);
      return settings_refuse (why, len, "%s: %lld bytes, more than a reference needs (at most %ld)", shown,
                     (long long) st.st_size, MAX_FILE);
    }
  FILE *f = fdopen (fd, "r");
  if (!f)
    {
      close (fd);
      return settings_refuse (why, len, "%s: %s", shown, strerror (errno));
    }
  gp_layout L;
  gp_layout_of (P, NULL, &L);
  size_t want = L.size;
  if (want > SETTINGS_REFERENCE_MAX)
    {
      fclose (f);
      return settings_refuse (why, len, "%s: problem %s has %zu values, more than a reference holds (%d)",
                     shown, P->name, want, SETTINGS_REFERENCE_MAX);
    }
  R->nvalues = want;
  R->how[0] = '\0';
  int have_header = 0, found = 0;
  long lineno = 0, name_line = 0, params_line = 0;
  char name[128] = "", params[512] = "";
  static char line[1 << 16];
  while (fgets (line, sizeof line, f))
    {
      lineno++;
      size_t n = strlen (line);
      if (n == sizeof line - 1 && line[n - 1] != '\n')
        {
          fclose (f);
          return settings_refuse (why, len, "%s:%ld: a line longer than %zu bytes", shown, lineno,
                         sizeof line - 2);
        }
      line[strcspn (line, "\r\n")] = '\0';
      if (line[0] == '#')
        {
          const char *c = line + 1 + (line[1] == ' ');
          if (!R->how[0])
            snprintf (R->how, sizeof R->how, "%.500s", c);
          /* galpha reference's lines: the problem, its changed parameters */
          if (!name_line && strncmp (c, "reference of ", 13) == 0)
            {
              snprintf (name, sizeof name, "%.*s", (int) strcspn (c + 13, " "), c + 13);
              name_line = lineno;
            }
          const char *pp = strncmp (c, "problem ", 8) == 0 ? strstr (c, " parameters differing "
                                                                    "from the defaults:") : NULL;
          if (pp && !params_line)
            {
              params_of_line (pp + strlen (" parameters differing from the defaults:"), params,
                              sizeof params);
              params_line = lineno;
            }
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
              return settings_refuse (why, len, "%s:%ld: the header must start with 't' (the format of "
                             "galpha reference --out)", shown, lineno);
            }
          for (size_t j = 0; j < want; j++)
            {
              char col[48];
              column_name (&L, j, col, sizeof col);
              tok = strtok_r (NULL, " \t", &save);
              if (!tok || strcmp (tok, col) != 0)
                {
                  fclose (f);
                  return settings_refuse (why, len, "%s:%ld: column %zu is '%s', want '%s' (problem %s: "
                                 "t, then its %zu values y, z, a, lambda, psi)", shown, lineno,
                                 j + 2, tok ? tok : "(missing)", col, P->name, want);
                }
            }
          if ((tok = strtok_r (NULL, " \t", &save)))
            {
              fclose (f);
              return settings_refuse (why, len, "%s:%ld: an extra column '%s' after the %zu of problem %s",
                             shown, lineno, tok, want + 1, P->name);
            }
          have_header = 1;
          continue;
        }
      double v[1 + SETTINGS_REFERENCE_MAX];
      size_t k = 0;
      for (; tok; tok = strtok_r (NULL, " \t", &save))
        {
          char *end;
          errno = 0;
          double x = strtod (tok, &end);
          if (*end || end == tok || !isfinite (x) || k > want)
            {
              fclose (f);
              return settings_refuse (why, len, "%s:%ld: value %zu, '%s', is not a finite number%s", shown,
                             lineno, k + 1, tok, k > want ? " (too many columns)" : "");
            }
          v[k++] = x;
        }
      if (k != want + 1)
        {
          fclose (f);
          return settings_refuse (why, len, "%s:%ld: %zu values, want %zu (t and the %zu of problem %s)",
                         shown, lineno, k, want + 1, want, P->name);
        }
      /* T NaN: the last row */
      if (isnan (T) || fabs (v[0] - T) <= 1e-12 * fmax (1.0, fabs (T)))
        {
          memcpy (R->values, v + 1, want * sizeof (double));
          R->t = v[0];
          found = 1;
        }
    }
  int bad = ferror (f);
  fclose (f);
  if (bad)
    return settings_refuse (why, len, "%s: read error", shown);
  if (!have_header)
    return settings_refuse (why, len, "%s: no header line (t, then the columns of problem %s)", shown,
                   P->name);
  if (!found)
    return isnan (T) ? settings_refuse (why, len, "%s: no data row", shown)
      : settings_refuse (why, len, "%s: no row at t = %s (the study's --t-end)", shown, GP_NUM (T));
  /* a file of galpha reference says its problem and changed parameters */
  char have[512];
  settings_params_changes (P, have, sizeof have);
  if (name_line && strcmp (name, P->name) != 0)
    return settings_refuse (why, len, "%s:%ld: a reference of %s, not of problem %s", shown, name_line,
                   name, P->name);
  if ((name_line || params_line) && strcmp (params, have) != 0)
    return settings_refuse (why, len, "%s:%ld: computed with %s%s, problem %s has %s%s", shown,
                   params_line ? params_line : name_line,
                   params[0] ? "the parameters " : "the default parameters", params, P->name,
                   have[0] ? "the parameters " : "the default parameters", have);
  if (!R->how[0])
    snprintf (R->how, sizeof R->how, "reference in %s", shown);
  return GP_OK;
}
