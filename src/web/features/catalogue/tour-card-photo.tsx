import { Mountain } from "lucide-react";
import { CatalogueImage } from "./catalogue-image.tsx";
import type { Tour } from "./catalogue-types.ts";

/**
 * A tour's photo at the top of its card (tours list, featured tours): decorative, as the card names the tour;
 * it zooms in a little while the card (the `group`) is hovered.
 */
export function TourCardPhoto({
  tour,
  height,
  sizes,
  priority = false,
}: {
  tour: Pick<Tour, "imageUrl" | "name">;
  /** The photo's height at 800 wide: sets the card's image ratio. */
  height: number;
  sizes: string;
  priority?: boolean;
}) {
  return (
    <div className="overflow-hidden">
      <CatalogueImage
        src={tour.imageUrl}
        alt=""
        name={tour.name}
        icon={Mountain}
        width={800}
        height={height}
        priority={priority}
        sizes={sizes}
        className="w-full transition-transform duration-500 group-hover:scale-[1.03]"
      />
    </div>
  );
}
