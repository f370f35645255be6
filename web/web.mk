# web.mk — `make web`, `make web-check` and `make screenshots`: the nimbox
# page (build/web/: index.html and one bundled script with every board's
# firmware) and its tests.  Included by the top Makefile.
#
# Each board's definition for the page is generated from its board.h,
# board.mk and avr-libc's <avr/io.h> by the C preprocessor
# (web/board-def.in -> build/web/gen/<board>.js; the engine's limits through
# web/limits.in), and its firmware image
# is the very nimbox.hex that goes on the chip (the test build's too, for
# the watchdog scenario).
WEB_DIR := build/web
WEB_GEN := $(WEB_DIR)/gen
WEB_SRC := $(wildcard web/src/*.js) web/index.html web/build.mjs
NPM ?= npm
NODE ?= node

# one board's definition and firmware image (BOARD=...): what the page
# offers, and nothing more
web-board: firmware $(WEB_GEN)/$(BUILD_NAME).js
	@:
# what the page's tests add on a covering build (COVERING_BUILDS: the
# page's scenarios play there): its test build's image, which no viewer
# sees (`make check` and `make web-check` build it, `make web` does not)
web-test-board: $(if $(filter $(BUILD_NAME),$(COVERING_BUILDS)),$(WEB_GEN)/$(BUILD_NAME)-test.hex)
	@:

# The engine's limits come first, from web/limits.in through the C
# preprocessor with the headers the firmware reads (their defaults), and go
# into the definition as WEB_LIMITS.
$(WEB_GEN)/$(BUILD_NAME).js: web/board-def.in $(DISPLAY_WEB_DEF_$(DISPLAY_BUS)) boards/displays/$(DISPLAY).mk \
		web/limits.in boards/$(BOARD)/board.h boards/$(BOARD)/board.mk \
		$(wildcard boards/shields/*.h boards/chips/* boards/profiles/*.mk) $(CORE_DIR)/limits.h firmware/app/console.h \
		$(WEB_DIR)/font_5x7.js
	@mkdir -p $(dir $@)
	@echo "  GEN     $@"
	$(Q)limits=$$($(AVR_CC) -mmcu=$(MCU) -E -P -x c $(INCLUDE_ROOT) -Iboards/$(BOARD) -DF_CPU=$(F_CPU) \
	  $(BOARD_LIMITS) web/limits.in | sed -n 's/^WEB_LIMITS_LINE //p') && [ -n "$$limits" ] && \
	$(AVR_CC) -mmcu=$(MCU) -E -P -x assembler-with-cpp $(INCLUDE_ROOT) -Iboards/$(BOARD) \
	  -DF_CPU=$(F_CPU) -DBOARD_MCU='"$(MCU)"' -DWEB_BUILD_NAME='"$(BUILD_NAME)"' -DWEB_LIMITS="$$limits" \
	  -DWEB_DIST_NAME='"$(BOARD)$(BOARD_VARIANT)-$(CONFIG)"' -DWEB_BOOTLOADER='"$(BOOTLOADER)"' \
	  -DWEB_PROGRAMMER='"$(PROGRAMMER)"' -DWEB_PROGRAMMER_BAUD=$(PROGRAMMER_BAUD) \
	  -DWEB_LFUSE='"$(LFUSE)"' -DWEB_HFUSE='"$(HFUSE)"' -DWEB_EFUSE='"$(EFUSE)"' $(CAP_FLAGS) $(filter -DDISPLAY_% -DLCD_TRANSPORT_% -DBOARD_LCD_COLS=% -DBOARD_LCD_ROWS=%,$(BOARD_LIMITS)) \
	  -DWEB_DISPLAY='"$(DISPLAY)"' -DWEB_DISPLAY_PIXELS=$(if $(filter pixels,$(DISPLAY_HARDWARE)),1,0) \
	  -DWEB_DISPLAY_DEF='"$(DISPLAY_WEB_DEF_$(DISPLAY_BUS))"' \
	  $(BOARD_KEYS_FLAGS) -DKEYS_DRIVER_NAME='"$(KEYS_DRIVER)"' -DLCD_TRANSPORT_NAME='"$(LCD_TRANSPORT)"' \
	  -DWEB_MAPS='[$(subst $(eval) ,$(comma),$(foreach m,$(MAPS),"$(notdir $(basename $(m)))"))]' \
	  $< | sed -E 's/\b(0[xX][0-9a-fA-F]+|[0-9]+)U?L{0,2}\b/\1/g' >$@.tmp
	$(Q)mv $@.tmp $@

# the simulator's OLED test program (raw TWI code: host-tests/sim/oled/),
# which the page's model plays too (web/test/oled-scripts.mjs), built as
# its run.sh builds it
OLED_TEST_SRC := $(wildcard host-tests/sim/oled/oled-test.c)
$(WEB_DIR)/oled-test.hex: $(OLED_TEST_SRC) hal/font_5x7.c hal/font_5x7.h
	@mkdir -p $(dir $@)
	@echo "  AVR-CC  $@"
	$(Q)$(AVR_CC) -std=c99 -Wall -Wextra -Werror -Os -mmcu=atmega328p -DF_CPU=16000000UL -I. -I/usr/include/simavr \
	  $(OLED_TEST_SRC) hal/font_5x7.c -o $(WEB_DIR)/oled-test.elf
	$(Q)$(AVR_OBJCOPY) -O ihex -R .mmcu -R .eeprom $(WEB_DIR)/oled-test.elf $@

# and its SPI counterpart (spi-test.c, nano-oled's LCD=spi pins)
SPI_TEST_SRC := $(wildcard host-tests/sim/oled/spi-test.c)
$(WEB_DIR)/spi-test.hex: $(SPI_TEST_SRC) hal/font_5x7.c hal/font_5x7.h
	@mkdir -p $(dir $@)
	@echo "  AVR-CC  $@"
	$(Q)$(AVR_CC) -std=c99 -Wall -Wextra -Werror -Os -mmcu=atmega328p -DF_CPU=16000000UL -I. -I/usr/include/simavr \
	  $(SPI_TEST_SRC) hal/font_5x7.c -o $(WEB_DIR)/spi-test.elf
	$(Q)$(AVR_OBJCOPY) -O ihex -R .mmcu -R .eeprom $(WEB_DIR)/spi-test.elf $@

# the OLED boards' font, read from the firmware's table (web/font.mjs)
$(WEB_DIR)/font_5x7.js: hal/font_5x7.c hal/font_5x7.h web/font.mjs
	@mkdir -p $(dir $@)
	@echo "  GEN     $@"
	$(Q)$(NODE) web/font.mjs hal/font_5x7.c hal/font_5x7.h $@

$(WEB_GEN)/$(BUILD_NAME)-test.hex: $(TEST_ELF)
	@mkdir -p $(dir $@)
	$(Q)$(AVR_OBJCOPY) -O ihex -R .mmcu -R .eeprom $< $@

comma := ,

# web/node_modules from web/package-lock.json, only when missing or older
web/node_modules/.package-lock.json: web/package-lock.json web/package.json
	@echo "  NPM     npm ci --prefix web"
	$(Q)$(NPM) ci --prefix web --no-audit --no-fund --loglevel=error
	$(Q)touch $@

# the builds the page offers: every board x feature set each board offers
# (OFFERED_BUILDS, as `make dist` releases them), by build name
# (uno-lcdshield-play), the LCD on the MCU's pins or on an I2C backpack
# (web/src/pcf8574.js), or a 128x64 OLED on I2C (web/src/ssd1306.js) or
# SPI (web/src/oled-spi.js); the
# default board first: the page opens on it until another is chosen.  And
# one build whose keys are a rotary encoder (a key option no board carries
# by default, KEYS=encoder: the page's knob, web/src/encoder.js).  The
# page's Node suite plays these encoder builds' own scenarios too (those
# of the encoder, or on a board with a pixel display those of its display:
# mega-ramps-12864's ST7920, web/src/st7920.js).
WEB_ENCODER_BUILDS := nano-i2c-play-encoder mega-ramps-12864
WEB_BOARDS = $(DEFAULT_BOARD) $(filter-out $(DEFAULT_BOARD),$(OFFERED_BUILDS)) \
	$(filter-out $(OFFERED_BUILDS),$(WEB_ENCODER_BUILDS))
web: web/node_modules/.package-lock.json
	@list="$(WEB_BOARDS)"; for b in $$list; do \
	  $(MAKE) --no-print-directory BOARD=$$b web-board || exit 1; done
	@$(MAKE) --no-print-directory web-bundle
# The page bundled from the boards' images as they stand: `make check`'s
# builds made each one (check-build-item, encoder-ready), so it bundles
# without a make a board (37 of them, 0.4 s of CPU each to read the
# Makefile, one after another, while the other core waited; and a
# check-built firmware linked again under the host's check folder).  An
# image missing is an error, naming the make that writes it.
web-bundle: web/node_modules/.package-lock.json
	@for b in $(WEB_BOARDS); do [ -f $(WEB_GEN)/$$b.js ] || \
	  { echo "make: web-bundle: no $(WEB_GEN)/$$b.js (make BOARD=$$b web-board)" >&2; exit 1; }; done
	@echo "  BUNDLE  $(WEB_DIR)/index.html, $(WEB_DIR)/nimbox.js"
	@$(NODE) web/build.mjs $(WEB_DIR) $(WEB_BOARDS)

# the scenario scripts through the page's modules (Node),
# with the generated paste and SG scenarios the simulator gets too, then
# the page itself in headless Chromium when /usr/bin/chromium exists
# (the scenarios on the covering builds, COVERING_BUILDS, and the encoder
# build, WEB_ENCODER_BUILDS, as `make check`,
# with their test builds and the simulator's OLED test program: WEB_TESTS)
WEB_TESTS := $(if $(OLED_TEST_SRC),$(WEB_DIR)/oled-test.hex) $(if $(SPI_TEST_SRC),$(WEB_DIR)/spi-test.hex)
web-check: web $(FLOOD_SCENARIO) $(WEB_TESTS)
	@for b in $(COVERING_BUILDS); do \
	  $(MAKE) --no-print-directory BOARD=$$b web-test-board build/$$b/maps/sg-scenario.txt || exit 1; done
	@WEB_ONLY=1 WEB_DIR=$(WEB_DIR) WEB_BOARDS="$(COVERING_BUILDS) $(WEB_ENCODER_BUILDS)" FLASH_BOARDS="$(FLASHED_BUILDS)" \
	  bash host-tests/run-all.sh $(CHECK_DIR)

# the device's screens as PNG images for docs/images/ (Chromium), the
# OLED boards' too (screen-oled-BOARD.png, web/test/browser-oled.mjs)
screenshots: web
	$(Q)$(NODE) web/test/browser-screens.mjs --screenshots docs/images $(WEB_DIR)
	$(Q)$(NODE) web/test/browser-oled.mjs --screenshots docs/images $(WEB_DIR)

.PHONY: web web-bundle web-board web-test-board web-check screenshots
