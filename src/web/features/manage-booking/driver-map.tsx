import type * as Leaflet from "leaflet";
import { useEffect, useRef } from "react";
import type { SharedPosition } from "../../../domain/contracts/day-of-service.ts";
import { OSM_ATTRIBUTION, OSM_TILE_URL } from "../../lib/osm-tiles.ts";

type LeafletModule = typeof Leaflet;

/** Leaflet and its CSS, fetched only when a driver on the way is shown (never in a first download). */
async function loadLeaflet(): Promise<LeafletModule> {
  const [mod] = await Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")]);
  const withDefault = mod as LeafletModule & { default?: LeafletModule };
  return withDefault.default ?? withDefault;
}

/** The driver's last shared position on OpenStreetMap's tiles, moved as new positions arrive. */
export default function DriverMap({ position, label }: { position: SharedPosition; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const drawn = useRef<{ map: Leaflet.Map; marker: Leaflet.CircleMarker } | null>(null);

  useEffect(() => {
    let cancelled = false;
    void loadLeaflet().then((L) => {
      if (cancelled || !box.current || drawn.current) return;
      const map = L.map(box.current, { zoomControl: true, attributionControl: true }).setView([position.lat, position.lng], 14);
      L.tileLayer(OSM_TILE_URL, { attribution: OSM_ATTRIBUTION, maxZoom: 19 }).addTo(map);
      const marker = L.circleMarker([position.lat, position.lng], { radius: 9, color: "#1d4ed8", fillColor: "#2563eb", fillOpacity: 0.9 }).addTo(map);
      drawn.current = { map, marker };
    });
    return () => {
      cancelled = true;
    };
    // Drawn once; the effect below follows the position.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = drawn.current;
    if (!current) return;
    current.marker.setLatLng([position.lat, position.lng]);
    current.map.panTo([position.lat, position.lng]);
  }, [position.lat, position.lng]);

  useEffect(
    () => () => {
      drawn.current?.map.remove();
    },
    [],
  );

  return <div ref={box} role="img" aria-label={label} data-testid="driver-map" className="h-64 w-full overflow-hidden rounded-md border" />;
}
