import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

export interface PageBannerProps {
  /** id of the page heading (for aria-labelledby). */
  headingId: string;
  /** Small gold line above the title (a badge). */
  eyebrow: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The navy, gold-lit opening band of the public catalogue pages (transfers, tours, fleet). */
export function PageBanner({ headingId, eyebrow, title, children, className }: PageBannerProps) {
  return (
    <section aria-labelledby={headingId} className={cn("relative isolate overflow-hidden bg-navy text-navy-foreground", className)}>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_80%_at_90%_0%,color-mix(in_oklab,var(--gold)_20%,transparent),transparent_70%),radial-gradient(ellipse_50%_60%_at_0%_100%,color-mix(in_oklab,var(--gold)_8%,transparent),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-px bg-gradient-to-r from-transparent via-gold/50 to-transparent"
      />
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-5 px-4 pt-12 pb-14 sm:px-6 sm:pt-16 sm:pb-20 lg:px-8 lg:pt-20 lg:pb-24">
        <p className="inline-flex items-center gap-2 rounded-full border border-gold/40 bg-gold/10 px-3 py-1 text-xs font-semibold tracking-[0.14em] text-gold uppercase">
          {eyebrow}
        </p>
        <h1
          id={headingId}
          className="max-w-3xl text-3xl leading-tight font-bold tracking-tight text-balance text-white sm:text-4xl lg:text-5xl"
        >
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}

/** A centred section heading with the gold rule used across the public pages. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  className,
}: {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto flex max-w-2xl flex-col items-center text-center", className)}>
      {eyebrow && (
        <p className="mb-2 text-xs font-semibold tracking-[0.18em] text-gold-strong uppercase">{eyebrow}</p>
      )}
      <h2 id={id} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {title}
      </h2>
      <div className="mt-3 h-0.5 w-12 rounded-full bg-gold" aria-hidden="true" />
      {subtitle && <p className="mt-4 text-base leading-relaxed text-pretty text-muted-foreground">{subtitle}</p>}
    </div>
  );
}

/** A full-width band of a public page (its background from `className`) with a centred heading over its content. */
export function PageSection({
  id,
  eyebrow,
  title,
  subtitle,
  className,
  children,
}: {
  /** id of the section heading (for aria-labelledby). */
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} subtitle={subtitle} />
        {children}
      </div>
    </section>
  );
}
