/*
 * oled-spi.js — the 128x64 OLED module (ssd1306.js) on the page's SPI,
 * for boards built with LCD=spi (DISPLAY_BUS=spi): avr8js's AVRSPI (the
 * chip's `spi`) hands each byte the firmware writes to SPDR to onByte;
 * the byte is on the wire for 8 SCK periods (avr8js's transferCycles:
 * SCK = F_CPU / 2..128 by SPR1:0 and SPI2X), and the module takes it as
 * its last bit is clocked, when completeTransfer raises SPIF (the modules
 * bring out no MISO: 0xFF is read).  As the simulator's sim/oled_spi.c:
 *   - the module takes a byte while CS is low, RES high and it is there
 *     and powered; DC, read then, says what it is (high display data,
 *     low a command: Ssd1306.spiWrite);
 *   - a line the MCU does not drive reads high (the modules' pull-ups);
 *   - RES driven low resets the controller; after its supply comes on
 *     the module takes nothing until RES has been pulsed;
 *   - a fault is kept for the scenario runner (the same words): a byte
 *     before that pulse or while RES is low, DC or CS changed while a
 *     byte was on the wire, a mode other than 0 or 3, least significant
 *     bit first, SCK over the chip's clock (10 MHz SSD1306, 4 MHz SH1106),
 *     SPDR written while PRR stops the SPI.
 * A board with a supply switch (def.lcd.power) powers the module from
 * its pin as the I2C boards do (device.js).
 */

const hex2 = (v) => v.toString(16).toUpperCase().padStart(2, '0');

/* Wire the module oled to chip's SPI and to the pins def.lcd.spi names
 * (and the supply switch def.lcd.power). */
export function attachOledSpi(chip, def, oled) {
  const { cs, dc, res } = def.lcd.spi;
  const ports = def.chip.ports;
  const data = chip.cpu.data;
  const level = (pin) => {
    const regs = ports[pin.port];
    return (data[regs.DDR] >> pin.bit) & 1 ? (data[regs.PORT] >> pin.bit) & 1 : 1;
  };
  const spi = chip.spi;
  const spcr = def.chip.spi.SPCR;
  spi.onByte = (value) => {
    const dcStart = level(dc);
    const csStart = level(cs);
    chip.cpu.addClockEvent(() => {
      module(value, dcStart, csStart);
      spi.completeTransfer(0xff);
    }, spi.transferCycles);
  };
  const module = (value, dcStart, csStart) => {
    const c = level(cs);
    const d = level(dc);
    if (!oled.answers || (c && csStart)) return;   /* not selected */
    if (c !== csStart) {
      oled.fault(`CS ${c ? 'rose' : 'fell'} while byte 0x${hex2(value)} was on the wire`);
      return;
    }
    if (!level(res)) {
      oled.fault(`byte 0x${hex2(value)} while RES holds the module in reset`);
      return;
    }
    if (!oled.resPulsed) {
      oled.fault(`byte 0x${hex2(value)} before RES was pulsed since the module's supply came on`);
      return;
    }
    if (d !== dcStart) oled.fault(`DC changed while byte 0x${hex2(value)} was on the wire`);
    const mode = (data[spcr] & 0x08 ? 2 : 0) | (data[spcr] & 0x04 ? 1 : 0);
    if (mode === 1 || mode === 2) {
      oled.fault(`SPI mode ${mode}: the chip latches MOSI on SCK's rising edge (modes 0 and 3)`);
    }
    if (data[spcr] & 0x20) {
      oled.fault('least significant bit first (DORD): the chip takes the most significant first');
    }
    const hz = def.fCpu / (spi.transferCycles / 8);
    const max = oled.sh1106 ? 4000000 : 10000000;
    if (hz > max) oled.fault(`SCK at ${hz} Hz: over the ${oled.sh1106 ? 'SH1106' : 'SSD1306'}'s ${max} Hz`);
    oled.spiWrite(value, !!d);
  };

  /* SPDR written while PRR stops the SPI: lost (chip.js), and said */
  const spdr = def.chip.spi.SPDR;
  const inner = chip.cpu.writeHooks[spdr];
  chip.cpu.writeHooks[spdr] = (value, old, addr, mask) => {
    if (chip.prr.stopped('spi')) oled.fault('SPDR written while PRR stops the SPI (PRSPI): the byte never goes out');
    return inner(value, old, addr, mask);
  };

  /* RES: low resets the controller, high again after that a pulse */
  let resLevel = level(res);
  chip.ports[res.port].addListener(() => {
    const now = level(res);
    if (now === resLevel) return;
    resLevel = now;
    if (!oled.answers) return;
    if (!now) oled.chipReset();
    else oled.resPulsed = true;
  });

  /* the module's supply from the switch's pin (an input after any reset:
   * off) */
  const power = def.lcd.power;
  if (power) {
    const regs = ports[power.port];
    const update = () => {
      const on = !!((data[regs.DDR] >> power.bit) & 1) && !((data[regs.PORT] >> power.bit) & 1);
      if (on === oled.powered) return;
      oled.power(on);
      if (on) resLevel = level(res);
    };
    chip.ports[power.port].addListener(update);
    oled.power(false);
  }
}
