#!/usr/bin/env bash
# Each planted fault (`hero explore --inject-fault NAME`) must be caught by the invariant named for it,
# in every scene listed for it, within 20 seeds: the explorer exits 5 and names that invariant. Seeds are
# played one at a time and the check stops at the first that catches the fault (the catch rates over
# all 20 seeds are in Docs/Explorer.md). Run by `make test` with the release build (the Swift tests
# check the same faults' repros on a smaller scale).
set -euo pipefail
hero="${1:?usage: planted-faults.sh HERO}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
status=0
check() {
    local fault="$1" scene="$2" invariant="$3" seed code
    for seed in $(seq 1 20); do
        set +e
        "$hero" explore --scene "$scene" --seed "$seed" --seeds 1 --steps 20 --inject-fault "$fault" --repro "$out" >"$out/log" 2>&1
        code=$?
        set -e
        if [ "$code" -eq 5 ] && grep -q ": $invariant violated at" "$out/log"; then
            echo "planted fault $fault in $scene: caught by $invariant at seed $seed"
            return
        fi
        if [ "$code" -ne 0 ] && [ "$code" -ne 5 ]; then
            echo "planted fault $fault in $scene: the explorer failed (exit $code)" >&2
            tail -3 "$out/log" >&2
            status=1
            return
        fi
    done
    echo "planted fault $fault in $scene: NOT caught by $invariant within 20 seeds" >&2
    tail -3 "$out/log" >&2
    status=1
}
check stale-layout lines layout
check hit-layout-frame meals hit
check hit-layout-frame studio hit
check resize-snap studio continuity
check resize-snap meals continuity
exit $status
