#!/usr/bin/python3
"""report.py -- the literate report of `make report`: static HTML pages woven
from the theory documents, the TAP of a verification run and the figures.

  report.py --tap DIR --out DIR [--data DIR] [--figure-data FILE]
            [--stamps DIR] [--long DIR] [--title T] [--variant FILE]

Pages, written into --out: index.html (every paper, one line per theory
document with its status and the claims of the run; the errata; the git
revision and the date of the TAP files), s000.html ... s004.html (one section
per theory document of the seed, id = the document's id: the document as
pandoc renders it, then the verdict of every claim of the run, each measured
number linking to the TAP file it was read from, the data files, and the
document's figures with their PDF and data file) and library.html (the
documents of no paper: library, test problems, references, the Octave twins).

--tap DIR holds one TAP file per verification program, DIR/<program>.tap (the
program's basename, as tools/tap_save.sh writes them; DIR/<program>.rev, or
else DIR/revision, holds the git revision of the run).  --data is the data
directory the programs wrote (default DIR/../data); --figure-data a file of
lines "figure<TAB>data file" (the Makefile's NAME_DATA variables).  With
--variant FILE the pages are those of a review of that variant (`galpha
review --variant FILE --out DIR`): the index shows the variant file and every
claim's verdict; a program whose TAP is `1..0 # SKIP reason` is not applicable;
DIR/summary.tsv (program, claim, verdict, measured, description), if present,
gives the review's verdict words; the figures and data files of the standard
run are not shown.

Under each figure: its caption, the '#caption' and '#reproduces' lines of
plots/NAME.gp, with {slope:COLUMN[:N]} and {range} measured from the figure's
data file as the report is written; then where the figure was drawn, from
make figures' stamp --stamps/NAME.stamp (default DIR/../figures).  A claim
the run skipped as a long one ('# SKIP long run ...') shows the verdict of
make figures' long run, --long/PROGRAM-long.tap (default DIR/../verify), with
its date and revision.  A review's page draws each error-against-h study of
a program (its TAP's diagnostics '# LABEL h=H err_BLOCK=E ...') as an inline
SVG, a line per block, beside the same study of the standard run
(--paper-tap DIR, dashed).  The theory documents write subscripts with `_`:
they reach pandoc escaped (literal_underscores), so that none becomes
emphasis.  Links are relative, so that the pages read from disk; the
pages need no network and no JavaScript.  Markdown becomes HTML by pandoc.
"""
import argparse
import html
import math
import os
import re
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import quote

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
THEORY = os.path.join(REPO, 'theory')
PAPER_FIGS = os.path.join(REPO, 'paper_figs')
LIBRARY_PAGE = 'library.html'
VERDICTS = ('ok', 'not ok', 'SKIP', 'TODO')

esc = html.escape


# --- the inputs ----------------------------------------------------------

class Claim:
    """One TAP line: ok 3 - S000-4.1 C2 text (observed X, want W) # SKIP reason"""

    def __init__(self, line):
        m = re.match(r'^(not )?ok\b\s*(\d*)\s*(?:- )?(.*)$', line)
        desc = m.group(3)
        directive = re.search(r'\s#\s*(SKIP|TODO)\b\s*(.*)$', desc, re.I)
        self.reason = ''
        if directive:
            self.verdict = directive.group(1).upper()
            self.reason = directive.group(2)
            desc = desc[:directive.start()]
        else:
            self.verdict = 'not ok' if m.group(1) else 'ok'
        self.number = m.group(2)
        words = desc.split(None, 2) + ['', '']
        if re.fullmatch(r'C\d+', words[1]):
            self.ident, self.claim, self.text = words[0], words[1], words[2]
        else:
            self.ident, self.claim, self.text = '', '', desc
        self.key = f'{self.ident} {self.claim}'.strip()
        observed = re.search(r'\(observed ([^,()]+)', desc)
        self.measured = observed.group(1).strip() if observed else ''
        wanted = re.search(r' ?\(observed [^()]*?, ((?:want|bound) [^()]*)\)', self.text)
        self.wanted = wanted.group(1) if wanted else ''
        # the text without what the measured and wanted columns show
        self.short = self.text[:wanted.start()] + self.text[wanted.end():] if wanted else self.text


class Tap:
    """The TAP of one program's run, DIR/<program>.tap"""

    def __init__(self, path):
        self.path = path
        self.program = os.path.basename(path)[:-len('.tap')]
        self.claims, self.plan, self.skip_all, self.bail = [], None, None, None
        with open(path, encoding='utf-8', errors='replace') as f:
            for line in f.read().splitlines():
                plan = re.match(r'^1\.\.(\d+)\s*(?:#\s*(.*))?$', line)
                if plan:
                    self.plan = int(plan.group(1))
                    skip = re.match(r'skip\b\s*(.*)', plan.group(2) or '', re.I)
                    if self.plan == 0 and skip:
                        self.skip_all = skip.group(1) or 'skipped'
                elif line.startswith('Bail out!'):
                    self.bail = line[len('Bail out!'):].strip() or 'no reason given'
                elif re.match(r'^(not )?ok\b', line):
                    self.claims.append(Claim(line))
        self.mtime = os.path.getmtime(path)
        self.revision = 'not recorded'
        for rev in (path[:-len('.tap')] + '.rev', os.path.join(os.path.dirname(path), 'revision')):
            if os.path.isfile(rev):
                with open(rev, encoding='utf-8') as f:
                    self.revision = f.read().strip() or self.revision
                break

    def count(self, verdict):
        return sum(1 for c in self.claims if c.verdict == verdict)


