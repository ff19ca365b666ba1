#!/usr/bin/env python3
"""make compat: how much public SwiftUI code runs on SwiftHero with only its import changed.

For every .swift file in the held-out folder (SWIFTHERO_COMPAT_DIR, default ../compat-heldout/files;
kept outside this repository, see Docs/Compatibility.md), the file is copied with `import SwiftUI`
replaced by `import SwiftHero` and nothing else changed, then:
  1. type-checked against the library's debug build (with the #Preview macro plugin);
  2. if it compiles, linked into a program of its own with a runner that finds its previews
     (PreviewCatalog) and renders each headless at its canvas size: frames 0-1.5 s with a tap at the
     canvas centre at 0.3 s, written side by side to OUT/NN-name/preview-K.png. A file with no preview
     of its own (its app shows it from another file) gets one for its first view that builds with no
     arguments, and the report says so;
  3. judged: a trap or a blank first frame is a failure; "animates" says whether the frames differ.
Prints one line per file and the totals; writes OUT/report.tsv. Exit 0 unless the tooling itself fails.
"""
import os, re, subprocess, sys, shutil, glob

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = os.environ.get("SWIFTHERO_COMPAT_DIR", os.path.join(os.path.dirname(ROOT), "compat-heldout", "files"))
OUT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "out", "compat"))
SCRATCH = os.path.join(ROOT, ".build-compat")

# The runner renders headless, so it imports the tests' product (SwiftHeroTesting: `Snapshot`, a
# preview's `snapshot()`); the held-out file beside it imports SwiftHero only.
RUNNER = r'''
import Foundation
import SwiftHeroTesting

@MainActor func runCompat() -> Int32 {
    let folder = URL(fileURLWithPath: CommandLine.arguments[1])
    let items = PreviewCatalog.all
    if items.isEmpty { print("previews 0"); return 2 }
    let times = [0, 0.2, 0.35, 0.5, 0.7, 1.0, 1.5]
    for (k, item) in items.enumerated() {
        let size = item.canvasSize
        // COMPAT_SCRIPT plays another script (a control that is not at the centre), for a look by hand.
        let script = ProcessInfo.processInfo.environment["COMPAT_SCRIPT"] ?? "at 0.3 tap \(Int(size.width / 2)) \(Int(size.height / 2))"
        do {
            let frames = try item.snapshot().play(script).frames(at: times)
            let first = frames[0].image.pixels
            let background = first.first ?? 0
            let drawn = first.filter { $0 != background }.count
            let changed = frames.dropFirst().contains { $0.image.pixels != first }
            print("preview \(k) \(item.name.replacingOccurrences(of: " ", with: "_")) drawn \(drawn) of \(first.count) animates \(changed)")
            try item.snapshot().play(script).write(at: times, to: folder.appendingPathComponent("preview-\(k)"))
        } catch {
            print("preview \(k) error \(error)")
        }
    }
    return 0
}
exit(MainActor.assumeIsolated { runCompat() })
'''

def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)

