import { useCallback } from "react";

/** The CSS variable on a dialog box holding its sticky footer's height (see DIALOG_BOX). */
export const FOOTER_SPACE_VAR = "--dialog-footer";

/**
 * A ref for a dialog's sticky footer: its height, kept up to date, goes to the dialog box
 * as its scroll-padding at the bottom. Focus and scrollIntoView then stop above the buttons
 * instead of leaving a field or its message underneath them (their height differs: two
 * buttons stacked on a phone, side by side on a wider screen, taller targets on touch).
 */
export function useFooterSpace() {
  return useCallback((footer: HTMLElement | null) => {
    const box = footer?.parentElement?.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
    if (!footer || !box) return;
    const measure = () => box.style.setProperty(FOOTER_SPACE_VAR, `${footer.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(footer);
    return () => {
      observer.disconnect();
      box.style.removeProperty(FOOTER_SPACE_VAR);
    };
  }, []);
}
