/* bench_integrate.c -- the measured region of the benchmarks: exactly one
   integration.  bench/run.sh runs callgrind with
   --toggle-collect=bench_integrate, so instructions are counted inside this
   call only (not process start, problem setup, consistent start, solver
   allocation or output).  Kept in a file of its own: a call across
   translation units is neither inlined nor cloned under another symbol. */
#include "bench.h"

int
bench_integrate (const bench_integration *b)
{
  return b->integrate (b->ctx);
}
