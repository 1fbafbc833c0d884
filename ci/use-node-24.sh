#!/usr/bin/env bash
# Sourced by .ci/run: puts Node 24 LTS first on PATH. Node 20 reached end of life on 2026-04-30, and
# the project's engines refuse it. When the machine's Node is older than 24, the binary comes from
# the npm registry's node-linux-<arch> package (what the `node` package's own install script
# fetches), installed once into a cache folder outside the clone.
NODE_MAJOR=24
current_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$current_major" -lt "$NODE_MAJOR" ]; then
  case "$(uname -m)" in
    x86_64) node_arch=x64 ;;
    aarch64 | arm64) node_arch=arm64 ;;
    *) echo "no Node $NODE_MAJOR package for $(uname -m)" >&2; exit 1 ;;
  esac
  node_home="${NODE_24_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/portal-node-$NODE_MAJOR}"
  node_bin="$node_home/node_modules/node-linux-$node_arch/bin"
  if [ ! -x "$node_bin/node" ]; then
    npm install --prefix "$node_home" --no-audit --no-fund --no-save "node-linux-$node_arch@$NODE_MAJOR" >&2
  fi
  export PATH="$node_bin:$PATH"
fi
echo "Node $(node -v), npm $(npm -v)"
