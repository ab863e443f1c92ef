# syntax=docker/dockerfile:1.7
# The site as one image: built from the workspace, run as Next's standalone server (see
# docs/deployment.md). Build:  docker build -t brp-site .
# With the site's build-time settings (Sanity project, EmailJS keys, public URL) in an env file,
# and its hash, so that a changed file builds the pages again (a secret is not part of the cache
# key):
#   docker build --secret id=web_env,src=site.env \
#     --build-arg WEB_ENV_SHA256="$(sha256sum site.env | cut -c1-64)" -t brp-site .
# Run:    docker run -p 3000:3000 --env-file site.env brp-site
# scripts/image-check.sh builds it for real (podman) and checks what it serves.

FROM node:24-slim AS base
ENV NEXT_TELEMETRY_DISABLED=1 \
    SANITY_TELEMETRY_DISABLED=1
# The pnpm the repository names in package.json's packageManager.
RUN npm install --global --no-audit --no-fund pnpm@10.34.9
WORKDIR /repo

FROM base AS build
# Dependencies first, from the lockfile and the patches it names alone, so a source change reuses
# this layer (apps/web/test/dockerfile.test.ts checks that nothing `pnpm fetch` reads is missing).
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
COPY patches ./patches
RUN pnpm fetch
COPY . .
RUN pnpm install --offline --frozen-lockfile
# Pages are generated at build time, so they need the site's settings now. They come in as a
# secret (never a layer), read into the build's environment, not as an env file: Next copies
# the env files it loads into the standalone folder, and so into the image. Without it the image
# renders the embedded seed content. The hash only changes the cache key.
ARG WEB_ENV_SHA256=none
RUN --mount=type=secret,id=web_env,required=false \
    echo "settings: ${WEB_ENV_SHA256}" && \
    node --env-file-if-exists=/run/secrets/web_env "$(command -v pnpm)" --filter @brp/web build && \
    ! find apps/web/.next/standalone -name '.env*' | grep .

FROM node:24-slim AS runner
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0
WORKDIR /app
# The standalone folder holds the server, its traced node_modules, the seed, public/, the
# static files and the new waitlist database a first start loads (the build completes it). The unprivileged `node` user owns it: the server writes
# regenerated pages into .next, and the outbox (when enabled) its file.
COPY --from=build --chown=node:node /repo/apps/web/.next/standalone ./
USER node
# The embedded waitlist database (when DATABASE_URL is unset): mount a volume here to keep it.
RUN mkdir -p /app/apps/web/.data/waitlist
VOLUME /app/apps/web/.data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
    CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/web/server.js"]
