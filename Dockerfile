# syntax=docker/dockerfile:1
# ProgressVault: one image for the API and the web app.
#   docker build -t progressvault .
#   docker run -p 3000:3000 -v progressvault-data:/data progressvault
# or `docker compose up -d` for the app with PostgreSQL and Redis (compose.yaml).

ARG NODE_IMAGE=node:22-bookworm-slim

# ---- build: every dependency, then the server (tsc) and the web app (vite) ----
FROM ${NODE_IMAGE} AS build
# better-sqlite3 compiles from source when no prebuilt binary can be fetched.
# hadolint ignore=DL3008
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

# ---- runtime: production dependencies and the build output, as a non-root user ----
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
# scripts/server-runtime.mjs: large blocks (scrypt's 16 MB per hash) stay in mmap, freed when done.
ENV MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY package.json package-lock.json ./
# The compiler is only needed while better-sqlite3 builds: removed in the same layer.
# hadolint ignore=DL3008
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && npm ci --omit=dev \
 && npm cache clean --force \
 && apt-get purge -y --auto-remove python3 make g++ \
 && rm -rf /var/lib/apt/lists/* /root/.cache /tmp/* \
 && mkdir -p /data /backups \
 && chown node:node /data /backups
COPY --from=build /app/dist ./dist
# npm run backup / restore run the build through this launcher (no tsx in a production install).
COPY scripts/ops.mjs scripts/build-state.mjs ./scripts/
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready = migrated and the database answers (GET /api/health is 503 otherwise).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: in-flight requests finish, the database closes cleanly (src/server/main.ts).
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=8", "dist/node/server/main.js"]
