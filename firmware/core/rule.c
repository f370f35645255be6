/*
 * rule.c — the table of rule families and everything asked of a rule
 * through it.
 *
 * The table is an array of the families' descriptors (the files of core/rules/) in
 * menu order, kept in program memory with the descriptors themselves
 * (NB_FLASH): a field is read with flash_read_into, so no descriptor takes RAM.
 * The order decides only the menu, the order names are tried in and the
 * list in the error sentence; nothing saved depends on it (settings keep
 * the families' stable identifiers, rule.h).
 */
#include <stddef.h>
#include "core/rule.h"
#include "core/text.h"
#include "core/rules/rules.h"
#include "core/misere_search.h"
#include "core/misere_table.h"

/* The families, in menu order; the maps (dag) come last on the device. */
static const struct rule_family *const NB_FLASH families[] = {
    &rule_family_nim,
    &rule_family_misere,
    &rule_family_take,
    &rule_family_pow2,
    &rule_family_sub,
    &rule_family_half,
    &rule_family_octal,
    &rule_family_kayles,
    &rule_family_dawson,
    &rule_family_dag,
};
#define FAMILY_COUNT ((uint8_t)(sizeof families / sizeof families[0]))

/* Row i's descriptor (an NB_FLASH address). */
static NB_NOINLINE const struct rule_family *family_at(uint8_t i)
{
    const struct rule_family *f;
    flash_read_into(&f, &families[i < FAMILY_COUNT ? i : 0], sizeof f);
    return f;
}

/* r's descriptor. */
static const struct rule_family *family(const struct rule *r)
{
    return family_at(r->family);
}

/* One field of a descriptor in flash, into a variable. */
#define FIELD(f, name, var) flash_read_into(&(var), &(f)->name, sizeof(var))

/* A function field of row i, by its offset, as a function pointer of no
 * particular type; ROW_FN casts it back to the field's own. */
typedef void (*family_fn)(void);
static NB_NOINLINE family_fn family_fn_at(uint8_t i, uint8_t offset)
{
#if NB_FAST_HINTS
    /* the last one asked kept: a hint asks the same function of every
     * pile in turn (the key's offset + 1 with the row, 0 for none) */
    static uint16_t last_key;
    static family_fn last_fn;
    uint16_t key = (uint16_t)((uint16_t)i << 8 | (uint8_t)(offset + 1u));
    if (key != last_key) {
        flash_read_into(&last_fn, (const uint8_t *)family_at(i) + offset, sizeof last_fn);
        last_key = key;
    }
    return last_fn;
#else
    family_fn fn;
    flash_read_into(&fn, (const uint8_t *)family_at(i) + offset, sizeof fn);
    return fn;
#endif
}
#define ROW_FN(i, name) ((__typeof__(((const struct rule_family *)0)->name)) \
                         family_fn_at((i), (uint8_t)offsetof(struct rule_family, name)))

/* A one-byte field of row i, by its offset. */
static NB_NOINLINE uint8_t family_byte(uint8_t i, uint8_t offset)
{
    return flash_read_byte((const uint8_t *)family_at(i) + offset);
}
#define ROW_BYTE(i, name) family_byte((i), (uint8_t)offsetof(struct rule_family, name))

uint8_t rule_family_count(void)
{
    return FAMILY_COUNT;
}

uint8_t rule_id(const struct rule *r)
{
    return ROW_BYTE(r->family, id);
}

uint8_t rule_param(const struct rule *r)
{
    return ROW_BYTE(r->family, param);
}

uint8_t rule_flags(const struct rule *r)
{
    uint8_t f = ROW_BYTE(r->family, flags);
    return rule_is_misere_search(r) ? (uint8_t)(f | RULE_NO_SG) : f;
}

const char *rule_spelling(const struct rule *r)
{
    return family(r)->spell;
}

const char *rule_family_spelling(uint8_t i)
{
    return family_at(i)->spell;
}

const char *rule_tag(const struct rule *r)
{
    return family(r)->tag;
}

/* Write an NB_FLASH spelling up to NUL or ':'. */
static void put_name(const char *s, const struct text_out *out)
{
    char c;
    while ((c = text_flash_char(s++)) != 0 && c != ':')
        text_put_char(out, c);
}

void rule_put_name(const struct rule *r, const struct text_out *out)
{
    put_name(rule_spelling(r), out);
}

