import { useState } from "react";
import { quoteOfferSchema } from "../../../domain/quote-request-schema.ts";
import { VEHICLE_CLASSES } from "../../../domain/vehicle-classes.ts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { toast } from "../../lib/toast.ts";
import { useSendQuote, type AdminQuoteRequest } from "./use-admin-quote-requests.ts";

/** "310" or "310,50" → cents; blank → null (no price for that class). */
const centsOf = (text: string): number | null => {
  const trimmed = text.trim().replace(",", ".");
  return trimmed === "" ? null : Math.round(Number(trimmed) * 100);
};

/** The admin's answer: a price per vehicle class (blank: not offered) and how many hours it stays valid. */
export function QuoteOfferDialog({ request, onClose }: { request: AdminQuoteRequest; onClose: () => void }) {
  const send = useSendQuote();
  const [prices, setPrices] = useState<Record<string, string>>(() =>
    Object.fromEntries((request.prices ?? []).map((p) => [p.vehicleClass, String(p.priceCents / 100)])),
  );
  const [hours, setHours] = useState("48");

  const submit = () => {
    const offer = {
      prices: VEHICLE_CLASSES.flatMap((vehicleClass) => {
        const cents = centsOf(prices[vehicleClass] ?? "");
        return cents === null ? [] : [{ vehicleClass, priceCents: cents }];
      }),
      validHours: Number(hours),
    };
    const parsed = quoteOfferSchema.safeParse(offer);
    if (!parsed.success) return toast.error(parsed.error.issues[0]?.message ?? "Verifique os preços");
    send.mutate({ id: request.id, offer: parsed.data }, { onSuccess: onClose });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Enviar orçamento</DialogTitle>
          <DialogDescription>
            Preço por viagem (em €) para cada classe que quer oferecer; deixe em branco as outras. Um regresso custa o mesmo outra vez; os extras somam-se ao preço do catálogo.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          {VEHICLE_CLASSES.map((vehicleClass) => (
            <div key={vehicleClass} className="grid grid-cols-[1fr_8rem] items-center gap-3">
              <Label htmlFor={`quote-price-${vehicleClass}`}>
                {vehicleClass}
                {request.vehicleClass === vehicleClass && <span className="ml-2 text-xs text-muted-foreground">(pretendida)</span>}
              </Label>
              <Input
                id={`quote-price-${vehicleClass}`}
                inputMode="decimal"
                placeholder="—"
                value={prices[vehicleClass] ?? ""}
                onChange={(event) => setPrices((all) => ({ ...all, [vehicleClass]: event.target.value }))}
              />
            </div>
          ))}
          <div className="grid grid-cols-[1fr_8rem] items-center gap-3">
            <Label htmlFor="quote-valid-hours">Validade (horas)</Label>
            <Input id="quote-valid-hours" inputMode="numeric" value={hours} onChange={(event) => setHours(event.target.value)} />
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={submit} disabled={send.isPending}>
            {send.isPending ? "A enviar…" : "Enviar ao cliente"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
