/** Shown while a lazily loaded page downloads. */
export function RouteFallback() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] items-center justify-center">
      <span className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
