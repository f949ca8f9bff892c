#!/usr/bin/env bash
# vmk gallery --output never puts a regular file where something else was:
# a named pipe or a character device is written through, a symbolic link
# or a folder is refused and left alone, and `--output -` is standard
# output. (Renaming over /dev/null as root once broke a CI machine; the
# device here is a copy of it made in the temporary folder.)
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case
snapshots="$package/Fixtures/Snapshots/T"
printf 'a\n' >"$snapshots/a.txt"
printf 'b\n' >"$snapshots/a.txt.new"

# A named pipe with a reader waiting: the page goes through the pipe.
mkfifo "$work/pipe"
cat "$work/pipe" >"$work/from-pipe" &
reader=$!
status=$(vmk_run "$work/out" gallery --output "$work/pipe")
if [ ! -p "$work/pipe" ]; then
  kill "$reader" 2>/dev/null || true
  fail "the named pipe was replaced (exit $status)"
fi
for _ in $(seq 100); do kill -0 "$reader" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$reader" 2>/dev/null; then
  kill "$reader" 2>/dev/null || true
  fail "nothing was written through the named pipe (exit $status)"
fi
[ "$status" -eq 0 ] || fail "writing through a named pipe exited $status: $(cat "$work/out")"
must_contain "$work/from-pipe" '<!DOCTYPE html>' "the pipe's reader did not get the page"
must_contain "$work/from-pipe" '</html>' "the pipe's reader got part of the page"
[ -z "$(find "$work" -maxdepth 1 -name '.pipe.*')" ] || fail "a temporary file was left beside the pipe"

# A symbolic link to a file outside the package: refused, both left alone.
printf 'secret\n' >"$work/outside.txt"
ln -s "$work/outside.txt" "$package/page.html"
status=$(vmk_run "$work/out" gallery --output page.html)
[ "$status" -eq 1 ] || fail "an output that is a symbolic link exited $status, not 1"
must_contain "$work/out" 'is a symbolic link' "the refusal does not say why"
[ -L "$package/page.html" ] || fail "the symbolic link was replaced"
[ "$(cat "$work/outside.txt")" = secret ] || fail "the link's target was written"

# A folder: refused with a message, nothing left in it.
mkdir "$work/folder"
status=$(vmk_run "$work/out" gallery --output "$work/folder")
[ "$status" -eq 1 ] || fail "an output that is a folder exited $status, not 1"
must_contain "$work/out" 'is a folder' "the refusal does not say why"
[ -z "$(ls -A "$work/folder")" ] || fail "something was written into the folder"

# A character device (a copy of /dev/null, where vmk may make one): written
# through and still a device; reached through a link: refused.
if mknod "$work/null" c 1 3 2>/dev/null && printf x >"$work/null" 2>/dev/null; then
  ln -s "$work/null" "$work/null-link"
  status=$(vmk_run "$work/out" gallery --output "$work/null")
  [ -c "$work/null" ] || fail "the character device was replaced by a file (exit $status)"
  [ "$status" -eq 0 ] || fail "writing to a character device exited $status: $(cat "$work/out")"
  status=$(vmk_run "$work/out" gallery --output "$work/null-link")
  [ -c "$work/null" ] || fail "the device behind a link was replaced (exit $status)"
  [ -L "$work/null-link" ] || fail "the link to a device was replaced (exit $status)"
  [ "$status" -eq 1 ] || fail "an output that is a link to a device exited $status, not 1"
fi

# `--output -`: the page on standard output, the summary on standard error.
status=0
(cd "$package" && timeout 20 "$VMK" gallery --output - </dev/null >"$work/stdout" 2>"$work/stderr") ||
  status=$?
[ "$status" -eq 0 ] || fail "--output - exited $status: $(cat "$work/stderr")"
[ ! -e "$package/-" ] || fail "--output - wrote a file named -"
[ "$(head -c 15 "$work/stdout")" = '<!DOCTYPE html>' ] || fail "--output - did not print the page"
must_contain "$work/stdout" '</html>' "--output - printed part of the page"
must_not_contain "$work/stdout" 'Wrote' "--output - mixed the summary into the page"
exit 0
