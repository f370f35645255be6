# check.mk — the checks' part of the Makefile (included by it, after the
# sources it names): the host's builds under AddressSanitizer and
# UndefinedBehaviorSanitizer (the engine, the host command, the portable
# HAL layers and app modules), the unit tests linked against them with
# cmocka, and the targets that run every suite: `make check` (through
# host-tests/run-all.sh) and `make soak`.

# ---- sanitized host builds -------------------------------------------------
$(CHECK_DIR)/%.o: %.c
	@mkdir -p $(dir $@)
	@echo "  CC san  $<"
	$(Q)$(HOST_CC) $(CHECK_CFLAGS) -MMD -MP -c $< -o $@

CHECK_CORE_OBJ := $(addprefix $(CHECK_DIR)/,$(CORE_SRC:.c=.o))
CHECK_TOOL_OBJ := $(addprefix $(CHECK_DIR)/,$(TOOL_SRC:.c=.o))
UNIT_SRC := $(wildcard host-tests/unit/test_*.c)
UNIT_HELPERS := $(filter-out $(UNIT_SRC),$(wildcard host-tests/unit/*.c))
UNIT_BIN := $(patsubst host-tests/unit/%.c,$(CHECK_DIR)/unit/%,$(UNIT_SRC))
CMOCKA_LIBS := $(shell pkg-config --libs cmocka 2>/dev/null || echo -lcmocka)

$(CHECK_DIR)/nimbox: $(CHECK_CORE_OBJ) $(CHECK_TOOL_OBJ) $(CHECK_MAPS_OBJ)
	@echo "  LD san  $@"
	$(Q)$(HOST_CC) $(CHECK_CFLAGS) $^ -o $@

# the portable HAL layers and app modules (HAL_PORTABLE_SRC,
# APP_PORTABLE_SRC: the Makefile's), tested against fakes
CHECK_FW_OBJ := $(addprefix $(CHECK_DIR)/,$(HAL_PORTABLE_SRC:.c=.o) $(APP_PORTABLE_SRC:.c=.o))
$(CHECK_DIR)/unit/%: $(CHECK_DIR)/host-tests/unit/%.o $(CHECK_CORE_OBJ) $(CHECK_FW_OBJ) \
		$(addprefix $(CHECK_DIR)/,$(UNIT_HELPERS:.c=.o)) \
		$(filter-out %/main.o,$(CHECK_TOOL_OBJ)) $(CHECK_MAPS_OBJ) $(CHECK_DIR)/tools/mapc/map_pack.o
	@mkdir -p $(dir $@)
	@echo "  LD san  $@"
	$(Q)$(HOST_CC) $(CHECK_CFLAGS) $^ $(CMOCKA_LIBS) -o $@

# a nimbox console on a pseudo-terminal, for the host command's --port
$(CHECK_DIR)/fake_device: $(CHECK_DIR)/host-tests/port/fake_device.o $(CHECK_CORE_OBJ) $(CHECK_MAPS_OBJ)
	@echo "  LD san  $@"
	$(Q)$(HOST_CC) $(CHECK_CFLAGS) $^ -o $@

# test_subtraction_final: a second subtraction engine built as the boards
# build it (no early period search, a 256-entry table), its functions
# renamed final_* so it links beside the host's
# and its own 640-entry arena (as on the Uno: the table, then the stream's
# buffer and a 16-answer cache when streaming)
SUB_FINAL_FLAGS := -DNB_SUB_EARLY_PERIOD=0 -DNB_ARENA_BYTES=1280L -DNB_SUB_CACHE=16 \
	-DNB_SUB_STREAM_MAX=9999 \
	-Dsubtraction_start=final_start -Dsubtraction_amounts=final_amounts \
	-Dsubtraction_sg=final_sg -Dsubtraction_build_all=final_build_all \
	-Dsubtraction_get_info=final_get_info -Dsubtraction_option_sgs=final_option_sgs \
	-Dsub_g=final_sub_g -Dsub_amounts=final_sub_amounts -Dsub_seen=final_sub_seen \
	-Dsub_stream_start=final_stream_start -Dsub_stream_sg=final_stream_sg \
	-Dsub_stream_options=final_stream_options -Dsub_run=final_run \
	-Darena_take=final_arena_take -Darena_owner=final_arena_owner
$(CHECK_DIR)/unit/subtraction_final_%.o: $(CORE_DIR)/%.c
	@mkdir -p $(dir $@)
	@echo "  CC san  $< (as the boards build it)"
	$(Q)$(HOST_CC) $(CHECK_CFLAGS) $(SUB_FINAL_FLAGS) -MMD -MP -c $< -o $@
$(CHECK_DIR)/unit/test_subtraction_final: $(addprefix $(CHECK_DIR)/unit/subtraction_final_,\
	subtraction.o subtraction_stream.o arena.o)

# ---- the runs ---------------------------------------------------------------
# The builds `make check` runs in the simulator (build folder names,
# boards/features.mk), within their budgets and against the cycle budgets
# of the bench: the Uno's coach (its default) and play sets, the Mega, the
# 1284P handheld, the Nano's play and practice sets on the I2C 16x2, the
# Nano with an OLED (its coach: the console on an OLED), the Pro Mini
# handheld's play set (its default, 8 MHz, the 20x4) and its practice set
# with an OLED, and the 1284P with an OLED.  Every set of every board is built and held to its
# budgets (boards-docs-check) and opened on the page in Chromium.
CHECK_BUILDS := uno-lcdshield uno-lcdshield-play mega-lcdshield handheld-1284p \
	nano-i2c-play nano-i2c-practice nano-oled promini-handheld promini-handheld-practice-oled \
	handheld-1284p-oled mega-ramps-12864
# The checks that ask no more than each chip, display transport, key
# wiring and capability once (COVERING_BUILDS, a part of CHECK_BUILDS):
# the test-hook build's scenarios (in simavr and on the page), the page's
# scenarios in Node, the simulator's tools and its interactive front end,
# the fuzz harnesses' replays with a board's limits.  Left out: the
# Nano's play and practice sets on the I2C 16x2 (the PCF8574 is the Pro
# Mini's, play the Uno's and the Pro Mini's, puzzles the Mega's, the
# 1284P's and the OLED Pro Mini's; the page in Chromium plays a game and
# a puzzle on them), and the 1284P with an OLED (the chip is the
# 1284P's, the OLED nano-oled's and the Pro Mini's; a game's stones,
# which no 328P set has room for, its own).
COVERING_BUILDS := uno-lcdshield uno-lcdshield-play mega-lcdshield handheld-1284p nano-oled \
	promini-handheld promini-handheld-practice-oled
# The bench's cycle budgets (BENCH_SCENARIOS, on builds of five keys):
# each chip, display and clock once, the covering builds, and the 1284P
# with an OLED, whose 32 piles drawn on an OLED at 8 MHz are the slowest
# glass of all.  Left out: the Nano's play and practice sets on the I2C
# 16x2 (10 and 4 s of a run), whose chip, bus and sets the Pro Mini's
# play set holds to the same budgets at half the clock on a 20x4, and
# the Uno's play set at the same clock.
BENCH_BUILDS := $(COVERING_BUILDS) handheld-1284p-oled
# A checked build that is not a covering one plays its set's and its
# OLED's own scenarios in simavr (SET_SCENARIOS: those whose `requires`
# asks for play, puzzles, an OLED or what it draws), the rest being its
# covering builds'.
SET_SCENARIOS := $(shell grep -l '^requires.*\(play=1\|puzzle=1\|oled=1\|picture=1\|diagrams=1\)' \
	$(SIM_SCRIPTS)/scenarios/*.txt)
# nano-i2c with a KY-040 rotary encoder for keys (KEYS=encoder, a key
# option no board carries by default): its play and practice sets, held
# to their budgets, play the encoder's own scenarios alone
# (ENCODER_SCENARIOS: those whose `requires` asks for keys=encoder; the
# rest press the five keys) and the runner's planted encoder cases; not
# a covering build.
ENCODER_BUILDS := nano-i2c-play-encoder nano-i2c-practice-encoder
# mega-ramps-12864 (the ST7920 on three pins, a polled encoder, the RAMPS'
# safe pins): its display's and keys' own scenarios alone
# (OWN_SCENARIOS_<build>: those whose `requires` asks for lcd=st7920 or
# safe-pins), everything else being the Mega's and the encoder builds'.
OWN_SCENARIOS_mega-ramps-12864 := $(shell grep -l '^requires.*\(lcd=st7920\|safe-pins\)' \
	$(SIM_SCRIPTS)/scenarios/*.txt)
ENCODER_SCENARIOS := $(shell grep -l '^requires.*keys=encoder' $(SIM_SCRIPTS)/scenarios/*.txt)
# The 1284P with the OLED on SPI (LCD=spi, an offered build): what the
# bus adds alone (SPI_SCENARIOS: those whose `requires` asks for
# lcd=ssd1306-spi: the reset, a missing module, the supply cut); the
# controller is the I2C builds' and the bus's faults are
# host-tests/sim/oled/run.sh's (spi-test.c); not a covering build.
SPI_BUILDS := handheld-1284p-spi
SPI_SCENARIOS := $(shell grep -l '^requires.*lcd=ssd1306-spi' $(SIM_SCRIPTS)/scenarios/*.txt)
# The page's scenarios in Node, in groups the two lanes take in turn, the
# longest first (host-tests/run-all.sh): a view's boards in one group (the
# runner plays a script once per view), an encoder board after a board
# of five keys.
WEB_SCENARIO_GROUPS := mega-lcdshield,mega-ramps-12864 nano-oled,promini-handheld-practice-oled \
	handheld-1284p,nano-i2c-play-encoder uno-lcdshield,uno-lcdshield-play promini-handheld
# The board whose group plays what the page's runner plays once a run
# (its self-test, its units, the hour of EEPROM wear: the page's EEPROM
# model is one for every chip), as CUT_PLAN plays the hour in simavr: the
# other groups leave them (each played in every group, they took 115 s of
# lane time, the hour alone 16 to 30 s a group).
WEB_ONCE_BOARD := uno-lcdshield-play
# The page's flasher in Node: each chip and bootloader once, and every set
# of the Uno (the board a person most often flashes from the page)
FLASHED_BUILDS := $(COVERING_BUILDS) uno-lcdshield-practice
# The settings store's planned scenarios (CUT_SCENARIOS; CUT_PLAN:
# BUILD=all or BUILD=FILE,...): the power-cut sweeps (a few hundred
# restarts each) and the hour of saves of eeprom-wear.txt (4 to 5 s of
# host time a board).  Every sweep on the 1284P, whose record is the
# full one (auto power-off's fields too) in a 4 KB EEPROM, and its hour
# of wear; on the Uno the save counter's wrap, whose slot count its 1 KB
# EEPROM sets; the hour of wear on the Uno's play set too, whose record
# (the scores) leaves a 1 KB EEPROM the fewest slots: the hottest cell of
# every board's hour, measured, was the 328P's play and practice sets'
# (nano-i2c-practice's, the Pro Mini's), as uno-lcdshield-play's.  The
# settings code is the same on every board and for every set (a record's
# fields only), and the host's test_settings_cuts cuts every cell write
# of both records (the Uno's and the handheld's).  Every build plays the
# other scenarios.
CUT_SCENARIOS := $(wildcard $(SIM_SCRIPTS)/scenarios/power-cut-*.txt) $(SIM_SCRIPTS)/scenarios/eeprom-wear.txt
CUT_PLAN := handheld-1284p=all uno-lcdshield=power-cut-wrap.txt uno-lcdshield-play=eeprom-wear.txt
# (the build in as many jobs as the machine has cores; the boards' builds
# two at a time, each on one job: their links and size steps run alone)
check: setup
	@$(MAKE) --no-print-directory -j$(CHECK_JOBS) check-host-tools
	@$(MAKE) --no-print-directory -j$(CHECK_JOBS) check-tests
CHECK_JOBS := $(shell nproc 2>/dev/null || echo 2)

# unit tests, the host command, and for every board: the engine and the
# firmware built (within the board's budgets) and the firmware's scenarios
# in the simulator
# (the unit tests of code a board's features change, auto power-off's
# settings and LCD, built again with the handheld's headers)
UNIT_HANDHELD_DIR := build/host-check-handheld
UNIT_HANDHELD_BIN := $(addprefix $(UNIT_HANDHELD_DIR)/unit/,test_settings test_settings_save test_settings_cuts test_lcd_text)
# (and the screens' fit at 20 columns, with a 20x4 board's headers)
UNIT_2004_DIR := build/host-check-2004
UNIT_2004_BIN := $(addprefix $(UNIT_2004_DIR)/unit/,test_screens_fit test_screens_play)
# (and test_sound built without a buzzer, CAP_SOUND=0: no tune, no setting)
UNIT_NOSOUND_DIR := build/host-check-nosound
UNIT_NOSOUND_BIN := $(UNIT_NOSOUND_DIR)/unit/test_sound
# The host's tools every build's checks use (the host command, the map
# compiler, the maps, the misere tables' generator and the paste with its
# answers), built first, alone: then the host's tests (check-units-ready)
# and the boards' builds (check-builds, two at a time) are built side by
# side, neither writing what the other reads (the boards' builds keep
# their own sanitized folder, CHECK_BUILDS_DIR: a board's hardware
# capabilities are in its check header), so both cores stay busy where
# the host's tests' links and sub-makes leave one idle.
check-host-tools: $(HOST_DIR)/nimbox $(MAPC) $(MISERE_TOOL) $(HOST_MAPS_C) $(FLOOD_SCENARIO) sim-common
	@for b in $(FUZZ_BOARDS); do \
	  $(MAKE) --no-print-directory BOARD=$$b CHECK_DIR=$(CHECK_BUILDS_DIR) fuzz-board-sources || exit 1; done
check-tests: check-units-ready check-builds
	@$(MAKE) --no-print-directory web-bundle $(WEB_TESTS)
	@WEB_DIR=$(WEB_DIR) LARGE400_DIR=$(LARGE400_DIR) NANO2004_DIR=$(NANO2004_DIR) SIM_BOARDS="$(CHECK_BUILDS)" ENCODER_BUILDS="$(ENCODER_BUILDS)" WEB_ENCODER_BUILDS="$(WEB_ENCODER_BUILDS)" ENCODER_SCENARIOS="$(ENCODER_SCENARIOS)" OWN_SCENARIOS_RAMPS="$(OWN_SCENARIOS_mega-ramps-12864)" SPI_BUILDS="$(SPI_BUILDS)" WEB_SCENARIO_GROUPS="$(WEB_SCENARIO_GROUPS)" WEB_ONCE_BOARD=$(WEB_ONCE_BOARD) SPI_SCENARIOS="$(SPI_SCENARIOS)" COVERING_BUILDS="$(COVERING_BUILDS)" SET_SCENARIOS="$(SET_SCENARIOS)" FLASH_BOARDS="$(FLASHED_BUILDS)" CUT_PLAN="$(CUT_PLAN)" CUT_SCENARIOS="$(CUT_SCENARIOS)" SIM_DOC=docs/simulator.md SIM_SCENARIOS="$(SIM_SCENARIOS) $(FLOOD_SCENARIO)" \
	  TEST_SCENARIOS="$(TEST_SCENARIOS)" \
	  BENCH_SCENARIOS="$(BENCH_SCENARIOS)" BENCH_BUILDS="$(BENCH_BUILDS)" SOAK_SECONDS=$(SOAK_SECONDS) bash host-tests/run-all.sh $(CHECK_DIR) $(UNIT_BIN) $(UNIT_HANDHELD_BIN) $(UNIT_2004_BIN) $(UNIT_NOSOUND_BIN)

# the host's tests: every unit test, the sanitized host command and tools
check-units-ready: $(UNIT_BIN) $(CHECK_DIR)/nimbox $(CHECK_DIR)/mapc $(CHECK_DIR)/gen_large \
		$(CHECK_DIR)/fake_device $(SIM_LCD_TIMING_TEST)
	@$(MAKE) --no-print-directory BOARD=handheld-1284p CHECK_DIR=$(UNIT_HANDHELD_DIR) $(UNIT_HANDHELD_BIN)
	@$(MAKE) --no-print-directory BOARD=promini-handheld CHECK_DIR=$(UNIT_2004_DIR) $(UNIT_2004_BIN)
	@$(MAKE) --no-print-directory CAP_SOUND=0 CHECK_DIR=$(UNIT_NOSOUND_DIR) $(UNIT_NOSOUND_BIN)

# Every build the checks need, two at a time, each on one job (a build's
# link and size steps run alone, so two keep both cores busy), from one
# queue without a wait between kinds: the builds make check runs first
# (the most to do), then every other board x set each board offers (held
# to its budgets, its row of the build table), the Uno with the 400-node
# map and nano-i2c's 20x4, the sets whose overflow docs/boards.md quotes;
# then the table and those figures against docs/boards.md.
CHECK_BUILD_ITEMS = $(CHECK_BUILDS) large400 nano2004 encoder $(filter-out $(CHECK_BUILDS),$(OFFERED_BUILDS)) \
	$(OVER_BUILDS)
CHECK_BUILDS_DIR := build/host-check-builds
check-builds:
	@$(MAKE) --no-print-directory web/node_modules/.package-lock.json $(WEB_DIR)/font_5x7.js
	@rm -rf $(BOARDS_ROWS) $(dir $(BOARDS_ROWS))rows
	@printf '%s\n' $(CHECK_BUILD_ITEMS) | xargs -P 2 -I{} $(SERIAL_MAKE) CHECK_DIR=$(CHECK_BUILDS_DIR) ITEM={} check-build-item
	@for n in $(OFFERED_BUILDS) $(OVER_BUILDS); do cat $(dir $(BOARDS_ROWS))rows/$$n.row || exit 1; done >$(BOARDS_ROWS)
	@bash tools/boards-table.sh --check docs/boards.md $(BOARDS_ROWS)
# one item of that queue (ITEM: a build's name, large400 or nano2004; a
# set that does not fit whose overflow docs/boards.md quotes: measured)
check-build-item:
	@case $(if $(filter $(ITEM),$(OVER_BUILDS)),over-by,$(ITEM)) in \
	  over-by) $(MAKE) --no-print-directory BOARD=$(ITEM) size-row ;; \
	  large400) $(MAKE) --no-print-directory large400-ready ;; \
	  nano2004) $(MAKE) --no-print-directory nano2004-ready ;; \
	  encoder) $(MAKE) --no-print-directory encoder-ready ;; \
	  *) $(MAKE) --no-print-directory BOARD=$(ITEM) ROW_FROM_BUILD=1 size-check size-row web-board web-test-board \
	       $(if $(filter $(ITEM),$(CHECK_BUILDS)),board-check-ready) \
	       $(if $(filter $(ITEM),$(SPI_BUILDS)),build/$(ITEM)/nimbox-sim) ;; \
	esac

# the encoder's builds: firmware (held to its budgets: size-check; the
# keys change no limit, so what each rule can hold, `make size`'s capacity
# program, is its set's on the I2C 16x2, checked there), its image for
# the page (web-board) and simulator
encoder-ready:
	@for b in $(ENCODER_BUILDS); do \
	  $(MAKE) --no-print-directory BOARD=$$b size-check web-board build/$$b/nimbox-sim || exit 1; done

# what the checks need of one board (BOARD): firmware (size checked),
# simulator and the generated SG scenario; on a covering build the test
# build and the debugger's ELF too
board-check-ready: firmware size $(SIM_BIN) $(MAPS_SG_SCENARIO) $(SOAK_SCENARIO) \
	$(if $(filter $(BUILD_NAME),$(COVERING_BUILDS)),$(TEST_ELF) $(DEBUG_ELF))

# Every board for SOAK_SECONDS of random keys and console lines (make
# soak SOAK_SECONDS=3600 for an hour).
soak: setup
	@for b in $(CHECK_BUILDS); do \
	  $(MAKE) --no-print-directory BOARD=$$b soak-board || exit 1; done

soak-board: firmware $(SIM_BIN) $(SOAK_SCENARIO)
	@echo "soak $(BOARD): $(SOAK_SECONDS) simulated seconds"
	@$(SIM_BIN) --check $(AVR_DIR)/nimbox.elf $(SOAK_SCENARIO) >$(AVR_DIR)/soak.log; \
	  status=$$?; grep -v '^ok ' $(AVR_DIR)/soak.log | tail -n 20; exit $$status

# Plant the bugs of host-tests/mutants/list.txt one at a time, each in a
# copy of the sources with its narrowest suite, and print the kill rate
# (MUTANTS=REGEX: only the mutants whose names match; not part of check)
mutants: setup
	@bash host-tests/mutants/run.sh '$(or $(MUTANTS),.)'

.PHONY: check check-host-tools check-units-ready check-tests check-builds check-build-item board-check-ready soak soak-board mutants \
	encoder-ready

# the picture band's renderer (CAP_PICTURE: a graphic display's boards),
# tested on the host whatever the board built
$(CHECK_DIR)/unit/test_screens_picture: $(CHECK_DIR)/firmware/app/screens_picture.o $(CHECK_DIR)/hal/font_5x7.o
# the band's diagrams (CAP_DIAGRAMS), the same way
$(CHECK_DIR)/unit/test_screens_diagram: $(CHECK_DIR)/firmware/app/screens_diagram.o
# the rotary encoder's decoder (KEYS_DRIVER encoder), tested on the host
# whatever the board built
$(CHECK_DIR)/unit/test_encoder: $(CHECK_DIR)/hal/encoder.o
