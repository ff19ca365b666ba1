#!/usr/bin/env bash
# End-to-end check of the real window: start Xvfb, start hero, drive it with xdotool (click, drag,
# windowsize, space, q), screenshot it with imagemagick, and assert that it drew non-blank content,
# re-laid out at the new size, idled with the animation paused, and quit with exit code 0.
set -euo pipefail
bin=${1:-.build/debug/hero}
. "$(dirname "$0")/e2e-common.sh"
e2e_begin e2e 1920x1200x24

"$bin" run --scene testcard --size 960x640 >"$work/hero.log" 2>&1 &
hero_pid=$!
wid=$(timeout 20 xdotool search --sync --onlyvisible --name "SwiftHero" | head -n1) || fail "the window did not appear"
sleep 1

shot() { import -window "$wid" "$work/$1.png" 2>/dev/null || import -window root -crop "$(xdotool getwindowgeometry "$wid" | awk '/Geometry/{print $2}')+0+0" "$work/$1.png"; }
colours() { convert "$1" -format %k info:; }
size_of() { identify -format "%wx%h" "$1"; }
# q quits with exit code 0 (xdotool may complain that the window vanished before the key came up).
quit_with_q() {
  xdotool windowfocus --sync "$wid" 2>/dev/null || true
  xdotool key q 2>/dev/null || true
  for _ in $(seq 50); do kill -0 "$hero_pid" 2>/dev/null || break; sleep 0.1; done
  set +e; wait "$hero_pid"; rc=$?; set -e
  hero_pid=
  [ "$rc" -eq 0 ] || fail "hero exited with $rc after q"
}

shot first
[ "$(size_of "$work/first.png")" = "960x640" ] || fail "first screenshot is $(size_of "$work/first.png"), expected 960x640"
c=$(colours "$work/first.png")
[ "$c" -gt 500 ] || fail "the window looks blank ($c colours)"
echo "e2e: window drew the test card ($c colours)"

# Pointer input: a click and a drag reach the window without harm.
xdotool mousemove --window "$wid" 300 200 click 1
xdotool mousemove --window "$wid" 200 500 mousedown 1 mousemove_relative 40 10 mousemove_relative 40 10 mouseup 1
sleep 0.3

# Resize: the page re-lays out; the bottom-right corner is drawn (not the black of an unrendered texture).
xdotool windowsize "$wid" 700 900
sleep 1.5
shot resized
[ "$(size_of "$work/resized.png")" = "700x900" ] || fail "after windowsize the window is $(size_of "$work/resized.png"), expected 700x900"
corner=$(convert "$work/resized.png" -crop 20x20+670+870 -resize 1x1 -format "%[fx:int(255*r)],%[fx:int(255*g)],%[fx:int(255*b)]" info:)
[ "$corner" != "0,0,0" ] || fail "the resized window's corner is black: no re-layout"
# (cmp stops reading at the first difference; convert's complaint about the closed pipe is expected.)
cmp -s <(convert "$work/first.png" -resize 100x100! rgb:- 2>/dev/null) <(convert "$work/resized.png" -resize 100x100! rgb:- 2>/dev/null) \
  && fail "content did not change after resize"
echo "e2e: re-laid out at 700x900 (corner $corner)"

# Pause the animation, then the process must idle: under 2% of one core over 3 s.
xdotool windowfocus --sync "$wid" 2>/dev/null || true
xdotool key space
sleep 0.5
ticks() { awk '{print $14 + $15}' "/proc/$hero_pid/stat"; }
t0=$(ticks); sleep 3; t1=$(ticks)
hz=$(getconf CLK_TCK)
cpu=$(awk -v a="$t0" -v b="$t1" -v hz="$hz" 'BEGIN { printf "%.2f", (b - a) / hz / 3 * 100 }')
awk -v c="$cpu" 'BEGIN { exit !(c < 2.0) }' || fail "paused window used $cpu% of a core (limit 2%)"
echo "e2e: paused window used $cpu% of one core over 3 s"

quit_with_q
echo "e2e: q quit with exit code 0"

# Time control: a pause, then two steps forward change the frame; two steps back (a replay of the
# window's recorded session in virtual time) give back the paused frame exactly, time label included.
# (Headless, TimeControlTests checks that paused and stepped frames are hero snapshot's frames; here the
# test card's loop starts at its first frame's real time, which a snapshot cannot know.) Then the debug
# overlay and the HUD appear and go without a trace.
"$bin" run --scene testcard --size 960x640 >"$work/hero.log" 2>&1 &
hero_pid=$!
wid=$(timeout 20 xdotool search --sync --onlyvisible --name "SwiftHero" | head -n1) || fail "the time-control window did not appear"
sleep 1
xdotool windowfocus --sync "$wid" 2>/dev/null || true
xdotool key space
sleep 0.4
shot paused
xdotool key period period
sleep 0.4
shot stepped
xdotool key comma comma
sleep 0.6
shot back
t=$(grep -o 'paused at [0-9.]*' "$work/hero.log" | tail -n1 | awk '{print $3}')
[ -n "$t" ] || fail "the window did not print the paused time"
moved=$(compare -metric AE "$work/paused.png" "$work/stepped.png" null: 2>&1 || true)
[ "${moved%% *}" != "0" ] || fail "stepping forward did not change the frame"
same=$(compare -metric AE "$work/paused.png" "$work/back.png" null: 2>&1 || true)
[ "${same%% *}" = "0" ] || fail "two steps back from two steps forward differ from the paused frame in $same pixels"
echo "e2e: paused at $t s; two steps forward changed $moved pixels, two steps back restored the frame exactly"
cp "$work/back.png" "$work/stepped.png"
for k in d f; do
  xdotool key "$k"; sleep 0.4; shot "on-$k"
  xdotool key "$k"; sleep 0.4; shot "off-$k"
  on=$(compare -metric AE "$work/stepped.png" "$work/on-$k.png" null: 2>&1 || true)
  off=$(compare -metric AE "$work/stepped.png" "$work/off-$k.png" null: 2>&1 || true)
  [ "${on%% *}" != "0" ] || fail "key $k drew nothing"
  [ "${off%% *}" = "0" ] || fail "key $k left $off stale pixels when it went"
