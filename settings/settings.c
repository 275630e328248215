/* settings.c -- a run's settings, set key by key and judged together, with
   the reason and the entry of every refusal returned (settings.h). */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "problems.h"
#include "settings.h"

/* ---- the cores -------------------------------------------------------- */

const char *
settings_number_text (const char *s, double *v)
{
  char *end;
  if (isspace ((unsigned char) s[0]))
    return "starts with white space, not a number";
  errno = 0;
  *v = strtod (s, &end);
  if (end == s || *end != '\0')
    return "is not a number";
  /* strtod flags a subnormal result with ERANGE when the text is decimal
     but not when it is hex: a value is judged by its magnitude, not by its
     spelling, so only a result that overflowed or underflowed to zero is
     refused */
  if (errno == ERANGE && fabs (*v) == HUGE_VAL)
    return "is not a number (beyond the largest double, 1.8e308)";
  if (errno == ERANGE && *v == 0)
    return "is not a number (below the smallest double, 4.9e-324: it rounds to 0)";
  return NULL;
}

long
settings_steps_count (int alt, double h, double t0, double T, const char *opt, char *why,
                      size_t len)
{
  if (!(h > 0))
    {
      snprintf (why, len, "%s = %s must be positive", opt, GP_NUM (h));
      return -1;
    }
  char r[256];
  gp_steps S = { alt ? GP_STEPS_ALT : GP_STEPS_UNIFORM, h, NULL, 0 };
  long N = gp_steps_count (&S, t0, T, r, sizeof r);
  if (N < 0)
    snprintf (why, len, "%s: %s", opt, r);
  return N < 0 ? -1 : N;
}

int
settings_levels_check (int have, long L, long lo, long hi, const char *tail, char *why,
                       size_t len)
{
  if (!have)
    snprintf (why, len, "--levels is required: an integer in [%ld, %ld]%s", lo, hi, tail);
  else if (L < lo || L > hi)
    snprintf (why, len, "--levels = %ld must lie in [%ld, %ld]%s", L, lo, hi, tail);
  else
    return GP_OK;
  return GP_EINVAL;
}

double
settings_study_steps (int alt, double h0, long levels, double t0, double T, char *why,
                      size_t len)
{
  double total = 0;
  for (long k = 0; k < levels; k++)
    {
      long N = settings_steps_count (alt, ldexp (h0, (int) -k), t0, T,
                                     k ? "--h0 / 2^k" : "--h0", why, len);
      if (N < 0)
        return -1;
      total += (double) N;
    }
  return total;
}

size_t
settings_state_size (const gp_problem *P, const gp_method *m)
{
  gp_layout L;
  gp_layout_of (P, m, &L);
  return L.size;
}

int
settings_work_check (const char *what, double steps, size_t size, int allowed,
                     const char *lift, char *why, size_t len)
{
  double work = steps * (double) size;
  if (allowed || !(work > SETTINGS_WORK_BUDGET))
    return GP_OK;
  snprintf (why, len, "%s: %.4g steps x %zu state components = %.3g, above the work budget of "
            "%.0e (1 to 6 minutes of one core): refused before it starts; %s to run it all "
            "the same", what, steps, size, work, SETTINGS_WORK_BUDGET, lift);
  return GP_EINVAL;
}

/* ---- the entries ------------------------------------------------------ */

void
settings_init (run_settings *s)
{
  memset (s, 0, sizeof *s);
  s->e_method = s->e_problem = s->e_steps = s->e_h0 = s->e_levels = s->e_t_end = -1;
  s->e_reference = -1;
}

void
settings_free (run_settings *s)
{
  free (s->params);
  s->params = NULL;
  s->P = NULL;
}

int
settings_entry (const run_settings *s, const char *key)
{
  for (int i = 0; i < s->n; i++)
    if (strcmp (s->key[i], key) == 0)
      return i;
  return -1;
}

const char *
settings_value (const run_settings *s, const char *key)
{
  int i = settings_entry (s, key);
  return i < 0 ? NULL : s->value[i];
}

/* a number of key: finite */
static int
number (const char *key, const char *value, double *v, char *why, size_t len)
{
  const char *bad = settings_number_text (value, v);
  if (bad)
    return settings_refuse (why, len, "--%s: '%s' %s", key, value, bad);
  if (!isfinite (*v))
    return settings_refuse (why, len, "--%s = %s is not a finite number", key, value);
  return GP_OK;
}

