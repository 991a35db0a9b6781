#!/usr/bin/env bash
# The GitHub Action's step (action.yml): installs the release tarball into $RUNNER_TEMP (unless
# an alertpack is already on PATH), puts it on the job's PATH ($GITHUB_PATH), and runs
# alertpack check in $GITHUB_WORKSPACE with annotations (format github) or a SARIF file (format
# sarif, named in $GITHUB_OUTPUT as sarif-file). The check's exit code is the step's.
set -euo pipefail
: "${RUNNER_TEMP:?run by GitHub Actions (RUNNER_TEMP)}" "${GITHUB_WORKSPACE:?GITHUB_WORKSPACE}" "${GITHUB_PATH:?GITHUB_PATH}" "${GITHUB_OUTPUT:?GITHUB_OUTPUT}"
version=${ALERTPACK_VERSION:-0.1.0}
format=${ALERTPACK_FORMAT:-github}
case "$format" in github | sarif) ;; *) echo "::error title=alertpack::format must be github or sarif, not $format"; exit 2 ;; esac

if ! command -v alertpack >/dev/null; then
  name=alertpack-$version-linux-x86_64
  url=${ALERTPACK_RELEASE_URL:-https://github.com/${ALERTPACK_ACTION_REPOSITORY:-alertpack/alertpack}/releases/download/v$version/$name.tar.gz}
  mkdir -p "$RUNNER_TEMP/alertpack"
  curl --fail --silent --show-error --location "$url" -o "$RUNNER_TEMP/alertpack/$name.tar.gz" \
    || { echo "::error title=alertpack::cannot download $url"; exit 2; }
  tar -xzf "$RUNNER_TEMP/alertpack/$name.tar.gz" -C "$RUNNER_TEMP/alertpack"
  bin=$RUNNER_TEMP/alertpack/$name/bin
  [ -x "$bin/alertpack" ] || { echo "::error title=alertpack::$url holds no $name/bin/alertpack"; exit 2; }
  echo "$bin" >> "$GITHUB_PATH"
  export PATH="$bin:$PATH"
fi
echo "alertpack $(alertpack --version)"

cd "$GITHUB_WORKSPACE"
read -r -a paths <<< "${ALERTPACK_PATHS:-.}"
read -r -a extra <<< "${ALERTPACK_ARGS:-}"
status=0
if [ "$format" = sarif ]; then
  sarif=${ALERTPACK_SARIF_FILE:-alertpack.sarif}
  alertpack check "${paths[@]}" "${extra[@]}" --format sarif --output "$sarif" --quiet || status=$?
  echo "sarif-file=$sarif" >> "$GITHUB_OUTPUT"
else
  alertpack check "${paths[@]}" "${extra[@]}" --format github || status=$?
fi
exit "$status"
