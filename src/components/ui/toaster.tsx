import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { TOAST_CLEARANCE_VAR } from "./use-toast-clearance.ts";

const TOASTER = "[data-sonner-toaster]";
// A toast itself is a Tab stop too (sonner gives each one tabIndex 0).
const CONTROLS = "[data-sonner-toast], button, a[href]";

/**
 * Keeps a toast's buttons out of the page's Tab order unless the user went to the toasts on
 * purpose (Alt+T, or clicking into one). Sonner leaves them tabbable and, when focus leaves its
 * list, sends it back to where it came from: Tab from the page's last control then cycled
 * between the toast and that control for as long as the toast showed. Sonner has no option for
 * this (2.0: only the hotkey and the labels), so the tab stops are set here.
 */
function syncToastTabStops() {
  for (const list of document.querySelectorAll<HTMLElement>(TOASTER)) {
    const inside = list.contains(document.activeElement);
    for (const control of list.querySelectorAll<HTMLElement>(CONTROLS)) {
      control.setAttribute("tabindex", inside ? "0" : "-1");
    }
  }
}

export function Toaster({ theme }: { theme: "light" | "dark" }) {
  useEffect(() => {
    const observer = new MutationObserver(syncToastTabStops);
    observer.observe(document.body, { childList: true, subtree: true });
    // focusin runs before the browser looks for the next Tab stop only for the element focused;
    // the list itself (the hotkey's target) gets focus first, which makes its controls tabbable.
    document.addEventListener("focusin", syncToastTabStops);
    return () => {
      observer.disconnect();
      document.removeEventListener("focusin", syncToastTabStops);
    };
  }, []);
  return (
    // `contents`: the wrapper only carries the clearance variable down to the toaster.
    <div data-toast-clearance="" className="contents">
      <Sonner
        theme={theme}
        richColors
        closeButton
        position="bottom-right"
        // Sonner's own offsets (24 px, 16 px on a phone) unless a bar at the bottom asks for more.
        offset={{ bottom: `var(${TOAST_CLEARANCE_VAR}, 24px)` }}
        mobileOffset={{ bottom: `var(${TOAST_CLEARANCE_VAR}, 16px)` }}
        customAriaLabel={nl.common.toastRegion}
        toastOptions={{ closeButtonAriaLabel: nl.common.closeToast }}
      />
    </div>
  );
}
