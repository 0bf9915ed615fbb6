import { eq } from "drizzle-orm";
import type { CustomerDriver } from "../../../domain/contracts/day-of-service.ts";
import { firstNameOf } from "../../../domain/meeting-point.ts";
import type { DbOrTx } from "../../db/client.ts";
import { companySettings, profiles, users } from "../../db/schema.ts";
import { loadMailCompany, whatsappUrl } from "../../mail/company.ts";

/** Whose number the customer is given (Configurações): the driver's own or the company's. */
export async function driverContactSetting(db: DbOrTx): Promise<"driver" | "company"> {
  const [row] = await db.select({ driverContact: companySettings.driverContact }).from(companySettings).where(eq(companySettings.id, 1));
  return row?.driverContact === "driver" ? "driver" : "company";
}

/**
 * The customer's view of a driver (decision 0050): first name, the car (the driver's profile), and
 * one number to reach them: the driver's own when the company setting says so and the driver has
 * one, else the company's. Null for an unknown user.
 */
export async function describeCustomerDriver(db: DbOrTx, driverId: string): Promise<CustomerDriver | null> {
  const [row] = await db
    .select({
      accountName: users.name,
      name: profiles.name,
      phone: profiles.phone,
      make: profiles.carMake,
      model: profiles.carModel,
      colour: profiles.carColour,
      plate: profiles.carPlate,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, driverId));
  if (!row) return null;
  const setting = await driverContactSetting(db);
  const own = row.phone?.trim() || null;
  const company = setting === "driver" && own ? null : await loadMailCompany(db);
  const contact = company ? "company" : "driver";
  const phone = company ? company.phone || null : own;
  const whatsapp = company ? company.whatsapp || null : own;
  return {
    firstName: firstNameOf(row.name?.trim() || row.accountName),
    car: { make: row.make, model: row.model, colour: row.colour, plate: row.plate },
    phone,
    whatsappUrl: whatsapp ? whatsappUrl(whatsapp) : null,
    contact,
  };
}

/** "Mercedes-Benz E-Class, black" as one line, or null when nothing is known. */
export function carLine(car: CustomerDriver["car"]): string | null {
  const name = [car.make, car.model].filter(Boolean).join(" ");
  const line = [name, car.colour].filter(Boolean).join(", ");
  return line || null;
}
