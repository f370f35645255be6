# host-tests/fuzz/fuzz.mk — the fuzz harnesses (included by the Makefile).
#
#   make fuzz                  every harness for FUZZ_SECONDS (default 60)
#                              under libFuzzer (clang; installed if missing)
#   make fuzz FUZZ="command graph" FUZZ_SECONDS=300   some of them, longer
#   make fuzz-minimise [FUZZ=...]   the committed corpora shrunk to the
#                              fewest inputs that reach the same code
#
# Each harness is one host-tests/fuzz/*.c (fuzz.h says what they share).
# Two builds of each:
#   build/fuzz/bin/NAME            clang, -fsanitize=fuzzer,address,undefined
#   build/host-check/fuzz/replay-NAME   the host compiler with check's flags
#                              (ASan/UBSan) and replay.c's main(): `make check`
#                              feeds it corpus/NAME/ and crashes/NAME/
# Harnesses with the host's limits: command, the four judge formats
# (fuzz_solve.c built once per format), graph, mapc.  Harnesses with a
# board's limits (its BOARD_LIMITS, board.h and built-in maps, like the
# firmware), one per covering build (FUZZ_BOARDS: COVERING_BUILDS,
# host-tests/check.mk; named by the build folder, BUILD_NAME):
# settings-BOARD, app-BOARD, cuts-BOARD (saves with power cuts inside
# any cell write); a sub-make with BOARD=... builds those, so
# board.mk's variables are that board's.  fuzz_mapc.c chooses among the
# host's and every board's map limits (FUZZ_MAP_LIMITS, generated).  host-tests/fuzz/run.sh runs the fuzzers, adds inputs with new
# coverage to corpus/NAME/ (libFuzzer's -merge=1) and copies every crash,
# hang or leak into crashes/NAME/.

FUZZ_SECONDS ?= 60
FUZZ_CC ?= clang
# (the covering builds, COVERING_BUILDS, with a character LCD: the
# harnesses link the app over the HD44780 seam and its fake controller,
# host-tests/unit/fake_hw.c; an OLED build's app is the same code at
# 21x4, fuzzed here as the 20x4 builds)
FUZZ_BOARDS := $(filter-out %-oled nano-oled,$(COVERING_BUILDS))
FUZZ_SRC_DIR := host-tests/fuzz
FUZZ_DIR := build/fuzz
FUZZ_REPLAY_DIR := $(CHECK_DIR)/fuzz
FUZZ_SOLVE_FORMATS := uva11927 hdu1536 hdu1846 hdu1847
FUZZ_HOST_HARNESSES := command $(FUZZ_SOLVE_FORMATS) graph mapc
FUZZ_HARNESSES := $(FUZZ_HOST_HARNESSES) \
	$(foreach b,$(FUZZ_BOARDS),settings-$(b) app-$(b) cuts-$(b))
FUZZ ?= $(FUZZ_HARNESSES)

# generated headers: every board's map limits (fuzz_mapc.c)
FUZZ_GEN_DIR := build/fuzz-gen
FUZZ_MAP_LIMITS := $(FUZZ_GEN_DIR)/fuzz_map_limits.h
FUZZ_INC := $(INCLUDE_ROOT) \
	-Iboards/$(BOARD) -I$(FUZZ_SRC_DIR) -I$(FUZZ_GEN_DIR)
FUZZ_CFLAGS := -std=c99 -D_POSIX_C_SOURCE=200809L $(WARN) -O2 -g \
	-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all \
	-fno-omit-frame-pointer $(FUZZ_INC)
FUZZ_LDFLAGS := -fsanitize=fuzzer,address,undefined

# what the harnesses link: the engine, the judge formats, the packer and
# the host's maps (host limits); the app, the portable HAL layers, the
# unit tests' fakes and the board's maps (a board's limits)
FUZZ_HOST_LINK_SRC := $(CORE_SRC) $(filter-out tools/nimbox/main.c,$(TOOL_SRC)) tools/mapc/map_pack.c \
	tools/mapc/map_compile.c tools/mapc/map_write.c
