# Setup shared by the benchmark scripts; sourced, not run. Goes to the repository root,
# builds the release tool (unless `build=no` is set before), and sets:
#   tool           the release swiftui-migrate
#   swiftc         the swiftc on PATH
#   toolchain_lib  that toolchain's usr/lib folder
#   work           a scratch folder, removed at exit
# and defines measure, the one timer both scripts use.
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [ "${build:-yes}" = yes ]; then swift build -c release --product swiftui-migrate >&2; fi
tool=$PWD/.build/release/swiftui-migrate
swiftc=$(command -v swiftc)
toolchain_lib=$(cd "$(dirname "$(readlink -f "$swiftc")")/../lib" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# measure COMMAND...: runs COMMAND (an executable, not a shell function) once, its output
# discarded and its stderr kept in $work/stderr, and sets
#   wall  elapsed seconds
#   cpu   CPU seconds, user + system, children included (bash's `time`, to the millisecond)
#   rss   peak resident set size in KB (GNU time's %M; empty when /usr/bin/time is missing)
measure() {
    local TIMEFORMAT='%R %U %S' times user sys memory=()
    if [ -x /usr/bin/time ]; then memory=(/usr/bin/time -f %M -o "$work/rss"); fi
    : >"$work/rss"
    times="$( { time "${memory[@]}" "$@" >/dev/null 2>"$work/stderr"; } 2>&1 )" || true
    read -r wall user sys <<<"$times"
    cpu="$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.3f", u + s }')"
    rss="$(tail -1 "$work/rss")"  # after any "exited with non-zero status" line
}
