/* claims.h -- a verification program as data: measure functions and a table
   of claims, run by one runner (vc_run).  The runner does what every main
   did by hand: arguments and --mutant, --list-claims, the plan, the paper's
   or a variant's settings (the program's setup), "not about the variant"
   SKIPs, the hypothesis gate ("measured under the violated hypothesis"),
   what each claim ran on (vc_on), the Newton claim C0 and the end.

   A claim is written once: its table row (id, gate, what it takes from a
   variant, check and target, text) and the measure that fills its value
   and evidence, one function for the paper's settings and a variant's
   alike.  The theory document's claims table is the other statement of it;
   tools/lint.sh ties the two through --list-claims. */
#ifndef GP_CLAIMS_H
#define GP_CLAIMS_H
#include "vcommon.h"

/* the check of a claim on its measured value v */
typedef enum
{
  VC_ORDER,   /* |v - target| <= slack (tap_is_order) */
  VC_LE,      /* v <= target (tap_is_le; NaN fails) */
  VC_GE,      /* v >= target (tap_is_ge; NaN fails) */
  VC_TRUE     /* an identity or yes/no: v != 0 (tap_ok) */
} vc_check;

/* why a claim is not about a variant: the SKIP reason (after "not about the
   variant: ") and what the claim line names as its run ("not run: ...") */
typedef struct
{
  const char *why, *not_run;
} vc_not_about;

/* A measure: runs its computation once (the runner memoizes it; several
   claims share one) and reports each of its claims with vc_report. */
typedef void vc_measure (void);

typedef struct
{
  const char *id;         /* "C1" */
  const char *theorem;    /* under a variant, the method's THEOREM hypotheses
                             that gate it ("S002-4.1"); NULL: none */
  const char *takes;      /* what it takes from a variant ("options, problem,
                             steps"); NULL: not about the variant, see skip */
  vc_not_about skip;      /* when takes is NULL */
  vc_measure *measure;
  vc_check check;
  double target, slack;   /* VC_ORDER: target +- slack; VC_LE, VC_GE: bound;
                             target NAN: the measure states it (vc_report_vs) */
  const char *text;       /* the statement: "ID Cn TEXT" + the measure's detail */
  /* under a variant, when the claim says the converse for it (the paper's
     setting is outside a hypothesis the variant's is inside, or so): its
     check, bound and text; vtext NULL: the same claim */
  vc_check vcheck;
  double vtarget;
  const char *vtext;
  /* a program of items (vc_program's item): the claim is stated once after
     the items, not for each (its line names no item) */
  int once;
  /* the text of the claim's line when its measure reports a SKIP, when
     not text (the line then states what was not measured); NULL: text */
  const char *skiptext;
} vc_claim;

typedef struct
{
  const char *id;                     /* the theorem id, "S002-4.1" */
  /* in the papers' runs, the problems each claim ran on, named on its line
     as "[problem P]" where its measure names none (vc_on) and the round
     (setup, the item) named none: entries "IDS: PROBLEMS" separated by
     "; ", IDS the claims' table ids ("C4", "C4-C6", "C1, C3") or "*" for
     every other claim, PROBLEMS comma-separated names or "none" (a claim
     about coefficients, roots or a table): "C4-C6: slider-crank; C7-C12:
     andrews; *: none".  NULL: none declared (make lint's claims_lint.pl
     then finds the lines without their problem). */
  const char *problem;
  const char *methods;                /* the methods it reviews (vc_reviews); NULL: none */
  int (*applies) (const struct variant *v);   /* vc_reviews_when; NULL: every variant */
  const char *why_not;
  const vc_mutant *mutants;
  int nmut;
  const vc_claim *claims;
  int nclaims;
  int newton;                         /* the Newton claim C0 ends the plan */
  /* after the plan, before any measure: the paper's or the variant's
     settings (vc_variant), with the selected mutant (-1: none) */
  void (*setup) (int mutant);
  /* under a variant, for a claim that takes from variants: a reason its
     settings put it outside the claim ({NULL}: it is about it); called
     after setup, before any measure */
  vc_not_about (*not_about) (const vc_claim *c);
  /* the method and options the hypothesis gate judges (after setup) */
  const gp_method *method;
  const gp_options *options;
  /* under a variant, when the theorem's hypotheses hold for claim c (or it
     names none): one of the program's own it violates ("VALUE violates
     CONDITION (WHERE)"), or NULL; NULL function: none */
  const char *(*gate) (const vc_claim *c);
  /* under a variant, the method and options the theorem's hypotheses are
     judged on for claim c when they are not method and options (a claim
     about a factor or a composition built from the variant's method): sets
     *m, *o; NULL function: method and options for every claim */
  void (*gate_for) (const vc_claim *c, const gp_method **m, const gp_options **o);
  /* after the claims, before C0: what the paper's run writes besides them
     (data files of figures); NULL: nothing */
  void (*finish) (void);
  /* one more flag the program accepts (vc_args' extra, e.g. "--long") and
     where the runner stores whether it was given; NULL: none */
  const char *flag;
  int *flag_given;
  /* a program whose claims hold for each of several items (the problems of
     the registry, the committed references): item(i) makes item i the
     current one and returns its name, NULL after the last; every claim
     that is not `once` has one line per item, "ID Cn NAME TEXT", its
     measures run anew for each item, in claim order; the `once` claims
     follow; NULL: no items */
  const char *(*item) (int i);
  /* the number of claim c on its line for item i (-1: a `once` claim),
     when not its table id's: "C%d"; 0: the claim is not stated in this run
     (no line, not in the plan).  A program of items whose ids run on from
     item to item (item i's C1 is C(15 i + 1)) states each claim once in its
     table; an item named "" puts no name on its lines.  NULL: the table's
     id */
  int (*number) (const vc_claim *c, int item);
} vc_program;

/* Runs the program; returns main's exit status.  `--list-claims` prints one
   line per claim: ID, Cn, check (order, le, ge, true), target, slack,
   theorem (- for none), what it takes from a variant or "not about the
   variant: WHY", text; tab-separated. */
int vc_run (int argc, char **argv, const vc_program *p);

/* From a measure: claim cid's measured value and the evidence appended to
   its text (printf-style, may be ""); the claim line names what vc_on set
   last (under a variant). */
void vc_report (const char *cid, double value, const char *detail, ...)
  __attribute__ ((format (printf, 3, 4)));
/* The same with the target the measure states (a claim whose table target
   is NAN: e.g. the modulus of the roots of the coefficients measured). */
void vc_report_vs (const char *cid, double value, double target, const char *detail, ...)
  __attribute__ ((format (printf, 4, 5)));
/* The same with the check and target the measure states, for a claim whose
   check depends on what it measured (at least the derived order where the
   derived leading coefficient vanishes, else the derived order +- slack);
   the slack is the table's. */
void vc_report_check (const char *cid, vc_check check, double value, double target,
                      const char *detail, ...) __attribute__ ((format (printf, 5, 6)));
/* From a measure: claim cid was not measurable for these settings; its line
   is a SKIP with the reason (text + detail as for vc_report). */
void vc_report_skip (const char *cid, const char *reason, const char *detail, ...)
  __attribute__ ((format (printf, 3, 4)));
#endif
