/* variant.c -- reads a method variant file line by line into the run
   settings (see variant.h): each entry is set on them as it is read, then
   they are judged together, and every refusal names the file and the line
   of the entry it concerns (the entry settings_resolve names). */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "galpha.h"
#include "variant.h"

/* why := "FILE:LINE: " (line > 0) or "FILE: " and the message; -1 */
static int refused (const variant *v, int line, char *why, size_t len, const char *fmt, ...)
  __attribute__ ((format (printf, 5, 6)));

static int
refused (const variant *v, int line, char *why, size_t len, const char *fmt, ...)
{
  char msg[2048];
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (msg, sizeof msg, fmt, ap);
  va_end (ap);
  if (line > 0)
    snprintf (why, len, "%s:%d: %s", v->path, line, msg);
  else
    snprintf (why, len, "%s: %s", v->path, msg);
  return -1;
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

/* One line: blank, a comment, or `key = value` (a '#' after the value
   starts a comment too), set on v's settings and recorded with its line. */
static int
read_line (variant *v, char *text, int lineno, char *why, size_t len)
{
  for (const char *p = text; *p; p++)
    if (iscntrl ((unsigned char) *p) && *p != '\t' && *p != '\r')
      return refused (v, lineno, why, len, "control character 0x%02x in the line",
                      (unsigned char) *p);
  char *hash = strchr (text, '#');
  if (hash)
    *hash = '\0';
  char *s = trim (text);
  if (!*s)
    return 0;
  char *eq = strchr (s, '=');
  if (!eq)
    return refused (v, lineno, why, len, "'%s' is not a `key = value` line", s);
  *eq = '\0';
  char *key = trim (s), *val = trim (eq + 1);
  if (!*key || !*val)
    return refused (v, lineno, why, len, "'%s = %s': %s", key, val,
                    *key ? "the value is missing" : "the key is missing");
  int first = settings_entry (&v->s, key);
  if (first >= 0)
    return refused (v, lineno, why, len, "key '%s' given twice (first at line %d)", key,
                    v->line[first]);
  char r[2048];
  if (settings_set (&v->s, key, val, r, sizeof r) != GP_OK)
    return refused (v, lineno, why, len, "%s", r);
  v->line[v->s.n - 1] = lineno;
  return 0;
}

void
variant_free (variant *v)
{
  settings_free (&v->s);
  v->params = NULL;
  v->P = NULL;
}

const char *
variant_value (const variant *v, const char *key)
{
  return settings_value (&v->s, key);
}

/* the whole file into text (at most VARIANT_MAX_BYTES + 1 bytes read, so
   that a longer file is seen longer); refuses what is not a regular text
   file.  Only a regular file: opened without blocking, so that a FIFO or
   a device is refused instead of waited on; closed on every path. */
static int
read_file (variant *v, char *text, size_t cap, size_t *out, char *why, size_t len)
{
  int fd = open (v->path, O_RDONLY | O_NONBLOCK | O_NOCTTY);
  struct stat st;
  if (fd < 0 || fstat (fd, &st) != 0)
    {
      int e = errno;
      if (fd >= 0)
        close (fd);
      snprintf (why, len, "variant file %s: %s", v->path, strerror (e));
      return -1;
    }
  if (!S_ISREG (st.st_mode))
    {
      close (fd);
      return refused (v, 0, why, len, "not a regular file (%s): a variant is a text file of "
                      "`key = value` lines", S_ISDIR (st.st_mode) ? "a directory"
                      : S_ISFIFO (st.st_mode) ? "a FIFO" : S_ISSOCK (st.st_mode) ? "a socket"
                      : "a device");
    }
  size_t n = 0;
  int bad = 0;
  while (n < cap - 1)
    {
      ssize_t k = read (fd, text + n, cap - 1 - n);
      if (k < 0 && errno == EINTR)
        continue;
      if (k <= 0)
        {
          bad = k < 0;
          break;
        }
      n += (size_t) k;
    }
  close (fd);
  text[n] = '\0';
  if (bad)
    return refused (v, 0, why, len, "read error");
  if (n > VARIANT_MAX_BYTES)
    return refused (v, 0, why, len, "%lld bytes, more than %d (16 KiB): not a variant file",
                    (long long) (st.st_size > (off_t) n ? st.st_size : (off_t) n),
                    VARIANT_MAX_BYTES);
  if (memchr (text, '\0', n))
    return refused (v, 0, why, len, "contains a NUL byte: not a text file");
  *out = n;
  return 0;
}

int
variant_load (const char *path, variant *v, char *why, size_t len)
{
  memset (v, 0, sizeof *v);
  settings_init (&v->s);
  snprintf (v->path, sizeof v->path, "%s", path);
  const char *base = strrchr (path, '/') ? strrchr (path, '/') + 1 : path;
  snprintf (v->name, sizeof v->name, "%s", base);
  char *dot = strrchr (v->name, '.');
  if (dot && strcmp (dot, ".conf") == 0)
    *dot = '\0';
  /* a relative `reference = FILE` is the variant file's neighbour */
  const char *slash = strrchr (path, '/');
  if (slash)
    snprintf (v->s.base_dir, sizeof v->s.base_dir, "%.*s", (int) (slash - path + (slash == path)),
              path);

  static char text[VARIANT_MAX_BYTES + 2];
  size_t n;
  if (read_file (v, text, sizeof text, &n, why, len) != 0)
    return -1;
  char *next = text;
  for (int lineno = 1; next && *next; lineno++)
    {
      char *cur = next;
      next = strchr (cur, '\n');
      if (next)
        *next++ = '\0';
      if (read_line (v, cur, lineno, why, len) != 0)
        return -1;
    }

  run_settings *s = &v->s;
  if (!s->m)
    return refused (v, 0, why, len, "no `method = M` line: a variant names its method (see "
                    "galpha list methods)");
  char r[2048];
  int entry;
  if (settings_resolve (s, r, sizeof r, &entry) != GP_OK)
    return refused (v, entry >= 0 ? v->line[entry] : 0, why, len, "%s", r);

  v->m = s->m;
  v->P = s->P;
  v->params = s->params;
  v->o = s->o;
  v->have_newton_tol = s->have_newton_tol;
  v->alt = s->alt;
  v->have_steps = s->have_steps;
  v->have_h0 = s->have_h0;
  v->have_levels = s->have_levels;
  v->have_t_end = s->have_t_end;
  v->h0 = s->h0;
  v->t_end = s->t_end;
  v->levels = s->levels;
  v->n = s->n;
  memcpy (v->key, s->key, sizeof v->key);
  memcpy (v->value, s->value, sizeof v->value);
  return 0;
}
