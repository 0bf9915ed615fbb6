import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from "react";
import type { ToasterProps } from "sonner";
import { seedQueryCache } from "./boot-data.ts";
import { isToasterNeeded, subscribeToasterNeeded } from "../lib/toast.ts";

/** sonner's Toaster, downloaded with the first toast (src/web/lib/toast.ts). */
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/**
 * Toasts rise from the bottom (the right-hand corner on wide screens, full width on phones), so they
 * never cover the sticky site header, the admin bar or the driver portal's title; the offsets keep
 * them off the screen's edge and above a phone's home indicator.
 */
export const TOASTER_PROPS = {
  position: "bottom-right",
  offset: { bottom: 24, right: 24 },
  mobileOffset: { bottom: "calc(16px + env(safe-area-inset-bottom))", left: 16, right: 16 },
  richColors: true,
  closeButton: true,
} as const satisfies ToasterProps;

/** The query client (and toasts) of the app; the server passes its own client, seeded for one page. */
export function AppProviders({ children, client: given }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(
    () => {
      if (given) return given;
      const client = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
      seedQueryCache(client);
      return client;
    },
  );
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterWhenNeeded />
    </QueryClientProvider>
  );
}

function ToasterWhenNeeded() {
  const needed = useSyncExternalStore(subscribeToasterNeeded, isToasterNeeded, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...TOASTER_PROPS} />
    </Suspense>
  );
}
