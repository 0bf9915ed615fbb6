/**
 * Fills a PostgreSQL database for the scale benchmark (issue 12): 1,000 drivers, 1,000,000
 * bookings over ~3 years around today with their checkouts, and 5,000 priced zones, with
 * set-based SQL (INSERT ... SELECT generate_series) so it runs in a couple of minutes.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench node --import tsx bench/scale/generate.ts
 *
 * The product's migrations run first (openDatabase().migrate(), as the server does at start).
 * Existing bookings, drivers made by this script and zones are replaced. BENCH_BOOKINGS,
 * BENCH_DRIVERS and BENCH_ZONES change the sizes.
 */
import pg from "pg";
import { openDatabase } from "../../src/server/db/client.ts";

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error("Set BENCH_DATABASE_URL to a PostgreSQL database (it will be filled with test data).");
  process.exit(1);
}
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const DRIVERS = Number(process.env.BENCH_DRIVERS ?? 1_000);
const ZONES = Number(process.env.BENCH_ZONES ?? 5_000);

const FIRST = [
  "Ana", "João", "Maria", "Pedro", "Sofia", "Rui", "Inês", "Tiago", "Beatriz", "Miguel", "Carla", "Nuno",
  "Rita", "Paulo", "Marta", "Luís", "Catarina", "Hugo", "Joana", "Bruno", "Emma", "Liam", "Olivia", "Noah",
  "Charlotte", "James", "Amelia", "Oliver", "Sophie", "Lucas", "Camille", "Louis", "Chloé", "Hans", "Greta",
  "Klaus", "Lena", "Pablo", "Lucía", "Javier", "Carmen", "Wei", "Li", "Ming", "Yan", "Kenji", "Aiko",
  "Giulia", "Marco", "Francesca", "Sean", "Aoife", "Erik", "Astrid", "Mateo", "Valentina", "David", "Sarah",
  "Michael", "Laura",
];
const LAST = [
  "Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Martins", "Jesus", "Sousa",
  "Fernandes", "Gonçalves", "Gomes", "Lopes", "Marques", "Alves", "Almeida", "Ribeiro", "Pinto", "Carvalho",
  "Teixeira", "Moreira", "Correia", "Mendes", "Nunes", "Soares", "Vieira", "Monteiro", "Cardoso", "Rocha",
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Taylor", "Davies", "Evans", "Wilson", "Thomas",
  "Dubois", "Martin", "Bernard", "Durand", "Lefebvre", "Moreau", "Müller", "Schmidt", "Schneider", "Fischer",
  "Weber", "Meyer", "García", "Fernández", "González", "López", "Martínez", "Sánchez", "Wang", "Zhang",
  "Chen", "Liu", "Yamamoto", "Tanaka", "Rossi", "Russo", "Ferrari", "Murphy", "Kelly", "Andersson",
  "Johansson", "Nilsson", "Novak", "Kowalski", "Nowak", "Horvat", "Papadopoulos", "Cohen", "Levi", "Khan",
];
const PLACES = [
  "Aeroporto de Faro (FAO)", "Aeroporto de Lisboa (LIS)", "Aeroporto do Porto (OPO)", "Albufeira", "Vilamoura",
  "Lagos", "Portimão", "Tavira", "Quarteira", "Vale do Lobo", "Quinta do Lago", "Sagres", "Lisboa", "Sintra",
  "Cascais", "Fátima", "Porto", "Évora", "Óbidos", "Coimbra",
];
const CLASSES = ["Standard", "Executive", "Van"];

const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;

