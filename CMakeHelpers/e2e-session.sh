#!/usr/bin/env bash
# End-to-end check that the window's time control shows exactly the frames `hero snapshot` renders:
# in Xvfb, `hero run --record FILE` opens meals; xdotool clicks a thumbnail, pauses the flight mid-way
# (space), steps three frames forward (.) and one back (,), then drags the timeline bar back; each
# paused window is screenshot with `import`. q closes the window, which writes its session (what the
# scene received, in scene time, with the frames it drew). `hero snapshot --script FILE` then renders
# the two paused scene times the file lists, and each PNG must equal its screenshot pixel for pixel,
# except the bottom 112 rows, where the window draws its own chrome (the scene switcher and the timeline
# bar) that snapshots never draw. Exact, not "close": the replay advances the scene at the window's own
# frame times and delivers every input at its recorded time, so nothing differs but the chrome.
# Skips (exit 0, saying so) only when Xvfb, xdotool or imagemagick is missing (bootstrap.sh installs them).
set -euo pipefail
bin=${1:-.build/debug/hero}
for tool in Xvfb xdotool import compare convert; do
  command -v "$tool" >/dev/null 2>&1 || { echo "e2e-session: SKIPPED: $tool is not installed (CMakeHelpers/bootstrap.sh installs it)"; exit 0; }
done
. "$(dirname "$0")/e2e-common.sh"
e2e_begin e2e-session 1920x1200x24

w=1280; h=800
"$bin" run --scene meals --size ${w}x${h} --record "$work/session.txt" >"$work/hero.log" 2>&1 &
hero_pid=$!
wid=$(timeout 20 xdotool search --sync --onlyvisible --name "SwiftHero" | head -n1) || fail "the window did not appear"
sleep 1
shot() { import -window "$wid" "$work/$1.png" 2>/dev/null || import -window root -crop "${w}x${h}+0+0" "$work/$1.png"; }

# A thumbnail (the drinks) starts its flight to the modal; space pauses it mid-way.
xdotool windowfocus --sync "$wid" 2>/dev/null || true
xdotool mousemove --window "$wid" 220 238 click 1
sleep 0.1
xdotool key space
sleep 0.3
xdotool key period period period
sleep 0.3
xdotool key comma
sleep 0.4
shot stepped
# A drag along the timeline bar (DebugTools.timelineRect: 16 pt from the sides, 96 pt above the
# bottom, 40 high) from its right end to 40 % of the track scrubs back.
bar_y=$((h - 96 + 20))
xdotool mousemove --window "$wid" $((w - 36)) $bar_y mousedown 1
sleep 0.1
xdotool mousemove --window "$wid" 560 $bar_y
sleep 0.1
xdotool mousemove --window "$wid" 560 $bar_y mouseup 1
sleep 0.4
shot scrubbed
xdotool key q 2>/dev/null || true
for _ in $(seq 50); do kill -0 "$hero_pid" 2>/dev/null || break; sleep 0.1; done
set +e; wait "$hero_pid"; rc=$?; set -e
hero_pid=
[ "$rc" -eq 0 ] || fail "hero exited with $rc after q"
[ -s "$work/session.txt" ] || fail "hero run --record wrote no session"
grep -q ' down ' "$work/session.txt" && grep -q ' up ' "$work/session.txt" || fail "the session has no raw pointer events (the click did not reach the scene)"

# The times shown: the last step back (comma) and the scrub; the replay command from the file's header.
stepped_t=$(awk '$1 == "#" && $2 == "shown" && $3 == "comma" { t = $4 } END { print t }' "$work/session.txt")
scrubbed_t=$(awk '$1 == "#" && $2 == "shown" && $3 == "scrub" { t = $4 } END { print t }' "$work/session.txt")
[ -n "$stepped_t" ] && [ -n "$scrubbed_t" ] || fail "the session lists no step back or scrub: $(grep '^#' "$work/session.txt" | tr '\n' ' ')"
replay=$(sed -n 's/^# replay: hero snapshot \(.*\) --script FILE --at .*/\1/p' "$work/session.txt")
[ -n "$replay" ] || fail "the session has no replay line"
# shellcheck disable=SC2086  # the replay line is a list of flags
"$bin" snapshot $replay --script "$work/session.txt" --at "$stepped_t,$scrubbed_t" --out "$work/replay" >"$work/snapshot.log" 2>&1 \
  || { cat "$work/snapshot.log" >&2; fail "hero snapshot could not replay the session"; }

# The window's chrome (bottom 112 rows: switcher, timeline bar and its shadow) is masked in both images.
masked() { convert "$1" -alpha off -fill black -draw "rectangle 0,$((h - 112)) $((w - 1)),$((h - 1))" "$2"; }
diff_pixels() { compare -metric AE "$1" "$2" null: 2>&1 || true; }
n=0
for pair in "stepped:$stepped_t" "scrubbed:$scrubbed_t"; do
  name=${pair%%:*}; t=${pair#*:}
  png=$(ls "$work/replay"/meals-"$(printf '%.3f' "$t")".png 2>/dev/null) || fail "no replayed frame for $t s"
  masked "$work/$name.png" "$work/$name-window.png"
  masked "$png" "$work/$name-snapshot.png"
  d=$(diff_pixels "$work/$name-window.png" "$work/$name-snapshot.png")
  [ "${d%% *}" = "0" ] || fail "the $name window (scene time $t s) differs from hero snapshot's frame in $d pixels (kept in $work)"
  echo "e2e-session: the $name window at scene time $t s is hero snapshot's frame, pixel for pixel"
  n=$((n + 1))
done
moved=$(diff_pixels "$work/stepped-window.png" "$work/scrubbed-window.png")
[ "${moved%% *}" != "0" ] || fail "the scrub did not change the frame"
echo "e2e-session: the scrub changed $moved pixels; $n passed, 0 failed"
[ -n "${E2E_KEEP:-}" ] && echo "e2e-session: kept $work" || rm -rf "$work"
