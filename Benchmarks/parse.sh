#!/usr/bin/env bash
# Parser benchmark (not a test): throughput of `swiftui-migrate parse` next to
# `swiftc -frontend -parse` on the toolchain's own .swift/.swiftinterface files, linearity
# in file length, nesting depth and string size, and peak memory.
#
#   Benchmarks/parse.sh            # from the repository root; builds release first
#   CORPUS=dir Benchmarks/parse.sh # another corpus for the throughput part
#
# Times are CPU seconds (user + system), so other load on the machine skews them little.
set -euo pipefail
source "$(dirname "$0")/common.sh"
corpus="${CORPUS:-$toolchain_lib}"

# CPU seconds (user + system, children included) of running "$@", output discarded.
cpu_seconds() {
    measure "$@"
    echo "$cpu"
}

# The parse-only CPU time `parse --stats` reports for "$@".
parse_seconds() {
    "$tool" parse --stats "$@" | awk '/^parse time:/ { print $3 }'
}

# The smallest of three runs of a command that prints seconds.
best_of_three() {
    local best="" t
    for _ in 1 2 3; do
        t="$("$@")"
        if [[ -z "$best" ]] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then best="$t"; fi
    done
    echo "$best"
}

mb_per_s() { awk -v bytes="$1" -v s="$2" 'BEGIN { printf "%.1f", bytes / 1e6 / (s > 0 ? s : 1e-9) }'; }

echo "== Throughput on $corpus"
find "$corpus" -type f \( -name '*.swift' -o -name '*.swiftinterface' \) | sort >"$work/files"
stats="$("$tool" parse --stats "$corpus")"
bytes="$(awk '/^bytes:/ { print $2 }' <<<"$stats")"
echo "files: $(wc -l <"$work/files"), bytes: $bytes"
sed 's/^/  /' <<<"$stats"
ours_parse="$(best_of_three parse_seconds "$corpus")"
ours_process="$(best_of_three cpu_seconds "$tool" parse "$corpus")"
# One frontend per file: giving swiftc many files at once (even as -primary-file) is
# super-linear in swiftc (96 toolchain files: ~80 s instead of ~4 s), which would be unfair.
swiftc_each=(bash -c 'while read -r file; do swiftc -frontend -parse "$file" || true; done <"$0"' "$work/files")
theirs="$(cpu_seconds "${swiftc_each[@]}")"
printf 'swiftui-migrate parse: %6.1f MB/s parsing only (%s s), %6.1f MB/s whole process with round-trip check (%s s)\n' \
    "$(mb_per_s "$bytes" "$ours_parse")" "$ours_parse" "$(mb_per_s "$bytes" "$ours_process")" "$ours_process"
printf 'swiftc -frontend -parse: %6.1f MB/s whole processes (%s s)\n' "$(mb_per_s "$bytes" "$theirs")" "$theirs"
awk -v a="$theirs" -v b="$ours_process" 'BEGIN { printf "ratio (whole process): %.1fx faster than swiftc\n", a / b }'

echo
echo "== Linearity (parse CPU time for size N and 2N; a ratio near 2 is linear)"
generate_lines() {   # $1 = number of lines of a small SwiftUI view repeated
    awk -v n="$1" 'BEGIN {
        for (i = 0; i < n / 10; i++) {
            print "/// A view."
            print "struct Row" i ": View {"
            print "    @State private var isOn = false // toggled"
            print "    var body: some View {"
            print "        Toggle(\"On \\(" i ")\", isOn: $isOn)"
            print "            .padding()"
            print "    }"
            print "}"
            print "#if DEBUG"
            print "#endif"
        }
    }'
}
generate_nesting() {   # $1 = depth of ( [ { nesting, closed again
    awk -v n="$1" 'BEGIN { printf "let x = "; for (i = 0; i < n; i++) printf "%s", substr("([{", i % 3 + 1, 1); printf "a"
        for (i = n - 1; i >= 0; i--) printf "%s", substr(")]}", i % 3 + 1, 1); print "" }'
}
generate_string() {   # $1 = megabytes of string literal content
    awk -v n="$1" 'BEGIN { printf "let s = \""; for (i = 0; i < n * 65536; i++) printf "abcdefgh \\(x) \\\" "; print "\"" }'
}
linearity() {   # $1 = label, $2 = generator, $3 = N
    local n="$3" a b
    "$2" "$n" >"$work/n.swift"
    "$2" "$((n * 2))" >"$work/2n.swift"
    a="$(best_of_three parse_seconds "$work/n.swift")"
    b="$(best_of_three parse_seconds "$work/2n.swift")"
    awk -v l="$1" -v n="$n" -v a="$a" -v b="$b" -v sa="$(wc -c <"$work/n.swift")" -v sb="$(wc -c <"$work/2n.swift")" \
        'BEGIN { printf "%-22s N=%-8d %9d bytes %.4f s | 2N %9d bytes %.4f s | ratio %.2f\n", l, n, sa, a, sb, b, b / (a > 0 ? a : 1e-9) }'
}
linearity "lines" generate_lines 200000
linearity "nesting depth" generate_nesting 1000000
linearity "string size (MB)" generate_string 4

echo
echo "== Peak memory (resident set size)"
# Peak resident KB of `parse` on $1: measure's figure, or (without GNU time) the tool's own in whole MB.
peak_kb() {
    measure "$tool" parse "$1"
    if [ -n "$rss" ]; then echo "$rss"; else "$tool" parse --stats "$1" | awk '/^peak memory:/ { print $3 * 1000 }'; fi
}
: >"$work/empty.swift"
generate_lines 200000 >"$work/lines.swift"
generate_string 4 >"$work/string.swift"
base="$(peak_kb "$work/empty.swift")"
for file in lines.swift string.swift; do
    size="$(wc -c <"$work/$file")"
    peak="$(peak_kb "$work/$file")"
    awk -v f="$file" -v size="$size" -v peak="$peak" -v base="$base" 'BEGIN {
        printf "%-13s input %6.1f MB, peak %6.1f MB, %6.1f MB above an empty file: %.1fx the input\n",
            f, size / 1e6, peak / 1e3, (peak - base) / 1e3, (peak - base) * 1e3 / size }'
done
