#!/usr/bin/env python3
"""Counts, per legacy pattern, the sites a corpus run migrated, refused or passed over in silence.

    python3 Benchmarks/corpus/count-patterns.py OUT_DIR [OTHER_OUT_DIR]

OUT_DIR is what run-corpus.sh wrote. Sites are found line by line in the input files (comments
and string literals blanked first). A site is *migrated* when its line is rewritten and the
rewritten hunk holds fewer matches of the pattern; *held back* when a deployment target keeps its
file (a `held-back-by-target` note anywhere in the file, or a `deployment-target` reason or cause);
*not observable* when its type is not a project ObservableObject; *refused* when a diagnostic sits
at its line (for `@Published`, also when its class is refused); *silent* otherwise: those are
listed in OUT_DIR/silent.txt for review. With a second OUT_DIR, prints both side by side.
"""
import collections, glob, json, os, re, sys

# Where a pattern's diagnostic may sit relative to its site: (transform, lines above, lines below).
# A class is reported at its first attribute; an Alert at its `.alert(` modifier; a key at its use.
NEARBY = {
    "ObservableObject classes": ("observable-object", 3, 0),
    "Alert( / ActionSheet(": ("alert-dialog", 15, 2),  # and at the `.alert(` opening a long `switch`, below
    "EnvironmentKey": ("environment-entry", 15, 15),
}
PATTERNS = [  # (name, regex on a code line)
    ("ObservableObject classes", re.compile(r"\b(class|extension)\s+[\w.]+[^{]*:[^{]*\bObservableObject\b")),
    ("@Published", re.compile(r"@Published\b")),
    ("@StateObject", re.compile(r"@StateObject\b")),
    ("@ObservedObject", re.compile(r"@ObservedObject\b")),
    ("@EnvironmentObject", re.compile(r"@EnvironmentObject\b")),
    (".environmentObject(", re.compile(r"\.environmentObject\(")),
    ("NavigationView", re.compile(r"\bNavigationView\b")),
    ("Alert( / ActionSheet(", re.compile(r"(?<![\w.])(Alert|ActionSheet)\s*\(")),
    (".foregroundColor(", re.compile(r"\.foregroundColor\(")),
    (".cornerRadius(", re.compile(r"\.cornerRadius\(")),
    ("PreviewProvider", re.compile(r":\s*PreviewProvider\b")),
    (".onChange(of:) old form", re.compile(r"\.onChange\(of:.*(perform:|\{\s*\(?\s*\w+\s*\)?\s+in\b)")),
    (".navigationBarItems(", re.compile(r"\.navigationBarItems\(")),
    ("EnvironmentKey", re.compile(r":\s*EnvironmentKey\b")),
    # With an argument, no `value:` on the line: the view's deprecated form, Binding's, a transition's…
    (".animation(x) without value:", re.compile(r"\.animation\((?!\s*\))(?!.*\bvalue:)")),
    (".accessibility(label: …) family", re.compile(
        r"\.accessibility\(\s*(label|hint|value|hidden|identifier|addTraits|removeTraits|sortPriority|inputLabels|activationPoint)\s*:")),
]
HELD_BACK = {"held-back-by-target", "deployment-target"}
NOT_OBSERVABLE = {"type-outside-project", "type-unknown", "injection-of-unknown-type"}
CLASS_DECL = re.compile(r"^(\s*)(?:[\w@()]+\s+)*(?:class|actor)\s+(\w+)")


