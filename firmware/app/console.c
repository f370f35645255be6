/*
 * console.c — line assembly and answers for the serial console.
 *
 * Bytes are gathered into a line until CR, LF or CR LF.  A line is run
 * only if every byte of it arrived and is allowed: printable ASCII, space
 * or tab.  Otherwise it gets one error line, for the first fault found:
 * bytes lost before or inside it (the receive ring was full; said at once),
 * a byte not allowed (named by column and as \xNN, never echoed raw), or
 * more characters than the buffer holds (both said when the line ends);
 * the console starts afresh after the newline.  XON and XOFF are flow control and never part
 * of a line.  An error line plays the error tune, an answer the ready
 * tune (as the Sound setting allows; `sound on|clicks|off` sets it on
 * boards with a buzzer).
 */
#include "app/console.h"
#include "app/console_test.h"

#include <string.h>
#include "core/command.h"
#include "core/maps.h"
#include "core/scan.h"
#include "hal/lcd.h"
#include "hal/serial.h"
#include "app/settings.h"
#include "app/ui.h"
#include "app/version.h"
#include "hal/sound.h"
#include "board.h"

/* A length within the line buffer: a byte where the buffer allows it. */
#if CONSOLE_LINE_MAX > 255
typedef uint16_t console_len_t;
#else
typedef uint8_t console_len_t;
#endif

static struct {
    char line[CONSOLE_LINE_MAX];
    console_len_t len;
    uint8_t overflow;      /* the current line outgrew the buffer */
    uint8_t lost;          /* bytes of the current line were dropped */
    uint8_t bad_byte;      /* the first byte not allowed (with bad_col) */
    console_len_t bad_col; /* its 1-based column; 0: none */
    uint8_t last_was_cr;   /* to treat CR LF as one end of line */
} con;

static void serial_put(void *ctx, char c)
{
    (void)ctx;
    serial_write((uint8_t)c);
}

static const struct text_out serial_out = { serial_put, 0 };

/* `version`'s answer, and the banner's start. */
static const char NB_FLASH version_line[] = "nimbox " NIMBOX_VERSION " " BOARD_NAME;

/* The display found (hal/lcd.h), after lead. */
static void put_lcd_found(const struct text_out *out, const char *lead)
{
    char found[LCD_DESCRIBE_MAX + 1];
    lcd_describe(found);
    text_put_flash_str(out, lead);
    text_put_str(out, found);
}

/* `version`'s line: the version, the board and the display. */
static void write_version(const struct text_out *out)
{
    text_put_flash_str(out, version_line);
    put_lcd_found(out, NB_TEXT(", lcd "));
}

/* A byte as \xNN. */
static void put_hex_byte(uint8_t b)
{
    static const char NB_FLASH digits[] = "0123456789abcdef";
    serial_write('\\');
    serial_write('x');
    serial_write((uint8_t)text_flash_char(digits + (b >> 4)));
    serial_write((uint8_t)text_flash_char(digits + (b & 15u)));
}

/* A byte of a line as the console shows it: printable as itself, any
 * other as \xNN. */
static void put_shown_byte(char c)
{
    uint8_t b = (uint8_t)c;
    if (b >= 0x20 && b < 0x7f)
        serial_write((uint8_t)c);
    else
        put_hex_byte(b);
}

static void put_error(const struct nb_error *err, const struct token *bad)
{
    text_put_flash_str(&serial_out, NB_TEXT("error: "));
    if (err->where == ERR_AT_ARG && bad->len > 0) {
        /* "argument N 'WORD': ", or "'WORD': " for the command word */
        uint16_t i;
        if (err->at > 0) {
            text_put_flash_str(&serial_out, NB_TEXT("argument "));
            text_put_uint(&serial_out, err->at);
            serial_write(' ');
        }
        serial_write('\'');
        for (i = 0; i < bad->len; i++)
            put_shown_byte(bad->s[i]);
        text_put_flash_str(&serial_out, NB_TEXT("': "));
    }
    error_write(err, &serial_out, command_write_names);
    serial_write('\n');
    ui_sound(SOUND_ERROR);
}

#if CAP_SOUND
/* Is the line the word w (an NB_FLASH string), blanks around it allowed?
 * With `more`, also w followed by a blank and anything. */
static uint8_t line_is(const char *w, uint8_t more)
{
    console_len_t i = 0, j = 0;
    while (i < con.len && (con.line[i] == ' ' || con.line[i] == '\t'))
        i++;
    while (text_flash_char(w + j) != 0) {
        if (i >= con.len || con.line[i] != text_flash_char(w + j))
            return 0;
        i++;
        j++;
    }
    if (more && i < con.len && (con.line[i] == ' ' || con.line[i] == '\t'))
        return 1;
    while (i < con.len && (con.line[i] == ' ' || con.line[i] == '\t'))
        i++;
    return i == con.len;
}
#endif

