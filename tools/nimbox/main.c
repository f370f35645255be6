/*
 * main.c — `nimbox`, the engine on the command line (cli.c dispatches).
 */
#include "tools/nimbox/cli.h"

int main(int argc, char **argv)
{
    return cli_main(argc, argv);
}
