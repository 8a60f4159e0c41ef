import type { Browser } from "@playwright/test";

/** A phone or tablet in Dutch, Amsterdam time: touch, mobile viewport, default a phone upright (390×664 seen). */
export function touchContext(browser: Browser, baseURL: string, viewport = { width: 390, height: 664 }) {
  return browser.newContext({
    viewport,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    baseURL,
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
  });
}