/* Nothing but spaces and tabs (or nothing at all)? */
static uint8_t line_is_blank(void)
{
    console_len_t i;
    for (i = 0; i < con.len; i++)
        if (con.line[i] != ' ' && con.line[i] != '\t')
            return 0;
    return 1;
}

#if CAP_SOUND
/* "sound" prints the Sound setting, "sound on|clicks|off" sets it (and
 * says it), by SETTINGS_SOUND_*; 0 when the line is no sound command. */
static uint8_t sound_line(void)
{
    static const char NB_FLASH lines[] = "sound\0sound on\0sound clicks\0sound off";
    uint8_t w;
    if (!line_is(lines, 1))
        return 0;   /* (the other lines pay for this test only) */
    for (w = 0; w < SETTINGS_SOUND_COUNT; w++)
        if (line_is(text_flash_nth(lines, (uint8_t)(w + 1u)), 0))
            break;
    if (w == SETTINGS_SOUND_COUNT && !line_is(lines, 0)) {
        text_put_flash_str(&serial_out, NB_TEXT("error: sound on|clicks|off\n"));
        ui_sound(SOUND_ERROR);
        return 1;
    }
    if (w < SETTINGS_SOUND_COUNT)
        ui_sound_set(w);
    text_put_flash_str(&serial_out, text_flash_nth(lines, (uint8_t)(ui_sound_setting() + 1u)));
    serial_write('\n');
    return 1;
}
#endif


static void run_line(void)
{
    static const struct command_io io = { &serial_out, maps_lookup, 0, 0, write_version };
    struct nb_error err;
    struct token bad;
    error_clear(&err);
    bad.s = 0;
    bad.len = 0;
    if (con.lost)
        return;   /* said when the loss was found */
    if (con.bad_col) {
        text_put_flash_str(&serial_out, NB_TEXT("error: column "));
        text_put_uint(&serial_out, con.bad_col);
        text_put_flash_str(&serial_out, NB_TEXT(": byte "));
        put_hex_byte(con.bad_byte);
        text_put_flash_str(&serial_out, NB_TEXT(" not allowed\n"));
        ui_sound(SOUND_ERROR);
        return;
    }
    if (con.overflow) {
        error_set(&err, ERR_LINE_TOO_LONG, 0, CONSOLE_LINE_MAX - 1u);
        put_error(&err, &bad);
        return;
    }
    if (line_is_blank())
        return;   /* blank lines are ignored */
#if NIMBOX_TEST_HOOKS
    /* test builds only: their own lines (console_test.h) */
    if (console_test_line(con.line, con.len))
        return;
#endif
#if CAP_SOUND
    if (sound_line())
        return;
#endif
    if (command_line(&io, con.line, con.len, &bad, &err) != 0)
        put_error(&err, &bad);
    else
        ui_sound(SOUND_READY);
    /* the command may have replaced the engine's shared tables */
    ui_engine_changed();
}

/* Start a new line. */
static NB_NOINLINE void line_reset(void)
{
    con.len = 0;
    con.overflow = 0;
    con.lost = 0;
    con.bad_col = 0;
}

void console_init(void)
{
    line_reset();
    con.last_was_cr = 0;
    /* the banner: the version, then every command (command.h's table) */
    text_put_flash_str(&serial_out, version_line);
    text_put_flash_str(&serial_out, NB_TEXT(": "));
    command_write_list(&serial_out);
    serial_write('\n');
    if (!lcd_present()) {
        put_lcd_found(&serial_out, NB_TEXT("error: lcd "));
        serial_write('\n');
    }
}

uint8_t console_byte(uint8_t byte)
{
    uint8_t was_cr = con.last_was_cr;
    con.last_was_cr = byte == '\r';
    if (byte == '\n' && was_cr)
        return 0;   /* the LF of a CR LF */
    if (byte == '\r' || byte == '\n') {
        uint8_t had_text = !line_is_blank() || con.overflow || con.lost || con.bad_col;
        run_line();
        line_reset();
        return had_text;
    }
    if (byte == SERIAL_XON || byte == SERIAL_XOFF)
        return 0;   /* flow control, not text */
    if (con.overflow || con.lost || con.bad_col)
        return 0;   /* the line is refused already: wait for its end */
    if ((byte < 0x20 && byte != '\t') || byte >= 0x7f) {
        con.bad_byte = byte;
        con.bad_col = (console_len_t)(con.len + 1u);
        return 0;
    }
    if (con.len >= CONSOLE_LINE_MAX - 1u) {
        con.overflow = 1;
        return 0;
    }
    con.line[con.len++] = (char)byte;
    return 0;
}

void console_lost(void)
{
    /* said at once, so the person sees it when it happens; the rest of
     * the line, up to its newline, is discarded without a second word */
    if (!con.lost)
        text_put_flash_str(&serial_out, NB_TEXT("error: input lost; line discarded\n"));
    con.lost = 1;
    /* a newline after the loss ends the line that lost bytes, even right
     * after a CR: the CR's own LF may be among the bytes lost */
    con.last_was_cr = 0;
}
