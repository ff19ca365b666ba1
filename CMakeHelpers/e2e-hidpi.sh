#!/usr/bin/env bash
# HiDPI on X11 in Xvfb (part of `make test`, about 10 s): `GDK_SCALE=2 hero run --size 400x300` opens an
# 800x600 window that draws the same picture as `hero snapshot --size 400x300 --scale 2` (sharp at 2×,
# not a 1× picture enlarged), and a click at the pixel position of #line.1 opens it (pointer positions are
# divided by the scale), and the window carries the app icon; with no GDK_SCALE the X resource Xft.dpi: 144 gives 1.5× (600x450).
set -euo pipefail
bin=${1:-.build/debug/hero}
. "$(dirname "$0")/e2e-common.sh"
e2e_begin e2e-hidpi 1600x1200x24

open_window() {  # env... -- args...
  env "$@" >"$work/hero.log" 2>&1 &
  hero_pid=$!
  wid=$(timeout 20 xdotool search --sync --onlyvisible --name "SwiftHero" | head -n1) || fail "the window did not appear"
  sleep 1.5
}
close_window() { kill "$hero_pid" 2>/dev/null || true; wait "$hero_pid" 2>/dev/null || true; hero_pid=; }
geometry() { xdotool getwindowgeometry "$wid" | awk '/Geometry/{print $2}'; }
psnr() { { compare -metric PSNR "$1" "$2" null: 2>&1 || true; } | awk '{v = $1; if (v == "inf") v = 100; print int(v)}'; }  # identical: 100

open_window GDK_SCALE=2 "$bin" run --scene lines --size 400x300
[ "$(geometry)" = "800x600" ] || fail "GDK_SCALE=2 --size 400x300 made a $(geometry) window, expected 800x600"
import -window "$wid" "$work/window.png"
# The window icon (hero's own drawing, 128 px) is on the window for the window manager.
xprop -id "$wid" >"$work/xprop.txt" 2>&1 || true
grep -aq "_NET_WM_ICON(CARDINAL) = .*Icon (128 x 128)" "$work/xprop.txt" || fail "the window has no 128 px _NET_WM_ICON"
"$bin" snapshot --scene lines --size 400x300 --scale 2 --at 0 --out "$work/x2" >/dev/null
"$bin" snapshot --scene lines --size 400x300 --scale 1 --at 0 --out "$work/x1" >/dev/null
convert "$work/x1/lines-0.000.png" -filter point -resize 800x600! "$work/x1up.png"
# The window adds its scene switcher at the bottom left: compare the top 500 rows.
for f in window x2/lines-0.000 x1up; do convert "$work/$f.png" -crop 800x500+0+0 +repage "$work/$(basename $f)-top.png"; done
sharp=$(psnr "$work/window-top.png" "$work/lines-0.000-top.png"); blocky=$(psnr "$work/window-top.png" "$work/x1up-top.png")
[ "$sharp" -ge 30 ] && [ "$sharp" -gt $((blocky + 5)) ] || fail "the 2x window is not the 2x snapshot (PSNR $sharp dB; against a 1x picture enlarged $blocky dB)"
echo "e2e-hidpi: GDK_SCALE=2 opened an 800x600 window (with the 128 px app icon) for 400x300 points, drawn at 2x (PSNR $sharp dB against snapshot --scale 2, $blocky against 1x enlarged)"
# A click at #line.1's centre in window pixels (twice its points) opens the line's details.
read -r x y w h < <("$bin" elements --scene lines --size 400x300 --at 0 | awk '$1 == "line.1" {print $2, $3, $4, $5}')
xdotool mousemove --window "$wid" "$(awk -v a="$x" -v b="$w" 'BEGIN{print int(2*(a+b/2))}')" "$(awk -v a="$y" -v b="$h" 'BEGIN{print int(2*(a+b/2))}')" click 1
sleep 2.5
import -window "$wid" "$work/opened.png"
"$bin" snapshot --scene lines --size 400x300 --scale 2 --do "at 0 tap #line.1" --at 2.5 --out "$work/open" >/dev/null
convert "$work/opened.png" -crop 800x500+0+0 +repage "$work/opened-top.png"
convert "$work/open/lines-2.500.png" -crop 800x500+0+0 +repage "$work/open-top.png"
opened=$(psnr "$work/opened-top.png" "$work/open-top.png")
[ "$opened" -ge 25 ] || fail "a click at #line.1's pixel position did not open it (PSNR $opened dB against the snapshot)"
echo "e2e-hidpi: a click at 2x pixel coordinates opened #line.1 (PSNR $opened dB)"
close_window

# Without GDK_SCALE: the X resources' Xft.dpi (144 dpi: 1.5x).
echo "Xft.dpi: 144" | xrdb -nocpp -merge
open_window -u GDK_SCALE "$bin" run --scene lines --size 400x300
[ "$(geometry)" = "600x450" ] || fail "Xft.dpi 144 made a $(geometry) window, expected 600x450"
close_window
echo "e2e-hidpi: Xft.dpi 144 opened a 600x450 window (1.5x)"
rm -rf "$work"
