#!/usr/bin/env bash
# `make docs`: builds the DocC documentation with the toolchain's own `docc` (no plugin, no network) and
# prints docc's documentation-coverage report for the core modules.
#
#   1. `swift package dump-symbol-graph` builds the package and writes each module's public symbol graph.
#   2. `docc convert` makes one archive per core module (its catalog Sources/M/M.docc and its symbol graph),
#      with docc's experimental coverage report, and one for the SwiftHero catalog
#      (Sources/SwiftHero/SwiftHero.docc: the articles). While there is no SwiftHero target, the catalog
#      is converted as a technology root of articles alone.
#   3. `docc merge` combines the archives into OUT/SwiftHero.doccarchive (static-hosting layout: serve the
#      folder and open /documentation/).
#   4. The coverage figure: symbols with an abstract / all public symbols of the core modules (and of
#      SwiftHero's own, once it exists), as docc counts them (types, members and globals; synthesized
#      members excluded).
# Usage: CMakeHelpers/docs.sh [OUT]   (default out/docs). SWIFT_LOCK=FILE runs swift under flock FILE.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-out/docs}"
core=(Geometry Raster Typography Motion Rendering ViewTree Runtime)
swift_cmd=(swift)
if [ -n "${SWIFT_LOCK:-}" ]; then swift_cmd=(flock "$SWIFT_LOCK" swift); fi

command -v docc >/dev/null || { echo "docs: 'docc' is not on the PATH (it ships with the Swift toolchain)" >&2; exit 1; }

work="$out/.work"
rm -rf "$out"
mkdir -p "$work"

# SwiftPM also tries the test modules, which have no symbol graph to give; so its exit status is not the
# test of success: every core module's graph must be there, written by this run.
stamp="$work/started"
touch "$stamp"
"${swift_cmd[@]}" package dump-symbol-graph --skip-synthesized-members >"$work/symbolgraph.log" 2>&1 || true
graphs="$(find .build -maxdepth 2 -type d -name symbolgraph | head -1)"
for m in "${core[@]}"; do
  if [ ! -f "$graphs/$m.symbols.json" ] || [ "$graphs/$m.symbols.json" -ot "$stamp" ]; then
    tail -30 "$work/symbolgraph.log" >&2
    echo "docs: no fresh symbol graph for $m (log: $work/symbolgraph.log)" >&2
    exit 1
  fi
done

convert() { # convert NAME CATALOG GRAPHDIR(or empty) EXTRA...
  local name="$1" catalog="$2" graphdir="$3"; shift 3
  local args=(convert "$catalog" --output-path "$work/$name.doccarchive" --fallback-display-name "$name"
              --fallback-bundle-identifier "org.swifthero.$name" --enable-experimental-external-link-support
              --warnings-as-errors "$@")
  if [ -n "$graphdir" ]; then args+=(--additional-symbol-graph-dir "$graphdir"); fi
  docc "${args[@]}" >"$work/$name.log" 2>&1 || { cat "$work/$name.log" >&2; echo "docs: docc failed for $name" >&2; exit 1; }
}

archives=()
covered=()  # the modules in the coverage table: the core's, and SwiftHero's own symbols once it exists
# The SwiftHero catalog: with the umbrella target's symbol graph once it exists, else articles alone.
if [ -f "$graphs/SwiftHero.symbols.json" ]; then
  mkdir -p "$work/graphs/SwiftHero"
  cp "$graphs"/SwiftHero.symbols.json "$work/graphs/SwiftHero/"
  cp "$graphs"/SwiftHero@*.symbols.json "$work/graphs/SwiftHero/" 2>/dev/null || true
  convert SwiftHero Sources/SwiftHero/SwiftHero.docc "$work/graphs/SwiftHero" \
    --experimental-documentation-coverage --coverage-summary-level brief
  covered+=(SwiftHero)
else
  cp -r Sources/SwiftHero/SwiftHero.docc "$work/SwiftHero.docc"
  # The root page names the module (``SwiftHero``); with no module yet it becomes a technology root.
  sed -i '1s/^# ``SwiftHero``$/# SwiftHero/' "$work/SwiftHero.docc/SwiftHero.md"
  sed -i '1a\\n@Metadata {\n    @TechnologyRoot\n}' "$work/SwiftHero.docc/SwiftHero.md"
  convert SwiftHero "$work/SwiftHero.docc" ""
fi
archives+=("$work/SwiftHero.doccarchive")

for m in "${core[@]}"; do
  mkdir -p "$work/graphs/$m"
  cp "$graphs/$m.symbols.json" "$work/graphs/$m/"
  cp "$graphs/$m"@*.symbols.json "$work/graphs/$m/" 2>/dev/null || true
  convert "$m" "Sources/$m/$m.docc" "$work/graphs/$m" --experimental-documentation-coverage --coverage-summary-level brief
  archives+=("$work/$m.doccarchive")
  covered+=("$m")
done

docc merge "${archives[@]}" --output-path "$out/SwiftHero.doccarchive" \
  --synthesized-landing-page-name SwiftHero >"$work/merge.log" 2>&1 || { cat "$work/merge.log" >&2; exit 1; }

python3 - "$work" "${covered[@]}" <<'PY'
import json, sys
work, modules = sys.argv[1], sys.argv[2:]
kinds = {"Types": 0, "Members": 0, "Globals": 0}
total = documented = 0
print(f"{'module':<12} {'documented':>10} {'symbols':>8} {'coverage':>9}")
for m in modules:
    entries = [e for e in json.load(open(f"{work}/{m}.doccarchive/documentation-coverage.json"))
               if e["kind"]["isSymbol"]]
    d = sum(1 for e in entries if e["hasAbstract"])
    total += len(entries); documented += d
    print(f"{m:<12} {d:>10} {len(entries):>8} {100 * d / len(entries):>8.1f}%")
    for e in entries:
        if not e["hasAbstract"]:
            print(f"    no abstract: {e['referencePath'].split('/documentation/')[1]}", file=sys.stderr)
print(f"{'all':<12} {documented:>10} {total:>8} {100 * documented / total:>8.1f}%")
PY
echo "docs: $out/SwiftHero.doccarchive (per-module coverage JSON: $work/MODULE.doccarchive/documentation-coverage.json)"
