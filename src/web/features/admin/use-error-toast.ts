import { useEffect } from "react";
import { toast } from "../../lib/toast.ts";

/** Says once, in a toast, that a list failed to load (the list itself shows the error and a retry). */
export function useErrorToast(error: Error | null, title: string) {
  useEffect(() => {
    if (error) toast.error(title, { id: title, description: error.message });
  }, [error, title]);
}
