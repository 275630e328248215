# s002_fig5_2.gp -- seed 002, Fig. 5.2: as Fig. 5.1 with R_1 evaluated at
# y0 + h z0 (3.5), alpha = -0.15, b = 0.3, on the first test problem
# (jn-test), constant steps h = 1/10 .. 1/320 (the paper gives no step sizes).
# Data: verify/s002_thm_4_5 (columns h steps err_y err_z err_a).
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption As s002_fig5_1 with R_1 evaluated at y0 + h z0 (3.5), α = -0.15, b = 0.3, h = {range}.
#caption Least-squares slopes: y {slope:err_y}, z {slope:err_z}, a {slope:err_a}.
#reproduces Reproduces seed 002 Fig. 5.2; step sizes this project's (errata-s002 P7).
load "plots/common.gp"
set title "Seed 002 Fig. 5.2: extended HHT-{/Symbol a} (3.4) with (3.5), {/Symbol a} = -0.15, b = 0.3, jn-test, t = 1"
set xlabel "h"
set ylabel "global error at t = 1 (2-norm)"
# slope-2 guide through the finest err_y point, shifted down a decade
stats data using 1:3 nooutput
hmin = STATS_min_x
# the x axis as wide as the data (a log axis autoscales to whole decades)
set xrange [STATS_min_x / 1.4 : STATS_max_x * 1.4]
stats data using (($1 == hmin) ? $3 : 1/0) nooutput
c2 = STATS_max / hmin**2 / 10
set label 1 sprintf("galpha %s | hht-odae alpha=-0.15 b=0.3 r1=explicit (3.5) | %s", rev, label) \
    at screen 0.02, screen 0.03 font ",7" noenhanced
plot data using 1:3 with linespoints lc rgb bc("y") pt bp("y") ps 1.2 lw 1.5 title "||y_n - y(t_n)||_2", \
     data using 1:4 with linespoints lc rgb bc("z") pt bp("z") ps 1.2 lw 1.5 title "||z_n - z(t_n)||_2", \
     data using 1:5 with linespoints lc rgb bc("a") pt bp("a") ps 1.2 lw 1.5 title "||a_n - a(t_n+{/Symbol a}h)||_2", \
     c2 * x**2 with lines dt 2 lc rgb C_guide title "slope 2"
