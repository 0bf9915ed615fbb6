import fs from "node:fs";
import path from "node:path";

/**
 * The expand/contract rule for SQL migrations (decision 0039): from this migration on, a
 * migration must keep the previous release working on the schema it leaves, since during an
 * upgrade the previous release's processes keep serving from the same database. Migrations up to
 * 0016 were written before the rule.
 */
export const FIRST_CHECKED_MIGRATION = 17;

/**
 * The comment that lets a contracting migration through: it names the first release from which
 * nothing reads what it removes or changes, e.g.
 *   -- contract: no release before 4f1c2d9 reads tours.duration
 */
const CONTRACT_MARKER = /^[ \t]*--[ \t]*contract:[ \t]*no release before[ \t]+\S+[ \t]+reads[ \t]+\S.*$/im;

export interface Finding {
  file: string;
  /** The statement, comments removed and spaces collapsed. */
  statement: string;
  reason: string;
}

/** What the earlier migrations created: a change to these can break code that uses them. */
export interface KnownObjects {
  tables: Set<string>;
  /** Functions, procedures, views and triggers. */
  routines: Set<string>;
}

/**
 * The statements of one migration file that a release before it could trip over; none when the
 * file carries the contract marker.
 */
export function findContractingStatements(file: string, text: string, known: KnownObjects): Finding[] {
  if (CONTRACT_MARKER.test(text)) return [];
  const statements = splitStatements(text);
  const addedColumns = new Set<string>();
  for (const statement of statements) {
    for (const clause of alterTableClauses(statement)?.clauses ?? []) {
      const column = addedColumnName(clause);
      if (column) addedColumns.add(column);
    }
  }
  const findings: Finding[] = [];
  for (const statement of statements) {
    for (const reason of reasonsAgainst(statement, known, addedColumns)) findings.push({ file, statement, reason });
  }
  return findings;
}