void rule_write_list(const struct text_out *out)
{
    uint8_t i;
    for (i = 0; i < FAMILY_COUNT; i++) {
        if (i)
            text_put_flash_str(out, NB_TEXT(", "));
        text_put_flash_str(out, family_at(i)->spell);
    }
#if NB_MISERE_TABLE   /* (the boards' lists alike: misere tables say theirs, ERR_MISERE_NO_TABLE) */
    text_put_flash_str(out, NB_TEXT(", misere:RULE"));
#endif
}

int rule_set_id(struct rule *r, uint8_t id, struct nb_error *err)
{
    uint8_t i;
#if NB_MISERE_RULES
    r->misere = (id & RULE_MISERE_ID_BIT) != 0;
    id &= (uint8_t)~RULE_MISERE_ID_BIT;
#endif
    for (i = 0; i < FAMILY_COUNT; i++)
        if (ROW_BYTE(i, id) == id) {
            r->family = i;
            return 0;
        }
    return error_code(err, ERR_UNKNOWN_RULE);
}

/* Call row i's parse (if any) on a parameter. */
static int family_parse(uint8_t i, const char *param, uint16_t len, struct rule *r,
                        struct nb_error *err)
{
    int (*parse)(const char *, uint16_t, struct rule *, struct nb_error *) = ROW_FN(i, parse);
    r->family = i;
    return parse ? parse(param, len, r, err) : 0;
}

int rule_select(struct rule *r, uint8_t i, struct nb_error *err)
{
    if (ROW_BYTE(i, param) != RULE_PARAM_NONE) {
        r->family = i;
        return 0;
    }
    return family_parse(i, 0, 0, r, err);
}

int rule_start(struct rule *r, struct nb_error *err)
{
    int (*start)(struct rule *, struct nb_error *) = ROW_FN(r->family, start);
    if (NB_MISERE_TABLE)
        misere_search_forget();
    return start ? start(r, err) : 0;
}

/* Does text[0..len) start with the name of the NB_FLASH spelling s (in
 * any case: spellings' names are lower case), followed by end or ':'?
 * *after gets the name's length. */
static int rule_word(const char *text, uint16_t len, const char *s, uint16_t *after)
{
    uint16_t i = 0;
    char c;
    while ((c = text_flash_char(s + i)) != 0 && c != ':') {
        char t;
        if (i >= len)
            return 0;
        t = text[i];
        if (t >= 'A' && t <= 'Z')
            t = (char)(t + ('a' - 'A'));
        if (t != c)
            return 0;
        i++;
    }
    if (i < len && text[i] != ':')
        return 0;
    *after = i;
    return 1;
}

#if NB_MISERE_FLASH
/* misere:RULE refused where this build has neither Bouton's rule for it
 * nor its table; 0 otherwise. */
static int misere_here(const struct rule *r, struct nb_error *err)
{
    if (r->misere && !misere_flash_covers(r))
        return error_code(err, ERR_MISERE_NO_TABLE);
    return 0;
}
#endif

int rule_parse(const char *text, uint16_t len, struct rule *r,
               const char **name, uint16_t *name_len, struct nb_error *err)
{
    uint16_t at = 0;
    uint8_t i, param;
    int code;
    *name = 0;
    *name_len = 0;
    r->take_max = 0;
    r->graph = 0;
    r->code.len = 0;
#if NB_MISERE_RULES
    r->misere = 0;
    /* misere:RULE: RULE's moves, the search's answers (never misere
     * twice; misere:nim is misere Nim's own rule) */
    misere_search_forget();
    if (rule_word(text, len, rule_family_misere.spell, &at) && at < len) {
        text += at + 1u;
        len = (uint16_t)(len - at - 1u);
        for (i = 0; family_at(i) != &rule_family_misere; i++)
            ;
        if (rule_word(text, len, rule_family_nim.spell, &at) && at == len)
            return family_parse(i, 0, 0, r, err);
        if (rule_word(text, len, rule_family_misere.spell, &at))
            return error_code(err, ERR_UNKNOWN_RULE);
        r->misere = 1;
        at = 0;
    }
#endif
    for (i = 0; !rule_word(text, len, family_at(i)->spell, &at); i++)
        if (i + 1u == FAMILY_COUNT)
            return error_code(err, ERR_UNKNOWN_RULE);
    param = ROW_BYTE(i, param);
    if (param == RULE_PARAM_NONE) {
        if (at != len)
            return error_code(err, ERR_UNKNOWN_RULE);
#if NB_MISERE_FLASH
        code = family_parse(i, 0, 0, r, err);
        return code ? code : misere_here(r, err);
#else
        return family_parse(i, 0, 0, r, err);
#endif
    }
    /* NAME:PARAMETER; an empty map name is no name at all.  A malformed
     * parameter names its family (the error's value), for the form */
    if (at == len || (param == RULE_PARAM_MAP && at + 1u == len))
        return error_set(err, ERR_RULE_SYNTAX, i, 0);
    text += at + 1u;
    len = (uint16_t)(len - at - 1u);
    if (param == RULE_PARAM_MAP) {
        r->family = i;
#if NB_MISERE_FLASH
        if ((code = misere_here(r, err)) != 0)
            return code;
#endif
        *name = text;
        *name_len = len;
        return 0;
    }
    code = family_parse(i, text, len, r, err);
    if (code == ERR_RULE_SYNTAX)
        err->value = i;
#if NB_MISERE_FLASH
    return code ? code : misere_here(r, err);
#else
    return code;
#endif
}

