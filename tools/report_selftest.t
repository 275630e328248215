#!/bin/sh
# report_selftest.t -- tools/report_browser.t can fail, and tools/report.py
# writes a review's report:
#  (a) a report written like make report's, then broken on purpose (a
#      section's id renamed, a figure's image and a TAP file link pointing at
#      files that do not exist, a figure dropped, a verdict cell removed and
#      another one changed, a paper removed from the index, a script and a
#      network stylesheet added, an <em> put into a theory document's section,
#      a caption's paper figure removed, a long claim's verdict changed):
#      report_browser.t must fail, on exactly the
#      checks these break, and name what is broken;
#  (b) a review's report from a hand-made review directory (what `galpha
#      review --variant FILE --out DIR` writes: one TAP file per program,
#      summary.tsv): a claim that holds, one that fails, one whose hypothesis
#      the variant violates, a program that does not apply; report_browser.t
#      must pass on it, and the browser must see the review's verdicts.
# The pages go to $O/report-selftest/.  Needs $O/tap (make verify-run) and
# $O/figure-data.tsv (make report); run by make report-check.
set -u
O=${O:-build}
REPORT_PYTHON=${REPORT_PYTHON:-/usr/bin/python3}
dir=$O/report-selftest
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for f in "$O/tap/s000_thm_4_1.tap" "$O/tap/s000_thm_6_1.tap" "$O/tap/s004_sec_5.tap" "$O/figure-data.tsv"; do
  [ -f "$f" ] || { echo "Bail out! $f missing (make report writes it)"; exit 1; }
