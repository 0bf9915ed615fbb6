import { useEffect, useState, type RefObject } from "react";

/**
 * The `top` for a sticky sidebar: `preferredTop` when it fits in the window; when it is taller
 * (the booking form usually is), a negative top so it scrolls with the page until its bottom is
 * in view and then stays there: every field stays reachable without a scroll box inside the page.
 */
export function useStickyTop(ref: RefObject<HTMLElement | null>, preferredTop = 96, bottomGap = 24): number {
  const [top, setTop] = useState(preferredTop);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const update = () => setTop(Math.min(preferredTop, window.innerHeight - element.offsetHeight - bottomGap));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
    };
  }, [ref, preferredTop, bottomGap]);

  return top;
}
