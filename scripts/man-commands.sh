#!/usr/bin/env bash
# Prints a help2man include file: a COMMANDS section made of each subcommand's own --help.
#   scripts/man-commands.sh .build/release/foodpin > commands.h2m
# The subcommands are the rows of the root help's "Commands:" table (hidden ones are not listed
# there). Per command: its one-line abstract, its synopsis, its discussion, its arguments and
# options. --db PATH and --help are the root's and stand in OPTIONS; they are left out here.
set -euo pipefail
program=${1:?usage: $0 PROGRAM}
name=$(basename "$program")
export LANGUAGE= LC_ALL=C.UTF-8   # the man page is English, whatever the builder's language

commands=$("$program" --help | awk '/^Commands:$/ { on = 1; next } on && /^  [a-z]/ { print $1; next } on { exit }')
[[ -n "$commands" ]] || { echo "error: $program --help lists no commands" >&2; exit 1; }

echo "[COMMANDS]"
for command in $commands; do
    "$program" "$command" --help | awk -v name="$name" -v command="$command" '
        function roff(text) {
            gsub(/\\/, "\\e", text)
            gsub(/-/, "\\-", text)
            if (text ~ /^[.\x27]/) text = "\\&" text
            return text
        }
        function row(text,    cells) {
            sub(/^  /, "", text)
            split(text, cells, /  +/)
            if (cells[1] ~ /^(--db |-h, --help)/) return
            print ".TP"
            print "\\fB" roff(cells[1]) "\\fR"
            print roff(substr(text, length(cells[1]) + 1 + match(substr(text, length(cells[1]) + 1), /[^ ]/) - 1))
        }
        NR == 1 { print ".SS \"" name " " command "\""; print roff($0); next }
        /^Usage: / {
            usage = substr($0, length("Usage: " name " " command) + 1)
            sub(/ \[--db PATH\]/, "", usage)
            print ".PP"
            print "\\fB" name " " command "\\fR" roff(usage)
            next
        }
        /^(Arguments|Options):$/ { table = 1; next }
        /^$/ { table = 0; paragraph = 0; next }
        table && /^  / { row($0); next }
        { if (!paragraph) print ".PP"; paragraph = 1; print roff($0) }
    '
done
