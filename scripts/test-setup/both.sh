#!/usr/bin/env bash
# Runs two npm scripts side by side and fails if either fails. tsc and ESLint are each
# single-threaded, so on CI's two cores they take the time of the longer one, not the sum.
set -u
npm run -s "$1" &
first=$!
npm run -s "$2"
second=$?
wait "$first"
first=$?
[ "$first" -eq 0 ] && [ "$second" -eq 0 ]
