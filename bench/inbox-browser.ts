// The browser side of `npm run bench inbox`: real Chromium through the Playwright library,
// timings taken inside the page (performance.now() at the input, then a MutationObserver for
// the expected DOM and one animation frame, so a figure ends at the paint that shows it).
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    // Full Chromium, which paints as a user's browser does (the tests use the headless shell).
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--enable-precise-memory-info"],
  });
}

/** Installed before any page script: `__shown(selector, text?)` resolves at the paint after it appears. */
const observe = () => {
  const w = window as unknown as Record<string, unknown>;
  w.__shown = (selector: string, text?: string, timeoutMs = 60_000) =>
    new Promise<number>((resolve, reject) => {
      const seen = () =>
        [...document.querySelectorAll(selector)].some((el) => text === undefined || el.textContent?.includes(text));
      const done = () => requestAnimationFrame(() => resolve(performance.now()));
      if (seen()) return done();
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`not shown: ${selector} ${text ?? ""}`));
      }, timeoutMs);
      const observer = new MutationObserver(() => {
        if (!seen()) return;
        observer.disconnect();
        clearTimeout(timer);
        done();
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
};

/** A fresh browser profile (no IndexedDB: Zero starts empty) signed in with `cookie`. */
export async function signedInContext(browser: Browser, url: string, cookie: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "nl-NL" });
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
    }),
  );
  await context.addInitScript(observe);
  return context;
}

type Shown = (selector: string, text?: string) => Promise<number>;

/** Navigation start to the paint of the first conversation row, in ms. */
export async function coldLoad(page: Page, url: string): Promise<number> {
  await page.goto(`${url}/dashboard/inbox`);
  return page.evaluate(() => (window as unknown as { __shown: Shown }).__shown('[data-testid="conversation-item"]'));
}

/** Click on the row showing `name` to the paint of the thread's messages. */
export async function openConversation(page: Page, name: string): Promise<number> {
  return page.evaluate(async (name) => {
    const shown = (window as unknown as { __shown: Shown }).__shown;
    const row = [...document.querySelectorAll<HTMLElement>('[data-testid="conversation-item"]')].find((el) =>
      el.textContent?.includes(name),
    );
    if (!row) throw new Error(`no row ${name}`);
    const t0 = performance.now();
    row.click();
    return (await shown(`section[aria-label="${name}"] [data-testid="message"]`)) - t0;
  }, name);
}

/** The whole search typed at once (as the last keystroke) to the paint of the row showing `expect`. */
export async function typeSearch(page: Page, query: string, expect: string): Promise<number> {
  return page.evaluate(
    async ({ query, expect }) => {
      const shown = (window as unknown as { __shown: Shown }).__shown;
      const input = document.querySelector<HTMLInputElement>('input[type="search"]');
      if (!input) throw new Error("no search field");
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
      const t0 = performance.now();
      setValue?.call(input, query);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      return (await shown('[data-testid="conversation-item"]', expect)) - t0;
    },
    { query, expect },
  );
}

/** Clears the search and waits for the list to be back. */
export async function clearSearch(page: Page, firstName: string) {
  await typeSearch(page, "", firstName);
}

/** The scroller jumped to row `index` (0-based) to the paint of that row's conversation. */
export async function scrollTo(page: Page, index: number, rowHeight: number, name: string): Promise<number> {
  return page.evaluate(
    async ({ index, rowHeight, name }) => {
      const shown = (window as unknown as { __shown: Shown }).__shown;
      const scroller = document.querySelector<HTMLElement>('[data-testid="conversation-scroller"]');
      if (!scroller) throw new Error("no scroller");
      const t0 = performance.now();
      scroller.scrollTop = index * rowHeight;
      return (await shown('[data-testid="conversation-item"]', name)) - t0;
    },
    { index, rowHeight, name },
  );
}

/** The page's JS heap in use (CDP Performance.getMetrics JSHeapUsedSize), in MB. */
export async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  await cdp.send("HeapProfiler.collectGarbage").catch(() => {});
  const { metrics } = await cdp.send("Performance.getMetrics");
  await cdp.detach();
  return (metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? 0) / 1024 / 1024;
}
