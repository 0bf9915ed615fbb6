import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog.tsx";
import { ListEmpty, ListError, ListLoading } from "./list-states.tsx";
import { usePhotoChoices } from "./use-photo-choices.ts";

/** The photo library as a grid to choose one photo from; answers the photo's url. */
export function PhotoLibraryDialog({
  open,
  onOpenChange,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (url: string) => void;
}) {
  const photos = usePhotoChoices(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Biblioteca de Fotos</DialogTitle>
          <DialogDescription>Escolha uma foto da biblioteca.</DialogDescription>
        </DialogHeader>
        {photos.isPending ? (
          <ListLoading />
        ) : photos.isError ? (
          <ListError title="Erro ao carregar fotos" detail={photos.error.message} onRetry={() => photos.refetch()} />
        ) : photos.data.length === 0 ? (
          <ListEmpty>Nenhuma foto na biblioteca</ListEmpty>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {photos.data.map((photo) => (
              <li key={photo.id}>
                <button
                  type="button"
                  aria-label={`Escolher ${photo.fileName}`}
                  onClick={() => onChoose(photo.url)}
                  className="block w-full overflow-hidden rounded-md border outline-none hover:ring-2 hover:ring-ring/50 focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  <img
                    src={photo.url}
                    srcSet={photo.srcset}
                    sizes="(min-width: 640px) 12rem, 45vw"
                    alt=""
                    loading="lazy"
                    className="aspect-[4/3] w-full object-cover"
                  />
                  <span className="block truncate px-1.5 py-1 text-left text-xs text-muted-foreground">{photo.fileName}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
