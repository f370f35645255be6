"""flood.py PTY N — N console lines written to the simulator's pty as fast
as it takes them (the client does not honour XON/XOFF: the simulator's
sender does, reading no more from the pty while the firmware has said
XOFF), then every byte read until 2 s of silence.  Prints the XOFF and XON
bytes seen, the reply lines and the error lines (for
host-tests/sim/tools/run.sh)."""
import os
import select
import sys
import time
import tty

pty, n = sys.argv[1], int(sys.argv[2])
fd = os.open(pty, os.O_RDWR | os.O_NOCTTY)
tty.setraw(fd)
lines = [b"grundy sub:1,3,4 60\n", b"move nim 3 4 5\n", b"move dag:rook 62=1\n",
         b"grundy pow2 40\n"]
out = b"".join(lines[i % len(lines)] for i in range(n))
raw = b""
os.set_blocking(fd, False)
sent, last = 0, time.time()
while time.time() - last < 2:
    r, w, _ = select.select([fd], [fd] if sent < len(out) else [], [], 0.2)
    if fd in r:
        raw += os.read(fd, 4096)
        last = time.time()
    if fd in w:
        sent += os.write(fd, out[sent:sent + 256])
        last = time.time()
text = raw.replace(b"\x11", b"").replace(b"\x13", b"").decode(errors="replace")
print("sent %d of %d bytes; xoff %d xon %d; lines %d errors %d" % (
    sent, len(out), raw.count(b"\x13"), raw.count(b"\x11"), text.count("\n"),
    text.count("error")))
