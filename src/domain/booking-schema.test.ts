import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES as M } from "./booking-messages.ts";
import {
  BOOKING_FIELD_ORDER,
  bookingFormDefaults,
  checkCapacity,
  checkPrice,
  firstBookingError,
  newBookingId,
  passengersError,
  sortBookingIssues,
} from "./booking-rules.ts";
import { lisbonToday } from "./lisbon-date.ts";
import { bookingInputSchema } from "./booking-schema.ts";
import { propertyRuns } from "../../test-support/test-limits.ts";

const TODAY = "2026-07-01";
const schema = bookingInputSchema(TODAY);
const TOUR_ID = "6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f";
const EXTRA_A = "0b9d8c7a-6e5f-4a3b-8c2d-1e0f9a8b7c6d";
const EXTRA_B = "1c0e9d8b-7f6a-4b4c-9d3e-2f1a0b9c8d7e";

const valid = {
  id: "3e2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c",
  bookingType: "transfer",
  origin: "Rua de Santo António 12, Faro",
  destination: "Albufeira Marina",
  bookingDate: "2026-07-10",
  bookingTime: "14:30",
  passengers: 2,
  vehicleClass: "Economy",
  customerName: "Ana Silva",
  customerPhone: "+351 912 345 678",
  customerEmail: "ana@example.com",
};

/** Keys no request body may hold: a tampered price, and prototype-like keys as JSON.parse makes them (own keys). */
const UNKNOWN_KEYS: [string, Record<string, unknown>][] = [
  ["totalPriceCents", { totalPriceCents: 1 }],
  ["__proto__", JSON.parse('{"__proto__":{"x":1}}')],
  ["constructor", JSON.parse('{"constructor":{"prototype":{"x":1}}}')],
];

/** The one message shown for this input. */
const firstMessage = (input: Record<string, unknown>, s = schema) => firstBookingError(s.safeParse(input));

describe("bookingInputSchema: a valid booking", () => {
  it("accepts the minimal transfer and normalises it", () => {
    const result = schema.safeParse({ ...valid, origin: "  Faro  ", tourId: "", vehicleId: "", flightNumber: " " });
    expect(firstBookingError(result)).toBeNull();
    expect(result.data).toMatchObject({
      origin: "Faro",
      tourId: null,
      vehicleId: undefined,
      flightNumber: undefined,
      extraIds: [],
      returnTrip: false,
      passengers: 2,
    });
    expect(result.data?.specialRequests).toBeUndefined();
  });

  it("coerces the passengers typed in a form", () => {
    expect(schema.parse({ ...valid, passengers: "3" }).passengers).toBe(3);
  });

  it("takes a date up to 2 years ahead (same day), and a return trip up to the same day", () => {
    expect(firstMessage({ ...valid, bookingDate: "2028-07-01" })).toBeNull();
    const roundTrip = { ...valid, bookingDate: "2028-06-30", returnTrip: true, returnTime: "10:00" };
    expect(firstMessage({ ...roundTrip, returnDate: "2028-07-01" })).toBeNull();
  });

  it("keeps line feeds and tabs in the special requests", () => {
    const specialRequests = "Cadeira de bebé\n\tGrupo 1 (9-18 kg)\nObrigado";
    expect(schema.parse({ ...valid, specialRequests }).specialRequests).toBe(specialRequests);
  });

  it("accepts a tour with its tour id and keeps it", () => {
    expect(schema.parse({ ...valid, bookingType: "tour", tourId: TOUR_ID }).tourId).toBe(TOUR_ID);
  });

  it("drops the tour id of a transfer", () => {
    expect(schema.parse({ ...valid, tourId: TOUR_ID }).tourId).toBeNull();
  });

  it("accepts the limits", () => {
    const result = schema.safeParse({
      ...valid,
      origin: "abc",
      destination: "x".repeat(500),
      bookingDate: TODAY,
      bookingTime: "00:00",
      passengers: 50,
      customerName: "Al",
      customerPhone: "(+351) 91-234",
      customerEmail: `${"a".repeat(243)}@example.com`,
      specialRequests: "x".repeat(1000),
      flightNumber: "x".repeat(20),
    });
    expect(firstBookingError(result)).toBeNull();
    expect(checkCapacity(50, 50)).toBeNull();
  });

  it("refuses tampered fields such as a total price or a status with the general message", () => {
    const result = schema.safeParse({ ...valid, totalPrice: 1, total_price: 1, status: "confirmed", priceCents: 0 });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: "unrecognized_keys", keys: ["totalPrice", "total_price", "status", "priceCents"] }),
    ]);
    expect(firstBookingError(result)).toBe(M.generic);
  });

  it.each(UNKNOWN_KEYS)("refuses an unknown key %s with the general message, even before a field's message", (key, extra) => {
    const body = { ...valid, ...extra };
    expect(Object.keys(body)).toContain(key);
    const result = schema.safeParse(body);
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ code: "unrecognized_keys", keys: [key], message: M.generic }));
    expect(firstBookingError(result)).toBe(M.generic);
    expect(firstBookingError(schema.safeParse({ ...body, customerName: "A" }))).toBe(M.generic);
  });

  it("keeps unique extras", () => {
    expect(schema.parse({ ...valid, extraIds: [EXTRA_A, EXTRA_B] }).extraIds).toEqual([EXTRA_A, EXTRA_B]);
  });

  it("keeps the return fields only with a return trip", () => {
    const back = { returnDate: "2026-07-20", returnTime: "18:00", returnFlightNumber: "TP 1235" };
    expect(schema.parse({ ...valid, returnTrip: true, ...back })).toMatchObject({ returnTrip: true, ...back });
    expect(schema.parse({ ...valid, returnTrip: false, ...back })).toMatchObject({
      returnTrip: false,
      returnDate: undefined,
      returnTime: undefined,
      returnFlightNumber: undefined,
    });
  });
});

