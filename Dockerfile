FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npx vite build && npm prune --omit=dev
ENV NODE_ENV=production
EXPOSE 3000
CMD ["node", "server/main.ts", "--role=app"]
