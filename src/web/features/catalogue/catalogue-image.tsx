import { ImageOff, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "../../lib/cn.ts";

/** Widths offered to the browser for photos we serve ourselves (the photo storage, under /photos/). */
const SRCSET_WIDTHS = [480, 768, 1200, 1600, 2400] as const;

/** Photos from our own storage accept `?w=` (the browser picks the width it needs); other URLs are used as they are. */
export function buildSrcSet(src: string): string | undefined {
  // The page's origin (a stand-in when the page is rendered on the server: stored photos are "/photos/…").
  const origin = typeof window === "undefined" ? "http://localhost" : window.location.origin;
  let url: URL;
  try {
    url = new URL(src, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || !url.pathname.startsWith("/photos/")) return undefined;
  return SRCSET_WIDTHS.map((w) => {
    url.searchParams.set("w", String(w));
    return `${url.pathname}${url.search} ${w}w`;
  }).join(", ");
}

export interface CatalogueImageProps {
  /** The photo, or nothing: a placeholder then shows the icon and the name. */
  src: string | null | undefined;
  /** Alternative text; empty when the image only decorates (the name is written next to it). */
  alt: string;
  /** Written on the placeholder. */
  name?: string;
  /** Intrinsic size: reserves the space before the photo arrives (no layout shift). */
  width: number;
  height: number;
  /** Hero images load at once and first; the others load lazily when scrolled near. */
  priority?: boolean;
  /** How wide the image is shown, for the browser's choice among srcSet widths. */
  sizes?: string;
  icon?: LucideIcon;
  /** The placeholder's icon; off where text is laid over the image (heroes). */
  showIcon?: boolean;
  className?: string;
}

/** A catalogue photo (tour, vehicle) with a graceful placeholder when there is none or it fails to load. */
export function CatalogueImage({
  src,
  alt,
  name,
  width,
  height,
  priority = false,
  sizes = "100vw",
  icon: Icon = ImageOff,
  showIcon = true,
  className,
}: CatalogueImageProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const aspectRatio = `${width} / ${height}`;

  if (!src || failedSrc === src) {
    return (
      <div
        role={alt ? "img" : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-placeholder=""
        style={{ aspectRatio }}
        className={cn(
          "@container relative isolate flex flex-col items-center justify-center gap-3 overflow-hidden bg-navy p-3 text-center text-navy-foreground",
          className,
        )}
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_90%_70%_at_80%_0%,color-mix(in_oklab,var(--gold)_30%,transparent),transparent_65%),radial-gradient(ellipse_70%_60%_at_0%_100%,color-mix(in_oklab,var(--gold)_14%,transparent),transparent_70%),linear-gradient(160deg,var(--navy),color-mix(in_oklab,var(--navy)_82%,white))]"
        />
        {showIcon && (
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full border border-gold/40 bg-gold/10 text-gold sm:size-14"
        >
            <Icon className="size-6 sm:size-7" />
          </span>
        )}
        {/* The name where there is room for it (cards, heroes), only the icon on thumbnails. */}
        {name && (
          <span
            aria-hidden="true"
            className="hidden max-w-[85%] text-sm font-semibold tracking-wide text-balance text-navy-foreground/85 @3xs:line-clamp-2 @xs:text-base"
          >
            {name}
          </span>
        )}
      </div>
    );
  }

  const srcSet = buildSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      style={{ aspectRatio }}
      className={cn("bg-muted object-cover", className)}
    />
  );
}
