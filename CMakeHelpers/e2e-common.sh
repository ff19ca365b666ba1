# Sourced by the window checks (e2e-window.sh, e2e-session.sh, e2e-hidpi.sh): the prelude they share.
# Usage: e2e_begin NAME SCREEN   (NAME prefixes every message, like e2e-session; SCREEN like 1920x1200x24)
# Makes a fresh work directory ($work, /tmp/swifthero-NAME.XXXXXX), defines `fail MESSAGE` (prints the
# message and hero's log, $work/hero.log, then exits 1), kills hero ($hero_pid) and Xvfb ($xvfb_pid) on
# exit, and starts Xvfb (xvfb.sh), setting DISPLAY. The caller keeps or removes $work when it passes.
. "$(dirname "${BASH_SOURCE[0]}")/xvfb.sh"

e2e_begin() {
  local screen=$2
  e2e_name=$1
  work=$(mktemp -d "/tmp/swifthero-$e2e_name.XXXXXX")
  trap e2e_cleanup EXIT
  start_xvfb "$screen" "$work/xvfb.log" || fail "Xvfb did not start ($(cat "$work/xvfb.log"))"
}

fail() { echo "$e2e_name: FAIL: $*" >&2; [ -f "$work/hero.log" ] && sed 's/^/  hero: /' "$work/hero.log" >&2; exit 1; }

e2e_cleanup() {
  [ -n "${hero_pid:-}" ] && kill "$hero_pid" 2>/dev/null || true
  [ -n "${xvfb_pid:-}" ] && kill "$xvfb_pid" 2>/dev/null || true
}
