/* output.c -- output that never harms what is on disk.

   --out PATH is checked when it is parsed, before anything is computed
   (exit 2): it must name a regular file that may be replaced, or nothing,
   in an existing writable directory.  A directory, a device, FIFO or
   socket, a symbolic link (galpha neither writes through a link nor
   replaces it: give the target's path) and a read-only file are refused.

   The output is streamed, as it is computed, into a temporary file in the
   target's own directory: an unnamed one (O_TMPFILE) where the system has
   it, so that no signal, not even SIGKILL, can leave a name behind; else a
   named one (PATH.tmp.XXXXXX) that a caught signal or an early exit
   removes.  Every write is checked as it happens: a full disk or a file
   size limit stops the run at once (exit 1) naming the file and the step
   and time reached, and the file at PATH is left as it was.  The run's
   success commits the output: synced, given the mode of the file it
   replaces (0666 & ~umask for a new one), linked into the directory and
   renamed over PATH, so that PATH is at every moment either the old file
   or the whole new one.  Between the link and the rename (two system
   calls) the temporary has a name; every catchable signal is blocked
   there, and a failed rename removes the name.

   Standard output is not a file that can be replaced: the output is
   buffered in an unnamed temporary file in $TMPDIR (/tmp by default),
   with the same checked writes, and copied to standard output only on
   success, so that a failed run prints nothing.  Standard output is
   checked at exit, so `galpha list > /dev/full` exits 1.

   The files of review's --out DIR are written the same way, each one
   atomically, by name in DIR's directory descriptor: a symbolic link
   inside DIR is replaced, never written through. */
#define _GNU_SOURCE   /* O_TMPFILE, linkat's AT_SYMLINK_FOLLOW, fopencookie */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>
#include "cli.h"

#define PATH_BUF 4096

/* the directory part of path ("." when it has none) */
static void
parent_of (const char *path, char *dir, size_t n)
{
  const char *slash = strrchr (path, '/');
  if (!slash)
    snprintf (dir, n, ".");
  else if (slash == path)
    snprintf (dir, n, "/");
  else
    snprintf (dir, n, "%.*s", (int) (slash - path), path);
}

void
out_check (const char *path)
{
  if (path[0] == '\0')
    usage_error ("--out '': an empty path names no file");
  if (strlen (path) + 16 > PATH_BUF)
    usage_error ("--out: a path of %zu characters is longer than %d", strlen (path),
                 PATH_BUF - 16);
  if (path[strlen (path) - 1] == '/')
    usage_error ("--out '%s' names a directory, not a file", path);
  char dir[PATH_BUF];
  parent_of (path, dir, sizeof dir);
  struct stat st;
  if (stat (dir, &st) != 0)
    usage_error ("--out '%s': its directory '%s' does not exist (%s)", path, dir,
                 strerror (errno));
  if (!S_ISDIR (st.st_mode))
    usage_error ("--out '%s': '%s' is not a directory", path, dir);
  if (access (dir, W_OK | X_OK) != 0)
    usage_error ("--out '%s': its directory '%s' is not writable (%s)", path, dir,
                 strerror (errno));
  if (lstat (path, &st) != 0)
    {
      if (errno != ENOENT)
        usage_error ("--out '%s': %s", path, strerror (errno));
      return;   /* a new file */
    }
  if (S_ISLNK (st.st_mode))
    usage_error ("--out '%s' is a symbolic link: galpha neither writes through a link "
                 "nor replaces it (give the target's path)", path);
  if (S_ISDIR (st.st_mode))
    usage_error ("--out '%s' is a directory, not a file", path);
  if (!S_ISREG (st.st_mode))
    usage_error ("--out '%s' is not a regular file (a device, FIFO or socket): galpha "
                 "writes only regular files", path);
  /* by its mode, not only by access(): a superuser may write anything, but
     a file marked read-only is not galpha's to replace */
  if (!(st.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) || access (path, W_OK) != 0)
    usage_error ("--out '%s' is read-only: galpha does not replace a file it may not "
                 "write", path);
}

