import { CalendarOff, Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { timeOffSchema } from "../../../domain/dispatch-schemas.ts";
import { lisbonToday, formatDateTime } from "../../../domain/lisbon-date.ts";
import { Button } from "../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog.tsx";
import { inputClassName } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { AdminDateField } from "../admin/admin-date-field.tsx";
import type { BoardDriver } from "./use-dispatch.ts";
import { useAddTimeOff, useRemoveTimeOff } from "./use-time-off.ts";

/** Ausências: an admin marks days or hours off for a driver (the driver sees them in the portal). */
export function TimeOffDialog({ driver }: { driver: BoardDriver }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ startDate: lisbonToday(), endDate: lisbonToday(), startTime: "", endTime: "", note: "" });
  const [error, setError] = useState<string | null>(null);
  const add = useAddTimeOff(driver.id);
  const remove = useRemoveTimeOff();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = timeOffSchema.safeParse({
      startDate: form.startDate,
      endDate: form.endDate,
      ...(form.startTime ? { startTime: form.startTime } : {}),
      ...(form.endTime ? { endTime: form.endTime } : {}),
      ...(form.note.trim() ? { note: form.note.trim() } : {}),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Por favor, verifique os dados do formulário.");
      return;
    }
    setError(null);
    add.mutate(parsed.data, { onSuccess: () => setForm((f) => ({ ...f, startTime: "", endTime: "", note: "" })) });
  };

  const field = (name: keyof typeof form, label: string, type: string) => (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      {type === "date" ? (
        <AdminDateField id={`${id}-${name}`} value={form[name]} onChange={(value) => setForm((f) => ({ ...f, [name]: value }))} />
      ) : (
        <input
          id={`${id}-${name}`}
          type={type}
          className={inputClassName}
          value={form[name]}
          onChange={(event) => setForm((f) => ({ ...f, [name]: event.target.value }))}
        />
      )}
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" className="h-7 px-2 text-xs">
          <CalendarOff aria-hidden="true" />
          Ausências{driver.timeOff.length > 0 ? ` (${driver.timeOff.length})` : ""}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Ausências de {driver.name}</DialogTitle>
          <DialogDescription>Dias inteiros, ou horas quando indica as duas horas. O motorista vê-as no portal.</DialogDescription>
        </DialogHeader>
        {driver.timeOff.length > 0 && (
          <ul className="space-y-1 text-sm" aria-label="Ausências neste período">
            {driver.timeOff.map((off) => (
              <li key={off.id} className="flex items-center justify-between gap-2 rounded border px-2 py-1">
                <span>
                  {formatDateTime(off.start, "pt")} – {formatDateTime(off.end, "pt")}
                  {off.note && <span className="text-muted-foreground"> · {off.note}</span>}
                </span>
                <Button size="icon" variant="ghost" className="size-8" aria-label={`Remover ausência de ${formatDateTime(off.start, "pt")}`} disabled={remove.isPending} onClick={() => remove.mutate(off.id)}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form className="space-y-3" onSubmit={submit} noValidate>
          <div className="grid grid-cols-2 gap-3">
            {field("startDate", "Desde", "date")}
            {field("endDate", "Até", "date")}
            {field("startTime", "Hora de início (opcional)", "time")}
            {field("endTime", "Hora de fim (opcional)", "time")}
          </div>
          {field("note", "Nota (opcional)", "text")}
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? "A registar..." : "Registar ausência"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
