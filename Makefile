# nimbox — top-level build.
#
#   make           build/$(BOARD)/nimbox.elf (for simavr) and nimbox.hex (for chips)
#   make size      flash and RAM use against the board's budget
#   make flash     write nimbox.hex through the Arduino bootloader (PORT=...)
#                  or an ISP programmer; tools/flash.sh explains failures
#   make help      every target, one line each
#   make run       build the host command and show it on examples
#   make host      build/host/nimbox, the engine on the command line
#   make check     every host test (unit, property, judge samples, CLI errors)
#                  built with -fsanitize=address,undefined; non-zero on failure
#   make soak      every board for SOAK_SECONDS (600) simulated seconds of
#                  random keys and console lines (make check runs it too)
#   make bench     the judge benchmarks against the classic judge solution and
#                  speed-of-light readers, then the device's cycles
#   make core-avr  the engine compiled for the board's MCU (avr-gcc -Os)
#   make MAPS="a.dag rook"  the firmware with those built-in maps instead of
#                  the board's default list (board.mk); see docs/maps.md
#   make boards    every board x feature set built, flash and RAM against
#                  the budgets (docs/boards.md's table: make boards-docs)
#   make fuses     the board's fuse bytes (brown-out level included);
#                  WRITE=1 writes them with avrdude through an ISP programmer
#   make fuzz      every libFuzzer harness for FUZZ_SECONDS (default 60) with
#                  clang; host-tests/fuzz/fuzz.mk, docs/testing.md
#
#   make dist      every board x feature set into build/dist/: .hex, .elf,
#                  manifest.json, SHA256SUMS (docs/flashing.md)
#
# BOARD selects boards/<name>/board.mk (the hardware) and CONFIG a feature
# set (coach, play, practice, full: boards/features.mk, the capability
# table); a board's default set builds into build/<board>/, another into
# build/<board>-<set>/ (which BOARD also takes: BOARD=uno-lcdshield-play).

DEFAULT_BOARD := uno-lcdshield
# a make of one job, for a queue that xargs runs two at a time: without
# the parent's jobserver (a -j1 child of it only warns that it resets it)
SERIAL_MAKE = env MAKEFLAGS='$(filter-out -j% --jobserver%,$(MAKEFLAGS))' $(MAKE) --no-print-directory -j1
BOARD ?= $(DEFAULT_BOARD)
# The board, its feature set (CONFIG) and every capability's value
# (CAP_CONSOLE, CAP_PLAY, CAP_PUZZLE, CAP_SOUND, CAP_POWER_OFF: 1 or 0):
# the capability table in boards/features.mk, which includes the board's
# board.mk; docs/extending.md says how to add a capability or a set.
include boards/features.mk
# the board's make files: its board.mk and what that includes (a chip's,
# a profile's), on which its objects depend
BOARD_MAKEFILES := $(filter boards/%,$(MAKEFILE_LIST))
# avrdude's extra flags for `make flash`: -D (no chip erase) suits a
# bootloader, which erases page by page; an ISP board clears this in
# board.mk so the chip is erased first.
FLASH_FLAGS ?= -D

# V=1 shows every command.
ifeq ($(V),1)
Q :=
else
Q := @
endif