done
rm -rf "$dir"
mkdir -p "$dir"
n=0
fail=0
check () {   # check STATUS DESCRIPTION [EVIDENCE-FILE]
  n=$((n + 1))
  if [ "$1" = 0 ]; then echo "ok $n - $2"
  else
    echo "not ok $n - $2"; fail=1
    [ $# -ge 3 ] && [ -s "$3" ] && head -40 "$3" | sed 's/^/# /'
  fi
}

# --- (a) a broken report ------------------------------------------------------------
broken=$dir/broken
# a long run of S004-SEC5 as make figures writes one: the run's TAP without
# its "# SKIP long run" directives
mkdir -p "$dir/long"
sed 's/ # SKIP long run.*$//' "$O/tap/s004_sec_5.tap" > "$dir/long/s004_sec_5-long.tap"
echo selftest-long-revision > "$dir/long/s004_sec_5-long.rev"
"$REPORT_PYTHON" tools/report.py --tap "$O/tap" --out "$broken" --data "$O/data" \
  --figure-data "$O/figure-data.tsv" --long "$dir/long" > /dev/null
check $? "report.py writes the report into $broken"
# edit PAGE SED-SCRIPT: break a page, and say so if the edit did not apply
edit () {
  cp "$broken/$1" "$tmp/before"
  sed -i "$2" "$broken/$1"
  cmp -s "$tmp/before" "$broken/$1" && echo "# report_selftest.t: '$2' changed nothing in $1"
}
edit s000.html 's/<section class="theorem" id="S000-5.2"/<section class="theorem" id="S000-5.2-renamed"/'
edit s000.html 's/src="\([^"]*\)fig7_1\.png"/src="\1fig7_1-removed.png"/'
edit s000.html 's/data-figure="fig7_2"/data-figure="not-fig7_2"/'
edit s000.html 's/\(href="[^"]*\)s000_thm_4_1\.tap"/\1s000_thm_4_1-removed.tap"/g'
edit s000.html 's/class="verdict v-ok" \(data-test="2" data-claim="S000-6.1 C2"\)/class="v-ok" \1/'
edit s000.html 's/\(data-test="1" data-claim="S000-3.1 C1">\)ok</\1not ok</'
edit index.html 's/data-seed="004"/data-seed-removed="004"/'
edit s000.html '0,/<p class="meta">/s//<p class="meta"><em>{n+1} = 0 and λ<\/em>/'
edit s000.html 's/<span class="reproduces">Reproduces seed 000 Fig\. 7\.1[^<]*<\/span>//'
edit s004.html 's/\(data-claim="S004-SEC5 C5" data-verdict="\)ok"/\1not ok"/'
edit index.html 's|</head>|<link rel="stylesheet" href="http://127.0.0.1:9/report.css"><script>document.title = "x"</script></head>|'

REPORT_DIR=$broken SCREENSHOT=none LONG_DIR=$dir/long O=$O sh tools/report_browser.t > "$tmp/out" 2>&1
status=$?
[ $status != 0 ]
check $? "report_browser.t fails on the broken report (exit $status)" "$tmp/out"
# the checks each edit breaks: the description of the failing test, and a
# word of its evidence
while IFS='|' read -r what want evidence; do
  awk -v want="$want" -v ev="$evidence" '
    /^not ok / { hit = (index($0, want) > 0); if (hit) found = 1; next }
    /^ok / { hit = 0 }
    hit && index($0, ev) { named = 1 }
    END { exit !(found && named) }' "$tmp/out"
  check $? "it fails: $what (not ok ... $want, naming $evidence)" "$tmp/out"
done <<'EOF'
a section's id renamed|S000-5.2 (theory/s000-thm-5.2.md): section on s000.html|S000-5.2
the renamed section's verdicts|S000-5.2: 6 verdict cells|no verdict cell
an image pointing at a removed file|no broken image|fig7_1-removed.png
the removed image, in its figure|S000-6.1: the figures|fig7_1-removed.png
a figure dropped|S000-6.1: the figures|figure fig7_2: no image
a link to a removed TAP file|no broken link|s000_thm_4_1-removed.tap
the links to the renamed section|no broken link|no-anchor
a verdict cell removed|S000-6.1: 16 verdict cells|test 2 S000-6.1 C2: no verdict cell
a verdict cell that says what the TAP does not|S000-3.1: 13 verdict cells|the cell says not ok, the TAP ok
a paper removed from the index|index.html lists seed 004|no element with data-seed=004
a script and a network stylesheet|no page has a script|http://127.0.0.1:9/report.css
a stray emphasis|no stray emphasis|{n+1} = 0 and λ</em>, not written
a caption that no longer names its paper's figure|S000-6.1: each figure's caption|figure fig7_1: the caption does not say
a long claim's verdict that is not the long run's|S004-SEC5: the long claims|S004-SEC5 C5: the report says not ok, the long run ok
EOF
# and nothing else fails
grep '^not ok' "$tmp/out" | grep -v -e 'S000-5.2' -e 'no broken image' -e 'S000-6.1: the figures' \
  -e 'no broken link' -e 'S000-6.1: 16 verdict' -e 'S000-3.1: 13 verdict' -e 'lists seed 004' \
  -e 'no page has a script' -e 'no stray emphasis' -e "S000-6.1: each figure's caption" \
  -e 'S004-SEC5: the long claims' > "$tmp/bad"
[ ! -s "$tmp/bad" ]
check $? "report_browser.t fails on nothing else ($(grep -c '^ok' "$tmp/out") checks pass)" "$tmp/bad"

# --- (b) a review's report from a hand-made review directory ----------------------------
review=$dir/review
mkdir -p "$review"
sed 's/^ok 2 - S000-4.1 C2 /not ok 2 - S000-4.1 C2 /' "$O/tap/s000_thm_4_1.tap" > "$review/s000_thm_4_1.tap"
cp "$O/tap/s000_thm_6_1.tap" "$review/s000_thm_6_1.tap"
echo '1..0 # SKIP not applicable: the variant is a ga-nh method, S004-SEC5 integrates nh-newmark' \
  > "$review/s004_sec_5.tap"
echo selftest-revision > "$review/revision"
printf 'program\tclaim\tverdict\tmeasured\tdescription\n' > "$review/summary.tsv"
for f in "$review"/s000_*.tap; do
  awk -v prog="$(basename "$f" .tap)" 'BEGIN { OFS = "\t" }
    /^(not )?ok / {
      v = /^not / ? "fails" : "holds"
      if ($0 ~ /# SKIP hypothesis violated/) v = "hypothesis violated"
      sub(/^(not )?ok +[0-9]+ - /, ""); print prog, $2, v, "", $0 }' "$f"
done >> "$review/summary.tsv"
printf 's004_sec_5\t\tnot applicable\t\tthe variant is a ga-nh method\n' >> "$review/summary.tsv"
printf '# a variant for tools/report_selftest.t\nproblem = jay-nh\nmethod = ga-nh\nrho-inf = 0.5\n' \
  > "$dir/selftest.conf"
"$REPORT_PYTHON" tools/report.py --tap "$review" --out "$review/report" --variant "$dir/selftest.conf" \
  --figure-data "$O/figure-data.tsv" --paper-tap "$O/tap" > /dev/null
check $? "report.py writes the review's report into $review/report"
REPORT_DIR=$review/report TAP_DIR=$review VARIANT=$dir/selftest.conf SCREENSHOT=none FACTS=$tmp/facts O=$O \
  sh tools/report_browser.t > "$tmp/out" 2>&1
check $? "report_browser.t passes on the review's report ($(grep -c '^ok' "$tmp/out") checks)" "$tmp/out"
while IFS='|' read -r what fact; do
  grep -qF "$fact" "$tmp/facts"
  check $? "the browser sees $what" "$tmp/facts"
done <<'EOF'
the claim that fails as 'fails' on the index|REVIEW	index.html	s000_thm_4_1	2	S000-4.1 C2	fails
the failing claim as 'not ok' in its section|VERDICT	s000.html	S000-4.1	2	S000-4.1 C2	not ok
a claim that holds as 'holds'|REVIEW	s000.html	S000-4.1	1	S000-4.1 C1	holds
the violated hypothesis|REVIEW	index.html	s000_thm_6_1	12	S000-6.1 C12	hypothesis violated
the program that does not apply|NOTAPPLICABLE	index.html	s004_sec_5
the rolling disk's errors against h beside the paper's setting|PLOT	s000.html	S000-6.1	rolling-disk	yes	3	3
EOF

echo "1..$n"
exit $fail
