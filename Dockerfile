# syntax=docker/dockerfile:1
# Multi-stage build on the current Node LTS. The steps match what CI runs (.ci/run).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# Public address of the site, used in canonical links, the sitemap and social cards.
ARG SITE_URL=http://localhost:3000
ENV SITE_URL=${SITE_URL}
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
# The embedded PostgreSQL is for development only: production uses the db service.
RUN npm ci --omit=dev --omit=optional && npm cache clean --force
COPY --from=build --chown=node:node /app/dist ./dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "dist/main.js"]
