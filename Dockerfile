# syntax=docker/dockerfile:1
# The compiled service on Node.js 24 LTS, run as an unprivileged user (README, "docker compose"; why 24:
# README, Production). CI runs the whole test suite on Node 24, this Dockerfile's replay included.
#   docker build -t reading-service .
#   docker run -p 3000:3000 -v reading-data:/app/data -e APP_SECRET=... reading-service
# The same image runs the job worker: `node --max-semi-space-size=32 dist/worker.js` as the command.
ARG NODE_VERSION=24

# Build: every dependency (TypeScript compiles, native modules need the compilers of the full image),
# then the devDependencies dropped. The pruned node_modules keeps what the build put in it: the
# native modules built here and the city index prepared in node_modules/.cache. TypeScript goes too:
# i18next names it as an optional peer (for its type definitions only), and npm keeps an optional
# peer that happens to be installed, so the prune alone would ship the compiler.
FROM node:${NODE_VERSION}-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY scripts ./scripts
COPY src ./src
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/typescript node_modules/.bin/tsc node_modules/.bin/tsserver \
 && test -n "$(ls node_modules/.cache/reading-service/city-index-*.bin)"

# Run: the same Debian release as the build, so the native modules match its C library.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/scripts/backup.mjs /app/scripts/healthcheck.mjs ./scripts/
# The SQLite database (DATABASE_URL's default, sqlite:./data/reading-service.db) lives on a volume
# the service's user owns; everything else stays root's and read-only to it.
RUN mkdir /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 CMD ["node", "scripts/healthcheck.mjs"]
# Plain node on the compiled entry point (not npm start, which would build with devDependencies),
# so that SIGTERM reaches the service itself: it finishes in-flight requests and the running job
# within 30 s. Docker waits 10 s by default before SIGKILL: run with --stop-timeout 35 (compose.yaml does).
CMD ["node", "--max-semi-space-size=32", "dist/main.js"]
