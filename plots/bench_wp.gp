# bench_wp.gp -- work-precision figure of `make bench` (bench/run.sh): cost
# against the position error at T for the galpha method (ga-nh resp. ga-i3,
# fixed h), rk4 (rolling-disk only) and SUNDIALS IDA (rtol = atol), log-log.
# Left: instructions of one integration (callgrind); right: CPU time, the
# minimum over the repeats (a loaded machine).  The instruction crossover
# computed by bench_summary is marked when summary.txt beside data has one.
# Make passes: data (wp-PROBLEM.dat), problem, out, term (pdf|png), rev.
if (!exists("data") || !exists("out") || !exists("term") || !exists("problem")) \
  exit error "set data=, problem=, out= and term="
if (!exists("rev")) rev = "unknown"
# the palette (mc, mp, C_guide2) and the grid of the paper figures
load "plots/common.gp"
set bmargin
if (term eq "pdf") set terminal pdfcairo enhanced font "Helvetica,9" size 22cm,10cm
if (term eq "png") set terminal pngcairo enhanced font "Helvetica,10" size 1400,650
set output out
set datafile separator "\t"
set datafile commentschars "#"
set datafile missing "NA"
set datafile columnheaders
set logscale xy
set format x "10^{%L}"
set format y "10^{%L}"
set key top right box opaque
set xlabel "error ||y_N - y(T)||_2 at T (against the committed reference)"
set xrange [*:*] reverse

summary = data[1:strstrt(data, "wp-") - 1] . "summary.txt"
cross = system(sprintf("sed -n 's/^crossover %s instructions: ida cheaper than .* below error //p' '%s' 2>/dev/null | head -1", problem, summary))

is(m) = strcol("method") eq m
galpha(c) = (strcol("method") ne "ida" && strcol("method") ne "rk4") ? column(c) : NaN
only(m, c) = is(m) ? column(c) : NaN
has_rk4 = int(system(sprintf("awk -F'\\t' '$2 == \"rk4\"' '%s' | wc -l", data))) > 0
# the rk4 curve, where the data has one (rolling-disk)
rk4(c) = has_rk4 ? sprintf(", data using (only(\"rk4\", \"err_y\")):(only(\"rk4\", \"%s\")) with linespoints lc rgb mc(\"rk4\") pt mp(\"rk4\") lw 1.2 dt 3 title \"rk4\"", c) : ""
rk4_instructions = rk4("instructions")
rk4_cpu = rk4("cpu_min")
gname = system(sprintf("awk -F'\\t' '!/^#/ && NR > 1 && $2 != \"ida\" && $2 != \"rk4\" && $2 != \"method\" { print $2; exit }' '%s'", data))

set multiplot layout 1,2 title sprintf("%s: %s (fixed h) against SUNDIALS IDA (BDF 1-5, rtol = atol)", problem, gname)
if (strlen(cross) > 0) {
  set arrow 1 from first real(cross), graph 0 to first real(cross), graph 1 nohead dt 2 lc rgb C_guide2
  set label 1 sprintf("crossover %.2g", real(cross)) at first real(cross), graph 0.05 offset 0.5,0 font ",8"
}
set ylabel "instructions of one integration (callgrind)"
plot data using (galpha("err_y")):(galpha("instructions")) with linespoints lc rgb mc(gname) pt mp(gname) lw 1.5 title gname, \
     data using (only("ida", "err_y")):(only("ida", "instructions")) with linespoints lc rgb mc("ida") pt mp("ida") lw 1.5 title "IDA" @rk4_instructions
unset arrow 1
unset label 1
set ylabel "CPU seconds of one integration (minimum of the repeats; loaded machine)"
set label 2 sprintf("galpha %s | %s", rev, data) at screen 0.01, screen 0.02 font ",7" noenhanced
plot data using (galpha("err_y")):(galpha("cpu_min")) with linespoints lc rgb mc(gname) pt mp(gname) lw 1.5 title gname, \
     data using (only("ida", "err_y")):(only("ida", "cpu_min")) with linespoints lc rgb mc("ida") pt mp("ida") lw 1.5 title "IDA" @rk4_cpu
unset multiplot
