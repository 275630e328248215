/* ref_claims.h -- the claims that every C-against-Octave program
   (verify/ref_s00N_*.c) states alike, written once: the committed Octave
   tables are there, every Octave step and every library step solves the
   method's step equations to the rounding floor, C and Octave agree level
   by level, and an Octave rerun reproduces the committed data.  A program
   using them defines its measures m_tables, m_runs, m_rerun and TOL_RERUN
   before its claims table, and its own claims beside these rows. */
#ifndef GALPHA_REF_CLAIMS_H
#define GALPHA_REF_CLAIMS_H

#include "claims.h"

/* what a claim's SKIP says when no comparison ran */
#define REF_OCTAVE_SKIP { "a comparison with the committed Octave data", "nothing run" }
#define REF_TABLES(cid)                                                                  \
  { .id = cid, .skip = REF_OCTAVE_SKIP, .measure = m_tables, .check = VC_TRUE,          \
    .text = "committed Octave references" }
/* who: "Octave" or "library"; eqs: the step equations and the floor's measure */
#define REF_SOLVES(cid, who, eqs)                                                        \
  { .id = cid, .skip = REF_OCTAVE_SKIP, .measure = m_runs, .check = VC_LE, .target = 1, \
    .text = "every " who " step solves " eqs }
#define REF_AGREE(cid)                                                                   \
  { .id = cid, .skip = REF_OCTAVE_SKIP, .measure = m_runs, .check = VC_LE, .target = 1, \
    .text = "C and Octave agree at all" }
#define REF_RERUN(cid)                                                                   \
  { .id = cid, .skip = REF_OCTAVE_SKIP, .measure = m_rerun, .check = VC_LE,             \
    .target = TOL_RERUN, .text = "Octave rerun reproduces the" }
/* main of a program with mutants, setup and finish, and --rerun-octave;
   REF_PROBLEMS: the problems of its tables (vc_program.problem), which the
   claims about every table name */
#define REF_MAIN(claims_)                                                                \
  int                                                                                    \
  main (int argc, char **argv)                                                           \
  {                                                                                      \
    static const vc_program prog = {                                                     \
      .id = ID, .problem = REF_PROBLEMS, .mutants = mutants, .nmut = NMUT, .claims = claims_,                     \
      .nclaims = (int) (sizeof claims_ / sizeof claims_[0]), .newton = 1,               \
      .setup = setup, .finish = finish, .flag = "--rerun-octave",                        \
      .flag_given = &want_rerun,                                                         \
    };                                                                                   \
    return vc_run (argc, argv, &prog);                                                   \
  }

#endif
