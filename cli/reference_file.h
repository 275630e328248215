/* reference_file.h -- conv and tolconv --reference FILE (reference_file.c;
   the reader is the settings module's, settings/reference.c). */
#ifndef GALPHA_REFERENCE_FILE_H
#define GALPHA_REFERENCE_FILE_H
#include "galpha.h"
#include "settings.h"

/* Reads the row at t = T of FILE for problem P into R
   (settings_reference_read); refuses (usage_error, exit 2) with its
   reason after "--reference ": the file, the line and what is wrong. */
void reference_file_read (const char *path, const gp_problem *P, double T, reference_file *R);
#endif