FUZZ_BOARD_LINK_SRC := $(CORE_SRC) $(HAL_PORTABLE_SRC) $(APP_BOARD_PORTABLE_SRC) \
	host-tests/unit/fake_hw.c host-tests/unit/fake_serial.c host-tests/unit/fake_store.c
FUZZ_BOARD_DIR := $(FUZZ_DIR)/$(BUILD_NAME)
FUZZ_REPLAY_BOARD_DIR := $(CHECK_DIR)/fuzz-$(BUILD_NAME)

# the source of a harness: fuzz_solve.c for a judge format, fuzz_NAME.c else
fuzz_source = $(FUZZ_SRC_DIR)/fuzz_$(if $(filter $(FUZZ_SOLVE_FORMATS),$(1)),solve,$(1)).c
fuzz_defines = $(if $(filter $(FUZZ_SOLVE_FORMATS),$(1)),-DFUZZ_FORMAT='"$(1)"')

# ---- libFuzzer builds (clang) -------------------------------------------------
$(FUZZ_DIR)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	@echo "  CC fuzz $<"
	$(Q)$(FUZZ_CC) $(FUZZ_CFLAGS) -MMD -MP -c $< -o $@

$(FUZZ_DIR)/obj/maps.o: $(HOST_MAPS_C)
	@mkdir -p $(dir $@)
	@echo "  CC fuzz $<"
	$(Q)$(FUZZ_CC) $(FUZZ_CFLAGS) -MMD -MP -c $< -o $@

