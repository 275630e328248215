/* problem_params.c -- lookup and domain test of problem parameters. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "problem_params.h"

int
gp_param_index (const gp_param_table *T, const char *name)
{
  for (size_t i = 0; T && i < T->n; i++)
    if (strcmp (T->desc[i].name, name) == 0)
      return (int) i;
  return -1;
}

/* strtod after optional blanks; NULL when no number (inf and -inf count) */
static const char *
number (const char *s, double *v)
{
  char *end;
  while (*s == ' ')
    s++;
  *v = strtod (s, &end);
  if (end == s || isnan (*v))
    return NULL;
  while (*end == ' ')
    end++;
  return end;
}

int
gp_param_in_domain (const char *d, double v)
{
  double lo, hi;
  if (!d)
    return -1;
  if (d[0] == '{')
    {
      int in = 0;
      const char *s = d + 1;
      for (;;)
        {
          double x;
          if (!(s = number (s, &x)))
            return -1;
          in |= v == x;
          if (*s == '}' && s[1] == '\0')
            return in;
          if (*s++ != ',')
            return -1;
        }
    }
  if (d[0] != '(' && d[0] != '[')
    return -1;
  const char *s = number (d + 1, &lo);
  if (!s || *s != ',')
    return -1;
  s = number (s + 1, &hi);
  if (!s || (*s != ')' && *s != ']') || s[1] != '\0' || !(lo < hi))
    return -1;
  int lo_ok = d[0] == '[' ? v >= lo : v > lo;
  int hi_ok = *s == ']' ? v <= hi : v < hi;
  return lo_ok && hi_ok;
}
