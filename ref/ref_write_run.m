## -*- texinfo -*-
## @deftypefn {} {} ref_write_run (@var{outfile}, @var{who}, @var{comment}, @var{cols}, @var{R})
## One run of an Octave twin in galpha run's format (the one-run modes of
## ref_s002_hht and ref_s003_ga_i3, read by galpha audit and by ANY C93):
## the line @var{comment} behind "# ", the header t and, for each row
## @{prefix, count@} of the cell array @var{cols}, prefix1 ... prefixcount,
## tab-separated, then the rows of @var{R} in %.17g.  Written under
## @var{outfile}.tmp and renamed, so that a failed run leaves no partial
## file; @var{who} names the caller in the errors.
## @end deftypefn
function ref_write_run (outfile, who, comment, cols, R)
  hdr = {"t"};
  for i = 1:rows (cols)
    hdr = [hdr, arrayfun(@(k) sprintf ("%s%d", cols{i,1}, k), 1:cols{i,2}, ...
                         "UniformOutput", false)];
  endfor
  tmp = [outfile ".tmp"];
  fid = fopen (tmp, "w");
  if (fid < 0)
    error ("%s: cannot write %s", who, tmp);
  endif
  unwind_protect
    fprintf (fid, "# %s\n", comment);
    fprintf (fid, "%s\n", strjoin (hdr, "\t"));
    fmt = [strjoin(repmat ({"%.17g"}, 1, columns (R)), "\t") "\n"];
    fprintf (fid, fmt, R.');
  unwind_protect_cleanup
    fclose (fid);
  end_unwind_protect
  [err, msg] = rename (tmp, outfile);
  if (err != 0)
    unlink (tmp);
    error ("%s: cannot rename %s to %s: %s", who, tmp, outfile, msg);
  endif
endfunction