# One row per board: its map compiler limits (board.mk's BOARD_LIMITS; the
# host's where a board sets none), for fuzz_mapc.c's choice of limits.
$(FUZZ_MAP_LIMITS): $(wildcard boards/*/board.mk boards/profiles/*.mk) host-tests/fuzz/fuzz.mk
	@mkdir -p $(dir $@)
	@echo "  GEN     $@"
	$(Q)for b in $(BOARDS); do \
	  $(MAKE) -s --no-print-directory BOARD=$$b fuzz-map-limits-row || exit 1; done >$@.tmp
	$(Q)mv $@.tmp $@
fuzz-map-limits-row:
	@echo '    { $(or $(call board_limit,NB_GRAPH_MAX_NODES),NB_GRAPH_MAX_NODES),' \
	  '$(or $(call board_limit,NB_GRAPH_MAX_EDGES),NB_GRAPH_MAX_EDGES),' \
	  '$(or $(call board_limit,NB_MEX_BITS),NB_MEX_BITS) },   /* $(BOARD) */'

# one harness with the host's limits: its object in both builds, its binaries
define fuzz_host_harness
$(FUZZ_DIR)/obj/harness/$(1).o: $(call fuzz_source,$(1)) $(FUZZ_MAP_LIMITS)
	@mkdir -p $$(dir $$@)
	@echo "  CC fuzz $$< ($(1))"
	$$(Q)$$(FUZZ_CC) $$(FUZZ_CFLAGS) $(call fuzz_defines,$(1)) -MMD -MP -c $$< -o $$@

$(FUZZ_DIR)/bin/$(1): $(FUZZ_DIR)/obj/harness/$(1).o \
		$(addprefix $(FUZZ_DIR)/obj/,$(FUZZ_HOST_LINK_SRC:.c=.o)) $(FUZZ_DIR)/obj/maps.o
	@mkdir -p $$(dir $$@)
	@echo "  LD fuzz $$@"
	$$(Q)$$(FUZZ_CC) $$(FUZZ_LDFLAGS) $$^ -o $$@

$(FUZZ_REPLAY_DIR)/harness/$(1).o: $(call fuzz_source,$(1)) $(FUZZ_MAP_LIMITS)
	@mkdir -p $$(dir $$@)
	@echo "  CC san  $$< ($(1))"
	$$(Q)$$(HOST_CC) $$(CHECK_CFLAGS) -I$(FUZZ_SRC_DIR) -I$(FUZZ_GEN_DIR) $(call fuzz_defines,$(1)) \
	  -MMD -MP -c $$< -o $$@

$(FUZZ_REPLAY_DIR)/replay-$(1): $(FUZZ_REPLAY_DIR)/harness/$(1).o $(CHECK_DIR)/$(FUZZ_SRC_DIR)/replay.o \
		$(addprefix $(CHECK_DIR)/,$(FUZZ_HOST_LINK_SRC:.c=.o)) $(CHECK_MAPS_OBJ)
	@echo "  LD san  $$@"
	$$(Q)$$(HOST_CC) $$(CHECK_CFLAGS) $$^ -o $$@
endef
$(foreach h,$(FUZZ_HOST_HARNESSES),$(eval $(call fuzz_host_harness,$(h))))

# a board's harnesses: built by `$(MAKE) BOARD=... fuzz-board-bins`
$(FUZZ_BOARD_DIR)/obj/%.o: %.c boards/$(BOARD)/board.mk
	@mkdir -p $(dir $@)
	@echo "  CC fuzz $< ($(BOARD))"
	$(Q)$(FUZZ_CC) $(FUZZ_CFLAGS) $(BOARD_LIMITS) -MMD -MP -c $< -o $@

$(FUZZ_BOARD_DIR)/obj/maps.o: $(AVR_MAPS_C) boards/$(BOARD)/board.mk
	@mkdir -p $(dir $@)
	@echo "  CC fuzz $< ($(BOARD))"
	$(Q)$(FUZZ_CC) $(FUZZ_CFLAGS) $(BOARD_LIMITS) -MMD -MP -c $< -o $@

# (and its misere tables, where board.mk names some: MISERE_TABLES)
$(FUZZ_BOARD_DIR)/obj/misere.o: $(AVR_MISERE_C) boards/$(BOARD)/board.mk
	@mkdir -p $(dir $@)
	@echo "  CC fuzz $< ($(BOARD))"
	$(Q)$(FUZZ_CC) $(FUZZ_CFLAGS) $(BOARD_LIMITS) -MMD -MP -c $< -o $@

$(FUZZ_DIR)/bin/%-$(BUILD_NAME): $(FUZZ_BOARD_DIR)/obj/$(FUZZ_SRC_DIR)/fuzz_%.o \
		$(addprefix $(FUZZ_BOARD_DIR)/obj/,$(FUZZ_BOARD_LINK_SRC:.c=.o)) $(FUZZ_BOARD_DIR)/obj/maps.o \
		$(if $(MISERE_TABLES),$(FUZZ_BOARD_DIR)/obj/misere.o)
	@mkdir -p $(dir $@)
	@echo "  LD fuzz $@"
	$(Q)$(FUZZ_CC) $(FUZZ_LDFLAGS) $^ -o $@

fuzz-board-bins: $(FUZZ_DIR)/bin/settings-$(BUILD_NAME) $(FUZZ_DIR)/bin/app-$(BUILD_NAME) \
	$(FUZZ_DIR)/bin/cuts-$(BUILD_NAME)

fuzz-bins: $(addprefix $(FUZZ_DIR)/bin/,$(FUZZ_HOST_HARNESSES)) $(HOST_MAPS_C)
	@for b in $(FUZZ_BOARDS); do \
	  $(MAKE) --no-print-directory BOARD=$$b fuzz-board-bins || exit 1; done

fuzz:
	@bash tools/setup.sh fuzz
	@$(MAKE) --no-print-directory fuzz-bins
	@bash $(FUZZ_SRC_DIR)/run.sh $(FUZZ_SECONDS) $(FUZZ_DIR) $(FUZZ)

# Shrink the committed corpora of FUZZ to the fewest inputs that reach the
# same code (-merge=1 into an empty directory, counting edges reached, not
# how often: -use_counters=0); commit the result.
fuzz-minimise: fuzz-bins
	@for h in $(FUZZ); do d=$(FUZZ_SRC_DIR)/corpus/$$h; m=$(FUZZ_DIR)/min/$$h; \
	  rm -rf $$m; mkdir -p $$m; \
	  $(FUZZ_DIR)/bin/$$h -merge=1 -use_counters=0 $$m $$d >$(FUZZ_DIR)/min/$$h.log 2>&1 || exit 1; \
	  rm -f $$d/*; cp $$m/* $$d/; echo "$$h: $$(ls $$d | wc -l) inputs"; done

# ---- replay builds (the host compiler, for `make check`) -----------------------
# (a board's replay objects unoptimised: the corpora replay in about a
# second either way, and -O0 halves the compile of a board's 40-odd
# sanitized files, 7.4 to 5.1 CPU-s a board, five boards)
FUZZ_REPLAY_CFLAGS := $(patsubst -O1,-O0,$(CHECK_CFLAGS))
$(FUZZ_REPLAY_BOARD_DIR)/%.o: %.c boards/$(BOARD)/board.mk
	@mkdir -p $(dir $@)
	@echo "  CC san  $< ($(BOARD))"
	$(Q)$(HOST_CC) $(FUZZ_REPLAY_CFLAGS) -I$(FUZZ_SRC_DIR) $(BOARD_LIMITS) -MMD -MP -c $< -o $@

$(FUZZ_REPLAY_BOARD_DIR)/maps.o: $(AVR_MAPS_C) boards/$(BOARD)/board.mk
	@mkdir -p $(dir $@)
	@echo "  CC san  $< ($(BOARD))"
	$(Q)$(HOST_CC) $(FUZZ_REPLAY_CFLAGS) $(BOARD_LIMITS) -MMD -MP -c $< -o $@

$(FUZZ_REPLAY_BOARD_DIR)/misere.o: $(AVR_MISERE_C) boards/$(BOARD)/board.mk
	@mkdir -p $(dir $@)
	@echo "  CC san  $< ($(BOARD))"
	$(Q)$(HOST_CC) $(FUZZ_REPLAY_CFLAGS) $(BOARD_LIMITS) -MMD -MP -c $< -o $@

$(FUZZ_REPLAY_DIR)/replay-%-$(BUILD_NAME): $(FUZZ_REPLAY_BOARD_DIR)/$(FUZZ_SRC_DIR)/fuzz_%.o \
		$(CHECK_DIR)/$(FUZZ_SRC_DIR)/replay.o \
		$(addprefix $(FUZZ_REPLAY_BOARD_DIR)/,$(FUZZ_BOARD_LINK_SRC:.c=.o)) $(FUZZ_REPLAY_BOARD_DIR)/maps.o \
		$(if $(MISERE_TABLES),$(FUZZ_REPLAY_BOARD_DIR)/misere.o)
	@mkdir -p $(dir $@)
	@echo "  LD san  $@"
	$(Q)$(HOST_CC) $(FUZZ_REPLAY_CFLAGS) $^ -o $@

fuzz-board-replay: $(FUZZ_REPLAY_DIR)/replay-settings-$(BUILD_NAME) $(FUZZ_REPLAY_DIR)/replay-app-$(BUILD_NAME) \
	$(FUZZ_REPLAY_DIR)/replay-cuts-$(BUILD_NAME)

# every replay driver; `make check` runs them (host-tests/run-all.sh)
# (the map compiler and replay.o first: the board sub-makes only read them;
# each board's check header in its own folder, FUZZ_REPLAY_BOARD_DIR: the
# check header of the host's tests, built beside them, says the default
# board's hardware, and a board's sub-make would write its own there)
fuzz-replay-ready: $(addprefix $(FUZZ_REPLAY_DIR)/replay-,$(FUZZ_HOST_HARNESSES)) \
		$(HOST_MAPS_C) $(CHECK_DIR)/$(FUZZ_SRC_DIR)/replay.o
	@for b in $(FUZZ_BOARDS); do \
	  $(MAKE) --no-print-directory BOARD=$$b CHECK_CAPS_H=$(CHECK_DIR)/fuzz-$$b/capabilities.h \
	    fuzz-board-replay || exit 1; done

# the board's generated sources the replays compile (its maps, its misere
# tables), which its firmware's build writes too: `make check` writes them
# first (check-host-tools), before the two are built side by side
fuzz-board-sources: $(AVR_MAPS_C) $(if $(MISERE_TABLES),$(AVR_MISERE_C))

check-units-ready: fuzz-replay-ready

.PHONY: fuzz fuzz-minimise fuzz-bins fuzz-board-bins fuzz-board-replay fuzz-replay-ready fuzz-board-sources \
	fuzz-map-limits-row
