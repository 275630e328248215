# s002_fig5_4.gp -- seed 002, Fig. 5.4: as Fig. 5.3 with a_n corrected by
# (2.3), a_n := f_n + (h_n/h_{n-1})(a_n(h_{n-1}) - f_n), before every step
# whose size differs from the previous one; H = 1/10 .. 1/2560, against H/2.
# Data: verify/s002_thm_4_5 (columns H mean_h steps err_y err_z err_a).
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption As s002_fig5_3 with a_n corrected by (2.3) before every step whose size differs from the
#caption previous one (H = {range}, plotted against H/2). Least-squares slopes: y {slope:err_y}, z
#caption {slope:err_z}, a {slope:err_a}.
#reproduces Reproduces seed 002 Fig. 5.4; step sizes this project's (errata-s002 P7).
load "plots/common.gp"
set title "Seed 002 Fig. 5.4: (3.4), {/Symbol a} = -0.15, b = 0.3, steps H/3, 2H/3, with (2.3)"
set xlabel "mean step H/2"
set ylabel "global error at t = 1 (2-norm)"
# slope-2 guide through the finest err_y point, shifted down a decade
stats data using 2:4 nooutput
hmin = STATS_min_x
# the x axis as wide as the data (a log axis autoscales to whole decades)
set xrange [STATS_min_x / 1.4 : STATS_max_x * 1.4]
stats data using (($2 == hmin) ? $4 : 1/0) nooutput
c2 = STATS_max / hmin**2 / 10
set label 1 sprintf("galpha %s | hht-odae alpha=-0.15 b=0.3 steps alt step_fix=on | %s", rev, label) \
    at screen 0.02, screen 0.03 font ",7" noenhanced
plot data using 2:4 with linespoints lc rgb bc("y") pt bp("y") ps 1.2 lw 1.5 title "||y_n - y(t_n)||_2", \
     data using 2:5 with linespoints lc rgb bc("z") pt bp("z") ps 1.2 lw 1.5 title "||z_n - z(t_n)||_2", \
     data using 2:6 with linespoints lc rgb bc("a") pt bp("a") ps 1.2 lw 1.5 title "||a_n - a(t_n+{/Symbol a}h_{n-1})||_2", \
     c2 * x**2 with lines dt 2 lc rgb C_guide title "slope 2"
