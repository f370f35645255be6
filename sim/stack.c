/*
 * sim_stack.c — the firmware's stack use: its paint (0xAA from the end of
 * .bss up to the stack pointer at boot, .init3) read back from data
 * memory, with the end of .bss found in the ELF's symbols (libelf), and
 * the lowest stack pointer sim_run.c saw after any instruction.
 */
#include "sim/harness.h"

#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <string.h>
#include <unistd.h>

#define STACK_PAINT 0xAA

static uint32_t bss_end;

/* The value of the first of names the ELF's symbol tables hold (1), or 0. */
static int elf_symbol(const char *path, const char *const *names, uint32_t *value)
{
    int found = 0;
    if (elf_version(EV_CURRENT) == EV_NONE)
        return 0;
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return 0;
    Elf *e = elf_begin(fd, ELF_C_READ, NULL);
    if (!e) {
        close(fd);
        return 0;
    }
    for (const char *const *want = names; *want && !found; want++) {
        Elf_Scn *scn = NULL;
        while (!found && (scn = elf_nextscn(e, scn)) != NULL) {
            GElf_Shdr sh;
            if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_SYMTAB || !sh.sh_entsize)
                continue;
            Elf_Data *d = elf_getdata(scn, NULL);
            size_t count = sh.sh_size / sh.sh_entsize;
            for (size_t i = 0; d && i < count; i++) {
                GElf_Sym sym;
                if (!gelf_getsym(d, (int)i, &sym))
                    continue;
                const char *nm = elf_strptr(e, sh.sh_link, sym.st_name);
                if (nm && !strcmp(nm, *want)) {
                    *value = (uint32_t)sym.st_value;
                    found = 1;
                    break;
                }
            }
        }
    }
    elf_end(e);
    close(fd);
    return found;
}

void sim_stack_attach(const char *elf_path)
{
    static const char *const names[] = { "__heap_start", "_end", "__bss_end", NULL };
    uint32_t v = 0;
    bss_end = 0;
    if (elf_symbol(elf_path, names, &v))
        bss_end = v & 0xFFFF;   /* data space lives at 0x800000 in the ELF */
    sim_core.min_sp = (uint16_t)sim_core.avr->ramend;
}

uint32_t sim_ram_end_of_bss(void)
{
    return bss_end;
}

uint32_t sim_ramend(void)
{
    return sim_core.avr ? sim_core.avr->ramend : 0;
}

/* The lowest address above .bss no longer painted, or -1 (no paint). */
static long lowest_unpainted(void)
{
    avr_t *avr = sim_core.avr;
    if (!sim_core.open || !bss_end || bss_end > avr->ramend)
        return -1;
    if (avr->data[bss_end] != STACK_PAINT)
        return -1;
    uint32_t a = bss_end;
    while (a <= avr->ramend && avr->data[a] == STACK_PAINT)
        a++;
    return (long)a;
}

long sim_stack_peak_painted(void)
{
    long a = lowest_unpainted();
    return a < 0 ? -1 : (long)sim_core.avr->ramend + 1 - a;
}

long sim_stack_free(void)
{
    long a = lowest_unpainted();
    return a < 0 ? -1 : a - (long)bss_end;
}

long sim_stack_peak_observed(void)
{
    return sim_core.open ? (long)sim_core.avr->ramend - (long)sim_core.min_sp : -1;
}