static int
on_off (const char *key, const char *value, int *on, char *why, size_t len)
{
  if (strcmp (value, "on") != 0 && strcmp (value, "off") != 0)
    return settings_refuse (why, len, "%s = '%s': want on or off", key, value);
  *on = strcmp (value, "on") == 0;
  return GP_OK;
}

/* judges entry (key, value) and records what it says as entry i */
static int
judge (run_settings *s, int i, const char *key, const char *value, char *why, size_t len)
{
  double x;
  if (strcmp (key, "method") == 0)
    {
      s->m = gp_method_by_name (value);
      if (!s->m)
        return settings_refuse (why, len, "--method '%s': unknown method (see galpha list methods)",
                       value);
      s->e_method = i;
    }
  else if (strcmp (key, "problem") == 0)
    {
      s->P0 = gp_problem_by_name (value);
      if (!s->P0)
        return settings_refuse (why, len, "--problem '%s': unknown problem (see galpha list problems)",
                       value);
      s->e_problem = i;
    }
  else if (strcmp (key, "steps") == 0)
    {
      if (strcmp (value, "uniform") != 0 && strcmp (value, "alt") != 0)
        return settings_refuse (why, len, "--steps '%s': want uniform or alt", value);
      s->alt = strcmp (value, "alt") == 0;
      s->have_steps = 1;
      s->e_steps = i;
    }
  else if (strcmp (key, "h0") == 0)
    {
      if (number (key, value, &x, why, len) != GP_OK)
        return GP_EINVAL;
      if (!(x > 0))
        return settings_refuse (why, len, "--h0 = %s must be positive", GP_NUM (x));
      s->h0 = x;
      s->have_h0 = 1;
      s->e_h0 = i;
    }
  else if (strcmp (key, "t-end") == 0)
    {
      if (number (key, value, &x, why, len) != GP_OK)
        return GP_EINVAL;
      s->t_end = x;
      s->have_t_end = 1;
      s->e_t_end = i;
    }
  else if (strcmp (key, "levels") == 0)
    {
      char *end;
      if (isspace ((unsigned char) value[0]))
        return settings_refuse (why, len, "--levels: '%s' starts with white space, not an integer",
                       value);
      errno = 0;
      long L = strtol (value, &end, 10);
      if (end == value || *end != '\0' || errno == ERANGE)
        return settings_refuse (why, len, "--levels: '%s' is not an integer", value);
      if (settings_levels_check (1, L, 3, SETTINGS_MAX_LEVELS, " (a slope needs three levels)",
                                 why, len) != GP_OK)
        return GP_EINVAL;
      s->levels = L;
      s->have_levels = 1;
      s->e_levels = i;
    }
  else if (strcmp (key, "allow-long") == 0)
    return on_off (key, value, &s->allow_long, why, len);
  else if (strcmp (key, "reference") == 0)
    {
      /* read with the problem, by settings_resolve */
      s->have_reference = 1;
      s->e_reference = i;
    }
  else if (strncmp (key, "param.", 6) == 0 && key[6])
    ;   /* judged with the problem, by settings_resolve */
  else
    {
      const gp_option_info *opt = gp_option_find (key);
      int on;
      if (opt->kind == GP_OPTION_FLAG)
        return on_off (key, value, &on, why, len);
      if (opt->kind == GP_OPTION_NUMBER && number (key, value, &x, why, len) != GP_OK)
        return GP_EINVAL;
      s->have_newton_tol |= strcmp (key, "newton-tol") == 0;
    }
  return GP_OK;
}

/* the keys besides the method options */
static const char *const setting_keys[] = { "method", "problem", "steps", "h0", "levels",
                                            "t-end", "allow-long", "reference", NULL };

static int
known (const char *key)
{
  if (strncmp (key, "param.", 6) == 0)
    return key[6] != '\0';
  for (const char *const *k = setting_keys; *k; k++)
    if (strcmp (*k, key) == 0)
      return 1;
  return gp_option_find (key) != NULL;
}

