import pino from "pino";
import { errorMessageWithoutValues, serializeError } from "./serialize-error.ts";

export type Logger = pino.Logger;

/**
 * Serializers of the product's logs: errors (under `err`, or `error` when it is an Error) keep
 * what helps to find a fault and never the values of a query (see serializeError).
 */
export const logSerializers = {
  err: serializeError,
  error: (value: unknown) => (value instanceof Error ? serializeError(value) : value),
};

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: logSerializers,
    hooks: {
      // logger.error(error) uses the error's message as the line's message: without values too.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error && (rest.length === 0 || typeof rest[0] !== "string")) {
          return method.apply(this, [{ err: first }, errorMessageWithoutValues(first)] as never);
        }
        return method.apply(this, args);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A logger that prints nothing, for tests. */
export const silentLogger: Logger = pino({ level: "silent" });
