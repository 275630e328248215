#!/bin/sh
# reference.t -- conv and tolconv --reference FILE: a reference in the format
# `galpha reference --out` writes, computed by galpha or by another code.
# The committed reference's own data file as FILE gives the same errors, bit
# for bit, as the committed reference; a reference computed for changed
# --param values makes a study of them possible; bad files are refused with
# exit 2 naming the file, the line and what is wrong, and so is a file of
# galpha reference for another problem or other parameters.
. "$(dirname "$0")/common.sh"
R=ref/data/jn_pendulum-t2-rk8pd.dat
C="conv --problem jn-pendulum --method hht-odae --alpha -0.1 --t-end 2 --h0 0.05 --levels 4"
"$G" $C > "$T/committed" 2> "$T/e1"; rc1=$?
"$G" $C --reference "$R" > "$T/file" 2> "$T/e2"; rc2=$?
[ "$rc1" = 0 ] && [ "$rc2" = 0 ] && cmp -s "$(grep -v '^#' "$T/committed" > "$T/c1"; echo "$T/c1")" \
  "$(grep -v '^#' "$T/file" > "$T/c2"; echo "$T/c2")"
ok $? "conv --reference with the committed reference's data file: the same error table, bit for bit ($rc1 $rc2)"
grep -q "^# errors against the reference in $R: reference of jn-pendulum at t = 2" "$T/file"
ok $? "the output names the file and how its reference was computed"
"$G" reference --problem jn-pendulum --param c=50 --t-end 1 --out "$T/c50.dat" 2> "$T/e"; rc=$?
"$G" conv --problem jn-pendulum --param c=50 --method hht-odae --alpha -0.1 --t-end 1 --h0 0.05 \
  --levels 5 --reference "$T/c50.dat" > "$T/c50" 2> "$T/e"; rc2=$?
[ "$rc" = 0 ] && [ "$rc2" = 0 ] && in_range "$T/c50" err_y 1.8 2.2 && in_range "$T/c50" err_z 1.8 2.2
ok $? "a study for changed parameters against a reference computed for them: orders y $(ord "$T/c50" err_y), z $(ord "$T/c50" err_z) ($rc $rc2)"
refuses "no exact solution, and its committed reference" conv --problem jn-pendulum --param c=50 \
  --method hht-odae --alpha -0.1 --t-end 2 --h0 0.05 --levels 3
"$G" tolconv --problem jn-pendulum --method hht-odae --alpha -0.1 --t-end 2 --rtol0 1e-3 --levels 3 \
  --reference "$R" > "$T/tol" 2> "$T/e"; rc=$?
[ "$rc" = 0 ] && grep -q "^# errors against the reference in $R" "$T/tol"
ok $? "tolconv takes --reference too (exit $rc)"
mkfifo "$T/fifo"
refuses "--reference $T/fifo: not a regular file" $C --reference "$T/fifo"
refuses "--reference $T/none: No such file" $C --reference "$T/none"
refuses "no row at t = 1 (the study's --t-end)" conv --problem jn-pendulum --method hht-odae \
  --alpha -0.1 --t-end 1 --h0 0.05 --levels 3 --reference "$R"
refuses ":3: column 5 is 'z1', want 'y4' (problem andrews" conv --problem andrews --method ga-i3 \
  --rho-inf 0.7 --t-end 2 --h0 0.05 --levels 3 --reference "$R"
sed '4s/\t[^\t]*$/\tnan/' "$R" > "$T/nan.dat"
refuses "nan.dat:4: value 12, 'nan', is not a finite number" $C --reference "$T/nan.dat"
sed '4s/\t[^\t]*$//' "$R" > "$T/short.dat"
refuses "short.dat:4: 11 values, want 12" $C --reference "$T/short.dat"
grep -v '^t' "$R" > "$T/nohead.dat"
refuses "the header must start with 't'" $C --reference "$T/nohead.dat"
refuses "problem jn-test has an exact solution" conv --problem jn-test --method hht-odae --alpha -0.1 \
  --t-end 2 --h0 0.05 --levels 3 --reference "$R"
refuses "option --reference does not apply to galpha run" run --problem jn-pendulum --method hht-odae \
  --alpha -0.1 --t-end 2 --h 0.05 --reference "$R"
# a file of galpha reference names its problem and changed parameters: others are refused
refuses "jn_pendulum-t2-rk8pd.dat:1: computed with the default parameters, problem jn-pendulum has the parameters c=50" \
  conv --problem jn-pendulum --param c=50 --method hht-odae --alpha -0.1 --t-end 2 --h0 0.05 --levels 3 --reference "$R"
refuses "c50.dat:3: computed with the parameters c=50, problem jn-pendulum has the parameters c=60" \
  conv --problem jn-pendulum --param c=60 --method hht-odae --alpha -0.1 --t-end 1 --h0 0.05 --levels 3 --reference "$T/c50.dat"
sed 's/^# reference of jn-pendulum/# reference of slider-crank/' "$T/c50.dat" > "$T/other.dat"
refuses "other.dat:1: a reference of slider-crank, not of problem jn-pendulum" \
  conv --problem jn-pendulum --param c=50 --method hht-odae --alpha -0.1 --t-end 1 --h0 0.05 --levels 3 --reference "$T/other.dat"
echo "1..$i"
