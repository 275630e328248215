# s002_fig5_7.gp -- seed 002, Fig. 5.7: global errors |y3,n - y3(t_n)| and
# |z3,n - z3(t_n)| at t = 2 of hht-odae (3.4), alpha = 0, b = 0, on the pendulum
# (jn-pendulum), against h = 2/N, N = 100 .. 25600 (the paper gives no step
# sizes), measured against RK4 with h = 1e-5 on the underlying ODE.
# Data: verify/s002_fig_5 (columns h N err_y3 err_z3).
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption Global errors |y3,n - y3(t_n)| and |z3,n - z3(t_n)| at t = 2 of hht-odae (3.4), α = 0, b =
#caption 0, on jn-pendulum against h = 2/N ({range}), measured against RK4 with h = 1e-5 on the
#caption underlying ODE. Least-squares slopes: y3 {slope:err_y3}, z3 over the 4 finest h
#caption ({range:4}) {slope:err_z3:4} (over all h {slope:err_z3}).
#reproduces Reproduces seed 002 Fig. 5.7; the paper gives no step sizes (errata-s002 P10).
load "plots/common.gp"
set title "Seed 002 Fig. 5.7: pendulum, HHT {/Symbol a} = 0, b = 0, errors at t = 2"
set xlabel "h"
set ylabel "global error at t = 2"
set key bottom right
stats data using 1:3 nooutput
hmin = STATS_min_x
# the x axis as wide as the data (a log axis autoscales to whole decades)
set xrange [STATS_min_x / 1.4 : STATS_max_x * 1.4]
stats data using (($1 == hmin) ? $3 : 1/0) nooutput
c2 = STATS_max / hmin**2 * 3
set label 1 sprintf("galpha %s | hht-odae alpha=0 b=0 | %s", rev, label) at screen 0.02, screen 0.03 font ",7" noenhanced
plot data using 1:3 with linespoints lc rgb bc("y") pt bp("y") ps 1.2 lw 1.5 title "|y_{3,n} - y_3(t_n)|", \
     data using 1:4 with linespoints lc rgb bc("z") pt bp("z") ps 1.2 lw 1.5 title "|z_{3,n} - z_3(t_n)|", \
     c2 * x**2 with lines dt 2 lc rgb C_guide title "slope 2"
