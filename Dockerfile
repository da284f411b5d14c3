# One image for both server processes; docker-compose.yml picks the command.
# Node 24 LTS in containers (the code also runs on the machine's Node 20.19+).
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10
COPY . .
RUN pnpm install --frozen-lockfile && pnpm run build
# Dev dependencies go; optional ones stay (the ast-grep binary is an optional platform package).
RUN pnpm prune --prod || true

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production DATA_DIR=/data
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000 4100
CMD ["node", "control-plane/dist/main.js"]
