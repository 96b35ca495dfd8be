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
ENV NODE_ENV=production PORT=2567
COPY --from=build /app /app
EXPOSE 2567
USER node
CMD ["npm", "run", "serve"]
