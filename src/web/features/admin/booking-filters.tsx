import { Search, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Input, inputClassName } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import type { BookingFilters } from "./use-admin-bookings.ts";
import { AdminDateField } from "./admin-date-field.tsx";
import { useAdminDrivers } from "./use-admin-drivers.ts";

/** Search (name, e-mail, phone or reference), type, service dates and driver of the bookings list. */
export function BookingFiltersBar({ value, onChange }: { value: BookingFilters; onChange: (next: BookingFilters) => void }) {
  const drivers = useAdminDrivers();
  const [search, setSearch] = useState(value.q ?? "");
  const debounced = useDebouncedValue(search.trim(), 300);

  useEffect(() => {
    if ((value.q ?? "") !== debounced) onChange({ ...value, q: debounced || undefined });
    // Only a new search text moves the filter; the other fields call onChange themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const set = (patch: Partial<BookingFilters>) => onChange({ ...value, ...patch });
  const active = Boolean(value.q || value.type || value.from || value.to || value.driverId || value.status);

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(16rem,2fr)_repeat(4,minmax(0,1fr))_auto] lg:items-end">
      <div className="space-y-1.5">
        <Label htmlFor="bookings-search">Pesquisar</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="bookings-search"
            type="search"
            className="pl-9"
            placeholder="Nome, email, telefone ou referência"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="bookings-type">Tipo</Label>
        <select
          id="bookings-type"
          className={inputClassName}
          value={value.type ?? ""}
          onChange={(event) => set({ type: (event.target.value || undefined) as BookingFilters["type"] })}
        >
          <option value="">Todos</option>
          <option value="transfer">Transferência</option>
          <option value="tour">Tour</option>
        </select>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:contents">
      <div className="space-y-1.5">
        <Label htmlFor="bookings-from">De</Label>
        <AdminDateField
          id="bookings-from"
          value={value.from ?? ""}
          // A start after the end moves the end to it: the period stays whole, one day long.
          onChange={(from) => set(value.to && from > value.to ? { from, to: from } : { from })}
          onClear={() => set({ from: undefined })}
          clearLabel="Limpar data inicial"
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="bookings-to">Até</Label>
        <AdminDateField
          id="bookings-to"
          value={value.to ?? ""}
          notBefore={value.from}
          onChange={(to) => set({ to })}
          onClear={() => set({ to: undefined })}
          clearLabel="Limpar data final"
        />
      </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="bookings-driver">Motorista</Label>
        <select
          id="bookings-driver"
          className={inputClassName}
          value={value.driverId ?? ""}
          onChange={(event) => set({ driverId: event.target.value || undefined })}
        >
          <option value="">Todos</option>
          {(drivers.data ?? []).map((driver) => (
            <option key={driver.id} value={driver.id}>
              {driver.name}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="ghost"
        disabled={!active}
        onClick={() => {
          setSearch("");
          onChange({});
        }}
      >
        <X aria-hidden="true" />
        Limpar filtros
      </Button>
    </div>
  );
}
