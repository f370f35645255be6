# sg.awk — a second opinion on who wins, written apart from the engine in
# firmware/core: the SG value of a pile by brute force (the mex of its
# options' values, every option listed from the rule's definition, no
# period, no formula) for every rule but Nim, whose value is the pile
# itself (the XOR rule), and misère Nim by its own rule (Bouton: play
# normal Nim until a move would leave only piles of 0 and 1, then leave an
# odd number of 1s).  A map's values are the mex over its .dag file's edges.
# Misère play of any other rule (misere:RULE) by the whole game searched:
# a position (its heaps, or its stones' nodes, sorted) is lost when it has
# a move and every move leaves a won one; without a move it is won.
#   awk -f sg.awk RULE POS...          win I FROM TO | win I FROM A+B |
#                                      win U V (a map) | lose | won
#   awk -f sg.awk -v maps=DIR ...      the .dag files of dag:NAME (default
#                                      firmware/maps)
# Past BRUTE_REACH (300: a larger heap would take the brute force minutes
# in awk) three octal games take their published periods and "take up to
# half" its published recurrence, none of them the engine's own finding:
#   Kayles (0.77): period 12 from heap 71 (OEIS A002186: last exception 70)
#   Dawson's Kayles (0.07): period 34 from heap 53 (OEIS A002187, shifted
#     by one heap: Dawson's chess, whose last exception is 51)
#   0.137, Dawson's chess: period 34 from heap 52 (OEIS A002187)
#   half: SG(2k) = k, SG(2k + 1) = SG(k) (the judge problem's analysis)
# `-v selfcheck=N RULE` holds each against the brute force up to N: `ok`,
# or the first heap where they differ (exit 1).  Any other rule's heap past
# the reach is computed by brute force all the same, however long it takes.
# The answer's form is `nimbox move`'s, but the move is the oracle's own
# (the first winning option found: the lowest pile, then the fewest stones
# left); a caller that compares moves must accept any winning one.
#   awk -f sg.awk -v grundy=N RULE           the SG values of heaps (or
#                                               nodes) 0..N, as `nimbox grundy`
#   awk -f sg.awk -v check="MOVE" RULE POS...   `legal-win`, `legal-lose`
#                                               or `illegal`: MOVE (I TO,
#                                               I A+B or U V) judged

function mex(opts,    m) {           # opts: " v1 v2 ... "
    for (m = 0; index(opts, " " m " "); m++) ;
    return m
}

# ---- heap rules -------------------------------------------------------------
# options(n): the heaps (" a" or " a+b") one move can leave of a pile of n
function options(n,    out, s, j, d, a, i) {
    out = ""
    if (kind == "nim" || kind == "misere") {
        for (a = 0; a < n; a++) out = out " " a
    } else if (kind == "take") {
        for (s = 1; s <= param && s <= n; s++) out = out " " (n - s)
    } else if (kind == "pow2") {
        for (s = 1; s <= n; s *= 2) out = out " " (n - s)
    } else if (kind == "sub") {
        for (i = 1; i <= nsub; i++) if (subs[i] <= n) out = out " " (n - subs[i])
    } else if (kind == "half") {
        for (s = 1; s <= int(n / 2); s++) out = out " " (n - s)
    } else if (kind == "octal") {
        for (j = 1; j <= ndig && j <= n; j++) {
            d = dig[j]
            if (int(d / 1) % 2 && n == j) out = out " 0"
            if (int(d / 2) % 2 && n > j) out = out " " (n - j)
            if (int(d / 4) % 2)
                for (a = 1; a < n - j; a++) out = out " " a "+" (n - j - a)
        }
    }
    return out
}

# is TO (" a" or "a+b") an option of a pile of n?  The rule's definition
# read the other way round, for one move (options() of a large pile is a
# long text); selfcheck holds the two to each other
function is_option(n, to,    p, a, b, s, d) {
    if (index(to, "+")) { split(to, p, "+"); a = p[1] + 0; b = p[2] + 0 } else { a = to + 0; b = -1 }
    if (a < 0 || a >= n || (b >= 0 && (kind != "octal" || a < 1 || b < 1))) return 0
    s = n - a - (b > 0 ? b : 0)
    if (kind == "nim" || kind == "misere") return 1
    if (kind == "take") return s <= param
    if (kind == "pow2") { for (d = 1; d < s; d *= 2) ; return d == s }
    if (kind == "sub") { for (d = 1; d <= nsub; d++) if (subs[d] == s) return 1; return 0 }
    if (kind == "half") return s <= int(n / 2)
    if (s < 1 || s > ndig) return 0
    d = dig[s]
    return b > 0 ? int(d / 4) % 2 : a == 0 ? d % 2 : int(d / 2) % 2
}

