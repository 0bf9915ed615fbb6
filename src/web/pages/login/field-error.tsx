import type { FieldErrors, FieldValues } from "react-hook-form";

/** The first failing message of a form (the spec shows only the first one in a toast). */
export function firstErrorMessage<T extends FieldValues>(errors: FieldErrors<T>): string {
  for (const error of Object.values(errors)) {
    if (error && typeof error.message === "string") return error.message;
  }
  return "Por favor, verifique os dados do formulário.";
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}