async function main() {
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: url });
  await database.migrate();
  await database.close();
  console.log(`migrations applied in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = async (label: string, text: string) => {
    const t = performance.now();
    const result = await client.query(text);
    console.log(`${label.padEnd(44)} ${((performance.now() - t) / 1000).toFixed(1).padStart(6)} s`);
    return result;
  };

  await step("clear previous data", `
    truncate bookings, booking_extras, booking_events, booking_tokens, payments, refunds, notifications cascade;
    delete from zones;
    delete from users where id like 'bench-driver-%';
  `);

  await step("catalogue (vehicles, tours) if missing", `
    insert into vehicles (name, class, capacity)
    select v.name, v.class, v.capacity
    from (values ('Mercedes E-Class', 'Standard', 3), ('Mercedes S-Class', 'Executive', 3), ('Mercedes V-Class', 'Van', 7))
      as v(name, class, capacity)
    where not exists (select 1 from vehicles);
    insert into tours (slug, name, duration_hours, price_cents)
    select 'bench-tour-' || g, 'Tour ' || g, 4 + g % 5, 20000 + g * 1000
    from generate_series(1, 10) g
    where not exists (select 1 from tours);
  `);

  await step(`${DRIVERS} drivers (users, profiles, roles)`, `
    insert into users (id, name, email, email_verified)
    select 'bench-driver-' || lpad(g::text, 5, '0'),
           (${sqlArray(FIRST)})[1 + g % ${FIRST.length}] || ' ' || (${sqlArray(LAST)})[1 + (g * 7) % ${LAST.length}],
           'driver' || g || '@lusitania.example', true
    from generate_series(1, ${DRIVERS}) g;
    insert into profiles (user_id, name, phone)
    select id, name, '+351 96' || lpad((hashtext(id) & 9999999)::text, 7, '0') from users where id like 'bench-driver-%';
    insert into user_roles (user_id, role)
    select id, 'driver' from users where id like 'bench-driver-%';
  `);

  await step(`${ZONES} zones`, `
    select setseed(0.7);
    insert into zones (name, origin, destination, origin_lat, origin_lng, destination_lat, destination_lng,
                       origin_radius_km, destination_radius_km, created_at)
    select 'Zone ' || g, 'Origin ' || g, 'Destination ' || g,
           37 + random() * 5, -9.5 + random() * 3, 37 + random() * 5, -9.5 + random() * 3,
           2 + random() * 13, 2 + random() * 13, now() - make_interval(secs => ${ZONES} - g)
    from generate_series(1, ${ZONES}) g;
  `);
  await step("zone prices (3 classes each)", `
    insert into zone_prices (zone_id, vehicle_class, price_cents)
    select z.id, c.class, 3000 + (abs(hashtext(z.id::text || c.class)) % 20000)
    from zones z cross join unnest(${sqlArray(CLASSES)}::text[]) as c(class);
  `);
  // Row g: a deterministic id (md5 of g), created 1 to 120 days before its service date, a
  // transfer priced by one of the zones (the zone report has as many groups as zones), the
  // service date spread over 3 years centred on today. Every tenth row is a transfer, the return
  // trip of the transfer before it. Statuses follow the date: past ones mostly completed, future
  // ones pending / confirmed / assigned; every assigned, in-progress or completed booking
  // and some others have a driver (~75% in all). Tours not cancelled had their payment link sent
  // (approved), except half of the pending ones; one booking in twenty had it (re)sent too.
  await step(`${BOOKINGS.toLocaleString("en")} bookings`, `
    select setseed(0.42);
    insert into bookings (
      id, booking_type, origin, destination, booking_date, booking_time, passengers, vehicle_id,
      vehicle_class, tour_id, flight_number, customer_name, customer_phone, customer_email,
      special_requests, total_price_cents, status, assigned_driver_id, outbound_booking_id,
      language, created_at, zone_id, payment_link_sent_at
    )
    with v as (select array_agg(id order by class) ids, array_agg(class order by class) classes from vehicles),
         t as (select array_agg(id order by slug) ids from tours),
         z as (select array_agg(id order by created_at) ids from zones),
         base as (
           select g,
                  (current_date - 548 + (random() * 1096)::int) as day,
                  random() as r_status, random() as r_driver, random() as r_name, random() as r_last,
                  random() as r_created
           from generate_series(1, ${BOOKINGS}) g
         )
    select
      md5('booking' || g)::uuid,
      (case when g % 5 = 0 then 'tour' else 'transfer' end)::booking_type,
      (${sqlArray(PLACES)})[1 + g % ${PLACES.length}],
      (${sqlArray(PLACES)})[1 + (g * 3 + 7) % ${PLACES.length}],
      day,
      make_time((g * 7) % 24, (g * 13) % 4 * 15, 0),
      1 + g % 7,
      v.ids[1 + g % 3],
      v.classes[1 + g % 3],
      case when g % 5 = 0 then t.ids[1 + g % 10] end,
      case when g % 3 = 0 then 'TP' || (1000 + g % 9000) end,
      (${sqlArray(FIRST)})[1 + floor(r_name * ${FIRST.length})::int] || ' ' || (${sqlArray(LAST)})[1 + floor(r_last * ${LAST.length})::int],
      '+' || (array['351 91', '351 93', '351 96', '44 7700', '33 6', '49 151'])[1 + g % 6] || ' ' || lpad(((g::bigint * 7919) % 10000000)::text, 7, '0'),
      lower(translate((${sqlArray(FIRST)})[1 + floor(r_name * ${FIRST.length})::int], 'ãçéêíóúü', 'aceeiouu')) || '.' ||
        lower(translate((${sqlArray(LAST)})[1 + floor(r_last * ${LAST.length})::int], 'ãçéêíóúüá', 'aceeiouua')) || g ||
        (array['@gmail.com', '@outlook.com', '@example.pt', '@web.de', '@yahoo.fr'])[1 + g % 5],
      case when g % 11 = 0 then 'Child seat, please' end,
      5000 + (g * 37) % 45000,
      (case
        when r_status < 0.08 then 'cancelled'
        when day < current_date then (case when r_status < 0.95 then 'completed' else 'confirmed' end)
        when r_status < 0.35 then 'pending'
        when r_status < 0.60 then 'confirmed'
        when r_status < 0.98 then 'assigned'
        else 'in_progress'
      end)::booking_status,
      case when r_driver < 0.30 or (r_status >= 0.08 and ((day < current_date and r_status < 0.95) or (day >= current_date and r_status >= 0.60)))
        then 'bench-driver-' || lpad((1 + (g * 31) % ${DRIVERS})::text, 5, '0') end,
      case when g % 10 = 2 then md5('booking' || (g - 1))::uuid end,
      (array['en', 'pt', 'fr', 'es', 'zh'])[1 + g % 5],
      (day - (1 + (r_created * 120)::int))::timestamptz + make_interval(secs => (g % 86400)),
      case when g % 5 <> 0 then z.ids[1 + (g * 17) % ${ZONES}] end,
      case when g % 20 = 3 or (g % 5 = 0 and r_status >= 0.08 and (day < current_date or r_status >= 0.35 or r_status < 0.20))
        then least(now(), (day - 1)::timestamptz) end
    from base, v, t, z;
  `);
  // The checkouts of outbound trips (a return trip is paid with its outbound one): a paid one for
  // every booking past pending; expired ones for some pending and cancelled bookings; an open one
  // for one pending booking in a hundred (half of them beside an expired one): the provider
  // expires a checkout left unpaid after 24 hours, so few are open at any time.
  await step("payments", `
    insert into payments (booking_id, provider, provider_session_id, amount_cents, status, url, created_at, paid_at)
    select id, 'stripe', 'cs_bench_paid_' || id, total_price_cents, 'paid', 'https://checkout.stripe.com/c/pay/bench',
           created_at + interval '10 minutes', created_at + interval '15 minutes'
    from bookings
    where outbound_booking_id is null and status in ('confirmed', 'assigned', 'in_progress', 'completed');
    insert into payments (booking_id, provider, provider_session_id, amount_cents, status, url, created_at)
    select b.id, 'stripe', 'cs_bench_' || k.kind || '_' || b.id, b.total_price_cents, k.kind::payment_status,
           'https://checkout.stripe.com/c/pay/bench', b.created_at + interval '10 minutes'
    from bookings b
    cross join (values ('open', 0), ('open', 21), ('expired', 1), ('expired', 2), ('expired', 3)) as k(kind, bucket)
    where b.outbound_booking_id is null and b.status in ('pending', 'cancelled')
      and abs(hashtext(b.id::text)) % (case k.kind when 'open' then 200 else 20 end) = k.bucket
      and (k.kind = 'expired' or b.status = 'pending');
  `);

  // The bookings' triggers appended their counts and totals as pending changes: folded in now, as
  // the server's folding would (decision 0035).
  await step("fold the counts and totals", "select fold_booking_totals()");
  await step(
    "vacuum analyze",
    "vacuum analyze users, profiles, user_roles, bookings, payments, booking_counts, booking_created_counts, report_totals, booking_counts_pending, booking_created_counts_pending, report_totals_pending, zones, zone_prices",
  );

  await client.end();
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

await main();
