# Engine limits for a board with 2 KiB of SRAM (the Uno: static RAM budget
# 1.5 KiB, the rest for the stack).  A board.mk includes this and adds its
# own lines to BOARD_LIMITS.
#   heaps up to 9999 (the screen shows 4 digits; 16-bit heaps),
#   16 piles, 8 amounts in a sub: rule with a 256-entry table (1 B each),
#     searched for a period at every power-of-two size
#     (NB_SUB_EARLY_PERIOD=0),
#   take-and-break codes of up to 8 digits, their table 256 entries (in the
#     subtraction table's storage: one of the two is in use at a time),
#   graphs: 64 nodes (the 8x8 grid maps; 1 B of RAM per node, the SG
#     value) and 1024 edges (SG values then stay below 45, within
#     NB_MEX_BITS); the map compiler refuses larger maps for such a board;
#     maps bring their SG order from the compiler (NB_GRAPH_KAHN=0) and
#     use the generic SG pass (NB_GRAPH_PACKED_SG=0: 558 B less code),
#   16 NODE=COUNT entries, grundy up to N = 99, 32-character tokens,
#   no explanation line (the screens explain), no file readers.
ENGINE_LIMITS := \
	-DNB_HEAP_MAX=9999 \
	-DNB_MAX_PILES=16 \
	-DNB_SUB_MAX_AMOUNTS=8 \
	-DNB_SUB_TABLE=256 \
	-DNB_SUB_EARLY_PERIOD=0 \
	-DNB_OCTAL_MAX_DIGITS=8 \
	-DNB_OCTAL_TABLE=256 \
	-DNB_GRAPH_MAX_NODES=64 \
	-DNB_GRAPH_MAX_EDGES=1024 \
	-DNB_GRAPH_DIRECT_CSR=0 \
	-DNB_GRAPH_KAHN=0 \
	-DNB_GRAPH_PACKED_SG=0 \
	-DNB_MAX_TERMS=16 \
	-DNB_MEX_BITS=64 \
	-DNB_GRUNDY_MAX=99 \
	-DNB_TOKEN_MAX=32 \
	-DNB_EXPLAIN=0 \
	-DNB_FILE_INPUT=0
