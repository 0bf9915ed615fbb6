import { AlertCircle, Inbox, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";

/** A list while its first page loads. */
export function ListLoading() {
  return (
    <div role="status" aria-live="polite" className="flex items-center justify-center gap-2 py-12 text-muted-foreground">
      <Spinner />
      Carregando...
    </div>
  );
}

/** A list with nothing in it. */
export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 py-12 text-center text-muted-foreground">
      <Inbox aria-hidden="true" className="size-8 opacity-60" />
      <p>{children}</p>
    </div>
  );
}

/** A list that could not load: what failed and a way to try again. */
export function ListError({ title, detail, onRetry }: { title: string; detail?: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center justify-center gap-3 py-12 text-center">
      <AlertCircle aria-hidden="true" className="size-8 text-destructive" />
      <div>
        <p className="font-medium">{title}</p>
        {detail && <p className="text-sm text-muted-foreground">{detail}</p>}
      </div>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Tentar novamente
      </Button>
    </div>
  );
}
