#!/bin/bash
# Builds the libFuzzer executables (one per target in Fuzz/Harness) into .build/fuzz/:
# the core modules are compiled by SwiftPM with -sanitize=fuzzer,address (coverage and ASan, in their
# own scratch folder so the normal build is untouched), then each harness is linked with swiftc
# -sanitize=fuzzer,address, which brings libFuzzer's main from the toolchain (libclang_rt.fuzzer).
# LOCK, when set (e.g. "flock /tmp/swift-build.lock"), prefixes every swift command.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
SWIFTC=${SWIFTC:-swiftc}
LOCK=${LOCK:-}
SCRATCH=.build/fuzz
SANITIZE=fuzzer,address
MODULES="Geometry Raster Typography Motion Rendering ViewTree Runtime Scripting Scenes Workshop SDLPlatform"

$LOCK $SWIFT build --scratch-path "$SCRATCH" --target Workshop -Xswiftc -sanitize=$SANITIZE
$LOCK $SWIFT build --scratch-path "$SCRATCH" --target SDLPlatform -Xswiftc -sanitize=$SANITIZE
BIN=$($SWIFT build --scratch-path "$SCRATCH" --show-bin-path)
OBJECTS=()
# Each module's objects whose source is still there (a deleted source leaves its object behind).
for m in $MODULES RasterKernels; do
    for o in "$BIN/$m.build/"*.o; do
        source=$(basename "$o" .o)
        [ -e "Sources/$m/$source" ] && OBJECTS+=("$o")
    done
done
for harness in Fuzz/Harness/*.swift; do
    name=$(basename "$harness" .swift)
    out="$SCRATCH/fuzz-$(echo "$name" | sed -E 's/([a-z])([A-Z])/\1-\2/g' | tr 'A-Z' 'a-z')"
    # The C modules' maps: Runtime imports CZlib, Raster imports RasterKernels (internally) and
    # SDLPlatform CSDL2, and importing them loads those; the image and font targets decode with SDL2.
    $LOCK $SWIFTC -sanitize=$SANITIZE -use-ld=lld -parse-as-library -swift-version 6 -g -I "$BIN/Modules" -I Sources/CZlib \
        -I Sources/RasterKernels/include -I Sources/CSDL2 $(pkg-config --cflags-only-I freetype2 | sed "s/-I/-Xcc -I/g") \
        "$harness" "${OBJECTS[@]}" -lz -lSDL2 -lSDL2_ttf -lSDL2_image -lfreetype -o "$out"
    echo "built $out"
done
