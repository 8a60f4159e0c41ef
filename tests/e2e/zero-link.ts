import type { Page, WebSocketRoute } from "@playwright/test";

/**
 * The browser's link to zero-cache through a route the test controls. `kill`: nothing passes
 * either way any more, as a link that dropped without a close, which Zero notices only when
 * its ping goes unanswered. `revive`: the dead sockets are closed, and Zero connects again
 * at once (through the route, passing everything) and sends what it kept.
 */
export async function controlledLink(page: Page) {
  let dead = false;
  let sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/zero\//, (ws) => {
    sockets.push(ws);
    const server = ws.connectToServer();
    ws.onMessage((m) => {
      if (!dead) server.send(m);
    });
    server.onMessage((m) => {
      if (!dead) ws.send(m);
    });
  });
  return {
    kill: () => {
      dead = true;
    },
    revive: async () => {
      const gone = sockets;
      sockets = [];
      dead = false;
      for (const ws of gone) await ws.close({ code: 4000, reason: "link down" }).catch(() => {});
    },
  };
}
