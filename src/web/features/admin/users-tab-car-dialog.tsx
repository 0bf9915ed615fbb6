import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CarFront } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "../../components/ui/dialog.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { apiFetch } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import type { AdminUser } from "./admin-user.ts";
import { prefixedErrorMessage } from "./use-admin-users.ts";

type Car = NonNullable<AdminUser["car"]>;
const FIELDS: { key: keyof Car; label: string; placeholder: string }[] = [
  { key: "make", label: "Marca", placeholder: "Mercedes-Benz" },
  { key: "model", label: "Modelo", placeholder: "Classe E" },
  { key: "colour", label: "Cor", placeholder: "Preto" },
  { key: "plate", label: "Matrícula", placeholder: "AA-00-BB" },
];

/** PATCH /api/users/:id { car }: the car the customer is told about (decision 0050). */
function useSaveCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, car }: { userId: string; car: Car }) =>
      apiFetch<{ user: AdminUser }>(`/api/users/${encodeURIComponent(userId)}`, { method: "PATCH", json: { car } }),
    onSuccess: async () => {
      toast.success("Carro do motorista atualizado");
      await queryClient.invalidateQueries({ queryKey: ["admin", "users"] });
    },
    onError: (error) => toast.error(prefixedErrorMessage("Erro ao atualizar perfil", error)),
  });
}

const carText = (car: AdminUser["car"]) => [car?.make, car?.model, car?.plate].filter(Boolean).join(" · ");

/**
 * Carro: the make, model, colour and plate of the car a driver drives. The customer gets them by
 * e-mail when the driver is assigned and sees them on the booking page.
 */
export function DriverCarDialog({ user }: { user: AdminUser }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Car>({ make: null, model: null, colour: null, plate: null });
  const save = useSaveCar();
  if (!user.roles.includes("driver")) return null;
  const changeOpen = (next: boolean) => {
    if (next) setValues({ make: null, model: null, colour: null, plate: null, ...user.car });
    setOpen(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ userId: user.id, car: values });
      setOpen(false);
    } catch {
      // The toast says why; the dialog keeps what was typed.
    }
  };
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm" className="mt-1 h-auto px-1 text-xs" aria-label={`Carro do motorista (${user.name})`}>
          <CarFront aria-hidden="true" />
          {carText(user.car) || "Carro e matrícula"}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Carro de {user.name}</DialogTitle>
          <DialogDescription>O cliente recebe estes dados por email quando o motorista é atribuído, e vê-os na página da reserva.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-3">
          {FIELDS.map((field) => (
            <div key={field.key} className="grid gap-1">
              <Label htmlFor={`${id}-${field.key}`}>{field.label}</Label>
              <Input
                id={`${id}-${field.key}`}
                maxLength={40}
                placeholder={field.placeholder}
                value={values[field.key] ?? ""}
                onChange={(event) => setValues((v) => ({ ...v, [field.key]: event.target.value }))}
              />
            </div>
          ))}
          <DialogFooter>
            <Button type="submit" disabled={save.isPending}>
              Guardar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
