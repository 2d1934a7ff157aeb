#!/usr/bin/env bash
# Debian packages the test suite needs beside Python's: installed when run as root with apt-get, else named.
# Usage: scripts/system-deps.sh COMMAND:PACKAGE ...   (a package is installed when its command is missing)
set -euo pipefail
missing=()
for pair in "$@"; do
  command="${pair%%:*}"
  package="${pair#*:}"
  if ! command -v "$command" >/dev/null 2>&1 && [ ! -x "$command" ]; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing Debian packages the tests need: ${missing[*]}"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "error: the tests need these Debian packages: ${missing[*]} (run 'make test' as root on Debian, or install them)" >&2
  exit 1
fi
