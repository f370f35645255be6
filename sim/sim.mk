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

$(SIM_BIN): $(SIM_SRC) $(wildcard $(SIM_DIR)/*.h) boards/$(BOARD)/board.h \
		boards/$(BOARD)/board.mk boards/displays/$(DISPLAY).mk $(wildcard boards/shields/*.h boards/chips/*.h) $(AVR_DIR)/maps/list \
		$(CORE_DIR)/limits.h firmware/app/console.h
	@mkdir -p $(dir $@)
	@echo "  HOST-LD $@"
	$(Q)$(HOST_CC) $(SIM_CFLAGS) $(SIM_SRC) $(SIM_LIBS) -o $@

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

.PHONY: print-sim-sources sim demo demo-run sim-check sim-bench sim-docs sim-screenshots sim-pictures debug trace
