# st7920.mk — the ST7920 128x64 graphic LCD (the "12864" panel of the
# RepRapDiscount Full Graphic Smart Controller), as a display: the
# drawing (hal/st7920.c, portable: the OLED's text and picture turned
# into the controller's rows of 16-pixel words, the text in
# hal/font_5x7.c) behind the seam (hal/avr/st7920.c).  Its glass as the
# OLED's: 128x64, the text a 21x4 grid of 6x8 cells on the top 32 rows,
# the picture band the bottom 32 (pages 4..7 of 8 rows): its pixels are
# the HARDWARE word `pixels` (CAP_PICTURE, CAP_DIAGRAMS).
#   pins     its serial mode on three of the MCU's pins clocked by
#            software (hal/avr/st7920_pins.c): CS (the panel's RS), SID
#            (R/W), SCLK (E).  Named as the HD44780's `pins`: the board's
#            own pins, not the SPI unit (on RAMPS the controller's lines,
#            D16, D17, D23, are not the SPI pins).
DISPLAY_BUSES := pins
DISPLAY_SRC := hal/st7920.c hal/font_5x7.c hal/avr/st7920.c
DISPLAY_SRC_pins := hal/avr/st7920_pins.c
# its simulator's files: the controller on its three pins, the glass read
# as text; the scenarios' word
DISPLAY_SIM_SRC := sim/st7920.c sim/oled_view.c
DISPLAY_WORD_pins := st7920
DISPLAY_WEB_DEF_pins := web/displays/st7920-pins.in
DISPLAY_COLS := 21
DISPLAY_ROWS := 4
DISPLAY_WIDTH := 128
DISPLAY_HEIGHT := 64
DISPLAY_PICTURE_PAGES := 4
DISPLAY_HARDWARE := pixels
# the word the simulator and the page still read (LCD_TRANSPORT_*)
DISPLAY_OLD_NAME_pins := st7920
