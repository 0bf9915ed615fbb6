import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType, type Location } from "react-router";

const STORAGE_KEY = "scroll-positions";

/** A fresh page load has the key "default" in every document: such entries are keyed by path, so a
 * page reached by a full load (e.g. back from the checkout) does not take another page's position. */
const keyOf = (location: Location) => (location.key === "default" ? location.pathname : location.key);

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

const positions: Record<string, number> = typeof window === "undefined" ? {} : readPositions();

/**
 * Scroll positions as visitors expect them between pages: a new page opens at its top (or at the
 * section its #hash names), Back and Forward return to where the page was left, also after a
 * reload. Positions are kept per history entry for the tab's life (sessionStorage).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = keyOf(location);
  // The entry that scrolling belongs to; it changes before the new page is scrolled into place.
  const current = useRef(key);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const remember = () => {
      positions[current.current] = window.scrollY;
    };
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // storage blocked or full: positions last for this page only
      }
    };
    window.addEventListener("scroll", remember, { passive: true });
    window.addEventListener("pagehide", save);
    return () => {
      window.removeEventListener("scroll", remember);
      window.removeEventListener("pagehide", save);
    };
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    const saved = positions[key];
    if (navigationType === "POP" && saved !== undefined) {
      window.scrollTo(0, saved);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (navigationType !== "POP") {
      window.scrollTo(0, 0);
    }
  }, [key, navigationType, location.hash]);

  return null;
}
