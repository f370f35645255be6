/*
 * limits.h — every size the engine's fixed tables depend on.
 *
 * Each limit has a default suited to the host (at least ten times the classic
 * judge problems' limits).  A board lowers them by passing -DNAME=value from
 * its board.mk; nothing in the engine assumes a limit, every one is checked
 * where input arrives.
 */
#ifndef CORE_LIMITS_H
#define CORE_LIMITS_H

#include <stdint.h>

/* Largest heap any rule accepts (2^63-1 on the host). */
#ifndef NB_HEAP_MAX
#define NB_HEAP_MAX UINT64_C(9223372036854775807)
#endif

/* Most piles in one position. */
#ifndef NB_MAX_PILES
#define NB_MAX_PILES 1000
#endif

/* Most amounts in a `sub:` rule. */
#ifndef NB_SUB_MAX_AMOUNTS
#define NB_SUB_MAX_AMOUNTS 1000
#endif

/* Bits of the mex bitset: one more than the largest SG value a table can hold.
 * A subtraction set of k amounts has SG <= k; a graph of m edges has SG <= K
 * with K(K+1)/2 <= m (447 for 100000 edges). */
#ifndef NB_MEX_BITS
#define NB_MEX_BITS 1024
#endif

/* Bytes of one SG value held in a table (sg_small_t, below): 1 when the
 * mex bitset shows no value can exceed 255. */
#if NB_MEX_BITS <= 256
#define NB_SG_SMALL_BYTES 1
#else
#define NB_SG_SMALL_BYTES 2
#endif

/* Bytes of the game tables' arena (arena.h): the rule in use owns it, as
 * its subtraction table (with the stream buffer and answer cache), its
 * take-and-break table or its graph's SG values.  A board sets it from the
 * RAM its firmware leaves (its profile, docs/boards.md). */
#ifndef NB_ARENA_BYTES
#define NB_ARENA_BYTES (1048576L * NB_SG_SMALL_BYTES)
#endif
/* The arena in table entries. */
#define NB_ARENA_ENTRIES (NB_ARENA_BYTES / NB_SG_SMALL_BYTES)

/* Entries in the subtraction-game SG table (heaps 0..NB_SUB_TABLE-1): the
 * whole arena unless a board says less. */
#ifndef NB_SUB_TABLE
#define NB_SUB_TABLE NB_ARENA_ENTRIES
#endif

/* Heaps past the subtraction table with no period proven are streamed
 * (subtraction.h) up to this heap; beyond it they are refused. */
#ifndef NB_SUB_STREAM_MAX
#if NB_HEAP_MAX < 2147483647L
#define NB_SUB_STREAM_MAX NB_HEAP_MAX
#else
#define NB_SUB_STREAM_MAX 16777215L
#endif
#endif

/* Streamed heaps whose answers (SG value and options' values) are kept in
 * the arena beside the stream buffer, so a position's piles stream once. */
#ifndef NB_SUB_CACHE
#define NB_SUB_CACHE (NB_MAX_PILES < 32 ? NB_MAX_PILES : 32)
#endif

/* Most digits of an octal code (octal:0.d1d2...dk): removals of 1..k
 * tokens. */
#ifndef NB_OCTAL_MAX_DIGITS
#define NB_OCTAL_MAX_DIGITS 16
#endif

/* Entries of an octal game's SG table (heaps 0..NB_OCTAL_TABLE-1).  It
 * lives in the subtraction table's storage (one rule's table at a time),
 * so at most NB_SUB_TABLE: on the host the whole arena, up to 2^20 heaps,
 * filled by the rare heaps' method (NB_OCTAL_RARE) within NB_OCTAL_WORK;
 * the boards set their own, a few hundred values filled split by split
 * (about k*N^2/4 XORs up to N). */
#ifndef NB_OCTAL_TABLE
#define NB_OCTAL_TABLE (NB_SUB_TABLE < 1048576L ? NB_SUB_TABLE : 1048576L)
#endif

