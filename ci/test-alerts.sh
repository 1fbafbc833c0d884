#!/usr/bin/env bash
# `npm run test:alerts`: checks ops/prometheus/alerts.yml and runs its unit tests with promtool
# (Debian's prometheus package: bash ci/install-prometheus.sh). Without promtool the run says
# it was skipped, unless REQUIRE_PROMETHEUS=1 (CI), where that is a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v promtool >/dev/null 2>&1; then
  if [ "${REQUIRE_PROMETHEUS:-}" = "1" ]; then
    echo "promtool is required (REQUIRE_PROMETHEUS=1) but not installed: bash ci/install-prometheus.sh (as root)." >&2
    exit 1
  fi
  echo "SKIPPED: the alert rules' tests. promtool is not installed (bash ci/install-prometheus.sh, as root)."
  exit 0
fi
promtool check rules ops/prometheus/alerts.yml
promtool test rules ops/prometheus/alerts.test.yml
