# spectral_radius.gp -- S003-SPEC: spectral radius rho of the amplification
# matrix on y'' = -w^2 y against h/T (T = 2 pi / w) for generalized-alpha with
# Chung-Hulbert parameters (seed 003 (24)), HHT-alpha and Newmark; below,
# 1 - rho computed without cancellation, with Exudyn's documented values.
# Data: verify/s003_spectrum_oscillator (h_over_T, then rho and 1 - rho per
# set: ga 0, 0.5, 0.6, 0.8, 0.9, 0.99, 1, hht -0.3, newmark 0.3025/0.6).
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption Spectral radius ρ of the amplification matrix on y'' = −ω² y against h/T (T = 2 π / ω) for
#caption generalized-α with Chung-Hulbert parameters (seed 003 (24), ρ∞ = 0 to 1), HHT-α (α = -0.3)
#caption and Newmark (β = 0.3025, γ = 0.6); below, 1 - ρ computed without cancellation, with
#caption Exudyn's documented values marked.
#reproduces No figure of the paper: this project's check of the spectrum (S003-SPEC), in the manner of
#reproduces the usual ρ(h/T) plots of the generalized-α literature.
load "plots/common.gp"
if (term eq "pdf") set terminal pdfcairo enhanced font "Helvetica,10" size 12cm,17cm
if (term eq "png") set terminal pngcairo enhanced font "Helvetica,10" size 900,1250
set output out
set multiplot layout 2,1 title "Spectral radius on the oscillator: generalized-{/Symbol a} (CH), HHT-{/Symbol a}, Newmark"
set label 1 sprintf("galpha %s | S003-SPEC | %s", rev, label) at screen 0.02, screen 0.008 font ",7" noenhanced
set bmargin 3
unset logscale y
set format y "%g"
set xlabel "h/T"
set ylabel "{/Symbol r}"
set yrange [0:1.05]
set key bottom left box opaque font ",8"
# the ga curves named at their limit rho_inf on the right (their shades are near)
set rmargin 7
do for [r in "0 0.5 0.8 0.9 1"] {
  set label 10 + int(10 * real(r)) sprintf("%s", r) at graph 1, first real(r) offset 0.6, 0 left font ",8" tc rgb mc("ga")
}
plot data using 1:2 with lines lw 2 lc rgb sweep("ga", 1, 7) title "ga {/Symbol r}_{/Symbol \245} = 0", \
     data using 1:4 with lines lw 2 lc rgb sweep("ga", 2, 7) title "ga {/Symbol r}_{/Symbol \245} = 0.5", \
     data using 1:8 with lines lw 2 lc rgb sweep("ga", 4, 7) title "ga {/Symbol r}_{/Symbol \245} = 0.8", \
     data using 1:10 with lines lw 2 lc rgb sweep("ga", 5, 7) title "ga {/Symbol r}_{/Symbol \245} = 0.9", \
     data using 1:14 with lines lw 2 lc rgb sweep("ga", 7, 7) title "ga {/Symbol r}_{/Symbol \245} = 1", \
     data using 1:16 with lines lw 1.5 dt 2 lc rgb mc("hht") title "HHT {/Symbol a} = -0.3", \
     data using 1:18 with lines lw 1.5 dt 4 lc rgb mc("newmark") title "Newmark {/Symbol b} = 0.3025, {/Symbol g} = 0.6"
unset label 1
do for [k = 10:20] { unset label k }
set bmargin 5
set logscale y
set format y "10^{%L}"
set yrange [1e-17:2]
set ylabel "1 - {/Symbol r}"
set key top left box opaque font ",8"
set label 2 "Exudyn: 1.13e-9" at 0.01, 1.13e-9 point pt P_mark ps 1.2 offset 1,-0.8 font ",8"
set label 3 "Exudyn: 1.22e-7" at 0.01, 1.22e-7 point pt P_mark ps 1.2 offset 1,0.8 font ",8"
plot data using 1:3 with lines lw 2 lc rgb sweep("ga", 1, 7) title "ga 0", \
     data using 1:5 with lines lw 2 lc rgb sweep("ga", 2, 7) title "ga 0.5", \
     data using 1:7 with lines lw 1.5 dt 3 lc rgb sweep("ga", 3, 7) title "ga 0.6", \
     data using 1:9 with lines lw 2 lc rgb sweep("ga", 4, 7) title "ga 0.8", \
     data using 1:11 with lines lw 2 lc rgb sweep("ga", 5, 7) title "ga 0.9 (ga 1: 1 - {/Symbol r} = 0)", \
     data using 1:13 with lines lw 1.5 dt 3 lc rgb sweep("ga", 6, 7) title "ga 0.99", \
     data using 1:17 with lines lw 1.5 dt 2 lc rgb mc("hht") title "HHT -0.3", \
     data using 1:19 with lines lw 1.5 dt 4 lc rgb mc("newmark") title "Newmark {/Symbol g} = 0.6 (order 1)", \
     0.5 * (2 * pi * x)**4 * (0.1 / 1.9)**3 with lines dt 2 lw 1 lc rgb C_guide title "({/Symbol W}^4/2)((1-{/Symbol r}_{/Symbol \245})/(1+{/Symbol r}_{/Symbol \245}))^3, 0.9"
unset multiplot
