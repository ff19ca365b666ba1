#!/usr/bin/env bash
# The layer check: the targets' declared dependencies (from `swift package describe`) must follow the
# arrows in CMakeHelpers/layers.json, and no source file outside SDLPlatform may import CSDL2.
set -euo pipefail
cd "$(dirname "$0")/.."
swift package describe --type json > .build/package-description.json
python3 - <<'PY'
import json, pathlib, re, sys
desc = json.load(open(".build/package-description.json"))
rules = json.load(open("CMakeHelpers/layers.json"))
allowed = rules["allowed"]
project = {t["name"] for t in desc["targets"]}
errors = []
for t in desc["targets"]:
    name = t["name"]
    if t.get("type") == "test" or name.endswith("Tests") or name.endswith("Support"):
        continue
    if name not in allowed:
        errors.append(f"target {name} has no entry in CMakeHelpers/layers.json")
        continue
    for dep in t.get("target_dependencies", []):
        if dep in project and dep not in allowed[name]:
            errors.append(f"target {name} depends on {dep}, which the architecture does not allow")
only = rules["onlyImporterOfCSDL2"]
for f in pathlib.Path("Sources").rglob("*.swift"):
    target = f.parts[1]
    for n, line in enumerate(f.read_text().splitlines(), 1):
        if re.match(r"\s*(@\w+\s+)*(internal |public |package |private |fileprivate )?import\s+CSDL2\b", line) and target != only:
            errors.append(f"{f}:{n}: only {only} may import CSDL2")
if errors:
    print("layer check failed:\n  " + "\n  ".join(errors), file=sys.stderr)
    sys.exit(1)
print(f"layer check: {len(project)} targets follow the architecture; only {only} imports CSDL2")
PY
