import { Baby, CalendarDays, Car, Mail, MapPin, MessageCircle, Phone, Plane, StickyNote, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Card } from "../../components/ui/card.tsx";
import { inputClassName } from "../../components/ui/input.tsx";
import { cn } from "../../lib/cn.ts";
import {
  DRIVER_SETTABLE_STATUSES,
  DRIVER_STATUS_LABELS,
  driverStatusColour,
  driverStatusLabel,
  isAirportPickup,
  isClosedStatus,
  mapsLink,
  relativeDayLabel,
  telLink,
  whatsappLink,
  type DriverBooking,
  type DriverSettableStatus,
} from "./driver-booking.ts";
import { formatDate } from "../../../domain/lisbon-date.ts";

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span className="mt-0.5 text-muted-foreground [&_svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className="break-words">{children}</dd>
      </div>
    </div>
  );
}

const linkClass = "font-medium text-primary underline underline-offset-4 decoration-primary/40";

/** One service on the driver's phone: everything needed on the road, with the maps and call links. */
export function DriverBookingCard({
  booking,
  today,
  pending,
  onStatusChange,
  onCall,
  children,
}: {
  booking: DriverBooking;
  today: string | null;
  pending?: boolean;
  onStatusChange: (status: DriverSettableStatus) => void;
  /** The driver tapped the customer's number (recorded as no-show evidence). */
  onCall?: () => void;
  /** The day of service's steps (decision 0050), shown above the status selector. */
  children?: ReactNode;
}) {
  const day = today ? relativeDayLabel(booking.bookingDate, today) : null;
  const title = booking.bookingType === "tour" ? `Tour: ${booking.tourName ?? ""}` : "Transferência";
  const closed = isClosedStatus(booking.status);
  const settable = (DRIVER_SETTABLE_STATUSES as readonly string[]).includes(booking.status);
  const airport = booking.flightNumber ? isAirportPickup(booking) : false;
  const vehicle = [booking.vehicleClass, booking.vehicleName].filter(Boolean).join(" · ");

  return (
    <Card
      role="article"
      aria-label={`Reserva ${booking.reference}`}
      className={cn("gap-3 p-4", booking.status === "cancelled" && "opacity-75")}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg leading-tight font-semibold">{title}</h2>
          <p className="text-xs text-muted-foreground">
            Ref. {booking.reference}
            {booking.outboundReference && <> · regresso da reserva {booking.outboundReference}</>}
            {booking.group && (
              <>
                {" "}
                · veículo {booking.group.vehicle} de {booking.group.size} do grupo {booking.group.reference}
              </>
            )}
          </p>
        </div>
        <Badge variant={driverStatusColour(booking.status)} className="text-sm">
          {driverStatusLabel(booking.status)}
        </Badge>
      </div>

      <div className="flex flex-wrap items-center gap-2 text-base">
        <CalendarDays aria-hidden="true" className="size-5 text-muted-foreground" />
        {day && (
          <Badge variant={day === "Hoje" ? "gold" : "secondary"} className="text-sm">
            {day}
          </Badge>
        )}
        <span className="font-semibold">{formatDate(booking.bookingDate, "pt")}</span>
        <span className="text-xl font-bold tabular-nums">{booking.bookingTime}</span>
      </div>

      {booking.flightNumber && (
        <div
          className={cn(
            "flex items-center gap-2 rounded-md border px-3 py-2",
            airport ? "border-sky-300 bg-sky-50 text-sky-950" : "border-slate-200 bg-slate-50",
          )}
        >
          <Plane aria-hidden="true" className="size-5" />
          <span className="text-sm">{airport ? "Recolha no aeroporto · voo" : "Voo"}</span>
          <span className="font-mono text-lg font-bold tracking-wide">{booking.flightNumber}</span>
        </div>
      )}

      {booking.extras.length > 0 && (
        <div className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <Baby aria-hidden="true" className="size-4" />
            Levar para este serviço:
          </p>
          <ul className="mt-1 list-disc pl-6 font-medium">
            {booking.extras.map((extra) => (
              <li key={extra.name}>{extra.name}</li>
            ))}
          </ul>
        </div>
      )}

      <dl className="grid gap-3 text-sm">
        <Row icon={<MapPin />} label="Origem">
          <a className={linkClass} href={mapsLink(booking.origin)} target="_blank" rel="noopener noreferrer" aria-label={`Abrir no mapa a origem: ${booking.origin}`}>
            {booking.origin}
          </a>
        </Row>
        <Row icon={<MapPin className="text-destructive" />} label="Destino">
          <a className={linkClass} href={mapsLink(booking.destination)} target="_blank" rel="noopener noreferrer" aria-label={`Abrir no mapa o destino: ${booking.destination}`}>
            {booking.destination}
          </a>
        </Row>
        <Row icon={<Users />} label="Cliente">
          <span className="font-medium">{booking.customerName}</span>
          <span className="text-muted-foreground"> · {booking.passengers} {booking.passengers === 1 ? "passageiro" : "passageiros"}</span>
        </Row>
        <Row icon={<Phone />} label="Telefone">
          <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <a className={linkClass} href={telLink(booking.customerPhone)} aria-label={`Ligar para ${booking.customerPhone}`} onClick={onCall}>
              {booking.customerPhone}
            </a>
            <a
              className="inline-flex items-center gap-1 font-medium text-green-700 underline underline-offset-4"
              href={whatsappLink(booking.customerPhone)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`WhatsApp para ${booking.customerPhone}`}
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              WhatsApp
            </a>
          </span>
        </Row>
        <Row icon={<Mail />} label="Email">
          <a className={linkClass} href={`mailto:${booking.customerEmail}`}>
            {booking.customerEmail}
          </a>
        </Row>
        <Row icon={<Car />} label="Veículo">
          {vehicle || "—"}
        </Row>
        {booking.specialRequests && (
          <Row icon={<StickyNote />} label="Pedidos especiais">
            <span className="whitespace-pre-line">{booking.specialRequests}</span>
          </Row>
        )}
      </dl>

      {children}

      {!closed && (
        <label className="grid gap-1 text-sm font-medium">
          Alterar status
          <select
            aria-label={`Alterar status da reserva ${booking.reference}`}
            className={cn(inputClassName, "h-11 text-base")}
            value={booking.status}
            disabled={pending}
            onChange={(event) => onStatusChange(event.target.value as DriverSettableStatus)}
          >
            {!settable && (
              <option value={booking.status} disabled>
                {driverStatusLabel(booking.status)}
              </option>
            )}
            {DRIVER_SETTABLE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {DRIVER_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
      )}
    </Card>
  );
}
