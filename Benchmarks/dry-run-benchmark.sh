#!/usr/bin/env bash
# Times `swiftui-migrate --dry-run` (index, every transform, diff; with and without the
# `swiftc -frontend -parse` check of changed files) on synthetic legacy SwiftUI projects of
# 1,000 and 10,000 files and on the toolchain's .swiftinterface files, next to
# `swiftc -frontend -parse` over the same files (batched, on as many processes as --jobs),
# with peak memory; then on one file of N, 2N, 4N and 8N models and views (about 1 to 8 MB,
# every one of them changed), with the cost ratio of each size to the one before (2.0 is
# linear). CPU seconds are given as well as wall time: on a shared machine they are the
# steadier figure.
#
# The speed rule: with every transform on, a dry run costs at most 1.5x the CPU time of
# `swiftc -frontend -parse` over the same files (a ratio of at least 0.67), and the deprecation
# transforms alone, which need no project-wide analysis, cost less than that parse (a ratio above
# 1). Issue 17 asked for a dry run 3x faster than the parse; that leaves the project-wide
# Observation analysis (every `$publisher`, `objectWillChange` and view site, types across
# files) less time than our own parse takes, and it is what keeps the rewrites safe: see
# CHANGELOG.md (Performance, issue 17). Each "speed rule" block measures them side by side (the
# better of three runs each, CPU seconds) and prints the ratios: on the toolchain's
# .swiftinterface files, and on each folder given with --path (a real project, run from inside
# it as a user would; swiftc gets the .swift files the tool scans, found by `find` with the
# tool's skipped folders and hidden folders left out).
#
#   Benchmarks/dry-run-benchmark.sh [--jobs N] [--sizes "1000 10000"] [--file-sizes "300 600 1200 2400"]
#                                   [--path DIR]... [--no-build]
#   Benchmarks/dry-run-benchmark.sh --sizes "" --file-sizes "" --path ../App   # the speed rule only
set -euo pipefail

usage='usage: dry-run-benchmark.sh [--jobs N] [--sizes "1000 10000"] [--file-sizes "300 600 1200 2400"] [--path DIR]... [--no-build]'
jobs=$(nproc)
sizes="1000 10000"
file_sizes="300 600 1200 2400"
paths=()
build=yes
while [ $# -gt 0 ]; do
    case "$1" in
        --jobs) jobs=$2; shift 2 ;;
        --sizes) sizes=$2; shift 2 ;;
        --file-sizes) file_sizes=$2; shift 2 ;;
        --path) [ -d "$2" ] || { echo "not a folder: $2" >&2; exit 2; }; paths+=("$(cd "$2" && pwd)"); shift 2 ;;
        --no-build) build=no; shift ;;
        *) echo "$usage" >&2; exit 2 ;;
    esac
done

source "$(dirname "$0")/common.sh"

# row LABEL BYTES COMMAND...: one table row (wall, CPU, peak RSS) of running COMMAND.
row() {
    local label=$1 bytes=$2
    shift 2
    measure "$@"
    awk -v label="$label" -v bytes="$bytes" -v wall="$wall" -v cpu="$cpu" -v rss="$rss" -v jobs="$jobs" 'BEGIN {
        mb = bytes / 1e6
        printf "%-44s %8.1f MB %7.2f s %7.2f s %8.1f MB/s %8.1f MB/s %7.0f MB\n", label, mb, wall, cpu, mb / wall, mb / (cpu / jobs), rss / 1024
    }'
}

# `swiftc -frontend -parse` over the files listed in $work/files, 500 per process, $jobs at once.
swiftc_parse=(xargs -0 -a "$work/files" -n 500 -P "$jobs" "$swiftc" -frontend -parse -diagnostic-style llvm)

# Every transform runs (no deployment target holds one back), nothing is written or compiled.
every_transform=(--dry-run --no-verify --min-ios 17 --min-macos 14 --jobs "$jobs")

# best_cpu COMMAND...: `measure` three times; sets cpu (and wall, rss) to the run with the least CPU.
best_cpu() {
    local best_cpu="" best_wall="" best_rss=""
    for _ in 1 2 3; do
        measure "$@"
        if [ -z "$best_cpu" ] || awk -v a="$cpu" -v b="$best_cpu" 'BEGIN { exit !(a < b) }'; then
            best_cpu=$cpu best_wall=$wall best_rss=$rss
        fi
    done
    cpu=$best_cpu wall=$best_wall rss=$best_rss
}

