import { use, type ComponentType } from "react";
import { i18n } from "../lib/i18n.ts";

/** A promise that says how it ended, the way React's `use` reads it without waiting. */
type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

export interface LazyPage {
  /** Downloads the page and its language files (once; again after a failed download). */
  preload(): Promise<ComponentType>;
  /** Renders the page; suspends until it is downloaded. */
  Page: ComponentType;
}

/**
 * A page downloaded on first use together with its language files, so it never shows and then
 * suspends again for its texts (which would let the footer flash into view and jump away).
 *
 * Unlike React.lazy, a page whose download has finished renders at once: main.tsx and the server
 * renderer call `preload()` for the matched route before they render, so hydration finds the page
 * ready and matches the server's HTML.
 */
export function lazyPage(load: () => Promise<ComponentType>, namespaces: string[] = []): LazyPage {
  let loading: Tracked<ComponentType> | undefined;
  const preload = (): Tracked<ComponentType> => {
    if (loading && loading.status !== "rejected") return loading;
    const started: Tracked<ComponentType> = Promise.all([load(), namespaces.length > 0 && i18n.loadNamespaces(namespaces)]).then(
      ([component]) => component,
    );
    started.status = "pending";
    started.then(
      (value) => {
        started.status = "fulfilled";
        started.value = value;
      },
      (reason: unknown) => {
        started.status = "rejected";
        started.reason = reason;
      },
    );
    loading = started;
    return started;
  };
  function Page() {
    const Component = use(preload() as Promise<ComponentType>);
    return <Component />;
  }
  return { preload, Page };
}
