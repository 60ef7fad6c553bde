#!/usr/bin/env bash
# Prints FoodPin's version, read from its one place: Sources/FoodPinModel/FoodPinRelease.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(sed -n 's/^ *public static let version = "\([^"]*\)"$/\1/p' Sources/FoodPinModel/FoodPinRelease.swift)
[[ "$version" =~ ^[0-9]+(\.[0-9]+)*$ ]] || {
    echo "error: no version (digits and dots) in Sources/FoodPinModel/FoodPinRelease.swift" >&2
    exit 1
}
echo "$version"
