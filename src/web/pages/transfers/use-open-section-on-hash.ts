import { useEffect } from "react";
import { useLocation } from "react-router";

/** What counts as the form's first field. */
const FIELD_SELECTOR = [
  'input:not([type="hidden"]):not(:disabled)',
  "select:not(:disabled)",
  "textarea:not(:disabled)",
  "button:not(:disabled)",
  '[tabindex]:not([tabindex="-1"])',
].join(", ");

/** How long to wait for a form that is still loading its options before giving up on focusing it. */
const FOCUS_WAIT_MS = 5000;

/**
 * "Opens" the section with this id when the URL hash names it (/transfers#book): scrolls it into
 * view and focuses its first field, on load and on every navigation to the hash (also when the
 * visitor follows the same link again). Fields rendered later (a lazy form) are focused when they appear.
 */
export function useOpenSectionOnHash(id: string) {
  const { hash, key } = useLocation();

  useEffect(() => {
    if (decodeURIComponent(hash.replace(/^#/, "")) !== id) return;
    const section = document.getElementById(id);
    if (!section) return;

    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    section.scrollIntoView?.({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });

    const focusFirstField = () => {
      const field = section.querySelector<HTMLElement>(FIELD_SELECTOR);
      if (!field) return false;
      field.focus({ preventScroll: true });
      return true;
    };
    if (focusFirstField()) return;

    const observer = new MutationObserver(() => {
      if (focusFirstField()) observer.disconnect();
    });
    observer.observe(section, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), FOCUS_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [hash, key, id]);
}
