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
#   Benchmarks/dry-run-benchmark.sh [--jobs N] [--sizes "1000 10000"] [--file-sizes "300 600 1200 2400"] [--no-build]
set -euo pipefail

jobs=$(nproc)
sizes="1000 10000"
file_sizes="300 600 1200 2400"
build=yes
while [ $# -gt 0 ]; do
    case "$1" in
        --jobs) jobs=$2; shift 2 ;;
        --sizes) sizes=$2; shift 2 ;;
        --file-sizes) file_sizes=$2; shift 2 ;;
        --no-build) build=no; shift ;;
        *) echo "usage: $0 [--jobs N] [--sizes \"1000 10000\"] [--file-sizes \"300 600 1200 2400\"] [--no-build]" >&2; exit 2 ;;
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
