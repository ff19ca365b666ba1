#!/usr/bin/env bash
# `make run` with no display: render the scene's signature transition headless and say where it went.
set -euo pipefail
bin=$1 scene=$2 out=$3
mkdir -p "$out"
echo "No display found (DISPLAY and WAYLAND_DISPLAY are empty): rendering '$scene' headless instead."
"$bin" snapshot --scene "$scene" --demo --out "$out" --filmstrip "$out/$scene-filmstrip.png" --trace "$out/$scene-trace.jsonl" > "$out/.written"
count=$(grep -c "/$scene-[0-9.]*\.png$" "$out/.written" || true)
echo "Wrote $count PNG files to $out/ (one per captured frame)."
echo "Filmstrip of the whole transition: $out/$scene-filmstrip.png"
echo "Trace (one JSON object per frame): $out/$scene-trace.jsonl"
rm -f "$out/.written"
