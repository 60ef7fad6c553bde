#!/usr/bin/env bash
# Formats the Swift sources in place with the house style in .swift-format; `make lint` checks it.
#   scripts/format.sh            Sources, Tests and Examples
#   scripts/format.sh PATH...    only those files or folders
#
# The house style, as .swift-format states it (JSON has no comments, so the reasons live here):
# - 4 spaces, no tabs; lines up to 120 columns (98% of the lines were already; the rest are long
#   signatures and calls that this script breaks). What it cannot fix — an end-of-line comment past
#   column 120, a C-named shim — takes a hand edit or a `// swift-format-ignore: Rule` line.
# - swift-format's own rules, except four habits the code keeps on purpose:
#   OneVariableDeclarationPerLine (paired values: `let light: String, dark: String`),
#   OnlyOneTrailingClosureArgument (`measure(setUp: { … }) { … }`: the set-up is an argument, the
#   measured work the trailing closure), UseLetInEveryBoundCaseVariable (`case let .move(from, to)` and `case .header(let section)` both read
#   well), ReplaceForEachWithForLoop (one-line `forEach { free($0) }`), DoNotUseSemicolons (one-line
#   `defer { a(); b() }` cleanup).
# - Off as swift-format ships them: documentation rules (`make docs` checks the library products'
#   public API, scripts/check-docs.swift), force-unwrap and force-try bans, early-exit rewriting.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ $# -eq 0 ]]; then set -- Sources Tests Examples; fi
exec swift-format format --in-place --parallel --recursive --configuration .swift-format "$@"
