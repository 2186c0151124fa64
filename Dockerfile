# Halte: one server process (API, web app, Socket.IO) on port 3000.
#   docker build -t halte .
#   docker run -p 3000:3000 -v halte-data:/data -e ADMIN_PASSWORD=… halte
# With DATABASE_URL set it uses PostgreSQL instead of the embedded database in /data.
# scripts/build-image.mjs runs these same steps without Docker (the tests use it), so every RUN
# works relative to WORKDIR and uses only what the base image brings (node, npm, sh).

# The workspace's package files: what both installs below start from.
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/

# Production dependencies of the server alone: no web, build or test packages.
FROM manifests AS deps
RUN npm ci --omit=dev --workspace=@halte/server --no-audit --no-fund

# The build: web app into packages/web/dist, server into packages/server/dist/main.js.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY scripts/build-server.mjs scripts/
COPY packages/contract packages/contract
COPY packages/server/src packages/server/src
COPY packages/web/index.html packages/web/vite.config.ts packages/web/tsconfig.json packages/web/
COPY packages/web/src packages/web/src
# The service worker's build step, and the files served as they are (icons, the guide's screenshots).
COPY packages/web/build packages/web/build
COPY packages/web/public packages/web/public
RUN npm run build && mkdir -p data

# What runs: node, the server's production dependencies, the compiled server and the built web app.
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
COPY --from=deps /app/package.json ./
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/packages/contract/package.json packages/contract/
COPY --from=deps /app/packages/server/package.json packages/server/
COPY --from=build /app/packages/server/dist packages/server/dist
COPY --from=build /app/packages/web/dist packages/web/dist
# The embedded database's folder, owned by the unprivileged user the server runs as.
COPY --from=build --chown=node:node /app/data /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--enable-source-maps", "packages/server/dist/main.js"]
