# Engine limits for a board with 8 KiB of SRAM or more (the Mega 2560 and
# the 1284P handheld).  A board.mk includes this and adds its own lines to
# BOARD_LIMITS (the subtraction table's size, which the RAM decides).
#   heaps up to 9999 (the screen shows 4 digits; 16-bit heaps),
#   32 piles, 16 amounts in a sub: rule (its table searched for a period
#     at every power-of-two size, NB_SUB_EARLY_PERIOD=0, so a periodic set
#     stops within twice the table it needs),
#   take-and-break codes of up to 16 digits, their table 1024 entries
#     (about k*N^2/4 XORs to fill when no period shows: a code with no
#     period costs the whole table once),
#   graphs up to the judge's limits: 1000 nodes (1 B of SG each), 10000
#     edges (SG values then stay <= 140: K(K+1)/2 <= 10000, so 192 mex bits
#     hold them, and SG tables stay 1 B per entry); maps bring their SG
#     order from the compiler (NB_GRAPH_KAHN=0) and their own graph source
#     (NB_GRAPH_DIRECT_CSR=0),
#   32 NODE=COUNT entries, grundy up to N = 999, 32-character tokens,
#   no misere search (misere:RULE; misere Nim is its own rule),
#   no explanation line (the screens explain), no commands' usages (the
#   console's help lists names and arguments), no file readers,
#   console lines up to 255 characters (room for 32 entries).
ENGINE_LIMITS := \
	-DNB_HEAP_MAX=9999 \
	-DNB_MAX_PILES=32 \
	-DNB_SUB_MAX_AMOUNTS=16 \
	-DNB_SUB_EARLY_PERIOD=0 \
	-DNB_OCTAL_MAX_DIGITS=16 \
	-DNB_OCTAL_TABLE=1024 \
	-DNB_GRAPH_MAX_NODES=1000 \
	-DNB_GRAPH_MAX_EDGES=10000 \
	-DNB_GRAPH_DIRECT_CSR=0 \
	-DNB_GRAPH_KAHN=0 \
	-DNB_MAX_TERMS=32 \
	-DNB_MEX_BITS=192 \
	-DNB_GRUNDY_MAX=999 \
	-DNB_MISERE_TABLE=0 \
	-DNB_TOKEN_MAX=32 \
	-DNB_EXPLAIN=0 \
	-DNB_COMMAND_USAGE=0 \
	-DNB_FILE_INPUT=0 \
	-DCONSOLE_LINE_MAX=256
