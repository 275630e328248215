#!/bin/sh
# report_browser.t -- the report of `make report` in a real browser: headless
# Chromium loads every page of the report from disk (tools/report_check.html
# reports what the browser sees) and this test compares that with the theory
# documents and the TAP of the run:
#  - the browser loaded every page; no page has a script or loads anything
#    but local files;
#  - the index lists every paper of theory/papers.tsv, links its page and
#    shows it within the screenshot's 2400 pixels (a review's index: lists
#    and links it);
#  - every theory document has its section (id = the document's id) on its
#    page: sNNN.html for seed NNN's documents and errata, library.html for
#    the others;
#  - every figure of a document's front matter is shown in its section and
#    loaded, with its caption (the #caption and #reproduces lines of
#    plots/NAME.gp: the numbers measured, the paper's figure named, or said
#    that there is none);
#  - a claim the run skipped as a long one shows the verdict and the date of
#    make figures' long run ($LONG_DIR/PROGRAM-long.tap);
#  - no theory document has an <em> it does not write with * (a _ subscript
#    taken for emphasis);
#  - every claim of the program's TAP has a verdict cell in the section that
#    says what the TAP says (ok, not ok, SKIP, TODO);
#  - no image and no link is broken (a link's file must be readable and an
#    #id into a page must exist);
#  - a review's report (VARIANT set) shows the variant file on the index and
#    lists each program whose TAP is `1..0 # SKIP` as not applicable, and
#    draws each error-against-h study of a program's TAP (its diagnostics
#    '# LABEL h=H err_BLOCK=E ...'), a line per block;
#  - a screenshot of the index (1280 x 2400) is written and is not blank.
# Run by make check after make report; by hand:
#   make report && prove --exec sh tools/report_browser.t
# Environment: O (build), REPORT_DIR (paper_figs), TAP_DIR ($O/tap), LONG_DIR
# (the long runs' TAP, $O/verify), VARIANT
# (a review's variant file), SCREENSHOT ($O/report-index.png; "none": no
# screenshot), CHROMIUM (chromium), FACTS (a file to keep the browser's facts
# in).  tools/report_selftest.t shows that each check fails on a report that
# breaks it.
set -u
O=${O:-build}
REPORT_DIR=${REPORT_DIR:-paper_figs}
TAP_DIR=${TAP_DIR:-$O/tap}
LONG_DIR=${LONG_DIR:-$O/verify}
VARIANT=${VARIANT:-}
SCREENSHOT=${SCREENSHOT:-$O/report-index.png}
CHROMIUM=${CHROMIUM:-chromium}
WIDTH=1280
HEIGHT=2400
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ ! -f "$REPORT_DIR/index.html" ]; then
  echo "Bail out! no $REPORT_DIR/index.html (run make report)"; exit 1
fi
if ! command -v "$CHROMIUM" >/dev/null 2>&1; then
  echo "Bail out! $CHROMIUM not found (make deps installs Debian's chromium)"; exit 1
fi
field () { sed -n "s/^$1: *//p" "$2" | head -1 | sed 's/^"//; s/"$//'; }
abspath () { (cd "$1" && pwd); }
browser () {   # the common options: headless, a throw-away profile, no GPU
  "$CHROMIUM" --headless --disable-gpu --no-sandbox --no-first-run --hide-scrollbars \
    --user-data-dir="$tmp/profile" "$@" 2>> "$tmp/chromium.log"
}