# value of a left heap ("a" or "a+b")
function leftsg(h,    p) {
    if (index(h, "+")) { split(h, p, "+"); return xor(sg(p[1] + 0), sg(p[2] + 0)) }
    return sg(h + 0)
}
function xor(a, b,    r, bit) {
    r = 0
    for (bit = 1; a > 0 || b > 0; bit *= 2) {
        if ((a % 2) != (b % 2)) r += bit
        a = int(a / 2); b = int(b / 2)
    }
    return r
}
# the published shortcut for heap n, or -1 where none is known
function shortcut(n) {
    if (kind == "octal" && per && n >= pre + per) return sg(pre + (n - pre) % per)
    if (kind == "half" && n >= 2) return n % 2 ? sg((n - 1) / 2) : n / 2
    return -1
}
function sg(n,    list, o, i, vals) {
    if (kind == "nim") return n
    if (n in memo) return memo[n]
    if (n > reach && shortcut(n) >= 0) return memo[n] = shortcut(n)
    # the heaps below first, from the bottom up: each of them then finds
    # its options' values known (awk's call depth is too small for a
    # large heap's chain of calls)
    for (; filled < n; filled++) if (!(filled in memo)) sg(filled)
    list = options(n)
    split(list, o, " ")
    vals = " "
    for (i in o) if (o[i] != "") vals = vals leftsg(o[i]) " "
    memo[n] = mex(vals)
    return memo[n]
}