def front_matter(text):
    """the YAML front matter's 'key: value' lines (values unquoted, [a, b] as
    lists) and the Markdown after it"""
    if not text.startswith('---\n'):
        return {}, text
    end = text.index('\n---\n', 3)
    fields = {}
    for line in text[4:end].splitlines():
        key, sep, value = line.partition(':')
        if not sep:
            continue
        value = value.strip()
        if value.startswith('"') and value.endswith('"'):
            value = value[1:-1]
        if value.startswith('[') and value.endswith(']'):
            value = [v.strip() for v in value[1:-1].split(',') if v.strip()]
        fields[key.strip()] = value
    return fields, text[end + len('\n---\n'):]


class Doc:
    """A theory document and where it goes in the report"""

    def __init__(self, path):
        self.path = path
        self.stem = os.path.basename(path)[:-len('.md')]
        with open(path, encoding='utf-8') as f:
            self.front, self.body = front_matter(f.read())
        self.id = self.front.get('id') or self.stem
        prog = self.front.get('verified-by')
        self.program = os.path.basename(prog)[:-len('.c')] if prog else None
        paper = re.match(r'^s(\d{3})-', self.stem)
        errata = re.match(r'^errata-s(\d{3})$', self.stem)
        self.seed = paper.group(1) if paper else errata.group(1) if errata else None
        self.kind = 'errata' if errata else 'theorem' if paper and self.program else 'document'
        self.page = f's{self.seed}.html' if self.seed else LIBRARY_PAGE
        self.claims = self.front.get('claims') or []
        self.figures = self.front.get('figures') or []
        heading = re.search(r'^# (.+)$', self.body, re.M)
        self.heading = heading.group(1) if heading else self.stem
        self.tap = None
        self.html = ''

    def order(self):
        # on a page: the theorems in file order (as docs.sh), the errata
        # last; on the library page the documents without a program first
        return (self.kind == 'errata', self.program is not None, self.stem)


def read_papers():
    papers = {}
    with open(os.path.join(THEORY, 'papers.tsv'), encoding='utf-8') as f:
        rows = [line.rstrip('\n').split('\t') for line in f if not line.startswith('#')]
    header = rows[0]
    for row in rows[1:]:
        papers[row[0]] = dict(zip(header, row))
    return papers


def read_summary(tap_dir):
    """DIR/summary.tsv of galpha review (program, claim, verdict, measured,
    description): (program, claim) -> the review's verdict word"""
    path = os.path.join(tap_dir, 'summary.tsv')
    summary = {}
    if not os.path.isfile(path):
        return summary
    with open(path, encoding='utf-8') as f:
        for line in f:
            cols = line.rstrip('\n').split('\t')
            if line.startswith('#') or len(cols) < 3 or cols[:3] == ['program', 'claim', 'verdict']:
                continue
            program = os.path.basename(cols[0])
            summary[(program, cols[1].split()[-1] if cols[1].split() else '')] = cols[2]
    return summary


def read_figure_data(path):
    figure_data = {}
    if path:
        with open(path, encoding='utf-8') as f:
            for line in f:
                cols = line.split()
                if len(cols) == 2 and not line.startswith('#'):
                    figure_data[cols[0]] = cols[1]
    return figure_data


def read_caption(script):
    """the caption block of a figure's script: the lines '#caption TEXT'
    (joined) and '#reproduces TEXT' (the paper's figure and how this one
    differs)"""
    caption, reproduces = [], []
    if os.path.isfile(script):
        with open(script, encoding='utf-8') as f:
            for line in f:
                m = re.match(r'^#(caption|reproduces)(?:\s+(.*))?$', line.rstrip('\n'))
                if m:
                    (caption if m.group(1) == 'caption' else reproduces).append((m.group(2) or '').strip())
    return ' '.join(caption), ' '.join(reproduces)


def read_table(path):
    """the first block of a data file: its column names (the first line
    that is not a comment) and its rows of numbers"""
    names, rows = None, []
    with open(path, encoding='utf-8') as f:
        for line in f:
            if line.startswith('#'):
                continue
            if not line.strip():
                if rows:
                    break
                continue
            cols = line.split()
            if names is None:
                names = cols
                continue
            try:
                rows.append([float(c) for c in cols])
            except ValueError:
                continue
    return names or [], rows


def slope(rows, j, last=None):
    """least-squares slope of log |column j| against log column 0 over the
    rows with both positive and finite (the `last` smallest x only)"""
    pts = sorted((r[0], r[j]) for r in rows if len(r) > j and 0 < r[0] < float('inf')
                 and 0 < r[j] < float('inf'))
    if last:
        pts = pts[:last]
    if len(pts) < 2:
        return None, pts
    xs = [math.log(x) for x, _ in pts]
    ys = [math.log(y) for _, y in pts]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx, pts


def fill_caption(text, data):
    """a caption's measured numbers from the figure's data file:
    {slope:COLUMN} the least-squares slope of log COLUMN against log of the
    first column over all rows, {slope:COLUMN:N} over the N smallest x;
    {range} the first column's range, {range:N} that of its N smallest
    values; {header:KEY} the value of the data file's line '# KEY VALUE'.
    Without the data file each says so."""
    table = None
    pattern = re.compile(r'\{(?:range(?::(\d+))?|slope:([A-Za-z0-9_]+)(?::(\d+))?|header:([A-Za-z0-9_-]+))\}')

    def value(m):
        nonlocal table
        what = m.group(0)[1:-1]
        if data is None or not os.path.isfile(data):
            return f'[{what}: no data file; make figures writes it]'
        if m.group(4):   # {header:KEY}: the value of the data file's line '# KEY VALUE'
            with open(data, encoding='utf-8') as f:
                for line in f:
                    words = line.split()
                    if len(words) >= 3 and words[0] == '#' and words[1] == m.group(4):
                        try:
                            return f'{float(words[2]):.3g}'
                        except ValueError:
                            return words[2]
            return f'[{what}: no line "# {m.group(4)}" in {os.path.basename(data)}]'
        if table is None:
            table = read_table(data)
        names, rows = table
        if m.group(2) is None:   # {range} or {range:N}
            xs = sorted(r[0] for r in rows)
            xs = xs[:int(m.group(1))] if m.group(1) else xs
            return f'{xs[0]:.3g} to {xs[-1]:.3g}' if xs else f'[{what}: no rows]'
        col, last = m.group(2), m.group(3)
        if col not in names:
            return f'[{what}: no column {col} in {os.path.basename(data)}]'
        k, _ = slope(rows, names.index(col), int(last) if last else None)
        return f'{k:.2f}' if k is not None else f'[{what}: fewer than two points]'
    return pattern.sub(value, text)