/* Rare heaps an octal table may list (octal_rare.c: the sparse space,
 * each heap a value's class is rare in, 4 bytes); 0 leaves the method
 * out (the boards, whose tables take every split). */
#ifndef NB_OCTAL_RARE
#define NB_OCTAL_RARE (NB_OCTAL_TABLE > 4096L ? 65536L : 0)
#endif

/* Most splits an octal table may look at (two values XORed and marked)
 * before it stops growing; a heap past it is refused with how far the
 * table reached.  0: no bound (where NB_OCTAL_RARE is 0, the table's
 * size bounds the work). */
#ifndef NB_OCTAL_WORK
#define NB_OCTAL_WORK (NB_OCTAL_RARE ? 268435456L : 0)
#endif

/* 1: look for a subtraction set's period while its table grows (a rolling
 * hash and Brent's cycle finder), so a large table usually stops early;
 * 0: search value by value at every power-of-two table size and at the
 * full table (the boards: no 32-bit multiplications per value, and it stops
 * within twice the table a period needs; tables up to 4096). */
#ifndef NB_SUB_EARLY_PERIOD
#define NB_SUB_EARLY_PERIOD 1
#endif

/* 1: a hint's computing made faster at a cost in flash (numbers printed
 * with 16-bit division, each pile's SG value kept between the analysis's
 * passes, one table lookup per pile's options, the rule's function read
 * from flash once per run of piles): where the clock is under 16 MHz (the
 * 8 MHz handhelds, whose hints must reach the glass within 16 ms) and on
 * the host, whose tests take this path; 0: the 16 MHz boards, whose
 * flash is the tighter limit. */
#ifndef NB_FAST_HINTS
#if !defined(F_CPU) || F_CPU < 16000000UL
#define NB_FAST_HINTS 1
#else
#define NB_FAST_HINTS 0
#endif
#endif

/* Most nodes and edges of a graph game. */
#ifndef NB_GRAPH_MAX_NODES
#define NB_GRAPH_MAX_NODES (NB_ARENA_ENTRIES < 10000L ? NB_ARENA_ENTRIES : 10000)
#endif
#ifndef NB_GRAPH_MAX_EDGES
#define NB_GRAPH_MAX_EDGES 100000L
#endif

/* Most NODE=COUNT terms in a graph position. */
#ifndef NB_MAX_TERMS
#define NB_MAX_TERMS 10000
#endif


/* Positions the misere search's table holds (misere:RULE, misere_search.h:
 * every rule but Nim under misere play, decided by searching the whole
 * game); 0 leaves misere play of those rules out (the boards' profiles). */
#ifndef NB_MISERE_TABLE
#define NB_MISERE_TABLE 524288L
#endif

/* 1: misere:RULE without the search (NB_MISERE_TABLE 0, the boards with
 * room): Bouton's rule on the SG values for take:M, pow2 and half
 * (misere_nimlike.c), outcome tables compiled into program memory for the
 * take-and-break rules board.mk names (misere_table.h, MISERE_TABLES);
 * every other misere:RULE refused.  0: misere Nim only (no search). */
#ifndef NB_MISERE_FLASH
#define NB_MISERE_FLASH 0
#endif
/* misere:RULE is a rule of this build (searched, or from flash). */
#define NB_MISERE_RULES (NB_MISERE_TABLE || NB_MISERE_FLASH)

/* Most tokens a misere search takes: the tokens of the piles that have a
 * move (a position's key takes two bits a token, misere_search.c). */
#ifndef NB_MISERE_TOKENS
#define NB_MISERE_TOKENS 128
#endif

/* Most stones with a move on a map a misere search takes (16 key bits a
 * stone). */
#ifndef NB_MISERE_STONES
#define NB_MISERE_STONES 8
#endif

/* The longest line of play a misere search follows (its stack's frames). */
#ifndef NB_MISERE_DEPTH
#define NB_MISERE_DEPTH 256
#endif

