#!/usr/bin/env bash
# The end-to-end specs drive Debian's Chromium (browser downloads are not reachable here).
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
