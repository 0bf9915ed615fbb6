import { cn } from "../../lib/cn.ts";
import { ARTWORK_BACKDROP, vehicleArtwork } from "../../lib/artwork.ts";

/** The vehicle class's side view (the site's own drawing), shown whole on its backdrop colour. */
export function VehiclePicture({ vehicleClass, className }: { vehicleClass: string; className?: string }) {
  return (
    <div className={cn("overflow-hidden rounded-lg", className)} style={{ backgroundColor: ARTWORK_BACKDROP }}>
      <img
        src={vehicleArtwork(vehicleClass)}
        alt=""
        width={600}
        height={400}
        loading="lazy"
        decoding="async"
        className="aspect-[3/2] h-auto w-full object-contain"
      />
    </div>
  );
}
