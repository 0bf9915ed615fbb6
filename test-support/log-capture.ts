import { createLogger, type Logger } from "../src/server/logger.ts";

export interface LogLine {
  level: number;
  msg?: string;
  [field: string]: unknown;
}

/**
 * For tests: a product logger (createLogger, with its serializers) whose lines are kept in
 * memory. `lines` are the parsed JSON lines; `text` is everything written, as written.
 */
export function captureLogs(level = "info"): { logger: Logger; lines: LogLine[]; text(): string } {
  const raw: string[] = [];
  const lines: LogLine[] = [];
  const logger = createLogger(level, {
    write(chunk: string) {
      raw.push(chunk);
      for (const line of chunk.split("\n")) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
    },
  });
  return { logger, lines, text: () => raw.join("") };
}
