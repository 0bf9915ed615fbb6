import { lazy, Suspense } from "react";
import { cn } from "../lib/cn.ts";
import { useNearViewport } from "../lib/use-near-viewport.ts";
import type { PaymentBadgesProps } from "./payment-badges.tsx";

const PaymentBadges = lazy(() => import("./payment-badges.tsx").then((m) => ({ default: m.PaymentBadges })));

/**
 * The payment marks of the footer, downloaded (with their drawings from simple-icons) when the
 * footer comes near the screen; a row of the same height holds their place until then.
 */
export function LazyPaymentBadges(props: PaymentBadgesProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>("400px 0px");
  const placeholder = <div ref={ref} aria-hidden="true" className={cn("min-h-9", props.className)} />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PaymentBadges {...props} />
    </Suspense>
  );
}