int rule_pile_sg(const struct rule *r, heap_t h, sg_t *sg, struct nb_error *err)
{
    /* (the heap's bound first: the flags cost a read of flash, on every
     * pile of every hint) */
    if (h > NB_HEAP_MAX && !(rule_flags(r) & RULE_GRAPH))
        return error_set(err, ERR_HEAP_TOO_LARGE, h, NB_HEAP_MAX);
    return ROW_FN(r->family, sg)(r, h, sg, err);
}

int rule_options_with_sg(const struct rule *r, heap_t h, sg_t target,
                         nb_uint_t *count, struct rule_option *best, struct nb_error *err)
{
    rule_count_t n = 0;
    int code;
    best->to = best->split = 0;
    code = ROW_FN(r->family, options)(r, h, target, &n, best, err);
    *count = n;
    return code;
}

uint8_t rule_period(const struct rule *r, struct rule_period *p)
{
    void (*fn)(const struct rule *, struct rule_period *) = ROW_FN(r->family, period);
    if (!fn)
        return 0;
    p->known = 1;
    p->preperiod = 0;
    p->computed = 0;
    fn(r, p);
    return 1;
}

uint8_t rule_analyse(const struct rule *r, const heap_t *heaps, uint16_t count,
                     struct game_result *res)
{
    int (*fn)(const heap_t *, uint16_t, struct game_result *) = ROW_FN(r->family, analyse);
    if (!fn)
        return 0;
    fn(heaps, count, res);
    return 1;
}

/* r's play hooks, copied out of flash; 0 when the family has none. */
static NB_NOINLINE uint8_t play_hooks(const struct rule *r, struct rule_play *p)
{
    const struct rule_play *at;
    FIELD(family(r), play, at);
    if (!at)
        return 0;
    flash_read_into(p, at, sizeof *p);
    return 1;
}

uint8_t rule_can_play(const struct rule *r)
{
    struct rule_play p;
    return play_hooks(r, &p);
}

nb_uint_t (*rule_moves_hook(const struct rule *r))(const struct rule *, heap_t)
{
    struct rule_play p;
    return play_hooks(r, &p) ? p.moves : 0;
}

NB_NOINLINE nb_uint_t rule_moves(const struct rule *r, heap_t h)
{
    struct rule_play p;
    return play_hooks(r, &p) ? p.moves(r, h) : 0;
}

NB_NOINLINE void rule_option(const struct rule *r, heap_t h, nb_uint_t n, struct rule_option *o)
{
    struct rule_play p;
    o->to = o->split = 0;
    if (play_hooks(r, &p))
        p.option(r, h, n, o);
}

int rule_legal(const struct rule *r, heap_t from, heap_t to, heap_t split)
{
    struct rule_play p;
    if (!play_hooks(r, &p))
        return 0;
    if (!(rule_flags(r) & RULE_GRAPH) && (to >= from || split >= from - to))
        return 0;
    return p.legal(r, from, to, split);
}

const struct rule_scoring *rule_scoring_of(const struct rule *r)
{
    struct rule_play p;
    return play_hooks(r, &p) ? p.scoring : 0;
}

/* ---- helpers the families share (rules/rules.h) ---------------------------- */

nb_uint_t rule_nim_moves(const struct rule *r, heap_t h)
{
    (void)r;
    return h;
}

void rule_fewest_option(const struct rule *r, heap_t h, nb_uint_t n, struct rule_option *o)
{
    (void)r;
    o->to = h - 1u - (heap_t)n;
}

int rule_nim_legal(const struct rule *r, heap_t from, heap_t to, heap_t split)
{
    (void)r;
    (void)from;
    (void)to;
    return split == 0;
}

void rule_note_fewest(heap_t new_h, rule_count_t *count, struct rule_option *best)
{
    if (*count == 0 || new_h > best->to)
        best->to = new_h;
    (*count)++;
}
