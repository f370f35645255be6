# bash completion for nimbox(1): its commands and options, the rules and
# the built-in maps (dag:NAME), the judge formats and the levels.  Every
# list is read from the installed command itself (nimbox --help, nimbox
# COMMAND --help, nimbox maps), so it is what that nimbox takes.
# Installed by `make install` into share/bash-completion/completions/.

# _nimbox_list KIND NIMBOX [COMMAND [OPTION]]: the candidates, one a line.
_nimbox_list() {
    local nb=$2
    case $1 in
    commands)   # `nimbox move ...`, `usage: nimbox move|grundy|...`
        "$nb" --help 2>&1 |
            sed -n 's/^ *\(usage: \)\{0,1\}nimbox \([a-z][a-z|]*\).*/\2/p' | tr '|' '\n' | sort -u ;;
    port-commands)
        "$nb" --port --help 2>&1 |
            sed -n 's/^.*nimbox --port DEVICE\( \[[^]]*\]\)* \([a-z][a-z]*\).*/\2/p' | sort -u ;;
    global)
        { echo --help; "$nb" --help 2>&1 | sed -n '1p' | grep -o -- '--[a-z][a-z-]*'; } | sort -u ;;
    options)
        { echo --help; "$nb" "$3" --help 2>&1 | grep -o -- '--[a-z][a-z-]*'; } | sort -u ;;
    port-options)   # the lines of `nimbox --port --help` for that command
        "$nb" --port --help 2>&1 | grep -- "\] $3\( \|$\)" | grep -o -- '--[a-z][a-z-]*' |
            grep -vx -- --port | sort -u ;;
    values)     # [--first me|nimbox], in the command's help or the general one
        { "$nb" "$3" --help 2>&1; "$nb" --help 2>&1; } | grep -o -- "\\[$4 [a-z][a-z|]*\\]" |
            sed 's/^[^ ]* //; s/\]$//' | tr '|' '\n' | sort -u ;;
    formats)
        "$nb" solve --help 2>&1 | grep -o '[a-z][a-z]*[0-9][0-9][0-9][0-9]*' | sort -u ;;
    rules)      # nim, take:M, sub:a,b,..., octal:0.CODE, dag:NAME: nim take: sub: octal:0. dag:
        "$nb" --help 2>&1 |
            awk '/^rules:/ { on = 1; sub(/^rules:/, ""); print; next } on && /^ / { print; next } { on = 0 }' |
            awk '{ gsub(/,( +|$)/, "\n"); print }' | sed 's/^ *//; s/ *$//; s/[A-Z].*$//; s/a,b.*$//; /^$/d' |
            sort -u ;;
    maps)
        "$nb" maps 2>/dev/null | awk 'NF { print "dag:" $1 }' ;;
    esac
}

_nimbox() {
    local line=${COMP_LINE:0:COMP_POINT} nb=${COMP_WORDS[0]} cur= cmd= port= args=0 i
    local -a w
    read -ra w <<<"$line"
    if [[ $line != *' ' ]]; then
        cur=${w[${#w[@]}-1]}
        unset 'w[${#w[@]}-1]'
    fi
    command -v "$nb" >/dev/null 2>&1 || nb=nimbox
    local prev=${w[${#w[@]}-1]}
    # the command, and how many words it has had (options' values aside)
    for ((i = 1; i < ${#w[@]}; i++)); do
        case ${w[i]} in
        --port) port=1; i=$((i + 1)) ;;
        --baud|--wait|--level|--seed|--first|--format) i=$((i + 1)) ;;
        -*) ;;
        *) if [ -z "$cmd" ]; then cmd=${w[i]}; else args=$((args + 1)); fi ;;
        esac
    done
    local cands=
    COMPREPLY=()
    case $prev in
    --port)
        COMPREPLY=($(compgen -f -- "${cur:-/dev/tty}"))
        return ;;
    --level) cands=$(seq 1 5) ;;
    --format) cands=$(_nimbox_list formats "$nb") ;;
    --first) cands=$(_nimbox_list values "$nb" "$cmd" --first) ;;
    --seed|--baud|--wait) return ;;
    *)
        if [[ $cur == -* ]]; then
            if [ -z "$cmd" ]; then cands=$(_nimbox_list global "$nb")
            elif [ -n "$port" ]; then cands=$(_nimbox_list port-options "$nb" "$cmd")
            else cands=$(_nimbox_list options "$nb" "$cmd"); fi
        elif [ -z "$cmd" ]; then
            if [ -n "$port" ]; then cands=$(_nimbox_list port-commands "$nb")
            else cands=$(_nimbox_list commands "$nb"); fi
        elif [ "$args" -eq 0 ] && [ "$cmd" != solve ] && [ "$cmd" != maps ]; then
            if [[ $cur == dag:* ]]; then   # a built-in map, or a file
                cands="$(_nimbox_list maps "$nb") $(compgen -f -- "${cur#dag:}" | sed 's/^/dag:/')"
            else
                cands=$(_nimbox_list rules "$nb")
            fi
        fi ;;
    esac
    COMPREPLY=($(compgen -W "$cands" -- "$cur"))
    # a rule that takes parameters (take:, sub:, dag:) goes on without a space
    if [ ${#COMPREPLY[@]} -eq 1 ] && [[ ${COMPREPLY[0]} == *[:.] ]]; then
        compopt -o nospace 2>/dev/null
    fi
    # bash splits words at ':': the part before the last ':' is typed already
    if [[ $cur == *:* ]] && [[ $COMP_WORDBREAKS == *:* ]]; then
        local typed=${cur%"${cur##*:}"} k
        for k in "${!COMPREPLY[@]}"; do COMPREPLY[k]=${COMPREPLY[k]#"$typed"}; done
    fi
}
complete -F _nimbox nimbox
