# vcd-changes.awk — a VCD file as one line per value change:
# "NAME VALUE TIME" (VALUE in binary for vectors, as the file has it;
# TIME in the file's timescale units).  For host-tests/sim/tools/run.sh.
/^\$var / { name[$4] = $5; next }
/^#[0-9]+$/ { t = substr($0, 2); next }
/^b[01xz]+ / { if ($2 in name) print name[$2], substr($1, 2), t; next }
/^[01xz].$/ { a = substr($0, 2, 1); if (a in name) print name[a], substr($0, 1, 1), t }