function reasonsAgainst(statement: string, known: KnownObjects, addedColumns: Set<string>): string[] {
  const upper = statement.toUpperCase();
  const reasons: string[] = [];
  if (/\bDROP\b(?!\s+NOT\s+NULL\b)/.test(upper)) {
    reasons.push("drops something that a release before this one may still use (expand now, drop in a later release)");
  }
  if (/\bRENAME\b/.test(upper)) reasons.push("renames something that a release before this one still uses by its old name (add the new one beside it)");
  if (/\bALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE\b/.test(upper)) {
    reasons.push("changes the type of a column that a release before this one reads and writes (add a new column instead)");
  }
  if (/\bSET\s+NOT\s+NULL\b/.test(upper)) reasons.push("adds NOT NULL to a column that a release before this one may leave empty");
  if (/^TRUNCATE\b/.test(upper)) reasons.push("empties a table that a release before this one uses");
  const replaced = /^CREATE\s+OR\s+REPLACE\s+(?:FUNCTION|PROCEDURE|VIEW|TRIGGER)\s+((?:"[^"]+"|[\w.]+))/i.exec(statement);
  if (replaced && known.routines.has(bareName(replaced[1]!))) {
    reasons.push(`replaces ${bareName(replaced[1]!)}, which a release before this one relies on (create a new one beside it)`);
  }
  if (/^ALTER\s+(FUNCTION|PROCEDURE|VIEW|TRIGGER)\b/.test(upper) && !/\bRENAME\b/.test(upper)) {
    reasons.push("changes a function, view or trigger that a release before this one relies on");
  }
  const unique = /^CREATE\s+UNIQUE\s+INDEX\b.*?\bON\s+(?:ONLY\s+)?((?:"[^"]+"|[\w.]+))(?:\s+USING\s+\w+)?\s*\(([^)]*)\)/is.exec(statement);
  if (unique && known.tables.has(bareName(unique[1]!)) && !allAddedHere(quotedOrBareNames(unique[2]!), addedColumns)) {
    reasons.push("creates a unique index on a table that a release before this one writes (its inserts may then fail)");
  }
  const altered = alterTableClauses(statement);
  if (altered) {
    for (const clause of altered.clauses) {
      const column = addedColumnName(clause);
      if (column) {
        const clauseUpper = clause.toUpperCase();
        if (/\bNOT\s+NULL\b/.test(clauseUpper) && !/\b(DEFAULT|GENERATED)\b/.test(clauseUpper)) {
          reasons.push(`adds ${column} NOT NULL without a DEFAULT: a release before this one inserts rows without it`);
        }
        continue;
      }
      if (known.tables.has(altered.table) && /^ADD\b/i.test(clause) && constraintNeedsOldRowsToChange(clause, altered.table, addedColumns)) {
        reasons.push("adds a constraint to a table that a release before this one writes (its writes may then fail)");
      }
    }
  }
  return reasons;
}

/** A constraint on an existing table is harmless only when it concerns columns this file added. */
function constraintNeedsOldRowsToChange(clause: string, table: string, addedColumns: Set<string>): boolean {
  const body = clause.replace(/^ADD\s+(CONSTRAINT\s+(?:"[^"]+"|\w+)\s+)?/i, "");
  const foreignKey = /^FOREIGN\s+KEY\s*\(([^)]*)\)/i.exec(body);
  if (foreignKey) return !allAddedHere(quotedOrBareNames(foreignKey[1]!), addedColumns);
  const quoted = [...body.matchAll(/"([^"]+)"/g)].map((match) => match[1]!).filter((name) => name !== table);
  return !allAddedHere(quoted, addedColumns);
}

const allAddedHere = (columns: string[], addedColumns: Set<string>) =>
  columns.length > 0 && columns.every((column) => addedColumns.has(column));

/** `ALTER TABLE t <clause>, <clause>`: the table and its clauses split at top-level commas. */
function alterTableClauses(statement: string): { table: string; clauses: string[] } | undefined {
  const match = /^ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?((?:"[^"]+"|[\w.]+))\s+(.*)$/is.exec(statement);
  if (!match) return undefined;
  return { table: bareName(match[1]!), clauses: splitTopLevel(match[2]!) };
}

/** The column an `ADD [COLUMN] name type …` clause adds; undefined for ADD CONSTRAINT and the like. */
function addedColumnName(clause: string): string | undefined {
  const match = /^ADD\s+(?:COLUMN\s+)?(?:IF\s+NOT\s+EXISTS\s+)?("[^"]+"|\w+)/i.exec(clause);
  if (!match) return undefined;
  if (/^(CONSTRAINT|PRIMARY|UNIQUE|CHECK|FOREIGN|EXCLUDE)$/i.test(match[1]!)) return undefined;
  return bareName(match[1]!);
}

function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (char === "(") depth++;
    if (char === ")") depth--;
    if (char === "," && depth === 0) {
      parts.push(current.trim());
      current = "";
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

const bareName = (name: string) => (name.split(".").at(-1) ?? name).replaceAll('"', "").toLowerCase();
const quotedOrBareNames = (list: string) =>
  list
    .split(",")
    .map((part) => bareName(part.trim().split(/\s+/)[0] ?? ""))
    .filter(Boolean);

/**
 * The file's statements, without comments; string literals and dollar-quoted bodies (a function's
 * code) are emptied so that words inside them are not taken for statements.
 */
export function splitStatements(text: string): string[] {
  let out = "";
  for (let i = 0; i < text.length; ) {
    const rest = text.slice(i);
    if (rest.startsWith("--")) {
      const end = text.indexOf("\n", i);
      i = end === -1 ? text.length : end + 1;
      out += " ";
    } else if (rest.startsWith("/*")) {
      const end = text.indexOf("*/", i + 2);
      i = end === -1 ? text.length : end + 2;
      out += " ";
    } else if (rest.startsWith("'")) {
      let j = i + 1;
      while (j < text.length && !(text[j] === "'" && text[j + 1] !== "'")) j += text[j] === "'" ? 2 : 1;
      i = j + 1;
      out += "''";
    } else if (/^\$\w*\$/.test(rest)) {
      const tag = /^\$\w*\$/.exec(rest)![0];
      const end = text.indexOf(tag, i + tag.length);
      i = end === -1 ? text.length : end + tag.length;
      out += "$$";
    } else if (rest.startsWith('"')) {
      const end = text.indexOf('"', i + 1);
      const next = end === -1 ? text.length : end + 1;
      out += text.slice(i, next);
      i = next;
    } else {
      out += text[i];
      i++;
    }
  }
  return out
    .split(";")
    .map((statement) => statement.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** The tables, functions, views and triggers created by the migrations numbered before `file`. */
export function knownObjectsBefore(folder: string, file: string): KnownObjects {
  const known: KnownObjects = { tables: new Set(), routines: new Set() };
  const number = Number(file.slice(0, 4));
  const earlier = fs
    .readdirSync(folder)
    .filter((name) => /^\d{4}_.*\.sql$/.test(name) && Number(name.slice(0, 4)) < number)
    .sort();
  for (const name of earlier) {
    for (const statement of splitStatements(fs.readFileSync(path.join(folder, name), "utf8"))) {
      const table = /^CREATE\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?((?:"[^"]+"|[\w.]+))/i.exec(statement);
      if (table) known.tables.add(bareName(table[1]!));
      const routine = /^CREATE\s+(?:OR\s+REPLACE\s+)?(?:MATERIALIZED\s+)?(?:FUNCTION|PROCEDURE|VIEW|TRIGGER)\s+((?:"[^"]+"|[\w.]+))/i.exec(statement);
      if (routine) known.routines.add(bareName(routine[1]!));
    }
  }
  return known;
}
