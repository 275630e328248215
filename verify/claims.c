/* claims.c -- see claims.h. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "claims.h"
#include "tap.h"

#define MAXCLAIMS 64

/* what the measures reported, per claim of the running program */
typedef struct
{
  int reported;
  double value, target;
  const char *skip;          /* vc_report_skip's reason, NULL: measured */
  int has_check;             /* vc_report_check: the measure states the check */
  vc_check check;
  char reason[512];
  char detail[1024];
  char context[512];
} report;

static const vc_program *prog;
static report rep[MAXCLAIMS];

static int
claim_index (const char *cid)
{
  for (int k = 0; k < prog->nclaims; k++)
    if (strcmp (prog->claims[k].id, cid) == 0)
      return k;
  tap_bail ("%s: a measure reported %s, which the claims table does not have", prog->id, cid);
}

static report *
record (const char *cid, const char *detail, va_list ap)
{
  report *r = &rep[claim_index (cid)];
  r->reported = 1;
  r->has_check = 0;
  vsnprintf (r->detail, sizeof r->detail, detail, ap);
  snprintf (r->context, sizeof r->context, "%s", tap_context_now ());
  return r;
}

void
vc_report (const char *cid, double value, const char *detail, ...)
{
  va_list ap;
  va_start (ap, detail);
  report *r = record (cid, detail, ap);
  va_end (ap);
  r->value = value;
  r->target = prog->claims[claim_index (cid)].target;
  r->skip = NULL;
}

void
vc_report_vs (const char *cid, double value, double target, const char *detail, ...)
{
  va_list ap;
  va_start (ap, detail);
  report *r = record (cid, detail, ap);
  va_end (ap);
  r->value = value;
  r->target = target;
  r->skip = NULL;
}

void
vc_report_check (const char *cid, vc_check check, double value, double target,
                 const char *detail, ...)
{
  va_list ap;
  va_start (ap, detail);
  report *r = record (cid, detail, ap);
  va_end (ap);
  r->value = value;
  r->target = target;
  r->skip = NULL;
  r->has_check = 1;
  r->check = check;
}

void
vc_report_skip (const char *cid, const char *reason, const char *detail, ...)
{
  va_list ap;
  va_start (ap, detail);
  report *r = record (cid, detail, ap);
  va_end (ap);
  snprintf (r->reason, sizeof r->reason, "%s", reason);
  r->skip = r->reason;
}

/* claim c's problems in p->problem (claims.h), into out; 0 when none */
static int
declared (const vc_program *p, const vc_claim *c, char *out, size_t n)
{
  int want = atoi (c->id + 1), star = 0;
  const char *s = p->problem;
  char any[512] = "";
  while (s && *s)
    {
      size_t len = strcspn (s, ";");
      char e[600];
      snprintf (e, sizeof e, "%.*s", (int) (len < 599 ? len : 599), s);
      s += len + (s[len] == ';');
      char *colon = strchr (e, ':');
      if (!colon)
        tap_bail ("%s: its problem declaration '%s' has no ':'", p->id, e);
      *colon = '\0';
      const char *names = colon + 1 + strspn (colon + 1, " ");
      int hit = 0;
      for (char *q = e; *q;)
        {
          q += strspn (q, " ,");
          if (*q == '*')
            {
              star = 1;
              snprintf (any, sizeof any, "%s", names);
              q++;
              continue;
            }
          if (*q != 'C')
            break;
          char *end;
          long lo = strtol (q + 1, &end, 10), hi = lo;
          if (*end == '-')
            hi = strtol (end + 1 + (end[1] == 'C'), &end, 10);
          hit |= want >= lo && want <= hi;
          q = end;
        }
      if (hit)
        {
          snprintf (out, n, "%s", names);
          return 1;
        }
    }
  if (star)
    snprintf (out, n, "%s", any);
  return star;
}

static const char *const CHECK[] = { "order", "le", "ge", "true" };

static void
list_claims (const vc_program *p)
{
  for (int k = 0; k < p->nclaims; k++)
    {
      const vc_claim *c = &p->claims[k];
      printf ("%s\t%s\t%s\t", p->id, c->id, CHECK[c->check]);
      if (isnan (c->target))
        printf ("measured");
      else
        printf ("%.15g", c->target);
      printf ("\t%.15g\t%s\t", c->slack, c->theorem ? c->theorem : "-");
      if (c->takes)
        printf ("%s", c->takes);
      if (c->takes && c->vtext)
        {
          printf ("; under a variant: %s ", CHECK[c->vcheck]);
          if (isnan (c->vtarget))
            printf ("measured");
          else
            printf ("%.15g", c->vtarget);
          printf (": %s", c->vtext);
        }
      if (!c->takes)
        printf ("not about the variant: %s", c->skip.why);
      printf ("\t%s\n", c->text);
    }
  exit (0);
}

/* The claims of one round: every claim of a program without items; of a
   program of items, those of the current item (item: its name) or, once
   set, the `once` claims after the items. */
static int
in (const vc_program *p, const vc_claim *c, int once)
{
  return !p->item || c->once == once;
}

/* claim c's number for item i (-1: once), 0: not stated in this run */
static int
number (const vc_program *p, const vc_claim *c, int i)
{
  return p->number ? p->number (c, i) : 1;
}

