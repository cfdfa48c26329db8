#!/usr/bin/env bash
# Runs a swiftui-migrate binary over each corpus app alone, as a user would (one project a
# run), in dry-run mode with JSON output, and keeps per app: APP.json (diagnostics and diffs),
# APP.err (stderr), APP.status (exit status and CPU/wall seconds).
#
#   Benchmarks/corpus/run-corpus.sh BIN OUT_DIR [APPS_DIR] -- [tool options...]
#   e.g. run-corpus.sh .build/release/swiftui-migrate /tmp/run /work/corpus/apps -- --min-ios 17 --min-macos 14 --no-verify
# Then: python3 Benchmarks/corpus/count-patterns.py OUT_DIR
set -euo pipefail
bin=$(realpath "${1:?usage: run-corpus.sh BIN OUT_DIR [APPS_DIR] -- [options]}")
out=${2:?usage: run-corpus.sh BIN OUT_DIR [APPS_DIR] -- [options]}
shift 2
apps=/work/corpus/apps
if [ $# -gt 0 ] && [ "$1" != "--" ]; then apps=$1; shift; fi
[ $# -gt 0 ] && [ "$1" = "--" ] && shift
mkdir -p "$out"
out=$(realpath "$out")
apps=$(realpath "$apps")
printf '%s\n' "$apps" > "$out/APPS_DIR"
printf '%s\n' "$*" > "$out/OPTIONS"
cd "$apps"
for app in */; do
    app=${app%/}
    start=$(date +%s.%N)
    status=0
    "$bin" --dry-run --format json "$@" "$app" > "$out/$app.json" 2> "$out/$app.err" || status=$?
    end=$(date +%s.%N)
    echo "status=$status wall=$(echo "$end - $start" | bc)" > "$out/$app.status"
done
echo "ran $(ls "$apps" | wc -l) apps into $out" >&2
