/**
 * The vehicles of a group in a few words, the same in every language: "2 × Van", or
 * "Van + Premium Van" (classes in the order given, repeats counted).
 */
export function groupVehiclesText(rows: readonly { vehicleClass: string }[]): string {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.vehicleClass, (counts.get(row.vehicleClass) ?? 0) + 1);
  return [...counts].map(([vehicleClass, count]) => (count > 1 ? `${count} × ${vehicleClass}` : vehicleClass)).join(" + ");
}
