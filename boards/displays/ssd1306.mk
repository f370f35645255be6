# ssd1306.mk — the 128x64 OLED (an SSD1306, or the SH1106 the driver tells
# apart), as a display: the drawing (hal/oled.c, portable, the text in
# hal/font_5x7.c) under the seam, found and powered by hal/avr/ssd1306.c
# on the TWI at 400 kHz.  Its glass: 8 pages of 8 pixel rows, 128
# columns; the text a 21x4 grid of 6x8 cells on pages 0..3, the picture
# band pages 4..7: its pixels are the HARDWARE word `pixels`
# (CAP_PICTURE, CAP_DIAGRAMS).
#   i2c      the module's own I2C interface (hal/avr/twi.c)
DISPLAY_BUSES := i2c
DISPLAY_SRC := hal/oled.c hal/font_5x7.c hal/avr/ssd1306.c
DISPLAY_SRC_i2c := hal/avr/twi.c
DISPLAY_TWI_HZ_i2c := 400000
DISPLAY_COLS := 21
DISPLAY_ROWS := 4
DISPLAY_WIDTH := 128
DISPLAY_HEIGHT := 64
DISPLAY_PICTURE_PAGES := 4
DISPLAY_HARDWARE := pixels
DISPLAY_OLD_NAME_i2c := ssd1306
