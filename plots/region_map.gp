# region_map.gp -- S003-L1: where the roots of sigma (seed 003 (22)) lie inside
# the unit circle over (alpha_m, alpha_f), gamma from the order condition (20),
# against condition (23) of Lemma 1, for two rules for beta; the zero-stability
# boundary alpha_m = 1/2 and the Chung-Hulbert path (24).
# Data: verify/s003_lemma_1 (alpha_m alpha_f beta cond23 maxmod zero_stable;
# index 0: beta = (1/2 + gamma)^2/4, index 1: beta = 0.6).
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption Where the roots of σ (seed 003 (22)) lie over (α_m, α_f), γ from the order condition (20),
#caption for β = (1/2 + γ)^2/4 and β = 0.6: condition (23) of Lemma 1 holding or failing against
#caption all roots inside the unit circle or not; the zero-stability boundary α_m = 1/2 and the
#caption Chung-Hulbert path (24).
#reproduces No figure of the paper: this project's map of Lemma 1 of seed 003 (S003-L1).
load "plots/common.gp"
if (term eq "pdf") set terminal pdfcairo enhanced font "Helvetica,10" size 12cm,18cm
if (term eq "png") set terminal pngcairo enhanced font "Helvetica,10" size 900,1350
set output out
unset logscale xy
set format x "%g"
set format y "%g"
set xrange [-1:1]
set yrange [-0.5:1]
set xlabel "{/Symbol a}_m"
set ylabel "{/Symbol a}_f"
set key top left box opaque font ",8"
set bmargin 3
# 0: (23) fails, a root on or outside |z| = 1; 1: (23) holds, all roots inside;
# 2: (23) fails, all roots inside; 3: (23) holds, a root outside (Lemma 1 false)
# the region of a point (C_region of common.gp): 1 (23) holds and the roots are inside, 2 (23)
# fails and a root is outside, 3 (23) fails but the roots are inside, 4 (23) holds, a root outside
cat(c, m) = (c == 1 && m < 1) ? 1 : (c == 0 && m >= 1) ? 2 : (c == 0) ? 3 : 4
red(k) = C_red(k)
grn(k) = C_green(k)
blu(k) = C_blue(k)
set multiplot layout 2,1 title "Seed 003 Lemma 1: roots of {/Symbol s}({/Symbol z}) against condition (23), {/Symbol g} = 1/2 + {/Symbol a}_f - {/Symbol a}_m (20)"
set label 1 sprintf("galpha %s | S003-L1 | %s", rev, label) at screen 0.02, screen 0.008 font ",7" noenhanced
set arrow 1 from 0.5, -0.5 to 0.5, 1 nohead dt 2 lw 2 lc rgb C_guide front
set label 2 "zero-stable for {/Symbol a}_m {/Symbol \243} 1/2 (left)" at 0.48, -0.4 right font ",8" front
set parametric
set trange [0:1]
set title "{/Symbol b} = (1/2 + {/Symbol g})^2/4 (the rule of (24))"
plot data index 0 using 1:2:(red(cat($4, $5))):(grn(cat($4, $5))):(blu(cat($4, $5))) with rgbimage notitle, \
     (2 * t - 1) / (t + 1), t / (t + 1) with lines lw 2 lc rgb C_accent title "Chung-Hulbert (24), {/Symbol r}_{/Symbol \245} in [0, 1]", \
     NaN, NaN with boxes fs solid lc rgb C_region(1) title "(23) holds: max |{/Symbol z}'| < 1", \
     NaN, NaN with boxes fs solid lc rgb C_region(2) title "(23) fails: max |{/Symbol z}'| {/Symbol \263} 1"
unset label 1
set bmargin 5
set title "{/Symbol b} = 0.6"
plot data index 1 using 1:2:(red(cat($4, $5))):(grn(cat($4, $5))):(blu(cat($4, $5))) with rgbimage notitle, \
     NaN, NaN with boxes fs solid lc rgb C_region(1) title "(23) holds: max |{/Symbol z}'| < 1", \
     NaN, NaN with boxes fs solid lc rgb C_region(2) title "(23) fails: max |{/Symbol z}'| {/Symbol \263} 1", \
     NaN, NaN with boxes fs solid lc rgb C_region(3) title "(23) fails, roots inside (none)", \
     NaN, NaN with boxes fs solid lc rgb C_region(4) title "(23) holds, a root outside (none)"
unset multiplot
