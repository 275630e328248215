## -*- texinfo -*-
## @deftypefn {} {} ref_write_table (@var{outfile}, @var{who}, @var{comments}, @var{hdr}, @var{rows})
## The table writer of the Octave twins (ref_s000_ga_nh ... ref_s004_nh_newmark):
## the lines of the cell array @var{comments}, each behind "# ", the header
## @var{hdr} (a cell array of column names, tab-separated), then every
## matrix of the cell array @var{rows}, one row per line, in the columns
## level (integer), h (%.17g), n (integer) and the rest as %.17g.  Written
## under @var{outfile}.tmp and renamed, so that a failed run leaves no
## partial table; @var{who} names the caller in the errors.
## @end deftypefn
function ref_write_table (outfile, who, comments, hdr, rows)
  tmp = [outfile ".tmp"];
  fid = fopen (tmp, "w");
  if (fid < 0)
    error ("%s: cannot open %s for writing", who, tmp);
  endif
  unwind_protect
    for i = 1:numel (comments)
      fprintf (fid, "# %s\n", comments{i});
    endfor
    fprintf (fid, "%s\n", strjoin (hdr, "\t"));
    fmt = ["%d\t%.17g\t%d" repmat("\t%.17g", 1, numel (hdr) - 3) "\n"];
    for i = 1:numel (rows)
      fprintf (fid, fmt, rows{i}.');
    endfor
  unwind_protect_cleanup
    fclose (fid);
  end_unwind_protect
  [err, msg] = rename (tmp, outfile);
  if (err != 0)
    unlink (tmp);
    error ("%s: cannot rename %s to %s: %s", who, tmp, outfile, msg);
  endif
endfunction
