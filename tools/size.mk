# size.mk — the budgets' part of the Makefile (included by it): a board's
# flash and RAM against its budgets and what each rule can hold there
# (`make size`), every board x feature set at once (`make boards`), the capacity table
# in docs/boards.md, and the Uno built with the 400-node map for `make check`.

# Flash and RAM use against the board's budgets (fails when over), the
# maps' bytes, then what each rule can hold here: the engine built on the
# host with the board's limits and maps (CAPACITY, tools/capacity.c).
CAP_DIR := $(AVR_DIR)/capacity
CAPACITY := $(CAP_DIR)/capacity
# (unoptimised: it answers at once either way, and `make check` builds it
# for every checked build: its 40-odd files compile in 2.9 s of CPU
# instead of 4.3 s)
CAP_CFLAGS := $(HOST_CFLAGS) -O0 -g0
$(CAP_DIR)/%.o: %.c boards/$(BOARD)/board.mk $(wildcard boards/profiles/*.mk)
	@mkdir -p $(dir $@)
	@echo "  CC      $< (the board's limits)"
	$(Q)$(HOST_CC) $(CAP_CFLAGS) $(BOARD_LIMITS) -MMD -MP -c $< -o $@
$(CAP_DIR)/maps.o: $(AVR_MAPS_C) boards/$(BOARD)/board.mk
	@mkdir -p $(dir $@)
	$(Q)$(HOST_CC) $(CAP_CFLAGS) $(BOARD_LIMITS) -c $< -o $@
$(CAP_DIR)/misere.o: $(AVR_MISERE_C) boards/$(BOARD)/board.mk
	@mkdir -p $(dir $@)
	$(Q)$(HOST_CC) $(CAP_CFLAGS) $(BOARD_LIMITS) -c $< -o $@
$(CAPACITY): $(addprefix $(CAP_DIR)/,$(CORE_SRC:.c=.o) tools/capacity.o) $(CAP_DIR)/maps.o \
	$(if $(MISERE_TABLES),$(CAP_DIR)/misere.o)
	@echo "  LD      $@"
	$(Q)$(HOST_CC) $(CAP_CFLAGS) $^ -o $@

# Flash and RAM by module (tools/module-sizes.sh): the firmware's sources
# compiled and linked again without link-time optimisation (MODULE_DIR),
# for its map (the link may pass the flash: the map is written all the
# same).
MODULES_MAP := $(MODULE_DIR)/nimbox.map
MODULE_OBJ := $(patsubst %.c,$(MODULE_DIR)/obj/%.o,$(FW_SRC) $(AVR_MAPS_C) $(if $(MISERE_TABLES),$(AVR_MISERE_C)))
$(MODULES_MAP): $(MODULE_OBJ)
	@mkdir -p $(dir $@)
	@echo "  AVR-LD  $(dir $@)nimbox.elf (no LTO, for the map)"
	$(Q)$(AVR_CC) $(AVR_LDFLAGS) -fno-lto -Wl,--noinhibit-exec -Wl,-Map,$@ $^ \
	  -o $(dir $@)nimbox.elf 2>$(dir $@)ld.log || test -s $@ || { cat $(dir $@)ld.log; exit 1; }
size: firmware $(HOST_MAPS_C) $(CAPACITY)
	@bash tools/size.sh $(AVR_DIR)/nimbox.elf $(CODE_BUDGET) $(RAM_BUDGET) $(BUILD_NAME) $(FLASH_SIZE)
	@echo "(by module: make size-modules)"
	@bash tools/map-sizes.sh $(BOARD) $(AVR_DIR)/maps/sizes.txt $(HOST_DIR)/maps/sizes.txt
	@$(CAPACITY) $(BOARD) $$(bash tools/map-bytes.sh $(AVR_DIR)/nimbox.elf)

size-modules: $(MODULES_MAP)
	@bash tools/module-sizes.sh $<

# One build's sizes as a row for the matrix (tools/boards-table.sh): board,
# set, 1 if it is the board's default, code, code budget, maps, flash the
# bootloader leaves, static RAM, RAM budget, MCU, clock, 1 if it draws the
# piles as stones (CAP_PICTURE), 1 if it draws the diagrams, 1 if it
# switches itself off (the build's capabilities.h: CAP_POWER_OFF), 1 if
# the board has what that needs.  A display option names the hardware
# (promini-handheld-oled).  Measured on the
# firmware linked as nimbox.elf is but let pass the flash, so a set that
# does not fit still gets its row.
BOARDS_ROWS := build/boards/rows.txt
MEASURE_ELF := $(AVR_DIR)/measure/nimbox.elf
$(MEASURE_ELF): $(FW_OBJ) $(AVR_FLAGS_FILE)
	@mkdir -p $(dir $@)
	@echo "  AVR-LD  $@ (measured, may pass the flash)"
	$(Q)$(AVR_CC) $(AVR_LDFLAGS) -Wl,--noinhibit-exec $(FW_OBJ) -o $@ 2>$(dir $@)ld.log || test -s $@ || \
	  { cat $(dir $@)ld.log; exit 1; }
# (ROW_ELF: the ELF measured; boards-docs-check (ROW_FROM_BUILD=1) measures nimbox.elf, which
# size-check has just linked and held to the budgets, so no second link)
BOARDS_ROW = $(dir $(BOARDS_ROWS))rows/$(BUILD_NAME).row
ROW_ELF = $(if $(ROW_FROM_BUILD),$(AVR_DIR)/nimbox.elf,$(MEASURE_ELF))
size-row: $(ROW_ELF)
	@mkdir -p $(dir $(BOARDS_ROW))
	@elf=$(ROW_ELF); \
	  set -- $$(avr-size -A $$elf | awk '$$1 == ".text" { t = $$2 } $$1 == ".data" { d = $$2 } \
	    $$1 == ".bss" { b = $$2 } END { print t + 0, d + 0, b + 0 }'); \
	  maps=$$(bash tools/map-bytes.sh $$elf all); \
	  echo "$(BOARD)$(BOARD_VARIANT) $(CONFIG) $(if $(filter $(CONFIG),$(DEFAULT_SET)),1,0) $$(($$1 + $$2 - maps)) \
	    $(CODE_BUDGET) $$maps $(FLASH_SIZE) $$(($$2 + $$3)) $(RAM_BUDGET) $(MCU) $(F_CPU:UL=) $(CAP_PICTURE) $(CAP_DIAGRAMS) \
	    $$(sed -n 's/^#define CAP_POWER_OFF //p' $(CAPS_H)) $(call has_all,$(CAP_POWER_OFF_NEEDS))" \
	    >$(BOARDS_ROW)

# Every board x feature set it offers (and `full` where it does not fit,
# to say by how much): flash and RAM against the budgets, one table.
BOARD_SETS_OF = $(shell sed -n 's/^BOARD_SETS := //p' boards/$(1)/board.mk)
# (two builds at a time, each on one job: a build's link and size steps
# run alone, so two of them keep both cores busy; a line for each as it
# is done, tools/boards-progress.sh; the rows gathered in the list's order)
boards:
	@rm -rf $(BOARDS_ROWS) $(dir $(BOARDS_ROWS))rows
	@mkdir -p $(dir $(BOARDS_ROWS))rows
	@list=$$(for b in $(BOARDS); do $(MAKE) --no-print-directory -s BOARD=$$b print-board-builds; done); \
	  echo "make boards: $$(echo $$list | wc -w) builds, two at a time"; \
	  printf '%s\n' $$list | xargs -P 2 -I{} bash tools/boards-progress.sh {} $(SERIAL_MAKE) && \
	  for n in $$list; do cat $(dir $(BOARDS_ROWS))rows/$$n.row; done >$(BOARDS_ROWS)
	@bash tools/boards-table.sh --text $(BOARDS_ROWS)

# the sets `make boards` builds on this board: those it offers, and full
print-board-sets:
	@echo $(BOARD_SETS) $(filter-out $(BOARD_SETS),full)

# docs/boards.md's "Which build do I want?" table from `make boards`' rows
boards-docs: boards
	@bash tools/boards-table.sh --write docs/boards.md $(BOARDS_ROWS)

# the sets that do not fit whose overflow docs/boards.md quotes (its
# `<!-- over BOARD SET -->` marks: uno-lcdshield-full ...), measured
# (size-row) beside the builds (evaluated once, where first used)
OVER_BUILDS = $(eval OVER_BUILDS := $(shell bash tools/boards-table.sh --over-builds docs/boards.md))$(OVER_BUILDS)
# Every set each board offers built within its budgets, and
# docs/boards.md's table and over-by figures the same as those builds
# (`make check` does the same in check-builds, host-tests/check.mk, with
# its other builds)
boards-docs-check:
	@rm -rf $(BOARDS_ROWS) $(dir $(BOARDS_ROWS))rows
	@list="$(OFFERED_BUILDS)"; \
	  printf '%s\n' $$list | xargs -P 2 -I{} $(SERIAL_MAKE) BOARD={} ROW_FROM_BUILD=1 \
	    size-check size-row \
	    >/dev/null && \
	  printf '%s\n' $(OVER_BUILDS) | xargs -P 2 -I{} $(SERIAL_MAKE) BOARD={} size-row >/dev/null && \
	  for n in $$list $(OVER_BUILDS); do cat $(dir $(BOARDS_ROWS))rows/$$n.row; done >$(BOARDS_ROWS)
	@bash tools/boards-table.sh --check docs/boards.md $(BOARDS_ROWS)

# The Uno with the 400-node map, which no board carries by default: built
# in a folder of its own and held to the Uno's budgets; `make check` runs
# its scenario and every node's SG value against the host's there.
LARGE400_DIR := build/uno-lcdshield-large400
LARGE400_MAPS := large400 sample1 sample2 rook
large400-ready:
	@$(MAKE) --no-print-directory BOARD=uno-lcdshield AVR_DIR=$(LARGE400_DIR) MAPS="$(LARGE400_MAPS)" \
	  size $(LARGE400_DIR)/nimbox-sim $(LARGE400_DIR)/maps/sg-scenario.txt

# nano-i2c with a 20x4 (LCD=2004), a build option no board carries by
# default: built in its own folder (as its board.mk names it) and held to
# its code budget; `make check` runs the bench's cycle budgets and the
# display's scenarios there.
NANO2004_DIR := build/nano-i2c-2004
nano2004-ready:
	@$(MAKE) --no-print-directory BOARD=nano-i2c LCD=2004 AVR_DIR=$(NANO2004_DIR) \
	  size $(NANO2004_DIR)/nimbox-sim

# docs/boards.md's capacity table from every board's capacity program
# (`make check` compares them: host-tests/run-all.sh)
capacity-docs:
	@for b in $(CHECK_BUILDS); do \
	  $(MAKE) --no-print-directory BOARD=$$b firmware build/$$b/capacity/capacity || exit 1; done
	@bash tools/capacity-docs.sh --write docs/boards.md $(foreach b,$(CHECK_BUILDS),build/$(b)/capacity/capacity)

# Released images: every board x feature set it offers into build/dist/
# (tools/dist.sh: BOARD-SET.hex and .elf, manifest.json, SHA256SUMS).
DIST_DIR := build/dist
dist:
	@rm -rf $(DIST_DIR)
	@for b in $(BOARDS); do for n in $$($(MAKE) --no-print-directory -s BOARD=$$b print-offered-builds); do \
	  $(MAKE) --no-print-directory BOARD=$$n dist-one || exit 1; done; done
	@bash tools/dist.sh finish $(DIST_DIR)

print-offered-sets:
	@echo $(BOARD_SETS)

# every build the board offers, by build name (BOARD[-SET][-LCD], which
# BOARD= takes as it is): each set on the board's display, and on each
# other display board.mk offers (LCD_OPTIONS, its default first)
offered_name = $(BOARD)$(if $(filter-out $(DEFAULT_SET),$(1)),-$(1))
builds_of = $(foreach s,$(1),$(call offered_name,$(s)) \
	$(foreach o,$(wordlist 2,9,$(LCD_OPTIONS)),$(call offered_name,$(s))-$(o)))
print-offered-builds:
	@echo $(call builds_of,$(BOARD_SETS))
# every board's, by build name (the board's own make each, without the
# jobserver $(shell) does not pass on: evaluated once, where first used)
OFFERED_BUILDS = $(eval OFFERED_BUILDS := $(shell for b in $(BOARDS); do \
  MAKEFLAGS=s $(MAKE) --no-print-directory BOARD=$$b print-offered-builds; done))$(OFFERED_BUILDS)
# (and `full` where the board does not offer it, for `make boards`)
print-board-builds:
	@echo $(call builds_of,$(BOARD_SETS) $(filter-out $(BOARD_SETS),full))

# the released images' test: one board x set built twice from nothing,
# the same bytes (host-tests/dist/run.sh)
dist-check:
	@bash host-tests/dist/run.sh

# one build into DIST_DIR, within its budgets
# (a display option is part of the hardware's name: promini-handheld-oled)
dist-one: size-check
	@BOARD=$(BOARD)$(BOARD_VARIANT) CONFIG=$(CONFIG) MCU=$(MCU) F_CPU=$(F_CPU) LFUSE=$(LFUSE) HFUSE=$(HFUSE) \
	  EFUSE=$(EFUSE) BOOTLOADER=$(BOOTLOADER) PROGRAMMER=$(PROGRAMMER) \
	  PROGRAMMER_BAUD=$(PROGRAMMER_BAUD) PORT=$(PORT) FLASH_FLAGS="$(FLASH_FLAGS)" \
	  CODE_BUDGET=$(CODE_BUDGET) RAM_BUDGET=$(RAM_BUDGET) FLASH_SIZE=$(FLASH_SIZE) \
	  OLD_BOOTLOADER=$(OLD_BOOTLOADER) OLD_BOOTLOADER_BAUD=$(OLD_BOOTLOADER_BAUD) \
	  OLD_BOOTLOADER_FLASH=$(OLD_BOOTLOADER_FLASH) \
	  bash tools/dist.sh add $(DIST_DIR) $(AVR_DIR)

# the firmware against its budgets, and nothing more (make size adds the
# module and capacity tables)
size-check: firmware
	@bash tools/size.sh $(AVR_DIR)/nimbox.elf $(CODE_BUDGET) $(RAM_BUDGET) $(BOARD)-$(CONFIG) $(FLASH_SIZE)

.PHONY: dist dist-check dist-one size-check size-row print-offered-sets print-board-sets boards-docs \
	boards-docs-check