done
echo "e2e: the debug overlay and the HUD appeared and went without stale pixels"
quit_with_q

# The default scene (meals): a click on a thumbnail opens the modal over a blurred grid; Escape closes
# it; a portrait window switches configuration; the switcher (mouse) and the keys change scenes.
"$bin" run --size 1280x800 >"$work/hero.log" 2>&1 &
hero_pid=$!
wid=$(timeout 20 xdotool search --sync --onlyvisible --name "SwiftHero" | head -n1) || fail "the meals window did not appear"
sleep 2
shot grid
xdotool mousemove --window "$wid" 220 238 click 1
sleep 4
shot modal
# Left of the modal the grid shows through the backdrop: blurred, its fine detail gone.
detail() { convert "$1" -crop 300x500+20+150 -colorspace gray -morphology edge diamond:1 -format "%[fx:int(mean*10000)]" info:; }
sharp=$(detail "$work/grid.png"); soft=$(detail "$work/modal.png")
[ "$soft" -lt $((sharp / 2)) ] || fail "no blurred backdrop after the click (edge energy $sharp -> $soft)"
centre=$(convert "$work/modal.png" -crop 40x40+620+380 -resize 1x1 -format "%[fx:int(255*r)],%[fx:int(255*g)],%[fx:int(255*b)]" info:)
echo "e2e: a click opened the modal (backdrop edge energy $sharp -> $soft, centre $centre)"
xdotool windowfocus --sync "$wid" 2>/dev/null || true
xdotool key Escape
sleep 4
shot closed
again=$(detail "$work/closed.png")
[ "$again" -gt $((sharp * 3 / 4)) ] || fail "Escape did not bring the grid back (edge energy $again, was $sharp)"
echo "e2e: Escape closed the modal"
xdotool windowsize "$wid" 800 1000
sleep 4
shot portrait
[ "$(size_of "$work/portrait.png")" = "800x1000" ] || fail "portrait window is $(size_of "$work/portrait.png")"
# Portrait thumbnails are 700 wide with 50 pt margins: the column at x=60 is picture, at x=20 background.
inside=$(convert "$work/portrait.png" -crop 10x10+60+200 -resize 1x1 -format "%[fx:int(255*(r+g+b)/3)]" info:)
outside=$(convert "$work/portrait.png" -crop 10x10+15+200 -resize 1x1 -format "%[fx:int(255*(r+g+b)/3)]" info:)
[ "$inside" -gt $((outside + 20)) ] || fail "no portrait configuration after resizing (inside $inside, outside $outside)"
echo "e2e: portrait window shows the portrait configuration"
# The switcher floats over the scene: hidden once the pointer moved away, shown when it comes near.
bar() { convert "$1" -crop 200x20+20+965 -resize 1x1 -format "%[fx:int(255*(r+g+b)/3)]" info:; }
xdotool mousemove --window "$wid" 39 975
sleep 1
shot reveal
hidden=$(bar "$work/portrait.png"); shown=$(bar "$work/reveal.png")
[ $((shown - hidden)) -gt 30 ] || [ $((hidden - shown)) -gt 30 ] || fail "the switcher did not hide away from the pointer and show near it (bar area $hidden -> $shown)"
echo "e2e: the switcher hides away from the pointer and shows near it ($hidden -> $shown)"
xdotool click 1
sleep 3
shot lines
bg=$(convert "$work/lines.png" -crop 20x20+400+700 -resize 1x1 -format "%[fx:int(255*r)]" info:)
[ "$bg" -gt 240 ] || fail "the switcher's first segment did not open the lines scene (background $bg)"
echo "e2e: the switcher opened lines"
xdotool windowfocus --sync "$wid" 2>/dev/null || true
xdotool key 4
sleep 3
shot dots
pink=$(convert "$work/dots.png" -crop 20x20+400+500 -resize 1x1 -format "%[fx:int(255*r)],%[fx:int(255*g)],%[fx:int(255*b)]" info:)
[ "$pink" != "255,255,255" ] && [ "${pink%%,*}" -gt 240 ] || fail "key 4 did not open the dots scene (colour $pink)"
echo "e2e: key 4 opened dots ($pink)"
quit_with_q
echo "e2e: 13 passed, 0 failed"
rm -rf "$work"
