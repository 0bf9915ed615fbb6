import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster, type ToasterProps } from "sonner";

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

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster {...TOASTER_PROPS} />
    </QueryClientProvider>
  );
}
