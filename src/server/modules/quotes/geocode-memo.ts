import type { GeoPoint, Places } from "../../integrations/places/places.ts";

/** Addresses remembered per Places (the booking form asks the same few again and again). */
const MAX_ADDRESSES = 1_000;
const memos = new WeakMap<Places, Places>();

/**
 * `places` whose geocode remembers the built-in gazetteer's answers (fixed data, free to keep):
 * quoting the same trip again (every change in the booking form asks for a price) costs no
 * gazetteer scan. Beyond MAX_ADDRESSES the oldest are forgotten. Google's answers are not
 * kept (its terms restrict caching): with Google, `places` itself is answered.
 */
export function rememberingGeocodes(places: Places): Places {
  if (places.source !== "gazetteer") return places;
  const existing = memos.get(places);
  if (existing) return existing;
  const remembered = new Map<string, Promise<GeoPoint | null>>();
  const memo: Places = {
    ...places,
    geocode(address) {
      const hit = remembered.get(address);
      if (hit) return hit;
      const point = places.geocode(address);
      remembered.set(address, point);
      if (remembered.size > MAX_ADDRESSES) remembered.delete(remembered.keys().next().value!);
      point.catch(() => remembered.delete(address));
      return point;
    },
  };
  memos.set(places, memo);
  return memo;
}
