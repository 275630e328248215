# fig7_1.gp -- seed 000, Fig. 7.1: global errors of ga-nh (2.3) with rho_inf = 0.2
# at t = 1 on jay-nh (7.1) against h.  Data: the table written by
# verify/s000_thm_6_1 (columns h steps err_y err_z err_a err_psi).
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption Global errors at t = 1 of ga-nh (2.3), Chung-Hulbert ρ∞ = 0.2, M_α explicit, a started at
#caption a0, on jay-nh (7.1), against h = 0.1·2^-k ({range}), with a slope-2 guide. Least-squares
#caption slopes over all h: y {slope:err_y}, z {slope:err_z}, a(t_n + α h) {slope:err_a}, ψ
#caption {slope:err_psi}.
#reproduces Reproduces seed 000 Fig. 7.1: the same problem, method and four error curves; the h range
#reproduces is this project's (the paper's exact levels are not known).
load "plots/common.gp"
set title "Seed 000 Fig. 7.1: generalized-{/Symbol a} (2.3), {/Symbol r}_{/Symbol \245} = 0.2, jay-nh, t = 1"
set xlabel "h"
set ylabel "global error at t = 1 (2-norm)"
# slope-2 guide through the finest err_y point, shifted down a decade
stats data using 1:3 nooutput
hmin = STATS_min_x
set xrange [STATS_min_x / 1.4 : STATS_max_x * 1.4]
stats data using (($1 == hmin) ? $3 : 1/0) nooutput
c2 = STATS_max / hmin**2 / 10
set label 1 sprintf("galpha %s | ga-nh rho_inf=0.2 m_alpha=explicit a_init=a0 | %s", rev, label) \
    at screen 0.02, screen 0.03 font ",7" noenhanced
plot data using 1:3 with linespoints lc rgb bc("y") pt bp("y") ps 1.2 lw 1.5 title "||y_n - y(t_n)||_2", \
     data using 1:4 with linespoints lc rgb bc("z") pt bp("z") ps 1.2 lw 1.5 title "||z_n - z(t_n)||_2", \
     data using 1:5 with linespoints lc rgb bc("a") pt bp("a") ps 1.2 lw 1.5 title "||a_{n+{/Symbol a}} - a(t_n+{/Symbol a}h)||_2", \
     data using 1:6 with linespoints lc rgb bc("psi") pt bp("psi") ps 1.2 lw 1.5 title "||{/Symbol y}_n - {/Symbol y}(t_n)||_2", \
     c2 * x**2 with lines dt 2 lc rgb C_guide title "slope 2"
