import { useTranslation } from "react-i18next";

/** The locale key of a vehicle class's name (`booking:classes.<key>`, `common:vehicleClasses.<key>`). */
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

/**
 * A vehicle class's name in the page's language, as the booking form says it ("Económico" on a
 * Portuguese page, never the stored "Economy"); a class the site does not know keeps its own name.
 */
export function useVehicleClassName(): (vehicleClass: string) => string {
  const { t } = useTranslation("common");
  return (vehicleClass) => {
    const key = classKey(vehicleClass);
    return key === "other" ? vehicleClass : t(`vehicleClasses.${key}`);
  };
}