ERR_LINE = re.compile(r'^#\s*(.*?)\s*\bh=\s*([0-9.eE+-]+(?:/[0-9.eE+-]+)?)\s+((?:err_\w+=\S+\s*)+)')
def block_colours():
    """one colour per block, the figures' own: plots/common.gp's pal_blocks
    and pal_bc (the palette is written once, there); a component (y3, z3,
    lambda1) takes its block's colour"""
    words = {}
    try:
        with open(os.path.join(REPO, 'plots', 'common.gp'), encoding='utf-8') as f:
            for line in f:
                m = re.match(r'^(pal_blocks|pal_bc|C_guide2)\s*=\s*"([^"]*)"', line)
                if m:
                    words[m.group(1)] = m.group(2).split()
    except OSError:
        pass
    colours = dict(zip(words.get('pal_blocks', []), words.get('pal_bc', [])))
    return colours, (words.get('C_guide2') or ['#666666'])[0]


BLOCK_COLOURS, OTHER_COLOUR = block_colours()


def block_name(block):
    """BLOCK as the figures write it: λ and ψ in Greek (lambda1 -> λ1)"""
    return re.sub(r'^(lambda|psi)', lambda m: {'lambda': 'λ', 'psi': 'ψ'}[m.group(1)], block)


def block_colour(block):
    """the colour of BLOCK (err_y, err_y3, err_lambda1 ...): its own, else its
    block's with the component's digits dropped, else the guides' grey"""
    return BLOCK_COLOURS.get(block) or BLOCK_COLOURS.get(re.sub(r'\d+$', '', block)) or OTHER_COLOUR


def error_series(path):
    """the error-against-h studies in a TAP file's diagnostics, lines
    '# LABEL h=H err_BLOCK=E ...' (H may be a fraction 2/100): a list of
    (label, [(h, {block: error})]); a study ends where h stops decreasing"""
    series = []
    if not path or not os.path.isfile(path):
        return series
    with open(path, encoding='utf-8', errors='replace') as f:
        for line in f:
            m = ERR_LINE.match(line)
            if not m:
                continue
            try:
                num, _, den = m.group(2).partition('/')
                h = float(num) / float(den) if den else float(num)
                errs = {k: float(v) for k, v in re.findall(r'err_(\w+)=(\S+)', m.group(3))}
            except ValueError:
                continue
            label = re.sub(r'\s+', ' ', m.group(1)).strip()
            if series and series[-1][0] == label and h < series[-1][1][-1][0]:
                series[-1][1].append((h, errs))
            else:
                series.append((label, [(h, errs)]))
    return [(label, pts) for label, pts in series if len(pts) >= 2]