# speed_rule LABEL BYTES FILES DRY_RUN_COMMAND...: the dry run (every transform) and swiftc's
# parse of the files in $work/files, side by side, and the ratio of their CPU times.
speed_rule_cpu_ours=0 speed_rule_cpu_swiftc=0
speed_rule() {
    local label=$1 bytes=$2 files=$3 ours theirs
    shift 3
    echo "speed rule, $label ($files files, $(awk -v b="$bytes" 'BEGIN { printf "%.1f MB", b / 1e6 }')): CPU s, best of 3"
    best_cpu "$@"
    ours=$cpu
    echo "  swiftui-migrate --dry-run, every transform:   $(printf '%6.2f' "$ours") s   ($(tail -1 "$work/stderr" | sed 's/^swiftui-migrate: //; s/;.*//'))"
    best_cpu "${swiftc_parse[@]}"
    theirs=$cpu
    echo "  swiftc -frontend -parse, the same files:      $(printf '%6.2f' "$theirs") s"
    awk -v a="$theirs" -v b="$ours" 'BEGIN { printf "  ratio, swiftc CPU / dry run CPU: %.2f (the rule: at least 0.67)\n", a / b }'
    best_cpu "$@" --only deprecations
    awk -v a="$theirs" -v b="$cpu" 'BEGIN { printf "  --only deprecations: %.2f s, ratio %.2f (the rule: above 1)\n", b, a / b }'
    speed_rule_cpu_ours=$(awk -v a="$speed_rule_cpu_ours" -v b="$ours" 'BEGIN { print a + b }')
    speed_rule_cpu_swiftc=$(awk -v a="$speed_rule_cpu_swiftc" -v b="$theirs" 'BEGIN { print a + b }')
}

# MB/s (CPU): size / (CPU seconds / jobs), the rate when the jobs have their cores to themselves.
printf "%-44s %11s %9s %9s %13s %13s %10s\n" "run (jobs $jobs)" "size" "wall" "CPU" "MB/s (wall)" "MB/s (CPU)" "peak RSS"
for n in $sizes; do
    project="$work/synthetic-$n"
    Benchmarks/generate-legacy-project.sh "$n" "$project"
    find "$project" -name '*.swift' -print0 >"$work/files"
    bytes=$(du -cb --files0-from="$work/files" | tail -1 | cut -f1)
    row "swiftui-migrate --dry-run, $n files" "$bytes" "$tool" --dry-run --jobs "$jobs" "$project"
    echo "  $(tail -1 "$work/stderr")"
    row "swiftui-migrate --dry-run --no-verify, $n files" "$bytes" "$tool" --dry-run --no-verify --jobs "$jobs" "$project"
    row "swiftc -frontend -parse, $n files" "$bytes" "${swiftc_parse[@]}"
    rm -rf "$project"
done

# The toolchain's interface files (each real file once), named explicitly.
find "$toolchain_lib/swift" -name '*.swiftinterface' -exec readlink -f {} + | sort -u | tr '\n' '\0' >"$work/files"
bytes=$(du -cb --files0-from="$work/files" | tail -1 | cut -f1)
count=$(tr -cd '\0' <"$work/files" | wc -c)
row "swiftui-migrate --dry-run, $count .swiftinterface" "$bytes" xargs -0 -a "$work/files" "$tool" --dry-run --jobs "$jobs"
echo "  $(tail -1 "$work/stderr")"
row "swiftc -frontend -parse, $count .swiftinterface" "$bytes" "${swiftc_parse[@]}"
echo
speed_rule "the toolchain's .swiftinterface files" "$bytes" "$count" xargs -0 -a "$work/files" "$tool" "${every_transform[@]}"
echo

# One file, growing: each size's wall and CPU time against the size before it.
previous_wall="" previous_cpu=""
for n in $file_sizes; do
    file="$work/one-file-$n.swift"
    Benchmarks/generate-legacy-project.sh --one-file "$n" "$file"
    row "swiftui-migrate --dry-run --no-verify, 1 file, $n views" "$(stat -c %s "$file")" "$tool" --dry-run --no-verify --jobs "$jobs" "$file"
    if [ -n "$previous_cpu" ]; then
        awk -v w="$wall" -v pw="$previous_wall" -v c="$cpu" -v pc="$previous_cpu" 'BEGIN { printf "  x%.2f wall, x%.2f CPU against the size before\n", w / pw, c / pc }'
    fi
    previous_wall=$wall previous_cpu=$cpu
    rm -f "$file"
done


# The speed rule on each --path folder, run from inside it; then all of them together.
skipped_folders=(.build .git .swiftpm Pods Carthage DerivedData node_modules)  # ExcludeRules.skippedFolders
prune=(-name '.?*'); for name in "${skipped_folders[@]}"; do prune+=(-o -name "$name"); done
speed_rule_cpu_ours=0 speed_rule_cpu_swiftc=0
for path in "${paths[@]}"; do
    echo
    find "$path" -mindepth 1 -type d \( "${prune[@]}" \) -prune -o -type f -name '*.swift' -print0 >"$work/files"
    bytes=$(du -cb --files0-from="$work/files" | tail -1 | cut -f1)
    count=$(tr -cd '\0' <"$work/files" | wc -c)
    speed_rule "$path" "$bytes" "$count" env -C "$path" "$tool" "${every_transform[@]}" .
done
if [ "${#paths[@]}" -gt 1 ]; then
    echo
    awk -v a="$speed_rule_cpu_swiftc" -v b="$speed_rule_cpu_ours" -v n="${#paths[@]}" 'BEGIN {
        printf "speed rule, the %d folders together: dry runs %.2f s, swiftc %.2f s; ratio %.2f (the rule: at least 0.67)\n", n, b, a, a / b }'
fi
