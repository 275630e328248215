# cli.cmd -- the seed corpus of fuzz/fuzz_cli.c (make fuzz; fuzz/cmdlines.sh):
# valid and nearly valid galpha command lines for every verb, without the
# leading `galpha`, in shell words; mostly from cli/t/*.t.  --out names the
# fixtures of the harness's scratch directory (fuzz/harness.c): file, ro,
# dir, link, dangling, fifo, or a new file.
list
list problems
list methods
list nothing
list problems methods
list params --problem rolling-disk
list params --problem andrews
list params --problem jay-nh
list params --problem nope
list params --problem oscillator --method ga
help
--help
runn
''
run --problem jay-nh --method ga-nh --rho-inf 0.2 --h 0.1 --t-end 1
run --problem jay-nh --method ga-nh --rho-inf 0.2 --h 0.1 --t-end 1 --every 2 --out new.tsv
run --problem jay-nh --method ga-nh --rho-inf 0.2 --h 0.1 --t-end 1 --steps alt --out file
run --problem jay-nh --method ga-nh --alpha-m -0.5 --alpha-f 0.16666666666666669 --beta 0.69444444444444453 --gamma 1.1666666666666667 --h 0.1 --t-end 1
run --problem jay-nh --method ga-nh --rho-inf 0.5 --m-alpha previous --a-init exact --newton-tol 1e-12 --h 0.1 --t-end 1
run --problem rolling-disk --method ga-nh --rho-inf 0.5 --h 0.1 --t-end 10 --param f4_printed=1
run --problem rolling-disk --method ga-nh --rho-inf 0.5 --h 0.1 --t-end 10 --param m=2 --param r=0.5
run --problem soi2-test --method ga-soi2 --rho-inf 0.2 --m-alpha explicit --a-init lunk-simeon --step-fix printed --h 0.05 --t-end 1 --param variant=1
run --problem soi2-test --method ga-soi2 --alpha-m 0 --alpha-f 0.4 --beta 0.36 --gamma 0.9 --h 0.05 --t-end 1 --steps alt
run --problem andrews --method ga-i3 --rho-inf 0.7 --scaling off --h 3e-4 --t-end 0.03
run --problem slider-crank --method ga-i3 --rho-inf 0.5 --h 0.001 --t-end 1 --param l1=0.2
run --problem oscillator --method ga --rho-inf 0.9 --h 0.01 --t-end 1 --param omega=2
run --problem oscillator --method hht --alpha -0.1 --step-fix off --h 0.01 --t-end 1
run --problem oscillator --method newmark --beta 0.25 --gamma 0.5 --h 0.01 --t-end 1
run --problem jn-test --method hht-odae --alpha -0.1 --b 0.3 --r1 explicit --h 0.1 --t-end 1
run --problem jn-test --method hht-odae --alpha -0.1 --midpoint --h 0.1 --t-end 1 --out ro
run --problem jn-test-i2 --method hht-i2 --alpha -0.3 --h 0.1 --t-end 1 --out link
run --problem jn-pendulum --method hht-odae --alpha -0.3 --h 0.01 --t-end 2 --param L=2
run --problem cvt --method rk4 --h 0.001 --t-end 0.01 --param epsilon=0.1 --out dir
run --problem nh-particle --method rk4 --h 0.001 --t-end 0.01 --out dangling
run --problem nh-chaotic --method rk4 --h 0.001 --t-end 0.01 --out fifo
run --problem jay-nh --method ga-nh --rho-inf 0.5 --h 0.3 --t-end 1
run --problem jay-nh --method ga-nh --rho-inf 1.5 --h 0.1 --t-end 1
run --problem jay-nh --method ga-nh --rho-inf 0.5 --h 0.1 --h 0.2 --t-end 1
run --problem jay-nh --method ga-nh --rho-inf 0.5 --h " 0.1" --t-end 1
run --problem jay-nh --method ga-nh --alpha-m 1 --alpha-f 0.3 --beta 0.3 --gamma 0.6 --h 0.1 --t-end 1
run --problem jay-nh --method ga-nh --rho-inf 0.5 --h 0.1 --t-end 1 --out missing/x.tsv
run --problem jay-nh --method ga-nh --rho-inf 0.5 --h 0.1 --t-end 1 --every 0
run --problem jay-nh --method ga-nh --rho-inf 0.5 --h 0.1 --t-end 1 --out file/x
run --problem oscillator --method newmark --rho-inf 0.5 --beta 0.25 --gamma 0.5 --h 0.01 --t-end 1
run --problem andrews --method ga-i3 --rho-inf 0.5 --a-init exact --m-alpha previous --h 3e-4 --t-end 0.03
run --problem jay-nh --method ga-nh --rho-inf 0.5 --a-init lunk-simeon --h 0.1 --t-end 1
run --problem jn-test --method hht-odae --alpha -0.1 --scaling on --step-fix printed --h 0.1 --t-end 1
run --problem jn-test-i2 --method hht-i2 --alpha -0.1 --r1 explicit --h 0.1 --t-end 1
run --problem oscillator --method hht --alpha -0.1 --midpoint --h 0.01 --t-end 1
run --problem oscillator --method rk4 --newton-tol 1e-10 --h 0.01 --t-end 1
run --problem rolling-disk --method ga-nh --rho-inf 0.5 --h 0.1 --t-end 10 --param r=2
run --problem oscillator --method ga --rho-inf 0.5 --h 0.01 --t-end 1 --param omega=1 --param omega=2
run --problem oscillator --method ga --rho-inf 0.5 --h 0.01 --t-end 1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1 --param omega=1
conv --problem jay-nh --method ga-nh --rho-inf 0.2 --t-end 1 --h0 0.1 --levels 6
conv --problem soi2-test --method rk4 --t-end 1 --h0 0.1 --levels 4 --param variant=1
conv --problem andrews --method ga-i3 --rho-inf 0.7 --t-end 0.03 --h0 3e-4 --levels 5 --out new.tsv
conv --problem rolling-disk --method ga-nh --rho-inf 0.5 --t-end 10 --h0 0.1 --levels 3 --param f4_printed=1
conv --problem rolling-disk --method ga-nh --rho-inf 0.5 --t-end 0.77 --h0 0.01 --levels 3
conv --problem jn-test --method hht-odae --alpha -0.2 --t-end 1 --h0 0.1 --levels 3 --steps alt --step-fix on
conv --problem jay-nh --method ga-nh --rho-inf 0.5 --t-end 1 --h0 1e-4 --levels 20
conv --problem jay-nh --method ga-nh --rho-inf 0.5 --t-end 1 --h0 0.1 --levels 21
conv --problem jay-nh --method ga-nh --rho-inf 0.5 --t-end 1 --h0 0.1 --levels " 3"
conv --problem oscillator --method ga --rho-inf 0.5 --t-end 1 --h0 0.1 --levels 3 --param omega=2
roots --rho-inf 0.2
roots --alpha -0.1
roots --alpha-m 0.2 --alpha-f 0.3 --beta 0.3 --gamma 0.6
roots --alpha-m 1 --alpha-f 0.5 --beta 0.3 --gamma 0.5
roots --beta 0
roots --rho-inf 0.5 --steps alt
spectrum --method ga --rho-inf 0.9 --h-over-T 0.01
spectrum --method hht --alpha -0.1 --out new.tsv
spectrum --method newmark --beta 0.25 --gamma 0.5
spectrum --method ga --alpha-m 0.2 --alpha-f 0.3 --beta 0 --gamma 0.6
spectrum --method ga --rho-inf 0.5 --h-over-T 0.1 --h-over-T 0.2
spectrum --method newmark --beta 0.25 --gamma 0.5 --rho-inf 0.5
spectrum --method ga --alpha-m 1 --alpha-f 0.5 --beta 0.3 --gamma 0.5
params --from rho-inf --rho-inf 0.5
params --from hht-opensees --alpha 0.95 --to hht
params --from ga-old --alpha-m 0.2 --alpha-f 0.3 --beta 0.3 --gamma 0.6 --to ga-new
params --from ga-new --alpha-m 0.2 --alpha-f 0.3 --beta 0.3 --gamma 0.6
params --from newmark --beta 0.25 --gamma 0.5 --to jwh
params --from hht-chrono --alpha -0.4
params --from jwh --rho-inf 0.5 --to rho-inf
params --from nope --rho-inf 0.5
reference --problem rolling-disk --t-end 10 --tol 1e-13
reference --problem andrews --t-end 0.03 --out new.tsv
reference --problem andrews --t-end 0.03 --tol 1e-10 --tol 1e-11
reference --problem andrews --t-end 0.03 --levels 3
# issue 26: limits, the work budget, values that must be named
conv --problem jay-nh --method ga-nh --rho-inf 0.5 --t-end 1 --h0 0.1 --levels 21
conv --problem jay-nh --method ga-nh --rho-inf 0.5 --t-end 1 --h0 0.1 --levels 9223372036854775807
conv --problem jay-nh --method ga-nh --rho-inf 0.5 --t-end 1 --h0 1e-5 --levels 12
conv --problem jay-nh --method ga-nh --rho-inf 0.5 --t-end 1 --h0 1e-5 --levels 12 --allow-long
run --problem jay-nh --method ga-nh --rho-inf 0.5 --h 1e-9 --t-end 1
run --problem jay-nh --method ga-nh --rho-inf 0.5 --h 1e-9 --t-end 1 --allow-long
run --problem jay-nh --method ga-nh --rho-inf 0.5 --h 4.9e-324 --t-end 1
run --problem jay-nh --method ga-nh --rho-inf 0.5 --h 0x1p-1074 --t-end 1
run --problem jay-nh --method ga-nh --rho-inf 0.5 --h 1e-400 --t-end 1
run --problem jn-pendulum --method ga-i3 --rho-inf 0.5 --h 1e-3 --t-end 0.01 --param grav=-1e308
run --problem jay-nh --method ga-nh --rho-inf 0.5 --rtol 1e-3 --rtol-psi 1e-15 --t-end 1
tolconv --problem jay-nh --method ga-nh --rho-inf 0.5 --t-end 1 --rtol0 1e-3 --levels 3 --allow-long
spectrum --method newmark --beta 1e308 --gamma 1e308
params --from ga-new --alpha-m 1e-17 --alpha-f 0.3 --beta 0.3 --gamma 0.6
reference --problem andrews --t-end 0.03 --tol 1e-300
review --variant fifo
review --variant dir
review --variant /dev/null
# issue 23: the nonholonomic Newmark methods (seed 004) and their options,
# help by verb, GNU --KEY=VALUE
run --problem nh-chaotic --method nh-newmark --alpha-d 0 --h 0.05 --t-end 1
run --problem nh-chaotic --method nh-newmark --alpha-d 0 --solve explicit --h 0.05 --t-end 1
run --problem cvt --method nh-newmark --beta 0.25 --gamma 0.6 --alpha-d 0.3 --disc 15 --h 0.1 --t-end 1 --out new.tsv
run --problem jay-nh --method nh-newmark --h 0.1 --t-end 1
conv --problem cvt --method nh-newmark-comp --comp-order reversed --substeps full --t-end 1 --h0 0.1 --levels 3
run --problem cvt --method nh-newmark-tj --alpha-d 0.5 --h 0.1 --t-end 1
run --problem=jay-nh --method=ga-nh --rho-inf=0.2 --h=0.1 --t-end=1 --out=file
run --problem slider-crank --method hht-odae --alpha -0.1 --midpoint=on --h 0.01 --t-end 0.1
help run
run --help
help --keys
help nosuch
check --problem soi2-test
check --problem jn-pendulum --param c=50 --t-end 1 --out new.tsv
check --problem andrews --t-end 0 --h 1