# Where things are built; defined first because rules below name them as
# prerequisites (make expands those when it reads the rule).
# (BUILD_NAME, boards/features.mk: the board, then -SET for a feature set
# other than the board's default, then a display option's BOARD_VARIANT:
# build/uno-lcdshield-play/, build/nano-i2c-2004/)
AVR_DIR := build/$(BUILD_NAME)
# the simulator's sources (sim/) and its scripts (host-tests/sim/)
SIM_DIR := sim
SIM_SCRIPTS := host-tests/sim
SIM_BIN := $(AVR_DIR)/nimbox-sim
# the firmware linked with debug information, for avr-gdb (make debug)
DEBUG_ELF := $(AVR_DIR)/debug/nimbox.elf
SIM_SCENARIOS := $(sort $(wildcard $(SIM_SCRIPTS)/scenarios/*.txt))
TEST_ELF := $(AVR_DIR)/test/nimbox.elf
TEST_SCENARIOS := $(sort $(wildcard $(SIM_SCRIPTS)/test-build/*.txt))
# `make bench`'s device scripts; `make check` holds every board to their
# cycle budgets too
BENCH_SCENARIOS := $(sort $(wildcard $(SIM_SCRIPTS)/bench/*.txt))
HOST_DIR := build/host
CHECK_DIR := build/host-check
# The capability headers (boards/features.mk), written now if they changed:
# the build's, the host command's and the host's tests'; each compiler
# command reads its own first (-include), and a board's comes after the
# host's where a command has both (its #undef lines: the last decides).
CAPS_H := $(AVR_DIR)/capabilities.h
HOST_CAPS_H := $(HOST_DIR)/capabilities.h
CHECK_CAPS_H := $(CHECK_DIR)/capabilities.h
CAPS_WRITE := $(shell bash tools/caps-header.sh $(CAPS_H) $(CAPS_VALUES) && \
	bash tools/caps-header.sh $(HOST_CAPS_H) $(HOST_CAPS_VALUES) && \
	bash tools/caps-header.sh $(CHECK_CAPS_H) $(CHECK_CAPS_VALUES) || echo failed)
ifneq ($(CAPS_WRITE),)
$(error tools/caps-header.sh could not write $(CAPS_H))
endif
CAP_FLAGS := -include $(CAPS_H)
BOARD_LIMITS += $(CAP_FLAGS)
# misere:RULE from tables in flash where board.mk names some (MISERE_TABLES:
# RULE:TOKENS words; tools/misere/misere.mk)
BOARD_LIMITS += $(if $(MISERE_TABLES),-DNB_MISERE_FLASH=1)
# the simulator's LCD timing check fed synthetic pin timings (make check)
SIM_LCD_TIMING_TEST := $(CHECK_DIR)/sim-lcd-timing

CORE_DIR := firmware/core
CORE_SRC := $(wildcard $(CORE_DIR)/*.c) $(wildcard $(CORE_DIR)/rules/*.c) hal/host/flash_text.c
TOOL_SRC := $(wildcard tools/nimbox/*.c)
WARN := -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes

# ---- maps: files and generated sources (rules in tools/mapc/mapc.mk) ----
# MAPS (board.mk's default, or the command line) lists map names from
# firmware/maps/ or .dag files (a word with a '/' or ending in .dag).  The
# firmware gets those; the host command and the tests get every map in
# firmware/maps/.  Each generated maps.c depends on a list file that is
# rewritten only when its contents change, so a different MAPS (or limit)
# rebuilds it, and the default comes back with a plain `make`.
MAPS_DIR := firmware/maps
ALL_MAP_FILES := $(sort $(wildcard $(MAPS_DIR)/*.dag))
map_file = $(if $(or $(findstring /,$(1)),$(filter %.dag,$(1))),$(1),$(MAPS_DIR)/$(1).dag)
MAP_FILES := $(foreach m,$(MAPS),$(call map_file,$(m)))
board_limit = $(patsubst -D$(1)=%,%,$(filter -D$(1)=%,$(BOARD_LIMITS)))
limit_flag = $(if $(call board_limit,$(1)),$(2) $(call board_limit,$(1)))
MAPC_BOARD_FLAGS := $(call limit_flag,NB_GRAPH_MAX_NODES,--max-nodes) \
	$(call limit_flag,NB_GRAPH_MAX_EDGES,--max-edges) $(call limit_flag,NB_MEX_BITS,--mex-bits)
MAPC := $(HOST_DIR)/mapc
MAPC_SRC := tools/mapc/map_pack.c tools/mapc/map_compile.c tools/mapc/map_write.c tools/mapc/mapc.c
HOST_MAPS_C := $(HOST_DIR)/maps/maps.c
HOST_MAPS_OBJ := $(HOST_DIR)/maps/maps.o
CHECK_MAPS_OBJ := $(CHECK_DIR)/maps/maps.o
AVR_MAPS_C := $(AVR_DIR)/maps/maps.c
AVR_MAPS_OBJ := $(AVR_DIR)/maps/maps.o
MAPS_SG_SCENARIO := $(AVR_DIR)/maps/sg-scenario.txt
AVR_MISERE_C := $(AVR_DIR)/misere/tables.c
AVR_MISERE_OBJ := $(if $(MISERE_TABLES),$(AVR_DIR)/misere/tables.o)
# 300 console lines pasted back to back, with the host command's answers
# (the same lines on every board)
FLOOD_SCENARIO := $(HOST_DIR)/flood-scenario.txt
# random keys and console lines for SOAK_SECONDS of simulated time (ten
# minutes: about 25 s of host time per board, so `make check` runs it
# whole), for this board's limits
SOAK_SECONDS ?= 600
SOAK_SCENARIO = $(AVR_DIR)/soak-$(SOAK_SECONDS)s.txt

# ---- host -----------------------------------------------------------------
HOST_CC ?= cc
# One include root: headers are named from it ("core/rule.h",
# "app/ui.h", "hal/lcd.h", "tools/nimbox/solve.h"); firmware/ is searched
# too so the firmware's folders read as core/ and app/.  Only board.h is
# found through the board's folder, which is how a build picks its board.
INCLUDE_ROOT := -I. -Ifirmware
HOST_CFLAGS := -std=c99 -D_POSIX_C_SOURCE=200809L $(WARN) -O2 -g $(INCLUDE_ROOT) -include $(HOST_CAPS_H)
SAN_FLAGS := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
CHECK_CFLAGS := -std=c99 -D_POSIX_C_SOURCE=200809L $(WARN) -O1 -g $(SAN_FLAGS) \
	$(INCLUDE_ROOT) -Iboards/$(BOARD) -include $(CHECK_CAPS_H)

all: firmware

host: $(HOST_DIR)/nimbox

$(HOST_DIR)/%.o: %.c
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	$(Q)$(HOST_CC) $(HOST_CFLAGS) -MMD -MP -c $< -o $@

$(HOST_DIR)/nimbox: $(addprefix $(HOST_DIR)/,$(CORE_SRC:.c=.o) $(TOOL_SRC:.c=.o)) $(HOST_MAPS_OBJ)
	@echo "  LD      $@"
	$(Q)$(HOST_CC) $(HOST_CFLAGS) $^ -o $@

# ---- the sources a build takes: the board's drivers, the portable HAL
# layers and app modules (the host's tests run these against fakes) ----
# The key driver board.mk names (KEYS_DRIVER): its portable part and its
# AVR part; only that driver is compiled.
KEYS_DRIVER_SRC_ladder := hal/keys_ladder.c hal/avr/keys_adc.c
KEYS_DRIVER_SRC_buttons := hal/avr/keys_buttons.c
# a rotary encoder: its own events in place of the five keys' decoder
KEYS_DRIVER_SRC_encoder := hal/encoder.c hal/avr/keys_encoder.c
KEYS_DRIVER_SRC := $(KEYS_DRIVER_SRC_$(KEYS_DRIVER))
ifeq ($(KEYS_DRIVER_SRC),)
$(error boards/$(BOARD)/board.mk: KEYS_DRIVER must be ladder, buttons or encoder)
endif
KEYS_DRIVERS_ALL := $(KEYS_DRIVER_SRC_ladder) $(KEYS_DRIVER_SRC_buttons) $(KEYS_DRIVER_SRC_encoder) \
	$(if $(filter encoder,$(KEYS_DRIVER)),hal/keys.c)
# The display (boards/displays/display.mk: DISPLAY and DISPLAY_BUS): only
# its descriptor's files are compiled (DISPLAY_BUILD_SRC), for the board's
# bus; every display's files are DISPLAY_ALL_SRC.
LCD_DRIVER_SRC := $(DISPLAY_BUILD_SRC)
LCD_DRIVERS_ALL := $(DISPLAY_ALL_SRC)
# Every capability's files (CAPS_ALL_SRC) belong to the capability table
# (boards/features.mk): a build adds those of its values (CAPS_SRC), the
# host's tests those of theirs (CHECK_CAPS_SRC: every selectable
# capability, the board's hardware ones), never the rest.
# (the host's tests take the HD44780's seam, tested over a fake
# controller, and the font; hal/oled.c is compiled into its own test,
# test_oled.c, beside a fake bus; the firmware takes its own display's
# files alone)
HAL_PORTABLE_SRC := $(filter-out $(KEYS_DRIVERS_ALL) $(CAPS_ALL_SRC) hal/oled.c hal/oled_display.c hal/st7920.c,$(wildcard hal/*.c)) \
	$(filter-out hal/avr/%,$(KEYS_DRIVER_SRC))
# The firmware's: the folder's order, as before the display seam (the
# link's order decides which calls reach with RCALL: 68 B on the Nano);
# the display's transport on the pins or I2C after the key driver.
LCD_OTHER_SRC := $(filter-out $(LCD_DRIVER_SRC),$(LCD_DRIVERS_ALL))
LCD_BUS_SRC := $(filter-out hal/avr/hd44780.c,$(filter hal/avr/%,$(LCD_DRIVER_SRC)))
HAL_FW_PORTABLE_SRC := $(filter-out $(LCD_OTHER_SRC),\
	$(filter-out $(KEYS_DRIVERS_ALL) $(CAPS_ALL_SRC),$(wildcard hal/*.c)) \
	$(filter-out hal/avr/%,$(KEYS_DRIVER_SRC)))
# The main loop's files call the hardware: the device's alone.
APP_DEVICE_ONLY := firmware/app/main.c firmware/app/power_off.c firmware/app/power_off_none.c
APP_BASE_SRC := $(filter-out $(CAPS_ALL_SRC),$(wildcard firmware/app/*.c))
APP_PORTABLE_SRC := $(filter-out $(APP_DEVICE_ONLY),$(APP_BASE_SRC) $(filter firmware/app/%,$(CHECK_CAPS_SRC)))
# (in the folder's order, whatever the capabilities: the link's order
# decides which calls reach with RCALL on the 328P, 130 B on the Uno)
APP_FW_SRC := $(filter $(APP_BASE_SRC) $(CAPS_SRC),$(wildcard firmware/app/*.c))
APP_BOARD_PORTABLE_SRC := $(filter-out $(APP_DEVICE_ONLY),$(APP_FW_SRC))

# the checks: the host's sanitized builds, the unit tests, `make check`
# and `make soak` (after the sources above, which their objects name)
include host-tests/check.mk

# `check`, `run`, `sim` and `demo` install what is missing first
# (tools/setup.sh: the build, the tests and the web page's; `bash
# tools/setup.sh fuzz` adds clang for `make fuzz`).
setup:
	@bash tools/setup.sh

# `make help` (its text, and the steps it leaves out: tools/help.mk)
include tools/help.mk

# The host command on examples (the device itself: `make sim`).
run: setup
	@$(MAKE) --no-print-directory host
	@bash tools/examples.sh $(HOST_DIR)/nimbox

# ---- firmware for the board --------------------------------------------------
AVR_CC ?= avr-gcc
AVR_AR ?= avr-ar
AVR_SIZE ?= avr-size
AVR_OBJCOPY ?= avr-objcopy
AVRDUDE ?= avrdude
AVR_CFLAGS := -std=c99 $(WARN) -Os -g -mmcu=$(MCU) $(AVR_CFLAGS_EXTRA) -DF_CPU=$(F_CPU) $(BOARD_LIMITS) \
	'-DNB_FLASH=__attribute__((__progmem__))' -DBOARD_MCU='"$(MCU)"' \
	-ffunction-sections -fdata-sections -fshort-enums \
	$(INCLUDE_ROOT) -Iboards/$(BOARD) -idirafter /usr/include/simavr
AVR_LDFLAGS := -mmcu=$(MCU) $(AVR_CFLAGS_EXTRA) -Wl,--gc-sections \
	-Wl,--undefined=_mmcu,--section-start=.mmcu=0x910000

# portable HAL layers (hal/*.c), the board's drivers (hal/avr/, its key
# driver only), what the simulator reads from the firmware (hal/avr/simavr/:
# the .mmcu section, which nimbox.hex leaves out, and the stack paint), the app
# and the HAL files of the build's capabilities (CAPS_SRC)
FW_SRC := $(filter $(CORE_DIR)/%,$(CORE_SRC)) $(HAL_FW_PORTABLE_SRC) \
	$(filter-out $(KEYS_DRIVERS_ALL) $(LCD_OTHER_SRC) $(LCD_BUS_SRC) $(CAPS_ALL_SRC),$(wildcard hal/avr/*.c)) \
	$(filter hal/avr/%,$(KEYS_DRIVER_SRC)) $(LCD_BUS_SRC) $(filter hal/%,$(CAPS_SRC)) \
	$(wildcard hal/avr/simavr/*.c) \
	$(APP_FW_SRC)
FW_OBJ := $(patsubst %.c,$(AVR_DIR)/obj/%.o,$(FW_SRC)) $(AVR_MAPS_OBJ) $(AVR_MISERE_OBJ)
# The compiler's and linker's flags and the sources in link order as a
# file, rewritten only when they change (a set, a limit, an option): the
# objects and the links depend on it, so a change rebuilds them.
AVR_FLAGS_FILE := $(AVR_DIR)/cflags.txt
ifeq ($(filter clean help,$(MAKECMDGOALS)),)
# (written first under a name of this make's own, its process number:
# two makes of one board at once, as `make check` runs them, never move
# each other's half-written file into place)
AVR_FLAGS_NEW := $(AVR_FLAGS_FILE).new.$(shell echo $$PPID)
$(file >$(AVR_FLAGS_NEW),$(AVR_CFLAGS) $(AVR_LDFLAGS) $(FW_SRC))
$(shell cmp -s $(AVR_FLAGS_NEW) $(AVR_FLAGS_FILE) && rm -f $(AVR_FLAGS_NEW) || \
	mv $(AVR_FLAGS_NEW) $(AVR_FLAGS_FILE))
endif
# The objects of a build hold link-time optimisation's intermediate code
# alone (no machine code: compiled once, a fifth faster than with both), so
# sizing each module takes objects of its own, compiled without it
# (MODULE_DIR): `make size-modules` and `make core-avr`, never `make check`.
MODULE_DIR := $(AVR_DIR)/modules
AVR_CORE_OBJ := $(patsubst %.c,$(MODULE_DIR)/obj/%.o,$(filter $(CORE_DIR)/%,$(CORE_SRC)))

$(AVR_DIR)/obj/%.o: %.c $(BOARD_MAKEFILES) $(AVR_FLAGS_FILE)
	@mkdir -p $(dir $@)
	@echo "  AVR-CC  $<"
	$(Q)$(AVR_CC) $(AVR_CFLAGS) -MMD -MP -c $< -o $@

$(MODULE_DIR)/obj/%.o: %.c $(BOARD_MAKEFILES) $(AVR_FLAGS_FILE)
	@mkdir -p $(dir $@)
	@echo "  AVR-CC  $< (no LTO, to size it)"
	$(Q)$(AVR_CC) $(AVR_CFLAGS) -fno-lto -MMD -MP -c $< -o $@

# The test build (build/<board>/test/nimbox.elf): the same firmware with
# NIMBOX_TEST_HOOKS=1, whose console also takes "test-hang" (the watchdog
# scenarios in $(SIM_SCRIPTS)/test-build/).  Never flashed.  Only the
# app's files see the hooks (no engine or HAL file includes an app
# header: host-tests/structure/run.sh), so only they are compiled again;
# the rest are nimbox.elf's objects, linked in the same order.
TEST_HOOK_SRC := $(filter firmware/app/%,$(FW_SRC))
TEST_OBJ := $(foreach s,$(FW_SRC),$(AVR_DIR)/$(if $(filter $(s),$(TEST_HOOK_SRC)),test/obj,obj)/$(s:.c=.o)) \
	$(AVR_MAPS_OBJ) $(AVR_MISERE_OBJ)
$(AVR_DIR)/test/obj/%.o: %.c $(BOARD_MAKEFILES) $(AVR_FLAGS_FILE)
	@mkdir -p $(dir $@)
	@echo "  AVR-CC  $< (test build)"
	$(Q)$(AVR_CC) $(AVR_CFLAGS) -DNIMBOX_TEST_HOOKS=1 -MMD -MP -c $< -o $@

$(TEST_ELF): $(TEST_OBJ) $(AVR_FLAGS_FILE)
	@echo "  AVR-LD  $@"
	$(Q)$(AVR_CC) $(AVR_LDFLAGS) $(TEST_OBJ) -o $@

# the test build for a real board: the bootloader check in docs/boards.md
$(AVR_DIR)/test/nimbox.hex: $(TEST_ELF)
	$(Q)$(AVR_OBJCOPY) -O ihex -R .mmcu -R .eeprom $< $@

# nimbox.elf keeps the .mmcu section simavr reads; nimbox.hex is for chips.
# A build that does not fit says by how many bytes (linked once more,
# let pass the flash, and measured against the budgets) and which sets do.
$(AVR_DIR)/nimbox.elf: $(FW_OBJ) $(AVR_FLAGS_FILE)
	@echo "  AVR-LD  $@"
	$(Q)$(AVR_CC) $(AVR_LDFLAGS) $(FW_OBJ) -o $@ 2>$@.log || { cat $@.log >&2; \
	  $(AVR_CC) $(AVR_LDFLAGS) -Wl,--noinhibit-exec $(FW_OBJ) -o $@.over >/dev/null 2>&1; \
	  bash tools/size.sh $@.over $(CODE_BUDGET) $(RAM_BUDGET) $(BUILD_NAME) $(FLASH_SIZE) >&2; \
	  echo "make: CONFIG=$(CONFIG) does not fit $(BOARD); the sets that do: $(BOARD_SETS) (make boards)" >&2; \
	  rm -f $@.over; exit 1; }
	@cat $@.log; rm -f $@.log

$(AVR_DIR)/nimbox.hex: $(AVR_DIR)/nimbox.elf
	$(Q)$(AVR_OBJCOPY) -O ihex -R .mmcu -R .eeprom $< $@

firmware: $(AVR_DIR)/nimbox.elf $(AVR_DIR)/nimbox.hex

# The flash the bootloader leaves the firmware: FLASH_SIZE, or, at the
# rate of the chip's old bootloader (boards/chips/: a 328P's ATmegaBOOT at
# 57600 baud), what that one leaves; `make flash` refuses an image past it.
OLD_BOOT_CHOSEN := $(and $(OLD_BOOTLOADER_FLASH),$(filter $(OLD_BOOTLOADER_BAUD),$(PROGRAMMER_BAUD)))
FLASH_ROOM := $(if $(OLD_BOOT_CHOSEN),$(OLD_BOOTLOADER_FLASH),$(FLASH_SIZE))
FLASH_ROOM_BY := $(if $(OLD_BOOT_CHOSEN),the old bootloader $(OLD_BOOTLOADER) at $(OLD_BOOTLOADER_BAUD) baud,$(BOOTLOADER))
# tools/flash.sh checks that avrdude is there and the image fits, runs it
# and, when no board answers, says why in plain words (no such port,
# permission, not in sync).
flash: $(AVR_DIR)/nimbox.hex
	@AVRDUDE="$(AVRDUDE)" FLASH_ROOM=$(FLASH_ROOM) FLASH_ROOM_BY="$(FLASH_ROOM_BY)" bash tools/flash.sh $< $(MCU) $(PROGRAMMER) $(PROGRAMMER_BAUD) $(PORT) $(FLASH_FLAGS)

# The board's fuses (board.mk): printed; WRITE=1 writes them with avrdude
# through an ISP programmer (FUSE_PROGRAMMER, default usbasp: a bootloader
# cannot write fuses).
FUSE_PROGRAMMER ?= usbasp
fuses:
	@echo "$(BOARD) ($(MCU)): lfuse $(LFUSE), hfuse $(HFUSE), efuse $(EFUSE) (see boards/$(BOARD)/board.mk)"
	@echo "  $(AVRDUDE) -p $(MCU) -c $(FUSE_PROGRAMMER) -U lfuse:w:$(LFUSE):m -U hfuse:w:$(HFUSE):m -U efuse:w:$(EFUSE):m"
ifeq ($(WRITE),1)
	$(AVRDUDE) -p $(MCU) -c $(FUSE_PROGRAMMER) -U lfuse:w:$(LFUSE):m -U hfuse:w:$(HFUSE):m -U efuse:w:$(EFUSE):m
endif

$(AVR_DIR)/libcore.a: $(AVR_CORE_OBJ)
	$(Q)rm -f $@
	$(Q)$(AVR_AR) rcs $@ $^

# The engine alone, compiled for the board's MCU (without link-time
# optimisation: each module's own size).
core-avr: $(AVR_DIR)/libcore.a
	@$(AVR_SIZE) -t $(AVR_CORE_OBJ) | tail -n 1 | \
	  awk '{ printf "core on %s (%s): text %d B, data %d B, bss %d B (every module, before linking)\n", "$(MCU)", "$(BOARD)", $$1, $$2, $$3 }'

# The board's make variables and engine limits, NAME=VALUE a line (the
# values the docs quote are checked against them: host-tests/docs/run.sh).
BOARD_VALUE_VARS := MCU F_CPU CODE_BUDGET RAM_BUDGET FLASH_SIZE RAM_SIZE KEYS_DRIVER MAPS CONFIG \
	LFUSE HFUSE EFUSE OLD_BOOTLOADER_FLASH \
	BOARD_SETS $(foreach c,$(CAPS),CAP_$(c))
# The build's capability values, each capability's files as the table
# gives them for this board (CAP_<name>_SRC=..., _NONE_SRC=..., and
# _OTHER_SRC=...: the drivers other boards choose) and the
# firmware's sources, one a line (host-tests/structure/model.sh holds
# them against each other).
print-build-sources:
	@printf '%s\n' $(CAPS_VALUES) \
	  $(foreach c,$(CAPS),'CAP_$(c)_SRC=$(strip $(CAP_$(c)_SRC))' 'CAP_$(c)_NONE_SRC=$(strip $(CAP_$(c)_NONE_SRC))' \
	    'CAP_$(c)_OTHER_SRC=$(strip $(filter-out $(CAP_$(c)_SRC),$(CAP_$(c)_OTHER_SRC)))') \
	  $(sort $(FW_SRC))

print-board-values:
	@printf '%s\n' $(foreach v,$(BOARD_VALUE_VARS),'$(v)=$(strip $($(v)))') \
	  $(patsubst -D%,%,$(filter -D%,$(BOARD_LIMITS)))

clean:
	rm -rf build

.PHONY: fuses all firmware size flash host setup help boards run \
	capacity-docs large400-ready nano2004-ready \
	core-avr clean
.DELETE_ON_ERROR:
# objects are built through pattern rules: keep them between runs
.SECONDARY:

# the simulator, the map compiler and the benchmarks
include sim/sim.mk
include tools/mapc/mapc.mk
include tools/misere/misere.mk
# flash, RAM and capacity against the boards' budgets
include tools/size.mk
include host-tests/bench/bench.mk
include host-tests/fuzz/fuzz.mk
# the page in the browser: make web, web-check, screenshots
include web/web.mk
# make install, make uninstall: the host command, its man page, completions
include tools/nimbox/install/install.mk

# the dependency files of what this make builds: its board's folder and the
# host's (not every build's: a board's sub-make reads its own alone)
-include $(shell find $(sort $(AVR_DIR) $(CHECK_DIR) $(HOST_DIR) $(FUZZ_DIR) $(BENCH_DIR)) \
	-name '*.d' 2>/dev/null)
