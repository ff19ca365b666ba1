#!/usr/bin/env bash
# Each planted fault (`hero explore --inject-fault NAME`) must be caught by the invariant named for it,
# in every scene listed for it, within 20 seeds: the explorer exits 5 and names that invariant. Seeds are
# played one at a time and the check stops at the first that catches the fault (the catch rates over
# all 20 seeds are in Docs/Explorer.md). The repro the catch wrote must replay: its own check line
# exits 5 naming the invariant, and the same line without the fault exits 0. Run by `make test` with
# the release build (the Swift tests replay stored repros of the same faults).
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
            # A seed whose play breaks the invariant without the fault too (an open finding listed
            # in Tests/explore-known.txt) shows nothing about the fault: the next seed is tried.
            if grep -q "^$scene $seed $invariant\b" Tests/explore-known.txt 2>/dev/null; then continue; fi
            echo "planted fault $fault in $scene: caught by $invariant at seed $seed"
            replay "$fault" "$scene" "$invariant" "$out/$scene-$seed.txt"
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
# The repro's check line (`# check: hero explore ...`) with this build: it must catch the invariant
# with the fault and nothing without it.
replay() {
    local fault="$1" scene="$2" invariant="$3" repro="$4" line code
    line="$(sed -n 's/^# check: hero //p' "$repro")"
    read -r -a args <<<"$line"
    set +e
    "$hero" "${args[@]}" >"$out/replay" 2>&1
    code=$?
    set -e
    if [ "$code" -ne 5 ] || ! grep -q ": $invariant violated at" "$out/replay"; then
        echo "planted fault $fault in $scene: the repro's check line did not replay $invariant (exit $code)" >&2
        tail -3 "$out/replay" >&2
        status=1
        return
    fi
    local clean=() skip=0 a
    for a in "${args[@]}"; do
        if [ "$skip" -eq 1 ]; then skip=0; continue; fi
        if [ "$a" = "--inject-fault" ]; then skip=1; continue; fi
        clean+=("$a")
    done
    set +e
    "$hero" "${clean[@]}" >"$out/replay" 2>&1
    code=$?
    set -e
    if [ "$code" -ne 0 ]; then
        echo "planted fault $fault in $scene: the repro breaks $invariant even without the fault (exit $code)" >&2
        tail -3 "$out/replay" >&2
        status=1
        return
    fi
    echo "planted fault $fault in $scene: its repro replays with the fault and is clean without"
}
check stale-layout lines layout
check hit-layout-frame meals hit
check hit-layout-frame studio hit
check resize-snap studio continuity
check resize-snap meals continuity
check damage-edge lines damage
check damage-edge meals damage
check order-flip meals order
check order-flip studio order
check slot-leave studio slot
exit $status
