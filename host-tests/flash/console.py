"""Opens a serial port (the simulated board's pty; opening it resets the
board into its bootloader, as a real board's port does), waits for the
firmware's banner to end, sends one console command and prints the banner
and the reply.

    python3 console.py PORT COMMAND SECONDS
Exit status 0 when the banner and a reply line came within SECONDS, 1 if not.
"""
import os
import select
import sys
import termios
import time
import tty


def read_until_quiet(fd, quiet, deadline):
    """Bytes until `quiet` seconds pass with none (after at least one)."""
    got, last = b"", None
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.02)
        if ready:
            got += os.read(fd, 4096)
            last = time.monotonic()
        elif last is not None and time.monotonic() - last >= quiet:
            break
    return got


def main():
    port, command, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
    start = time.monotonic()
    deadline = start + seconds
    fd = os.open(port, os.O_RDWR | os.O_NOCTTY)
    tty.setraw(fd)
    attrs = termios.tcgetattr(fd)
    attrs[4] = attrs[5] = termios.B115200
    termios.tcsetattr(fd, termios.TCSANOW, attrs)
    banner = read_until_quiet(fd, 0.3, deadline)
    booted = time.monotonic() - start
    os.write(fd, command.encode() + b"\n")
    reply = read_until_quiet(fd, 0.3, deadline)
    os.close(fd)
    text = lambda b: b.decode("latin-1").replace("\r", "")
    print("banner (%.2f s after the port opened):\n%s" % (booted, text(banner)))
    print("reply to %s:\n%s" % (command, text(reply)))
    return 0 if banner and b"\n" in reply else 1


if __name__ == "__main__":
    sys.exit(main())
