# sim.mk — the simulator's part of the Makefile (included by it): the
# simulator built on simavr for the board, and the targets that run it.

# ---- simulator (simavr) -------------------------------------------------------
#   make sim        firmware + build/$(BOARD)/nimbox-sim; interactive on a terminal,
#                   otherwise the demo
#   make demo       host-tests/sim/demo.txt, the LCD shown after every step
#   make sim-check  every host-tests/sim/scenarios/*.txt as tests (for `check`)
#   make sim-bench  the same scenarios, printing what their `measure` lines saw
#   make sim-screenshots  a board with an OLED: its glass as PNGs of the
#                   screens (host-tests/sim/screenshots.txt) in build/$(BOARD)/screens/
#   make sim-docs   docs/simulator.md's command and capability tables written
#                   again from the simulator's own (`make check` compares them)
# The harness learns the board's capabilities (the guards of scenario lines,
# sim/caps.c) from the build: board.h, the engine's limits (BOARD_LIMITS,
# the same -D flags the firmware gets) and the built-in maps (MAPS).
# the common files and the board's display's own (its descriptor's
# DISPLAY_SIM_SRC and DISPLAY_SIM_SRC_<bus>, boards/displays/display.mk);
# its words for the capabilities (sim/caps.c)
SIM_SRC := $(filter-out $(DISPLAY_SIM_ALL_SRC),$(wildcard $(SIM_DIR)/*.c)) $(DISPLAY_SIM_BUILD_SRC) \
	hal/font_5x7.c
SIM_DISPLAY_FLAGS := -DSIM_DISPLAY_WORD='"$(DISPLAY_WORD_$(DISPLAY_BUS))"' \
	-DSIM_DISPLAY_PIXELS=$(if $(filter pixels,$(DISPLAY_HARDWARE)),1,0) -DSIM_DISPLAY_OLED=$(or $(DISPLAY_OLED),0)
SIM_MAP_NAMES := $(notdir $(basename $(MAP_FILES)))
# gnu99: the simavr headers use GNU extensions.  No debug information by
# default: it is a quarter of the compile (1.0 of 4.9 CPU seconds, about
# 16 simulators in `make check`); SIM_OPT='-O2 -g' for gdb on the
# simulator itself.
SIM_OPT ?= -O2
SIM_CFLAGS := -std=gnu99 -Wall -Wextra -Werror $(SIM_OPT) $(INCLUDE_ROOT) -Iboards/$(BOARD) \
	$(BOARD_LIMITS) $(SIM_DISPLAY_FLAGS) -DSIM_MAPS='"$(SIM_MAP_NAMES)"' $(if $(HFUSE),-DSIM_BOOT_HFUSE=$(HFUSE)) \
	$(shell pkg-config --cflags simavr simavrparts 2>/dev/null)
SIM_LIBS := $(shell pkg-config --libs simavr simavrparts 2>/dev/null || \
	echo -lsimavr -lsimavrparts) -lelf

# The sources that name nothing of a build (no board.h, no limit,
# capability, display word, map or fuse: SIM_BUILD_NAMES, searched in the
# whole file, comments too) are compiled once for every build
# (SIM_COMMON_DIR, without the board's folder or flags, so a name of a
# build there would not compile); the rest with the build's flags, at its
# link.  (29 of 59 files: the simulator's build went from 3.7 to about 2
# CPU-s, some 15 simulators in `make check`.)  The harness's headers
# name none either (host-tests/structure/sim-common.sh holds both).
SIM_BUILD_NAMES := \b(BOARD_|CAP_|NB_|DISPLAY_|LCD_TRANSPORT|SIM_MAPS|SIM_BOOT_|SIM_DISPLAY_(WORD|PIXELS|OLED)|F_CPU|board\.h|capabilities\.h)
SIM_COMMON_ALL := $(shell grep -L -E '$(SIM_BUILD_NAMES)' $(SIM_DIR)/*.c)
SIM_COMMON_SRC := $(filter $(SIM_SRC),$(SIM_COMMON_ALL))
SIM_BUILD_SRC := $(filter-out $(SIM_COMMON_SRC),$(SIM_SRC))
SIM_COMMON_DIR := build/sim-common
SIM_COMMON_OBJ := $(patsubst %.c,$(SIM_COMMON_DIR)/%.o,$(SIM_COMMON_SRC))
SIM_COMMON_CFLAGS := -std=gnu99 -Wall -Wextra -Werror $(SIM_OPT) $(INCLUDE_ROOT) \
	$(shell pkg-config --cflags simavr simavrparts 2>/dev/null)
$(SIM_COMMON_DIR)/%.o: %.c
	@mkdir -p $(dir $@)
	@echo "  CC      $< (the simulator, every build's)"
	$(Q)$(HOST_CC) $(SIM_COMMON_CFLAGS) -MMD -MP -c $< -o $@
-include $(SIM_COMMON_OBJ:.o=.d)

$(SIM_BIN): $(SIM_BUILD_SRC) $(SIM_COMMON_OBJ) $(wildcard $(SIM_DIR)/*.h) boards/$(BOARD)/board.h \
		boards/$(BOARD)/board.mk boards/displays/$(DISPLAY).mk $(wildcard boards/shields/*.h boards/chips/*.h) $(AVR_DIR)/maps/list \
		$(CORE_DIR)/limits.h firmware/app/console.h
	@mkdir -p $(dir $@)
	@echo "  HOST-LD $@"
	$(Q)$(HOST_CC) $(SIM_CFLAGS) $(SIM_BUILD_SRC) $(SIM_COMMON_OBJ) $(SIM_LIBS) -o $@
# (make check builds every display's common objects first, alone: the
# boards' builds then only read them)
sim-common: $(patsubst %.c,$(SIM_COMMON_DIR)/%.o,$(SIM_COMMON_ALL))
# the split, for its check (host-tests/structure/sim-common.sh): the
# names, the common files, the build's, a line each
print-sim-split:
	@printf '%s\n' '$(SIM_BUILD_NAMES)' '$(SIM_COMMON_SRC)' '$(SIM_BUILD_SRC)'

# `sim` and `demo` install missing packages first, like `check`.
sim: setup
	@$(MAKE) --no-print-directory firmware $(SIM_BIN)
	@if [ -t 0 ] && [ -t 1 ]; then \
	  $(if $(filter 0,$(CAP_CONSOLE)),,echo "the console is on a pseudo-terminal too: its path is on the third line of the screen";) \
	  echo "a long press: h and then the key (h Enter holds SELECT); the next key lets go"; \
	  $(SIM_BIN) --eeprom $(AVR_DIR)/eeprom.bin $(AVR_DIR)/nimbox.elf; \
	else echo "(no terminal: running the demo)"; $(MAKE) --no-print-directory demo-run; fi

demo: setup
	@$(MAKE) --no-print-directory demo-run

demo-run: firmware $(SIM_BIN)
	@$(SIM_BIN) --demo $(AVR_DIR)/nimbox.elf $(SIM_SCRIPTS)/demo.txt

sim-check: firmware $(SIM_BIN) $(MAPS_SG_SCENARIO) $(FLOOD_SCENARIO)
	@$(SIM_BIN) --check $(AVR_DIR)/nimbox.elf $(SIM_SCENARIOS) $(MAPS_SG_SCENARIO) $(FLOOD_SCENARIO)

sim-bench: firmware $(SIM_BIN)
	@$(SIM_BIN) --bench $(AVR_DIR)/nimbox.elf $(SIM_SCENARIOS)

SIM_SHOTS_DIR := $(AVR_DIR)/screens
sim-screenshots: firmware $(SIM_BIN)
	@mkdir -p $(SIM_SHOTS_DIR)
	@cd $(SIM_SHOTS_DIR) && $(abspath $(SIM_BIN)) --check $(abspath $(AVR_DIR)/nimbox.elf) \
	  $(abspath $(SIM_SCRIPTS)/screenshots.txt) | tail -n 1
	@ls $(SIM_SHOTS_DIR)/*.png 2>/dev/null || echo "no screenshots: $(BOARD) has no OLED"

# docs/images/oled-*.png shot again (host-tests/sim/pictures.txt, each
# expect-picture as a screenshot; `make check` compares them):
# `make BOARD=handheld-1284p-oled sim-pictures`
sim-pictures: firmware $(SIM_BIN)
	@sed 's/^expect-picture /screenshot /' $(SIM_SCRIPTS)/pictures.txt >$(AVR_DIR)/pictures-shoot.txt
	@$(SIM_BIN) --check $(AVR_DIR)/nimbox.elf $(AVR_DIR)/pictures-shoot.txt | tail -n 1
	@git status --short docs/images 2>/dev/null || true

# The simulator's display flags and files for this board, one a line (a
# test that builds the simulator its own way: host-tests/sim/oled/run.sh).
print-sim-sources:
	@printf '%s\n' $(SIM_DISPLAY_FLAGS) $(SIM_SRC)

sim-docs: $(SIM_BIN)
	@bash $(SIM_DIR)/docs-tables.sh --write $(SIM_BIN) docs/simulator.md

# The firmware for the debugger: the very objects of nimbox.elf linked
# with DWARF debug information (avr-gcc 5.4's -g means STABS, which the
# link-time optimiser drops: nimbox.elf has no line or symbol information
# for avr-gdb); the code is the same but for a byte or two the optimiser
# places differently.
$(DEBUG_ELF): $(FW_OBJ)
	@mkdir -p $(dir $@)
	@echo "  AVR-LD  $@ (with debug information)"
	$(Q)$(AVR_CC) $(AVR_LDFLAGS) -gdwarf-4 $^ -o $@

$(SIM_LCD_TIMING_TEST): $(CHECK_DIR)/host-tests/sim/lcd-timing-test.o $(CHECK_DIR)/sim/lcd_timing.o
	@echo "  LD san  $@"
	$(Q)$(HOST_CC) $(CHECK_CFLAGS) $^ -o $@

#   make debug      the interactive simulator with simavr's gdb stub on
#                   GDB_PORT (1234); the core waits for gdb's `continue`
#   make trace SCENARIO=FILE   FILE run with a VCD of the board's signals,
#                   build/$(BOARD)/trace.vcd (gtkwave; docs/simulator.md)
GDB_PORT ?= 1234
debug: setup
	@$(MAKE) --no-print-directory $(DEBUG_ELF) $(SIM_BIN)
	@echo "attach the debugger from another terminal:"
	@echo "  avr-gdb $(DEBUG_ELF) -ex 'target remote :$(GDB_PORT)'"
	@echo "  (then: break ui_key, continue; the firmware waits for gdb's continue)"
	@if [ -t 0 ] && [ -t 1 ]; then sleep 2; \
	  $(SIM_BIN) --gdb $(GDB_PORT) --eeprom $(AVR_DIR)/eeprom.bin $(DEBUG_ELF); \
	else $(SIM_BIN) --gdb $(GDB_PORT) --pty $(DEBUG_ELF); fi

TRACE_VCD := $(AVR_DIR)/trace.vcd
trace: firmware $(SIM_BIN)
	@if [ -z "$(SCENARIO)" ]; then echo "make trace SCENARIO=host-tests/sim/scenarios/keys.txt (say which)"; exit 2; fi
	@$(SIM_BIN) --trace $(TRACE_VCD) --check $(AVR_DIR)/nimbox.elf $(SCENARIO) | tail -n 3
	@echo "trace: $(TRACE_VCD) (gtkwave $(TRACE_VCD); what to look at: docs/simulator.md)"

.PHONY: print-sim-sources print-sim-split sim-common sim demo demo-run sim-check sim-bench sim-docs sim-screenshots sim-pictures debug trace
