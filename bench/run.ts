/**
 * npm run bench: how the hot paths of the booking form scale, as ratios against a baseline
 * measured in the same run (one great-circle distance), so figures compare across machines.
 *
 *   - quoteTransferCents over the demo zones, and over 50x as many zones (an operator with ~1000)
 *   - the gazetteer's search for what a visitor types (every keystroke asks for suggestions)
 */
import { greatCircleKm } from "../src/domain/geo.ts";
import { quoteTransferCents, type ZoneForPricing } from "../src/domain/pricing.ts";
import { SEED_ZONES } from "../src/server/db/seed-data/zones.ts";
import { createGazetteer } from "../src/server/integrations/places/gazetteer.ts";

/** Results are kept here so the JIT cannot drop the work being measured. */
let sink: unknown;

function nsPerOp(work: () => unknown, minMs = 300): number {
  const run = () => {
    sink = work();
  };
  for (let i = 0; i < 1000; i++) run(); // warm up
  let ops = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0n;
  while (elapsed < BigInt(minMs) * 1_000_000n) {
    for (let i = 0; i < 100; i++) run();
    ops += 100;
    elapsed = process.hrtime.bigint() - start;
  }
  return Number(elapsed) / ops;
}

const zones: ZoneForPricing[] = SEED_ZONES.map((z, i) => ({
  id: String(i),
  originLat: z.originLat,
  originLng: z.originLng,
  destinationLat: z.destinationLat,
  destinationLng: z.destinationLng,
  originRadiusKm: z.originRadiusKm,
  destinationRadiusKm: z.destinationRadiusKm,
  prices: Object.entries(z.pricesCents).map(([vehicleClass, priceCents]) => ({ vehicleClass, priceCents })),
}));
const manyZones = Array.from({ length: 50 }, () => zones).flat();
const faroAirport = { lat: 37.0144, lng: -7.9659 };
const fatima = { lat: 39.6314, lng: -8.6727 }; // last demo zone: the worst case of the scan
const nowhere = { lat: 41.8, lng: -6.75 }; // Bragança: no zone matches

const baseline = nsPerOp(() => greatCircleKm(faroAirport, fatima));
const gazetteer = createGazetteer();
const rows: [string, number][] = [
  [`quote, ${zones.length} zones, match near the end`, nsPerOp(() => quoteTransferCents({ origin: faroAirport, destination: fatima, vehicleClass: "Executive", zones }))],
  [`quote, ${zones.length} zones, no match`, nsPerOp(() => quoteTransferCents({ origin: nowhere, destination: fatima, vehicleClass: "Executive", zones }))],
  [`quote, ${manyZones.length} zones, no match`, nsPerOp(() => quoteTransferCents({ origin: nowhere, destination: fatima, vehicleClass: "Executive", zones: manyZones }))],
  ["gazetteer search 'aeroporto faro'", nsPerOp(() => gazetteer.search("aeroporto faro"))],
  ["gazetteer search 'alb'", nsPerOp(() => gazetteer.search("alb"))],
  ["gazetteer geocode 'Rua X, 8200 Albufeira'", nsPerOp(() => gazetteer.locate("Rua X, 8200 Albufeira"))],
];

if (sink === Symbol.for("never")) console.log(sink);
console.log(`baseline: one great-circle distance = ${baseline.toFixed(1)} ns`);
console.log("case".padEnd(46), "ns/op".padStart(12), "x baseline".padStart(12));
for (const [name, ns] of rows) {
  console.log(name.padEnd(46), ns.toFixed(0).padStart(12), (ns / baseline).toFixed(0).padStart(12));
}
