# Setup shared by the benchmark scripts; sourced, not run. Goes to the repository root,
# builds the release tool (unless `build=no` is set before), and sets:
#   tool           the release swiftui-migrate
#   swiftc         the swiftc on PATH
#   toolchain_lib  that toolchain's usr/lib folder
#   work           a scratch folder, removed at exit
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [ "${build:-yes}" = yes ]; then swift build -c release --product swiftui-migrate >&2; fi
tool=$PWD/.build/release/swiftui-migrate
swiftc=$(command -v swiftc)
toolchain_lib=$(cd "$(dirname "$(readlink -f "$swiftc")")/../lib" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
