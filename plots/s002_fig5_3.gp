# s002_fig5_3.gp -- seed 002, Fig. 5.3: global errors at t = 1 of (3.4),
# alpha = -0.15, b = 0.3, on jn-test with steps alternating H/3, 2H/3 and a_n
# NOT corrected by (2.3), against the mean step H/2 as the paper plots them;
# H = 1/10 .. 1/2560 (the order-1 regime starts below H = 1/80).  a_n is
# compared with a(t_n + alpha h_{n-1}), h_{n-1} = 2H/3 the last step.
# Data: verify/s002_thm_4_5 (columns H mean_h steps err_y err_z err_a).
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption Global errors at t = 1 of (3.4), α = -0.15, b = 0.3, on jn-test with steps alternating
#caption H/3, 2H/3 and a_n not corrected by (2.3), against the mean step H/2 (H = {range}); the
#caption O(h) and O(h^2) parts cancel at one H (the dip; S002-4.5). Least-squares slopes over the 4
#caption finest H ({range:4}): y {slope:err_y:4}, z {slope:err_z:4}, a {slope:err_a:4}; over all H:
#caption y {slope:err_y}.
#reproduces Reproduces seed 002 Fig. 5.3 (plotted against the mean step, as the paper); step sizes
#reproduces this project's (errata-s002 P7).
load "plots/common.gp"
set title "Seed 002 Fig. 5.3: (3.4), {/Symbol a} = -0.15, b = 0.3, steps H/3, 2H/3, without (2.3)"
set xlabel "mean step H/2"
set ylabel "global error at t = 1 (2-norm)"
# slope-1 guide through the finest err_y point, shifted down a decade
stats data using 2:4 nooutput
hmin = STATS_min_x
# the x axis as wide as the data (a log axis autoscales to whole decades)
set xrange [STATS_min_x / 1.4 : STATS_max_x * 1.4]
stats data using (($2 == hmin) ? $4 : 1/0) nooutput
c1 = STATS_max / hmin / 10
set label 1 sprintf("galpha %s | hht-odae alpha=-0.15 b=0.3 steps alt step_fix=off | %s", rev, label) \
    at screen 0.02, screen 0.03 font ",7" noenhanced
plot data using 2:4 with linespoints lc rgb bc("y") pt bp("y") ps 1.2 lw 1.5 title "||y_n - y(t_n)||_2", \
     data using 2:5 with linespoints lc rgb bc("z") pt bp("z") ps 1.2 lw 1.5 title "||z_n - z(t_n)||_2", \
     data using 2:6 with linespoints lc rgb bc("a") pt bp("a") ps 1.2 lw 1.5 title "||a_n - a(t_n+{/Symbol a}h_{n-1})||_2", \
     c1 * x with lines dt 2 lc rgb C_guide title "slope 1"
