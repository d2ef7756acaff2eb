#!/usr/bin/env bash
# Playwright drives Debian's Chromium (no browser download is possible); install it when missing.
set -euo pipefail

chromium=/usr/lib/chromium/chromium

if [ -x "$chromium" ]; then
  echo "Chromium: $("$chromium" --version 2>/dev/null || echo "$chromium")"
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $chromium; install it as root: apt-get update && apt-get install -y chromium" >&2
  exit 1
fi

echo "Chromium is missing at $chromium: running apt-get update && apt-get install -y chromium"
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y chromium
echo "Chromium: $("$chromium" --version)"
