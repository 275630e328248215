/* reference_file.h -- conv and tolconv --reference FILE (reference_file.c). */
#ifndef GALPHA_REFERENCE_FILE_H
#define GALPHA_REFERENCE_FILE_H
#include "galpha.h"

/* the most values a reference row may hold (y, z, a, lambda, psi) */
#define GP_REFERENCE_MAX 1024

typedef struct
{
  double t;
  size_t nvalues;
  double values[GP_REFERENCE_MAX];
  char how[512];   /* the file's first comment line, or its name */
} reference_file;

/* Reads the row at t = T of FILE for problem P (format of `galpha reference
   --out`: '#' comments, a header `t y1 .. psiM` naming P's layout, data
   rows) into R.  Refuses (usage_error, exit 2) naming the file, the line and
   what is wrong: not a regular file, a header that does not name P's
   columns, a non-finite or missing value, no row at T. */
void reference_file_read (const char *path, const gp_problem *P, double T, reference_file *R);
#endif
