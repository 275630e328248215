# s004_fig3.gp -- seed 004, Fig. 3 (reproduced in kind): the composition
# nh-newmark-comp (h = 0.05) on 100 starts of the chaotic particle with
# energy E* = 3.06 (catalogue T9 recipe, GSL MT19937, seed in the data
# header).  Top: E - E0 of every trajectory; bottom: the ensemble variance.
# Data: verify/s004_sec_5 --long (index 0: t and 100 columns; 1: t mean var).
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption The composition nh-newmark-comp, h = 0.05, on 100 starts of the chaotic particle with
#caption energy E* = 3.06 (GSL MT19937, seed in the data header). Top: E - E0 of every trajectory;
#caption bottom: the ensemble variance of E - E0 against t.
#reproduces Reproduces seed 004 Fig. 3 in kind (the paper's sampling of the starts is lost).
load "plots/common.gp"
set multiplot layout 2,1
unset logscale
set format x "%g"
set format y "%g"
set title "Seed 004 Fig. 3 (in kind): composition, 100 starts of energy 3.06, h = 0.05" font ",9"
set xlabel "t"
set ylabel "E - E_0"
unset key
set bmargin 3
plot for [i=2:101] data index 0 using 1:i with lines lw 0.5 lc rgb sweep("nh-newmark-comp", 1, 2)
set logscale y
set format y "10^{%L}"
set title "ensemble variance of E - E_0" font ",9"
set ylabel "variance"
set bmargin 6
set label 1 sprintf("galpha %s | nh-chaotic nh-newmark-comp h=0.05 | %s", rev, label) at screen 0.02, screen 0.02 font ",7" noenhanced
plot data index 1 using 1:3 with lines lw 1.5 lc rgb mc("nh-newmark-comp")
unset multiplot
