# s001_fig2.gp -- seed 001, Fig. 2: as Fig. 1 without the corrections
# (15)-(16): y and z stay at order 2 (on soi2-test only: its two velocity
# constraints fix z), a and lambda fall to order 1, psi too but only below
# h ~ 1e-3 (its pairwise slope falls from 2 to 1 over the range).  x axis:
# the paper's h = H, the pair length, H = 1/5 .. 1/5120.
# Data: verify/s001_sec_7 (columns H steps err_y err_z err_a err_lambda err_psi).
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption As s001_fig1 without the corrections (15)-(16), H = {range}. Least-squares slopes over the
#caption 4 finest H ({range:4}): y {slope:err_y:4}, z {slope:err_z:4}, a {slope:err_a:4}, λ
#caption {slope:err_lambda:4}, ψ {slope:err_psi:4} (ψ's pairwise slope falls from 2 to 1 over the
#caption range; over all H {slope:err_psi}).
#reproduces Reproduces seed 001 Fig. 2: y and z stay at order 2 on soi2-test only because its two
#reproduces velocity constraints fix z.
load "plots/common.gp"
set title "Seed 001 Fig. 2: ga-soi2, {/Symbol r}_{/Symbol \245} = 0.2, steps h/3, 2h/3, without (15)-(16)"
set xlabel "h (length of a pair of steps h/3, 2h/3)"
set ylabel "global error at t = 1 (2-norm)"
set key bottom right
# slope guides through the finest points, shifted down a decade: 1 for a, 2 for y
stats data using 1:3 nooutput
hmin = STATS_min_x
# the x axis as wide as the data (a log axis autoscales to whole decades)
set xrange [STATS_min_x / 1.4 : STATS_max_x * 1.4]
stats data using (($1 == hmin) ? $3 : 1/0) nooutput
c2 = STATS_max / hmin**2 / 10
stats data using (($1 == hmin) ? $5 : 1/0) nooutput
c1 = STATS_max / hmin / 10
set label 1 sprintf("galpha %s | ga-soi2 rho_inf=0.2 m_alpha=previous steps alt step_fix=off | %s", rev, label) \
    at screen 0.02, screen 0.03 font ",7" noenhanced
plot data using 1:3 with linespoints lc rgb bc("y") pt bp("y") ps 1.2 lw 1.5 title "||y_n - y(t_n)||_2", \
     data using 1:4 with linespoints lc rgb bc("z") pt bp("z") ps 1.2 lw 1.5 title "||z_n - z(t_n)||_2", \
     data using 1:5 with linespoints lc rgb bc("a") pt bp("a") ps 1.2 lw 1.5 title "||a_{n+{/Symbol a}} - a(t_n+{/Symbol a}h_{n-1})||_2", \
     data using 1:6 with linespoints lc rgb bc("lambda") pt bp("lambda") ps 1.2 lw 1.5 title "||{/Symbol l}_n - {/Symbol l}(t_n)||_2", \
     data using 1:7 with linespoints lc rgb bc("psi") pt bp("psi") ps 1.2 lw 1.5 title "||{/Symbol y}_n - {/Symbol y}(t_n)||_2", \
     c1 * x with lines dt 3 lc rgb C_guide title "slope 1", \
     c2 * x**2 with lines dt 2 lc rgb C_guide title "slope 2"
