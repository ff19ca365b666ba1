#!/usr/bin/env bash
# Each planted fault (`hero explore --inject-fault NAME`) must be caught by the invariant named for it,
# in every scene listed for it, within 20 seeds: the explorer exits 5 and names that invariant. Run by
# `make test` with the release build (the Swift tests check the same faults' repros on a smaller scale).
set -euo pipefail
hero="${1:?usage: planted-faults.sh HERO}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
status=0
check() {
    local fault="$1" scene="$2" invariant="$3"
    set +e
    "$hero" explore --scene "$scene" --seeds 20 --steps 20 --inject-fault "$fault" --repro "$out" >"$out/log" 2>&1
    local code=$?
    set -e
    if [ "$code" -eq 5 ] && grep -q ": $invariant violated at" "$out/log"; then
        echo "planted fault $fault in $scene: caught by $invariant ($(grep -c "^explore: $scene seed" "$out/log") of 20 seeds)"
    else
        echo "planted fault $fault in $scene: NOT caught by $invariant (exit $code)" >&2
        tail -3 "$out/log" >&2
        status=1
    fi
}
check stale-layout lines layout
check hit-layout-frame meals hit
check hit-layout-frame studio hit
check resize-snap studio continuity
check resize-snap meals continuity
exit $status
