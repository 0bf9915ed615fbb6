import type { ReactNode } from "react";

/** Payment methods and travel partners shown as simple monochrome badges in the footer. */
const PARTNERS: { name: string; mark: ReactNode }[] = [
  { name: "Visa", mark: <span className="text-[15px] font-black tracking-tight italic">VISA</span> },
  {
    name: "Mastercard",
    mark: (
      <>
        <svg viewBox="0 0 30 18" className="h-4 w-auto" aria-hidden="true">
          <circle cx="10" cy="9" r="8" fill="currentColor" fillOpacity="0.75" />
          <circle cx="20" cy="9" r="8" fill="currentColor" fillOpacity="0.45" />
        </svg>
        <span className="text-xs font-semibold">mastercard</span>
      </>
    ),
  },
  { name: "Stripe", mark: <span className="text-sm font-bold tracking-tight">stripe</span> },
  { name: "MB WAY", mark: <span className="text-xs font-extrabold tracking-wide">MB WAY</span> },
  {
    name: "Turismo de Portugal",
    mark: (
      <>
        <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true">
          <path d="M8 1.5 9.8 6h4.7l-3.8 2.9 1.5 4.6L8 10.7l-4.2 2.8 1.5-4.6L1.5 6h4.7z" fill="currentColor" />
        </svg>
        <span className="text-xs font-medium">Turismo de Portugal</span>
      </>
    ),
  },
  {
    name: "Visit Algarve",
    mark: (
      <>
        <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true">
          <circle cx="8" cy="6" r="3" fill="currentColor" />
          <path d="M1 12c2-1.5 4-1.5 7 0s5 1.5 7 0" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        <span className="text-xs font-medium">Visit Algarve</span>
      </>
    ),
  },
];

export function PartnerBadges({ labelledBy }: { labelledBy: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-wrap items-center gap-2 sm:gap-3">
      {PARTNERS.map((p) => (
        <li
          key={p.name}
          className="flex h-9 items-center gap-1.5 rounded-md border border-white/15 bg-white/5 px-3 text-navy-foreground/75"
        >
          <span className="sr-only">{p.name}</span>
          <span aria-hidden="true" className="flex items-center gap-1.5">
            {p.mark}
          </span>
        </li>
      ))}
    </ul>
  );
}
