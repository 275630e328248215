/* harness.c -- galpha's CLI in process for libFuzzer (fuzz/harness.h).
   In place of cli/main.c it provides cli_dry_run = 1, so that each verb
   stops where its command line has passed every check (no integration, no
   output), and cli_exit, which returns here by longjmp with the status.
   Memory errors, leaks and undefined behaviour are AddressSanitizer's,
   LeakSanitizer's and UBSan's findings, hangs libFuzzer's -timeout; the
   checks of harness_run are the rest. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <gsl/gsl_errno.h>
#include "cli.h"
#include "harness.h"

const int cli_dry_run = 1;

static jmp_buf *back;   /* set while galpha_main runs */
static int exit_status;

void
cli_exit (int status)
{
  cli_release ();
  if (!back)
    abort ();   /* cli_exit outside harness_run */
  exit_status = status;
  longjmp (*back, 1);
}

/* ---- the scratch directory: the working directory of every call ---------- */
static char scratch[4096];
static int scratch_fd = -1, home_fd = -1;

/* what --out may name there; nothing of it may change, and nothing may be
   added (file and ro hold "keep\n") */
static const char *const fixture[] = { "file", "ro", "dir", "link", "dangling", "fifo" };
#define NFIXTURE ((int) (sizeof fixture / sizeof fixture[0]))
static struct stat fixture_st[NFIXTURE];

static void __attribute__ ((noreturn, format (printf, 1, 2)))
setup_failed (const char *fmt, ...);

static void
setup_failed (const char *fmt, ...)
{
  va_list ap;
  fprintf (stderr, "harness: ");
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fprintf (stderr, ": %s\n", strerror (errno));
  exit (1);
}

static void
remove_scratch (void)
{
  if (fchdir (scratch_fd) == 0)
    {
      for (int i = 0; i < NFIXTURE; i++)
        (strcmp (fixture[i], "dir") == 0 ? rmdir : unlink) (fixture[i]);
      if (fchdir (home_fd) == 0)
        rmdir (scratch);
    }
}

static int
same_stat (const struct stat *a, const struct stat *b)
{
  return a->st_ino == b->st_ino && a->st_dev == b->st_dev && a->st_mode == b->st_mode
    && a->st_size == b->st_size && a->st_mtim.tv_sec == b->st_mtim.tv_sec
    && a->st_mtim.tv_nsec == b->st_mtim.tv_nsec;
}

/* the number of entries of the directory dir (relative to the scratch
   directory), . and .. not counted; -1 when unreadable */
static int
entries (const char *dir)
{
  DIR *d = opendir (dir);
  if (!d)
    return -1;
  int n = 0;
  struct dirent *e;
  while ((e = readdir (d)))
    n += strcmp (e->d_name, ".") != 0 && strcmp (e->d_name, "..") != 0;
  closedir (d);
  return n;
}

