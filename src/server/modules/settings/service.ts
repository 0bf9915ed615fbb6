import { eq } from "drizzle-orm";
import type { CompanySettingsInput, DriverContactChoice } from "../../../domain/settings-schema.ts";
import { basisPointsToPercent, percentToBasisPoints, VAT_LIMITS, type VatRates } from "../../../domain/vat.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { companySettings } from "../../db/schema.ts";
import type { Places } from "../../integrations/places/places.ts";

/**
 * The single company_settings row: the starting point for distances, the dispatch board's travel
 * buffer and the VAT rates of the receipts. The rates are answered in percent (6, 23, 13.5), the
 * way the admin types them; the table keeps basis points (decision 0030).
 */
export interface CompanySettings {
  address: string;
  lat: number;
  lng: number;
  /** The least minutes between one job's end and the same driver's next job. */
  travelBufferMinutes: number;
  /** Taxa de IVA das transferências, in percent. */
  vatTransferPercent: number;
  /** Taxa de IVA dos tours, in percent. */
  vatTourPercent: number;
  /** Whose number the customer is given for their driver (decision 0050). */
  driverContact: DriverContactChoice;
  updatedAt: Date;
}

const SETTINGS_ID = 1;

const columns = {
  address: companySettings.address,
  lat: companySettings.lat,
  lng: companySettings.lng,
  travelBufferMinutes: companySettings.travelBufferMinutes,
  vatTransferBasisPoints: companySettings.vatTransferBasisPoints,
  vatTourBasisPoints: companySettings.vatTourBasisPoints,
  driverContact: companySettings.driverContact,
  updatedAt: companySettings.updatedAt,
};

type SettingsRow = Pick<typeof companySettings.$inferSelect, keyof typeof columns>;

const toSettings = ({ vatTransferBasisPoints, vatTourBasisPoints, driverContact, ...rest }: SettingsRow): CompanySettings => ({
  ...rest,
  driverContact: driverContact === "driver" ? "driver" : "company",
  vatTransferPercent: basisPointsToPercent(vatTransferBasisPoints),
  vatTourPercent: basisPointsToPercent(vatTourBasisPoints),
});

/** The company settings, or null before they were first saved. */
export async function getCompanySettings(db: DbOrTx): Promise<CompanySettings | null> {
  const [row] = await db.select(columns).from(companySettings).where(eq(companySettings.id, SETTINGS_ID));
  return row ? toSettings(row) : null;
}

/**
 * The VAT rates in force, in basis points: the stored ones, or the columns' defaults (6 %, 23 %)
 * before the settings were first saved.
 */
export async function getVatRates(db: DbOrTx): Promise<VatRates> {
  const [row] = await db
    .select({ transferBasisPoints: companySettings.vatTransferBasisPoints, tourBasisPoints: companySettings.vatTourBasisPoints })
    .from(companySettings)
    .where(eq(companySettings.id, SETTINGS_ID));
  return row ?? { transferBasisPoints: VAT_LIMITS.defaultTransferBasisPoints, tourBasisPoints: VAT_LIMITS.defaultTourBasisPoints };
}

/** A percent the schema accepted, as basis points. */
function basisPointsOf(percent: number): number {
  const basisPoints = percentToBasisPoints(percent);
  if (basisPoints === null) throw new RangeError(`Not a VAT percent: ${percent}`);
  return basisPoints;
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
    ...(input.vatTransferPercent === undefined ? {} : { vatTransferBasisPoints: basisPointsOf(input.vatTransferPercent) }),
    ...(input.vatTourPercent === undefined ? {} : { vatTourBasisPoints: basisPointsOf(input.vatTourPercent) }),
    ...(input.driverContact === undefined ? {} : { driverContact: input.driverContact }),
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(companySettings).set(values).where(eq(companySettings.id, SETTINGS_ID)).returning(columns);
    if (updated) return { kind: "ok", settings: toSettings(updated), created: false };
    const [inserted] = await tx
      .insert(companySettings)
      .values({ id: SETTINGS_ID, ...values })
      .onConflictDoUpdate({ target: companySettings.id, set: values })
      .returning(columns);
    if (!inserted) throw new Error("saveCompanySettings: nothing was saved");
    return { kind: "ok", settings: toSettings(inserted), created: true };
  });
}
