/* variant.c -- reads a method variant file into the command line's option
   record (see variant.h): each entry becomes the option it names, so the
   file is judged by the rules of galpha run, and every refusal names the
   file and the line of the entry it concerns. */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "galpha.h"
#include "problems.h"
#include "variant.h"

/* the keys besides the method options: the run's setting */
static const char *const setting_keys[] = { "method", "problem", "steps", "h0", "levels",
                                            "t-end", "allow-long", NULL };
static const char *const option_keys[] = { CLI_METHOD_OPTIONS, NULL };

static const variant *current;   /* the file usage_error is locating in */
static int current_line;         /* > 0: every message is about this line */

/* "FILE:LINE: " of the entry a refusal concerns: the line being read, else
   the first entry the message names, looking for, in this order, a
   parameter's NAME= (param.NAME), an option --key, a value name (the key
   with '_' for '-', as in "alpha_m = 0.6"); else the method's line, else
   "FILE: ". */
static const char *
where (const char *msg)
{
  static char buf[1200];
  const variant *v = current;
  int line = current_line;
  for (int pass = 0; pass < 3 && !line; pass++)
    for (int i = 0; i < v->n && !line; i++)
      {
        char tok[160];
        int param = strncmp (v->key[i], "param.", 6) == 0;
        if (param != (pass == 0))
          continue;
        /* a parameter's messages name it as NAME=VALUE or as "--param
           NAME" followed by ':', ' ' or ' =' (cli/problem_params.c) */
        if (pass == 0)
          {
            char arg[160];
            snprintf (arg, sizeof arg, "--param %s", v->key[i] + 6);
            for (const char *p = strstr (msg, arg); p && !line; p = strstr (p + 1, arg))
              {
                char after = p[strlen (arg)];
                if (after == ':' || after == ' ' || after == '\0')
                  line = v->line[i];
              }
            snprintf (tok, sizeof tok, "%s=", v->key[i] + 6);
          }
        else if (pass == 1)
          snprintf (tok, sizeof tok, "--%s", v->key[i]);
        else
          {
            snprintf (tok, sizeof tok, "%s = ", v->key[i]);
            for (char *p = tok; *p; p++)
              if (*p == '-')
                *p = '_';
          }
        for (const char *p = strstr (msg, tok); p && !line; p = strstr (p + 1, tok))
          {
            char after = p[strlen (tok)];
            int word_start = p == msg || !(isalnum ((unsigned char) p[-1]) || p[-1] == '_');
            if (word_start
                && (pass != 1 || !(isalnum ((unsigned char) after) || after == '-')))
              line = v->line[i];
          }
      }
  if (!line)
    for (int i = 0; i < v->n && !line; i++)
      if (strcmp (v->key[i], "method") == 0)
        line = v->line[i];
  if (line)
    snprintf (buf, sizeof buf, "%s:%d: ", v->path, line);
  else
    snprintf (buf, sizeof buf, "%s: ", v->path);
  return buf;
}

static int
listed (const char *const *list, const char *key)
{
  for (; *list; list++)
    if (strcmp (*list + (**list == '-' ? 2 : 0), key) == 0)
      return 1;
  return 0;
}

static char *
trim (char *s)
{
  while (isspace ((unsigned char) *s))
    s++;
  size_t n = strlen (s);
  while (n && isspace ((unsigned char) s[n - 1]))
    s[--n] = '\0';
  return s;
}

/* One line: blank, a comment, or `key = value` (a '#' after the value starts
   a comment too).  Appends the entry to v. */
static void
read_line (variant *v, char *text, int lineno)
{
  for (const char *p = text; *p; p++)
    if (iscntrl ((unsigned char) *p) && *p != '\t' && *p != '\r')
      usage_error ("control character 0x%02x in the line", (unsigned char) *p);
  char *hash = strchr (text, '#');
  if (hash)
    *hash = '\0';
  char *s = trim (text);
  if (!*s)
    return;
  char *eq = strchr (s, '=');
  if (!eq)
    usage_error ("'%s' is not a `key = value` line", s);
  *eq = '\0';
  char *key = trim (s), *val = trim (eq + 1);
  if (!*key || !*val)
    usage_error ("'%s = %s': %s", key, val, *key ? "the value is missing" : "the key is missing");
  int param = strncmp (key, "param.", 6) == 0;
  if (param ? !key[6] : !(listed (setting_keys, key) || listed (option_keys, key)))
    usage_error ("unknown key '%s' (the keys are the method options of galpha run without "
                 "--, method, problem, param.NAME, steps, h0, levels, t-end)", key);
  for (int i = 0; i < v->n; i++)
    if (strcmp (v->key[i], key) == 0)
      usage_error ("key '%s' given twice (first at line %d)", key, v->line[i]);
  if (v->n >= VARIANT_MAX_LINES)
    usage_error ("more than %d entries", VARIANT_MAX_LINES);
  if (strlen (key) >= sizeof v->key[0] || strlen (val) >= sizeof v->value[0])
    usage_error ("'%s': the %s is too long", key,
                 strlen (key) >= sizeof v->key[0] ? "key" : "value");
  int i = v->n++;
  snprintf (v->key[i], sizeof v->key[0], "%s", key);
  snprintf (v->value[i], sizeof v->value[0], "%s", val);
  v->line[i] = lineno;
}

