#!/usr/bin/env bash
# Soak test of the real window (`make soak`; not part of `make test`). Starts Xvfb on a free display,
# opens `hero run` (release build) and drives it with a seeded, reproducible stream of random clicks,
# double clicks, drags, wheel turns, keys (arrows, Escape, Return, space, s, ?, 1-5 scene switches) and
# window resizes (landscape and portrait, from the minimum 240x200 up to 1920x1200 / 1200x1920) through
# xdotool, SOAK_BATCH actions per xdotool call. It samples the window process's resident memory (VmRSS
# in /proc/PID/status, every 0.2 s) and CPU time, checks that the window keeps drawing (screenshots taken
# every 1000 actions differ), and ends with 5 s of no input to measure the idle CPU.
#
# Phases. The warm-up (the first SOAK_WARMUP actions) begins with a tour that shows every scene at the
# largest and smallest window sizes, both orientations (20 actions), then rests (meals at 1280x800,
# nothing open, 5 s) and goes on with random actions. "rss after warm-up" is the highest RSS of the
# warm-up: the working set of the largest window with every scene seen. Every later sample ("max") must
# stay within 1.25 x that: what grows beyond it grows with time, not with the window. At the end the
# window rests again as after the tour; its RSS then ("end") must be within 1.25 x the RSS at rest after
# the tour: memory comes back when the window is small again.
#
# Environment: SOAK_ACTIONS (20000), SOAK_SEED (1), SOAK_WARMUP (2000), SOAK_BATCH (25), SOAK_DELAY
# (seconds after each action, 0.025), SOAK_LOG (the per-batch log file; a temporary one otherwise).
# Exit 1 if hero dies or exits, the window stops drawing, or either memory check fails. The last line
# printed is always
#   soak: N actions, rss after warm-up A MB, max B MB, end C MB, idle cpu D %
set -euo pipefail
bin=${1:-.build/release/hero}
actions=${SOAK_ACTIONS:-20000}
seed=${SOAK_SEED:-1}
warmup=${SOAK_WARMUP:-2000}
batch=${SOAK_BATCH:-25}
delay=${SOAK_DELAY:-0.025}
[ "$warmup" -lt "$actions" ] || warmup=$((actions / 2))
work=$(mktemp -d /tmp/swifthero-soak.XXXXXX)
log=${SOAK_LOG:-$work/soak.log}
hz=$(getconf CLK_TCK)

cleanup() {
  [ -n "${hero_pid:-}" ] && kill "$hero_pid" 2>/dev/null || true
  [ -n "${xvfb_pid:-}" ] && kill "$xvfb_pid" 2>/dev/null || true
}
trap cleanup EXIT
fail() {
  echo "soak: FAIL: $*" >&2
  [ -f "$work/hero.log" ] && tail -n 20 "$work/hero.log" | sed 's/^/  hero: /' >&2
  summary
  exit 1
}

# A free display: no lock file and no socket, and Xvfb must actually start on it.
for n in $(seq 110 199); do
  [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ] && continue
  Xvfb ":$n" -screen 0 2560x2048x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
  xvfb_pid=$!
  for _ in $(seq 50); do DISPLAY=:$n xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done
  if DISPLAY=:$n xdotool getdisplaygeometry >/dev/null 2>&1; then export DISPLAY=:$n; break; fi
  kill "$xvfb_pid" 2>/dev/null || true
  xvfb_pid=
done
[ -n "${DISPLAY:-}" ] && [ -n "${xvfb_pid:-}" ] || { echo "soak: no free X display for Xvfb" >&2; exit 1; }

"$bin" run --scene meals --size 1280x800 >"$work/hero.log" 2>&1 &
hero_pid=$!
wid=$(timeout 20 xdotool search --sync --onlyvisible --name "SwiftHero" | head -n1) || { echo "soak: the window did not appear" >&2; exit 1; }
xdotool windowmove "$wid" 0 0 windowfocus "$wid" 2>/dev/null || true
sleep 1

rss_kb() { awk '/^VmRSS:/ { print $2 }' "/proc/$hero_pid/status" 2>/dev/null || echo 0; }
ticks() { awk '{ print $14 + $15 }' "/proc/$hero_pid/stat" 2>/dev/null || echo 0; }
alive() { kill -0 "$hero_pid" 2>/dev/null && [ "$(awk '{ print $3 }' "/proc/$hero_pid/stat" 2>/dev/null)" != Z ]; }
mb() { awk -v k="$1" 'BEGIN { printf "%.0f", k / 1024 }'; }

