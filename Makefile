# SwiftHero: two commands do all set-up on a fresh Debian 12 machine with Swift.
#   make run    installs what is missing, builds (release), opens the window; with no display it renders
#               the default scene's transition headless into out/ and says where.
#   make test   installs what is missing, builds, runs every test, then drives the real window in Xvfb.

SWIFT ?= swift
SCENE ?= meals
OUT ?= out
RELEASE_BIN = .build/release/hero
DEBUG_BIN = .build/debug/hero

.PHONY: run test bootstrap build release check-layers e2e bench bench-raster goldens explore clean

# The interaction explorer's sweeps (README, "hero explore"): a short one in `make test`, a long one in
# `make explore`. Both use the release build: the explorer plays thousands of frames per scene.
EXPLORE_TEST ?= --all --seeds 10 --steps 20
EXPLORE_LONG ?= --all --seeds 500 --steps 40

bootstrap:
	@bash CMakeHelpers/bootstrap.sh

release: bootstrap
	$(SWIFT) build -c release --product hero

build: bootstrap
	$(SWIFT) build

run: release
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
		$(RELEASE_BIN) run --scene $(SCENE); \
	else \
		bash CMakeHelpers/headless-demo.sh $(RELEASE_BIN) $(SCENE) $(OUT); \
	fi

test: bootstrap
	$(SWIFT) build --build-tests
	bash CMakeHelpers/check-layers.sh
	SNAPSHOT_TESTING_RECORD=never $(SWIFT) test --skip-build
	$(SWIFT) build -c release --product hero
	$(RELEASE_BIN) explore $(EXPLORE_TEST) --repro $(OUT)/explore
	bash CMakeHelpers/e2e-window.sh $(DEBUG_BIN)

# Re-record golden images after an intended visual change. Only goldens that fail are rewritten
# (record mode "failed"; missing ones are recorded), never all; then the changed files are listed and
# the same tests run again without recording. Look at every changed PNG before committing it.
#   make goldens                           every test
#   make goldens FILTER=KeyFrameGoldenTests  only the tests matching FILTER
FILTER ?=
TEST_FILTER = $(if $(FILTER),--filter '$(FILTER)')
goldens: bootstrap
	$(SWIFT) build --build-tests
	-SNAPSHOT_TESTING_RECORD=failed $(SWIFT) test --skip-build $(TEST_FILTER)
	@echo "golden files changed (git status --short Tests):"
	@git status --short -- Tests | grep '__Snapshots__' || echo "  none"
	SNAPSHOT_TESTING_RECORD=never $(SWIFT) test --skip-build $(TEST_FILTER)

bench: release bench-raster
	$(RELEASE_BIN) bench --scene $(SCENE) --json

# The rasterizer against cairo (fills) and OpenCV (blur): Benchmarks/ is a package of its own, so only
# it links the peers. Ours and theirs run alternately in one process on one pinned core (CPU 1; BENCH_CPU
# to change); medians of interleaved repeats of thread CPU time. JSON lines, a table, and the chart in Docs/.
BENCH_CPU ?= 1
BENCH_REPEATS ?= 9
bench-raster:
	@bash CMakeHelpers/bootstrap.sh --bench
	$(SWIFT) build -c release --package-path Benchmarks
	Benchmarks/.build/release/raster-bench --cpu $(BENCH_CPU) --repeats $(BENCH_REPEATS) --chart Docs/raster-bench.png

# The long sweep: every scene, 500 seeds each; a violation leaves a replayable script in out/explore.
explore: release
	time $(RELEASE_BIN) explore $(EXPLORE_LONG) --repro $(OUT)/explore

clean:
	rm -rf .build $(OUT)
