# Engine limits for a board with 2 KiB of SRAM (the Uno: static RAM budget
# 1.5 KiB, the rest for the stack).  A board.mk includes this and adds its
# own lines to BOARD_LIMITS.
#   heaps up to 9999 (the screen shows 4 digits; 16-bit heaps),
#   one arena of 576 B for the game tables (NB_ARENA_BYTES: the rule in use
#     owns it): 2048 B less the static data (1050 B without it), the
#     measured peak stack (301 B, `make bench`'s `stack`) and 121 B of
#     margin,
#   16 piles, 16 amounts in a sub: rule with a 576-entry table (1 B each),
#     searched for a period at every power-of-two size and when full
#     (NB_SUB_EARLY_PERIOD=0); past it, heaps are streamed through a
#     buffer and a 16-answer cache at the arena's top (docs/engine.md),
#   take-and-break codes of up to 8 digits, their table 256 entries (in the
#     arena; the cost, about k*N^2/4 XORs, keeps it there),
#   graphs: up to 576 nodes (the arena, 1 B of SG per node; stated here so
#     the map compiler gets it too) and 2048 edges (SG values then stay
#     below 64, within NB_MEX_BITS: K(K+1)/2 <= 2048); the map compiler
#     refuses larger maps for such a board (firmware/maps/large400.dag, 400
#     nodes and 2000 edges, fits: `make MAPS="large400 ..."`);
#     maps bring their SG order from the compiler (NB_GRAPH_KAHN=0) and
#     use the generic SG pass (NB_GRAPH_PACKED_SG=0: 558 B less code),
#   16 NODE=COUNT entries, grundy up to N = 99, 32-character tokens,
#   no misere search (misere:RULE; misere Nim is its own rule),
#   no explanation line (the screens explain), no commands' usages (the
#   console's help lists names and arguments), no file readers.
ENGINE_LIMITS := \
	-DNB_HEAP_MAX=9999 \
	-DNB_MAX_PILES=16 \
	-DNB_SUB_MAX_AMOUNTS=16 \
	-DNB_ARENA_BYTES=576 \
	-DNB_SUB_EARLY_PERIOD=0 \
	-DNB_OCTAL_MAX_DIGITS=8 \
	-DNB_OCTAL_TABLE=256 \
	-DNB_GRAPH_MAX_NODES=576 \
	-DNB_GRAPH_MAX_EDGES=2048 \
	-DNB_GRAPH_DIRECT_CSR=0 \
	-DNB_GRAPH_KAHN=0 \
	-DNB_GRAPH_PACKED_SG=0 \
	-DNB_MAX_TERMS=16 \
	-DNB_MEX_BITS=64 \
	-DNB_GRUNDY_MAX=99 \
	-DNB_MISERE_TABLE=0 \
	-DNB_TOKEN_MAX=32 \
	-DNB_EXPLAIN=0 \
	-DNB_COMMAND_USAGE=0 \
	-DNB_FILE_INPUT=0