done_actions=0 warm_kb=0 max_kb=0 end_kb=0 idle_cpu=-1
summary() {
  echo "soak: $done_actions actions, rss after warm-up $(mb "$warm_kb") MB, max $(mb "$max_kb") MB, end $(mb "$end_kb") MB, idle cpu $idle_cpu %"
}

# The sampler: RSS every 0.2 s with the number of actions sent so far (phase), for peaks between batches.
echo 0 >"$work/done"
( while kill -0 "$hero_pid" 2>/dev/null; do
    echo "$(cat "$work/done" 2>/dev/null || echo 0) $(rss_kb)"
    sleep 0.2
  done ) >"$work/samples" 2>/dev/null &
sampler_pid=$!

RANDOM=$seed
w=1280 h=800
keys=(Left Right Up Down Left Right Up Down Escape Escape Escape Return space s question 1 2 3 4 5 3 3 4)
cmd=()
# Appends one random action to cmd (the window is w x h; points stay inside it).
random_action() {
  local x=$((RANDOM % w)) y=$((RANDOM % h)) kind=$((RANDOM % 100))
  if [ $kind -lt 30 ]; then
    cmd+=(mousemove --window "$wid" $x $y mousedown 1 sleep 0.02 mouseup 1)
  elif [ $kind -lt 35 ]; then
    cmd+=(mousemove --window "$wid" $x $y mousedown 1 mouseup 1 sleep 0.06 mousedown 1 mouseup 1)
  elif [ $kind -lt 50 ]; then
    local steps=$((2 + RANDOM % 5)) dx=$((RANDOM % 121 - 60)) dy=$((RANDOM % 121 - 60))
    cmd+=(mousemove --window "$wid" $x $y mousedown 1)
    for _ in $(seq $steps); do cmd+=(sleep 0.01 mousemove_relative -- $dx $dy); done
    cmd+=(mouseup 1)
  elif [ $kind -lt 58 ]; then
    local wheel=$((4 + RANDOM % 2))
    cmd+=(mousemove --window "$wid" $x $y)
    for _ in $(seq $((1 + RANDOM % 3))); do cmd+=(mousedown $wheel mouseup $wheel); done
  elif [ $kind -lt 90 ]; then
    cmd+=(key "${keys[$((RANDOM % ${#keys[@]}))]}")
  else
    case $((RANDOM % 4)) in
      0) w=$((240 + RANDOM % 500)); h=$((200 + RANDOM % 500)) ;;            # small, either orientation
      1) w=$((1200 + RANDOM % 721)); h=$((700 + RANDOM % 501)) ;;           # large landscape
      2) w=$((700 + RANDOM % 501)); h=$((1200 + RANDOM % 721)) ;;           # large portrait
      3) w=$((600 + RANDOM % 800)); h=$((500 + RANDOM % 800)) ;;            # in between
    esac
    cmd+=(windowsize "$wid" $w $h sleep 0.1)
  fi
  cmd+=(sleep "$delay")
}

# The tour: every scene at the largest and smallest sizes, both orientations, with a click and Escape.
tour=()
for size in "1920 1200" "1200 1920" "240 200" "1280 800"; do
  for scene in 1 2 3 4 5; do tour+=("$size $scene"); done
done

send() {
  xdotool windowfocus "$wid" 2>/dev/null || true
  xdotool "${cmd[@]}" 2>>"$work/xdotool.log" || true
  cmd=()
}

# The rest state: meals at 1280x800, help and modal closed, animations settled. Its RSS after the tour
# and at the end are compared: memory must come back when the window shrinks back to the same state.
rest() {
  w=1280 h=800
  cmd=(windowsize "$wid" $w $h sleep 0.3 key 3 sleep 0.3 key Escape sleep 0.3 key Escape sleep 0.3 key Escape)
  send
  sleep 5
}