void
harness_init (void)
{
  gsl_set_error_handler_off ();   /* as galpha's main */
  const char *tmp = getenv ("TMPDIR");
  snprintf (scratch, sizeof scratch, "%s/galpha-fuzz.XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp (scratch))
    setup_failed ("cannot create the scratch directory %s", scratch);
  if ((home_fd = open (".", O_RDONLY)) < 0 || (scratch_fd = open (scratch, O_RDONLY)) < 0)
    setup_failed ("cannot open the working or the scratch directory");
  atexit (remove_scratch);
  if (fchdir (scratch_fd) != 0)
    setup_failed ("cannot enter %s", scratch);
  for (int i = 0; i < 2; i++)
    {
      FILE *f = fopen (fixture[i], "w");
      if (!f || fputs ("keep\n", f) == EOF || fclose (f) != 0)
        setup_failed ("cannot write %s/%s", scratch, fixture[i]);
    }
  if (chmod ("ro", 0444) != 0 || mkdir ("dir", 0755) != 0 || symlink ("file", "link") != 0
      || symlink ("nothing", "dangling") != 0 || mkfifo ("fifo", 0644) != 0)
    setup_failed ("cannot make the fixtures in %s", scratch);
  for (int i = 0; i < NFIXTURE; i++)
    if (lstat (fixture[i], &fixture_st[i]) != 0)
      setup_failed ("cannot stat %s/%s", scratch, fixture[i]);
  if (fchdir (home_fd) != 0)
    setup_failed ("cannot return to the working directory");
  fprintf (stderr, "harness: scratch directory %s (the working directory of every "
           "command line; removed at exit)\n", scratch);
}

/* ---- one command line ----------------------------------------------------- */
static int argc_now;
static char **argv_now;

/* argv as a shell would need it, bytes outside printable ASCII escaped */
static void
print_argv (FILE *to)
{
  for (int i = 0; i < argc_now; i++)
    {
      fputs (i ? " '" : "'", to);
      for (const unsigned char *p = (const unsigned char *) argv_now[i]; *p; p++)
        if (*p == '\'')
          fputs ("'\\''", to);
        else if (*p < 0x20 || *p >= 0x7f)
          fprintf (to, "\\%03o", *p);
        else
          fputc (*p, to);
      fputc ('\'', to);
    }
  fputc ('\n', to);
}

/* 1 when an argument contains s (a message may echo it) */
static int
argv_has (const char *s)
{
  for (int i = 0; i < argc_now; i++)
    if (strstr (argv_now[i], s))
      return 1;
  return 0;
}

/* the bytes a target turned into a file the CLI reads (fuzz_variant.c):
   a message may echo them too */
static const unsigned char *input_now;
static size_t input_size;

void
harness_input (const void *data, size_t size)
{
  input_now = data;
  input_size = size;
}

/* 1 when an argument or the registered input contains s */
static int
echoed (const char *s)
{
  size_t n = strlen (s);
  for (size_t i = 0; input_now && i + n <= input_size; i++)
    if (memcmp (input_now + i, s, n) == 0)
      return 1;
  return argv_has (s);
}

static FILE *real_stderr;

static void __attribute__ ((noreturn, format (printf, 1, 2)))
finding (const char *fmt, ...);

static void
finding (const char *fmt, ...)
{
  va_list ap;
  if (fchdir (home_fd) != 0)   /* for a relative -artifact_prefix */
    fprintf (real_stderr, "harness: cannot return to the working directory\n");
  fprintf (real_stderr, "harness: FINDING: ");
  va_start (ap, fmt);
  vfprintf (real_stderr, fmt, ap);
  va_end (ap);
  fprintf (real_stderr, "\nharness: command line: ");
  print_argv (real_stderr);
  abort ();
}

/* the --out paths of argv and what was there before the call */
#define MAXOUT 8
static struct
{
  const char *path;
  int existed;
  struct stat st;
} outs[MAXOUT];
static int nout;

void
harness_run (int argc, char **argv)
{
  argc_now = argc;
  argv_now = argv;
  real_stderr = stderr;
  if (fchdir (scratch_fd) != 0)
    finding ("cannot enter the scratch directory %s: %s", scratch, strerror (errno));
  nout = 0;
  for (int i = 1; i + 1 < argc && nout < MAXOUT; i++)
    if (strcmp (argv[i], "--out") == 0)
      {
        outs[nout].path = argv[i + 1];
        outs[nout].existed = lstat (argv[i + 1], &outs[nout].st) == 0;
        nout++;
      }

  char *out = NULL, *err = NULL;
  size_t nouttext = 0, nerr = 0;
  FILE *out_f = open_memstream (&out, &nouttext), *err_f = open_memstream (&err, &nerr);
  if (!out_f || !err_f)
    finding ("open_memstream: %s", strerror (errno));
  FILE *saved_out = stdout;
  /* glibc's stdout and stderr are variables that printf and fprintf
     (stderr, ...) read at each call */
  stdout = out_f;
  stderr = err_f;
  jmp_buf env;
  volatile int status;
  back = &env;
  if (setjmp (env) == 0)
    status = galpha_main (argc, argv);
  else
    status = exit_status;
  back = NULL;
  stdout = saved_out;
  stderr = real_stderr;
  fclose (out_f);
  fclose (err_f);

  int st = status;
  if (st != 0 && st != 2)
    finding ("exit status %d (a dry run computes nothing: 0 or 2); stderr: %s", st, err);
  if (st == 2)
    {
      if (nerr == 0)
        finding ("refused (exit 2) without a message on stderr");
      if (err[nerr - 1] != '\n')
        finding ("a refusal's message does not end in a newline: %s", err);
      if (strncmp (err, "galpha: ", 8) != 0 && strncmp (err, "usage: galpha", 13) != 0)
        finding ("a refusal's message does not begin with 'galpha: ': %s", err);
      if (strstr (err, "(null)") && !echoed ("(null)"))
        finding ("a refusal's message prints a null string: %s", err);
      if (nouttext)
        finding ("refused (exit 2) after writing %zu bytes to stdout", nouttext);
    }
  free (out);
  free (err);
  int held = cli_release ();
  if (held)
    finding ("exit %d with %d block(s) still held by cli_hold", st, held);

  for (int i = 0; i < NFIXTURE; i++)
    {
      struct stat now;
      if (lstat (fixture[i], &now) != 0 || !same_stat (&now, &fixture_st[i]))
        finding ("the fixture %s/%s was changed or removed (exit %d)", scratch, fixture[i], st);
    }
  if (entries (".") != NFIXTURE || entries ("dir") != 0)
    finding ("a file was created in the scratch directory %s (exit %d)", scratch, st);
  for (int i = 0; i < nout; i++)
    {
      struct stat now;
      int exists = lstat (outs[i].path, &now) == 0;
      if (exists != outs[i].existed || (exists && !same_stat (&now, &outs[i].st)))
        finding ("--out %s was %s (exit %d)", outs[i].path,
                 exists ? "created or changed" : "removed", st);
    }
  if (fchdir (home_fd) != 0)
    finding ("cannot return to the working directory: %s", strerror (errno));
}
