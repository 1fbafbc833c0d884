#!/usr/bin/env bash
# promtool tests the alert rules (ops/prometheus/) and the two-instance topology (ci/topology/)
# runs a Prometheus that scrapes both instances: Debian's prometheus package has both.
# Like ci/install-chromium.sh: installs it only when missing. The package's own service is not
# started (there is no init here); the topology runs Prometheus itself, in a temp dir.
set -euo pipefail
if command -v promtool >/dev/null 2>&1 && command -v prometheus >/dev/null 2>&1; then exit 0; fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# Without recommends: the node exporter and the rest are not used here.
apt-get install -y -qq --no-install-recommends prometheus >/dev/null
