import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog.tsx";
import type { AdminZone, SavedZone } from "./admin-zone.ts";
import { ListError, ListLoading } from "./list-states.tsx";
import { useAdminZone } from "./use-admin-zones.ts";
import { useErrorToast } from "./use-error-toast.ts";
import { ZoneForm } from "./zone-form.tsx";

/**
 * Nova zona / Editar zona. Editing reads the zone again first, so the prices shown are the
 * current ones (Erro ao carregar preços da zona when that fails; nothing can be saved then).
 */
export function ZoneDialog({
  zoneId,
  open,
  zones,
  vehicleClasses,
  onClose,
  onSaved,
}: {
  /** null: a new zone. */
  zoneId: string | null;
  open: boolean;
  zones: readonly AdminZone[];
  vehicleClasses: readonly string[];
  onClose(): void;
  onSaved(answer: SavedZone): void;
}) {
  const current = useAdminZone(open ? zoneId : null);
  useErrorToast(current.error, "Erro ao carregar preços da zona");

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{zoneId ? "Editar zona" : "Nova zona"}</DialogTitle>
          <DialogDescription>
            Um preço fixo por classe de veículo para as viagens entre a origem e o destino, nos dois sentidos.
          </DialogDescription>
        </DialogHeader>
        {zoneId === null ? (
          <ZoneForm zone={null} vehicleClasses={vehicleClasses} zones={zones} onCancel={onClose} onSaved={onSaved} />
        ) : current.isPending ? (
          <ListLoading />
        ) : current.isError ? (
          <ListError title="Erro ao carregar preços da zona" detail={current.error.message} onRetry={() => current.refetch()} />
        ) : (
          <ZoneForm
            key={current.data.id}
            zone={current.data}
            vehicleClasses={vehicleClasses}
            zones={zones}
            onCancel={onClose}
            onSaved={onSaved}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