t_start=$(date +%s)
shots=0 distinct=0 last_shot= rest_kb=0
sleep 2
start_kb=$(rss_kb)
echo "soak: at start (meals 1280x800, nothing opened yet): rss $(mb "$start_kb") MB"
while [ "$done_actions" -lt "$actions" ]; do
  n=0
  while [ $n -lt "$batch" ] && [ $((done_actions + n)) -lt "$actions" ] && [ ${#tour[@]} -gt 0 ]; do
    read -r w h scene <<<"${tour[0]}"
    tour=("${tour[@]:1}")
    cmd+=(windowsize "$wid" "$w" "$h" sleep 0.3 key "$scene" sleep 0.5
          mousemove --window "$wid" $((w / 3)) $((h / 3)) mousedown 1 sleep 0.02 mouseup 1 sleep 0.8 key Escape sleep 0.5)
    n=$((n + 1))
    [ ${#tour[@]} -gt 0 ] || { send; rest; rest_kb=$(rss_kb); echo "soak: after the tour, at rest (meals 1280x800): rss $(mb "$rest_kb") MB"; }
  done
  while [ $n -lt "$batch" ] && [ $((done_actions + n)) -lt "$actions" ]; do
    random_action
    n=$((n + 1))
  done
  send
  done_actions=$((done_actions + n))
  echo "$done_actions" >"$work/done"
  alive || fail "hero died after $done_actions actions (see above)"
  kb=$(rss_kb)
  echo "$done_actions $(( $(date +%s) - t_start ))s rss $(mb "$kb") MB cpu $(( $(ticks) / hz ))s ${w}x${h}" >>"$log"
  # Every 40 batches: a screenshot, to check that the window still draws what it is driven to.
  if [ $(( (done_actions / batch) % 40 )) -eq 0 ]; then
    sum=$(import -window root -crop "${w}x${h}+0+0" rgb:- 2>/dev/null | md5sum | cut -c1-12)
    shots=$((shots + 1))
    [ "$sum" != "$last_shot" ] && distinct=$((distinct + 1))
    last_shot=$sum
  fi
  if [ $(( done_actions % 1000 )) -lt "$batch" ]; then
    echo "soak: $done_actions actions, $(( $(date +%s) - t_start )) s, rss $(mb "$kb") MB"
  fi
done

# The end: the rest state again, then the CPU over 5 s with no input.
rest
alive || fail "hero died at the end"
t0=$(ticks); sleep 5; t1=$(ticks)
idle_cpu=$(awk -v a="$t0" -v b="$t1" -v hz="$hz" 'BEGIN { printf "%.1f", (b - a) / hz / 5 * 100 }')
end_kb=$(rss_kb)
kill "$sampler_pid" 2>/dev/null || true
wait "$sampler_pid" 2>/dev/null || true
read -r warm_kb max_kb < <(awk -v wu="$warmup" '
  $2 > 0 { if ($1 <= wu) { if ($2 > warm) warm = $2 } else if ($2 > max) max = $2 }
  END { print warm + 0, max + 0 }' "$work/samples")
[ "$max_kb" -gt 0 ] || max_kb=$end_kb
cpu_total=$(( $(ticks) / hz ))
echo "soak: $(( $(date +%s) - t_start )) s, hero used $cpu_total s of CPU; $distinct of $shots screenshots differed from the one before"
echo "soak: at rest (meals 1280x800): at start $(mb "$start_kb") MB, after the tour $(mb "$rest_kb") MB, at the end $(mb "$end_kb") MB"
echo "soak: per-batch log: $log"
[ "$shots" -lt 3 ] || [ "$distinct" -ge $((shots / 3)) ] || fail "the window stopped changing ($distinct of $shots screenshots differ)"
awk -v m="$max_kb" -v w="$warm_kb" 'BEGIN { exit !(m <= 1.25 * w) }' \
  || fail "memory not bounded: max $(mb "$max_kb") MB > 1.25 x $(mb "$warm_kb") MB after warm-up"
awk -v e="$end_kb" -v r="$rest_kb" 'BEGIN { exit !(r == 0 || e <= 1.25 * r) }' \
  || fail "memory not given back: at rest $(mb "$end_kb") MB at the end > 1.25 x $(mb "$rest_kb") MB after the tour"
kill "$hero_pid" 2>/dev/null || true
wait "$hero_pid" 2>/dev/null || true
hero_pid=
summary
