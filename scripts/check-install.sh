#!/usr/bin/env bash
# Checks an installed alertpack as a user meets it (make install-check):
#   scripts/check-install.sh PREFIX_ROOT      (e.g. .build-tools/install-root/usr)
# The binary runs from its installed place and checks a sample; the man page renders with man;
# the bash completion, sourced in a fresh bash, completes "alertpack ch" to "check"; the zsh and
# fish scripts are there and name every subcommand.
set -euo pipefail
root=${1:?usage: scripts/check-install.sh PREFIX_ROOT}
cd "$(dirname "$0")/.."
fail() { echo "check-install: $*" >&2; exit 1; }

bin="$root/bin/alertpack"
[ -x "$bin" ] || fail "$bin is not installed"
"$bin" --version | grep -q '[0-9]' || fail "alertpack --version printed no version"
"$bin" check Samples/sounds/chime.caf > /dev/null || fail "the installed binary does not check a sample"

page="$root/share/man/man1/alertpack.1"
[ -f "$page" ] || fail "$page is not installed"
rendered=$(MANWIDTH=80 man -l "$page" 2>/dev/null | col -b)
for word in check convert package verify init "Exit codes"; do
  grep -q -- "$word" <<<"$rendered" || fail "the man page does not mention $word"
done

completion="$root/share/bash-completion/completions/alertpack"
[ -f "$completion" ] || fail "$completion is not installed"
words=$(bash --norc --noprofile -c '
  source "$1"
  COMP_WORDS=(alertpack ch); COMP_CWORD=1; COMP_LINE="alertpack ch"; COMP_POINT=${#COMP_LINE}
  _alertpack alertpack ch alertpack 2>/dev/null || true
  printf "%s\n" "${COMPREPLY[@]}"' _ "$completion")
grep -qx check <<<"$words" || fail "bash completion does not complete 'alertpack ch' to check (got: $words)"

for file in "$root/share/zsh/site-functions/_alertpack" "$root/share/fish/vendor_completions.d/alertpack.fish"; do
  [ -f "$file" ] || fail "$file is not installed"
  for sub in check convert package verify report init; do grep -q "$sub" "$file" || fail "$file does not name $sub"; done
done
echo "check-install: binary, man page and completions installed and working under $root"
