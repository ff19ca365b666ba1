#!/bin/bash
# Runs each fuzzer (built by Fuzz/build.sh) for FUZZ_SECONDS (default 600), niced, on a working copy
# of its committed seeds (Fuzz/corpus/<target>) in out/fuzz/<target>; a crash leaves its input in
# out/fuzz/<target>/crash-*. Prints each target's runs, time and crashes; exits 1 if any crashed.
# Usage: Fuzz/run.sh [target ...]   (targets: event-script scene-data image-header image-decode font-file)
set -uo pipefail
cd "$(dirname "$0")/.."
SECONDS_PER_TARGET=${FUZZ_SECONDS:-600}
TARGETS=${*:-event-script scene-data image-header image-decode font-file}
export SWIFT_BACKTRACE=enable=no   # libFuzzer reports crashes itself; the Swift backtracer trips ASan
failed=0
for t in $TARGETS; do
    bin=.build/fuzz/fuzz-$t
    work=out/fuzz/$t
    mkdir -p "$work/corpus"
    case $t in scene-data | image-decode) maxlen=16384 ;; font-file) maxlen=8192 ;; *) maxlen=4096 ;; esac
    nice -n 10 "$bin" -max_total_time="$SECONDS_PER_TARGET" -max_len=$maxlen -rss_limit_mb=1500 -timeout=20 \
        -print_final_stats=1 -artifact_prefix="$work/" "$work/corpus" "Fuzz/corpus/$t" > "$work/log.txt" 2>&1
    code=$?
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$work/log.txt" | grep -o '[0-9]*$')
    crashes=$(ls "$work"/crash-* "$work"/timeout-* "$work"/oom-* 2>/dev/null | wc -l)
    echo "fuzz $t: ${runs:-?} runs in ${SECONDS_PER_TARGET} s, exit $code, $crashes crash/timeout/oom inputs (log: $work/log.txt)"
    [ "$code" -ne 0 ] && failed=1
done
exit $failed
