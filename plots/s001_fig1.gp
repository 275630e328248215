# s001_fig1.gp -- seed 001, Fig. 1: global errors at t = 1 of ga-soi2 (14),
# CH(rho_inf = 0.2), M_alpha previous, a_alpha = a0, on soi2-test (variant A)
# with steps alternating h/3, 2h/3 and the corrections (15)-(16) (with the
# factor alpha).  x axis: the paper's h = H, the length of a pair of steps,
# H = 1/5 .. 1/5120.  a_{n+alpha} is compared with a(t_n + alpha h_{n-1}),
# h_{n-1} = 2H/3 the last step.
# Data: verify/s001_sec_7 (columns H steps err_y err_z err_a err_lambda err_psi).
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption Global errors at t = 1 of ga-soi2 (14), CH(ρ∞ = 0.2), M_α previous, a started at a0, on
#caption soi2-test (variant A), steps alternating h/3, 2h/3 with the corrections (15)-(16); x axis
#caption the pair length h = H ({range}); a compared with a(t_n + α h_{n-1}). Least-squares slopes
#caption over all H: y {slope:err_y}, z {slope:err_z}, a {slope:err_a}, λ {slope:err_lambda}, ψ
#caption {slope:err_psi}.
#reproduces Reproduces seed 001 Fig. 1 (with the factor α in (15)-(16), errata-s001); y and z, nearly
#reproduces equal, are both visible: z dashed with large open circles, y on top with small open
#reproduces squares.
load "plots/common.gp"
set title "Seed 001 Fig. 1: ga-soi2, {/Symbol r}_{/Symbol \245} = 0.2, steps h/3, 2h/3, with (15)-(16)"
set xlabel "h (length of a pair of steps h/3, 2h/3)"
set ylabel "global error at t = 1 (2-norm)"
set key bottom right
# slope-2 guide through the finest err_y point, shifted down a decade
stats data using 1:3 nooutput
hmin = STATS_min_x
# the x axis as wide as the data (a log axis autoscales to whole decades)
set xrange [STATS_min_x / 1.4 : STATS_max_x * 1.4]
stats data using (($1 == hmin) ? $3 : 1/0) nooutput
c2 = STATS_max / hmin**2 / 10
set label 1 sprintf("galpha %s | ga-soi2 rho_inf=0.2 m_alpha=previous steps alt step_fix=on | %s", rev, label) \
    at screen 0.02, screen 0.03 font ",7" noenhanced
# y and z are 1.5% apart: z first (dashed, large open circles), y on top of it
# (small filled squares), so that both show
plot data using 1:4 with linespoints lc rgb bc("z") pt bp("z") ps 2 lw 1.5 dt 2 title "||z_n - z(t_n)||_2", \
     data using 1:3 with linespoints lc rgb bc("y") pt bp("y") ps 0.9 lw 1.5 title "||y_n - y(t_n)||_2", \
     data using 1:5 with linespoints lc rgb bc("a") pt bp("a") ps 1.2 lw 1.5 title "||a_{n+{/Symbol a}} - a(t_n+{/Symbol a}h_{n-1})||_2", \
     data using 1:6 with linespoints lc rgb bc("lambda") pt bp("lambda") ps 1.2 lw 1.5 title "||{/Symbol l}_n - {/Symbol l}(t_n)||_2", \
     data using 1:7 with linespoints lc rgb bc("psi") pt bp("psi") ps 1.2 lw 1.5 title "||{/Symbol y}_n - {/Symbol y}(t_n)||_2", \
     c2 * x**2 with lines dt 2 lc rgb C_guide title "slope 2"
