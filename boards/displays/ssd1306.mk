# ssd1306.mk — the 128x64 OLED (an SSD1306, or the SH1106 the driver tells
# apart on I2C), as a display: the drawing (hal/oled.c, portable, the
# text in hal/font_5x7.c) under the seam (hal/oled_display.c), found and
# powered by its bus's driver.  Its glass: 8 pages of 8 pixel rows, 128
# columns; the text a 21x4 grid of 6x8 cells on pages 0..3, the picture
# band pages 4..7: its pixels are the HARDWARE word `pixels`
# (CAP_PICTURE, CAP_DIAGRAMS).
#   i2c      the module's own I2C interface (hal/avr/ssd1306.c, the chip
#            told by a read; hal/avr/twi.c)
#   spi      the 7-pin module's 4-wire SPI on the MCU's hardware SPI
#            (hal/avr/ssd1306_spi.c: CS, DC, RES on board.h's pins); no
#            read, so the chip is the build's: OLED_CHIP=ssd1306 (the
#            default) or sh1106, which builds into <build>-sh1106/
DISPLAY_BUSES := i2c spi
DISPLAY_SRC := hal/oled.c hal/oled_display.c hal/font_5x7.c
DISPLAY_SRC_i2c := hal/avr/ssd1306.c hal/avr/twi.c
DISPLAY_SRC_spi := hal/avr/ssd1306_spi.c
# its simulator's files: the controller, its model, its own scenario
# commands, the glass read as text; its bus; the scenarios' words
DISPLAY_SIM_SRC := sim/oled.c sim/oled_model.c sim/oled_sweep.c sim/oled_script.c sim/oled_view.c
DISPLAY_SIM_SRC_i2c := sim/oled_i2c.c sim/twi.c sim/twi_module.c
DISPLAY_SIM_SRC_spi := sim/oled_spi.c
DISPLAY_WORD_i2c := ssd1306
DISPLAY_WORD_spi := ssd1306-spi
DISPLAY_OLED := 1
DISPLAY_WEB_DEF_i2c := web/displays/ssd1306-i2c.in
DISPLAY_WEB_DEF_spi := web/displays/ssd1306-spi.in
DISPLAY_TWI_HZ_i2c := 400000
OLED_CHIPS := ssd1306 sh1106
OLED_CHIP ?= ssd1306
ifeq ($(filter $(OLED_CHIP),$(OLED_CHIPS)),)
$(error OLED_CHIP=$(OLED_CHIP): the chips are $(OLED_CHIPS); nearest: $(shell bash tools/nearest-name.sh '$(OLED_CHIP)' $(OLED_CHIPS)))
endif
DISPLAY_FLAGS_spi = -DDISPLAY_OLED_SH1106=$(if $(filter sh1106,$(OLED_CHIP)),1,0)
DISPLAY_VARIANT_spi = $(if $(filter sh1106,$(OLED_CHIP)),-sh1106)
DISPLAY_COLS := 21
DISPLAY_ROWS := 4
DISPLAY_WIDTH := 128
DISPLAY_HEIGHT := 64
DISPLAY_PICTURE_PAGES := 4
DISPLAY_HARDWARE := pixels
DISPLAY_OLD_NAME_i2c := ssd1306
DISPLAY_OLD_NAME_spi := ssd1306
