#!/bin/sh
# deps.sh verify|report|all|fuzz|bench -- probes for the tools a target
# needs and installs the Debian packages of only those that are missing, so
# that tools installed by other means count.  Run by `make deps-verify`
# (verify: what `make verify` needs), `make deps-report` (report: what `make
# report` needs), `make deps` (all: what `make check` needs, and gnuplot for
# `make figures`), `make deps-fuzz` (fuzz: what `make fuzz` needs) and `make
# deps-bench` (bench: what `make bench` needs).  The Makefile passes CC,
# PKG_CONFIG, PROVE, OCTAVE, SYMPY_PYTHON, CLANG, REPORT_PYTHON, CHROMIUM,
# SUNDIALS_CFLAGS and SUNDIALS_LIBS.
#   verify: a C compiler that links ($CC; gcc), pkg-config, GSL
#           (`pkg-config --exists gsl`; libgsl-dev), prove (perl)
#   report: verify's, and $REPORT_PYTHON (python3), pandoc
#   all:    report's, and gnuplot (gnuplot-nox), octave-cli (octave) with
#           `pkg load symbolic` working (octave-symbolic), $SYMPY_PYTHON with
#           sympy (python3-sympy), valgrind, clang (the second compiler of
#           `make check-builds`), $CHROMIUM (chromium: the report's browser
#           test), SUNDIALS 6 IDA (a program with IDA's, the serial
#           N_Vector's and the dense matrix and solver's headers that links
#           with $SUNDIALS_LIBS; libsundials-dev: bench/t/bench.t)
#   bench:  verify's, and SUNDIALS 6 IDA as in all, valgrind (callgrind),
#           gnuplot; octave-cli is optional (the C-against-Octave timing is
#           skipped without it)
#   fuzz:   verify's, and $CLANG linking a libFuzzer target with
#           -fsanitize=fuzzer,address,undefined (clang; the runtime is
#           libclang-rt-N-dev, only recommended by Debian's clang-N)
# Installing needs root or password-less sudo; otherwise deps.sh prints the
# one apt-get command to run and exits 1.
set -u
what=${1:-all}
case $what in verify|report|all|fuzz|bench) ;; *) echo "usage: deps.sh verify|report|all|fuzz|bench" >&2; exit 2;; esac
CC=${CC:-cc}
PKG_CONFIG=${PKG_CONFIG:-pkg-config}
PROVE=${PROVE:-prove}
OCTAVE=${OCTAVE:-octave-cli}
SYMPY_PYTHON=${SYMPY_PYTHON:-/usr/bin/python3}
CLANG=${CLANG:-clang}
REPORT_PYTHON=${REPORT_PYTHON:-/usr/bin/python3}
CHROMIUM=${CHROMIUM:-chromium}
SUNDIALS_CFLAGS=${SUNDIALS_CFLAGS:-}
SUNDIALS_LIBS=${SUNDIALS_LIBS:--lsundials_ida -lsundials_sunlinsoldense -lsundials_sunmatrixdense -lsundials_nvecserial}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

have () { command -v "$1" >/dev/null 2>&1; }
first () { set -- $1; echo "${1:-}"; }
missing=""   # Debian packages
tools=""     # what the probes found missing
need () {    # need PACKAGE... -- WHAT
  while [ "$1" != -- ]; do
    case " $missing " in *" $1 "*) ;; *) missing="$missing $1";; esac
    shift
  done
  shift
  tools="$tools, $*"
}

# clang, and libFuzzer's runtime with the sanitizers' (a target that links)
probe_fuzz () {
  if ! have "$(first "$CLANG")"; then need clang libclang-rt-dev -- "$CLANG with libFuzzer"; return; fi
  printf '%s\n' '#include <stddef.h>' '#include <stdint.h>' \
    'int LLVMFuzzerTestOneInput (const uint8_t *d, size_t n);' \
    'int LLVMFuzzerTestOneInput (const uint8_t *d, size_t n) { (void) d; (void) n; return 0; }' \
    > "$tmp/fuzz.c"
  if ! $CLANG -fsanitize=fuzzer,address,undefined -o "$tmp/fuzz" "$tmp/fuzz.c" >/dev/null 2>&1; then
    v=$($CLANG -dumpversion 2>/dev/null | cut -d. -f1)
    need "libclang-rt-${v:+$v-}dev" -- "libFuzzer's runtime for $CLANG (-fsanitize=fuzzer)"
  fi
}

