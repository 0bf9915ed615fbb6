import { ARTWORK_BACKDROP, isArtwork, vehicleArtwork } from "../../lib/artwork.ts";
import { cn } from "../../lib/cn.ts";

/**
 * The class card's picture: the vehicle's photo when an admin uploaded one (cropped to fill), else
 * the drawing of its class, shown whole on the drawings' backdrop colour.
 */
export function VehiclePicture({ vehicleClass, imageUrl }: { vehicleClass: string; imageUrl: string | null }) {
  const src = imageUrl || vehicleArtwork(vehicleClass);
  const drawing = isArtwork(src);
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      className={cn("aspect-[16/9] w-full", drawing ? "object-contain p-2" : "object-cover")}
      style={{ backgroundColor: ARTWORK_BACKDROP }}
    />
  );
}
