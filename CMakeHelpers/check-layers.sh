#!/usr/bin/env bash
# The layer check, with Package.swift as the one source of truth for the module graph:
# - the targets' declared dependencies (from `swift package describe`) follow the arrows in
#   CMakeHelpers/layers.json, and no source file outside SDLPlatform imports CSDL2;
# - the SwiftHero library's dependency closure holds none of the workshop targets (`notInLibrary`);
# - the CMake build (CMakeHelpers/CMakeLists.txt) declares each module with exactly Package.swift's
#   dependencies (the #Preview macro, a SwiftPM trait, aside), and `hero` links what Package.swift gives it.
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
by_name = {t["name"]: t for t in desc["targets"]}
def closure(name, seen=None):
    seen = set() if seen is None else seen
    for dep in by_name.get(name, {}).get("target_dependencies", []):
        if dep not in seen:
            seen.add(dep)
            closure(dep, seen)
    return seen
banned = rules["notInLibrary"]
library = closure(banned["product"])
for t in banned["targets"]:
    if t in library:
        errors.append(f"the {banned['product']} library depends on {t} (a workshop target): {banned['why']}")
cmake = open("CMakeHelpers/CMakeLists.txt").read()
declared = {}
for m in re.finditer(r"swifthero_module\((\w+)((?:\s+\w+)*)\)", cmake):
    words = m.group(2).split()
    declared[m.group(1)] = set(words[words.index("DEPENDS") + 1:]) if "DEPENDS" in words else set()
m = re.search(r"target_link_libraries\(hero PRIVATE([^)]*)\)", cmake)
declared["hero"] = set(m.group(1).split()) - {"ArgumentParser"} if m else set()
swift_modules = [t for t in desc["targets"] if t.get("module_type") == "SwiftTarget" and t["name"] in allowed] + \
    [t for t in desc["targets"] if t["name"] == "hero"]
for t in swift_modules:
    name = t["name"]
    if name == "SwiftHeroMacros":
        continue
    want = {d for d in t.get("target_dependencies", []) if d != "SwiftHeroMacros"}
    if name not in declared:
        errors.append(f"CMakeHelpers/CMakeLists.txt does not build {name}")
    elif declared[name] != want:
        errors.append(f"CMakeHelpers/CMakeLists.txt gives {name} {sorted(declared[name])}, Package.swift {sorted(want)}")
for name in declared:
    if name not in by_name:
        errors.append(f"CMakeHelpers/CMakeLists.txt builds {name}, which Package.swift does not have")
if errors:
    print("layer check failed:\n  " + "\n  ".join(errors), file=sys.stderr)
    sys.exit(1)
print(f"layer check: {len(project)} targets follow the architecture; only {only} imports CSDL2; "
      f"{banned['product']} links {len(library)} targets, none of {', '.join(banned['targets'])}; "
      f"CMake declares {len(declared)} modules as Package.swift does")
PY
