# galpha -- one non-recursive Makefile; everything built goes to $(O)/.
#   make            library, CLI, verification programs, unit tests
#   make verify     every verification program under prove (data -> $(O)/data)
#   make check      lint + unit tests + CLI tests + verify + mutants + C-vs-Octave,
#                   then the compiler-dependent part again with gcc -O0, clang and
#                   ASan/UBSan, and the three builds' results compared bit for bit
#                   (under 8 minutes with make -j2 on 2 cores; the breakdown below)
#   make check-full make check, and the mutants in the gcc -O0 and clang builds
#                   too, lint running every program again, the Octave
#                   self-tests computing every run themselves
#   make figures    paper figures into paper_figs/ from the verification data,
#                   byte for byte the same at any revision for the same data and
#                   scripts (a line per figure as it starts; stamps in $(O)/figures)
#   make report     the report: paper_figs/index.html and a page per paper from
#                   the theory documents, the last run's TAP and the figures
#   make ref        Octave reference data into ref/data/ (needs Octave)
#   make deps       probes for the tools `make check` needs, installs what is missing
#   make deps-verify the same for `make verify` (no Octave)
#   make check-asan / check-valgrind   the suite under sanitizers / valgrind
#   make fuzz       the libFuzzer targets of fuzz/ for their stated executions
#   make variants   every variants/*.conf reviewed (galpha review) into $(O)/variants
#   make bench      galpha against SUNDIALS IDA: work-precision tables, ratios,
#                   crossovers and figures into $(O)/bench (bench/run.sh)

O          ?= build
CC         ?= cc
PKG_CONFIG ?= pkg-config
CFLAGS     ?= -O2 -g
GSL_CFLAGS ?= $(shell $(PKG_CONFIG) --cflags gsl 2>/dev/null)
GSL_LIBS   ?= $(shell $(PKG_CONFIG) --libs gsl 2>/dev/null || echo -lgsl -lgslcblas)
WARN       := -Wall -Wextra -Wpedantic -Wshadow -Wwrite-strings -Wstrict-prototypes \
              -Wmissing-prototypes -Wvla -Wdouble-promotion
ALL_CFLAGS  = -std=c99 -D_POSIX_C_SOURCE=200809L -ffp-contract=off $(WARN) $(WERROR) $(CFLAGS) \
              $(SANFLAGS) -Ilib -Iproblems -Isettings -Iverify -Icli $(GSL_CFLAGS)
LDLIBS      = $(GSL_LIBS) -lm
PROVE      ?= prove
PROVE_OPTS ?=
OCTAVE     ?= octave-cli
CLANG      ?= clang
REPORT_PYTHON ?= /usr/bin/python3
CHROMIUM   ?= chromium
export GALPHA_DATA_DIR := $(abspath $(O))/data
# Octave's BLAS (Debian's OpenBLAS) picks its kernels by CPU at run time,
# and the committed Octave references (ref/data) carry their round-off into
# the last bits: on an AVX-512 machine the default kernel moves andrews'
# multipliers by 1e-8 relative, at their rounding floor.  Every Octave run
# of the project (make ref, the --rerun-octave claims, the self-tests) uses
# the kernel they were computed with, AVX2's; an empty value lets OpenBLAS
# choose (the reruns then agree only to the rounding floor).
OPENBLAS_CORETYPE ?= Haswell
export OPENBLAS_CORETYPE
# and one BLAS thread: the twins' matrices are small, and OpenBLAS's threads
# spin on a busy machine (the reruns of s002 spent 14 s of system time for
# 8 s of work); measured: the reruns reproduce the committed references
# exactly, as with the threads
OPENBLAS_NUM_THREADS ?= 1
export OPENBLAS_NUM_THREADS

# Tools, probed by tools/deps.sh (which installs the Debian packages of those
# that are missing): build and verify need $(CC), pkg-config, GSL and prove;
# figures gnuplot; report $(REPORT_PYTHON) and pandoc; check also octave-cli
# with the symbolic package, sympy for $(SYMPY_PYTHON), valgrind, $(CLANG)
# and $(CHROMIUM) (the report's browser test).
DEPS_ENV = CC='$(CC)' PKG_CONFIG='$(PKG_CONFIG)' PROVE='$(PROVE)' OCTAVE='$(OCTAVE)' \
           SYMPY_PYTHON='$(SYMPY_PYTHON)' CLANG='$(CLANG)' REPORT_PYTHON='$(REPORT_PYTHON)' \
           CHROMIUM='$(CHROMIUM)' SUNDIALS_CFLAGS='$(SUNDIALS_CFLAGS)' SUNDIALS_LIBS='$(SUNDIALS_LIBS)'

