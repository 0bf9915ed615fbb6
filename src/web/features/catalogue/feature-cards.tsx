import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/** The round navy badge with a gold icon of the public pages; decorative (the text next to it says it all). */
export function IconBadge({
  icon: Icon,
  className,
  iconClassName,
}: {
  icon: LucideIcon;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <span
      className={cn("flex size-12 items-center justify-center rounded-full bg-navy text-gold", className)}
      aria-hidden="true"
    >
      <Icon className={cn("size-6", iconClassName)} />
    </span>
  );
}

/** One card of a feature grid: icon badge, title (h3) and a short text. */
export function FeatureCard({
  icon,
  title,
  text,
  className,
}: {
  icon: LucideIcon;
  title: ReactNode;
  text: ReactNode;
  className?: string;
}) {
  return (
    <li className={cn("flex flex-col gap-3 rounded-xl border border-border/70 bg-card p-6 text-card-foreground shadow-sm", className)}>
      <IconBadge icon={icon} />
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
    </li>
  );
}

/**
 * The four-up grid of feature cards under a section heading (home benefits, transfer benefits, fleet features,
 * about values): one column on phones, two on tablets, four on desktops, cards of a row of equal height.
 */
export function FeatureGrid<Id extends string>({
  features,
  title,
  text,
  cardClassName,
}: {
  /** The cards, in order: `id` names the card (its texts' keys), `icon` is shown in its badge. */
  features: readonly { id: Id; icon: LucideIcon }[];
  title: (id: Id) => ReactNode;
  text: (id: Id) => ReactNode;
  /** Extra classes of every card (e.g. a hover effect). */
  cardClassName?: string;
}) {
  return (
    <ul className="mt-10 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
      {features.map(({ id, icon }) => (
        <FeatureCard key={id} icon={icon} title={title(id)} text={text(id)} className={cardClassName} />
      ))}
    </ul>
  );
}