static void
run_claims (const vc_program *p, const struct variant *V, const vc_not_about *na,
            const char *item, int i_item, int once)
{
  const char *it = item ? item : "", *sp = item && *item ? " " : "";
  for (int k = 0; k < p->nclaims; k++)
    rep[k].reported = 0;
  /* the papers' runs: what setup or the item named (vc_on), the context of
     every measure of this round that names nothing itself */
  char base[512];
  snprintf (base, sizeof base, "%s", tap_context_now ());
  vc_measure *done[MAXCLAIMS];
  int ndone = 0;
  for (int k = 0; k < p->nclaims; k++)
    {
      const vc_claim *c = &p->claims[k];
      if (!in (p, c, once) || !number (p, c, i_item))
        continue;
      char idbuf[32];
      const char *cid = c->id;
      if (p->number)
        {
          snprintf (idbuf, sizeof idbuf, "C%d", p->number (c, i_item));
          cid = idbuf;
        }
      int ran = 0, needed = 0;
      for (int i = 0; i < ndone; i++)
        ran |= done[i] == c->measure;
      for (int j = k; j < p->nclaims && !ran; j++)
        needed |= p->claims[j].measure == c->measure && !na[j].why
          && in (p, &p->claims[j], once) && number (p, &p->claims[j], i_item);
      if (!ran && needed)
        {
          done[ndone++] = c->measure;
          /* the papers' runs: a measure's lines name what it names (vc_on),
             the round's, or what its claims declare, never an earlier
             measure's problem */
          if (!V)
            tap_context (base);
          c->measure ();
        }
      if (na[k].why)
        {
          char why[600];
          snprintf (why, sizeof why, "not about the variant: %s", na[k].why);
          vc_on (NULL, "%s", na[k].not_run);
          tap_skip (why, "%s %s %s%s%s", p->id, cid, it, sp, c->text);
          continue;
        }
      report *r = &rep[k];
      if (!r->reported)
        tap_bail ("%s %s: its measure reported no value", p->id, c->id);
      /* the papers' runs: the declared problems where the measure named none */
      char names[512];
      if (!V && !r->context[0] && declared (p, c, names, sizeof names))
        {
          vc_on_names (names, "%s", "");   /* C0 names them too */
          snprintf (r->context, sizeof r->context, "%s", tap_context_now ());
        }
      tap_context (r->context);
      /* under a variant a claim may say the converse (vtext) */
      int conv = V && c->vtext;
      vc_check check = r->has_check ? r->check : conv ? c->vcheck : c->check;
      double t = r->has_check ? r->target : conv ? c->vtarget : r->target;
      const char *text = conv ? c->vtext : c->text;
      if (r->skip)
        {
          tap_skip (r->skip, "%s %s %s%s%s%s", p->id, cid, it, sp,
                    c->skiptext ? c->skiptext : text, r->detail);
          continue;
        }
      const gp_method *gm = p->method;
      const gp_options *go = p->options;
      if (V && p->gate_for)
        p->gate_for (c, &gm, &go);
      if (V && !(c->theorem && vc_hypotheses (gm, go, c->theorem)) && p->gate)
        {
          const char *own = p->gate (c);
          if (own)
            tap_hypothesis (own);
        }
      switch (check)
        {
        case VC_ORDER:
          tap_is_order (t, r->value, c->slack, "%s %s %s%s%s%s", p->id, cid, it, sp, text,
                        r->detail);
          break;
        case VC_LE:
          tap_is_le (t, r->value, "%s %s %s%s%s%s", p->id, cid, it, sp, text,
                     r->detail);
          break;
        case VC_GE:
          tap_is_ge (t, r->value, "%s %s %s%s%s%s", p->id, cid, it, sp, text,
                     r->detail);
          break;
        case VC_TRUE:
          tap_ok (r->value != 0, "%s %s %s%s%s%s", p->id, cid, it, sp, text,
                  r->detail);
          break;
        }
      vc_hypotheses_end ();
    }
}

int
vc_run (int argc, char **argv, const vc_program *p)
{
  prog = p;
  if (p->nclaims > MAXCLAIMS)
    tap_bail ("%s: %d claims, more than %d", p->id, p->nclaims, MAXCLAIMS);
  for (int i = 1; i < argc; i++)
    if (strcmp (argv[i], "--list-claims") == 0)
      list_claims (p);
  if (p->methods && p->applies)
    vc_reviews_when (p->id, p->methods, p->applies, p->why_not);
  else if (p->methods)
    vc_reviews (p->id, p->methods);
  int mut = vc_args (argc, argv, p->mutants, p->nmut, p->flag, p->flag_given);
  int nplan = p->nclaims;
  if (p->item)
    {
      nplan = 0;
      for (int i = 0; p->item (i); i++)
        for (int k = 0; k < p->nclaims; k++)
          nplan += !p->claims[k].once && number (p, &p->claims[k], i);
      for (int k = 0; k < p->nclaims; k++)
        nplan += p->claims[k].once && number (p, &p->claims[k], -1);
    }
  vc_plan (p->id, nplan, p->newton);
  if (p->setup)
    p->setup (mut);
  const struct variant *V = vc_variant ();

  /* which claims are not about the variant: decided before any measure, so
     that a measure runs at the first claim of its own (run or skipped) only
     when some claim of it is run */
  vc_not_about na[MAXCLAIMS];
  for (int k = 0; k < p->nclaims; k++)
    {
      const vc_claim *c = &p->claims[k];
      na[k] = (vc_not_about) { NULL, NULL };
      if (V && !c->takes)
        na[k] = c->skip;
      else if (V && p->not_about)
        na[k] = p->not_about (c);
    }
  if (!p->item)
    run_claims (p, V, na, NULL, -1, 0);
  else
    {
      const char *name;
      for (int i = 0;; i++)
        {
          if (!V)
            tap_context (NULL);   /* the item names its own (vc_on) or none */
          if (!(name = p->item (i)))
            break;
          run_claims (p, V, na, name, i, 0);
        }
      if (!V)
        tap_context (NULL);
      run_claims (p, V, na, NULL, -1, 1);
    }
  if (p->finish)
    p->finish ();
  return vc_done ();
}
