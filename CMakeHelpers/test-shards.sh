#!/usr/bin/env bash
# `make test`'s Swift tests, in two processes side by side. Most of the suite drives scenes on the main
# actor, so one `swift test` process keeps one core busy (about 160 s on two cores, CPU 1.15x the wall
# time). Two processes of the same test binary, each with half of the work, keep both busy (about 95 s).
# Shard A is the explorer's suites and the session replays (about 75 s of main-actor work alone);
# shard B is everything else (`--skip` of the same pattern), so every test runs exactly once.
# `swift test` locks the build folder, so two of them run one after the other: the shards run the test
# binary itself, as `swift test` does (every test here is a Swift Testing test).
# Usage: test-shards.sh   (after `swift build --build-tests`, from the package root; the environment is
# passed on)
set -uo pipefail
bin=$(swift build --show-bin-path)/SwiftHeroPackageTests.xctest
[ -x "$bin" ] || { echo "test-shards: no test binary at $bin: run swift build --build-tests first" >&2; exit 1; }
export NO_COLOR=1
log=$(mktemp -d /tmp/swifthero-tests.XXXXXX)
trap 'rm -rf "$log"' EXIT
shard_a='^RuntimeTests\.(ExplorerTests|ExplorerFindingsTests|PlantedFaultTests|SessionReplayTests)/'
"$bin" --testing-library swift-testing --filter "$shard_a" >"$log/a" 2>&1 & a=$!
"$bin" --testing-library swift-testing --skip "$shard_a" >"$log/b" 2>&1 & b=$!
wait $a; ca=$?
wait $b; cb=$?
status=0
for s in a b; do
    code=$ca; [ $s = b ] && code=$cb
    if [ "$code" -ne 0 ]; then
        # The whole log of a failing shard: which test, which expectation, where the diff was written.
        echo "test shard $s failed (exit $code):" >&2
        cat "$log/$s" >&2
        status=1
    else
        echo "test shard $s: $(grep -E 'Test run with' "$log/$s" | tail -n 1 | sed 's/^[^A-Za-z]*//')"
    fi
done
exit $status