/* The argv words of entry i (one or two); returns how many. */
static int
words (variant *v, int i, char **out)
{
  const char *k = v->key[i], *val = v->value[i];
  if (strncmp (k, "param.", 6) == 0)
    {
      char buf[sizeof v->arg[0]];
      snprintf (buf, sizeof buf, "%s=%s", k + 6, val);
      memcpy (v->arg[i], buf, sizeof buf);
      out[0] = (char *) "--param";
      out[1] = v->arg[i];
      return 2;
    }
  char buf[sizeof v->arg[0]];
  snprintf (buf, sizeof buf, "--%s", k);
  memcpy (v->arg[i], buf, sizeof buf);
  if (strcmp (k, "midpoint") == 0 || strcmp (k, "allow-long") == 0)   /* the flags */
    {
      if (strcmp (val, "on") != 0 && strcmp (val, "off") != 0)
        usage_error ("%s = '%s': want on or off", k, val);
      out[0] = v->arg[i];
      return strcmp (val, "on") == 0;
    }
  out[0] = v->arg[i];
  out[1] = v->value[i];
  return 2;
}

/* The step study the file sets (h0 / 2^k, k < levels, to t-end), judged
   as galpha conv judges the same options (steps_check, the work budget),
   so that a file that conv would refuse is refused here, not reviewed into
   failing claims.  h0 needs levels and t-end: the work and the division of
   the interval are judged on the file's own numbers, never on a program's
   defaults.  Without a problem, the programs use their own (each starts at
   t0 = 0) and the state size is the largest of the problems the method
   supports. */
static void
study_check (const variant *v)
{
  const cli *c = &v->c;
  if (!c->have_h0)
    return;
  if (!c->have_levels || !c->have_t_end)
    usage_error ("--h0 = %s needs `levels = L` and `t-end = T` in the file: the steps h0 / 2^k "
                 "must divide the interval, and the study's work is estimated from them",
                 GP_NUM (c->h0));
  double t0 = v->P ? v->P->t0 : 0.0;
  if (!(c->t_end > t0))
    usage_error ("--t-end = %s must exceed t0 = %s", GP_NUM (c->t_end), GP_NUM (t0));
  double steps = study_steps (v->alt, c->h0, c->levels, t0, c->t_end);
  size_t size = 0;
  if (v->P)
    size = state_size (v->P, v->m);
  else
    for (const gp_problem *const *p = gp_problems (); *p; p++)
      {
        char why[256];
        if (v->m->supports (*p, why, sizeof why) == GP_OK && state_size (*p, v->m) > size)
          size = state_size (*p, v->m);
      }
  char what[200];
  snprintf (what, sizeof what, "the study of h0 = %s, levels = %ld, t-end = %s", GP_NUM (c->h0),
            c->levels, GP_NUM (c->t_end));
  work_check (what, steps, size, c->allow_long, "add `allow-long = on` to the file");
}

void
variant_free (variant *v)
{
  cli_free (v->params);
  v->params = NULL;
}

const char *
variant_value (const variant *v, const char *key)
{
  for (int i = 0; i < v->n; i++)
    if (strcmp (v->key[i], key) == 0)
      return v->value[i];
  return NULL;
}

