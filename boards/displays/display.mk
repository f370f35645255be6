# display.mk — the board's display, named on two axes (included by
# boards/features.mk after the board's board.mk):
#   DISPLAY      the controller: a descriptor boards/displays/<name>.mk
#                (hd44780, ssd1306)
#   DISPLAY_BUS  how it is wired: one of that descriptor's DISPLAY_BUSES
#                (its first when the board names none)
# A descriptor states the display once: its files (DISPLAY_SRC and
# DISPLAY_SRC_<bus>), its geometry (DISPLAY_COLS, DISPLAY_ROWS,
# DISPLAY_WIDTH, DISPLAY_HEIGHT, DISPLAY_PICTURE_PAGES; a character LCD
# leaves its text grid to the board's panel), its HARDWARE words
# (DISPLAY_HARDWARE), its bus's I2C speed (DISPLAY_TWI_HZ_<bus>: the
# TWI in use, DISPLAY_USES_TWI; a bus named spi: the SPI, DISPLAY_USES_SPI)
# and a bus's own flags (DISPLAY_FLAGS_<bus>).  What
# the code needs of it reaches the code as -D flags in BOARD_LIMITS, so
# the choice costs no byte at run time.
# A display option (LCD=oled where board.mk offers it: LCD_OPTIONS) names
# its display in board.mk as LCD_DISPLAY_<option> := DISPLAY [DISPLAY_BUS];
# the build then goes to build/<board>-<option>/ (BOARD_VARIANT).
# The old spelling, LCD_TRANSPORT := parallel | pcf8574 | ssd1306, maps to
# the two axes with a notice.
DISPLAYS := $(sort $(filter-out display,$(basename $(notdir $(wildcard boards/displays/*.mk)))))
DISPLAY_OLD_parallel := hd44780 pins
DISPLAY_OLD_pcf8574 := hd44780 pcf8574
DISPLAY_OLD_ssd1306 := ssd1306 i2c

ifneq ($(LCD_TRANSPORT),)
ifeq ($(DISPLAY_OLD_$(LCD_TRANSPORT)),)
$(error LCD_TRANSPORT=$(LCD_TRANSPORT): no such transport (parallel, pcf8574, ssd1306; a display is now DISPLAY= and DISPLAY_BUS=))
endif
$(shell echo "make: LCD_TRANSPORT=$(LCD_TRANSPORT) is now DISPLAY=$(word 1,$(DISPLAY_OLD_$(LCD_TRANSPORT))) DISPLAY_BUS=$(word 2,$(DISPLAY_OLD_$(LCD_TRANSPORT))) (the same firmware; the old name will go)" >&2)
DISPLAY := $(word 1,$(DISPLAY_OLD_$(LCD_TRANSPORT)))
DISPLAY_BUS := $(word 2,$(DISPLAY_OLD_$(LCD_TRANSPORT)))
endif
ifneq ($(LCD_DISPLAY_$(LCD)),)
DISPLAY := $(word 1,$(LCD_DISPLAY_$(LCD)))
DISPLAY_BUS := $(word 2,$(LCD_DISPLAY_$(LCD)))
BOARD_VARIANT := -$(LCD)
endif

ifeq ($(DISPLAY),)
$(error boards/$(BOARD)/board.mk names no display (DISPLAY := one of $(DISPLAYS)))
endif
ifeq ($(filter $(DISPLAY),$(DISPLAYS)),)
$(error no display '$(DISPLAY)': the displays are $(DISPLAYS); nearest: $(shell bash tools/nearest-name.sh '$(DISPLAY)' $(DISPLAYS)))
endif
include boards/displays/$(DISPLAY).mk
ifeq ($(DISPLAY_BUS),)
DISPLAY_BUS := $(firstword $(DISPLAY_BUSES))
endif
ifeq ($(filter $(DISPLAY_BUS),$(DISPLAY_BUSES)),)
$(error no bus '$(DISPLAY_BUS)' for the $(DISPLAY): its buses are $(DISPLAY_BUSES); nearest: $(shell bash tools/nearest-name.sh '$(DISPLAY_BUS)' $(DISPLAY_BUSES)))
endif

# a bus's own part of the build's name (ssd1306.mk: an SH1106 on SPI)
BOARD_VARIANT := $(BOARD_VARIANT)$(DISPLAY_VARIANT_$(DISPLAY_BUS))

# the display's files, for this build
DISPLAY_BUILD_SRC := $(DISPLAY_SRC) $(DISPLAY_SRC_$(DISPLAY_BUS))
# every display's files (the ones a build leaves out)
DISPLAY_ALL_SRC := $(sort $(foreach d,$(DISPLAYS),$(shell sed -n 's/^DISPLAY_SRC[_a-z0-9]* := //p' boards/displays/$(d).mk)))
# the display's simulator files, for this build, and every display's
# (sim/sim.mk compiles the ones no display names, and this build's)
DISPLAY_SIM_BUILD_SRC := $(DISPLAY_SIM_SRC) $(DISPLAY_SIM_SRC_$(DISPLAY_BUS))
DISPLAY_SIM_ALL_SRC := $(sort $(foreach d,$(DISPLAYS),$(shell sed -n 's/^DISPLAY_SIM_SRC[_a-z0-9]* := //p' boards/displays/$(d).mk)))
HARDWARE += $(DISPLAY_HARDWARE)
# its old name, as the page's board definition still spells it (lcd.transport)
LCD_TRANSPORT := $(DISPLAY_OLD_NAME_$(DISPLAY_BUS))

upper = $(shell echo '$(1)' | tr a-z A-Z)
BOARD_LIMITS += -DDISPLAY_PICTURE_PAGES=$(DISPLAY_PICTURE_PAGES) \
	-DDISPLAY_$(call upper,$(DISPLAY))=1 -DDISPLAY_BUS_$(call upper,$(DISPLAY_BUS))=1 \
	$(if $(DISPLAY_TWI_HZ_$(DISPLAY_BUS)),-DDISPLAY_TWI_HZ=$(DISPLAY_TWI_HZ_$(DISPLAY_BUS))UL) \
	-DDISPLAY_USES_TWI=$(if $(DISPLAY_TWI_HZ_$(DISPLAY_BUS)),1,0) \
	-DDISPLAY_USES_SPI=$(if $(filter spi,$(DISPLAY_BUS)),1,0) \
	$(DISPLAY_FLAGS_$(DISPLAY_BUS)) \
	$(if $(DISPLAY_COLS),-DBOARD_LCD_COLS=$(DISPLAY_COLS) -DBOARD_LCD_ROWS=$(DISPLAY_ROWS))
