# bench.mk — the benchmarks' part of the Makefile (included by it): the
# judge-format inputs, yardsticks and classic solution, and nimbox's play.

# ---- benchmark --------------------------------------------------------------
BENCH_DIR := build/bench
$(BENCH_DIR)/%: host-tests/bench/%.c
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	$(Q)$(HOST_CC) -O2 -std=c99 -D_POSIX_C_SOURCE=200809L $(WARN) $(filter %.c,$^) -o $@
# the generators share their PRNG and command line, the speed-of-light
# readers their input
$(BENCH_DIR)/gen_uva11927 $(BENCH_DIR)/gen_hdu1536: host-tests/bench/gen_common.c host-tests/bench/gen_common.h
$(BENCH_DIR)/sol_uva11927 $(BENCH_DIR)/sol_hdu1536: host-tests/bench/sol_input.c host-tests/bench/sol_input.h

# the host command against the classic judge solution and speed-of-light
# readers (uva11927, hdu1536; wall-clock and callgrind's instruction counts),
# then the device in the simulator: cycles for boot, hints, rule changes and
# console replies
BENCH_PROGS := gen_uva11927 baseline_uva11927 sol_uva11927 gen_hdu1536 sol_hdu1536
bench: $(HOST_DIR)/nimbox $(addprefix $(BENCH_DIR)/,$(BENCH_PROGS)) firmware $(SIM_BIN)
	@bash host-tests/bench/run.sh $(HOST_DIR)/nimbox $(BENCH_DIR)
	@echo "device ($(BOARD), cycles in simavr at $(patsubst %UL,%,$(F_CPU)) Hz):"
	@$(SIM_BIN) --bench $(AVR_DIR)/nimbox.elf $(BENCH_SCENARIOS)

# nimbox's play: each level's win rate against a perfect and a random
# player over 10000 games per rule family (docs/play.md)
$(BENCH_DIR)/play_bench: host-tests/bench/play_bench.c $(addprefix $(HOST_DIR)/,$(CORE_SRC:.c=.o)) $(HOST_MAPS_OBJ)
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	$(Q)$(HOST_CC) $(HOST_CFLAGS) $^ -o $@
# and each board's strategy: the bench built on the host with the board's
# limits (the objects `make size` builds for its capacity table), for
# every board that plays
$(CAP_DIR)/play_bench: host-tests/bench/play_bench.c $(addprefix $(CAP_DIR)/,$(CORE_SRC:.c=.o)) $(CAP_DIR)/maps.o
	@echo "  CC      $< (the board's limits)"
	$(Q)$(HOST_CC) $(HOST_CFLAGS) $(BOARD_LIMITS) $^ -o $@
play-bench-board: $(if $(filter 0,$(CAP_PLAY)),,$(CAP_DIR)/play_bench)
	@$(if $(filter 0,$(CAP_PLAY)),echo "$(BOARD): does not play (CAP_PLAY := 0)",$(CAP_DIR)/play_bench $(PLAY_BENCH_GAMES) $(BOARD))
PLAY_BENCH_GAMES := 10000
bench: bench-play
bench-play: $(BENCH_DIR)/play_bench
	@$(BENCH_DIR)/play_bench
	@for b in $(BOARDS); do \
	  $(MAKE) --no-print-directory BOARD=$$b play-bench-board || exit 1; done

# the octal tables: nimbox's by the rare heaps against the plain mex
# (octal.sh; docs/engine.md)
bench: bench-octal
bench-octal: $(HOST_DIR)/nimbox $(BENCH_DIR)/plain_octal
	@bash host-tests/bench/octal.sh $(HOST_DIR)/nimbox $(BENCH_DIR)/plain_octal

.PHONY: bench bench-play play-bench-board bench-octal
