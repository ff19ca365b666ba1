# SwiftHero: two commands do all set-up on a fresh Debian 12 machine with Swift.
#   make run    installs what is missing, builds (release), opens the window; with no display it renders
#               the default scene's transition headless into out/ and says where.
#   make test   installs what is missing, builds, runs every test, then drives the real window in Xvfb.

SWIFT ?= swift
SCENE ?= meals
OUT ?= out
RELEASE_BIN = .build/release/hero
DEBUG_BIN = .build/debug/hero

.PHONY: run test bootstrap build release check-layers e2e bench goldens explore example docs cmake clean

# The demo's release build skips the runtime's dynamic exclusivity checks in every module (README,
# "Architecture"). The flag lives here, not in Package.swift: SwiftPM refuses unsafe flags in a
# package that an app depends on by version.
RELEASE_FLAGS ?= -Xswiftc -enforce-exclusivity=unchecked

# The interaction explorer's sweeps (README, "hero explore"): a short one in `make test`, a long one in
# `make explore`. Both use the release build: the explorer plays thousands of frames per scene.
EXPLORE_TEST ?= --all --seeds 10 --steps 20
EXPLORE_LONG ?= --all --seeds 500 --steps 40

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

test: bootstrap
	$(SWIFT) build --build-tests
	bash CMakeHelpers/check-layers.sh
	SNAPSHOT_TESTING_RECORD=never $(SWIFT) test --skip-build
	$(MAKE) example
	$(SWIFT) build -c release --product hero $(RELEASE_FLAGS)
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

bench: release
	$(RELEASE_BIN) bench --scene $(SCENE) --json

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

clean:
	rm -rf .build Examples/Gallery/.build $(OUT) $(CMAKE_BUILD)
