/**
 * What the server answers to any request when the fault is not the request's: the database
 * cannot be reached (503), the server is still starting (503), or an unexpected error (500).
 * Portuguese, like every server message; the site shows them in the reader's language.
 */
export const SERVICE_UNAVAILABLE_MESSAGE = "O serviço está temporariamente indisponível. Tente novamente dentro de momentos.";
export const SERVICE_STARTING_MESSAGE =
  "O serviço está a iniciar. Tente novamente dentro de momentos. / The service is starting. Please try again in a moment.";
export const UNEXPECTED_ERROR_MESSAGE = "Ocorreu um erro inesperado. Tente novamente.";
