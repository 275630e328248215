# fig7_2.gp -- seed 000, Fig. 7.2: global errors of ga-nh (2.3) with rho_inf = 0.2
# at t = 10 on the rolling disk (7.2) against h, measured against the committed
# reference (problems/references.c).  Data: the table written by
# verify/s000_thm_6_1 (columns h steps err_y err_z err_psi).
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption Global errors at t = 10 of ga-nh (2.3), ρ∞ = 0.2, on the rolling disk (7.2), against the
#caption committed reference (problems/references.c), h = 0.1·2^-k ({range}); shaded: the range
#caption that the three fits of S000-6.1 C13-C15 share, h up to {header:fit-range-hmax} (y and ψ
#caption alone are fitted over a wider range: each TAP line of C13-C15 names its own).
#caption Least-squares slopes over the 6 finest h ({range:6}): y {slope:err_y:6}, z
#caption {slope:err_z:6}, ψ {slope:err_psi:6}; over the 5 finest ({range:5}): z {slope:err_z:5};
#caption over all h: y {slope:err_y}.
#reproduces Reproduces seed 000 Fig. 7.2, with the corrected form of the method (errata-s000) and
#reproduces errors against a numerical reference rather than an exact solution.
load "plots/common.gp"
set title "Seed 000 Fig. 7.2: generalized-{/Symbol a} (2.3), {/Symbol r}_{/Symbol \245} = 0.2, rolling disk, t = 10"
set xlabel "h"
set ylabel "global error at t = 10 (2-norm)"
set key bottom right
stats data using 1:3 nooutput
hmin = STATS_min_x
# the x axis as wide as the data (a log axis autoscales to whole decades)
set xrange [STATS_min_x / 1.4 : STATS_max_x * 1.4]
stats data using (($1 == hmin) ? $3 : 1/0) nooutput
c2 = STATS_max / hmin**2 / 10
# the asymptotic range the check fitted (S000-6.1 C13-C15), from the data file
hfit = real (system (sprintf ("sed -n 's/^# fit-range-hmax //p' '%s'", data)))
set object 1 rect from graph 0, graph 0 to first hfit * 1.05, graph 1 fc rgb C_shade fs solid noborder behind
set label 2 "order-2 range\n(lsq fit)" at first sqrt (hfit * hmin), graph 0.93 center font ",8"
set label 1 sprintf("galpha %s | ga-nh rho_inf=0.2 m_alpha=explicit a_init=a0 | %s", rev, label) \
    at screen 0.02, screen 0.03 font ",7" noenhanced
plot data using 1:3 with linespoints lc rgb bc("y") pt bp("y") ps 1.2 lw 1.5 title "||y_n - y(t_n)||_2", \
     data using 1:4 with linespoints lc rgb bc("z") pt bp("z") ps 1.2 lw 1.5 title "||z_n - z(t_n)||_2", \
     data using 1:5 with linespoints lc rgb bc("psi") pt bp("psi") ps 1.2 lw 1.5 title "||{/Symbol y}_n - {/Symbol y}(t_n)||_2", \
     c2 * x**2 with lines dt 2 lc rgb C_guide title "slope 2"
