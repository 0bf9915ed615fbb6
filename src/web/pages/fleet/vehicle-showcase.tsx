import { Car, Check, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../components/ui/badge.tsx";
import { CatalogueImage } from "../../features/catalogue/catalogue-image.tsx";
import { CardSkeleton } from "../../features/catalogue/catalogue-states.tsx";
import type { Vehicle } from "../../features/catalogue/catalogue-types.ts";
import { IconBadge } from "../../features/catalogue/feature-cards.tsx";
import { isArtwork, vehicleArtwork } from "../../lib/artwork.ts";
import { cn } from "../../lib/cn.ts";
import { useVehicleClassName } from "../../features/booking/class-keys.ts";

/** A vehicle card shows up to 3 features (spec section 9); the rest is counted as "+N". */
export const VISIBLE_FEATURES = 3;

/** One vehicle of the fleet, in its own section; images alternate sides on wide screens. */
export function VehicleShowcase({ vehicle, reversed = false }: { vehicle: Vehicle; reversed?: boolean }) {
  const { t } = useTranslation("fleet");
  const className = useVehicleClassName();
  const headingId = `vehicle-${vehicle.id}`;
  const shown = vehicle.features.slice(0, VISIBLE_FEATURES);
  const hidden = vehicle.features.length - shown.length;
  // The admin's photo when there is one, else the drawing of the vehicle's class (shown whole, on its own backdrop).
  const src = vehicle.imageUrl || vehicleArtwork(vehicle.class);
  const drawing = isArtwork(src);

  return (
    <section
      aria-labelledby={headingId}
      className="grid overflow-hidden rounded-2xl border border-border/70 bg-card text-card-foreground shadow-sm md:grid-cols-2"
    >
      <CatalogueImage
        src={src}
        alt={drawing ? t("vehicles.illustrationAlt", { name: vehicle.name }) : vehicle.name}
        name={vehicle.name}
        icon={Car}
        width={960}
        height={640}
        sizes="(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw"
        className={cn("size-full min-h-56", drawing && "bg-[#f4efe6] object-contain", reversed && "md:order-last")}
      />
      <div className="flex flex-col gap-4 p-6 sm:p-8 lg:p-10">
        <Badge variant="outline" className="border-gold/50 bg-gold/10 px-3 py-1 text-xs font-semibold tracking-wide text-gold-strong uppercase">
          <span className="sr-only">{t("vehicles.class")}: </span>
          {className(vehicle.class)}
        </Badge>
        <h3 id={headingId} className="text-2xl font-bold tracking-tight">
          {vehicle.name}
        </h3>
        {vehicle.description && (
          <p className="leading-relaxed text-muted-foreground">{vehicle.description}</p>
        )}
        <p className="flex items-center gap-2 text-sm font-medium">
          <IconBadge icon={Users} className="size-8" iconClassName="size-4" />
          {t("vehicles.capacity", { count: vehicle.capacity })}
        </p>
        {vehicle.features.length > 0 && (
          <div className="mt-auto border-t pt-4">
            <h4 className="sr-only">{t("vehicles.features")}</h4>
            <ul className="flex flex-wrap gap-2" data-testid="vehicle-features">
              {shown.map((feature) => (
                <li
                  key={feature}
                  className="inline-flex items-center gap-1.5 rounded-full border bg-background px-3 py-1 text-sm"
                >
                  <Check className="size-3.5 text-gold-strong" aria-hidden="true" />
                  {feature}
                </li>
              ))}
              {hidden > 0 && (
                <li className="inline-flex items-center rounded-full bg-navy px-3 py-1 text-sm font-semibold text-gold">
                  <span aria-hidden="true">{t("vehicles.more", { count: hidden })}</span>
                  <span className="sr-only">{t("vehicles.moreLabel", { count: hidden })}</span>
                </li>
              )}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}

export function VehicleShowcaseSkeleton() {
  return (
    <CardSkeleton
      className="grid overflow-hidden rounded-2xl border border-border/70 bg-card md:grid-cols-2"
      media="aspect-[3/2]"
      body="p-8"
      lines={["h-5 w-24 rounded-full", "h-7 w-2/3", "h-4 w-full", "h-4 w-5/6"]}
    />
  );
}
