# SwiftHero: two commands do all set-up on a fresh Debian 12 machine with Swift.
#   make run    installs what is missing, builds (release), opens the window; with no display it renders
#               the default scene's transition headless into out/ and says where.
#   make test   installs what is missing, builds, runs every test, then drives the real window in Xvfb.

SWIFT ?= swift
SCENE ?= meals
OUT ?= out
RELEASE_BIN = .build/release/hero
DEBUG_BIN = .build/debug/hero

.PHONY: run test explorer-lane window-lane bootstrap build release explore-checks check-layers e2e bench bench-raster goldens explore example docs cmake soak fuzz fuzz-build sanitize clean man install compat

# The demo's release build skips the runtime's dynamic exclusivity checks and its dynamic actor-isolation
# checks (a main-actor closure checks the executor each time it is called) in every module
# (Docs/Architecture.md). The flags live here, not in Package.swift: SwiftPM refuses unsafe flags in a
# package that an app depends on by version.
RELEASE_FLAGS ?= -Xswiftc -enforce-exclusivity=unchecked -Xswiftc -Xfrontend -Xswiftc -disable-dynamic-actor-isolation

# Tests build the engine's modules optimized (asserts and `#if DEBUG` checks kept; Package.swift says
# why): the suite takes about 130 s instead of about 460 s.
TEST_ENV = SWIFTHERO_OPTIMIZED_PIXELS=1

# The interaction explorer's sweeps (Docs/Explorer.md): a short one in `make test`, a long one in
# `make explore`. Both use the release build: the explorer plays thousands of frames per scene.
EXPLORE_TEST ?= --all --seeds 10 --steps 20
EXPLORE_LONG ?= --all --seeds 500 --steps 40
# The fixtures (scenes for the explorer that are not demos: `feed`, a lazy list of 10,000 rows), after the
# short sweep, on the same core.
EXPLORE_FIXTURES ?= --scene feed --seeds 4 --steps 20

bootstrap:
	@bash CMakeHelpers/bootstrap.sh

release: bootstrap
	$(SWIFT) build -c release --product hero $(RELEASE_FLAGS)

build: bootstrap
	$(SWIFT) build

run: release
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
		$(RELEASE_BIN) run --scene $(SCENE); \
	else \
		bash CMakeHelpers/headless-demo.sh $(RELEASE_BIN) $(SCENE) $(OUT); \
	fi

# After the tests, two lanes run side by side (make -j2, each lane's output printed when it ends): the
# explorer checks and the install check on the test build's `hero` (its engine is optimized, with
# asserts and the debug checks on: about 1.7x the release build's time, and no third build of the
# engine), and beside them the window checks in Xvfb (mostly waiting). `make test` builds neither the
# release configuration (`make run`, `make explore` and `make bench` do) nor the example package
# (`make example`: the library as a dependency with the Previews trait off): on two cores each cost
# one and a half to two minutes of the ten (Docs/Testing.md). Its Gallery view is compiled by the tests.
test: bootstrap
	$(TEST_ENV) $(SWIFT) build --build-tests
	bash CMakeHelpers/check-layers.sh
	python3 CMakeHelpers/check-sizes.py
	$(TEST_ENV) SNAPSHOT_TESTING_RECORD=never bash CMakeHelpers/test-shards.sh
	$(MAKE) -j2 --output-sync=target explorer-lane window-lane

explorer-lane:
	$(MAKE) explore-checks EXPLORE_BIN=$(DEBUG_BIN)
	bash CMakeHelpers/install-check.sh $(DEBUG_BIN)

window-lane:
	bash CMakeHelpers/e2e-window.sh $(DEBUG_BIN)
	bash CMakeHelpers/e2e-session.sh $(DEBUG_BIN)
	bash CMakeHelpers/e2e-hidpi.sh $(DEBUG_BIN)

# `make test`'s explorer checks: the short sweep and the planted faults, with EXPLORE_BIN (the release
# build unless said; `make test` passes the test build's). Each plays on one core, so they run side by
# side (release: about 85 s instead of about 150 s; the test build: about 145 s); the planted faults'
# lines are printed after the sweep's, and either failing fails the target.
EXPLORE_BIN ?= $(RELEASE_BIN)
explore-checks:
	@mkdir -p $(OUT)
	@bash CMakeHelpers/planted-faults.sh $(EXPLORE_BIN) >$(OUT)/planted-faults.log 2>&1 & faults=$$!; \
	$(EXPLORE_BIN) explore $(EXPLORE_TEST) --repro $(OUT)/explore --known Tests/explore-known.txt \
		&& $(EXPLORE_BIN) explore $(EXPLORE_FIXTURES) --repro $(OUT)/explore --known Tests/explore-known.txt; sweep=$$?; \
	wait $$faults; planted=$$?; cat $(OUT)/planted-faults.log; \
	test $$sweep -eq 0 && test $$planted -eq 0

# The man page, from argument-parser's generate-manual plugin (it runs the debug `hero` for its help):
# $(OUT)/man/hero.1. `man -l $(OUT)/man/hero.1` shows it.
MAN_PAGE = $(OUT)/man/hero.1
man: build
	$(SWIFT) package plugin generate-manual --configuration debug
	mkdir -p $(dir $(MAN_PAGE))
	cp .build/plugins/GenerateManual/outputs/hero/hero.1 $(MAN_PAGE)

# Installs hero under PREFIX (CMakeHelpers/install.sh): bin/hero, its assets in share/swifthero (found by
# the program relative to its own path), the icons in share/icons/hicolor, a .desktop entry, the bash,
# zsh and fish completions and the man page. `make install PREFIX=/tmp/x` then `/tmp/x/bin/hero ...` works
# from any folder.
PREFIX ?= /usr/local
install: release man
	bash CMakeHelpers/install.sh $(RELEASE_BIN) $(PREFIX) $(MAN_PAGE)

