#!/usr/bin/env bash
# Builds the site's image for real from the Dockerfile, with podman (no Docker daemon needed),
# with a build secret, then runs it and checks what an operator would: the home page, a post and
# a 404 answer; the health check passes; the server runs as `node`; no env file and no secret
# value is in the image. Prints what it saw; exits non-zero at the first thing that is wrong.
#
#   scripts/image-check.sh            (as root on Debian; installs podman, runc, debootstrap)
#
# Where `node:24-slim` cannot be pulled (no registry but npm's and Debian's), it makes a stand-in
# of that name first: Debian bookworm (debootstrap minbase), Node 24 and npm from the npm
# registry, a `node` user of uid 1000, and this machine's CA certificates for npm.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
readonly IMAGE=localhost/brp-site:check
readonly BASE=docker.io/library/node:24-slim
readonly NODE_VERSION=24.21.0
readonly NPM_VERSION=11.6.2
readonly PORT=${IMAGE_CHECK_PORT:-3990}
readonly CONTAINER=brp-site-check
work=$(mktemp -d)
trap 'podman rm -f "$CONTAINER" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT

say() { printf '\n== %s\n' "$*"; }
# Without systemd podman cannot schedule the image's periodic health checks, and says so on every
# container it starts; `podman healthcheck run` below runs the check itself.
podman_quiet() { podman "$@" 2> >(grep -v 'systemd connection' >&2); }
fail() {
  printf 'image-check: %s\n' "$*" >&2
  exit 1
}

install_tools() {
  local missing=()
  for tool in podman runc debootstrap; do command -v "$tool" >/dev/null || missing+=("$tool"); done
  [ ${#missing[@]} -eq 0 ] && return
  say "installing ${missing[*]}"
  apt-get install -y "${missing[@]}" >/dev/null
}

# Debian's podman defaults to ulimits above what this machine allows a container.
containers_conf() {
  export CONTAINERS_CONF="$work/containers.conf"
  cat >"$CONTAINERS_CONF" <<'CONF'
[containers]
default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]
[engine]
runtime = "runc"
events_logger = "file"
cgroup_manager = "cgroupfs"
CONF
}

make_base_stand_in() {
  if podman image exists "$BASE" || podman pull -q "$BASE" >/dev/null 2>&1; then return; fi
  say "no $BASE to pull: making a stand-in (debootstrap bookworm, Node $NODE_VERSION)"
  local rootfs="$work/rootfs"
  debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >/dev/null
  (cd "$work" && npm pack --silent "node@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
  mkdir -p "$work/node" "$rootfs/usr/local/lib/node_modules/npm"
  tar -xzf "$work"/node-"$NODE_VERSION".tgz -C "$work/node"
  # The registry's `node` package fetches its binary at install: take it from an install here.
  (cd "$work/node/package" && npm install --silent --no-audit --no-fund >/dev/null)
  install -m 0755 "$work/node/package/bin/node" "$rootfs/usr/local/bin/node"
  tar -xzf "$work"/npm-"$NPM_VERSION".tgz -C "$rootfs/usr/local/lib/node_modules/npm" \
    --strip-components=1
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  mkdir -p "$rootfs/etc/ssl/certs"
  cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/machine-ca.crt"
  chroot "$rootfs" useradd --uid 1000 --user-group --create-home --shell /bin/bash node
  tar -C "$rootfs" -c . | podman import \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/machine-ca.crt' \
    --change 'CMD ["node"]' - "$BASE" >/dev/null
}

build_image() {
  # Build settings as an operator passes them: a secret file, and its hash as the cache key.
  local settings="$work/site.env"
  printf 'NEXT_PUBLIC_SITE_URL=https://rewards.example\nSANITY_REVALIDATE_SECRET=%s\n' \
    "image-check-secret-$(date +%s%N)" >"$settings"
  secret_value=$(sed -n 's/^SANITY_REVALIDATE_SECRET=//p' "$settings")
  say "podman build (secret web_env)"
  local started=$SECONDS
  # Docker's image format: OCI has no HEALTHCHECK.
  podman build --format docker --network host --secret "id=web_env,src=$settings" \
    --build-arg "WEB_ENV_SHA256=$(sha256sum "$settings" | cut -c1-64)" \
    -t "$IMAGE" "$root" >"$work/build.log" 2>&1 || {
    tail -40 "$work/build.log"
    fail "the image did not build"
  }
  echo "built $IMAGE in $((SECONDS - started)) s"
}

check_contents() {
  say "what the image keeps"
  local env_files
  env_files=$(podman_quiet run --rm --entrypoint sh "$IMAGE" -c "find /app -name '.env*'")
  [ -z "$env_files" ] || fail "env files in the image: $env_files"
  echo "no .env file under /app"
  if podman_quiet run --rm --entrypoint sh "$IMAGE" -c "grep -rqF '$secret_value' /app"; then
    fail "the build secret's value is in the image"
  fi
  echo "the build secret's value is nowhere under /app"
}

status_of() { curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT$1"; }

check_serving() {
  say "podman run"
  # No mail server here: the operator's explicit word that signups count unconfirmed, without
  # which a production server refuses to start (docs/deployment.md, "The waitlist's mail").
  podman_quiet run -d --name "$CONTAINER" -p "127.0.0.1:$PORT:3000" \
    -e WAITLIST_TRUST_UNCONFIRMED_ADDRESSES=1 "$IMAGE" >/dev/null
  for _ in $(seq 60); do [ "$(status_of /)" = 200 ] && break || sleep 1; done
  for check in '/ 200' '/blog/loyalty-app-security 200' '/no-such-page 404'; do
    read -r path expected <<<"$check"
    local got
    got=$(status_of "$path")
    echo "GET $path -> $got"
    [ "$got" = "$expected" ] || fail "GET $path answered $got, not $expected"
  done
  curl -s "http://127.0.0.1:$PORT/no-such-page" | grep -q '<html lang="en"' ||
    fail "the 404 is not the site's page"
  podman healthcheck run "$CONTAINER" >/dev/null || fail "the health check failed"
  echo "health check: healthy"
  local user
  user=$(podman exec "$CONTAINER" id -un)
  echo "the server runs as: $user"
  [ "$user" = node ] || fail "the server runs as $user"
}

install_tools
containers_conf
make_base_stand_in
build_image
check_contents
check_serving
say "image-check: passed"