int
settings_set (run_settings *s, const char *key, const char *value, char *why, size_t len)
{
  if (!known (key))
    return settings_refuse (why, len, "unknown key '%s' (the keys are the method options of galpha run "
                   "without --, method, problem, param.NAME, steps, h0, levels, t-end, "
                   "allow-long, reference)", key);
  int first = settings_entry (s, key);
  if (first >= 0)
    return settings_refuse (why, len, "key '%s' given twice: give it once", key);
  if (s->n >= SETTINGS_MAX_ENTRIES)
    return settings_refuse (why, len, "more than %d entries", SETTINGS_MAX_ENTRIES);
  if (strlen (key) >= sizeof s->key[0] || strlen (value) >= sizeof s->value[0])
    return settings_refuse (why, len, "'%s': the %s is too long", key,
                   strlen (key) >= sizeof s->key[0] ? "key" : "value");
  if (judge (s, s->n, key, value, why, len) != GP_OK)
    return GP_EINVAL;
  snprintf (s->key[s->n], sizeof s->key[0], "%s", key);
  snprintf (s->value[s->n], sizeof s->value[0], "%s", value);
  s->n++;
  return GP_OK;
}

/* ---- settings_resolve ----------------------------------------------- */

/* a method option entry that is applied: a flag only when on */
static const gp_option_info *
applied (const run_settings *s, int i)
{
  const gp_option_info *opt = gp_option_find (s->key[i]);
  if (opt && opt->kind == GP_OPTION_FLAG && strcmp (s->value[i], "on") != 0)
    return NULL;
  return opt;
}

/* o := the method's options from the entries, except entry skip; the
   index of the first entry refused, or -1 */
static int
options_of (const run_settings *s, int skip, gp_options *o, char *why, size_t len, int *rc)
{
  gp_options_for (s->m, o);
  for (int i = 0; i < s->n; i++)
    if (i != skip && applied (s, i))
      {
        *rc = gp_options_set (o, s->m, s->key[i], s->value[i], why, len);
        if (*rc != GP_OK)
          return i;
      }
  *rc = GP_OK;
  return -1;
}

/* The entry a refusal of gp_options_complete is about: for a REFUSE
   hypothesis of the method that the options violate, the first option
   entry without which it would hold; else (the coefficients incomplete or
   given two ways, or a hypothesis the defaults violate) the method's. */
static int
complete_entry (const run_settings *s)
{
  char val[256];
  const gp_hypothesis *h = s->m->hypotheses;
  for (; h && h->holds; h++)
    if (h->kind == GP_HYP_REFUSE && !h->holds (&s->o, val, sizeof val))
      break;
  if (!h || !h->holds)
    return s->e_method;
  for (int i = 0; i < s->n; i++)
    if (applied (s, i))
      {
        gp_options o;
        int rc;
        if (options_of (s, i, &o, val, sizeof val, &rc) < 0 && h->holds (&o, val, sizeof val))
          return i;
      }
  return s->e_method;
}

/* the study h0 / 2^k, k < levels, to t-end (galpha conv's rules) */
static int
study_check (const run_settings *s, char *why, size_t len, int *entry)
{
  if (!s->have_h0)
    return GP_OK;
  *entry = s->e_h0;
  if (!s->have_levels || !s->have_t_end)
    return settings_refuse (why, len, "--h0 = %s needs `levels = L` and `t-end = T` in the file: the "
                   "steps h0 / 2^k must divide the interval, and the study's work is estimated "
                   "from them", GP_NUM (s->h0));
  double t0 = s->P ? s->P->t0 : 0.0;
  if (!(s->t_end > t0))
    {
      *entry = s->e_t_end;
      return settings_refuse (why, len, "--t-end = %s must exceed t0 = %s", GP_NUM (s->t_end),
                     GP_NUM (t0));
    }
  double steps = settings_study_steps (s->alt, s->h0, s->levels, t0, s->t_end, why, len);
  if (steps < 0)
    return GP_EINVAL;
  size_t size = 0;
  if (s->P)
    size = settings_state_size (s->P, s->m);
  else
    for (const gp_problem *const *p = gp_problems (); *p; p++)
      {
        char r[256];
        if (s->m->supports (*p, r, sizeof r) == GP_OK && settings_state_size (*p, s->m) > size)
          size = settings_state_size (*p, s->m);
      }
  char what[200];
  snprintf (what, sizeof what, "the study of h0 = %s, levels = %ld, t-end = %s",
            GP_NUM (s->h0), s->levels, GP_NUM (s->t_end));
  return settings_work_check (what, steps, size, s->allow_long,
                              "add `allow-long = on` to the file", why, len);
}

