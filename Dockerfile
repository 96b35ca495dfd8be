# One game server process (client bundle included). Build: docker build -t dice-hospital .
# Stage 1 builds the client and the server bundle with every dependency; stage 2 installs only the
# runtime dependencies; the final image holds those, the two builds and nothing else, and runs node
# itself (no npm, no TypeScript at run time) under tini as PID 1, as the unprivileged `node` user.

FROM node:20-bookworm-slim AS build
# better-sqlite3 (the embedded store) is a native addon: its install fetches a prebuilt binary, or
# builds it with node-gyp when none can be fetched, which needs these (in the build stages only).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# npm install, not npm ci: see .ci/run (npm/cli#4828 leaves optional packages out of the lock)
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server

FROM node:20-bookworm-slim AS runtime-deps
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production PORT=2567 DATA_DIR=/data STATIC_DIR=/app/client/dist
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/client/dist ./client/dist
COPY package.json ./
# The embedded database's files (when DATABASE_URL is unset) outlive the container.
RUN mkdir -p /data && chown node /data
VOLUME /data
EXPOSE 2567
USER node
# 503 while draining or while the store is unreachable: the orchestrator sends players elsewhere.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 2567) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