/* Largest N of `grundy RULE N`. */
#ifndef NB_GRUNDY_MAX
#define NB_GRUNDY_MAX 1000000L
#endif

/* 1: `move` can add the human explanation line (the host); 0 leaves that
 * code out (small boards, whose screens explain instead). */
#ifndef NB_EXPLAIN
#define NB_EXPLAIN 1
#endif

/* 1: a position on a built-in grid map may name nodes by their squares
 * (a1, h8) on the console as on the screens, and an unknown map's error
 * lists the maps (maps_lookup.c); 0 leaves that out (the Uno's console:
 * 450 B of code past its budget). */
#ifndef NB_CONSOLE_MAPS
#define NB_CONSOLE_MAPS 1
#endif

/* 1: each command of the command language carries its one-line usage
 * (the host's `help`); 0 leaves the usages out (the boards: the console's
 * `help` lists names and arguments only). */
#ifndef NB_COMMAND_USAGE
#define NB_COMMAND_USAGE 1
#endif

/* 1: the command language has `reply` (nimbox's move as an opponent,
 * core/play.c); 0 leaves play out (the Uno: 5.4 KB of code its flash has
 * no room for). */
#ifndef CAP_PLAY
#error "CAP_PLAY comes from the build's capabilities.h (boards/features.mk)"
#endif

/* 1: level 5 weighs candidates in a lost position (play_score.c); 0: the
 * board plays play_light.c's moves, with no weighing code at all (a board
 * short of flash). */
#ifndef NB_PLAY_WEIGH
#define NB_PLAY_WEIGH 1
#endif

/* 1: the device has the practice mode (the menu's Puzzle: core/puzzle.c,
 * app/ui_puzzle.c); 0 leaves it out (a board whose flash has no room). */
#ifndef CAP_PUZZLE
#error "CAP_PUZZLE comes from the build's capabilities.h (boards/features.mk)"
#endif

/* 1: the graph SG pass reads CSR graphs (graph_csr_source) straight from
 * their arrays, with no indirect call per edge (the host); 0: every graph
 * goes through its source's functions, which is less code (small boards,
 * whose maps bring their own source). */
#ifndef NB_GRAPH_DIRECT_CSR
#define NB_GRAPH_DIRECT_CSR 1
#endif

/* 1: graphs whose source knows no topological order (CSR graphs read from
 * text: the host) get one found by the engine (Kahn's algorithm, cycle
 * reports); 0 leaves that code out (small boards, whose maps carry their
 * order from the map compiler). */
#ifndef NB_GRAPH_KAHN
#define NB_GRAPH_KAHN 1
#endif

/* 1: packed maps bring their own SG pass (graph_packed.c: no call per
 * node or edge, the large map's SG table about three times as fast as
 * through the generic accessor); 0 leaves that code out (small boards,
 * whose maps are small, use graph.c's pass). */
#ifndef NB_GRAPH_PACKED_SG
#define NB_GRAPH_PACKED_SG 1
#endif

/* 1: the build reads graph files and judge input (graph_read.c, scan.c:
 * the host), so their error sentences are kept; 0 (boards) leaves those
 * sentences out. */
#ifndef NB_FILE_INPUT
#define NB_FILE_INPUT 1
#endif

/* Longest text token (a rule, a file name) the command language accepts. */
#ifndef NB_TOKEN_MAX
#define NB_TOKEN_MAX 32767
#endif