int
settings_resolve (run_settings *s, char *why, size_t len, int *entry)
{
  int rc;
  *entry = -1;
  settings_free (s);
  if (!s->m)
    return settings_refuse (why, len, "no method: the settings name their method (see galpha list "
                   "methods)");
  /* the method's options in the order given, then together */
  char r[512];
  int bad = options_of (s, -1, &s->o, r, sizeof r, &rc);
  if (bad >= 0)
    {
      /* the library names the key bare; galpha's name is --KEY */
      size_t k = strlen (s->key[bad]);
      int about_key = strncmp (r, s->key[bad], k) == 0 && strchr (" :=", r[k]);
      *entry = bad;
      return settings_refuse (why, len, "%s%s%s", rc == GP_EUNSUP ? "option " : "",
                     about_key ? "--" : "", r);
    }
  if (gp_options_complete (&s->o, s->m, r, sizeof r) != GP_OK)
    {
      *entry = complete_entry (s);
      return settings_refuse (why, len, "%s", r);
    }
  /* the problem with its parameters */
  const char *arg[SETTINGS_MAX_ENTRIES];
  int idx[SETTINGS_MAX_ENTRIES], n = 0;
  char argbuf[SETTINGS_MAX_ENTRIES][160];
  for (int i = 0; i < s->n; i++)
    if (strncmp (s->key[i], "param.", 6) == 0)
      {
        snprintf (argbuf[n], sizeof argbuf[0], "%s=%s", s->key[i] + 6, s->value[i]);
        arg[n] = argbuf[n];
        idx[n++] = i;
      }
  if (s->P0)
    {
      rc = settings_problem_params (s->P0, arg, n, &s->Pc, &s->params, why, len, &bad);
      if (rc != GP_OK)
        {
          *entry = bad >= 0 ? idx[bad] : s->e_problem;
          return rc;
        }
      s->P = &s->Pc;
      if (s->m->supports (s->P, r, sizeof r) != GP_OK)
        {
          *entry = s->e_problem;
          settings_free (s);
          return settings_refuse (why, len, "--problem %s: %s", s->P0->name, r);
        }
      if (s->have_t_end && !(s->t_end > s->P->t0))
        {
          *entry = s->e_t_end;
          settings_free (s);
          return settings_refuse (why, len, "--t-end = %s must exceed the problem's t0 = %s",
                         GP_NUM (s->t_end), GP_NUM (s->P0->t0));
        }
    }
  else if (n)
    {
      *entry = idx[0];
      return settings_refuse (why, len, "--param %s: a problem parameter needs `problem = P`", arg[0]);
    }
  if (s->have_reference)
    {
      const char *file = s->value[s->e_reference];
      char path[sizeof s->base_dir + sizeof s->value[0] + 1];
      *entry = s->e_reference;
      if (!s->P)
        return settings_refuse (why, len, "--reference %s: a reference needs `problem = P` (its columns "
                       "are the problem's)", file);
      if (file[0] != '/' && s->base_dir[0])
        snprintf (path, sizeof path, "%s/%s", s->base_dir, file);
      else
        snprintf (path, sizeof path, "%s", file);
      if (settings_reference_read (path, file, s->P, s->have_t_end ? s->t_end : (double) NAN,
                                   &s->ref, r, sizeof r) != GP_OK)
        {
          settings_free (s);
          return settings_refuse (why, len, "--reference %s", r);
        }
      if (!s->have_t_end)
        {
          if (!(s->ref.t > s->P->t0))
            {
              settings_free (s);
              return settings_refuse (why, len, "--reference %s: its row is at t = %s, not after the "
                             "problem's t0 = %s", file, GP_NUM (s->ref.t), GP_NUM (s->P->t0));
            }
          s->t_end = s->ref.t;
          s->have_t_end = 1;
          s->e_t_end = s->e_reference;
        }
      *entry = -1;
    }
  if (study_check (s, why, len, entry) != GP_OK)
    {
      settings_free (s);
      return GP_EINVAL;
    }
  return GP_OK;
}

int
list_has (const char *list, char sep, const char *name)
{
  size_t n = strlen (name);
  if (!n)
    return 0;
  for (const char *p = strstr (list, name); p; p = strstr (p + 1, name))
    if ((p == list || p[-1] == sep) && (p[n] == sep || p[n] == '\0'))
      return 1;
  return 0;
}

int
settings_refuse (char *why, size_t len, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (why, len, fmt, ap);
  va_end (ap);
  return GP_EINVAL;
}