void
variant_load (const char *path, variant *v)
{
  memset (v, 0, sizeof *v);
  snprintf (v->path, sizeof v->path, "%s", path);
  const char *base = strrchr (path, '/') ? strrchr (path, '/') + 1 : path;
  snprintf (v->name, sizeof v->name, "%s", base);
  char *dot = strrchr (v->name, '.');
  if (dot && strcmp (dot, ".conf") == 0)
    *dot = '\0';
  current = v;
  usage_where = where;

  /* read whole, then judged: no refusal leaves the file open.  Only a
     regular file: opened without blocking, so that a FIFO or a device is
     refused instead of waited on */
  static char text[VARIANT_MAX_BYTES + 2];
  int fd = open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY);
  struct stat st;
  if (fd < 0 || fstat (fd, &st) != 0)
    {
      int e = errno;
      if (fd >= 0)
        close (fd);
      usage_where = NULL;
      usage_error ("variant file %s: %s", path, strerror (e));
    }
  if (!S_ISREG (st.st_mode))
    {
      close (fd);
      usage_error ("not a regular file (%s): a variant is a text file of `key = value` lines",
                   S_ISDIR (st.st_mode) ? "a directory" : S_ISFIFO (st.st_mode) ? "a FIFO"
                   : S_ISSOCK (st.st_mode) ? "a socket" : "a device");
    }
  size_t len = 0;
  int bad = 0;
  while (len < sizeof text - 1)
    {
      ssize_t k = read (fd, text + len, sizeof text - 1 - len);
      if (k < 0 && errno == EINTR)
        continue;
      if (k <= 0)
        {
          bad = k < 0;
          break;
        }
      len += (size_t) k;
    }
  close (fd);
  text[len] = '\0';
  if (bad)
    usage_error ("read error");
  if (len > VARIANT_MAX_BYTES)
    usage_error ("%lld bytes, more than %d (16 KiB): not a variant file",
                 (long long) (st.st_size > (off_t) len ? st.st_size : (off_t) len),
                 VARIANT_MAX_BYTES);
  if (memchr (text, '\0', len))
    usage_error ("contains a NUL byte: not a text file");
  char *next = text;
  for (int lineno = 1; next && *next; lineno++)
    {
      char *cur = next;
      next = strchr (cur, '\n');
      if (next)
        *next++ = '\0';
      current_line = lineno;
      int before = v->n;
      read_line (v, cur, lineno);
      if (v->n == before)
        continue;
      /* each value judged on its own line by the option's own parsing */
      char *w[3] = { (char *) "variant", NULL, NULL };
      int nw = words (v, v->n - 1, w + 1);
      cli one;
      parse (&one, 1 + nw, w, 1);
    }
  current_line = 0;

  /* the whole file as one command line */
  int argc = 1;
  v->argv[0] = (char *) "variant";
  for (int i = 0; i < v->n; i++)
    argc += words (v, i, v->argv + argc);
  parse (&v->c, argc, v->argv, 1);
  const cli *c = &v->c;
  if (!c->method)
    usage_error ("no `method = M` line: a variant names its method (see galpha list methods)");
  v->m = gp_method_by_name (c->method);
  if (!v->m)
    usage_error ("--method '%s': unknown method (see galpha list methods)", c->method);
  if (strcmp (c->steps, "uniform") == 0) v->alt = 0;
  else if (strcmp (c->steps, "alt") == 0) v->alt = 1;
  else usage_error ("--steps '%s': want uniform or alt", c->steps);
  v->have_steps = variant_value (v, "steps") != NULL;
  if (c->have_h0 && !(c->h0 > 0))
    usage_error ("--h0 = %s must be positive", GP_NUM (c->h0));
  if (c->have_levels)
    levels_check (1, c->levels, 3, VARIANT_MAX_LEVELS, " (a slope needs three levels)");
  v->have_h0 = c->have_h0;
  v->h0 = c->h0;
  v->have_levels = c->have_levels;
  v->levels = c->levels;
  v->have_t_end = c->have_t_end;
  v->t_end = c->t_end;
  method_options (c, v->m, &v->o);
  v->given = c->given;
  v->have_newton_tol = (c->given & GP_OPT_NEWTON_TOL) != 0;
  if (c->problem)
    {
      const gp_problem *P0 = gp_problem_by_name (c->problem);
      if (!P0)
        usage_error ("--problem '%s': unknown problem (see galpha list problems)", c->problem);
      v->params = problem_with_params (c, P0, &v->Pc);
      v->P = &v->Pc;
      char why[256];
      if (v->m->supports (v->P, why, sizeof why) != GP_OK)
        usage_error ("--problem %s: %s", c->problem, why);
      if (c->have_t_end && !(c->t_end > v->P->t0))
        usage_error ("--t-end = %s must exceed the problem's t0 = %s", GP_NUM (c->t_end),
                     GP_NUM (v->P->t0));
    }
  else if (c->nparam)
    usage_error ("--param %s: a problem parameter needs `problem = P`", c->param[0]);
  study_check (v);
  usage_where = NULL;
  current = NULL;
}
