# Sourced by the window checks: starts Xvfb on a display the X server itself finds free (-displayfd),
# so checks running side by side (or a developer's own Xvfb) never meet on one display.
# Usage: start_xvfb SCREEN LOG   (SCREEN like 1920x1200x24). Sets DISPLAY and xvfb_pid; returns 1 when
# Xvfb did not come up within 10 s.
start_xvfb() {
  local screen=$1 log=$2 fifo n
  fifo=$(mktemp -u /tmp/swifthero-xvfb.XXXXXX)
  mkfifo "$fifo"
  Xvfb -displayfd 3 -screen 0 "$screen" -nolisten tcp -noreset 3>"$fifo" >"$log" 2>&1 &
  xvfb_pid=$!
  n=$(timeout 10 head -n1 "$fifo" || true)
  rm -f "$fifo"
  [ -n "$n" ] || return 1
  export DISPLAY=":$n"
  for _ in $(seq 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && return 0; sleep 0.1; done
  return 1
}
