import { useRouterState } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { pageTitleFor, setTitleParts } from "./page-title.ts";

// How long a new page may take to show its heading (a page first shows a spinner while Zero loads).
const HEADING_WAIT_MS = 2000;
const BUSY_ELSEWHERE =
  '[role="dialog"], [role="alertdialog"], [role="menu"], input, textarea, select, [contenteditable="true"]';

/**
 * On every change of page: the tab's title names the page, and focus moves to the new page's
 * heading, so a screen reader says where the user now is and the next Tab starts in the page,
 * not in the menu they left (a client-side route change otherwise says nothing at all). The
 * first page of a visit keeps the browser's own start; a change of tab inside a page (search
 * parameters) is not a change of page.
 */
export function usePageChange() {
  // The location once its route has loaded and rendered (a route's code may still be loading).
  const pathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname });
  const first = useRef(true);
  useEffect(() => {
    setTitleParts({ page: pageTitleFor(pathname) });
    if (first.current) {
      first.current = false;
      return;
    }
    const start = performance.now();
    let frame = requestAnimationFrame(function look() {
      // The user has moved on while the page loaded (opened the notifications, typed in a
      // field): taking focus away would close what they opened.
      if (document.activeElement?.closest(BUSY_ELSEWHERE)) return;
      const main = document.getElementById("main-content");
      const heading = main?.querySelector<HTMLElement>("h1");
      if (!heading && performance.now() - start < HEADING_WAIT_MS) {
        frame = requestAnimationFrame(look);
        return;
      }
      const target = heading ?? main;
      if (!target) return;
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.classList.add("focus:outline-none");
      target.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
