# The production image: the server (run through tsx, as `npm start` does) and the built web app.
# Debian's Chromium renders PDFs. Build: docker build -t cloudoc .
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build -w @cloudoc/web

FROM node:20-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-dejavu-core ca-certificates \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app /app
ENV NODE_ENV=production CHROMIUM_PATH=/usr/bin/chromium PORT=3000
USER node
EXPOSE 3000
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
