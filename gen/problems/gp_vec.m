## gp_vec (NAME, N): the column of symbols NAME1 .. NAMEN (empty for N = 0).
function s = gp_vec (name, n)
  if (n == 0)
    s = sym ([]);
    return;
  endif
  c = cell (n, 1);
  for i = 1:n
    c{i} = sprintf ("%s%d", name, i);
  endfor
  s = sym (c);
  s = s(:);
endfunction
