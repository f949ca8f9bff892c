#!/usr/bin/env bash
# Case 10: VMK_DIFF_TOOL only ever gets the package's snapshot files. A
# reference that links outside the package, a candidate that links to one,
# a FIFO candidate, and names that look like options or hold a shell's
# special characters: the tool (cat, which would print what it is given)
# never receives the link's target, never hangs on the FIFO, and no shell
# runs anything from a name or from the variable.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case
snapshots="$package/Fixtures/Snapshots/T"
secret="$work/secrets.env"
echo 'API_TOKEN=hunter2-do-not-print' >"$secret"
ln -s "$secret" "$snapshots/linked.txt"
echo x >"$snapshots/linked.txt.new"
echo x >"$snapshots/target.txt"
ln -s "$secret" "$snapshots/target.txt.new"
echo x >"$snapshots/fifo.txt"
mkfifo "$snapshots/fifo.txt.new"
# A changed snapshot whose name a shell would act on, and one like an option.
printf 'a\n' >"$snapshots/\$(touch pwned);x.txt"
printf 'b\n' >"$snapshots/\$(touch pwned);x.txt.new"
printf 'a\n' >"$snapshots/-rf.txt"
printf 'b\n' >"$snapshots/-rf.txt.new"

status=$(cd "$package" && VMK_DIFF_TOOL='cat -- $(touch pwned2)' vmk_run "$work/out" diff)
[ "$status" = 1 ] || fail "vmk diff with VMK_DIFF_TOOL exited with $status, not 1"
must_not_contain "$work/out" hunter2 "the diff tool was given a link's target"
[ ! -e "$package/pwned" ] && [ ! -e "$work/pwned" ] || fail "a snapshot's name ran as a shell command"
[ ! -e "$package/pwned2" ] || fail "VMK_DIFF_TOOL ran through a shell"
must_contain "$work/out" "is a symbolic link" "vmk diff does not name the linked files"
# cat printed the two safe snapshots' files, each passed as ./<path>.
must_contain "$work/out" "cat: '\$(touch': No such file or directory" \
  "the variable's words were not passed to cat as they are"
[ "$(grep -c '^b$' "$work/out")" -ge 2 ] || fail "cat did not get the two safe candidates"$'\n'"$(cat "$work/out")"

status=$(VMK_DIFF_TOOL='no-such-diff-program' vmk_run "$work/out" diff)
[ "$status" = 1 ] || fail "a missing diff tool exited with $status, not 1"
[ "$(wc -l <"$work/out")" -eq 1 ] || fail "a missing diff tool is not one line"$'\n'"$(cat "$work/out")"
must_contain "$work/out" "not an executable on PATH" "a missing diff tool is not named"