def blank_comments_and_strings(text):
    """The text with comments and string literal contents replaced by spaces (newlines kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i)); i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j])); i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append(re.sub(r"[^\n]", " ", text[i:j])); i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            out.append(" " * (min(j + 1, n) - i)); i = min(j + 1, n)
        else:
            out.append(text[i]); i += 1
    return "".join(out)


def changed_lines(diff, pattern):
    """Old line numbers rewritten in hunks whose new side holds fewer matches of the pattern."""
    result, old, hunk_old, minus, plus = set(), 0, [], 0, 0

    def close():
        if minus > plus:
            result.update(hunk_old)
    for line in diff.split("\n"):
        m = re.match(r"@@ -(\d+)(?:,\d+)? \+\d+(?:,\d+)? @@", line)
        if m:
            close()
            old, hunk_old, minus, plus = int(m.group(1)), [], 0, 0
        elif line.startswith("---") or line.startswith("+++") or line.startswith("diff "):
            continue
        elif line.startswith("-"):
            hunk_old.append(old); minus += len(pattern.findall(line[1:])); old += 1
        elif line.startswith("+"):
            plus += len(pattern.findall(line[1:]))
        elif line.startswith(" "):
            old += 1
    close()
    return result


def classify(out_dir):
    apps_dir = open(os.path.join(out_dir, "APPS_DIR")).read().strip()
    table = {name: collections.Counter() for name, _ in PATTERNS}
    reasons = collections.Counter()
    class_reason_apps = collections.defaultdict(collections.Counter)
    refusal_reasons = collections.defaultdict(collections.Counter)  # pattern -> (reason, cause) -> sites
    silent, per_app = [], []
    for result in sorted(glob.glob(os.path.join(out_dir, "*.json"))):
        app = os.path.basename(result)[:-5]
        try:
            run = json.load(open(result))
        except ValueError:
            per_app.append((app, "?", "?", "?", open(result[:-5] + ".status").read().strip())); continue
        diffs = {f["path"]: f.get("diff", "") for f in run["files"]}
        at_line = collections.defaultdict(list)
        held_files = set()
        for d in run["diagnostics"]:
            at_line[(d["path"], d["line"])].append(d)
            reasons[(d["transform"], d["severity"], d["reason"])] += 1
            if d["reason"] == "held-back-by-target":
                held_files.add(d["path"])
            if d["transform"] == "observable-object" and d["severity"] == "warning":
                class_reason_apps[d["reason"]][app] += 1
        refused_classes = {(path, line + below) for (path, line), ds in at_line.items() for below in range(4)
                           if any(d["transform"] == "observable-object" and d["severity"] == "warning" for d in ds)}
        for path in sorted(glob.glob(os.path.join(apps_dir, app, "**", "*.swift"), recursive=True)):
            rel = os.path.relpath(path, apps_dir)
            try:
                source = open(path, encoding="utf-8").read()
            except (UnicodeDecodeError, OSError):
                continue
            code = blank_comments_and_strings(source).split("\n")
            source_lines = source.split("\n")
            classes = []  # (indent, line) of enclosing class declarations, for @Published
            enclosing = {}
            for number, text in enumerate(code, 1):
                m = CLASS_DECL.match(text)
                if m:
                    indent = len(m.group(1))
                    classes = [c for c in classes if c[0] < indent] + [(indent, number)]
                enclosing[number] = classes[-1][1] if classes else None
            for name, pattern in PATTERNS:
                lines = [n for n, text in enumerate(code, 1) if pattern.search(text)]
                if not lines:
                    continue
                rewritten = changed_lines(diffs.get(rel, ""), pattern)
                for n in lines:
                    here = at_line.get((rel, n), [])
                    if name == "EnvironmentKey":
                        # Its diagnostic sits at the EnvironmentValues property that reads it.
                        key = re.search(r"(\w+)\s*:\s*EnvironmentKey", code[n - 1])
                        for k, text in enumerate(code, 1):
                            if key and f"[{key.group(1)}.self]" in text:
                                here = here + [d for j in range(k - 4, k + 1) for d in at_line.get((rel, j), [])
                                               if d["transform"] == "environment-entry"]
                    if name in NEARBY:
                        transform, above, below = NEARBY[name]
                        here = here + [d for k in range(n - above, n + below + 1) if k != n
                                       for d in at_line.get((rel, k), []) if d["transform"] == transform]
                    if name == "Alert( / ActionSheet(" and not here:
                        # One warning per presentation, at its `.alert(`: a `switch` over the item may put
                        # its Alerts further down than NEARBY looks.
                        opener = next((k for k in range(n - 1, max(n - 80, 0), -1)
                                       if re.search(r"\.(alert|actionSheet)\(", code[k - 1])), None)
                        if opener:
                            here = [d for d in at_line.get((rel, opener), []) if d["transform"] == "alert-dialog"]
                    if name == "@Published" and enclosing.get(n) and (rel, enclosing[n]) in refused_classes:
                        here = here + [d for k in range(enclosing[n] - 3, enclosing[n] + 1) for d in at_line.get((rel, k), [])]
                    if n in rewritten:
                        kind = "migrated"
                    elif rel in held_files or any(d["reason"] in HELD_BACK or d.get("cause") == "deployment-target" for d in here):
                        kind = "held back"
                    elif any(d["reason"] in NOT_OBSERVABLE for d in here):
                        kind = "not observable"
                    elif here:
                        kind = "refused"
                        first = next((d for d in here if d["severity"] == "warning"), here[0])
                        refusal_reasons[name][(first["reason"], first.get("cause") or "")] += 1
                    else:
                        kind = "silent"
                        silent.append(f"{name}\t{rel}:{n}\t{source_lines[n - 1].strip()[:140]}")
                    table[name][kind] += 1
        per_app.append((app, run["counts"]["scanned"], run["counts"]["changed"], len(run["diagnostics"]),
                        open(result[:-5] + ".status").read().strip()))
    with open(os.path.join(out_dir, "silent.txt"), "w") as f:
        f.write("\n".join(silent) + "\n")
    return table, reasons, class_reason_apps, per_app, refusal_reasons


KINDS = ["migrated", "refused", "held back", "not observable", "silent"]


def print_tables(out_dir, other=None):
    table, reasons, class_apps, per_app, refusal_reasons = classify(out_dir)
    before = classify(other)[0] if other else None
    print(f"## Patterns ({out_dir}{' vs ' + other if other else ''})\n")
    print("| pattern | total | " + " | ".join(KINDS) + " | migrated % |")
    print("| --- | ---: | " + " | ".join("---:" for _ in KINDS) + " | ---: |")
    for name, _ in PATTERNS:
        row = table[name]
        total = sum(row.values())
        cells = [str(row[k]) for k in KINDS]
        pct = f"{100 * row['migrated'] / total:.0f}%" if total else "-"
        if before:
            b = before[name]
            cells = [f"{b[k]} → {row[k]}" if b[k] != row[k] else str(row[k]) for k in KINDS]
            bt = sum(b.values())
            pct = (f"{100 * b['migrated'] / bt:.0f}% → " if bt else "") + pct
        print(f"| {name} | {total} | " + " | ".join(cells) + f" | {pct} |")
    print("\n## Refused sites by reason (the first warning at the site; reason / cause)\n")
    print("| pattern | refused | reasons |")
    print("| --- | ---: | --- |")
    for name, _ in PATTERNS:
        counts = refusal_reasons[name]
        if counts:
            listed = ", ".join(f"{r}{' / ' + c if c else ''} {n}" for (r, c), n in counts.most_common())
            print(f"| {name} | {sum(counts.values())} | {listed} |")
    print("\n## Diagnostics by transform and reason\n")
    print("| transform | severity | reason | count | top apps (classes) |")
    print("| --- | --- | --- | ---: | --- |")
    for (transform, severity, reason), count in sorted(reasons.items()):
        top = ""
        if transform == "observable-object" and severity == "warning":
            top = ", ".join(f"{a.split('+')[-1]} {c}" for a, c in class_apps[reason].most_common(3))
        print(f"| {transform} | {severity} | {reason} | {count} | {top} |")
    print("\n## Apps\n")
    print("| app | files | changed | diagnostics | run |")
    print("| --- | ---: | ---: | ---: | --- |")
    for row in per_app:
        print("| " + " | ".join(str(c) for c in row) + " |")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    print_tables(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None)
