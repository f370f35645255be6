# features.mk — the configuration model (included by the Makefile before
# anything else reads a board): which board, which feature set, and every
# capability's value, decided here once.
#
#   a board (boards/<name>/board.mk)  the hardware only: chip, clock, keys,
#                  display, buzzer, power parts, programmer, budgets, and
#                  the feature sets measured to fit it (BOARD_SETS, the
#                  first its default)
#   a feature set (CONFIG=...)  which of the selectable capabilities a build
#                  has, named for a person: coach, play, practice, full
#   a capability   one row of the table below: its name (the same make
#                  variable and C macro, CAP_PLAY is -DCAP_PLAY), its
#                  default, what it needs of the hardware, the files it adds
#                  (and the stand-ins it adds when it is off)
#
# The chosen values go into one generated header, $(AVR_DIR)/capabilities.h
# (CAPS_H), which every build of the board's code reads first (-include);
# no C file defaults a capability (host-tests/structure/model.sh holds that).
#
# BOARD may also name a build folder (uno-lcdshield-play: the board and a
# set) or an old board name that a set replaced (BOARD_ALIAS_...), which
# says what replaced it.

# ---- every board and feature set ---------------------------------------------
BOARDS := $(patsubst boards/%/board.mk,%,$(sort $(wildcard boards/*/board.mk)))
# the feature sets, in the order tables list them, and what each holds
SETS := coach play practice full
SET_CAPS_coach := CONSOLE
SET_CAPS_play := PLAY
SET_CAPS_practice := PUZZLE
SET_CAPS_full := CONSOLE PLAY PUZZLE
SET_WORDS_coach := the coach (hints, SG views, maps) and its serial console
SET_WORDS_play := the coach, play against nimbox (5 levels, score) and two players; no console
SET_WORDS_practice := the coach and its practice mode (puzzles, streaks); no console
SET_WORDS_full := the coach, its console, play against nimbox, two players and practice

# Old board names a feature set replaced: NAME -> board and set.
BOARD_ALIAS_uno-play := uno-lcdshield play
BOARD_ALIAS_uno-puzzle := uno-lcdshield practice

ifneq ($(BOARD_ALIAS_$(BOARD)),)
$(shell echo "make: BOARD=$(BOARD) is now BOARD=$(word 1,$(BOARD_ALIAS_$(BOARD))) CONFIG=$(word 2,$(BOARD_ALIAS_$(BOARD))) (the same firmware; the old name will go)" >&2)
CONFIG := $(word 2,$(BOARD_ALIAS_$(BOARD)))
override BOARD := $(word 1,$(BOARD_ALIAS_$(BOARD)))
endif
# a build folder's name with a key option last: BOARD[-SET][-2004]-encoder
# (KEYS=encoder, where board.mk offers it: KEYS_OPTIONS)
ifeq ($(filter $(BOARD),$(BOARDS)),)
ifneq ($(filter %-encoder,$(BOARD)),)
KEYS := encoder
override BOARD := $(patsubst %-encoder,%,$(BOARD))
endif
endif
# a build folder's name with a display option: BOARD[-SET]-2004, -oled or
# -spi (promini-handheld-oled: LCD=oled), where board.mk offers it
# (LCD_OPTIONS)
DISPLAY_VARIANTS := 2004 oled spi
ifeq ($(filter $(BOARD),$(BOARDS)),)
BOARD_DISPLAY_SPLIT := $(strip $(foreach v,$(DISPLAY_VARIANTS),$(if $(filter %-$(v),$(BOARD)),$(v))))
ifneq ($(BOARD_DISPLAY_SPLIT),)
LCD := $(BOARD_DISPLAY_SPLIT)
override BOARD := $(patsubst %-$(BOARD_DISPLAY_SPLIT),%,$(BOARD))
endif
endif
# a build folder's name: BOARD-SET (uno-lcdshield-play)
ifeq ($(filter $(BOARD),$(BOARDS)),)
BOARD_SPLIT := $(strip $(foreach b,$(BOARDS),$(foreach s,$(SETS),$(if $(filter $(b)-$(s),$(BOARD)),$(b) $(s)))))
ifneq ($(BOARD_SPLIT),)
CONFIG := $(word 2,$(BOARD_SPLIT))
override BOARD := $(word 1,$(BOARD_SPLIT))
endif
endif
ifeq ($(filter $(BOARD),$(BOARDS)),)
OLD_BOARDS := $(sort $(patsubst BOARD_ALIAS_%,%,$(filter BOARD_ALIAS_%,$(.VARIABLES))))
$(error no board '$(BOARD)': the boards are $(BOARDS) (old names: $(OLD_BOARDS)); nearest: $(shell bash tools/nearest-name.sh '$(BOARD)' $(BOARDS) $(OLD_BOARDS)))
endif

include boards/$(BOARD)/board.mk
# the display, on its two axes, from its descriptor (boards/displays/)
include boards/displays/display.mk

# The key driver, from the wiring board.h names (stated there once, with
# its pins): BOARD_KEYS_BUTTONS -> buttons (hal/avr/keys_buttons.c),
# BOARD_KEYS_LADDER -> ladder (hal/keys_ladder.c, hal/avr/keys_adc.c).
# BOARD_KEYS_ENCODER -> encoder (hal/encoder.c, hal/avr/keys_encoder.c:
# a rotary encoder and its button, board.mk's KEYS=encoder where it
# offers one, KEYS_OPTIONS, with BOARD_KEYS_FLAGS for board.h).
KEYS_WIRING := $(shell cc -E -dM -I. $(BOARD_KEYS_FLAGS) -x c boards/$(BOARD)/board.h 2>/dev/null | \
	sed -n 's/^\#define BOARD_KEYS_\(BUTTONS\|LADDER\|ENCODER\)\( .*\)\{0,1\}$$/\1/p')
KEYS_DRIVER := $(if $(filter BUTTONS,$(KEYS_WIRING)),buttons,$(if $(filter LADDER,$(KEYS_WIRING)),ladder,$(if $(filter ENCODER,$(KEYS_WIRING)),encoder)))
ifeq ($(words $(KEYS_WIRING)),0)
$(error boards/$(BOARD)/board.h names no key wiring (BOARD_KEYS_BUTTONS, BOARD_KEYS_LADDER or BOARD_KEYS_ENCODER))
endif
ifneq ($(KEYS),)
ifeq ($(filter $(KEYS),$(KEYS_OPTIONS)),)
$(error KEYS=$(KEYS): $(BOARD) offers $(if $(KEYS_OPTIONS),KEYS=$(subst $(eval) , or KEYS=,$(KEYS_OPTIONS)),no key option (its keys are fixed)))
endif
endif

# ---- the feature set -----------------------------------------------------------
DEFAULT_SET := $(firstword $(BOARD_SETS))
CONFIG ?= $(DEFAULT_SET)
ifeq ($(filter $(CONFIG),$(SETS)),)
$(error no feature set '$(CONFIG)': the sets are $(SETS) ($(BOARD) offers $(BOARD_SETS)); nearest: $(shell bash tools/nearest-name.sh '$(CONFIG)' $(SETS)))
endif

# ---- the hardware a capability may need (board.mk: HARDWARE, KEYS_DRIVER) ----
HAVE := $(HARDWARE) $(KEYS_DRIVER)

# ---- the capability table ----------------------------------------------------
# CAP_<name>_DEFAULT  its value when neither the set nor the hardware decides
# CAP_<name>_SELECT   set: a feature set turns it on (1) or leaves it off
#                     (0); hardware: on where the board has what it needs
# CAP_<name>_NEEDS    what the board must have (HARDWARE words, the key
#                     driver); asking for it without them is an error
# CAP_<name>_SRC      the files it adds (the firmware's; the host's tests
#                     build the portable ones whatever the board has)
# CAP_<name>_NONE_SRC the stand-ins it adds when it is off
# CAP_<name>_OTHER_SRC every file its SRC may name on some board (a
#                     driver chosen by the hardware), none built as the
#                     plain HAL's
CAPS := CONSOLE PLAY PUZZLE SOUND POWER_OFF PICTURE DIAGRAMS

# the serial console and the command language behind it
CAP_CONSOLE_DEFAULT := 1
CAP_CONSOLE_SELECT := set
CAP_CONSOLE_NEEDS :=
CAP_CONSOLE_SRC := firmware/app/console.c
CAP_CONSOLE_NONE_SRC := firmware/app/console_none.c

# play against nimbox (levels, score, the console's reply) and two players
CAP_PLAY_DEFAULT := 1
CAP_PLAY_SELECT := set
CAP_PLAY_NEEDS :=
CAP_PLAY_SRC := firmware/app/ui_play.c firmware/app/ui_play_game.c firmware/app/ui_play_setup.c \
	firmware/app/ui_play_menu.c firmware/app/screens_play.c
CAP_PLAY_NONE_SRC :=

# the practice mode: the menu's Puzzle, its screens, the streaks
CAP_PUZZLE_DEFAULT := 1
CAP_PUZZLE_SELECT := set
CAP_PUZZLE_NEEDS :=
CAP_PUZZLE_SRC := firmware/app/ui_puzzle.c firmware/app/screens_puzzle.c
CAP_PUZZLE_NONE_SRC :=

# the tunes on a buzzer (board.h: BOARD_BUZZER_*), the Sound setting: a
# passive piezo on a timer's pin (buzzer: each note at its pitch) or an
# active buzzer (beeper: each note a beep of its length at the buzzer's
# own pitch, hal/avr/sound_active.c)
CAP_SOUND_DEFAULT := 0
CAP_SOUND_SELECT := hardware
CAP_SOUND_NEEDS := $(if $(filter beeper,$(HARDWARE)),beeper,buzzer)
CAP_SOUND_SRC := $(if $(filter beeper,$(HARDWARE)),hal/avr/sound_active.c,hal/avr/sound_timer.c)
CAP_SOUND_NONE_SRC := hal/sound_none.c
CAP_SOUND_OTHER_SRC := hal/avr/sound_active.c hal/avr/sound_timer.c

# auto power-off: the LCD's supply cut (board.h: BOARD_LCD_POWER_PORT),
# power-down until a button's pin change wakes it
CAP_POWER_OFF_DEFAULT := 0
CAP_POWER_OFF_SELECT := hardware
CAP_POWER_OFF_NEEDS := buttons lcd-power
CAP_POWER_OFF_SRC := firmware/app/ui_off.c firmware/app/power_off.c hal/avr/power_off.c
CAP_POWER_OFF_NONE_SRC := firmware/app/power_off_none.c

# the picture band of a graphic display (hal/lcd.h: LCD_PICTURE_PAGES): the
# home screen's piles drawn as stones, the winning move marked
CAP_PICTURE_DEFAULT := 0
CAP_PICTURE_SELECT := hardware
CAP_PICTURE_NEEDS := pixels
CAP_PICTURE_SRC := firmware/app/ui_picture.c firmware/app/screens_picture.c
CAP_PICTURE_NONE_SRC := firmware/app/ui_picture_none.c

# the band's diagrams: a grid map's board with its stones, and the SG
# values' plot, SG(0..127) with the first period bracketed (a board
# whose flash holds them; the 328P OLED boards leave them out:
# CAPS_OFF_<set>)
CAP_DIAGRAMS_DEFAULT := 0
CAP_DIAGRAMS_SELECT := hardware
CAP_DIAGRAMS_NEEDS := pixels
CAP_DIAGRAMS_SRC := firmware/app/ui_diagram.c firmware/app/screens_diagram.c
CAP_DIAGRAMS_NONE_SRC := firmware/app/ui_diagram_none.c

# ---- each capability's value -----------------------------------------------------
# has_all(words): 1 when the board has every one
has_all = $(if $(filter-out $(HAVE),$(1)),0,1)
cap_value = $(if $(filter set,$(CAP_$(1)_SELECT)),$(if $(filter $(1),$(SET_CAPS_$(CONFIG))),1,0),$(if $(CAP_$(1)_NEEDS),$(call has_all,$(CAP_$(1)_NEEDS)),$(CAP_$(1)_DEFAULT)))
# a board may leave a hardware capability out of a set it does not fit in
# (board.mk: CAPS_OFF_<set> := SOUND, with the bytes measured)
$(foreach c,$(CAPS),$(eval CAP_$(c) := $(if $(filter $(c),$(CAPS_OFF_$(CONFIG))),0,$(call cap_value,$(c)))))
# what a capability needs, checked whatever asked for it
$(foreach c,$(CAPS),$(if $(filter 1,$(CAP_$(c))),$(if $(filter 0,$(call has_all,$(CAP_$(c)_NEEDS))),\
	$(error CAP_$(c) needs $(CAP_$(c)_NEEDS); boards/$(BOARD)/board.mk has $(HAVE)))))

# the files the chosen capabilities add, and those every capability owns
CAPS_SRC := $(foreach c,$(CAPS),$(if $(filter 1,$(CAP_$(c))),$(CAP_$(c)_SRC),$(CAP_$(c)_NONE_SRC)))
CAPS_ALL_SRC := $(foreach c,$(CAPS),$(CAP_$(c)_SRC) $(CAP_$(c)_NONE_SRC) $(CAP_$(c)_OTHER_SRC))
# the host's tests': every selectable capability on, the hardware's as built
CHECK_CAPS_SRC := $(foreach c,$(CAPS),$(if $(filter set,$(CAP_$(c)_SELECT))$(filter 1,$(CAP_$(c))),$(CAP_$(c)_SRC),$(CAP_$(c)_NONE_SRC)))

# a set's maps where board.mk names them (MAPS_<set>: a trade for flash,
# measured there), unless the command line names MAPS
ifneq ($(MAPS_$(CONFIG)),)
ifneq ($(origin MAPS),command line)
MAPS := $(MAPS_$(CONFIG))
endif
endif
# the limits a set brings on a chip (boards/chips/*.mk: SET_LIMITS_play)
BOARD_LIMITS += $(SET_LIMITS_$(CONFIG))
# and the code-size flags (SET_CFLAGS_play)
AVR_CFLAGS_EXTRA += $(SET_CFLAGS_$(CONFIG))
# a set's code budget: CODE_BUDGET_<set> when board.mk names one, else the
# board's CODE_BUDGET
ifneq ($(CODE_BUDGET_$(CONFIG)),)
CODE_BUDGET := $(CODE_BUDGET_$(CONFIG))
endif

# ---- the display option (LCD=2004 where board.mk offers it: LCD_OPTIONS) ------
# the boards that offer display option $(1) (LCD=2004, LCD=oled)
lcd_option_boards = $(strip $(foreach b,$(BOARDS),$(if $(findstring $(1),$(shell grep -s '^LCD_OPTIONS' boards/$(b)/board.mk)),$(b))))
ifneq ($(LCD),)
ifeq ($(filter $(LCD),$(LCD_OPTIONS)),)
$(error LCD=$(LCD): $(BOARD) offers $(if $(LCD_OPTIONS),LCD=$(subst $(eval) , or LCD=,$(LCD_OPTIONS)),no display option (its display is fixed); boards with LCD=$(LCD): $(or $(call lcd_option_boards,$(LCD)),none)))
endif
endif

# ---- where the build goes: build/BOARD, BOARD-SET for a set not the
# board's default, -2004 for the display option ---------------------------------
BUILD_NAME := $(BOARD)$(if $(filter-out $(DEFAULT_SET),$(CONFIG)),-$(CONFIG))$(BOARD_VARIANT)

# ---- the generated headers (the Makefile writes them, tools/caps-header.sh):
# the build's (CAPS_H, in $(AVR_DIR)), the host command's (every capability
# at its default, no hardware) and the host's tests' (the board's hardware
# capabilities, the rest at their defaults)
CAPS_VALUES := $(foreach c,$(CAPS),CAP_$(c)=$(CAP_$(c)))
HOST_CAPS_VALUES := $(foreach c,$(CAPS),CAP_$(c)=$(CAP_$(c)_DEFAULT))
CHECK_CAPS_VALUES := $(foreach c,$(CAPS),CAP_$(c)=$(if $(filter hardware,$(CAP_$(c)_SELECT)),$(CAP_$(c)),$(CAP_$(c)_DEFAULT)))