/* ---- where the run is, for the message of a write that fails ---------- */
static long reached_step = -1;
static double reached_t;

void
out_reached (long step, double t)
{
  reached_step = step;
  reached_t = t;
}

/* ---- named temporaries, removed by a signal or an early exit ---------- */
/* A named temporary lives through a run only where the system has no
   O_TMPFILE (the link of an unnamed one, between the two system calls of
   a commit, is covered by blocking every catchable signal instead).  Each
   is held here as a directory descriptor and a name, so that the handler
   can remove it with unlinkat, which is async-signal-safe. */
#define MAX_PENDING 4
static struct
{
  int dirfd;
  char name[NAME_MAX + 1];
  volatile sig_atomic_t on;
} pending[MAX_PENDING];
static const int caught[] = { SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT };
#define NCAUGHT ((int) (sizeof caught / sizeof caught[0]))
static int handlers_set;

static void
remove_pending (void)
{
  for (int k = 0; k < MAX_PENDING; k++)
    if (pending[k].on)
      {
        unlinkat (pending[k].dirfd, pending[k].name, 0);
        pending[k].on = 0;
      }
}

static void
on_signal (int sig)
{
  remove_pending ();
  signal (sig, SIG_DFL);
  raise (sig);
}

/* the handlers and the exit hook, once, before the first name exists */
static void
guard_names (void)
{
  if (handlers_set)
    return;
  handlers_set = 1;
  struct sigaction sa, old;
  memset (&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigemptyset (&sa.sa_mask);
  for (int i = 0; i < NCAUGHT; i++)
    if (sigaction (caught[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
      sigaction (caught[i], &sa, NULL);
  atexit (remove_pending);
}

static void
block_all (sigset_t *prev)
{
  sigset_t all;
  sigfillset (&all);
  sigprocmask (SIG_BLOCK, &all, prev);
}

/* a fresh name beside the target: TARGET.tmp.XXXXXX (its last 6
   characters varied until one is free), or .galpha.tmp.XXXXXX when the
   target's name is too long to take the suffix; 0, or -1 when neither fits */
static int
temp_name (char *name, size_t n, const char *target)
{
  static unsigned long counter;
  unsigned long x = (unsigned long) getpid () * 2654435761ul ^ (unsigned long) time (NULL)
                    ^ (++counter * 40503ul);
  static const char digits[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  char suffix[7];
  for (int i = 0; i < 6; i++, x /= 62)
    suffix[i] = digits[x % 62];
  suffix[6] = '\0';
  if (strlen (target) + 11 <= NAME_MAX && snprintf (name, n, "%s.tmp.%s", target, suffix) < (int) n)
    return 0;
  return snprintf (name, n, ".galpha.tmp.%s", suffix) < (int) n ? 0 : -1;
}

/* ---- the stream ------------------------------------------------------- */
typedef struct
{
  int fd;                    /* the temporary */
  int dirfd;                 /* the target's directory; -1 for standard output */
  char name[NAME_MAX + 1];   /* the target's name in dirfd */
  char shown[PATH_BUF + NAME_MAX + 2]; /* the target as the messages name it */
  int to_stdout;             /* standard output's buffer */
  int own_dirfd;             /* dirfd is the stream's to close */
  int slot;                  /* its pending[] entry while it has a name, else -1 */
} stream;

/* a write failed and galpha is exiting: what any stream still holds is
   discarded, not written (and reported) again by the flush at exit */
static int exiting_on_failure;

static void __attribute__ ((noreturn))
stream_failed (stream *s, const char *what, int err)
{
  exiting_on_failure = 1;
  if (s->slot >= 0)
    {
      unlinkat (pending[s->slot].dirfd, pending[s->slot].name, 0);
      pending[s->slot].on = 0;
      s->slot = -1;
    }
  char where[128] = "";
  if (reached_step >= 0)
    snprintf (where, sizeof where, " at step %ld (t = %.17g)", reached_step, reached_t);
  if (!s->to_stdout)
    fprintf (stderr, "%s: cannot write %s (%s: %s)%s; the run stopped there and the file "
             "there is as it was\n", prog, s->shown, what, strerror (err), where);
  else
    fprintf (stderr, "%s: cannot write %s (%s: %s)%s; the run stopped there and nothing "
             "was printed\n", prog, s->shown, what, strerror (err), where);
  cli_exit (1);
}

static ssize_t
stream_write (void *cookie, const char *buf, size_t n)
{
  stream *s = cookie;
  if (exiting_on_failure)
    return (ssize_t) n;
  size_t done = 0;
  while (done < n)
    {
      ssize_t k = write (s->fd, buf + done, n - done);
      if (k < 0 && errno == EINTR)
        continue;
      if (k <= 0)
        stream_failed (s, "write", k < 0 ? errno : ENOSPC);
      done += (size_t) k;
    }
  return (ssize_t) n;
}

static int
stream_close (void *cookie)
{
  (void) cookie;   /* the descriptor is the commit's to close */
  return 0;
}

/* the temporary in dirfd: unnamed where the system allows it, else named
   and registered for removal; the descriptor, or -1 with errno */
static int
open_temporary (stream *s)
{
#ifdef O_TMPFILE
  int fd = openat (s->dirfd, ".", O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
  /* an unnamed file is committed by a link through /proc/self/fd; without
     /proc it could not be, and the named way is taken from the start */
  if (fd >= 0 && access ("/proc/self/fd", X_OK) == 0)
    return fd;
  if (fd >= 0)
    close (fd);
  else if (errno != EOPNOTSUPP && errno != EISDIR && errno != EINVAL && errno != ENOENT)
    return -1;
#endif
  if (s->dirfd < 0)
    return -1;
  int slot = 0;
  while (slot < MAX_PENDING && pending[slot].on)
    slot++;
  if (slot == MAX_PENDING)
    {
      errno = EMFILE;
      return -1;
    }
  guard_names ();
  for (int tries = 0; tries < 100; tries++)
    {
      char name[NAME_MAX + 1];
      if (temp_name (name, sizeof name, s->name) != 0)
        {
          errno = ENAMETOOLONG;
          return -1;
        }
      sigset_t prev;
      block_all (&prev);   /* the name and its registration together */
      int nfd = openat (s->dirfd, name, O_CREAT | O_EXCL | O_RDWR | O_CLOEXEC, 0600);
      int err = errno;
      if (nfd >= 0)
        {
          pending[slot].dirfd = s->dirfd;
          memcpy (pending[slot].name, name, sizeof name);
          pending[slot].on = 1;
          s->slot = slot;
        }
      sigprocmask (SIG_SETMASK, &prev, NULL);
      if (nfd >= 0 || err != EEXIST)
        {
          errno = err;
          return nfd;
        }
    }
  errno = EEXIST;
  return -1;
}

/* a stream into a temporary for the file name in dirfd (shown as shown),
   or for standard output when dirfd < 0 */
static FILE *register_stream (FILE *f, stream *s);

static FILE *
stream_open (int dirfd, const char *name, const char *shown, int own_dirfd)
{
  stream *s = calloc (1, sizeof *s);
  if (!s)
    {
      fprintf (stderr, "%s: out of memory\n", prog);
      cli_exit (1);
    }
  s->slot = -1;
  s->dirfd = dirfd;
  s->own_dirfd = own_dirfd;
  snprintf (s->name, sizeof s->name, "%s", name ? name : "");
  snprintf (s->shown, sizeof s->shown, "%s", shown);
  if (dirfd < 0)
    {
      /* standard output's buffer: unnamed in $TMPDIR */
      s->to_stdout = 1;
      const char *tmpdir = getenv ("TMPDIR");
      if (!tmpdir || !*tmpdir)
        tmpdir = "/tmp";
      snprintf (s->shown, sizeof s->shown,
                "the temporary file in %s that holds standard output until the run ends",
                tmpdir);
      s->dirfd = open (tmpdir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
      if (s->dirfd < 0)
        stream_failed (s, "open its directory", errno);
      snprintf (s->name, sizeof s->name, "galpha-stdout");
      s->fd = open_temporary (s);
      if (s->fd >= 0 && s->slot >= 0)
        {
          /* a named one is needed only until it is open */
          unlinkat (s->dirfd, pending[s->slot].name, 0);
          pending[s->slot].on = 0;
          s->slot = -1;
        }
      close (s->dirfd);
      s->dirfd = -1;
    }
  else
    s->fd = open_temporary (s);
  if (s->fd < 0)
    stream_failed (s, "create a temporary file beside it", errno);
  cookie_io_functions_t io = { NULL, stream_write, NULL, stream_close };
  FILE *f = fopencookie (s, "w", io);
  if (!f)
    stream_failed (s, "open a stream", errno);
  return register_stream (f, s);
}

/* ---- the commit --------------------------------------------------------- */
/* copies the temporary to standard output; 0 or errno */
static int
copy_to_stdout (int fd)
{
  if (lseek (fd, 0, SEEK_SET) != 0)
    return errno;
  char chunk[65536];
  for (;;)
    {
      ssize_t k = read (fd, chunk, sizeof chunk);
      if (k < 0 && errno == EINTR)
        continue;
      if (k < 0)
        return errno;
      if (k == 0)
        break;
      if (fwrite (chunk, 1, (size_t) k, stdout) != (size_t) k)
        return errno ? errno : EIO;
    }
  return fflush (stdout) != 0 ? (errno ? errno : EIO) : 0;
}

/* gives the temporary its name (the target's) in dirfd */
static void
put_in_place (stream *s)
{
  /* the mode of the file replaced (its permissions; its owner too where
     galpha may give it, as root), else the mode of a new file */
  struct stat st;
  mode_t mode;
  if (fstatat (s->dirfd, s->name, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG (st.st_mode))
    {
      mode = st.st_mode & 0777;
      if ((st.st_uid != geteuid () || st.st_gid != getegid ())
          && fchown (s->fd, st.st_uid, st.st_gid) != 0)
        (void) 0;   /* not permitted: the new file is galpha's user's, as any new file */
    }
  else
    {
      mode_t mask = umask (0);
      umask (mask);
      mode = 0666 & ~mask;
    }
  if (fchmod (s->fd, mode) != 0)
    stream_failed (s, "set its mode", errno);
  if (getenv ("GALPHA_TEST_SIGNAL_IN_COMMIT"))   /* tests: a signal mid-commit */
    raise (SIGTERM);
  if (fsync (s->fd) != 0 && errno != EINVAL)
    stream_failed (s, "sync", errno);
  sigset_t prev;
  if (s->slot >= 0)
    {
      /* a named temporary: renamed over the target */
      block_all (&prev);
      int rc = renameat (s->dirfd, pending[s->slot].name, s->dirfd, s->name);
      int err = errno;
      if (rc == 0)
        {
          pending[s->slot].on = 0;
          s->slot = -1;
        }
      sigprocmask (SIG_SETMASK, &prev, NULL);
      if (rc != 0)
        stream_failed (s, "rename", err);
      return;
    }
  /* an unnamed temporary: linked under a fresh name, renamed over the
     target, every catchable signal blocked in between */
  char proc[64], name[NAME_MAX + 1];
  snprintf (proc, sizeof proc, "/proc/self/fd/%d", s->fd);
  int rc = -1, err = EEXIST;
  block_all (&prev);
  for (int tries = 0; tries < 100 && rc != 0 && err == EEXIST; tries++)
    {
      if (temp_name (name, sizeof name, s->name) != 0)
        {
          err = ENAMETOOLONG;
          break;
        }
      rc = linkat (AT_FDCWD, proc, s->dirfd, name, AT_SYMLINK_FOLLOW);
      err = errno;
    }
  const char *what = "link";
  if (rc == 0)
    {
      rc = renameat (s->dirfd, name, s->dirfd, s->name);
      err = errno;
      what = "rename";
      if (rc != 0)
        unlinkat (s->dirfd, name, 0);
    }
  sigprocmask (SIG_SETMASK, &prev, NULL);
  if (rc != 0)
    stream_failed (s, what, err);
}

/* the open streams, so that a FILE finds its cookie again */
#define MAX_STREAMS 8
static struct
{
  FILE *f;
  stream *s;
} open_streams[MAX_STREAMS];

static FILE *
register_stream (FILE *f, stream *s)
{
  for (int k = 0; k < MAX_STREAMS; k++)
    if (!open_streams[k].f)
      {
        open_streams[k].f = f;
        open_streams[k].s = s;
        return f;
      }
  stream_failed (s, "open a stream", EMFILE);
}

static stream *
unregister_stream (FILE *f)
{
  for (int k = 0; k < MAX_STREAMS; k++)
    if (open_streams[k].f == f)
      {
        open_streams[k].f = NULL;
        return open_streams[k].s;
      }
  return NULL;
}

/* flushes f and commits its output where out_open or out_open_at sent it;
   frees it */
static void
stream_commit (FILE *f)
{
  stream *s = unregister_stream (f);
  if (!s)
    {
      fprintf (stderr, "%s: internal error: a stream out_open did not open\n", prog);
      abort ();
    }
  if (fflush (f) != 0)   /* a failed write has already exited */
    stream_failed (s, "write", errno ? errno : EIO);
  if (s->to_stdout)
    {
      int err = copy_to_stdout (s->fd);
      if (err)
        {
          fprintf (stderr, "%s: cannot write standard output (write: %s)\n", prog,
                   strerror (err));
          _exit (1);   /* not exit: standard output would be flushed and reported again */
        }
    }
  else
    put_in_place (s);
  close (s->fd);
  if (s->own_dirfd)
    close (s->dirfd);
  fclose (f);
  free (s);
}

/* ---- the verbs' interface (cli.h) -------------------------------------- */
FILE *
out_open (const char *path)
{
  if (!path)
    return stream_open (-1, NULL, "standard output", 0);
  /* the directory out_check accepted, held open for the commit */
  char dir[PATH_BUF];
  parent_of (path, dir, sizeof dir);
  int dirfd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dirfd < 0)
    {
      fprintf (stderr, "%s: cannot write %s (open its directory %s: %s); the file there is "
               "as it was\n", prog, path, dir, strerror (errno));
      cli_exit (1);
    }
  const char *slash = strrchr (path, '/');
  return stream_open (dirfd, slash ? slash + 1 : path, path, 1);
}

FILE *
out_open_at (int dirfd, const char *dir, const char *name)
{
  char shown[PATH_BUF + NAME_MAX + 2];
  snprintf (shown, sizeof shown, "%.4000s/%.255s", dir, name);
  return stream_open (dirfd, name, shown, 0);
}

void
out_commit (FILE *f, const char *path)
{
  (void) path;   /* where out_open sent f, which f's stream holds */
  stream_commit (f);
}

/* at exit: what went to standard output really arrived */
static void
close_stdout (void)
{
  if (fflush (stdout) != 0 || ferror (stdout))
    {
      fprintf (stderr, "%s: cannot write standard output: %s\n", prog,
               strerror (errno ? errno : EIO));
      _exit (1);
    }
}

void
out_guard_stdout (void)
{
  atexit (close_stdout);
}
