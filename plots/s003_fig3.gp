# s003_fig3.gp -- seed 003, Fig. 3: relative errors at t = 1 of the crank
# angle theta1 and of lambda1 of the slider-crank (reconstructed model) under
# ga-i3, CH(0.7), against h = 1/N, N = 200 .. 3200, measured against the
# committed reference.  Data: verify/s003_eq_41 (columns h steps rel_err_q3
# rel_err_lambda1).
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption Relative errors at t = 1 of the crank angle θ1 and of λ1 of the slider-crank
#caption (reconstructed model) under ga-i3, CH(0.7), against h = 1/N ({range}), measured against
#caption the committed reference. Least-squares slopes: θ1 {slope:rel_err_q3}, λ1
#caption {slope:rel_err_lambda1}.
#reproduces Reproduces seed 003 Fig. 3 on the reconstructed model (errata-s003 D2).
load "plots/common.gp"
set title "Seed 003 Fig. 3: slider-crank, ga-i3, {/Symbol r}_{/Symbol \245} = 0.7, errors at t = 1"
set xlabel "h"
set ylabel "relative error at t = 1"
set key bottom right
stats data using 1:3 nooutput
hmin = STATS_min_x
# the x axis as wide as the data (a log axis autoscales to whole decades)
set xrange [STATS_min_x / 1.4 : STATS_max_x * 1.4]
# about one decade of data: a tick at every h (a factor 2 apart), not one at a power of 10
set xtics STATS_min_x, 2
set mxtics default
set format x "%.2g"
stats data using (($1 == hmin) ? $3 : 1/0) nooutput
c2 = STATS_max / hmin**2 * 3
set label 1 sprintf("galpha %s | ga-i3 CH(0.7) | %s", rev, label) at screen 0.02, screen 0.03 font ",7" noenhanced
plot data using 1:3 with linespoints lc rgb bc("y") pt bp("y") ps 1.2 lw 1.5 title "{/Symbol q}_1", \
     data using 1:4 with linespoints lc rgb bc("lambda") pt bp("lambda") ps 1.2 lw 1.5 title "{/Symbol l}_1", \
     c2 * x**2 with lines dt 2 lc rgb C_guide title "slope 2"
