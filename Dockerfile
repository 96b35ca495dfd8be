# One game server process (client bundle included). Build: docker build -t dice-hospital .
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm install, not npm ci: see .ci/run (npm/cli#4828 leaves optional packages out of the lock)
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=2567 DATA_DIR=/data
COPY --from=build /app /app
# The embedded database's files (when DATABASE_URL is unset) outlive the container.
RUN mkdir -p /data && chown node /data
VOLUME /data
EXPOSE 2567
USER node
CMD ["npm", "run", "serve"]
