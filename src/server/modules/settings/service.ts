import { eq } from "drizzle-orm";
import type { CompanySettingsInput } from "../../../domain/settings-schema.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { companySettings } from "../../db/schema.ts";
import type { Places } from "../../integrations/places/places.ts";

/** The single company_settings row: the starting point for distances, and the dispatch board's travel buffer. */
export interface CompanySettings {
  address: string;
  lat: number;
  lng: number;
  /** The least minutes between one job's end and the same driver's next job. */
  travelBufferMinutes: number;
  updatedAt: Date;
}

const SETTINGS_ID = 1;

const columns = {
  address: companySettings.address,
  lat: companySettings.lat,
  lng: companySettings.lng,
  travelBufferMinutes: companySettings.travelBufferMinutes,
  updatedAt: companySettings.updatedAt,
};

/** The company settings, or null before they were first saved. */
export async function getCompanySettings(db: DbOrTx): Promise<CompanySettings | null> {
  const [row] = await db.select(columns).from(companySettings).where(eq(companySettings.id, SETTINGS_ID));
  return row ?? null;
}

export type SaveSettingsResult = { kind: "ok"; settings: CompanySettings; created: boolean } | { kind: "address_not_found" };

/** Geocodes the address and saves it with its coordinates (creating the row the first time); nothing is saved when it cannot be found. */
export async function saveCompanySettings(db: Db, places: Places, input: CompanySettingsInput): Promise<SaveSettingsResult> {
  const place = await places.geocode(input.address);
  if (!place) return { kind: "address_not_found" };
  const values = {
    address: input.address,
    lat: place.lat,
    lng: place.lng,
    ...(input.travelBufferMinutes === undefined ? {} : { travelBufferMinutes: input.travelBufferMinutes }),
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(companySettings).set(values).where(eq(companySettings.id, SETTINGS_ID)).returning(columns);
    if (updated) return { kind: "ok", settings: updated, created: false };
    const [inserted] = await tx
      .insert(companySettings)
      .values({ id: SETTINGS_ID, ...values })
      .onConflictDoUpdate({ target: companySettings.id, set: values })
      .returning(columns);
    if (!inserted) throw new Error("saveCompanySettings: nothing was saved");
    return { kind: "ok", settings: inserted, created: true };
  });
}
