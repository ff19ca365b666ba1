#!/usr/bin/env bash
# Installs the Debian packages SwiftHero needs to build, run and test, when any is missing.
# Idempotent and quick when everything is there: it asks dpkg first and runs apt only when needed.
set -euo pipefail

packages=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libfreetype-dev pkg-config
          fonts-inter fonts-material-design-icons-iconfont fonts-materialdesignicons-webfont fonts-dejavu-core
          fonts-noto-color-emoji fonts-droid-fallback
          xvfb xauth xdotool x11-apps imagemagick python3 cmake ninja-build
          ffmpeg desktop-file-utils x11-xserver-utils x11-utils zlib1g-dev)
# `--bench` (make bench): also the peers the rasterizer is measured against (Benchmarks/ links them;
# the app never does).
if [ "${1:-}" = "--bench" ]; then
  packages+=(libcairo2-dev libopencv-imgproc-dev)
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "bootstrap: installing ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
else
  echo "bootstrap: missing packages (${missing[*]}) and neither root nor sudo to install them" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}"

if ! command -v swift >/dev/null 2>&1; then
  echo "bootstrap: 'swift' is not on the PATH; install Swift 6 (swift.org) and run again" >&2
  exit 1
fi
