/* chain_summary.h -- the chain's scaling table in bench_summary (--chain). */
#ifndef GP_CHAIN_SUMMARY_H
#define GP_CHAIN_SUMMARY_H
/* Prints the table and the acceptance lines of the file bench/run.sh wrote;
   1 when it cannot be read. */
int summarize_chain (const char *path);
#endif
