import { useEffect, useRef, useState } from "react";

/**
 * Whether the element given the returned ref has come within `margin` of the screen (and stays
 * true from then on): lets a part further down a page download its code only when it is about to
 * be seen. Without IntersectionObserver (old browsers, tests) it is true at once.
 */
export function useNearViewport<T extends Element>(margin: string) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
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
