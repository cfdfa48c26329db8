#!/usr/bin/env bash
# Extracts the corpus apps listed in apps.txt from their fetched bare repositories into
# APPS_DIR/owner+name: only what the tool reads (Swift sources, Xcode project files,
# .xcconfig files, Package.swift), at the commit apps.txt records. Blobs the snapshot lacks
# (large binaries) are skipped.
#
#   Benchmarks/corpus/checkout.sh APPS_DIR [MIRROR_DIR]     # MIRROR_DIR: /work/.mirror by default
set -euo pipefail
apps_dir=${1:?usage: checkout.sh APPS_DIR [MIRROR_DIR]}
mirror_dir=${2:-/work/.mirror}
list="$(dirname "$0")/apps.txt"

grep -v '^#' "$list" | while read -r repo commit; do
    [ -n "$repo" ] || continue
    name=${repo/\//+}
    git_dir="$mirror_dir/$name/repo"
    if [ ! -d "$git_dir" ]; then echo "missing: $git_dir (fetch github:$repo first)" >&2; continue; fi
    rm -rf "${apps_dir:?}/$name"
    mkdir -p "$apps_dir/$name"
    git --git-dir="$git_dir" ls-tree -r -z "$commit" |
        python3 -c '
import subprocess, sys, os
git_dir, target = sys.argv[1], sys.argv[2]
wanted = (".swift", ".pbxproj", ".xcconfig", ".xcworkspacedata", "project.yml")
entries = []
for record in sys.stdin.buffer.read().split(b"\0"):
    if not record: continue
    meta, path = record.split(b"\t", 1)
    mode, kind, sha = meta.split()
    name = path.decode("utf-8", "surrogateescape")
    if kind == b"blob" and mode != b"120000" and name.endswith(wanted):
        entries.append((sha.decode(), name))
batch = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
for sha, name in entries:
    batch.stdin.write((sha + "\n").encode()); batch.stdin.flush()
    header = batch.stdout.readline().split()
    if len(header) < 3 or header[1] == b"missing":
        continue
    data = batch.stdout.read(int(header[2])); batch.stdout.read(1)
    path = os.path.join(target, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as out: out.write(data)
' "$git_dir" "$apps_dir/$name"
    echo "$name $(find "$apps_dir/$name" -name '*.swift' | wc -l) Swift files"
done
