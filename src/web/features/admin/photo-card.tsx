import { Link2, Trash2 } from "lucide-react";
import { toast } from "../../lib/toast.ts";
import { buildPhotoSources } from "../../../domain/photo-srcset.ts";
import { Button } from "../../components/ui/button.tsx";
import type { AdminPhoto } from "./admin-photo.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { formatDateTime } from "../../../domain/lisbon-date.ts";
import { formatNumber } from "../../../domain/money.ts";

/** The grid shows 2 to 5 photos a row: the browser picks the small copy for that width. */
const GRID_SIZES = "(min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

/** 1 234 567 bytes → "1,2 MB"; under a megabyte in KB. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / (1024 * 1024), "pt", { maximumFractionDigits: 1 })} MB`;
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), "pt")} KB`;
}

async function copyPhotoLink(url: string) {
  try {
    await navigator.clipboard.writeText(new URL(url, window.location.origin).href);
    toast.success("Link copiado para área de transferência!");
  } catch {
    toast.error("Não foi possível copiar o link");
  }
}

/** One photo of the library: the small copy, its name and size, copy link and delete (after asking). */
export function PhotoCard({ photo, onDelete }: { photo: AdminPhoto; onDelete: (id: string) => void }) {
  const sources = buildPhotoSources(photo.url, { width: photo.width, sizes: GRID_SIZES, srcWidth: 480 });
  return (
    <li className="group overflow-hidden rounded-lg border bg-card">
      <figure>
        <img
          src={sources.src}
          srcSet={sources.srcSet}
          sizes={sources.sizes}
          alt={`Foto ${photo.fileName}`}
          width={photo.width ?? 4}
          height={photo.height ?? 3}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full bg-muted object-cover"
        />
        <figcaption className="flex items-start justify-between gap-1 p-2">
          <div className="min-w-0 text-xs">
            <p className="truncate font-medium" title={photo.fileName}>
              {photo.fileName}
            </p>
            <p className="text-muted-foreground">
              {formatFileSize(photo.sizeBytes)}
              {photo.width && photo.height ? ` · ${photo.width}×${photo.height}` : ""} · {formatDateTime(photo.createdAt, "pt")}
            </p>
          </div>
          <div className="flex shrink-0">
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Copiar link da foto ${photo.fileName}`}
              onClick={() => void copyPhotoLink(photo.url)}
            >
              <Link2 aria-hidden="true" />
            </Button>
            <ConfirmDialog
              title="Eliminar foto?"
              description="Esta ação não pode ser desfeita. A foto será permanentemente eliminada."
              onConfirm={() => onDelete(photo.id)}
              trigger={
                <Button variant="ghost" size="icon" className="size-8" aria-label={`Eliminar foto ${photo.fileName}`}>
                  <Trash2 aria-hidden="true" className="text-destructive" />
                </Button>
              }
            />
          </div>
        </figcaption>
      </figure>
    </li>
  );
}
