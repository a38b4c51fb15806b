#!/usr/bin/env bash
# npm run setup (and, before npm test, npm run pretest): the Debian packages
# the tests start, in one list. Installs what is missing with apt-get (as
# root, or with sudo). Before npm test (--test) it installs only as root on
# Debian; elsewhere it stops at once and names what is missing. --all adds the
# container test's packages (npm run test:container); .ci/run passes it.
set -euo pipefail
mode=setup
all=""
for arg in "$@"; do
  case "$arg" in
    --test) mode=test ;;
    --all) all=1 ;;
  esac
done
[ "$mode" = "test" ] || all=1

# Debian packages the tests start, in one apt-get call: Chromium's headless
# shell for the browser tests (decision 033), Firefox ESR for the second engine
# (tests/e2e/firefox.spec.ts), WebKitGTK's driver and MiniBrowser on a virtual
# X display for the third, with the German hyphenation it uses
# (tests/e2e/webkit.spec.ts), nginx in front of the server for the proxy test
# (and its logrotate rule with logrotate, tests/deploy/one-server-nginx.test.ts),
# PostgreSQL for the store tests on both engines (they start a throwaway
# cluster themselves), Java for the HTML validator, git (the .gitignore test
# and the one-server guide's update, tests/build/ignored-files.test.ts,
# tests/deploy/one-server-update.test.ts) and curl (the guide's start check,
# tests/deploy/one-server-units.test.ts): a minimal Debian has neither.
# And in a second call, without recommended packages: Postfix as the relay and
# Dovecot as the bounce mailbox, dnsmasq as the DNS server of the mail tests
# (tests/support/relay.ts, dns.ts). The tests start instances of their own
# from temporary folders on free ports; the system's own stay off: Postfix
# unconfigured (the preseed below), and no service starts while they install.
# And in a third call, also without recommended packages: Podman, runc and
# the network plugins, podman-compose, and mmdebstrap, which makes the base
# images (this machine reaches no container registry), for
# npm run test:container (tests/container/run.ts; ../shared/TOOLCHAIN.md,
# "Containers with Podman").
missing=()
mail_missing=()
container_missing=()
if [ -z "${CHROME_PATH:-}" ] && ! command -v chromium-headless-shell >/dev/null 2>&1; then
  missing+=(chromium-headless-shell)
fi
if [ -z "${FIREFOX_PATH:-}" ] && ! command -v firefox-esr >/dev/null 2>&1; then
  missing+=(firefox-esr)
fi
command -v WebKitWebDriver >/dev/null 2>&1 || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
[ -e /usr/share/hyphen/hyph_de_DE.dic ] || missing+=(hyphen-de)
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing+=(nginx)
compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || missing+=(postgresql)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
command -v goaccess >/dev/null 2>&1 || missing+=(goaccess)
[ -x /usr/sbin/logrotate ] || missing+=(logrotate)
command -v git >/dev/null 2>&1 || missing+=(git)
command -v curl >/dev/null 2>&1 || missing+=(curl)
[ -x /usr/sbin/postfix ] || mail_missing+=(postfix)
[ -x /usr/lib/dovecot/imap ] || mail_missing+=(dovecot-imapd)
[ -x /usr/sbin/dnsmasq ] || mail_missing+=(dnsmasq-base)
command -v podman >/dev/null 2>&1 || container_missing+=(podman runc
  fuse-overlayfs slirp4netns uidmap containernetworking-plugins iptables catatonit
  golang-github-containernetworking-plugin-dnsname)
command -v podman-compose >/dev/null 2>&1 || container_missing+=(podman-compose)
command -v mmdebstrap >/dev/null 2>&1 || container_missing+=(mmdebstrap)
# npm test needs all but the container test's packages (npm run test:container).
[ "$all" ] || container_missing=()
all_missing=("${missing[@]}" "${mail_missing[@]}" "${container_missing[@]}")
[ "${#all_missing[@]}" -gt 0 ] || exit 0
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
# Before npm test: installs only as root on Debian; elsewhere it says what is
# missing and how to get it, in one sentence, and stops.
if [ "$mode" = "test" ] && { [ -n "$SUDO" ] || ! command -v apt-get >/dev/null 2>&1; }; then
  echo "npm test needs ${all_missing[*]}, which this machine lacks: run npm run setup (Debian, with sudo), or install them with your system's packages." >&2
  exit 1
fi
echo "Installing Debian's ${all_missing[*]} …"
$SUDO apt-get update -qq
if [ "${#missing[@]}" -gt 0 ]; then
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if [ "${#mail_missing[@]}" -gt 0 ]; then
  echo "postfix postfix/main_mailer_type select No configuration" |
    $SUDO debconf-set-selections
  # A policy-rc.d that answers 101 keeps the packages' services (Dovecot's
  # on ports 143 and 993) from starting; one the machine has stays as it is.
  policy=/usr/sbin/policy-rc.d
  policy_added=""
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$policy" >/dev/null
    $SUDO chmod 755 "$policy"
    policy_added=1
  fi
  apt_status=0
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
    "${mail_missing[@]}" >/dev/null || apt_status=$?
  [ -z "$policy_added" ] || $SUDO rm -f "$policy"
  [ "$apt_status" -eq 0 ] || exit "$apt_status"
fi
if [ "${#container_missing[@]}" -gt 0 ]; then
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
    "${container_missing[@]}" >/dev/null
fi
