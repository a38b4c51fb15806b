#!/bin/sh
# The official Node image's docker-entrypoint.sh, for the stand-in image the
# container test makes: a first argument that is an option or no command
# runs under node; every command is exec'd, so it is PID 1 itself.
set -e
if [ "${1#-}" != "${1}" ] || [ -z "$(command -v "${1}")" ] || { [ -f "${1}" ] && ! [ -x "${1}" ]; }; then
  set -- node "$@"
fi
exec "$@"