# SUNDIALS 6 IDA with the serial N_Vector, the dense matrix and linear solver:
# a program that calls each of them links (the API of bench/bench_ida.c)
probe_sundials () {
  printf '%s\n' '#include <ida/ida.h>' '#include <nvector/nvector_serial.h>' \
    '#include <sunmatrix/sunmatrix_dense.h>' '#include <sunlinsol/sunlinsol_dense.h>' \
    '#if SUNDIALS_VERSION_MAJOR != 6' '#error "SUNDIALS 6 wanted"' '#endif' \
    'int main (void) {' '  SUNContext c; if (SUNContext_Create (NULL, &c)) return 1;' \
    '  N_Vector v = N_VNew_Serial (2, c); SUNMatrix A = SUNDenseMatrix (2, 2, c);' \
    '  SUNLinearSolver L = SUNLinSol_Dense (v, A, c); void *m = IDACreate (c);' \
    '  IDAFree (&m); SUNLinSolFree (L); SUNMatDestroy (A); N_VDestroy (v);' \
    '  return SUNContext_Free (&c); }' > "$tmp/ida.c"
  $CC $SUNDIALS_CFLAGS -o "$tmp/ida" "$tmp/ida.c" $SUNDIALS_LIBS >/dev/null 2>&1 ||
    need libsundials-dev -- "SUNDIALS 6 IDA (headers and $SUNDIALS_LIBS)"
}

probe () {
  missing="" tools=""
  cc=$(first "$CC")
  case $cc in *clang*) ccpkg=clang;; *) ccpkg=gcc;; esac
  printf 'int main(void) { return 0; }\n' > "$tmp/probe.c"
  if ! have "$cc"; then need $ccpkg libc6-dev -- "C compiler $cc"
  elif ! $CC -o "$tmp/probe" "$tmp/probe.c" >/dev/null 2>&1; then
    need libc6-dev -- "C library headers ($CC cannot link a program)"
  fi
  if ! have "$(first "$PKG_CONFIG")"; then need pkg-config libgsl-dev -- "pkg-config, GSL"
  elif ! $PKG_CONFIG --exists gsl; then need libgsl-dev -- "GSL (pkg-config --exists gsl)"
  fi
  have "$(first "$PROVE")" || need perl -- "prove"
  [ "$what" = fuzz ] && probe_fuzz
  if [ "$what" = bench ]; then
    probe_sundials
    have valgrind || need valgrind -- "valgrind"
    have gnuplot || need gnuplot-nox -- "gnuplot"
    return 0
  fi
  case $what in report|all) ;; *) return 0;; esac
  have "$(first "$REPORT_PYTHON")" || need python3 -- "$REPORT_PYTHON"
  have pandoc || need pandoc -- "pandoc"
  [ "$what" = all ] || return 0
  have gnuplot || need gnuplot-nox -- "gnuplot"
  if ! have "$(first "$OCTAVE")"; then need octave octave-symbolic -- "$OCTAVE, Octave's symbolic package"
  elif ! $OCTAVE --no-gui --quiet --eval "pkg load symbolic" >/dev/null 2>&1; then
    need octave-symbolic -- "Octave's symbolic package (pkg load symbolic)"
  fi
  "$SYMPY_PYTHON" -c 'import sympy' >/dev/null 2>&1 || need python3-sympy -- "sympy for $SYMPY_PYTHON"
  have valgrind || need valgrind -- "valgrind"
  have "$(first "$CLANG")" || need clang -- "$CLANG"
  have "$(first "$CHROMIUM")" || need chromium -- "$CHROMIUM"
  probe_sundials
}

probe
[ -z "$missing" ] && exit 0
echo "deps: missing ${tools#, }"
if [ "$(id -u)" = 0 ]; then SUDO=""
elif have sudo && sudo -n true 2>/dev/null; then SUDO=sudo
else echo "deps: not root; run: sudo apt-get install -y$missing" >&2; exit 1
fi
echo "deps: installing$missing"
$SUDO apt-get update -q &&
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q$missing || exit 1
probe
[ -z "$missing" ] && exit 0
echo "deps: still missing after apt-get install: ${tools#, }" >&2
exit 1
