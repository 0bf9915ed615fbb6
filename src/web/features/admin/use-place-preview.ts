import { useQuery } from "@tanstack/react-query";
import type { LatLng } from "../../../domain/geo.ts";
import { ApiError, apiFetch } from "../../lib/api.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";

export type PlacePreview =
  | { status: "known" | "found"; point: LatLng }
  | { status: "idle" | "pending" | "not_found" | "error"; point: null };

/**
 * Where a typed place is, for the dialog's map and overlap check: the zone's own coordinates
 * while the text is unchanged, else the server's geocoding (GET /api/places/geocode) of the text
 * once typing stops. Only a preview: the server geocodes again when the zone is saved.
 */
export function usePlacePreview(address: string, known: { text: string; point: LatLng } | null): PlacePreview {
  const text = address.trim();
  const debounced = useDebouncedValue(text, 400);
  const isKnown = known !== null && known.text === text;
  const geocode = useQuery({
    queryKey: ["admin", "geocode", debounced],
    queryFn: ({ signal }) =>
      apiFetch<{ place: LatLng }>(`/api/places/geocode?address=${encodeURIComponent(debounced)}`, { signal }),
    enabled: !isKnown && debounced.length >= 2,
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (isKnown) return { status: "known", point: known.point };
  if (text.length < 2) return { status: "idle", point: null };
  if (debounced !== text || geocode.isPending) return { status: "pending", point: null };
  if (geocode.isError) {
    return { status: geocode.error instanceof ApiError && geocode.error.status === 404 ? "not_found" : "error", point: null };
  }
  return { status: "found", point: { lat: geocode.data.place.lat, lng: geocode.data.place.lng } };
}