def main():
    if not os.path.isdir(FILES):
        print(f"compat: no held-out folder at {FILES} (set SWIFTHERO_COMPAT_DIR)", file=sys.stderr)
        return 2
    files = sorted(glob.glob(os.path.join(FILES, "*.swift")))
    print(f"compat: {len(files)} files from {FILES}")
    b = run(["swift", "build", "--target", "SwiftHero"], cwd=ROOT)
    if b.returncode != 0:
        print(b.stdout[-4000:], b.stderr[-4000:], file=sys.stderr)
        return 1
    debug = os.path.join(ROOT, ".build", "debug")
    tc = ["swiftc", "-typecheck", "-I", os.path.join(debug, "Modules"),
          "-Xcc", f"-fmodule-map-file={ROOT}/Sources/CSDL2/module.modulemap",
          "-Xcc", f"-fmodule-map-file={ROOT}/Sources/RasterKernels/include/module.modulemap",
          "-Xcc", f"-fmodule-map-file={ROOT}/Sources/CZlib/module.modulemap",
          "-load-plugin-executable", f"{debug}/SwiftHeroMacros-tool#SwiftHeroMacros"]
    # FreeType's headers (the CSDL2 module's pkg-config flags, as SwiftPM passes them to a dependent).
    tc += [a for flag in run(["pkg-config", "--cflags-only-I", "freetype2"]).stdout.split() for a in ("-Xcc", flag)]
    shutil.rmtree(os.path.join(SCRATCH, "Sources"), ignore_errors=True)
    os.makedirs(OUT, exist_ok=True)
    results = []
    for path in files:
        name = os.path.splitext(os.path.basename(path))[0]
        target = "c" + re.sub(r"[^A-Za-z0-9]", "_", name)[:40]
        source = open(path, encoding="utf-8").read()
        ported = re.sub(r"^import SwiftUI\s*$", "import SwiftHero", source, flags=re.M)
        folder = os.path.join(SCRATCH, "Sources", target)
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "Ported.swift"), "w", encoding="utf-8") as f:
            f.write(ported)
        r = run(tc + [os.path.join(folder, "Ported.swift")])
        errors = [l.split("error: ", 1)[1] for l in r.stderr.splitlines() if re.match(r"^/.*error: ", l)]
        compiles = r.returncode == 0
        # A file without a preview (its app shows it from another file): the harness previews the first
        # of its views that builds with no arguments, and says so in the report.
        harness = None
        if compiles and not re.search(r"PreviewProvider|#Preview", source):
            for view in re.findall(r"struct\s+(\w+)\s*:\s*View\b", source):
                extra = os.path.join(folder, "HarnessPreview.swift")
                with open(extra, "w") as f:
                    f.write(f"import SwiftHero\n#Preview(\"harness: {view}\") {{ {view}() }}\n")
                if run(tc + [os.path.join(folder, "Ported.swift"), extra]).returncode == 0:
                    harness = view
                    break
                os.remove(extra)
        if not compiles:
            shutil.rmtree(folder)
        else:
            with open(os.path.join(folder, "main.swift"), "w") as f:
                f.write(RUNNER)
        results.append({"name": name, "target": target, "compiles": compiles, "errors": errors, "harness": harness})
    built = [r for r in results if r["compiles"]]
    manifest = "// swift-tools-version: 6.1\nimport PackageDescription\nlet package = Package(name: \"Compat\",\n" \
        f"  dependencies: [.package(name: \"SwiftHero\", path: \"{ROOT}\")],\n  targets: [\n" + \
        ",\n".join(f"    .executableTarget(name: \"{r['target']}\", dependencies: [.product(name: \"SwiftHero\", package: \"SwiftHero\"), "
                   f".product(name: \"SwiftHeroTesting\", package: \"SwiftHero\")], "
                   f"swiftSettings: [.swiftLanguageMode(.v5)])" for r in built) + "\n  ]\n)\n"
    with open(os.path.join(SCRATCH, "Package.swift"), "w") as f:
        f.write(manifest)
    if built:
        b = run(["swift", "build", "--package-path", SCRATCH], cwd=SCRATCH)
        if b.returncode != 0:
            print(b.stdout[-6000:], b.stderr[-3000:], file=sys.stderr)
            return 1
    for r in built:
        exe = os.path.join(SCRATCH, ".build", "debug", r["target"])
        frames = os.path.join(OUT, r["name"])
        shutil.rmtree(frames, ignore_errors=True)
        try:
            p = run([exe, frames], timeout=300)
            r["output"] = p.stdout.strip().splitlines()
            r["exit"] = p.returncode
        except subprocess.TimeoutExpired:
            r["output"], r["exit"] = ["timed out"], -1
        for d in sorted(glob.glob(os.path.join(frames, "preview-*"))):
            pngs = sorted(glob.glob(os.path.join(d, "frame-*.png")))
            if pngs and shutil.which("convert"):
                run(["convert"] + pngs + ["+append", d + ".png"])
    renders = 0
    with open(os.path.join(OUT, "report.tsv"), "w") as report:
        report.write("file\tcompiles\trenders\tdetail\n")
        for r in results:
            if not r["compiles"]:
                detail = "; ".join(dict.fromkeys(r["errors"]))[:300]
                ok = False
            else:
                lines = r.get("output", [])
                previews = [l for l in lines if l.startswith("preview ")]
                ok = r.get("exit") == 0 and previews and all(" drawn " in l and not l.split(" drawn ")[1].startswith("0 ") for l in previews)
                detail = (f"harness preview of {r['harness']}; " if r.get("harness") else "") + f"exit {r.get('exit')}; " + "; ".join(lines)[:300]
            renders += bool(ok)
            report.write(f"{r['name']}\t{r['compiles']}\t{bool(ok)}\t{detail}\n")
            print(f"{r['name'][:58]:58} {'compiles' if r['compiles'] else 'FAILS   '} {'renders' if ok else '-      '} {detail[:140]}")
    compiled = sum(r["compiles"] for r in results)
    print(f"compat: {compiled} of {len(results)} compile with only the import changed; {renders} render "
          f"(first frame drawn, no trap); frames in {OUT}")
    return 0

if __name__ == "__main__":
    sys.exit(main())
