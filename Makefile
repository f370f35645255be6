# nimbox — top-level build.
#
#   make run       build the host command and show it on examples
#   make host      build/host/nimbox, the engine on the command line
#   make check     every host test (unit, property, judge samples, CLI errors)
#                  built with -fsanitize=address,undefined; non-zero on failure
#   make bench     the uva11927 benchmark against the classic judge solution
#   make core-avr  the engine compiled for the board's MCU (avr-gcc -Os)
#
# BOARD selects boards/<name>/board.mk; every board builds into build/<board>/.

BOARD ?= uno-lcdshield
include boards/$(BOARD)/board.mk

# V=1 shows every command.
ifeq ($(V),1)
Q :=
else
Q := @
endif

CORE_DIR := firmware/core
CORE_SRC := $(wildcard $(CORE_DIR)/*.c)
TOOL_SRC := $(wildcard tools/nimbox/*.c)
WARN := -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes

# ---- host -----------------------------------------------------------------
HOST_CC ?= cc
HOST_CFLAGS := -std=c99 -D_POSIX_C_SOURCE=200809L $(WARN) -O2 -g -I$(CORE_DIR) -Itools/nimbox
SAN_FLAGS := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
CHECK_CFLAGS := -std=c99 -D_POSIX_C_SOURCE=200809L $(WARN) -O1 -g $(SAN_FLAGS) \
	-I$(CORE_DIR) -Itools/nimbox -Ihost-tests/unit

HOST_DIR := build/host
CHECK_DIR := build/host-check

host: $(HOST_DIR)/nimbox

$(HOST_DIR)/%.o: %.c
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	$(Q)$(HOST_CC) $(HOST_CFLAGS) -MMD -MP -c $< -o $@

$(HOST_DIR)/nimbox: $(addprefix $(HOST_DIR)/,$(CORE_SRC:.c=.o) $(TOOL_SRC:.c=.o))
	@echo "  LD      $@"
	$(Q)$(HOST_CC) $(HOST_CFLAGS) $^ -o $@

# ---- checks (sanitized) -----------------------------------------------------
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

$(CHECK_DIR)/nimbox: $(CHECK_CORE_OBJ) $(CHECK_TOOL_OBJ)
	@echo "  LD san  $@"
	$(Q)$(HOST_CC) $(CHECK_CFLAGS) $^ -o $@

$(CHECK_DIR)/unit/%: $(CHECK_DIR)/host-tests/unit/%.o $(CHECK_CORE_OBJ) \
		$(addprefix $(CHECK_DIR)/,$(UNIT_HELPERS:.c=.o)) \
		$(filter-out %/main.o,$(CHECK_TOOL_OBJ))
	@mkdir -p $(dir $@)
	@echo "  LD san  $@"
	$(Q)$(HOST_CC) $(CHECK_CFLAGS) $^ $(CMOCKA_LIBS) -o $@

# `check` and `run` install missing Debian packages first (tools/setup.sh).
setup:
	@bash tools/setup.sh

check: setup
	@$(MAKE) --no-print-directory check-tests

check-tests: $(UNIT_BIN) $(CHECK_DIR)/nimbox core-avr
	@bash host-tests/run-all.sh $(CHECK_DIR) $(UNIT_BIN)

# Until the firmware exists, `run` shows the host command on examples.
run: setup
	@$(MAKE) --no-print-directory host
	@bash tools/examples.sh $(HOST_DIR)/nimbox

# ---- benchmark --------------------------------------------------------------
BENCH_DIR := build/bench
$(BENCH_DIR)/%: host-tests/bench/%.c
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	$(Q)$(HOST_CC) -O2 -std=c99 -D_POSIX_C_SOURCE=200809L $(WARN) $< -o $@

bench: $(HOST_DIR)/nimbox $(BENCH_DIR)/gen_uva11927 $(BENCH_DIR)/baseline_uva11927
	@bash host-tests/bench/run.sh $(HOST_DIR)/nimbox $(BENCH_DIR)

# ---- the engine on the board's MCU -------------------------------------------
AVR_CC ?= avr-gcc
AVR_AR ?= avr-ar
AVR_SIZE ?= avr-size
AVR_DIR := build/$(BOARD)
AVR_CFLAGS := -std=c99 $(WARN) -Os -mmcu=$(MCU) -DF_CPU=$(F_CPU) $(BOARD_LIMITS) \
	-ffunction-sections -fdata-sections -I$(CORE_DIR)

$(AVR_DIR)/core/%.o: $(CORE_DIR)/%.c
	@mkdir -p $(dir $@)
	@echo "  AVR-CC  $<"
	$(Q)$(AVR_CC) $(AVR_CFLAGS) -MMD -MP -c $< -o $@

AVR_CORE_OBJ := $(patsubst $(CORE_DIR)/%.c,$(AVR_DIR)/core/%.o,$(CORE_SRC))

$(AVR_DIR)/libcore.a: $(AVR_CORE_OBJ)
	$(Q)rm -f $@
	$(Q)$(AVR_AR) rcs $@ $^

core-avr: $(AVR_DIR)/libcore.a
	@$(AVR_SIZE) -t $(AVR_CORE_OBJ) | tail -n 1 | \
	  awk '{ printf "core on %s (%s): text %d B, data %d B, bss %d B\n", "$(MCU)", "$(BOARD)", $$1, $$2, $$3 }'

clean:
	rm -rf build

.PHONY: host setup check check-tests run bench core-avr clean
.DELETE_ON_ERROR:

-include $(shell find build -name '*.d' 2>/dev/null)