LIB_SRC    := $(wildcard lib/*.c) $(wildcard problems/*.c)
LIB_OBJ    := $(LIB_SRC:%.c=$(O)/%.o)
LIB        := $(O)/lib/libgalpha.a
CLI        := $(O)/bin/galpha
# the seeds' programs (s*_*), the adaptive steps' (ada_*, theory/ada-*.md) and the
# problem-generic claims (generic, theory/generic.md)
VERIFY_SRC := $(sort $(wildcard verify/s*_*.c)) $(sort $(wildcard verify/ada_*.c)) verify/generic.c
VERIFY     := $(VERIFY_SRC:verify/%.c=$(O)/verify/%)
COMPARE    := $(O)/verify/ref_s000_ga_nh $(O)/verify/ref_s003_ga_i3 $(O)/verify/ref_s002_hht \
              $(O)/verify/ref_s001_soi2 $(O)/verify/ref_s004_nh_newmark $(O)/verify/ref_references
PCHECK     := $(O)/verify/problems_check
VCOMMON    := $(O)/verify/tap.o $(O)/verify/vcommon.o $(O)/verify/claims.o
UNIT_SRC   := $(sort $(wildcard lib/t/*.c))
UNIT       := $(UNIT_SRC:lib/t/%.c=$(O)/t/%) $(O)/t/test_settings
# the benchmark programs (bench/; make bench) link SUNDIALS 6 IDA
SUNDIALS_CFLAGS ?=
SUNDIALS_LIBS   ?= -lsundials_ida -lsundials_sunlinsoldense -lsundials_sunmatrixdense \
                   -lsundials_sunlinsolband -lsundials_sunmatrixband -lsundials_nvecserial
BENCH_WP        := $(O)/bench/bench_wp
BENCH_SUMMARY   := $(O)/bench/bench_summary
BENCH_TWIN      := $(O)/bench/bench_twin
BENCH_CHAIN     := $(O)/bench/bench_chain
BENCH_GRID      := $(O)/bench/bench_grid
BENCH           := $(BENCH_WP) $(BENCH_SUMMARY) $(BENCH_TWIN) $(BENCH_CHAIN) $(BENCH_GRID)

.PHONY: gen all deps deps-verify verify verify-run check check-full check-run check-one check-c \
        check-builds check-identical identical lint unit mutate mutants compare figures ref ref-seeds \
        check-mutants check-tools check-octave check-octave-refs check-gen check-report \
        ref-problems clean \
        check-asan check-valgrind report report-run deps-report report-check fuzz fuzz-build deps-fuzz
all: $(LIB) $(CLI) $(VERIFY) $(COMPARE) $(PCHECK) $(UNIT)

$(O)/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -MMD -MP -c -o $@ $<

$(LIB): $(LIB_OBJ)
	@mkdir -p $(@D)
	$(AR) rcs $@ $^

# a run's settings and the variant file reader (settings/): between the
# problems and the front ends, linked by the CLI and the verification programs
SETTINGS_LIB := $(O)/settings/libsettings.a
$(SETTINGS_LIB): $(patsubst %.c,$(O)/%.o,$(sort $(wildcard settings/*.c)))
	@mkdir -p $(@D)
	$(AR) rcs $@ $^

CLI_OBJ    := $(patsubst %.c,$(O)/%.o,$(sort $(wildcard cli/*.c)))
$(CLI): $(CLI_OBJ) $(SETTINGS_LIB) $(LIB)
	@mkdir -p $(@D)
	$(CC) $(SANFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

# the verification programs read a variant file (--variant) into the run
# settings (settings/): they do not link the command line (cli/)
$(O)/verify/%: $(O)/verify/%.o $(VCOMMON) $(SETTINGS_LIB) $(LIB)
	$(CC) $(SANFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)
# the problem-generic claims run the methods' Octave twins (verify/twin.c)
$(O)/verify/generic: $(O)/verify/twin.o

$(O)/t/%: $(O)/lib/t/%.o $(O)/verify/tap.o $(LIB)
	@mkdir -p $(@D)
	$(CC) $(SANFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(O)/t/test_settings: $(O)/settings/t/test_settings.o $(O)/verify/tap.o $(SETTINGS_LIB) $(LIB)
	@mkdir -p $(@D)
	$(CC) $(SANFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

deps:
	@$(DEPS_ENV) sh tools/deps.sh all

deps-verify:
	@$(DEPS_ENV) sh tools/deps.sh verify

# the verification programs (verify/s*_*.c) do not call Octave
verify: deps-verify
	@$(MAKE) --no-print-directory verify-run

# TAP_SAVE: prove's --exec that keeps each program's TAP as $(O)/tap/NAME.tap
# (and its revision as NAME.rev) for make report and make docs.
# VARIANT=FILE: every program checks its claims for the method variant of
# FILE (docs/contract.md; variants/), or answers that they are not about it
# (runs with arguments are not kept); galpha review --variant FILE prints
# the same with a summary table
TAP_SAVE = sh tools/tap_save.sh $(O)/tap
verify-run: export VARIANT_FILE = $(VARIANT)
verify-run: $(VERIFY) $(CLI)
	@mkdir -p $(GALPHA_DATA_DIR)
	$(PROVE) --exec '$(TAP_SAVE)' $(PROVE_OPTS) $(VERIFY)$(if $(VARIANT), :: --variant "$$VARIANT_FILE")

check: deps
	@$(MAKE) --no-print-directory --output-sync=target check-run

# check-full: everything check runs, and what check leaves out to stay under
# 8 minutes, each of which repeats a check on the same bits: tools/mutants.t
# in the gcc -O0 and clang builds too (check runs it once, in $(O)); lint
# running every program again (check's lint reads the TAP its verify just
# wrote); the Octave self-tests computing every run themselves (check's
# reuse the reruns' runs, ref/ref_cache.m): about 450 CPU s more than
# check (not timed as a whole).
check-full: deps
	@$(MAKE) --no-print-directory --output-sync=target check-run CHECK_FULL=yes

# Where make -j2 check spends its time, in CPU seconds per part (measured
# 2026-11-27 on this 2-core machine, busy with other builds; before -> after
# this layout; one number: unchanged):
#   check-c in $(O) (gcc -O2): compile 17, unit 0, CLI 6, bench.t 1,
#     verify 8, lint 11 -> 3 (it reads the TAP verify kept)
#   check-mutants: tools/mutants.t 61, in $(O) only (it also ran in -O0: 153,
#     and clang: 104)
#   check-octave: the reruns of the five twins 75 -> 59 (one BLAS thread),
#     ref/t/selftest.t 145 -> 27 (the reruns' runs reused; the 24 s left
#     are runs only the self-tests make: s002's finer levels, s004's variants)
#   check-octave-refs: ref_references' rerun 55
#   check-gen: gen/t/calls.t 0.1 (added later), gen/t/regen.t 73, gen/t/problem.t 14
#   check-tools: variants.t and option_added.t 20, rho_sweep.t 13,
#     figures_repro.t and tapcmp.t 1
#   check-report: the two reports and their browser tests 14
#   check-builds, each compile + lint + tests + verify: O0 223 -> 43,
#     clang 163 -> 43, asan 102 -> 78 (no mutants in O0 and clang; lint
#     reads the TAP)
#   check-identical: tools/identical.t 6, last
# Before, check-one was one chain (its check-c, then 420 s of tools, Octave
# and reports one after another) beside check-builds' 490 s: about 1000 CPU
# s, 630 s wall.  After: 550 CPU s in eight parts that make -j2 runs side by
# side, 389 s wall from a fresh clone (build, then the parts; the last to
# finish were ref_references' rerun, the reports and identical.t).

# check-run: check-one's parts and check-builds side by side under make -j;
# check-identical when both have finished
check-run: check-one check-builds check-identical

# the part of check whose results depend on the compiler: unit tests, problem
# checks, CLI tests, bench/t/bench.t, verify, then lint (the documents
# against this build's measurements; the programs' TAP that verify just kept
# is read, not made again, unless CHECK_FULL=yes); tools/mutants.t only with
# CHECK_MUTANTS=yes (check-mutants runs it for check)
CHECK_MUTANTS ?= no
check-c: all $(BENCH)
	@mkdir -p $(GALPHA_DATA_DIR) $(O)/tap
	@touch $(O)/tap/.check-c
	$(PROVE) --exec '' $(PROVE_OPTS) $(UNIT) $(PCHECK)
	GALPHA=$(CLI) $(PROVE) --exec 'sh' $(PROVE_OPTS) $(sort $(wildcard cli/t/*.t))
	O=$(O) $(PROVE) --exec 'sh' $(PROVE_OPTS) bench/t/bench.t
	$(PROVE) --exec '$(TAP_SAVE)' $(PROVE_OPTS) $(VERIFY)
	@O=$(O) $(if $(CHECK_FULL),,LINT_TAP_SINCE=$(O)/tap/.check-c) sh tools/lint.sh
	$(if $(filter yes,$(CHECK_MUTANTS)),O=$(O) $(PROVE) --exec 'sh' $(PROVE_OPTS) tools/mutants.t)

# check-c, then what does not depend on the compiler, in parts that make -j
# runs side by side (each needs check-c's build and data; none writes what
# another reads): the mutants; lint's comparison rule, a figure redrawn byte
# for byte (tools/figures_repro.t), the reviews of variants/, an option added
# through the options table alone (tools/option_added.t), the rho sweep; the
# Octave reruns against C, then Octave's self-test on the same runs; the
# generated callbacks' calls made once each (gen/t/calls.t), the
# regeneration test and a user's own problem end to end (gen/t/problem.t);
# the report of this run with its browser test, then a review's report
# (CHECK_VARIANT) in the browser too.  The longest parts first.
CHECK_VARIANT ?= variants/rho1-index3.conf
check-one: check-gen check-octave check-mutants check-octave-refs check-tools check-report

check-mutants: check-c
	O=$(O) $(PROVE) --exec 'sh' $(PROVE_OPTS) tools/mutants.t

check-tools: check-c
	$(PROVE) --exec 'sh' $(PROVE_OPTS) tools/tapcmp.t
	O=$(O) MAKE='$(MAKE)' $(PROVE) --exec 'sh' $(PROVE_OPTS) tools/figures_repro.t
	O=$(O) $(PROVE) --exec 'sh' $(PROVE_OPTS) tools/variants.t tools/option_added.t
	O=$(O) $(PROVE) --exec 'sh' $(PROVE_OPTS) tools/rho_sweep.t

# the reruns of the five twins compute each run once (a fresh cache: ref/ref_cache.m)
# and the self-tests read them; CHECK_FULL=yes: the self-tests compute them again
REF_CACHE = $(abspath $(O))/ref/cache
check-octave: check-c
	rm -rf $(REF_CACHE)
	for c in $(filter-out %/ref_references,$(COMPARE)); do GALPHA_REF_CACHE=$(REF_CACHE) OCTAVE=$(OCTAVE) O=$(O) \
	  $(PROVE) --exec '' $(PROVE_OPTS) $$c :: --rerun-octave || exit 1; done
	GALPHA_REF_CACHE=$(if $(CHECK_FULL),,$(REF_CACHE)) OCTAVE=$(OCTAVE) $(PROVE) --exec 'sh' $(PROVE_OPTS) ref/t/selftest.t

check-octave-refs: check-c
	OCTAVE=$(OCTAVE) O=$(O) $(PROVE) --exec '' $(PROVE_OPTS) $(filter %/ref_references,$(COMPARE)) :: --rerun-octave
	OCTAVE=$(OCTAVE) O=$(O) $(PROVE) --exec 'sh' $(PROVE_OPTS) tools/audit_twin.t

check-gen: check-c
	$(PROVE) --exec 'sh' $(PROVE_OPTS) gen/t/calls.t
	OCTAVE=$(OCTAVE) O=$(O) SYMPY_PYTHON=$(SYMPY_PYTHON) GEN_PROBLEMS="$(GEN_PROBLEMS)" \
	  $(PROVE) --exec 'sh' $(PROVE_OPTS) gen/t/regen.t
	OCTAVE=$(OCTAVE) O=$(O) SYMPY_PYTHON=$(SYMPY_PYTHON) $(PROVE) --exec 'sh' $(PROVE_OPTS) gen/t/problem.t

check-report: export VARIANT_FILE = $(CHECK_VARIANT)
check-report: check-c
	@$(MAKE) --no-print-directory report-run VARIANT=
	@$(MAKE) --no-print-directory report-check
	@$(MAKE) --no-print-directory report-run VARIANT="$$VARIANT_FILE"
	v=$$VARIANT_FILE; $(REVIEW_NAME_SH); \
	O=$(O) VARIANT="$$v" REPORT_DIR="$(O)/review/$$n/report" TAP_DIR="$(O)/review/$$n" \
	  SCREENSHOT="$(O)/report-$$n.png" CHROMIUM=$(CHROMIUM) \
	  REPORT_PYTHON=$(REPORT_PYTHON) $(PROVE) --exec 'sh' $(PROVE_OPTS) tools/report_browser.t

# check-c again in out-of-tree builds: gcc -O0 ($(O)-O0), clang -O2
# ($(O)-clang) and gcc -O1 under AddressSanitizer and UndefinedBehaviorSanitizer
# ($(O)-asan; any finding aborts the program, so the suite fails), each
# warning-free (-Werror); each one's output goes to its $(O)-*/check.log,
# printed when it fails.  tools/mutants.t (the programs again with each wrong
# variant) runs once, in $(O) (check-mutants); make check-full runs it in
# $(O)-O0 and $(O)-clang too; under the sanitizers it took 12 minutes on this
# machine: `make check-asan` runs it there.  The Octave reruns are left out:
# they do not depend on the compiler.  make -j runs the builds side by side.
# ANY's Octave-twin runs (C93, verify/twin.c) are cached in $(O)'s
# twin-cache for every build: Octave's results do not depend on the C
# compiler, and a run is written under a temporary name and renamed, so
# builds that miss at once each compute it and none reads a partial file.
CHECK_BUILDS := O0 clang asan
BUILD_O0     := CFLAGS='-O0 -g' $(if $(CHECK_FULL),CHECK_MUTANTS=yes)
BUILD_clang  := CC='$(CLANG)' CFLAGS='-O2 -g' $(if $(CHECK_FULL),CHECK_MUTANTS=yes)
ASAN_FLAGS   := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
BUILD_asan   := CFLAGS='-O1 -g' SANFLAGS='$(ASAN_FLAGS)'
check-builds: $(CHECK_BUILDS:%=check-build-%)

check-build-%:
	@mkdir -p $(O)-$*
	@echo "check-builds: $(O)-$*: $(BUILD_$*) -Werror, make check-c > $(O)-$*/check.log"
	@if GALPHA_TWIN_CACHE=$(abspath $(O))/twin-cache \
	    $(MAKE) --no-print-directory O=$(O)-$* $(BUILD_$*) WERROR=-Werror check-c \
	    > $(O)-$*/check.log 2>&1; then echo "check-builds: $(O)-$*: passed"; \
	else cat $(O)-$*/check.log; echo "check-builds: $(O)-$*: FAILED (log: $(O)-$*/check.log)"; exit 1; fi

# tools/identical.t: the results of $(O)-O0 and $(O)-clang against $(O)'s, byte
# for byte (galpha runs of every problem and method, the verification
# programs' data files); check-identical after the three builds have run
# verify, identical on the builds as they are
IDENTICAL = O=$(O) $(PROVE) --exec 'sh' $(PROVE_OPTS) tools/identical.t
check-identical: check-one check-builds
	$(IDENTICAL)

identical:
	$(IDENTICAL)

lint: all
	@O=$(O) sh tools/lint.sh

unit: $(UNIT)
	$(PROVE) --exec '' $(PROVE_OPTS) $(UNIT)

# the mutant catalogue (mutate/catalogue) against the whole C suite: the score
mutate: deps-verify
	O=$(O) sh tools/mutate.sh

mutants: $(VERIFY) $(PCHECK)
	O=$(O) $(PROVE) --exec 'sh' $(PROVE_OPTS) tools/mutants.t

compare: $(COMPARE)
	for c in $(COMPARE); do OCTAVE=$(OCTAVE) O=$(O) $(PROVE) --exec '' $$c :: --rerun-octave || exit 1; done

# --- generated problem code (committed) ------------------------------------
# Octave's symbolic package runs this Python: Debian's, with python3-sympy, so
# that generated code does not depend on another SymPy on the PATH.
SYMPY_PYTHON ?= /usr/bin/python3
GEN_PROBLEMS := $(filter-out gp_vec,$(basename $(notdir $(wildcard gen/problems/*.m))))
# then the registry (problems/registry.{c,h}): a new description is a new problem
gen:
	PYTHON=$(SYMPY_PYTHON) $(OCTAVE) --no-gui --quiet --eval "addpath('gen'); \
	  ps = strsplit('$(GEN_PROBLEMS)'); for k = 1:numel(ps), \
	  printf('gen: %d of %d: %s\\n', k, numel(ps), ps{k}); fflush(stdout); \
	  gen_problem(ps{k}, 'problems', 'ref/problems'); end"
	@echo "gen: the registry (tools/registry.sh)"
	sh tools/registry.sh

# --- Octave reference data (committed) -----------------------------------
# References of problems without an exact solution: CNAME:T pairs, computed
# two independent ways (GSL rk8pd at 1e-13 via `galpha reference`; Octave ode45
# at RelTol 1e-12), then tabulated into problems/references.c.
S002_RUNS := implicit explicit midpoint alt_fix_on alt_fix_off i2 i2_jay_nh pendulum
S001_RUNS := const_previous const_explicit alt_on alt_off alt_printed alt_on_explicit \
             lunk_simeon exact variant_b
S004_RUNS := particle_d14 chaotic_d15_b16 chaotic_dla chaotic_explicit rolling_disk cvt_comp_half \
             chaotic_comp_rev particle_comp_full chaotic_tj
# the CNAME:T pairs come from the descriptions' `P.references` (tools/registry.sh)
REFS := $(shell sh tools/registry.sh --refs)
ref: ref-seeds ref-problems

# the seeds' Octave runs (ref/data/s00*)
ref-seeds: $(CLI)
	@echo "ref: s000_ga_nh jay_nh"
	cd ref && $(OCTAVE) --no-gui --quiet --eval "ref_s000_ga_nh('data/s000_ga_nh_jay_nh.dat')"
	for p in slider_crank andrews; do echo "ref: s003_ga_i3 $$p"; (cd ref && $(OCTAVE) --no-gui --quiet --eval \
	  "ref_s003_ga_i3('$$p', 'data/s003_ga_i3_$$p.dat')") || exit 1; done
	for r in $(S002_RUNS); do echo "ref: s002_hht $$r"; (cd ref && $(OCTAVE) --no-gui --quiet --eval \
	  "ref_s002_hht('$$r', 'data/s002_hht_$$r.dat')") || exit 1; done
	for r in $(S001_RUNS); do echo "ref: s001_soi2 $$r"; (cd ref && $(OCTAVE) --no-gui --quiet --eval \
	  "ref_s001_soi2('$$r', 'data/s001_soi2_$$r.dat')") || exit 1; done
	for r in $(S004_RUNS); do echo "ref: s004_nh_newmark $$r"; (cd ref && $(OCTAVE) --no-gui --quiet --eval \
	  "ref_s004_nh_newmark('$$r', 'data/s004_nh_newmark_$$r.dat')") || exit 1; done

# the committed references of REF_PROBLEMS (default: every description with
# `P.references`; `make ref-problems REF_PROBLEMS=double_pendulum` for one)
REF_PROBLEMS ?= $(sort $(foreach r,$(REFS),$(firstword $(subst :, ,$(r)))))
ref-problems: $(CLI)
	for r in $(filter $(addsuffix :%,$(REF_PROBLEMS)),$(REFS)); do c=$${r%%:*}; t=$${r#*:}; \
	  echo "ref: reference $$c to t = $$t (rk8pd, then ode45)"; \
	  $(CLI) reference --problem $$(echo $$c | tr _ -) --t-end $$t --tol 1e-13 \
	    --out ref/data/$$c-t$$t-rk8pd.dat || exit 1; \
	  (cd ref && $(OCTAVE) --no-gui --quiet --eval \
	    "ref_reference('$$c', $$t, 'data/$$c-t$$t-ode45.dat', 1e-12)") || exit 1; done
	sh tools/refs_c.sh problems/references.c

# --- figures ---------------------------------------------------------------
# REV: read once, when make starts (a figure drawn later must not read a tree
# that an earlier figure changed)
REV := $(shell git describe --always --dirty 2>/dev/null || echo unknown)
# FIG_OUT: where make figures writes the PDF and PNG files; FIG_STAMPS: one
# NAME.stamp per figure (the revision of the run that drew it, the date, the
# data file and the figure's id).  The figure itself carries only its id, the
# first 12 hex digits of the SHA-256 of its data file and the lines of its
# script and plots/common.gp that are not comments (the caption is a comment
# block), so that redrawing it from the same data and script at a later
# revision writes the same bytes (tools/figures_repro.t)
FIG_OUT ?= paper_figs
FIG_STAMPS ?= $(O)/figures
FIGS := fig7_1 fig7_2 s003_fig2 s003_fig3 s003_fig5 s003_fig6 s003_fig7 s003_fig8 s003_fig9
fig7_1_DATA := s000-thm-6.1-jay-nh.dat
fig7_2_DATA := s000-thm-6.1-rolling-disk.dat
s003_fig2_DATA := s003-eq-41-slider-crank-run.dat
s003_fig3_DATA := s003-eq-41-slider-crank-fig3.dat
s003_fig5_DATA := s003-eq-41-andrews-rho0.7.dat
s003_fig6_DATA := s003-eq-41-andrews-rho0.7.dat
s003_fig7_DATA := s003-eq-41-andrews-rho0.7.dat
s003_fig8_DATA := s003-eq-41-andrews-rho1.dat
s003_fig9_DATA := s003-eq-41-andrews-fig9.dat
FIGS += s002_fig5_1 s002_fig5_2 s002_fig5_3 s002_fig5_4
s002_fig5_1_DATA := s002-thm-4.5-fig5-1.dat
s002_fig5_2_DATA := s002-thm-4.5-fig5-2.dat
s002_fig5_3_DATA := s002-thm-4.5-fig5-3.dat
s002_fig5_4_DATA := s002-thm-4.5-fig5-4.dat
FIGS += spectral_radius region_map
FIGS += s002_fig5_6 s002_fig5_7 s002_fig5_8
s002_fig5_6_DATA := s002-fig5-6.dat
s002_fig5_7_DATA := s002-fig5-7.dat
s002_fig5_8_DATA := s002-fig5-8.dat
FIGS += s001_fig1 s001_fig2
s001_fig1_DATA := s001-sec-7-fig1.dat
s001_fig2_DATA := s001-sec-7-fig2.dat
spectral_radius_DATA := s003-spectrum-oscillator.dat
region_map_DATA := s003-lemma-1-region.dat
FIGS += s001_transient
s001_transient_DATA := s001-thm-1-transient.dat
FIGS += s004_fig1 s004_fig2 s004_fig3 s004_fig4 s004_fig5
s004_fig1_DATA := s004-sec-5-fig1.dat
s004_fig2_DATA := s004-sec-5-fig2.dat
s004_fig3_DATA := s004-sec-5-fig3.dat
s004_fig4_DATA := s004-sec-5-fig4.dat
s004_fig5_DATA := s004-sec-5-fig5.dat
figures: $(FIGS:%=$(FIG_OUT)/%.pdf) $(FIGS:%=$(FIG_OUT)/%.png)

# the figure -> data file map above, for tools/report.py
$(O)/figure-data.tsv: Makefile
	@mkdir -p $(@D)
	@printf '%s\t%s\n' $(foreach f,$(FIGS),$(f) $($(f)_DATA)) > $@.tmp && mv $@.tmp $@

$(GALPHA_DATA_DIR)/s000-thm-6.1-%.dat: $(O)/verify/s000_thm_6_1
	@mkdir -p $(@D)
	$< > $(O)/verify/s000_thm_6_1.tap

$(GALPHA_DATA_DIR)/s003-eq-41-%.dat: $(O)/verify/s003_eq_41
	@mkdir -p $(@D)
	$< > $(O)/verify/s003_eq_41.tap

$(GALPHA_DATA_DIR)/s002-thm-4.5-%.dat: $(O)/verify/s002_thm_4_5
	@mkdir -p $(@D)
	$< > $(O)/verify/s002_thm_4_5.tap

$(GALPHA_DATA_DIR)/s002-fig5-%.dat: $(O)/verify/s002_fig_5
	@mkdir -p $(@D)
	$< > $(O)/verify/s002_fig_5.tap

$(GALPHA_DATA_DIR)/s001-sec-7-%.dat: $(O)/verify/s001_sec_7
	@mkdir -p $(@D)
	$< > $(O)/verify/s001_sec_7.tap

$(GALPHA_DATA_DIR)/s003-spectrum-%.dat: $(O)/verify/s003_spectrum_oscillator
	@mkdir -p $(@D)
	$< > $(O)/verify/s003_spectrum_oscillator.tap

$(GALPHA_DATA_DIR)/s003-lemma-1-%.dat: $(O)/verify/s003_lemma_1
	@mkdir -p $(@D)
	$< > $(O)/verify/s003_lemma_1.tap

$(GALPHA_DATA_DIR)/s001-thm-1-%.dat: $(O)/verify/s001_thm_1
	@mkdir -p $(@D)
	$< > $(O)/verify/s001_thm_1.tap

# seed 004 section 5: the long runs (about a minute) write the data of Figs.
# 1-5 and check the long claims; a failed claim fails the figures (the TAP
# output stays in the .tmp file)
$(GALPHA_DATA_DIR)/s004-sec-5-%.dat: $(O)/verify/s004_sec_5-long.tap
	@test -f $@ || { echo "$@ missing: remove $< and rerun make figures"; exit 1; }

$(O)/verify/s004_sec_5-long.tap: $(O)/verify/s004_sec_5
	@mkdir -p $(GALPHA_DATA_DIR)
	@echo "figures: $< --long (the long claims of S004-SEC5 and the data of seed 004 Figs. 1-5, about a minute)"
	$< --long > $@.tmp && mv $@.tmp $@
	@echo '$(REV)' > $(@:.tap=.rev)

.SECONDEXPANSION:
# each figure drawn into NAME.pdf.tmp and NAME.png.tmp, then moved (a failed
# figure leaves no file); cairo 1.16 writes the time into the PDF's
# /CreationDate and ignores SOURCE_DATE_EPOCH: the date is replaced by a fixed
# one of the same length (the PDF's byte offsets stay right) and the figure
# fails if one is left
FIG_PDF_DATE := D:19700101000000Z
$(FIG_OUT)/%.pdf $(FIG_OUT)/%.png: plots/%.gp plots/common.gp $(GALPHA_DATA_DIR)/$$($$*_DATA)
	@echo "figures: $* from $(O)/data/$($*_DATA)"
	@mkdir -p $(FIG_OUT) $(FIG_STAMPS)
	@set -e; d=$(GALPHA_DATA_DIR)/$($*_DATA); f=$(FIG_OUT)/$*; \
	id=$$({ cat $$d; grep -hv '^#' $< plots/common.gp; } | sha256sum | cut -c1-12); \
	for term in pdf png; do TZ=UTC gnuplot -e "data='$$d'; label='$(O)/data/$($*_DATA)'; \
	  out='$$f.$$term.tmp'; term='$$term'; rev='id $$id'" $< || \
	  { rm -f $$f.pdf.tmp $$f.png.tmp; echo "figures: gnuplot failed on $< ($$d)"; exit 1; }; done; \
	LC_ALL=C sed -i 's|^   /CreationDate (D:[0-9]\{14\}Z)$$|   /CreationDate ($(FIG_PDF_DATE))|' $$f.pdf.tmp; \
	if LC_ALL=C grep -a '/CreationDate\|/ModDate' $$f.pdf.tmp | grep -qv '$(FIG_PDF_DATE)'; then \
	  rm -f $$f.pdf.tmp $$f.png.tmp; echo "figures: $$f.pdf: a date other than $(FIG_PDF_DATE) left in it"; exit 1; fi; \
	mv $$f.pdf.tmp $$f.pdf; mv $$f.png.tmp $$f.png; \
	printf 'figure\t%s\nid\t%s\ndata\t%s\nrevision\t%s\ndrawn\t%s\n' $* $$id $(O)/data/$($*_DATA) '$(REV)' \
	  "$$(date -u '+%Y-%m-%d %H:%M UTC')" > $(FIG_STAMPS)/$*.stamp

# --- the report (tools/report.py, pandoc) -----------------------------------
# make report: paper_figs/index.html and one page per paper (s000.html ...
# s004.html, library.html for the documents of no paper), woven from the
# theory documents, the TAP of the last run in $(O)/tap (written by
# verify-run, check and lint through tools/tap_save.sh) and the figures.  A
# program whose TAP is missing or older than the program runs first.
# make report VARIANT=FILE: `galpha review` of the variant into
# $(O)/review/NAME/ (NAME: FILE's name without its suffix, .conf) and its
# report into $(O)/review/NAME/report/.  FILE reaches the recipes through
# the environment (VARIANT_FILE), always quoted, so that no character of
# its name (a space, a quote) can make a recipe touch another path; a NAME
# that would name no directory below $(O)/review/ ('', '.', '..') is
# refused, and the only thing removed is that directory.
# make report-check: the browser test of the report (headless $(CHROMIUM);
# the screenshot of the index goes to $(O)/report-index.png) and the test
# that it fails on a broken report.
REPORT_PROGRAMS := $(VERIFY) $(PCHECK) $(COMPARE)
REPORT_ARGS      = --data $(O)/data --figure-data $(O)/figure-data.tsv --stamps $(FIG_STAMPS) --long $(O)/verify
# n := the NAME of variant file $$v (a shell fragment for the recipes)
REVIEW_NAME_SH   = n=$$(basename -- "$$v"); case "$$n" in *.*) n=$${n%.*};; esac; \
  case "$$n" in ''|.|..) echo "make: VARIANT='$$v' names no review directory below $(O)/review/" >&2; \
  exit 2;; esac

deps-report:
	@$(DEPS_ENV) sh tools/deps.sh report

report: deps-report
	@$(MAKE) --no-print-directory report-run

ifeq ($(strip $(VARIANT)),)
report-run: $(REPORT_PROGRAMS) $(O)/figure-data.tsv
	@mkdir -p $(GALPHA_DATA_DIR)
	@stale=$$(for p in $(REPORT_PROGRAMS); do t=$(O)/tap/$${p##*/}.tap; \
	  [ -f $$t ] && [ ! $$p -nt $$t ] || echo $$p; done); \
	if [ -n "$$stale" ]; then \
	  echo "report: running the programs whose TAP is missing or older:" $$stale; \
	  $(PROVE) --exec '$(TAP_SAVE)' $(PROVE_OPTS) $$stale || \
	    echo "report: claims failed; the report shows their verdicts"; fi
	$(REPORT_PYTHON) tools/report.py --tap $(O)/tap --out paper_figs $(REPORT_ARGS)
else
report-run: export VARIANT_FILE = $(VARIANT)
report-run: $(CLI) $(O)/figure-data.tsv
	@v=$$VARIANT_FILE; $(REVIEW_NAME_SH); d="$(O)/review/$$n"; \
	  echo "rm -rf -- '$$d'"; rm -rf -- "$$d" && \
	  { $(CLI) review --variant "$$v" --out "$$d"; s=$$?; \
	    [ $$s -le 1 ] || { echo "report: galpha review exited $$s"; exit $$s; }; } && \
	  { git describe --always --dirty > "$$d/revision" 2>/dev/null || echo unknown > "$$d/revision"; } && \
	  echo "$(REPORT_PYTHON) tools/report.py --tap '$$d' --out '$$d/report' --variant '$$v' --paper-tap '$(O)/tap' $(REPORT_ARGS)" && \
	  $(REPORT_PYTHON) tools/report.py --tap "$$d" --out "$$d/report" --variant "$$v" \
	    --paper-tap '$(O)/tap' $(REPORT_ARGS)
endif

report-check: $(O)/figure-data.tsv
	O=$(O) CHROMIUM=$(CHROMIUM) REPORT_PYTHON=$(REPORT_PYTHON) $(PROVE) --exec 'sh' $(PROVE_OPTS) \
	  tools/report_browser.t tools/report_selftest.t

# --- fuzzing (fuzz/) -------------------------------------------------------
# make fuzz: every libFuzzer target fuzz/fuzz_NAME.c (today fuzz_cli.c, the
# command line of every verb, and fuzz_variant.c, the variant file of galpha
# review, each run as a dry run: parsing and every check, no computation,
# no output), linked with fuzz/harness.c in place of
# cli/main.c and built by clang with -fsanitize=fuzzer,address,undefined
# into $(O)-fuzz, runs FUZZ_RUNS = 1000000 executions from the fixed seed
# FUZZ_SEED = 1 (about 100 s of CPU; 4 minutes on a busy 2-core machine) and
# fails on any finding (fuzz/run.sh).  Not part of make check: building
# $(O)-fuzz alone takes longer than a smoke run is worth there (about 25 s
# of CPU, a minute on a busy machine); FUZZ_RUNS=2000 make fuzz is that
# smoke run.  Needs clang and libFuzzer's runtime (make deps-fuzz).
FUZZ_RUNS    ?= 1000000
FUZZ_SEED    ?= 1
FUZZ_SAN     := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
FUZZ_SRC     := $(sort $(wildcard fuzz/fuzz_*.c))
FUZZ         := $(FUZZ_SRC:fuzz/%.c=$(O)/fuzz/%)
CLI_NOMAIN   := $(filter-out $(O)/cli/main.o,$(CLI_OBJ))

deps-fuzz:
	@$(DEPS_ENV) sh tools/deps.sh fuzz

fuzz: deps-fuzz $(CLI)
	@$(MAKE) --no-print-directory O=$(O)-fuzz CC='$(CLANG)' CFLAGS='-O1 -g' \
	  SANFLAGS='$(FUZZ_SAN) -fsanitize=fuzzer-no-link' fuzz-build
	FUZZ_RUNS=$(FUZZ_RUNS) FUZZ_SEED=$(FUZZ_SEED) GALPHA=$(CLI) \
	  sh fuzz/run.sh $(O)-fuzz $(FUZZ_SRC:fuzz/fuzz_%.c=%)

fuzz-build: $(FUZZ)

# the harness and the targets are not the code under test: sanitized, but
# without coverage instrumentation, so that their own comparisons (of file
# status, of the exit status) neither count as coverage nor feed the mutator
$(O)/fuzz/%.o: ALL_CFLAGS += -Icli
$(O)/fuzz/%.o: override SANFLAGS := $(FUZZ_SAN)

$(O)/fuzz/fuzz_%: $(O)/fuzz/fuzz_%.o $(O)/fuzz/harness.o $(CLI_NOMAIN) $(SETTINGS_LIB) $(LIB)
	$(CC) $(SANFLAGS) -fsanitize=fuzzer $(LDFLAGS) -o $@ $^ $(LDLIBS)

# --- benchmarks (bench/) -----------------------------------------------------
# make bench: galpha's steppers against SUNDIALS IDA on rolling-disk and
# andrews (bench/run.sh: sweeps of h and rtol, CPU min/median of
# BENCH_REPEATS runs, instructions by callgrind restricted to one
# integration, the C-against-Octave timing) into $(O)/bench: wp-*.dat,
# summary.txt, wp-*.png/pdf (plots/bench_wp.gp).  A benchmark, not a test:
# not part of make check, which runs bench/t/bench.t (seconds) instead.
# SUNDIALS 6 from Debian (libsundials-dev, make deps-bench); elsewhere set
# SUNDIALS_CFLAGS and SUNDIALS_LIBS (defined above, beside the programs).

$(O)/bench/%.o: ALL_CFLAGS += $(SUNDIALS_CFLAGS)

$(BENCH_WP): $(O)/bench/bench_wp.o $(O)/bench/bench_galpha.o $(O)/bench/bench_ida.o \
             $(O)/bench/floor.o $(O)/bench/bench_integrate.o $(LIB)
	$(CC) $(SANFLAGS) $(LDFLAGS) -o $@ $^ $(SUNDIALS_LIBS) $(LDLIBS)

$(BENCH_SUMMARY): $(O)/bench/bench_summary.o $(O)/bench/wp_curve.o $(O)/bench/chain_summary.o
	$(CC) $(SANFLAGS) $(LDFLAGS) -o $@ $^ -lm

$(BENCH_TWIN): $(O)/bench/bench_twin.o $(LIB)
	$(CC) $(SANFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(BENCH_CHAIN): $(O)/bench/bench_chain.o $(O)/bench/ida_chain.o $(O)/bench/ida_sleds.o $(O)/bench/bench_integrate.o $(LIB)
	$(CC) $(SANFLAGS) $(LDFLAGS) -o $@ $^ $(SUNDIALS_LIBS) $(LDLIBS)

$(BENCH_GRID): $(O)/bench/bench_grid.o $(LIB)
	$(CC) $(SANFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

.PHONY: bench bench-run bench-build bench-docs deps-bench
deps-bench:
	@$(DEPS_ENV) sh tools/deps.sh bench

bench-build: $(BENCH)

bench: deps-bench
	@$(MAKE) --no-print-directory bench-run

bench-run: $(BENCH)
	O=$(O) OCTAVE='$(OCTAVE)' REV='$(REV)' CC='$(CC)' CFLAGS='$(CFLAGS)' sh bench/run.sh

# bench/README.md's benchmark block from the last make bench's summary
bench-docs:
	O=$(O) sh bench/readme.sh

# --- sanitizers and valgrind -----------------------------------------------
check-asan:
	$(MAKE) O=$(O)-asan CFLAGS='-O1 -g' SANFLAGS='$(ASAN_FLAGS)' check-one

check-valgrind: $(VERIFY) $(UNIT) $(COMPARE) $(PCHECK)
	$(PROVE) --exec 'valgrind -q --error-exitcode=1 --leak-check=full' $(UNIT) $(VERIFY) $(COMPARE) $(PCHECK)

# the build directories only: refused when $(O) is empty or is this tree,
# one of its ancestors or the root (O=. or O=.. would remove the sources)
clean: export CLEAN_O = $(O)
clean:
	@o=$$CLEAN_O; top=$$(pwd -P); \
	  case "$$o" in ''|*' '*) echo "make clean: O='$$o' is refused: want one word naming the build directory" >&2; exit 2;; esac; \
	  if r=$$(cd -- "$$o" 2>/dev/null && pwd -P); then \
	    if [ "$$r" = / ]; then echo "make clean: O='$$o' is refused: it is the root" >&2; exit 2; fi; \
	    case "$$top/" in "$$r"/*) echo "make clean: O='$$o' is refused: it is this tree or holds it ($$r)" >&2; exit 2;; esac; \
	  fi; \
	  echo "rm -rf -- '$$o' '$$o-asan' '$$o-O0' '$$o-clang' '$$o-fuzz'"; \
	  rm -rf -- "$$o" "$$o-asan" "$$o-O0" "$$o-clang" "$$o-fuzz"

.SECONDARY:
-include $(shell find $(O) -name '*.d' 2>/dev/null)

# the measured blocks and README's table from the TAP the last run kept in
# $(O)/tap (the programs newer than their TAP run again), and
# variants/README.md's table from the last reviews
.PHONY: docs variants
docs: all
	O=$(O) TAP_DIR=$(O)/tap sh tools/docs.sh
	@if [ -d $(O)/variants ]; then O=$(O) sh tools/variants.sh write; \
	else echo "docs: no reviews in $(O)/variants (make variants): variants/README.md's table is left as it is"; fi

# every variants/*.conf reviewed (galpha review --out $(O)/variants/NAME)
variants: $(VERIFY) $(CLI)
	O=$(O) sh tools/variants.sh run
