/* dispatch.c -- galpha_main: the verbs' dispatch from the table of verbs
   (cli/help.c); main() is in cli/main.c.  The verbs, options and formats
   are fixed by docs/contract.md.  Exit status: 0 success; 1 a run failed
   (with step number and time); 2 bad usage or a parameter that violates a
   method hypothesis. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"

/* GNU's --KEY=VALUE: argv with each such argument split at its first '='
   into --KEY and VALUE (held: freed by cli_free, or by an early exit), or
   argv itself when there is none.  A flag given a value is refused, with
   the form to use. */
static char **
split_equals (int *argc, char **argv)
{
  int n = 0;
  size_t text = 0;
  for (int i = 1; i < *argc; i++)
    if (strncmp (argv[i], "--", 2) == 0 && strchr (argv[i], '='))
      {
        char key[64];
        size_t k = strcspn (argv[i], "=");
        snprintf (key, sizeof key, "%.*s", (int) k, argv[i]);
        if (cli_flag (key + 2))
          usage_error ("option %s takes no value: give %s, not %s", key, key, argv[i]);
        n++;
        text += k + 1;
      }
  if (n == 0)
    return argv;
  char **av = cli_hold (malloc ((size_t) (*argc + n + 1) * sizeof *av + text));
  if (!av)
    usage_error ("out of memory");
  char *keys = (char *) (av + *argc + n + 1);
  int ac = 0;
  for (int i = 0; i < *argc; i++)
    if (i > 0 && strncmp (argv[i], "--", 2) == 0 && strchr (argv[i], '='))
      {
        size_t k = strcspn (argv[i], "=");
        memcpy (keys, argv[i], k);
        keys[k] = '\0';
        av[ac++] = keys;
        av[ac++] = argv[i] + k + 1;
        keys += k + 1;
      }
    else
      av[ac++] = argv[i];
  av[ac] = NULL;
  *argc = ac;
  return av;
}

int
galpha_main (int argc, char **argv)
{
  /* the arguments are echoed into output headers: one line each */
  for (int i = 1; i < argc; i++)
    for (const char *p = argv[i]; *p; p++)
      if (iscntrl ((unsigned char) *p))
        usage_error ("argument %d contains a control character (0x%02x): refused, since "
                     "arguments are echoed into the output's header", i, (unsigned char) *p);
  if (argc < 2)
    {
      cli_usage (stderr);
      return 2;
    }
  const char *verb = argv[1];
  if (strcmp (verb, "--help") == 0)
    verb = "help";
  const cli_verb *v = cli_verb_find (verb);
  if (!v || strchr (verb, ' '))
    unknown_verb (verb);
  /* galpha VERB ... --help: the verb's help, whatever else is given */
  for (int i = 2; i < argc; i++)
    if (strcmp (argv[i], "--help") == 0)
      return cli_help (v->name);
  char **av = split_equals (&argc, argv);
  int rc = v->run (argc, av);
  if (av != argv)
    cli_free (av);
  return rc;
}
