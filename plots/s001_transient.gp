# s001_transient.gp -- our figure for seed 001 Theorem 1 (not one of the
# paper's): the error of a at step n, |a_n - a(t_n + alpha h)|, of ga-soi2 on
# soi2-test (variant A, M_alpha explicit) from a_alpha = a0 (solid) and from
# the exact a(t0 + alpha h) (dashed), h = 1/100 and 1/400, for CH(0.2) (top)
# and CH(0.7) (bottom).  Guides through the a0 error at n = 0: the measured
# decay factor |(gamma-1)/gamma| (thin solid) and the printed r =
# |alpha_m/(1-alpha_m)| (dotted).  For CH, |(gamma-1)/gamma| =
# |1-3 rho|/(3-rho) and r = |2 rho-1|/(2-rho).
# Data: verify/s001_thm_1 (blocks 0-3: CH(0.2) h=1/100, 1/400, CH(0.7) h=1/100,
# 1/400; columns n h err_a_a0 err_a_exact).
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption The error of a at step n, |a_n - a(t_n + α h)|, of ga-soi2 on soi2-test (variant A, M_α
#caption explicit), started from a0 (solid) and from the exact a(t0 + α h) (dashed), h = 1/100 (light) and
#caption 1/400 (dark), CH(0.2) (top) and CH(0.7) (bottom); guides: the measured decay factor |(γ-1)/γ| and
#caption the printed r = |α_m/(1-α_m)|.
#reproduces No figure of the paper: this project's figure for seed 001 Theorem 1 (the transient of a;
#reproduces errata-s001 E1).
load "plots/common.gp"
unset logscale x
set format x "%g"
set xrange [0:20]
set xlabel "step n"
set ylabel "|a_n - a(t_n+{/Symbol a}h)|_2"
set key top right box opaque font ",7"
rg(r) = abs(1 - 3*r) / (3 - r)
rp(r) = abs(2*r - 1) / (2 - r)
set label 1 sprintf("galpha %s | ga-soi2 soi2-test A m_alpha=explicit | %s", rev, label) \
    at screen 0.02, screen 0.02 font ",7" noenhanced
set multiplot layout 2,1
do for [p = 0:1] {
  rho = p == 0 ? 0.2 : 0.7
  b1 = 2*p
  b2 = 2*p + 1
  stats data index b1 using ($1 == 0 ? $3 : 1/0) nooutput
  e1 = STATS_max
  stats data index b2 using ($1 == 0 ? $3 : 1/0) nooutput
  e2 = STATS_max
  set title sprintf("Seed 001 Thm 1 transient: CH(%.1f), |({/Symbol g}-1)/{/Symbol g}| = %.4f, printed r = %.4f", \
      rho, rg(rho), rp(rho))
  set yrange [1e-7:1]
  plot data index b1 using 1:3 with linespoints lc rgb sweep("ga-soi2", 1, 2) pt mp("ga-soi2") ps 0.5 lw 1.5 title "a_{/Symbol a} = a_0, h = 1/100", \
       data index b1 using 1:4 with linespoints lc rgb sweep("ga-soi2", 1, 2) pt mp("ga-soi2") ps 0.5 lw 1.5 dt 2 title "a_{/Symbol a} = a(t_0+{/Symbol a}h), h = 1/100", \
       data index b2 using 1:3 with linespoints lc rgb sweep("ga-soi2", 2, 2) pt mp("ga-soi2") ps 0.5 lw 1.5 title "a_{/Symbol a} = a_0, h = 1/400", \
       data index b2 using 1:4 with linespoints lc rgb sweep("ga-soi2", 2, 2) pt mp("ga-soi2") ps 0.5 lw 1.5 dt 2 title "a_{/Symbol a} = a(t_0+{/Symbol a}h), h = 1/400", \
       e1 * rg(rho)**x with lines lw 1 lc rgb C_guide title "|({/Symbol g}-1)/{/Symbol g}|^n", \
       e1 * rp(rho)**x with lines lw 1 dt 3 lc rgb C_guide title "printed r^n", \
       e2 * rg(rho)**x with lines lw 1 lc rgb C_guide notitle, \
       e2 * rp(rho)**x with lines lw 1 dt 3 lc rgb C_guide notitle
}
unset multiplot
