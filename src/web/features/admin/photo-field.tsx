import { useQuery } from "@tanstack/react-query";
import { ImageIcon, X } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog.tsx";
import { Label } from "../../components/ui/label.tsx";
import { apiFetch } from "../../lib/api.ts";
import { ListEmpty, ListError, ListLoading } from "./list-states.tsx";

interface LibraryPhoto {
  id: string;
  fileName: string;
  url: string;
  srcset?: string;
}

/** One image of a catalogue row, chosen from the photo library (Biblioteca de Fotos); removable. */
export function PhotoField({ label, value, onChange }: { label: string; value: string | null; onChange: (url: string | null) => void }) {
  const [open, setOpen] = useState(false);
  const photos = useQuery({
    queryKey: ["admin", "photos", "picker"],
    queryFn: () => apiFetch<{ items: LibraryPhoto[]; total: number }>("/api/admin/photos?page=1"),
    enabled: open,
  });

  return (
    <div className="space-y-1.5">
      <Label>{label}</Label>
      <div className="flex items-center gap-3">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
          {value ? <img src={value} alt="" className="size-full object-cover" /> : <ImageIcon aria-hidden="true" className="text-muted-foreground" />}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
            {value ? "Trocar foto" : "Escolher da biblioteca"}
          </Button>
          {value && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
              <X aria-hidden="true" />
              Remover
            </Button>
          )}
        </div>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[85dvh] overflow-y-auto sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>Escolher foto</DialogTitle>
            <DialogDescription>Fotos da Biblioteca de Fotos. Carregue novas fotos no separador Fotos.</DialogDescription>
          </DialogHeader>
          {photos.isPending ? (
            <ListLoading />
          ) : photos.isError ? (
            <ListError title="Erro ao carregar fotos" detail={photos.error.message} onRetry={() => photos.refetch()} />
          ) : photos.data.items.length === 0 ? (
            <ListEmpty>Nenhuma foto na biblioteca</ListEmpty>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {photos.data.items.map((photo) => (
                <li key={photo.id}>
                  <button
                    type="button"
                    className="block w-full overflow-hidden rounded-md border focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none aria-pressed:ring-2 aria-pressed:ring-primary"
                    aria-pressed={photo.url === value}
                    aria-label={`Escolher ${photo.fileName}`}
                    onClick={() => {
                      onChange(photo.url);
                      setOpen(false);
                    }}
                  >
                    <img src={photo.url} srcSet={photo.srcset} sizes="200px" alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
