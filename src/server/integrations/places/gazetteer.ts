import { normalizeText } from "../../../domain/airports.ts";
import { GAZETTEER, type GazetteerEntry, type PlaceKind } from "./gazetteer-data.ts";
import { clampLimit, type GeoPoint, type PlaceSuggestion, type Places } from "./places.ts";

/** Lower case, without accents, punctuation as single spaces: "Aeroporto de Faro (FAO)" → "aeroporto de faro fao". */
export function toSearchText(text: string): string {
  return normalizeText(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Small words a query may add or leave out ("aeroporto faro" finds "Aeroporto de Faro"). */
const STOP_WORDS = new Set(["de", "da", "do", "das", "dos", "e", "the", "of"]);

const KIND_ORDER: Record<PlaceKind, number> = { airport: 0, city: 1, resort: 2, landmark: 3, station: 4 };

/** Names shorter than this are not looked for inside a free-text address (IATA codes, "Luz", "Foz"). */
const MIN_CONTAINED_NAME = 4;

/** A place name right after one of these is part of a street name ("Rua de Faro"). */
const STREET_BEFORE =
  /(?:^| )(?:rua|r|avenida|av|estrada|est|travessa|tv|largo|praca|pc|alameda|calcada|caminho|beco|rotunda|urbanizacao|urb|quinta)(?: (?:de|da|do|das|dos))? $/;

/** Where ` name ` last occurs in the padded text other than as part of a street name, or -1. */
function lastPlaceOccurrence(text: string, name: string): number {
  const needle = ` ${name} `;
  for (let at = text.lastIndexOf(needle); at >= 0; at = at === 0 ? -1 : text.lastIndexOf(needle, at - 1)) {
    if (!STREET_BEFORE.test(text.slice(0, at + 1))) return at;
  }
  return -1;
}

interface IndexedName {
  full: string;
  compact: string;
  words: string[];
}

interface IndexedEntry {
  entry: GazetteerEntry;
  names: IndexedName[];
  allWords: string[];
  /** Search text of the region, padded with spaces: " loule algarve portugal ". */
  region: string;
}

function withoutStopWords(words: string[]): string[] {
  return words.filter((w) => !STOP_WORDS.has(w));
}

function indexName(name: string): IndexedName {
  const full = toSearchText(name);
  const words = full.split(" ").filter(Boolean);
  return { full, compact: withoutStopWords(words).join(" "), words };
}

function buildIndex(entries: readonly GazetteerEntry[]): IndexedEntry[] {
  return entries.map((entry) => {
    const names = [entry.label, ...entry.aliases].map(indexName);
    return {
      entry,
      names,
      allWords: [...new Set(names.flatMap((n) => n.words))],
      region: ` ${toSearchText(entry.region)} `,
    };
  });
}

type WordMatch = (nameWord: string, queryWord: string) => boolean;
const prefixMatch: WordMatch = (nameWord, queryWord) => nameWord.startsWith(queryWord);
const wholeWordMatch: WordMatch = (nameWord, queryWord) => nameWord === queryWord;

interface Match {
  indexed: IndexedEntry;
  /** 0: a name starts with the query; 1: one name holds every query word; 2: the names together do. */
  tier: number;
  /** Length of the shortest name that matched (closer to what was typed). */
  nameLength: number;
}

interface Query {
  full: string;
  compact: string;
  words: string[];
}

function parseQuery(text: string): Query | null {
  const full = toSearchText(text);
  if (full === "") return null;
  const allWords = full.split(" ");
  const meaningful = withoutStopWords(allWords);
  return { full, compact: meaningful.join(" "), words: meaningful.length > 0 ? meaningful : allWords };
}

function matchEntry(indexed: IndexedEntry, query: Query, wordMatch: WordMatch): Match | null {
  const has = (words: string[], q: string) => words.some((w) => wordMatch(w, q));
  if (wordMatch === prefixMatch) {
    const starting = indexed.names.filter(
      (n) => n.full.startsWith(query.full) || (query.compact !== "" && n.compact.startsWith(query.compact)),
    );
    if (starting.length > 0) return { indexed, tier: 0, nameLength: Math.min(...starting.map((n) => n.full.length)) };
  }
  const holding = indexed.names.filter((n) => query.words.every((q) => has(n.words, q)));
  if (holding.length > 0) return { indexed, tier: 1, nameLength: Math.min(...holding.map((n) => n.full.length)) };
  if (query.words.every((q) => has(indexed.allWords, q))) {
    return { indexed, tier: 2, nameLength: indexed.names[0]?.full.length ?? 0 };
  }
  return null;
}

function compareMatches(a: Match, b: Match): number {
  return (
    a.tier - b.tier ||
    KIND_ORDER[a.indexed.entry.kind] - KIND_ORDER[b.indexed.entry.kind] ||
    Number(b.indexed.entry.major ?? false) - Number(a.indexed.entry.major ?? false) ||
    a.nameLength - b.nameLength ||
    a.indexed.entry.label.localeCompare(b.indexed.entry.label, "pt")
  );
}

export interface Gazetteer {
  /** Entries matching what was typed, best first: accent- and case-insensitive, every word a prefix. */
  search(query: string, limit?: number): GazetteerEntry[];
  /**
   * The place a free-text address is in: a place so named, else the best match of its whole words,
   * else the longest known place name inside it ("Rua X, 8200 Albufeira" → Albufeira).
   */
  locate(address: string): GazetteerEntry | null;
  byId(id: string): GazetteerEntry | null;
}

/** An in-memory index over the entries (the built-in list unless given). */
export function createGazetteer(entries: readonly GazetteerEntry[] = GAZETTEER): Gazetteer {
  const index = buildIndex(entries);
  const byId = new Map(entries.map((e) => [e.id, e]));

  function rank(text: string, wordMatch: WordMatch): Match[] {
    const query = parseQuery(text);
    if (!query) return [];
    const matches: Match[] = [];
    for (const indexed of index) {
      const match = matchEntry(indexed, query, wordMatch);
      if (match) matches.push(match);
    }
    return matches.sort(compareMatches);
  }

  function search(query: string, limit?: number): GazetteerEntry[] {
    return rank(query, prefixMatch)
      .slice(0, clampLimit(limit))
      .map((m) => m.indexed.entry);
  }

  /** An entry one of whose names is exactly the text (airports first). */
  function findExact(text: string): GazetteerEntry | null {
    const query = parseQuery(text);
    if (!query) return null;
    const exact = index
      .filter(({ names }) => names.some((n) => n.full === query.full || (query.compact !== "" && n.compact === query.compact)))
      .map((i) => i.entry)
      .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
    return exact[0] ?? null;
  }

  /**
   * The most specific known place named inside the text: names of streets do not count ("Avenida
   * de Lisboa, Faro" is in Faro), a place inside another one named too wins ("Alvor, Portimão" is
   * Alvor), then the longest name, then the later one (addresses end with the town).
   */
  function findContained(address: string): GazetteerEntry | null {
    const normalized = toSearchText(address);
    const texts = [` ${normalized} `, ` ${withoutStopWords(normalized.split(" ")).join(" ")} `];
    const found: { indexed: IndexedEntry; length: number; position: number }[] = [];
    for (const indexed of index) {
      let best: { length: number; position: number } | null = null;
      for (const name of indexed.names) {
        for (const [i, text] of texts.entries()) {
          const candidate = i === 0 ? name.full : name.compact;
          if (candidate.length < MIN_CONTAINED_NAME) continue;
          const at = lastPlaceOccurrence(text, candidate);
          if (at < 0) continue;
          // Where the match ends, as a share of the text it was found in.
          const position = (at + candidate.length) / text.length;
          if (!best || candidate.length > best.length || (candidate.length === best.length && position > best.position)) {
            best = { length: candidate.length, position };
          }
        }
      }
      if (best) found.push({ indexed, ...best });
    }
    // A place is left out when another one found is in it (its region names it: Alvor is in "Portimão, Algarve").
    const innermost = found.filter(
      (outer) =>
        !found.some(
          (inner) => inner !== outer && outer.indexed.names.some((n) => inner.indexed.region.includes(` ${n.full} `)),
        ),
    );
    innermost.sort(
      (a, b) =>
        b.length - a.length ||
        b.position - a.position ||
        KIND_ORDER[a.indexed.entry.kind] - KIND_ORDER[b.indexed.entry.kind],
    );
    return innermost[0]?.indexed.entry ?? null;
  }

  return {
    search,
    locate(address) {
      return findExact(address) ?? rank(address, wholeWordMatch)[0]?.indexed.entry ?? findContained(address);
    },
    byId: (id) => byId.get(id) ?? null,
  };
}

export function toSuggestion(entry: GazetteerEntry): PlaceSuggestion {
  return { id: entry.id, label: entry.label, secondary: entry.region, lat: entry.lat, lng: entry.lng };
}

export function toGeoPoint(entry: GazetteerEntry): GeoPoint {
  return { lat: entry.lat, lng: entry.lng, formattedAddress: `${entry.label}, ${entry.region}` };
}

/** The offline Places: answers from the built-in gazetteer, in Portuguese, without any network call. */
export function createGazetteerPlaces(gazetteer: Gazetteer = createGazetteer()): Places {
  return {
    source: "gazetteer",
    describe: "built-in gazetteer of Portuguese places",
    async search(query, opts) {
      return gazetteer.search(query, opts?.limit).map(toSuggestion);
    },
    async geocode(address) {
      const entry = gazetteer.locate(address);
      return entry ? toGeoPoint(entry) : null;
    },
    async resolve(id) {
      const entry = gazetteer.byId(id);
      return entry ? toGeoPoint(entry) : null;
    },
  };
}
