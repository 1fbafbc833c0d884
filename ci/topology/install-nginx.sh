#!/usr/bin/env bash
# The local topology (ci/topology/) puts Debian's nginx in front of two API instances.
# Like ci/install-chromium.sh: installs it only when missing. The package's own service is
# not started (there is no init here); the topology runs nginx itself, in a temp dir.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq nginx >/dev/null
