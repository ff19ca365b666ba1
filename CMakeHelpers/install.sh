#!/usr/bin/env bash
# `make install PREFIX=...`: installs the built `hero` and everything around it under PREFIX:
#   bin/hero                                   the program
#   share/swifthero/{Data,Images}              its assets (the program finds ../share/swifthero itself)
#   share/icons/hicolor/NxN/apps/swifthero.png the app icon at 48, 128, 256 px, drawn by `hero icon`
#   share/applications/swifthero.desktop       the desktop entry (checked by desktop-file-validate)
#   share/bash-completion/completions/hero, share/zsh/site-functions/_hero,
#   share/fish/vendor_completions.d/hero.fish  shell completions (argument-parser's own scripts)
#   share/man/man1/hero.1                      the man page (argument-parser's generate-manual plugin)
# Usage: install.sh BIN PREFIX MANPAGE
set -euo pipefail
bin=$1 prefix=$2 man=$3
cd "$(dirname "$0")/.."
[ -x "$bin" ] || { echo "install: no program at $bin (build it first)" >&2; exit 1; }
[ -f "$man" ] || { echo "install: no man page at $man (make man)" >&2; exit 1; }
mkdir -p "$prefix/bin" "$prefix/share/swifthero" "$prefix/share/applications" "$prefix/share/man/man1" \
         "$prefix/share/bash-completion/completions" "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 755 "$bin" "$prefix/bin/hero"
rm -rf "$prefix/share/swifthero/Data" "$prefix/share/swifthero/Images"
cp -R Assets/Data "$prefix/share/swifthero/Data"
mkdir -p "$prefix/share/swifthero/Images"
cp -R Assets/Images/meals Assets/Images/testcard-photo.png "$prefix/share/swifthero/Images/"
"$prefix/bin/hero" icon --out "$prefix/share/icons/hicolor" >/dev/null
abs_prefix=$(cd "$prefix" && pwd)
sed "s|@BINDIR@|$abs_prefix/bin|" CMakeHelpers/swifthero.desktop.in > "$prefix/share/applications/swifthero.desktop"
desktop-file-validate "$prefix/share/applications/swifthero.desktop"
"$prefix/bin/hero" --generate-completion-script bash > "$prefix/share/bash-completion/completions/hero"
"$prefix/bin/hero" --generate-completion-script zsh > "$prefix/share/zsh/site-functions/_hero"
"$prefix/bin/hero" --generate-completion-script fish > "$prefix/share/fish/vendor_completions.d/hero.fish"
install -m 644 "$man" "$prefix/share/man/man1/hero.1"
echo "install: hero, its assets, icons, desktop entry, completions and man page are in $abs_prefix"
