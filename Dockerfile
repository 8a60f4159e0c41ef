# The app image: `node server/main.ts --role=app|worker|migrate` (see docker-compose.yml).
# Node 24 runs our TypeScript directly (type stripping); only the client is built.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm ci` refuses a lockfile that lacks other platforms' optional binaries (biome,
# tailwind oxide), which npm writes when its registry did not have them; `npm install`
# then installs the same locked versions.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
RUN npx vite build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app ./
# DATA_DIR lives on a volume; a fresh named volume takes this directory's owner.
RUN mkdir -p /data && chown node:node /data
USER node
# A 16 MB young generation (V8 sizes it from the machine's RAM otherwise) and a 1 GB old
# generation: V8 lets the heap grow to several times its live size when a process may take
# gigabytes, so a worker processing a 50 MB document peaked over 250 MB RSS; bounded, it
# collects sooner at the same speed (`npm run bench documents`).
ENV DATA_DIR=/data PORT=3000 NODE_OPTIONS="--max-semi-space-size=16 --max-old-space-size=1024"
EXPOSE 3000
CMD ["node", "server/main.ts", "--role=app"]
