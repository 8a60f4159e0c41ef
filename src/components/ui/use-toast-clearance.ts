import { useCallback } from "react";

/** The CSS variable the toaster's bottom offset reads (toaster.tsx). */
export const TOAST_CLEARANCE_VAR = "--toast-clearance";
/**
 * The element around the toaster that holds it (toaster.tsx): a variable set on the page's
 * root instead restyles every element of the page (variables are inherited), twice on every
 * conversation opened (the old reply field's removal, the new one's measure).
 */
const SCOPE = "[data-toast-clearance]";
const GAP = 16;

/**
 * A ref for a bar fixed to the bottom of the screen that holds a primary action (the inbox's
 * reply field and 'Verstuur'): while it shows, toasts rise above it. At the corner's default
 * offset a toast sat over 'Verstuur' for its four seconds, exactly when it said something about
 * the reply (a colleague handed the conversation back, a reply was refused), so the click
 * that answered it landed on the toast.
 */
export function useToastClearance() {
  return useCallback((bar: HTMLElement | null) => {
    const scope = document.querySelector<HTMLElement>(SCOPE);
    if (!bar || !scope) return;
    const measure = () => {
      const above = Math.max(0, window.innerHeight - bar.getBoundingClientRect().top);
      scope.style.setProperty(TOAST_CLEARANCE_VAR, `${Math.round(above + GAP)}px`);
    };
    // Measured when the observer first reports (after the browser's own layout), not here:
    // reading the bar's place while the thread is being put on screen forced an extra layout
    // of the page, 12-16 ms of each conversation opened (bench/inbox.ts).
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
      scope.style.removeProperty(TOAST_CLEARANCE_VAR);
    };
  }, []);
}
