# hd44780.mk — the HD44780 character LCD (and its clones), as a display:
# the seam's character side (hal/display_hd44780.c) over the controller's
# command layer (hal/avr/hd44780.c) over a bus (hal/avr/lcd_bus.h).  Its
# text grid is the panel's (16x2, 20x4): the board states it (board.h's
# BOARD_LCD_COLS and BOARD_LCD_ROWS, or a panel option in board.mk).  No
# pixels: the picture band's calls do nothing (hal/lcd_picture_none.c).
#   pins     RS, E and D4..D7 on the MCU's pins (hal/avr/lcd_parallel.c)
#   pcf8574  an I2C backpack at 100 kHz (hal/avr/lcd_pcf8574.c, the TWI)
DISPLAY_BUSES := pins pcf8574
DISPLAY_SRC := hal/display_hd44780.c hal/lcd_picture_none.c hal/avr/hd44780.c
DISPLAY_SRC_pins := hal/avr/lcd_parallel.c
DISPLAY_SRC_pcf8574 := hal/avr/lcd_pcf8574.c hal/avr/twi.c
# its simulator's files (sim/sim.mk compiles these and the common ones):
# the text read from the model's RAM; its pins wired, or the backpack
# on the TWI; and the scenarios' `lcd` word for each bus
DISPLAY_SIM_SRC := sim/lcd_view.c
DISPLAY_SIM_SRC_pins := sim/lcd_pins.c
DISPLAY_SIM_SRC_pcf8574 := sim/lcd_i2c.c sim/twi.c sim/twi_module.c
DISPLAY_WORD_pins := parallel
DISPLAY_WORD_pcf8574 := pcf8574
# the page's board definition of it on each bus (web/board-def.in)
DISPLAY_WEB_DEF_pins := web/displays/hd44780-pins.in
DISPLAY_WEB_DEF_pcf8574 := web/displays/hd44780-pcf8574.in
DISPLAY_TWI_HZ_pcf8574 := 100000
DISPLAY_PICTURE_PAGES := 0
DISPLAY_HARDWARE :=
# the words the simulator and the page still read (LCD_TRANSPORT_*)
DISPLAY_OLD_NAME_pins := parallel
DISPLAY_OLD_NAME_pcf8574 := pcf8574
