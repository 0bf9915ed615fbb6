import { Eye, Send, Trash2 } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import type { AdminBookingItem } from "./admin-booking.ts";
import { useDeleteBooking, useSendPaymentLink } from "./use-admin-bookings.ts";

/** Spec section 8: a payment link can be sent only while the booking is pending. */
export const PAYMENT_LINK_ONLY_PENDING = "Link de pagamento apenas disponível para reservas pendentes";

/** Details, send payment link and delete (after asking) for one booking. */
export function BookingActions({
  booking,
  withDetails = true,
  onOpen,
  onDeleted,
}: {
  booking: Pick<AdminBookingItem, "id" | "reference" | "status" | "customerName" | "paid">;
  withDetails?: boolean;
  onOpen?: () => void;
  onDeleted?: () => void;
}) {
  const sendLink = useSendPaymentLink();
  const remove = useDeleteBooking();
  // Spec: only while pending; and never for a booking that has money on it (its status may have
  // been set back to pending by hand). The server refuses both too.
  const linkAllowed = booking.status === "pending" && !booking.paid;
  const linkTitle = linkAllowed
    ? "Enviar link de pagamento"
    : booking.paid
      ? "Esta reserva já está paga: não é enviado link de pagamento"
      : PAYMENT_LINK_ONLY_PENDING;

  return (
    <div className={withDetails ? "flex shrink-0 items-center justify-end gap-0.5" : "flex flex-wrap items-center gap-1"}>
      {withDetails && (
        <Button variant="ghost" size="icon" title="Ver detalhes" aria-label={`Ver detalhes da reserva ${booking.reference}`} onClick={onOpen}>
          <Eye aria-hidden="true" />
        </Button>
      )}
      <Button
        variant="ghost"
        size={withDetails ? "icon" : "default"}
        title={linkTitle}
        aria-label={`Enviar link de pagamento da reserva ${booking.reference}`}
        aria-description={linkAllowed ? undefined : linkTitle}
        disabled={sendLink.isPending || !linkAllowed}
        onClick={() => sendLink.mutate(booking.id)}
      >
        <Send aria-hidden="true" />
        {!withDetails && "Enviar link de pagamento"}
      </Button>
      <ConfirmDialog
        title="Apagar reserva?"
        description={`A reserva ${booking.reference} de ${booking.customerName} será apagada, com os seus extras. Esta ação não pode ser desfeita.`}
        confirmLabel="Apagar"
        onConfirm={() => remove.mutate(booking.id, { onSuccess: onDeleted })}
        trigger={
          <Button
            variant="ghost"
            size={withDetails ? "icon" : "default"}
            title="Apagar reserva"
            aria-label={`Apagar reserva ${booking.reference}`}
            disabled={remove.isPending}
          >
            <Trash2 aria-hidden="true" className="text-destructive" />
            {!withDetails && "Apagar"}
          </Button>
        }
      />
    </div>
  );
}
