import type * as Leaflet from "leaflet";
import { MapPinOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { NamedZoneGeometry, ZoneGeometry } from "../../../domain/zone-overlap.ts";
import { cn } from "../../lib/cn.ts";

type LeafletModule = typeof Leaflet;

/** OpenStreetMap's tiles (allowed as images by the server's Content-Security-Policy). */
export const OSM_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
const PORTUGAL: Leaflet.LatLngExpression = [39.4, -8.2];

/**
 * Leaflet and its CSS, fetched the first time a map is shown: only this tab downloads them (the
 * public pages and the other admin tabs never do). The package is CommonJS: its namespace may
 * arrive as the default export.
 */
async function loadLeaflet(): Promise<LeafletModule> {
  const [mod] = await Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")]);
  const withDefault = mod as LeafletModule & { default?: LeafletModule };
  return withDefault.default ?? withDefault;
}

const COLOURS = { origin: "#2563eb", destination: "#16a34a", highlight: "#ea580c" } as const;

interface Drawn {
  L: LeafletModule;
  map: Leaflet.Map;
  layer: Leaflet.LayerGroup;
}

function drawZone(
  { L, layer }: Drawn,
  zone: ZoneGeometry & { name: string },
  style: "normal" | "faded" | "highlight" | "draft",
): Leaflet.LatLngBounds {
  const strong = style === "highlight" || style === "draft";
  const circles = (["origin", "destination"] as const).map((end) => {
    const centre = end === "origin" ? [zone.originLat, zone.originLng] : [zone.destinationLat, zone.destinationLng];
    const radiusKm = end === "origin" ? zone.originRadiusKm : zone.destinationRadiusKm;
    return L.circle(centre as [number, number], {
      radius: radiusKm * 1000,
      color: strong ? COLOURS.highlight : COLOURS[end],
      weight: strong ? 3 : 1,
      opacity: style === "faded" ? 0.35 : 0.9,
      fillOpacity: strong ? 0.2 : style === "faded" ? 0.04 : 0.1,
      dashArray: style === "draft" ? "6 4" : undefined,
    })
      .bindTooltip(`${zone.name} — ${end === "origin" ? "origem" : "destino"}`)
      .addTo(layer);
  });
  L.polyline(
    [
      [zone.originLat, zone.originLng],
      [zone.destinationLat, zone.destinationLng],
    ],
    { color: strong ? COLOURS.highlight : "#64748b", weight: 1, opacity: style === "faded" ? 0.3 : 0.6, dashArray: "2 6" },
  ).addTo(layer);
  return circles[0]!.getBounds().extend(circles[1]!.getBounds());
}

/**
 * Each zone's origin (blue) and destination (green) circles on OpenStreetMap; the highlighted
 * zone, or the one being edited (`draft`), in orange. The map is an aid: when Leaflet cannot load
 * it says so in a note, and when the tiles cannot load the circles are still drawn.
 */
export function ZonesMap({
  zones,
  highlightId = null,
  draft = null,
  label,
  className,
  heightClassName = "h-64 sm:h-80",
}: {
  zones: readonly NamedZoneGeometry[];
  highlightId?: string | null;
  draft?: (ZoneGeometry & { name: string }) | null;
  label: string;
  className?: string;
  heightClassName?: string;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [failed, setFailed] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const fittedFor = useRef<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let map: Leaflet.Map | undefined;
    loadLeaflet()
      .then((L) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        map = L.map(container, { scrollWheelZoom: false }).setView(PORTUGAL, 7);
        L.tileLayer(OSM_TILE_URL, { maxZoom: 19, attribution: OSM_ATTRIBUTION })
          .on("tileerror", () => setTilesFailed(true))
          .addTo(map);
        setDrawn({ L, map, layer: L.layerGroup().addTo(map) });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, []);

  useEffect(() => {
    if (!drawn) return;
    drawn.layer.clearLayers();
    const focusId = draft ? "draft" : highlightId;
    let all: Leaflet.LatLngBounds | null = null;
    let focus: Leaflet.LatLngBounds | null = null;
    for (const zone of zones) {
      if (draft && zone.id === highlightId) continue; // the draft replaces the zone being edited
      const isFocus = !draft && zone.id === highlightId;
      const bounds = drawZone(drawn, zone, isFocus ? "highlight" : focusId ? "faded" : "normal");
      all = all ? all.extend(bounds) : bounds;
      if (isFocus) focus = bounds;
    }
    if (draft) focus = drawZone(drawn, draft, "draft");
    // Frame the map when what it is about changes (not at every keystroke in a radius).
    const key = `${focusId ?? "all"}:${zones.length}`;
    const target = focus ?? all;
    const size = drawn.map.getSize();
    if (target && fittedFor.current !== key && size.x > 0 && size.y > 0) {
      drawn.map.fitBounds(target, { padding: [16, 16], maxZoom: 13 });
      fittedFor.current = key;
    }
  }, [drawn, zones, highlightId, draft]);

  if (failed) {
    return (
      <div
        role="status"
        className={cn("flex items-center gap-2 rounded-md border border-dashed p-4 text-sm text-muted-foreground", className)}
      >
        <MapPinOff aria-hidden="true" className="size-4 shrink-0" />
        Não foi possível carregar o mapa. A tabela e o formulário das zonas continuam a funcionar.
      </div>
    );
  }
  return (
    <figure className={cn("space-y-1", className)}>
      <div
        ref={containerRef}
        role="region"
        aria-label={label}
        className={cn("relative isolate z-0 w-full overflow-hidden rounded-md border bg-muted", heightClassName)}
      />
      <figcaption className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block size-2 rounded-full bg-blue-600" />
          Origem
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block size-2 rounded-full bg-green-600" />
          Destino
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block size-2 rounded-full bg-orange-600" />
          Zona selecionada
        </span>
        {!drawn && <span>A carregar o mapa...</span>}
        {tilesFailed && <span role="status">O mapa de fundo não carregou; as zonas continuam desenhadas.</span>}
      </figcaption>
    </figure>
  );
}
