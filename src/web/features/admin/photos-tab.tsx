import { Upload } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";
import { PHOTO_ACCEPT, PHOTO_MAX_MB, PHOTO_PAGE_SIZE } from "../../../domain/photo-upload-rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { ListEmpty, ListError, ListLoading } from "./list-states.tsx";
import { PaginationBar } from "./pagination-bar.tsx";
import { PhotoCard } from "./photo-card.tsx";
import { PhotoUploadProgress } from "./photo-upload-progress.tsx";
import { useAdminPhotos, useDeletePhoto, useUploadPhotos } from "./use-admin-photos.ts";
import { useErrorToast } from "./use-error-toast.ts";

/** Biblioteca de Fotos: the stored images, newest first, with a multi-file upload and delete. */
export function PhotosTab() {
  const [page, setPage] = useState(1);
  const list = useAdminPhotos(page);
  const upload = useUploadPhotos();
  const remove = useDeletePhoto();
  const input = useRef<HTMLInputElement>(null);
  useErrorToast(list.error, "Erro ao carregar fotos");

  const onFilesChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ""; // choosing the same files again uploads them again
    if (files.length > 0) upload.mutate(files);
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle asChild>
            <h2>Biblioteca de Fotos</h2>
          </CardTitle>
          <CardDescription>Imagens JPEG, PNG ou WebP até {PHOTO_MAX_MB} MB cada, para os tours e o site.</CardDescription>
        </div>
        <div>
          {/* The button opens the file picker; the input itself stays out of the tab order. */}
          <input
            ref={input}
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            aria-label="Ficheiros de fotos"
            tabIndex={-1}
            className="sr-only"
            onChange={onFilesChosen}
          />
          <Button variant="gold" disabled={upload.isPending} aria-busy={upload.isPending} onClick={() => input.current?.click()}>
            {upload.isPending ? <Spinner /> : <Upload aria-hidden="true" />}
            {upload.isPending ? "A carregar..." : "Carregar Fotos"}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {upload.isPending && upload.progress ? <PhotoUploadProgress progress={upload.progress} /> : null}
        {list.isPending ? (
          <ListLoading />
        ) : list.isError ? (
          <ListError title="Erro ao carregar fotos" detail={list.error.message} onRetry={() => list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <ListEmpty>Nenhuma foto na biblioteca</ListEmpty>
        ) : (
          <>
            <ul aria-label="Fotos" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
              {list.data.items.map((photo) => (
                <PhotoCard key={photo.id} photo={photo} onDelete={(id) => remove.mutate(id)} />
              ))}
            </ul>
            <PaginationBar page={page} total={list.data.total} pageSize={PHOTO_PAGE_SIZE} onPageChange={setPage} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