# Re-record golden images after an intended visual change. Only goldens that fail are rewritten
# (record mode "failed"; missing ones are recorded), never all; then the changed files are listed and
# the same tests run again without recording. Look at every changed PNG before committing it.
#   make goldens                           every test
#   make goldens FILTER=KeyFrameGoldenTests  only the tests matching FILTER
FILTER ?=
TEST_FILTER = $(if $(FILTER),--filter '$(FILTER)')
goldens: bootstrap
	$(TEST_ENV) $(SWIFT) build --build-tests
	-$(TEST_ENV) SNAPSHOT_TESTING_RECORD=failed $(SWIFT) test --skip-build $(TEST_FILTER)
	@echo "golden files changed (git status --short Tests):"
	@git status --short -- Tests | grep '__Snapshots__' || echo "  none"
	$(TEST_ENV) SNAPSHOT_TESTING_RECORD=never $(SWIFT) test --skip-build $(TEST_FILTER)

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

# Documentation: the DocC catalogs (Sources/*/*.docc) and the core modules' symbol graphs, converted by
# the toolchain's own `docc` into $(OUT)/docs/SwiftHero.doccarchive; prints docc's coverage report.
docs: bootstrap
	bash CMakeHelpers/docs.sh $(OUT)/docs

# The CMake + Ninja build of the library modules and `hero` (CMakeLists.txt, CMakeHelpers/CMakeLists.txt)
# into build-cmake/; the program is build-cmake/bin/hero. Then the install is consumed as a C SDL program
# would: CMakeHelpers/example-c finds it with find_package(SwiftHero), builds and draws a card to BMP.
CMAKE_BUILD ?= build-cmake
cmake: bootstrap
	cmake -S . -B $(CMAKE_BUILD) -G Ninja
	cmake --build $(CMAKE_BUILD)
	cmake --install $(CMAKE_BUILD) --prefix $(CMAKE_BUILD)/prefix >/dev/null
	cmake -S CMakeHelpers/example-c -B $(CMAKE_BUILD)/example-c -G Ninja -DCMAKE_PREFIX_PATH=$(abspath $(CMAKE_BUILD)/prefix)
	cmake --build $(CMAKE_BUILD)/example-c
	$(CMAKE_BUILD)/example-c/draw_card $(CMAKE_BUILD)/example-c/card.bmp

# The library's example (Examples/Gallery, its own package depending on this one by path): built, then
# its headless program writes the tile's flight to $(OUT)/gallery.
example: bootstrap
	$(SWIFT) build --package-path Examples/Gallery
	Examples/Gallery/.build/debug/gallery-snap $(OUT)/gallery

# How much public SwiftUI code runs unchanged (Docs/Compatibility.md): every file of the held-out set in
# SWIFTHERO_COMPAT_DIR (default ../compat-heldout/files, kept outside this repository) with only its
# import changed: compiled, its previews rendered headless into $(OUT)/compat, and the totals printed.
compat: bootstrap
	python3 CMakeHelpers/compat.py $(OUT)/compat

# The window soak (not part of `make test`; about 20 minutes and one core): Xvfb, the release window,
# SOAK_ACTIONS (20000) seeded random clicks, drags, keys and resizes through xdotool; RSS and CPU sampled.
# Its last line: `soak: N actions, rss after warm-up A MB, max B MB, end C MB, idle cpu D %`.
soak: release
	bash CMakeHelpers/soak.sh $(RELEASE_BIN)

# libFuzzer targets (Fuzz/README.md): the event-script parser, the scene data decoders, the image
# header check, and the image and font files as the platform decodes them, each run for FUZZ_SECONDS on a copy of its committed corpus (Fuzz/corpus/<target>);
# `make test` replays that corpus through the same entry points (FuzzCorpusTests). Not part of `make test`.
#   make fuzz                          build, then 600 s per target
#   make fuzz FUZZ_SECONDS=60 FUZZ_TARGETS=scene-data
FUZZ_SECONDS ?= 600
FUZZ_TARGETS ?= event-script scene-data image-header image-decode font-file
fuzz-build: bootstrap
	bash Fuzz/build.sh

fuzz: fuzz-build
	FUZZ_SECONDS=$(FUZZ_SECONDS) bash Fuzz/run.sh $(FUZZ_TARGETS)

# The whole test suite under AddressSanitizer (with LeakSanitizer) and under ThreadSanitizer, each in its
# own scratch folder (.build/asan, .build/tsan). Long builds: not part of `make test`. Only the Swift
# Testing runner runs (--disable-xctest): the suite has no XCTest tests, and the toolchain's empty
# XCTest pass leaks its own suite objects (368 bytes that LeakSanitizer reports, none of ours).
# SDL2's own small allocations kept until exit are suppressed (CMakeHelpers/lsan-suppressions.txt).
SANITIZE_TESTS = SNAPSHOT_TESTING_RECORD=never LSAN_OPTIONS=suppressions=$(CURDIR)/CMakeHelpers/lsan-suppressions.txt
sanitize: bootstrap
	$(TEST_ENV) $(SWIFT) build --build-tests --scratch-path .build/asan -Xswiftc -sanitize=address
	$(TEST_ENV) $(SANITIZE_TESTS) $(SWIFT) test --skip-build --disable-xctest --scratch-path .build/asan
	$(TEST_ENV) $(SWIFT) build --build-tests --scratch-path .build/tsan -Xswiftc -sanitize=thread
	$(TEST_ENV) $(SANITIZE_TESTS) $(SWIFT) test --skip-build --disable-xctest --scratch-path .build/tsan

clean:
	rm -rf .build Examples/Gallery/.build $(OUT) $(CMAKE_BUILD)
