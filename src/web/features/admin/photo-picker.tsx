import { ImagePlus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { PhotoLibraryDialog } from "./photo-library-dialog.tsx";

function Thumbnail({ url, onRemove, removeLabel }: { url: string; onRemove: () => void; removeLabel: string }) {
  return (
    <div className="relative w-32">
      <img src={url} alt="" className="aspect-[4/3] w-full rounded-md border object-cover" />
      <Button
        variant="destructive"
        size="icon"
        aria-label={removeLabel}
        onClick={onRemove}
        className="absolute -top-2 -right-2 size-7 rounded-full"
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}

/** One photo from the library (the tour's main photo), or none; the value is the photo's url. */
export function PhotoPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm leading-none font-medium">{label}</legend>
      <div className="flex flex-wrap items-center gap-3">
        {value && <Thumbnail url={value} onRemove={() => onChange(null)} removeLabel={`Remover ${label.toLowerCase()}`} />}
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          <ImagePlus aria-hidden="true" />
          {value ? "Trocar foto" : "Escolher foto"}
        </Button>
      </div>
      <PhotoLibraryDialog
        open={open}
        onOpenChange={setOpen}
        onChoose={(url) => {
          onChange(url);
          setOpen(false);
        }}
      />
    </fieldset>
  );
}

/** Up to `max` photos from the library (the tour's additional photos), each removable. */
export function PhotosPicker({
  label,
  value,
  onChange,
  max,
}: {
  label: string;
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
}) {
  const [open, setOpen] = useState(false);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm leading-none font-medium">
        {label} <span className="font-normal text-muted-foreground">({value.length}/{max})</span>
      </legend>
      <div className="flex flex-wrap items-center gap-3">
        {value.map((url, index) => (
          <Thumbnail
            key={`${url}-${index}`}
            url={url}
            removeLabel={`Remover foto adicional ${index + 1}`}
            onRemove={() => onChange(value.filter((_, i) => i !== index))}
          />
        ))}
        {value.length < max && (
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            <ImagePlus aria-hidden="true" />
            Adicionar foto
          </Button>
        )}
      </div>
      <PhotoLibraryDialog
        open={open}
        onOpenChange={setOpen}
        onChoose={(url) => {
          onChange([...value, url].slice(0, max));
          setOpen(false);
        }}
      />
    </fieldset>
  );
}
