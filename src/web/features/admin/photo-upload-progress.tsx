import type { UploadProgress } from "./upload-photos.ts";

/**
 * "A carregar 3 de 10…" and a bar of the photos already answered, while an upload runs. The bar is
 * a progressbar for assistive technology; the text is announced politely as it changes.
 */
export function PhotoUploadProgress({ progress }: { progress: UploadProgress }) {
  const { done, total } = progress;
  const current = Math.min(done + 1, total);
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="mb-4 space-y-1.5 rounded-md border border-border bg-muted/40 p-3">
      <p aria-live="polite" className="text-sm font-medium">
        A carregar {current} de {total}…
      </p>
      <div
        role="progressbar"
        aria-label="Progresso do carregamento"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} de ${total} fotos carregadas`}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