# ---- maps --------------------------------------------------------------------
function read_map(file,    line, f, header) {
    header = 0
    while ((getline line < file) > 0) {
        sub(/#.*/, "", line)
        if (split(line, f, " ") < 2) continue
        if (!header) { nodes = f[1] + 0; header = 1; continue }
        succ[f[1] + 0] = succ[f[1] + 0] " " (f[2] + 0)
    }
    close(file)
    if (!header) { print "sg.awk: no map in " file > "/dev/stderr"; exit 2 }
}
function nodesg(u,    o, i, vals) {
    if (u in memo) return memo[u]
    split(succ[u], o, " ")
    vals = " "
    for (i in o) if (o[i] != "") vals = vals nodesg(o[i] + 0) " "
    memo[u] = mex(vals)
    return memo[u]
}
function edge(u, v) { return index(succ[u] " ", " " v " ") > 0 }

# ---- misère play searched (misere:RULE) -----------------------------------------
# a position's key: its parts (heaps, 0s dropped; nodes) sorted, joined by ","
function mkey(arr, n,    i, j, t, out) {
    for (i = 2; i <= n; i++)
        for (j = i; j > 1 && arr[j - 1] + 0 > arr[j] + 0; j--) { t = arr[j]; arr[j] = arr[j - 1]; arr[j - 1] = t }
    out = ""
    for (i = 1; i <= n; i++) if (kind == "dag" || arr[i] + 0 > 0) out = out (out == "" ? "" : ",") (arr[i] + 0)
    return out
}
# the key after part i of parts[1..n] becomes opt ("a", "a+b", or a node)
function mafter(parts, n, i, opt,    c, m, j, p) {
    m = 0
    for (j = 1; j <= n; j++) if (j != i) c[++m] = parts[j]
    if (index(opt, "+")) { split(opt, p, "+"); c[++m] = p[1]; c[++m] = p[2] } else c[++m] = opt
    return mkey(c, m)
}
function mopts(v) { return kind == "dag" ? succ[v] : options(v) }
function mlost(key,    parts, n, i, o, k, any) {
    if (key in mmemo) return mmemo[key]
    n = key == "" ? 0 : split(key, parts, ",")
    any = 0
    for (i = 1; i <= n; i++) {
        split(mopts(parts[i]), o, " ")
        for (k in o) {
            if (o[k] == "") continue
            any = 1
            if (mlost(mafter(parts, n, i, o[k]))) { mmemo[key] = 0; return 0 }
        }
    }
    mmemo[key] = any
    return any
}
# the position's parts into parts[1..]: how many
function mparts(parts,    i, n, k) {
    n = 0
    for (i = 1; i <= npos; i++)
        if (kind == "dag") { for (k = 0; k < cnt[i]; k++) parts[++n] = node[i] }
        else parts[++n] = pile[i]
    return n
}
# the value of the position after pile i (or a stone on node i) becomes opt: 0 lost
function mmove(i, opt,    parts, n, j) {
    n = mparts(parts)
    if (kind == "dag") for (j = 1; j <= n && parts[j] != i; j++) ;
    else j = i
    return mlost(mafter(parts, n, j, opt)) ? 0 : 1
}

# ---- the position --------------------------------------------------------------
function total(    i, x) {
    x = 0
    for (i = 1; i <= npos; i++) x = xor(x, kind == "dag" ? (cnt[i] % 2 ? nodesg(node[i]) : 0) : sg(pile[i]))
    return x
}
function misere_lost(    i, big, ones, x) {   # the player to move loses
    big = 0; ones = 0; x = 0
    for (i = 1; i <= npos; i++) {
        if (pile[i] > 1) big++
        if (pile[i] == 1) ones++
        x = xor(x, pile[i])
    }
    return big ? x == 0 : ones % 2 == 1
}

# a heap rule's move I TO, judged: "illegal", or the position's value after
function after_heap(i, to,    list, save, p, v) {
    if (i < 1 || i > npos) return "illegal"
    if (!is_option(pile[i], to)) return "illegal"
    if (searched) return mmove(i, to)
    save = pile[i]
    if (kind == "misere") { pile[i] = to + 0; v = misere_lost() ? 0 : 1; pile[i] = save; return v }
    return xor(xor(total(), sg(save)), leftsg(to))
}
function after_map(u, v,    i, x) {
    for (i = 1; i <= npos; i++) if (node[i] == u && cnt[i] > 0) break
    if (i > npos || !edge(u, v)) return "illegal"
    if (searched) return mmove(u, v)
    x = xor(xor(total(), nodesg(u)), nodesg(v))
    return x
}

function answer(    i, o, k, x, u, v, parts, n, any) {
    if (searched) {
        n = mparts(parts)
        any = 0
        for (i = 1; i <= n; i++) if (mopts(parts[i]) ~ /[0-9]/) any = 1
        if (!any) return "won"
        if (mlost(mkey(parts, n))) return "lose"
    }
    if (kind == "misere") {
        x = 0
        for (i = 1; i <= npos; i++) x += pile[i]
        if (x == 0) return "won"
    }
    if (kind == "dag") {
        if (!searched && total() == 0) return "lose"
        for (i = 1; i <= npos; i++) {
            if (cnt[i] == 0) continue
            split(succ[node[i]], o, " ")
            for (k = 1; k in o; k++)
                if (o[k] != "" && after_map(node[i], o[k] + 0) == 0) return "win " node[i] " " o[k]
        }
        return "lose"
    }
    if (searched ? 0 : kind == "misere" ? misere_lost() : total() == 0) return "lose"
    for (i = 1; i <= npos; i++) {
        split(options(pile[i]), o, " ")
        for (k = 1; k in o; k++)
            if (o[k] != "" && after_heap(i, o[k]) == 0) return "win " i " " pile[i] " " o[k]
    }
    return "no winning move found"
}

BEGIN {
    if (ARGC < 2) { print "usage: awk -f sg.awk [-v check=MOVE] RULE POS..." > "/dev/stderr"; exit 2 }
    rule = ARGV[1]
    if (rule == "misere:nim") rule = "misere"
    else if (rule ~ /^misere:/) {
        searched = 1
        rule = substr(rule, 8)
        if (rule ~ /^misere/) { print "sg.awk: unknown rule " ARGV[1] > "/dev/stderr"; exit 2 }
    }
    if (maps == "") maps = "firmware/maps"
    if (rule == "nim" || rule == "misere" || rule == "pow2" || rule == "half") kind = rule
    else if (rule ~ /^take:[0-9]+$/) { kind = "take"; param = substr(rule, 6) + 0 }
    else if (rule ~ /^sub:[0-9,]+$/) { kind = "sub"; nsub = split(substr(rule, 5), subs, ",") }
    else if (rule == "kayles" || rule == "dawson" || rule ~ /^octal:0?\.[0-7]+$/) {
        kind = "octal"
        code = rule == "kayles" ? "77" : rule == "dawson" ? "07" : substr(rule, index(rule, ".") + 1)
        ndig = length(code)
        for (j = 1; j <= ndig; j++) dig[j] = substr(code, j, 1) + 0
        if (code == "77") { per = 12; pre = 71 }
        if (code == "07") { per = 34; pre = 53 }
        if (code == "137") { per = 34; pre = 52 }
    } else if (rule ~ /^dag:/) {
        kind = "dag"
        name = substr(rule, 5)
        read_map(index(name, "/") || name ~ /\.dag$/ ? name : maps "/" name ".dag")
    } else { print "sg.awk: unknown rule " rule > "/dev/stderr"; exit 2 }
    reach = selfcheck != "" ? selfcheck + 0 : 300
    if (selfcheck != "") {
        for (a = 0; a <= reach; a++) {
            b = shortcut(a)
            if (b >= 0 && b != sg(a)) { printf "heap %d: published %d, brute force %d\n", a, b, sg(a); exit 1 }
        }
        for (a = 0; a <= 40; a++) {   # is_option against options()
            list = options(a) " "
            for (b = 0; b < a; b++)
                for (j = -1; j < a; j++) {
                    if (j == 0) continue
                    to = j < 0 ? b : b "+" j
                    if ((index(list, " " to " ") > 0) != is_option(a, to)) {
                        printf "heap %d: %s is%s an option\n", a, to, is_option(a, to) ? "" : " not"
                        exit 1
                    }
                }
        }
        print "ok"
        exit 0
    }
    if (grundy != "") {
        for (a = 0; a <= grundy + 0; a++) printf "%s%d", a ? " " : "", kind == "dag" ? nodesg(a) : sg(a)
        print ""
        exit 0
    }
    npos = 0
    for (a = 2; a < ARGC; a++) {
        npos++
        if (kind == "dag") { split(ARGV[a], f, "="); node[npos] = f[1] + 0; cnt[npos] = f[2] + 0 }
        else pile[npos] = ARGV[a] + 0
    }
    if (check != "") {
        split(check, m, " ")
        v = kind == "dag" ? after_map(m[1] + 0, m[2] + 0) : after_heap(m[1] + 0, m[2])
        print v == "illegal" ? "illegal" : v == 0 ? "legal-win" : "legal-lose"
        exit 0
    }
    print answer()
    exit 0
}