describe("bookingInputSchema: one message per rule", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["origin too short", { origin: "ab" }, M.originRequired],
    ["origin blank after trimming", { origin: "    " }, M.originRequired],
    ["origin missing", { origin: undefined }, M.originRequired],
    ["origin too long", { origin: "x".repeat(501) }, M.originTooLong],
    ["destination too short", { destination: "" }, M.destinationRequired],
    ["destination too long", { destination: "x".repeat(501) }, M.destinationTooLong],
    ["tour without a tour", { bookingType: "tour" }, M.tourRequired],
    ["tour with an empty tour", { bookingType: "tour", tourId: "" }, M.tourRequired],
    ["tour with a malformed tour", { bookingType: "tour", tourId: "not-a-tour" }, M.tourRequired],
    ["date not a date", { bookingDate: "01/07/2026" }, M.dateInvalid],
    ["date not in the calendar", { bookingDate: "2026-02-30" }, M.dateInvalid],
    ["date empty", { bookingDate: "" }, M.dateInvalid],
    ["date in the past", { bookingDate: "2026-06-30" }, M.dateInPast],
    ["date more than 2 years ahead", { bookingDate: "2028-07-02" }, M.dateTooFar],
    ["date far ahead", { bookingDate: "9999-12-31" }, M.dateTooFar],
    [
      "return date more than 2 years ahead",
      { returnTrip: true, returnDate: "2028-07-02", returnTime: "10:00" },
      M.dateTooFar,
    ],
    ["time out of range", { bookingTime: "24:00" }, M.timeInvalid],
    ["time empty", { bookingTime: "" }, M.timeInvalid],
    ["passengers not whole", { passengers: 2.5 }, M.passengersInteger],
    ["passengers not a number", { passengers: "abc" }, M.passengersInteger],
    ["passengers true", { passengers: true }, M.passengersInteger],
    ["passengers in an array", { passengers: [2] }, M.passengersInteger],
    ["passengers an object", { passengers: { value: 2 } }, M.passengersInteger],
    ["passengers null", { passengers: null }, M.passengersInteger],
    ["passengers in hexadecimal", { passengers: "0x2" }, M.passengersInteger],
    ["passengers in exponent form", { passengers: "2e0" }, M.passengersInteger],
    ["passengers with a leading zero", { passengers: "02" }, M.passengersInteger],
    ["passengers with spaces", { passengers: " 2" }, M.passengersInteger],
    ["passengers as a decimal text", { passengers: "2.5" }, M.passengersInteger],
    ["passengers as infinity text", { passengers: "Infinity" }, M.passengersInteger],
    ["passengers 0", { passengers: 0 }, M.passengersMin],
    ["passengers negative", { passengers: -3 }, M.passengersMin],
    ["passengers 51", { passengers: 51 }, M.passengersMax],
    ["vehicle class empty", { vehicleClass: "" }, M.vehicleClassRequired],
    ["vehicle class missing", { vehicleClass: undefined }, M.vehicleClassRequired],
    ["flight number too long", { flightNumber: "x".repeat(21) }, M.flightTooLong],
    ["name too short", { customerName: " A " }, M.nameTooShort],
    ["name missing", { customerName: undefined }, M.nameTooShort],
    ["name too long", { customerName: "x".repeat(101) }, M.nameTooLong],
    ["phone too short", { customerPhone: "91234567" }, M.phoneTooShort],
    ["phone too long", { customerPhone: "1".repeat(21) }, M.phoneTooLong],
    ["phone with letters", { customerPhone: "912 345 67a" }, M.phoneInvalid],
    ["phone with a dot", { customerPhone: "912.345.678" }, M.phoneInvalid],
    ["email invalid", { customerEmail: "ana@" }, M.emailInvalid],
    ["NUL in the name", { customerName: "Ana\u0000Silva" }, "Nome contém caracteres inválidos"],
    ["escape in the name", { customerName: "Ana \u001b[31m" }, "Nome contém caracteres inválidos"],
    ["tab in the name", { customerName: "Ana\tSilva" }, "Nome contém caracteres inválidos"],
    ["DEL in the origin", { origin: "Faro\u007f airport" }, "Local de partida contém caracteres inválidos"],
    ["NUL in the destination", { destination: "Albu\u0000feira" }, "Local de destino contém caracteres inválidos"],
    ["NUL in the flight number", { flightNumber: "TP\u00001901" }, "Número de voo contém caracteres inválidos"],
    ["line feed in the flight number", { flightNumber: "TP\n1901" }, "Número de voo contém caracteres inválidos"],
    ["NUL in the phone", { customerPhone: "912\u0000345678" }, M.phoneInvalid],
    ["NUL in the e-mail", { customerEmail: "ana\u0000@example.com" }, M.emailInvalid],
    ["NUL in the vehicle class", { vehicleClass: "Eco\u0000nomy" }, M.vehicleClassRequired],
    ["NUL in the date", { bookingDate: "2026-07-1\u0000" }, M.dateInvalid],
    ["NUL in the time", { bookingTime: "14:3\u00000" }, M.timeInvalid],
    [
      "NUL in the special requests",
      { specialRequests: "Cadeira\u0000 de bebé" },
      "Pedidos especiais contêm caracteres inválidos",
    ],
    [
      "a lone surrogate in the special requests",
      { specialRequests: "Cadeira \ud800 de bebé" },
      "Pedidos especiais contêm caracteres inválidos",
    ],
    ["email empty", { customerEmail: "  " }, M.emailInvalid],
    ["email too long", { customerEmail: `${"a".repeat(244)}@example.com` }, M.emailTooLong],
    ["special requests too long", { specialRequests: "x".repeat(1001) }, M.specialRequestsTooLong],
    ["return flight number too long", { returnFlightNumber: "x".repeat(21) }, M.flightTooLong],
    ["transfer from an airport without a flight", { origin: "Faro Airport" }, M.flightRequired],
    ["return trip without a date", { returnTrip: true, returnTime: "18:00" }, M.returnDateRequired],
    [
      "return before the outbound date",
      { returnTrip: true, returnDate: "2026-07-09", returnTime: "18:00" },
      M.returnDateBeforeOutbound,
    ],
    ["return date not a date", { returnTrip: true, returnDate: "2026-13-01", returnTime: "18:00" }, M.dateInvalid],
    ["return trip without a time", { returnTrip: true, returnDate: "2026-07-20" }, M.returnTimeRequired],
    ["return time out of range", { returnTrip: true, returnDate: "2026-07-20", returnTime: "18:60" }, M.timeInvalid],
    [
      "return trip to an airport without a return flight",
      { returnTrip: true, returnDate: "2026-07-20", returnTime: "18:00", destination: "Aeroporto de Faro" },
      M.returnFlightRequired,
    ],
    ["unknown booking type", { bookingType: "helicopter" }, M.generic],
    ["malformed id", { id: "123" }, M.generic],
    ["malformed vehicle", { vehicleId: "van-1" }, M.generic],
    ["malformed extra", { extraIds: ["x"] }, M.generic],
    ["the same extra twice", { extraIds: [EXTRA_A, EXTRA_A] }, M.generic],
    ["return trip not a boolean", { returnTrip: "yes" }, M.generic],
  ];

  it.each(cases)("%s", (_name, change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it("answers the generic message for something that is not a booking", () => {
    expect(firstBookingError(schema.safeParse(null))).toBe(M.generic);
    expect(firstBookingError(schema.safeParse([]))).toBe(M.generic);
    expect(firstBookingError(schema.safeParse("booking"))).toBe(M.generic);
  });

  it("accepts a return on the outbound date", () => {
    expect(firstMessage({ ...valid, returnTrip: true, returnDate: valid.bookingDate, returnTime: "08:00" })).toBeNull();
  });

  it("uses the given today for 'not in the past'", () => {
    const input = { ...valid, bookingDate: "2026-07-01" };
    expect(firstMessage(input, bookingInputSchema("2026-07-01"))).toBeNull();
    expect(firstMessage(input, bookingInputSchema("2026-07-02"))).toBe(M.dateInPast);
    expect(firstMessage(input, bookingInputSchema("2026-06-30"))).toBeNull();
  });

  it("property: a valid date is in the past exactly when it is before today", () => {
    const day = fc
      .date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (date, today) => {
        const message = firstMessage({ ...valid, bookingDate: date }, bookingInputSchema(today));
        // Two years after today: the same month and day (29 February becomes 28 February).
        const [y, m, d] = today.split("-");
        const latest = `${Number(y) + 2}-${m}-${m === "02" && d === "29" ? "28" : d}`;
        expect(message).toBe(date < today ? M.dateInPast : date > latest ? M.dateTooFar : null);
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});

describe("bookingInputSchema: only the first message, in form order", () => {
  it("shows the earlier field first", () => {
    expect(firstMessage({ ...valid, customerName: "A", origin: "ab" })).toBe(M.originRequired);
    expect(firstMessage({ ...valid, customerEmail: "x", customerPhone: "1" })).toBe(M.phoneTooShort);
    expect(firstMessage({ ...valid, passengers: 0, bookingTime: "9h" })).toBe(M.timeInvalid);
  });

  it("shows the missing tour in the tour's place, before later fields", () => {
    expect(firstMessage({ ...valid, bookingType: "tour", customerName: "A" })).toBe(M.tourRequired);
    expect(firstMessage({ ...valid, bookingType: "tour", customerName: undefined })).toBe(M.tourRequired);
    expect(firstMessage({ ...valid, bookingType: "tour", origin: "a" })).toBe(M.originRequired);
  });

  it("shows the fields' own messages before the cross-field rules", () => {
    expect(firstMessage({ ...valid, origin: "Faro Airport", customerName: "A" })).toBe(M.nameTooShort);
    expect(firstMessage({ ...valid, returnTrip: true, customerEmail: "x" })).toBe(M.emailInvalid);
  });

  it("shows the flight rule before the return rules, and the return rules in order", () => {
    expect(firstMessage({ ...valid, origin: "Faro Airport", returnTrip: true })).toBe(M.flightRequired);
    expect(firstMessage({ ...valid, returnTrip: true, destination: "Faro Airport" })).toBe(M.returnDateRequired);
    expect(
      firstMessage({ ...valid, returnTrip: true, returnDate: "2026-07-01", destination: "Faro Airport" }),
    ).toBe(M.returnDateBeforeOutbound);
  });

  it("sorts issues by field order and keeps cross-field issues last", () => {
    const sorted = sortBookingIssues([
      { message: "c", path: ["returnDate"], params: { crossField: true } },
      { message: "b", path: ["customerName"] },
      { message: "a", path: ["tourId"] },
      { message: "d", path: ["customerName"] },
    ]);
    expect(sorted.map((i) => i.message)).toEqual(["a", "b", "d", "c"]);
  });

  it("is null for a success", () => expect(firstBookingError({ success: true })).toBeNull());

  it("never shows a text outside the spec's catalogue", () => {
    expect(firstBookingError({ success: false, error: { issues: [{ message: "Invalid input", path: [] }] } })).toBe(
      M.generic,
    );
    expect(firstBookingError({ success: false, error: { issues: [] } })).toBe(M.generic);
  });
});

describe("flight numbers and airports", () => {
  const airports = ["Faro Airport", "Aeroporto de Faro", "Aeropuerto de Lisboa", "Aéroport de Faro", "Flughafen Faro"];

  it.each(airports)("a transfer from %s needs a flight number", (origin) => {
    expect(firstMessage({ ...valid, origin })).toBe(M.flightRequired);
    expect(firstMessage({ ...valid, origin, flightNumber: "  " })).toBe(M.flightRequired);
    expect(firstMessage({ ...valid, origin, flightNumber: "FR 1234" })).toBeNull();
  });

  it.each(airports)("a tour from %s does not", (origin) => {
    expect(firstMessage({ ...valid, bookingType: "tour", tourId: TOUR_ID, origin })).toBeNull();
  });

  it.each(airports)("a transfer to %s needs no flight number one way", (destination) => {
    expect(firstMessage({ ...valid, destination })).toBeNull();
  });

  it.each(airports)("a return trip to %s needs a return flight number", (destination) => {
    const back = { returnTrip: true, returnDate: "2026-07-20", returnTime: "18:00" };
    expect(firstMessage({ ...valid, destination, ...back })).toBe(M.returnFlightRequired);
    expect(firstMessage({ ...valid, destination, ...back, returnFlightNumber: "TP 1235" })).toBeNull();
  });

  it("a return trip from an airport needs the outbound flight, not a return flight", () => {
    const back = { returnTrip: true, returnDate: "2026-07-20", returnTime: "18:00" };
    expect(firstMessage({ ...valid, origin: "Faro Airport", flightNumber: "TP 1", ...back })).toBeNull();
  });
});

describe("checkCapacity and checkPrice", () => {
  it("refuses more passengers than the vehicle holds, naming both numbers", () => {
    expect(checkCapacity(9, 8)).toBe("Veículo selecionado não tem capacidade para 9 passageiros. Capacidade máxima: 8");
    expect(checkCapacity(8, 8)).toBeNull();
    expect(checkCapacity(3, null)).toBeNull();
  });

  it("blocks a transfer priced 0, not a tour", () => {
    expect(checkPrice("transfer", 0)).toBe(M.priceUnavailable);
    expect(checkPrice("transfer", 5500)).toBeNull();
    expect(checkPrice("tour", 0)).toBeNull();
  });
});

describe("bookingFormDefaults", () => {
  it("is a transfer for 1 passenger without a return trip, with empty texts", () => {
    const defaults = bookingFormDefaults();
    expect(defaults).toMatchObject({
      bookingType: "transfer",
      passengers: 1,
      returnTrip: false,
      extraIds: [],
      origin: "",
      customerName: "",
      returnDate: "",
    });
    expect(Object.keys(defaults).sort()).toEqual([...BOOKING_FIELD_ORDER].sort());
  });

  it("carries a fresh valid booking id, and the first message is the origin's", () => {
    const a = bookingFormDefaults();
    expect(a.id).not.toBe(bookingFormDefaults().id);
    expect(firstMessage(a)).toBe(M.originRequired);
  });

  it("takes overrides (a tour page preselects its tour)", () => {
    expect(bookingFormDefaults({ bookingType: "tour", tourId: TOUR_ID })).toMatchObject({
      bookingType: "tour",
      tourId: TOUR_ID,
    });
  });

  it("newBookingId gives version 4 UUIDs", () => {
    for (let i = 0; i < 50; i++) {
      expect(newBookingId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});

describe("passengersError (the field's message while typed)", () => {
  it("gives the schema's message for what the schema refuses, and none for what it takes", () => {
    const schema = bookingInputSchema(lisbonToday());
    for (const value of ["", "0", "1", "14", "50", "51", "2.5", "-3", "abc", 0, 1, 14, 50, 51, 2.5]) {
      const parsed = schema.safeParse({ passengers: value });
      const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === "passengers");
      expect(passengersError(value), String(value)).toBe(issue?.message ?? null);
    }
  });
});
