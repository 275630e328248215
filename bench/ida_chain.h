/* ida_chain.h -- SUNDIALS IDA with its band solver on the chain of N
   bodies (ida_chain.c): the opponent of bench_chain's scaling table. */
#ifndef GP_IDA_CHAIN_H
#define GP_IDA_CHAIN_H
#include "bench.h"

typedef struct ida_chain ida_chain;
/* IDA on the chain P (gp_chain_alloc; mass: its body mass) from its start
   to T with rtol = atol = tol; NULL with why filled on failure. */
ida_chain *ida_chain_alloc (const gp_problem *P, double mass, double tol, double T,
                            char *why, size_t len);
int ida_chain_integrate (void *ctx);          /* ctx: an ida_chain; 0 on success */
/* After integrate: the positions (2N), the multipliers (N), the counts. */
void ida_chain_result (const ida_chain *c, double *q, double *lam, bench_counts *k);
const char *ida_chain_message (const ida_chain *c);
void ida_chain_free (ida_chain *c);

#endif
