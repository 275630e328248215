# s003_fig9.gp -- seed 003, Fig. 9: relative errors at t = 0.03 of the angle
# beta (against the Test Set's published value) and of lambda1 (against the
# committed reference) of Andrews' mechanism (7-coordinate model) under
# ga-i3, CH(0.7), h = 0.03/N, N = 100 .. 1600.  Data: verify/s003_eq_41.
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption Relative errors at t = 0.03 of the angle β (q1, against the Test Set's published value)
#caption and of λ1 (against the committed reference) of Andrews' mechanism under ga-i3, CH(0.7), h
#caption = 0.03/N ({range}). Least-squares slopes: β {slope:rel_err_q1}, λ1
#caption {slope:rel_err_lambda1}.
#reproduces Reproduces seed 003 Fig. 9 on the 7-coordinate model (errata-s003 D1).
load "plots/common.gp"
set title "Seed 003 Fig. 9: Andrews' mechanism, ga-i3, {/Symbol r}_{/Symbol \245} = 0.7, errors at t = 0.03"
set xlabel "h"
set ylabel "relative error at t = 0.03"
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
plot data using 1:3 with linespoints lc rgb bc("y") pt bp("y") ps 1.2 lw 1.5 title "{/Symbol b}", \
     data using 1:4 with linespoints lc rgb bc("lambda") pt bp("lambda") ps 1.2 lw 1.5 title "{/Symbol l}_1", \
     c2 * x**2 with lines dt 2 lc rgb C_guide title "slope 2"
