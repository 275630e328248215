/* ida_sleds.h -- SUNDIALS IDA with its band solver on the train of N
   Chaplygin sleds (ida_sleds.c): the opponent of the sled rows of
   bench_chain's scaling table. */
#ifndef GP_IDA_SLEDS_H
#define GP_IDA_SLEDS_H
#include "bench.h"

typedef struct ida_sleds ida_sleds;
/* IDA on the sled chain P (gp_sled_chain_alloc; offset: its blades' offset)
   from its start to T with rtol = atol = tol; NULL with why filled on
   failure (also for a problem whose sparse blocks are not a sled chain's). */
ida_sleds *ida_sleds_alloc (const gp_problem *P, double offset, double tol, double T,
                            char *why, size_t len);
int ida_sleds_integrate (void *ctx);          /* ctx: an ida_sleds; 0 on success */
/* After integrate: the positions and velocities (3N each), the blades'
   multipliers (N), the counts. */
void ida_sleds_result (const ida_sleds *c, double *q, double *v, double *psi,
                       bench_counts *k);
const char *ida_sleds_message (const ida_sleds *c);
void ida_sleds_free (ida_sleds *c);

#endif
