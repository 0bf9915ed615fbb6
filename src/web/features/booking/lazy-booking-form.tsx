import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn.ts";
import { useNearViewport } from "../../lib/use-near-viewport.ts";
import type { BookingFormProps } from "./booking-form.tsx";

const loadForm = () => import("./booking-form.tsx");
const BookingForm = lazy(() => loadForm().then((m) => ({ default: m.BookingForm })));

/** How far ahead of the viewport the form starts downloading. */
const AHEAD = "800px 0px";

/**
 * The booking form, downloaded (with zod, react-hook-form and the date picker) when its place
 * comes near the screen, or at once when the address points at it (#book, #book-journey): the
 * pages that show it further down paint without waiting for it. Its place keeps the form's
 * height meanwhile, so nothing below it moves when it arrives.
 */
export function LazyBookingForm(props: BookingFormProps) {
  const { t } = useTranslation();
  const { ref: place, near } = useNearViewport<HTMLDivElement>(AHEAD);

  const placeholder = (
    <div
      ref={place}
      role="status"
      aria-live="polite"
      className={cn("flex min-h-[46rem] items-center justify-center rounded-xl border bg-card", props.className)}
    >
      <span className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary" aria-hidden="true" />
      <span className="sr-only">{t("common.loading")}</span>
    </div>
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <BookingForm {...props} />
    </Suspense>
  );
}
