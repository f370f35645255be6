#!/usr/bin/env bash
# Flash and static RAM by module, from a link map (`make size-modules`;
# `make size` prints the largest).
#   tools/module-sizes.sh MAP [TOP]
# The map is the board's objects linked once more without link-time
# optimisation (the fat objects' own code, sections unused dropped), so
# every input section is still named by the object it came from: flash is
# code, flash strings and tables (.text, .progmem) and initial values
# (.data, which live in flash too); RAM is .data and .bss.  The sums are
# near the firmware's, not equal to them: the LTO build inlines across
# modules and merges what it can.  Prints one line per module, largest
# flash first (the TOP largest only when TOP is given), then the total.
set -eu
map=$1 top=${2:-0}
awk -v top="$top" '
    function hex(s,    v, i, c) {
        v = 0
        s = tolower(substr(s, 3))
        for (i = 1; i <= length(s); i++)
            v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
        return v
    }
    # an input section: " .text.name  0xADDR  0xSIZE  file.o", the name
    # alone on its line when it is long (address, size and file below)
    function add(sec, size, file,    m) {
        if (file !~ /\.o$/ && file !~ /\.a\(/)
            return
        m = file
        sub(/^.*\/obj\//, "", m)
        sub(/^.*\/lib[a-z0-9]*\.a\(/, "lib/", m)
        sub(/\)$/, "", m)
        sub(/^.*\/maps\/maps\.o$/, "maps/generated", m)
        sub(/^.*crt[a-z0-9]*\.o$/, "startup/crt", m)
        sub(/\.o$/, "", m)
        size = hex(size)
        if (sec ~ /^\.(text|progmem|data|rodata|trampolines|vectors|init|fini|ctors|dtors|jumptables|lowtext)/ && out != ".bss")
            flash[m] += size
        if (out == ".data" || out == ".bss")
            ram[m] += size
        seen[m] = 1
    }
    /^\.text[ \t]/ || $1 == ".text" && NF <= 3 { out = ".text" }
    /^\.data[ \t]/ { out = ".data" }
    /^\.bss[ \t]/ { out = ".bss" }
    /^\.(noinit|eeprom|fuse|lock|signature|mmcu|stab|comment|debug|note)/ { out = "other" }
    /^ (\.[A-Za-z_]|COMMON)/ {
        if (out == "other" || out == "")
            next
        if (NF >= 4 && $2 ~ /^0x/) { add($1, $3, $4); pending = "" }
        else if (NF == 1) pending = $1
        next
    }
    pending != "" && /^ +0x[0-9a-f]+ +0x[0-9a-f]+ +[^ ]/ {
        add(pending, $2, $3)
        pending = ""
        next
    }
    { pending = "" }
    END {
        n = 0
        for (m in seen) { names[++n] = m }
        # largest flash first (insertion sort: a few dozen modules)
        for (i = 2; i <= n; i++) {
            k = names[i]; j = i - 1
            while (j > 0 && flash[names[j]] < flash[k]) { names[j + 1] = names[j]; j-- }
            names[j + 1] = k
        }
        printf "  %-40s %7s %6s\n", "module", "flash B", "RAM B"
        for (i = 1; i <= n; i++) {
            tf += flash[names[i]]; tr += ram[names[i]]
            if (top == 0 || i <= top)
                printf "  %-40s %7d %6d\n", names[i], flash[names[i]], ram[names[i]]
        }
        if (top != 0 && n > top)
            printf "  %-40s\n", "(" n - top " more)"
        printf "  %-40s %7d %6d\n", "total (without link-time optimisation)", tf, tr
    }' "$map"