def svg_error_plot(title, variant, paper, width=420, height=300):
    """an inline SVG: log10 error against log10 h, one colour per block, the
    variant's study solid with points, the paper setting's dashed"""
    pts = [(h, e) for study in (variant, paper) if study for h, errs in study
           for e in errs.values() if h > 0 and 0 < e < float('inf')]
    if not pts:
        return ''
    lx = [math.log10(h) for h, _ in pts]
    ly = [math.log10(e) for _, e in pts]
    x0, x1 = math.floor(min(lx)), math.ceil(max(lx))
    y0, y1 = math.floor(min(ly)), math.ceil(max(ly))
    x1, y1 = max(x1, x0 + 1), max(y1, y0 + 1)
    left, right, top, bottom = 52, 96, 26, 34
    def px(x):
        return left + (x - x0) / (x1 - x0) * (width - left - right)
    def py(y):
        return top + (y1 - y) / (y1 - y0) * (height - top - bottom)
    out = [f'<svg class="error-plot" xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" role="img" aria-label="{esc(title)}" '
           'font-family="DejaVu Sans, sans-serif">',
           f'<text x="{width / 2:.0f}" y="14" text-anchor="middle" font-size="11">{esc(title)}</text>',
           f'<rect x="{left}" y="{top}" width="{width - left - right}" height="{height - top - bottom}" '
           'fill="none" stroke="#888"/>']
    for d in range(x0, x1 + 1):
        out.append(f'<text x="{px(d):.1f}" y="{height - bottom + 13}" text-anchor="middle" font-size="9">1e{d}</text>')
    for d in range(y0, y1 + 1, max(1, (y1 - y0) // 8)):
        out.append(f'<text x="{left - 4}" y="{py(d) + 3:.1f}" text-anchor="end" font-size="9">1e{d}</text>')
    out.append(f'<text x="{(left + width - right) / 2:.0f}" y="{height - 4}" text-anchor="middle" '
               'font-size="10">h</text>')
    blocks = list(dict.fromkeys(b for study in (variant, paper) if study for _, errs in study for b in errs))
    for i, block in enumerate(blocks):
        colour = block_colour(block)
        for study, dash in ((paper, ' stroke-dasharray="4 3"'), (variant, '')):
            line = [(math.log10(h), math.log10(errs[block])) for h, errs in study or []
                    if block in errs and h > 0 and 0 < errs[block] < float('inf')]
            if len(line) < 2:
                continue
            coords = ' '.join(f'{px(x):.1f},{py(y):.1f}' for x, y in line)
            kind = 'paper' if dash else 'variant'
            out.append(f'<polyline data-block="{esc(block)}" data-study="{kind}" points="{coords}" fill="none" '
                       f'stroke="{colour}" stroke-width="1.5"{dash}/>')
            if not dash:
                out += [f'<circle cx="{px(x):.1f}" cy="{py(y):.1f}" r="2.2" fill="{colour}"/>' for x, y in line]
        ly_ = top + 10 + 13 * i
        out.append(f'<line x1="{width - right + 8}" y1="{ly_}" x2="{width - right + 26}" y2="{ly_}" '
                   f'stroke="{colour}" stroke-width="2"/><text x="{width - right + 30}" y="{ly_ + 3}" '
                   f'font-size="10">{esc(block_name(block))}</text>')
    out.append(f'<text x="{width - right + 8}" y="{top + 20 + 13 * len(blocks)}" font-size="9">solid: variant</text>')
    if paper:
        out.append(f'<text x="{width - right + 8}" y="{top + 32 + 13 * len(blocks)}" font-size="9">'
                   'dashed: paper</text>')
    out.append('</svg>')
    return '\n'.join(out)


def read_stamp(path):
    stamp = {}
    if os.path.isfile(path):
        with open(path, encoding='utf-8') as f:
            for line in f:
                key, _, value = line.rstrip('\n').partition('\t')
                stamp[key] = value
    return stamp


def git(*args):
    try:
        out = subprocess.run(['git', '-C', REPO, *args], capture_output=True, text=True, check=True)
        return out.stdout.strip() or 'unknown'
    except (OSError, subprocess.CalledProcessError):
        return 'unknown'


# --- rendering -------------------------------------------------------------

LIST_ITEM = re.compile(r'^\s{0,3}(?:[-+*]|\d{1,9}[.)])\s')
# what the text keeps as it is: a code span (a run of backticks to the same
# run, within a paragraph), an autolink or HTML tag, a link's destination
KEEP = re.compile(r'(`+)(?:.|\n)*?(?<!`)\1(?!`)|<[A-Za-z/!][^<>]*>|\]\([^()\s]*\)')


def escape_text(text):
    # `_` a character, and `(*)`, a label of an equation, too
    return re.sub(r'(?<!\\)_', r'\\_', text).replace('(*)', '(\\*)')


def escape_underscores(text):
    pieces, last = [], 0
    for k in KEEP.finditer(text):
        pieces += [escape_text(text[last:k.start()]), k.group(0)]
        last = k.end()
    return ''.join(pieces) + escape_text(text[last:])


def literal_underscores(markdown):
    """the Markdown with every `_` of the text escaped (`\\_`), so that pandoc
    reads it as a character: the theory documents write subscripts with it
    (λ_{n+1}, α_m < α_f) and emphasis only with `*`.  In GitHub's Markdown
    (and CommonMark) no reader extension turns `_` emphasis off, and `_{`
    after a letter, or `_` after a letter and before a space, opens or closes
    emphasis, so that whole sentences turned italic and the subscripts
    vanished.  Code stays as it is: fenced blocks, indented blocks (outside
    a list), code spans (also across the lines of a paragraph), autolinks,
    HTML tags and link destinations."""
    out, para = [], []
    fence, in_code, in_list, blank = None, False, False, True

    def flush():
        if para:
            out.extend(escape_underscores('\n'.join(para)).split('\n'))
            para.clear()
    for line in markdown.split('\n'):
        stripped = line.lstrip()
        code = False
        if fence:
            code = True
            if stripped.startswith(fence):
                fence = None
        elif re.match(r'^\s{0,3}(```+|~~~+)', line):
            fence = re.match(r'^\s{0,3}(```+|~~~+)', line).group(1)
            code = True
        elif not stripped:
            blank = True
        else:
            if not (line.startswith('    ') or line.startswith('\t')):
                in_code = False
                in_list = bool(LIST_ITEM.match(line)) or (in_list and not blank)
            elif (blank or in_code) and not in_list:
                in_code = True
            blank = False
            code = in_code
        if code or not stripped:
            flush()
            out.append(line)
        else:
            para.append(line)
    flush()
    return '\n'.join(out)


class Report:
    def __init__(self, args):
        self.tap_dir = os.path.abspath(args.tap)
        self.out = os.path.abspath(args.out)
        self.data_dir = os.path.abspath(args.data or os.path.join(self.tap_dir, '..', 'data'))
        self.variant = args.variant
        self.title = args.title or (f'galpha: review of the variant {os.path.basename(args.variant)}'
                                    if args.variant else 'galpha: verification report')
        self.figure_data = read_figure_data(args.figure_data)
        self.stamps = os.path.abspath(args.stamps or os.path.join(self.tap_dir, '..', 'figures'))
        self.long_dir = os.path.abspath(args.long or os.path.join(self.tap_dir, '..', 'verify'))
        self.paper_tap = os.path.abspath(args.paper_tap) if args.paper_tap else None
        self.summary = read_summary(self.tap_dir) if self.variant else {}
        self.papers = read_papers()
        with open(os.path.join(REPO, 'tools', 'report.css'), encoding='utf-8') as f:
            self.css = f.read()
        self.docs = sorted((Doc(os.path.join(THEORY, name)) for name in os.listdir(THEORY)
                            if name.endswith('.md')), key=lambda d: (d.page, d.order()))
        self.by_path = {d.path: d for d in self.docs}
        self.taps = {}
        self.long_taps = {}
        for name in sorted(os.listdir(self.tap_dir)):
            if name.endswith('.tap'):
                tap = Tap(os.path.join(self.tap_dir, name))
                self.taps[tap.program] = tap
        for d in self.docs:
            d.tap = self.taps.get(d.program) if d.program else None
        self.pages = [f's{seed}.html' for seed in sorted(self.papers)]
        # the library page: always in the standard report; in a review only
        # if it ran one of its programs
        if not self.variant or any(d.tap for d in self.docs if d.page == LIBRARY_PAGE):
            self.pages.append(LIBRARY_PAGE)
        self.revision = git('describe', '--always', '--dirty')
        self.run_name = 'this review' if self.variant else 'last run'

    # paths and links: relative to the output directory
    def rel(self, path):
        return quote(os.path.relpath(path, self.out).replace(os.sep, '/'))

    def shown(self, path):
        return os.path.relpath(path, REPO) if path.startswith(REPO + os.sep) else path

    def link(self, path, text=None, title=None):
        t = f' title="{esc(title)}"' if title else ''
        return f'<a href="{self.rel(path)}"{t}>{esc(text if text is not None else self.shown(path))}</a>'

    # the document, by pandoc, with its links made relative to the page
    def render(self, doc):
        body = re.sub(r'^## Measured \(last run.*?(?=^## |\Z)', '', doc.body, flags=re.M | re.S)
        try:
            out = subprocess.run(['pandoc', '-f', 'gfm', '-t', 'html5', '--wrap=none',
                                  '--shift-heading-level-by=1', f'--id-prefix={doc.id}-'],
                                 input=literal_underscores(body), capture_output=True, text=True)
        except OSError as e:
            sys.exit(f'report.py: cannot run pandoc ({e}; make deps-report installs it)')
        if out.returncode != 0:
            sys.exit(f'report.py: pandoc failed on {doc.path}: {out.stderr.strip()}')
        return re.sub(r'\b(href|src)="([^"]*)"', lambda m: self.relink(doc, m), out.stdout)

    def relink(self, doc, m):
        url = html.unescape(m.group(2))
        if url.startswith('#') or re.match(r'^[A-Za-z][A-Za-z0-9+.-]*:', url):
            return m.group(0)
        path, _, fragment = url.partition('#')
        target = os.path.normpath(os.path.join(os.path.dirname(doc.path), path))
        other = self.by_path.get(target)
        if other and other.page in self.pages:
            new = other.page + '#' + (f'{other.id}-{fragment}' if fragment else other.id)
        else:
            new = self.rel(target) + ('#' + fragment if fragment else '')
        return f'{m.group(1)}="{esc(new)}"'

    def counts(self, doc):
        """the claims of the run in a few words"""
        tap = doc.tap
        if not doc.program:
            return ''
        if tap is None:
            return ('not run by this review' if self.variant
                    else f'no TAP in {self.shown(self.tap_dir)}')
        if tap.skip_all is not None:
            return f'not applicable: {tap.skip_all}'
        ok = sum(1 for c in tap.claims if c.verdict == 'ok')
        words = [f'{ok} of {len(tap.claims)} claims ok']
        words += [f'{tap.count(v)} {v}' for v in VERDICTS[1:] if tap.count(v)]
        missing = self.missing(doc)
        if missing:
            words.append(f'{len(missing)} without a TAP line')
        if tap.bail:
            words.append(f'bailed out: {tap.bail}')
        return ', '.join(words)

    def long_tap(self, program):
        """the TAP of the program's long run (make figures: DIR/<program>-long.tap,
        its revision in <program>-long.rev), or None"""
        if program not in self.long_taps:
            path = os.path.join(self.long_dir, program + '-long.tap')
            self.long_taps[program] = Tap(path) if os.path.isfile(path) else None
        return self.long_taps[program]

    def long_claim(self, tap, claim):
        """a claim the run skipped as long, and the long run's line for it"""
        if claim.verdict != 'SKIP' or self.variant or 'long run' not in claim.reason:
            return None
        ltap = self.long_tap(tap.program)
        found = [c for c in ltap.claims if c.key == claim.key] if ltap else []
        return (found[0], ltap) if found else None

    def missing(self, doc):
        seen = {c.key for c in doc.tap.claims} if doc.tap else set()
        return [c for c in doc.claims if f'{doc.id} {c}' not in seen]

    def review_verdict(self, tap, claim):
        """the review's word for a claim: summary.tsv's, else read from the TAP"""
        derived = {'ok': 'holds', 'not ok': 'fails', 'TODO': 'fails (TODO)'}.get(claim.verdict)
        if claim.verdict == 'SKIP':
            derived = ('hypothesis violated' if claim.reason.lower().startswith('hypothesis violated')
                       else 'skipped')
        given = self.summary.get((tap.program, claim.claim))
        if given is None:
            return derived, derived
        if (given == 'holds' and claim.verdict == 'not ok') or (given == 'fails' and claim.verdict == 'ok'):
            return f'{given} (TAP: {claim.verdict})', 'inconsistent'
        return given, given

    @staticmethod
    def vclass(word):
        return 'v-' + re.sub(r'[^A-Za-z]+', '-', word.split(' (')[0]).strip('-')

    def claims_table(self, doc):
        tap = doc.tap
        src = self.shown(tap.path)
        head = ['claim', 'verdict'] + (['review'] if self.variant else []) + \
            ['measured', 'wanted', 'what the program checks']
        rows = []
        for c in tap.claims:
            cells = [f'<td>{esc(c.claim if c.ident == doc.id else c.key or "?")}</td>',
                     f'<td class="verdict {self.vclass(c.verdict)}" data-test="{esc(c.number)}" '
                     f'data-claim="{esc(c.key)}">'
                     f'{esc(c.verdict)}</td>']
            if self.variant:
                word, cls = self.review_verdict(tap, c)
                cells.append(f'<td class="review {self.vclass(cls)}" data-test="{esc(c.number)}" '
                             f'data-claim="{esc(c.key)}">{esc(word)}</td>')
            number = self.link(tap.path, c.measured, f'from {src}, revision {tap.revision}') \
                if c.measured else ''
            text = esc(c.short + (f' — {c.verdict}: {c.reason}' if c.reason else ''))
            wanted = esc(c.wanted)
            long_claim = self.long_claim(tap, c)
            if long_claim:
                lc, ltap = long_claim
                when = time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime(ltap.mtime))
                lsrc = self.shown(ltap.path)
                number = self.link(ltap.path, lc.measured, f'from {lsrc}, revision {ltap.revision}') \
                    if lc.measured else ''
                wanted = esc(lc.wanted)
                text += (f'<br><span class="long-run {self.vclass(lc.verdict)}" data-claim="{esc(c.key)}" '
                         f'data-verdict="{esc(lc.verdict)}">last make figures run ({self.link(ltap.path, lsrc)}, '
                         f'{when}, revision {esc(ltap.revision)}): <b>{esc(lc.verdict)}</b>'
                         f'{" — " + esc(lc.reason) if lc.reason else ""}</span>')
            cells += [f'<td class="measured">{number}</td>', f'<td class="wanted">{wanted}</td>',
                      f'<td>{text}</td>']
            rows.append('<tr>' + ''.join(cells) + '</tr>')
        for claim in self.missing(doc):
            key = f'{doc.id} {claim}'
            rows.append(f'<tr><td>{esc(claim)}</td><td class="verdict v-missing" data-test="-" data-claim="{esc(key)}">'
                        f'missing</td>' + '<td></td>' * (len(head) - 3)
                        + '<td>a claim of the document without a TAP line in the run</td></tr>')
        return ('<table class="claims">\n<tr>' + ''.join(f'<th>{h}</th>' for h in head) + '</tr>\n'
                + '\n'.join(rows) + '\n</table>')

    def data_files(self, doc):
        """the data of a document: the files it names, its figures' and those
        named after it (build/data/<document>-*.dat, the programs' convention)"""
        names = re.findall(r'build/data/([A-Za-z0-9_.+-]+\.dat)\b', doc.body)
        names += [self.figure_data[f] for f in doc.figures if f in self.figure_data]
        if os.path.isdir(self.data_dir):
            names += sorted(n for n in os.listdir(self.data_dir) if n.startswith(doc.stem + '-'))
        return list(dict.fromkeys(names))

    def data_link(self, name, absent):
        path = os.path.join(self.data_dir, name)
        if os.path.isfile(path):
            return self.link(path, name)
        return f'{esc(name)} ({absent})'

    def figure(self, doc, name):
        png = os.path.join(PAPER_FIGS, name + '.png')
        pdf = os.path.join(PAPER_FIGS, name + '.pdf')
        data = self.figure_data.get(name)
        data_text = (self.data_link(data, f'not in {self.shown(self.data_dir)}: make figures writes it')
                     if data else 'no data file named in the Makefile')
        script = os.path.join(REPO, 'plots', name + '.gp')
        caption, reproduces = read_caption(script)
        caption = fill_caption(caption, os.path.join(self.data_dir, data) if data else None)
        stamp = read_stamp(os.path.join(self.stamps, name + '.stamp'))
        if stamp.get('drawn'):
            drawn = (f'drawn {esc(stamp["drawn"])} by make figures at revision {esc(stamp.get("revision", "?"))} '
                     f'(figure id {esc(stamp.get("id", "?"))}: SHA-256 of data and script)')
        else:
            drawn = (f'not drawn in {esc(self.shown(self.stamps))}: the committed file '
                     f'(make figures redraws it)')
        text = (f'<span class="caption-text">{esc(caption)}</span>' if caption
                else '<span class="caption-text missing">no caption in the script</span>')
        text += f' <span class="reproduces">{esc(reproduces)}</span>' if reproduces else ''
        return (f'<figure class="figure" data-figure="{esc(name)}">'
                f'<a href="{self.rel(pdf)}"><img src="{self.rel(png)}" alt="{esc(name)} ({esc(doc.id)})">'
                f'</a>\n<figcaption><p class="caption">{text}</p>\n<p class="figmeta"><b>{esc(name)}</b> · '
                f'{self.link(pdf, "PDF")} · data {data_text} · script {self.link(script)} · {drawn}</p>'
                f'</figcaption></figure>')

    def run_block(self, doc):
        tap = doc.tap
        anchor = f'last-run-{doc.id}'
        parts = [f'<h3 id="{esc(anchor)}">{self.run_name.capitalize()}: {esc(self.counts(doc))}</h3>']
        if tap is None:
            return '\n'.join(parts)
        when = time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime(tap.mtime))
        run = [f'TAP {self.link(tap.path)}, written {when} at revision {esc(tap.revision)}']
        if not self.variant:
            data = [self.data_link(n, f'not in {self.shown(self.data_dir)}') for n in self.data_files(doc)]
            run.append('data ' + ', '.join(data) if data else 'no data file: every number is in the TAP')
        parts.append('<p class="run">' + '; '.join(run) + '.</p>')
        if tap.claims or self.missing(doc):
            parts.append(self.claims_table(doc))
        if doc.figures and not self.variant:
            parts.append('<h4>Figures</h4>\n<div class="figures">\n'
                         + '\n'.join(self.figure(doc, f) for f in doc.figures) + '\n</div>')
        elif doc.figures:
            parts.append('<p>The figures are those of the standard run (make report), not of this variant.</p>')
        if self.variant:
            parts.append(self.error_plots(doc))
        return '\n'.join(parts)

    def error_plots(self, doc):
        """a review: the variant's error-against-h studies of the program
        (its TAP's diagnostics), each beside the same study in the paper's
        setting (the standard run's TAP in --paper-tap), one colour a block"""
        studies = error_series(doc.tap.path)
        if not studies:
            return ''
        paper_path = os.path.join(self.paper_tap, doc.tap.program + '.tap') if self.paper_tap else None
        paper = {}
        for label, pts in error_series(paper_path):
            paper.setdefault(label, []).append(pts)
        seen, plots = {}, []
        for label, pts in studies:
            k = seen.get(label, 0)
            seen[label] = k + 1
            theirs = paper.get(label, [])
            ref = theirs[k] if k < len(theirs) else None
            title = f'{doc.id}: {label or "errors"}' + (f' ({k + 1})' if k else '')
            plots.append(f'<figure class="error-plot" data-error-plot="{esc(label)}" '
                         f'data-paper="{"yes" if ref else "no"}">{svg_error_plot(title, pts, ref)}'
                         f'<figcaption>{esc(label or "errors")}: the variant\'s errors against h, block by block'
                         + (', beside the paper\'s setting (dashed, the standard run\'s '
                            + self.link(paper_path, os.path.basename(paper_path)) + ')' if ref
                            else '; no such study in the standard run\'s TAP')
                         + '</figcaption></figure>')
        return ('<h4>Errors against h</h4>\n<div class="figures">\n' + '\n'.join(plots) + '\n</div>')

    def section(self, doc):
        cls = {'theorem': 'theorem', 'errata': 'errata'}.get(doc.kind, 'document')
        attrs = f' data-program="{esc(doc.program)}"' if doc.program else ''
        html_doc = doc.html
        end = html_doc.find('</h2>')
        if html_doc.startswith('<h2') and end >= 0:
            heading, rest = html_doc[:end + 5], html_doc[end + 5:]
        else:
            heading, rest = f'<h2>{esc(doc.heading)}</h2>', html_doc
        meta = []
        if doc.front.get('status'):
            status = doc.front['status']
            meta.append(f'<span class="status {esc(status)}">{esc(status)}</span>: '
                        f'{esc(doc.front.get("status-reason", ""))}')
        if doc.front.get('source'):
            meta.append(f'Source: {esc(doc.front["source"])}')
        files = [self.link(doc.path)]
        if doc.program:
            files.append('program ' + self.link(os.path.join(REPO, doc.front['verified-by'])))
            files.append(f'<a href="#last-run-{esc(doc.id)}">{self.run_name}: {esc(self.counts(doc))}</a>')
        meta.append(' · '.join(files))
        block = [f'<section class="{cls}" id="{esc(doc.id)}" data-doc="{esc(self.shown(doc.path))}"{attrs}>',
                 heading, '<p class="meta">' + '<br>\n'.join(meta) + '</p>', rest]
        if doc.program:
            block.append(self.run_block(doc))
        block.append('</section>')
        return '\n'.join(block)

    def nav(self):
        names = {LIBRARY_PAGE: 'library, problems, references'}
        links = ['<a href="index.html">index</a>'] + [
            f'<a href="{p}">{names.get(p, "seed " + p[1:4])}</a>' for p in self.pages]
        return '<nav class="pages">' + ' '.join(links) + '</nav>'

    def page(self, title, body):
        return ('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
                f'<title>{esc(title)}</title>\n<style>\n{self.css}</style>\n</head>\n<body>\n'
                f'<header class="report"><h1>{esc(title)}</h1>\n{self.nav()}</header>\n'
                f'{body}\n</body>\n</html>\n')

    def paper_heading(self, seed):
        p = self.papers[seed]
        return f'Seed {seed}: {p["title"]}', f'{p["authors"]}; {p["published"]}'

    def paper_page(self, page):
        docs = [d for d in self.docs if d.page == page]
        if page == LIBRARY_PAGE:
            title, sub = 'The library, the test problems, the references and the Octave twins', \
                'documents that no single paper owns'
        else:
            title, sub = self.paper_heading(page[1:4])
        toc = ['<ul class="contents">'] + [
            f'<li><a href="#{esc(d.id)}">{esc(d.heading)}</a>'
            + (f' — {esc(d.front["status"])}, {esc(self.counts(d))}' if d.program else '') + '</li>'
            for d in docs] + ['</ul>']
        body = [f'<p>{esc(sub)}. {self.run_summary()}</p>', '\n'.join(toc)]
        body += [self.section(d) for d in docs]
        return self.page(title, '\n'.join(body))

    def run_summary(self):
        taps = list(self.taps.values())
        if not taps:
            return f'No TAP in {esc(self.shown(self.tap_dir))}.'
        first, last = (time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime(t))
                       for t in (min(t.mtime for t in taps), max(t.mtime for t in taps)))
        revisions = sorted({t.revision for t in taps})
        return (f'TAP of {len(taps)} programs in {esc(self.shown(self.tap_dir))}/, '
                f'written {first}{" to " + last if last != first else ""} at revision '
                f'{esc(", ".join(revisions))}; pages written at revision {esc(self.revision)}.')

    def index_rows(self, docs):
        status = 'status (standard run)' if self.variant else 'status'
        rows = ['<table class="index">', f'<tr><th>document</th><th>paper result</th><th>{status}</th>'
                f'<th>{self.run_name}</th></tr>']
        for d in docs:
            if d.kind == 'errata':
                continue
            source = re.sub(r'^Seed \d+[^,]*, *', '', d.front.get('source', d.heading))
            status = d.front.get('status', '')
            rows.append(f'<tr><td><a href="{d.page}#{esc(d.id)}">{esc(d.id)}</a></td><td>{esc(source)}</td>'
                        f'<td><span class="status {esc(status)}">{esc(status)}</span></td>'
                        f'<td class="counts">{esc(self.counts(d))}</td></tr>')
        return '\n'.join(rows + ['</table>'])

    def index_page(self):
        claims = [c for t in self.taps.values() for c in t.claims]
        totals = ', '.join(f'{sum(1 for c in claims if c.verdict == v)} {v}' for v in VERDICTS)
        body = [f'<p>{self.run_summary()} {len(claims)} claims: {totals}.</p>']
        if self.variant:
            with open(self.variant, encoding='utf-8') as f:
                text = f.read()
            body += [f'<section id="variant"><h2>The variant: {esc(self.shown(os.path.abspath(self.variant)))}</h2>',
                     f'<pre id="variant-text">\n{esc(text)}</pre></section>',  # the parser drops one leading newline
                     self.review_table()]
        for seed in sorted(self.papers):
            page = f's{seed}.html'
            title, sub = self.paper_heading(seed)
            docs = [d for d in self.docs if d.page == page]
            errata = [f'<a href="{page}#{esc(d.id)}">{esc(d.stem)}.md</a>: {esc(d.heading)}'
                      for d in docs if d.kind == 'errata']
            body += [f'<section class="paper" id="seed-{seed}" data-seed="{seed}">',
                     f'<h2><a href="{page}">{esc(title)}</a></h2>', f'<p>{esc(sub)}</p>',
                     self.index_rows(docs),
                     '<p>Errata: ' + ('; '.join(errata) if errata else 'none') + '</p>', '</section>']
        if LIBRARY_PAGE in self.pages:
            docs = [d for d in self.docs if d.page == LIBRARY_PAGE]
            body += ['<section class="library" id="library-documents">',
                     f'<h2><a href="{LIBRARY_PAGE}">The library, the test problems, the references and '
                     'the Octave twins</a></h2>', self.index_rows(docs), '</section>']
        orphans = sorted(set(self.taps) - {d.program for d in self.docs if d.program})
        if orphans:
            body.append('<p>TAP files without a theory document: ' + ', '.join(
                self.link(self.taps[p].path) for p in orphans) + '</p>')
        return self.page(self.title, '\n'.join(body))

    def review_table(self):
        """the index of a review: every claim's verdict, the programs that do not apply"""
        rows, not_applicable = [], []
        docs = {d.program: d for d in self.docs if d.program}
        for program, tap in self.taps.items():
            doc = docs.get(program)
            where = f'<a href="{doc.page}#{esc(doc.id)}">{esc(doc.id)}</a>' if doc else esc(program)
            if tap.skip_all is not None:
                not_applicable.append(f'<li data-not-applicable="{esc(program)}">{where} '
                                      f'({self.link(tap.path, program + ".tap")}): {esc(tap.skip_all)}</li>')
                continue
            for c in tap.claims:
                word, cls = self.review_verdict(tap, c)
                number = self.link(tap.path, c.measured, f'from {self.shown(tap.path)}, revision {tap.revision}') \
                    if c.measured else ''
                rows.append(f'<tr><td>{where}</td><td>{esc(c.key)}</td>'
                            f'<td class="review {self.vclass(cls)}" data-program="{esc(program)}" '
                            f'data-test="{esc(c.number)}" data-claim="{esc(c.key)}">{esc(word)}</td>'
                            f'<td class="{self.vclass(c.verdict)}">{esc(c.verdict)}</td>'
                            f'<td class="measured">{number}</td><td class="wanted">{esc(c.wanted)}</td>'
                            f'<td>{esc(c.short)}</td></tr>')
        parts = ['<section id="review-verdicts"><h2>Every claim of the review</h2>',
                 '<table class="review"><tr><th>document</th><th>claim</th><th>review</th><th>TAP</th>'
                 '<th>measured</th><th>wanted</th><th>what the program checks</th></tr>', '\n'.join(rows),
                 '</table>',
                 '<h3>Not applicable to this variant</h3>',
                 '<ul>' + ''.join(not_applicable) + '</ul>' if not_applicable else '<p>none</p>', '</section>']
        return '\n'.join(parts)

    def write(self):
        os.makedirs(self.out, exist_ok=True)
        with ThreadPoolExecutor(max_workers=2) as pool:
            for doc, rendered in zip(self.docs, pool.map(self.render, self.docs)):
                doc.html = rendered
        pages = {'index.html': self.index_page()}
        for page in self.pages:
            pages[page] = self.paper_page(page)
        for name, text in pages.items():
            tmp = os.path.join(self.out, f'.{name}.tmp')
            with open(tmp, 'w', encoding='utf-8') as f:
                f.write(text)
            os.replace(tmp, os.path.join(self.out, name))
        # a page of an earlier report that this one does not write
        for name in os.listdir(self.out):
            if re.fullmatch(r'(index|library|s\d{3})\.html', name) and name not in pages:
                os.remove(os.path.join(self.out, name))
        return sorted(pages)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--tap', required=True, help='directory of <program>.tap files')
    ap.add_argument('--out', required=True, help='directory the pages go to')
    ap.add_argument('--data', help='the data directory of the run (default: TAP/../data)')
    ap.add_argument('--figure-data', help='file of "figure<TAB>data file" lines')
    ap.add_argument('--title', help='the title of the index')
    ap.add_argument('--variant', help='the variant file of a galpha review run')
    ap.add_argument('--paper-tap', help="a review: the standard run's TAP directory, whose error "
                    "studies are drawn beside the variant's")
    ap.add_argument('--stamps', help='the stamps of make figures, NAME.stamp (default: TAP/../figures)')
    ap.add_argument('--long', help='the TAP of the long runs of make figures, PROGRAM-long.tap '
                    '(default: TAP/../verify)')
    args = ap.parse_args()
    if not os.path.isdir(args.tap):
        sys.exit(f'report.py: no TAP directory {args.tap} (make verify-run writes one)')
    pages = Report(args).write()
    print(f'report.py: {len(pages)} pages in {args.out}: {" ".join(pages)}')


if __name__ == '__main__':
    main()
