import { EnvError, parseEnv, type Env } from "./env.ts";

/**
 * Reads `.env` from the working folder into process.env (Node's own parser, process.loadEnvFile):
 * a variable already set in the environment wins over the file. A missing file is no error.
 * Called by the server and the command-line tools before parseEnv.
 */
export function loadDotEnv(file = ".env"): void {
  try {
    process.loadEnvFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/**
 * The environment of the server or a command-line tool: `.env` read, then parsed. A bad value is
 * handed to `refuse` as its one line (naming the variable), which ends the process.
 */
export function readEnvironment(refuse: (message: string) => never): Env {
  try {
    loadDotEnv();
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) refuse(error.message);
    throw error;
  }
}
