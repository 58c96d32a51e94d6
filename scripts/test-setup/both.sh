#!/usr/bin/env bash
# Runs two lanes of npm scripts side by side and fails if any script fails. Each lane is a
# space-separated list run in order. tsc and ESLint are each single-threaded, so on CI's two
# cores the lanes take the time of the longer one: ESLint alone is about as long as tsc,
# Prettier and the OpenAPI checks together.
set -u
lane() {
  local failed=0
  for script in $1; do npm run -s "$script" || failed=1; done
  return "$failed"
}
lane "$1" &
first=$!
lane "$2"
second=$?
wait "$first"
first=$?
[ "$first" -eq 0 ] && [ "$second" -eq 0 ]
