import { siAmericanexpress, siApplepay, siGooglepay, siStripe, siVisa } from "simple-icons";
import { useTranslation } from "react-i18next";
import { cn } from "../lib/cn.ts";

/**
 * The payment methods the checkout (Stripe) accepts, as their real marks: the brands' own glyphs from
 * simple-icons (CC0 package; the marks stay their owners' trademarks, shown only to say "we accept
 * this", as their guidelines allow), in each brand's colour on a white badge.
 * See docs/decisions/0018-artwork-and-badges.md.
 */
interface Mark {
  name: string;
  /** The part of the 24×24 icon box the glyph fills, so each mark is as tall as the badge allows. */
  viewBox: string;
  body: { d: string; fill: string }[];
}

const MARKS: Mark[] = [
  { name: "Visa", viewBox: "0 8.1 24 7.8", body: [{ d: siVisa.path, fill: `#${siVisa.hex}` }] },
  {
    // Mastercard's brand guidelines ask for its two-colour symbol: two interlocking circles.
    name: "Mastercard",
    viewBox: "0 0 24 15",
    body: [
      { d: "M7.5 0a7.5 7.5 0 1 0 0 15 7.5 7.5 0 1 0 0-15z", fill: "#EB001B" },
      { d: "M16.5 0a7.5 7.5 0 1 0 0 15 7.5 7.5 0 1 0 0-15z", fill: "#F79E1B" },
      { d: "M12 1.5a7.5 7.5 0 0 1 0 12 7.5 7.5 0 0 1 0-12z", fill: "#FF5F00" },
    ],
  },
  {
    name: "American Express",
    viewBox: "0 0 24 24",
    body: [{ d: siAmericanexpress.path, fill: `#${siAmericanexpress.hex}` }],
  },
  { name: "Apple Pay", viewBox: "0 4.3 24 15.4", body: [{ d: siApplepay.path, fill: `#${siApplepay.hex}` }] },
  { name: "Google Pay", viewBox: "0 7.2 24 9.6", body: [{ d: siGooglepay.path, fill: "#3c4043" }] },
];

const STRIPE: Mark = { name: "Stripe", viewBox: "3.4 0 17.2 24", body: [{ d: siStripe.path, fill: `#${siStripe.hex}` }] };

/** Badge height in px; each mark's width follows its own proportions. */
const MARK_HEIGHT = { sm: 14, md: 18 } as const;

function MarkSvg({ mark, height }: { mark: Mark; height: number }) {
  const [, , w, h] = mark.viewBox.split(" ").map(Number) as [number, number, number, number];
  return (
    <svg
      role="img"
      aria-label={mark.name}
      viewBox={mark.viewBox}
      width={Math.round((height * w) / h)}
      height={height}
      xmlns="http://www.w3.org/2000/svg"
      className="shrink-0"
    >
      <title>{mark.name}</title>
      {mark.body.map((part) => (
        <path key={part.d} d={part.d} fill={part.fill} />
      ))}
    </svg>
  );
}

export interface PaymentBadgesProps {
  /** id of a visible heading naming the list; without it the list is named "Accepted payment methods". */
  labelledBy?: string;
  /** sm: beside a form's submit button; md: the footer. */
  size?: keyof typeof MARK_HEIGHT;
  /** Adds "Powered by Stripe" (where the payment really goes through Stripe). */
  showStripe?: boolean;
  className?: string;
}

/** The accepted payment methods' marks; public layout footer and next to the booking form's submit. */
export function PaymentBadges({ labelledBy, size = "md", showStripe = true, className }: PaymentBadgesProps) {
  const { t } = useTranslation();
  const height = MARK_HEIGHT[size];
  const badge = cn(
    "flex items-center justify-center rounded-md border border-black/10 bg-white shadow-xs",
    size === "sm" ? "h-7 min-w-11 px-2" : "h-9 min-w-14 px-2.5",
  );
  return (
    <ul
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t("payments.accepted")}
      className={cn("flex flex-wrap items-center gap-2", className)}
      data-testid="payment-badges"
    >
      {MARKS.map((mark) => (
        <li key={mark.name} className={badge}>
          <MarkSvg mark={mark} height={mark.name === "American Express" ? height + 10 : height} />
        </li>
      ))}
      {showStripe && (
        <li className={cn(badge, "gap-1.5 text-xs font-medium text-[#425466]")}>
          <span>{t("payments.poweredBy")}</span>
          <MarkSvg mark={STRIPE} height={height} />
          <span className="font-semibold text-[#635BFF]">Stripe</span>
        </li>
      )}
    </ul>
  );
}
