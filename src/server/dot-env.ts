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
