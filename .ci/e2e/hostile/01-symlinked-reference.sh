#!/usr/bin/env bash
# Case 1: a reference that is a symbolic link to a file outside the package,
# with a .new beside it, must not put the link's target into any output.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case
secret="$work/secrets.env"
echo 'API_TOKEN=hunter2-do-not-print' >"$secret"
ln -s "$secret" "$package/Fixtures/Snapshots/T/x.txt"
echo x >"$package/Fixtures/Snapshots/T/x.txt.new"
for command in report pending diff "gallery --output $work/g.html"; do
  # shellcheck disable=SC2086
  vmk_run "$work/out" $command >/dev/null
  must_not_contain "$work/out" hunter2 "vmk $command printed the link's target"
done
must_not_contain "$work/g.html" hunter2 "vmk gallery wrote the link's target into the page"
vmk_run "$work/out" pending >/dev/null
must_contain "$work/out" "is a symbolic link" "vmk pending does not name the link"
