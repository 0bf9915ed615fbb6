import { startTransition, useEffect, useRef, useState } from "react";

/**
 * Whether the element given the returned ref has come within `margin` of the screen (and stays
 * true from then on): lets a part further down a page download its code only when it is about to
 * be seen. Without IntersectionObserver (old browsers, tests) it turns true right after mounting.
 */
export function useNearViewport<T extends Element>(margin: string) {
  const ref = useRef<T>(null);
  // False at first everywhere, also when the page is rendered on the server, so the first render
  // in the browser matches the server's HTML.
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === "undefined") {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          // A transition: the part's first render yields to the browser instead of holding it.
          startTransition(() => setNear(true));
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, near]);

  return { ref, near };
}