/* Compile-time checks of the limits against the types that hold them. */
#define NB_LIMIT_CHECK(name, cond) typedef char nb_limit_check_##name[(cond) ? 1 : -1]
NB_LIMIT_CHECK(nodes_fit_u16, NB_GRAPH_MAX_NODES >= 1 && NB_GRAPH_MAX_NODES <= 65535);
NB_LIMIT_CHECK(amounts_fit_sg, NB_SUB_MAX_AMOUNTS >= 1 && NB_SUB_MAX_AMOUNTS < NB_MEX_BITS);
NB_LIMIT_CHECK(mex_fits_u16, NB_MEX_BITS <= 65535);
NB_LIMIT_CHECK(graph_sg_below_unset_mark, NB_MEX_BITS != 256);   /* graph.c */
NB_LIMIT_CHECK(grundy_within_heaps, NB_GRUNDY_MAX <= NB_HEAP_MAX);   /* command.c */
NB_LIMIT_CHECK(token_fits_u16, NB_TOKEN_MAX >= 1 && NB_TOKEN_MAX <= 32767);
NB_LIMIT_CHECK(table_positive, NB_SUB_TABLE >= 2 && NB_SUB_TABLE <= NB_ARENA_ENTRIES);
NB_LIMIT_CHECK(graph_in_arena, NB_GRAPH_MAX_NODES <= NB_ARENA_ENTRIES);
NB_LIMIT_CHECK(sub_cache_positive, NB_SUB_CACHE >= 1 && NB_SUB_CACHE <= 255);
NB_LIMIT_CHECK(octal_table_in_sub_table, NB_OCTAL_TABLE >= 2 && NB_OCTAL_TABLE <= NB_SUB_TABLE);
NB_LIMIT_CHECK(octal_digits, NB_OCTAL_MAX_DIGITS >= 1 && NB_OCTAL_MAX_DIGITS <= 64);
NB_LIMIT_CHECK(octal_work_with_rare, NB_OCTAL_WORK == 0 || NB_OCTAL_RARE > 0);
NB_LIMIT_CHECK(octal_rare_in_table, NB_OCTAL_RARE >= 0 && NB_OCTAL_RARE <= NB_OCTAL_TABLE);
NB_LIMIT_CHECK(misere_key, NB_MISERE_TOKENS >= 1 && NB_MISERE_TOKENS <= 255 &&
               NB_MISERE_STONES >= 1 && NB_MISERE_STONES <= 255 && NB_MISERE_DEPTH >= 1);
NB_LIMIT_CHECK(misere_search_or_flash, !(NB_MISERE_TABLE && NB_MISERE_FLASH));
NB_LIMIT_CHECK(small_table_without_early_period, NB_SUB_EARLY_PERIOD || NB_SUB_TABLE <= 4096);

/* A heap size: the narrowest type that holds NB_HEAP_MAX with room for the
 * rules' arithmetic (M+1 of take:M, 2t+1 of half), so a small board keeps
 * small arrays and fast arithmetic. */
#if NB_HEAP_MAX < 32767
typedef uint16_t heap_t;
#elif NB_HEAP_MAX < 2147483647L
typedef uint32_t heap_t;
#else
typedef uint64_t heap_t;
#endif
/* A Sprague-Grundy value of one pile (plain Nim makes it as large as a heap). */
typedef heap_t sg_t;

/* Any number the engine parses, prints or reports in an error: 32 bits on
 * boards whose heaps fit, so no 64-bit arithmetic is linked there. */
#if NB_HEAP_MAX < 2147483647L
typedef uint32_t nb_uint_t;
#define NB_UINT_MAX UINT32_MAX
#else
typedef uint64_t nb_uint_t;
#define NB_UINT_MAX UINT64_MAX
#endif
/* The limit an error reports ("at most %l", error.h): a board limit
 * (heaps, piles, terms, amounts, digits, nodes, tables, characters: each
 * a constant the compiler checks fits) or, where files are read, any
 * number; so where no files are read, a heap's type holds it, and a
 * board of 16-bit heaps passes 16-bit limits. */
#if NB_FILE_INPUT
typedef nb_uint_t nb_limit_t;
#else
typedef heap_t nb_limit_t;
#endif
/* A graph node number. */
typedef uint16_t node_t;
/* A small SG value held in a table (subtraction or graph); a byte when the
 * board's mex bitset shows no value can exceed 255. */
#if NB_SG_SMALL_BYTES == 1
typedef uint8_t sg_small_t;
#else
typedef uint16_t sg_small_t;
#endif

#endif
