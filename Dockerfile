# Tradiehub as an image (untested here: this machine has no Docker engine; the tested
# multi-instance path is `npm run cluster`). Build: docker build -t tradiehub .
# Run it with compose.yaml (app ×3, PostgreSQL, Redis, HAProxy).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY editor-engine/package.json editor-engine/
COPY editor-dom-adapter/package.json editor-dom-adapter/
COPY codebase-ids/package.json codebase-ids/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:engine && npm run build:adapter && npm run build \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
# The server's own workspace package (node_modules/@tradiehub/codebase-ids links to it).
COPY --from=build /app/codebase-ids/package.json codebase-ids/
COPY --from=build /app/codebase-ids/dist codebase-ids/dist
COPY --from=build /app/dist dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/scripts/haproxy-config.mjs scripts/
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=5s --timeout=2s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Refuses to start (status 1, every problem named) without a safe production configuration.
CMD ["node", "dist/src/main.js"]
