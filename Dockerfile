# The server and the web app it serves, built for production: compose.yaml runs this image as the
# migration step (node apps/api/dist/cli.js migrate) and as every API instance (docs/several-instances.md).
FROM node:20-bookworm-slim

WORKDIR /app

# The manifests first, so a change to the sources reuses the installed packages.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/sandboxes/package.json packages/sandboxes/
RUN npm ci --no-audit --no-fund

COPY . .
# The web app, its first-screen render and the server (apps/api/dist); no demo sandboxes.
RUN npm run build

# React's production build for the first screens the server draws (docs/deployment.md).
ENV NODE_ENV=production
# DATA_DIR, should anything be written there; the database and the uploads are elsewhere.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
CMD ["node", "apps/api/dist/server.js"]
