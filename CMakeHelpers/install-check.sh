#!/usr/bin/env bash
# `make test`'s install check: installs the given (release) hero into a temporary prefix, as
# `make install PREFIX=...` does but with a man page made by the program's own help dump, then from `/`
# renders a frame with the installed program (it must find ../share/swifthero on its own), checks the
# desktop entry, icons, completions and man page. A few seconds.
set -euo pipefail
bin=${1:-.build/release/hero}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d /tmp/swifthero-install.XXXXXX)
trap 'rm -rf "$work"' EXIT
fail() { echo "install-check: FAIL: $*" >&2; exit 1; }
man=$work/hero.1
if [ -f "$root/out/man/hero.1" ]; then cp "$root/out/man/hero.1" "$man"; else
  # Without `make man` (the plugin) a stand-in keeps the check about the layout, not the page's text.
  printf '.TH HERO 1\n.SH NAME\nhero\n' > "$man"; fi
bash "$root/CMakeHelpers/install.sh" "$root/$bin" "$work/prefix" "$man" >/dev/null
p=$work/prefix
(cd / && "$p/bin/hero" snapshot --scene lines --at 0 --out "$work/D" >/dev/null) || fail "the installed hero did not render from /"
[ -s "$work/D/lines-0.000.png" ] || fail "no frame written"
for n in 48 128 256; do
  [ "$(identify -format %wx%h "$p/share/icons/hicolor/${n}x${n}/apps/swifthero.png")" = "${n}x${n}" ] || fail "icon ${n}px"
done
desktop-file-validate "$p/share/applications/swifthero.desktop" || fail "desktop entry"
grep -q -- "--scene" "$p/share/bash-completion/completions/hero" || fail "bash completion"
grep -q "meals" "$p/share/zsh/site-functions/_hero" || fail "zsh completion names no scene"
[ -s "$p/share/fish/vendor_completions.d/hero.fish" ] || fail "fish completion"
[ -s "$p/share/man/man1/hero.1" ] || fail "man page"
echo "install-check: installed into a temporary prefix; the program rendered from /; icons, desktop entry, completions, man page in place"
