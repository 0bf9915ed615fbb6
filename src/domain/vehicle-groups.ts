/**
 * Groups in several vehicles (decision 0045): when no single class seats the passengers, the trip
 * is booked as a group of vehicles, each priced at its class's price for the trip.
 */

/** A class that can carry part of a group: its biggest vehicle's seats and its price for the trip. */
export interface VehicleOption {
  vehicleClass: string;
  capacity: number;
  /** The class's price for the trip (cents); 0 means no price: never proposed. */
  priceCents: number;
}

/** The passengers a group may hold: the booking form's 1 to 50. */
const MAX_GROUP_PASSENGERS = 50;

/**
 * The combination of vehicles that carries `passengers`: the fewest vehicles, then the cheapest
 * sum of prices; among equals, as many of the earlier options as possible. Only priced options are
 * used, each as often as needed. The vehicles come in the order of `options`. Null when no option
 * has a price, or when `passengers` is not a whole number from 1 to 50.
 */
export function proposeVehicleGroup(passengers: number, options: readonly VehicleOption[]): VehicleOption[] | null {
  if (!Number.isInteger(passengers) || passengers < 1 || passengers > MAX_GROUP_PASSENGERS) return null;
  const priced = options.filter((o) => o.priceCents > 0 && Number.isInteger(o.capacity) && o.capacity > 0);
  if (priced.length === 0) return null;
  const largest = Math.max(...priced.map((o) => o.capacity));
  const count = Math.ceil(passengers / largest);

  // cheapest(i, left, seats): the lowest price of `left` vehicles from priced[i..] seating `seats`
  // more passengers (Infinity when impossible), with the count of priced[i] taken.
  const memo = new Map<string, { cents: number; take: number }>();
  const cheapest = (i: number, left: number, seats: number): { cents: number; take: number } => {
    if (i === priced.length) return { cents: left === 0 && seats <= 0 ? 0 : Infinity, take: 0 };
    const key = `${i}:${left}:${Math.max(seats, 0)}`;
    const known = memo.get(key);
    if (known) return known;
    let best = { cents: Infinity, take: 0 };
    const option = priced[i]!;
    // Most of this option first: a tie keeps the larger share of the earlier option.
    for (let take = left; take >= 0; take--) {
      const rest = cheapest(i + 1, left - take, seats - take * option.capacity);
      const cents = rest.cents + take * option.priceCents;
      if (cents < best.cents) best = { cents, take };
    }
    memo.set(key, best);
    return best;
  };

  const chosen: VehicleOption[] = [];
  let left = count;
  let seats = passengers;
  for (let i = 0; i < priced.length; i++) {
    const { take } = cheapest(i, left, seats);
    for (let n = 0; n < take; n++) chosen.push(priced[i]!);
    left -= take;
    seats -= take * priced[i]!.capacity;
  }
  return chosen;
}

/**
 * The passengers of each vehicle: shared out one at a time in turn, so the vehicles are about
 * equally full, none above its capacity. Throws RangeError unless every vehicle can have one
 * passenger and all fit.
 */
export function splitPassengers(passengers: number, capacities: readonly number[]): number[] {
  const seats = capacities.reduce((sum, c) => sum + c, 0);
  if (!Number.isInteger(passengers) || passengers < capacities.length || passengers > seats) {
    throw new RangeError(`cannot seat ${passengers} passengers in vehicles of ${capacities.join(", ")} seats`);
  }
  const shares = capacities.map(() => 0);
  let left = passengers;
  while (left > 0) {
    for (let i = 0; i < capacities.length && left > 0; i++) {
      if (shares[i]! < capacities[i]!) {
        shares[i]!++;
        left--;
      }
    }
  }
  return shares;
}

/** Whether two lists name the same classes the same number of times, in any order. */
export function sameVehicleClasses(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = (list: readonly string[]) => [...list].sort().join("\n");
  return sorted(a) === sorted(b);
}