n=0
fail=0
check () {   # check CONDITION-STATUS DESCRIPTION [EVIDENCE-FILE]
  n=$((n + 1))
  if [ "$1" = 0 ]; then echo "ok $n - $2"
  else
    echo "not ok $n - $2"; fail=1
    [ $# -ge 3 ] && [ -s "$3" ] && head -20 "$3" | sed 's/^/# /'
  fi
}

# --- the browser's view of every page ----------------------------------------
pages=$(cd "$REPORT_DIR" && ls -- *.html | tr '\n' ',' | sed 's/,$//')
dir_url="file://$(abspath "$REPORT_DIR")/"
browser --allow-file-access-from-files --virtual-time-budget=600000 --dump-dom \
  "file://$(abspath tools)/report_check.html?dir=$dir_url&pages=$pages&width=$WIDTH&height=$HEIGHT" \
  > "$tmp/dom"
sed -n '/<pre id="facts">/,/<\/pre>/p' "$tmp/dom" | sed 's/.*<pre id="facts">//; s/<\/pre>.*//' |
  sed 's/&lt;/</g; s/&gt;/>/g; s/&quot;/"/g; s/&nbsp;/ /g; s/&amp;/\&/g' | grep . > "$tmp/facts"
[ -n "${FACTS:-}" ] && cp "$tmp/facts" "$FACTS"
npages=$(echo "$pages" | tr ',' '\n' | grep -c .)
grep '^PAGE' "$tmp/facts" | grep -v '	loaded$' > "$tmp/bad"
grep -q "^DONE	$npages\$" "$tmp/facts" && [ "$(grep -c '	loaded$' "$tmp/facts")" = "$npages" ]
check $? "the browser loaded the $npages pages of $REPORT_DIR ($(echo "$pages" | tr ',' ' '))" "$tmp/bad"
if ! grep -q '^DONE' "$tmp/facts"; then
  echo "# the checker page did not finish; chromium said:"; tail -5 "$tmp/chromium.log" | sed 's/^/# /'
fi
{ grep '^SCRIPT' "$tmp/facts" | grep -v '	0$'; grep '^EXTERNAL' "$tmp/facts"; } > "$tmp/bad"
[ ! -s "$tmp/bad" ]
check $? "no page has a script or loads a resource that is not a local file" "$tmp/bad"

# --- the index: every paper ----------------------------------------------------
# (a review's index shows the variant first: its papers need not fit)
shown=shown within=" and shows it within ${HEIGHT} px"
[ -n "$VARIANT" ] && shown= within=
for seed in $(grep -v '^#' theory/papers.tsv | sed 1d | cut -f1); do
  grep -q "^PAPER	index.html	$seed	$shown" "$tmp/facts" &&
    grep -q "^LINK	index.html	s$seed.html	ok\$" "$tmp/facts"
  status=$?
  grep "^PAPER	index.html	$seed	" "$tmp/facts" > "$tmp/bad" || echo "no element with data-seed=$seed" > "$tmp/bad"
  check $status "index.html lists seed $seed, links s$seed.html$within" "$tmp/bad"
done

# --- every theory document: section, figures, verdicts ---------------------------
library_taps=0
for doc in theory/*.md; do
  prog=$(field verified-by "$doc")
  case $(basename "$doc") in s[0-9]*|errata-*) ;; *)
    [ -n "$prog" ] && [ -f "$TAP_DIR/$(basename "$prog" .c).tap" ] && library_taps=1;; esac
done
for doc in theory/*.md; do
  stem=$(basename "$doc" .md)
  id=$(field id "$doc")
  prog=$(field verified-by "$doc")
  [ -n "$id" ] || id=$stem
  case $stem in
    s[0-9][0-9][0-9]-*) page=${stem%%-*}.html ;;
    errata-s[0-9][0-9][0-9]) page=${stem#errata-}.html ;;
    *) page=library.html ;;
  esac
  if [ "$page" = library.html ] && [ -n "$VARIANT" ] && [ $library_taps = 0 ]; then
    n=$((n + 1)); echo "ok $n - $id # SKIP the review ran none of the library page's programs"; continue
  fi
  grep -q "^SECTION	$page	$id	" "$tmp/facts"
  status=$?
  echo "no section with id $id on $page" > "$tmp/bad"
  check $status "$id ($doc): section on $page" "$tmp/bad"

  figs=$(field figures "$doc" | tr -d "[]" | tr "," " " | tr -s " ")
  if [ -n "$figs" ] && [ -n "$VARIANT" ]; then
    n=$((n + 1)); echo "ok $n - $id: figures # SKIP a review's report shows no figures"
  elif [ -n "$figs" ]; then
    : > "$tmp/bad"
    for f in $figs; do
      grep -q "^IMG	$page	$id	$f	ok	" "$tmp/facts" ||
        { grep "^IMG	$page	$id	$f	" "$tmp/facts" || echo "figure $f: no image in section $id"; } >> "$tmp/bad"
    done
    [ ! -s "$tmp/bad" ]
    check $? "$id: the figures $figs shown and loaded" "$tmp/bad"
    # each figure's caption: shown, its numbers measured, and naming the
    # paper's figure it reproduces (the #reproduces lines of its script)
    : > "$tmp/bad"
    for f in $figs; do
      awk -F '\t' -v page="$page" -v id="$id" -v f="$f" \
        '$1 == "CAPTION" && $2 == page && $3 == id && $4 == f { print $5; exit }' "$tmp/facts" > "$tmp/caption"
      want=$(sed -n 's/^#reproduces *//p' "plots/$f.gp" | tr '\n' ' ' | tr -s ' ' | sed 's/ $//')
      if [ ! -s "$tmp/caption" ]; then echo "figure $f: no caption shown"
      elif [ -z "$want" ]; then echo "figure $f: plots/$f.gp has no #reproduces line"
      elif ! grep -qF -- "$want" "$tmp/caption"; then echo "figure $f: the caption does not say '$want'"
      elif ! printf '%s\n' "$want" | grep -qE '[Ss]eed [0-9]{3}[^.]* Figs?\. [0-9]|[Nn]o figure of the paper'; then
        echo "figure $f: '$want' names no figure of a paper (seed NNN Fig. N) and does not say there is none"
      elif grep -qE '\{(slope|range)|\[(slope|range)' "$tmp/caption"; then
        echo "figure $f: a number of the caption not measured: $(grep -oE '[{[](slope|range)[^]}]*[]}]' "$tmp/caption" | head -1)"
      fi
    done >> "$tmp/bad"
    [ ! -s "$tmp/bad" ]
    check $? "$id: each figure's caption shown, its numbers measured, naming the paper's figure" "$tmp/bad"
  fi

  [ -n "$prog" ] || continue
  tap=$TAP_DIR/$(basename "$prog" .c).tap
  if [ ! -f "$tap" ]; then
    n=$((n + 1)); echo "ok $n - $id: verdicts # SKIP no $tap"; continue
  fi
  if grep -qiE '^1\.\.0 *# *skip' "$tap"; then
    grep -q "^NOTAPPLICABLE	index.html	$(basename "$prog" .c)\$" "$tmp/facts"
    check $? "$id: index.html lists $(basename "$tap") (1..0 # SKIP) as not applicable"
    continue
  fi
  # the TAP's claims and verdicts: "test number ID CLAIM<TAB>verdict" (a
  # claim may have several lines, e.g. one per problem)
  awk '/^(not )?ok / {
         v = /^not / ? "not ok" : "ok"
         if (toupper($0) ~ / # *SKIP/) v = "SKIP"
         if (toupper($0) ~ / # *TODO/) v = "TODO"
         sub(/^(not )?ok */, ""); num = $1; sub(/^[0-9]* *-? */, "")
         print num " " $1 " " $2 "\t" v }' "$tap" > "$tmp/want"
  awk -F '\t' -v page="$page" -v id="$id" \
    '$1 == "VERDICT" && $2 == page && $3 == id { print $4 " " $5 "\t" $6 }' "$tmp/facts" > "$tmp/seen"
  awk -F '\t' 'FILENAME == ARGV[1] { seen[$1] = $2; next }
       !($1 in seen) { print "test " $1 ": no verdict cell (the TAP says " $2 ")"; next }
       seen[$1] != $2 { print "test " $1 ": the cell says " seen[$1] ", the TAP " $2 }' \
    "$tmp/seen" "$tmp/want" > "$tmp/bad"
  [ -s "$tmp/want" ] || echo "no claim in $tap" >> "$tmp/bad"
  [ ! -s "$tmp/bad" ]
  check $? "$id: $(grep -c . "$tmp/want") verdict cells say what $tap says" "$tmp/bad"
  # the claims the run skips as long ones: the verdict of make figures' long
  # run ($O/verify/PROGRAM-long.tap) with its date, beside the SKIP
  long=$LONG_DIR/$(basename "$prog" .c)-long.tap
  if [ -z "$VARIANT" ] && [ -f "$long" ] && grep -qi '# *skip long run' "$tap"; then
    when=$(date -u -r "$long" '+%Y-%m-%d %H:%M UTC')
    awk '/^(not )?ok / && toupper($0) ~ / # *SKIP LONG RUN/ {
           sub(/^(not )?ok *[0-9]* *-? */, ""); print $1 " " $2 }' "$tap" |
    while read -r key; do
      lv=$(awk -v key="$key" '/^(not )?ok / { v = /^not / ? "not ok" : "ok"
             if (toupper($0) ~ / # *SKIP/) v = "SKIP"; if (toupper($0) ~ / # *TODO/) v = "TODO"
             sub(/^(not )?ok *[0-9]* *-? */, ""); if ($1 " " $2 == key) { print v; exit } }' "$long")
      [ -n "$lv" ] || { echo "$key: not in $long"; continue; }
      awk -F '\t' -v page="$page" -v id="$id" -v key="$key" -v lv="$lv" -v when="$when" \
        '$1 == "LONGRUN" && $2 == page && $3 == id && $4 == key { seen = 1
           if ($5 != lv) print key ": the report says " $5 ", the long run " lv
           if (index($6, when) == 0) print key ": the long run'"'"'s date " when " not shown: " $6 }
         END { if (!seen) print key ": no long-run verdict shown" }' "$tmp/facts"
    done > "$tmp/bad"
    [ ! -s "$tmp/bad" ]
    check $? "$id: the long claims show the verdict and date of $long" "$tmp/bad"
  fi
  [ -n "$VARIANT" ] || continue
  # a review: each claim's review verdict in the section and on the index
  awk -F '\t' -v page="$page" -v id="$id" -v prog="$(basename "$prog" .c)" \
    '$1 == "REVIEW" && (($2 == page && $3 == id) || ($2 == "index.html" && $3 == prog)) {
       print $2 " " $4 " " $5 }' "$tmp/facts" > "$tmp/seen"
  awk -F '\t' -v page="$page" 'FILENAME == ARGV[1] { seen[$0] = 1; next }
       { for (p = 0; p < 2; p++) { w = (p ? "index.html" : page) " " $1
           if (!(w in seen)) print "test " $1 ": no review verdict on " (p ? "index.html" : page) } }' \
    "$tmp/seen" "$tmp/want" > "$tmp/bad"
  [ ! -s "$tmp/bad" ]
  check $? "$id: each claim's review verdict on $page and index.html" "$tmp/bad"
  # a review: the variant's error-against-h studies (the TAP's diagnostics
  # '# LABEL h=H err_BLOCK=E ...') drawn, each with a line per block, and
  # beside the paper's setting when it says it is
  grep -E '^#.*\bh= *[0-9./eE+-]+ +err_[A-Za-z0-9_]+=' "$tap" |
    sed -E 's/^# *//; s/ *\bh= *[0-9./eE+-]+ +err_.*$//; s/  +/ /g' | sort -u > "$tmp/studies"
  if [ -s "$tmp/studies" ]; then
    awk -F '\t' -v page="$page" -v id="$id" '$1 == "PLOT" && $2 == page && $3 == id' "$tmp/facts" > "$tmp/plots"
    awk -F '\t' 'FILENAME == ARGV[1] { want[$0] = 1; next }
         { got[$4] = 1; if ($6 < 1) print "study " $4 ": no line of the variant"
           if ($5 == "yes" && $7 < 1) print "study " $4 ": says it shows the paper setting, draws no line of it" }
         END { for (w in want) if (!(w in got)) print "study " w ": not drawn" }' "$tmp/studies" "$tmp/plots" > "$tmp/bad"
    [ ! -s "$tmp/bad" ]
    check $? "$id: the variant's error studies ($(tr '\n' ';' < "$tmp/studies" | sed 's/;$//')) drawn against h" "$tmp/bad"
  fi
done

# --- emphasis: only where the document writes *...* -------------------------------
# the theory documents write subscripts with _ (λ_{n+1}) and emphasis only
# with *: an <em> whose text the document does not open with * is a stray
# one (pandoc took a _ subscript for emphasis)
awk -F '\t' '$1 == "EM" { print $3 "\t" $4 }' "$tmp/facts" | sort -u |
while IFS='	' read -r doc text; do
  prefix=$(printf '%s' "$text" | cut -c1-12)
  if [ ! -f "$doc" ]; then echo "$doc: <em>$text</em> in a section of no theory document"
  elif ! grep -qF -- "*$prefix" "$doc"; then
    echo "$doc: <em>$(printf '%s' "$text" | cut -c1-60)</em>, not written *...* in the document"; fi
done > "$tmp/bad"
[ ! -s "$tmp/bad" ]
check $? "no stray emphasis in the theory documents ($(grep -c '^EM' "$tmp/facts") <em>, each written *...*)" "$tmp/bad"

# --- images and links, every page ------------------------------------------------
grep '^IMG' "$tmp/facts" | grep -v '	ok	[^	]*$' > "$tmp/bad"
[ ! -s "$tmp/bad" ]
check $? "no broken image ($(grep -c '^IMG' "$tmp/facts") images)" "$tmp/bad"
grep '^LINK' "$tmp/facts" | grep -v '	ok$' > "$tmp/bad"
[ ! -s "$tmp/bad" ]
check $? "no broken link ($(grep -c '^LINK' "$tmp/facts") distinct links, each page's)" "$tmp/bad"

# --- a review's report -------------------------------------------------------------
if [ -n "$VARIANT" ]; then
  sed -n 's/^VARIANTLINE	index.html	//p' "$tmp/facts" > "$tmp/variant-seen"
  tr '\t' ' ' < "$VARIANT" > "$tmp/variant-want"
  diff "$tmp/variant-want" "$tmp/variant-seen" > "$tmp/bad"
  check $? "index.html shows the variant file $VARIANT" "$tmp/bad"
fi

# --- the screenshot of the index ---------------------------------------------------
if [ "$SCREENSHOT" != none ]; then
  rm -f "$SCREENSHOT"
  mkdir -p "$(dirname "$SCREENSHOT")"
  browser --screenshot="$SCREENSHOT" --window-size=$WIDTH,$HEIGHT "${dir_url}index.html" > /dev/null
  size=$(wc -c < "$SCREENSHOT" 2>/dev/null || echo 0)
  # PNG signature, then the IHDR chunk's width and height (bytes 17-24)
  dims=$(od -An -tu1 -j16 -N8 "$SCREENSHOT" 2>/dev/null |
    awk '{ print $1 * 16777216 + $2 * 65536 + $3 * 256 + $4 "x" $5 * 16777216 + $6 * 65536 + $7 * 256 + $8 }')
  sig=$(od -An -c -j1 -N3 "$SCREENSHOT" 2>/dev/null | tr -d ' ')
  # a blank 1280 x 2400 page compresses to a few kB; the index is hundreds
  [ "$sig" = PNG ] && [ "$dims" = "${WIDTH}x$HEIGHT" ] && [ "$size" -gt 50000 ]
  check $? "screenshot of the index: $SCREENSHOT, PNG ${dims:-?}, $size bytes"
fi

echo "1..$n"
exit $fail
