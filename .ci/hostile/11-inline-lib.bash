# Shared by the inline cases of .ci/vmk-hostile.sh (11-inline-*.sh), after
# lib.sh; source it. Its name does not end in .sh, so it is not a case.
# pending FILE LINE COLUMN RENDERING [TEST]: appends a pending inline
# snapshot to the package's state, as a test process writes it
# (docs/inline-pending.md), with the hash of FILE's bytes when it is a
# regular file in the package of at most 1 MB.
pending() {
  python3 - "$package" "$@" <<'PYTHON'
import json, os, stat, sys
package, file, line, column, rendering = sys.argv[1:6]
test = sys.argv[6] if len(sys.argv) > 6 else "InlineTests.case"
path = os.path.join(package, file)
digest = 0xCBF29CE484222325
try:
    info = os.lstat(path)
    if stat.S_ISREG(info.st_mode) and info.st_size <= 1 << 20:
        with open(path, "rb") as source:
            for byte in source.read():
                digest = ((digest ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
except OSError:
    pass
folder = os.path.join(package, ".build/vmk/inline/untagged")
os.makedirs(folder, exist_ok=True)
entry = {"run": "untagged", "process": "1764172378-4242", "file": file, "line": int(line),
         "column": int(column), "sourceHash": f"fnv1a64:{digest:016x}", "test": test,
         "rendering": rendering}
with open(os.path.join(folder, "1764172378-4242.jsonl"), "a") as log:
    log.write(json.dumps(entry, ensure_ascii=False, separators=(",", ":")) + "\n")
PYTHON
}

# inline_tests PATH: a test file with three calls without a closure, at
# lines 5, 6 and 7, column 23 (their `(`).
inline_tests() {
  mkdir -p "$(dirname "$1")"
  cat >"$1" <<'SWIFT'
import Testing
import ViewModelSnapshotTesting

@Test func three() {
  assertInlineSnapshot(of: 1, as: .number)
  assertInlineSnapshot(of: 2, as: .number)
  assertInlineSnapshot(of: 3, as: .number)
}
SWIFT
}

# stand_in_swiftc PATH SECONDS: a swiftc for VMK_SWIFTC that reads its
# input, writes its process id to PATH.pid, sleeps and says the source parses.
stand_in_swiftc() {
  cat >"$1" <<STANDIN
#!/usr/bin/env bash
echo \$\$ >"$1.pid"
cat >/dev/null
exec sleep $2
STANDIN
  chmod +x "$1"
}
