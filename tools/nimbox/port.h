/*
 * port.h — `nimbox --port DEVICE ...`: the host command asking a board
 * (real, or the simulator's pseudo-terminal) over its serial console.
 */
#ifndef TOOLS_NIMBOX_PORT_H
#define TOOLS_NIMBOX_PORT_H

/* argv[0] is "--port", argv[1] the device; returns the exit status. */
int port_main(int argc, char **argv);

#endif
