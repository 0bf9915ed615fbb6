/** The locale key of a vehicle class's name (`booking:classes.<key>`). */
const KEYS: Record<string, string> = {
  Economy: "economy",
  Van: "van",
  Premium: "premium",
  "Premium Van": "premiumVan",
  Executive: "executive",
};

export function classKey(vehicleClass: string): string {
  return KEYS[vehicleClass] ?? "other";
}
