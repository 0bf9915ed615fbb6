import { AlertTriangle, MoreVertical, Plane } from "lucide-react";
import type { CSSProperties } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.tsx";
import { cn } from "../../lib/cn.ts";
import { CONFLICT_LABELS } from "./board-layout.ts";
import type { BoardDriver, BoardJob } from "./use-dispatch.ts";

/** The drag payload's type: a booking id. */
export const JOB_DRAG_TYPE = "application/x-lusitania-booking";

const timeOf = (job: BoardJob) => job.time;
const endTimeOf = (job: BoardJob) =>
  new Intl.DateTimeFormat("pt-PT", { timeZone: "Europe/Lisbon", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(job.end));

/** What a block says in full, for its tooltip and for screen readers. */
export function describeJob(job: BoardJob): string {
  const service = job.bookingType === "tour" ? `Tour ${job.tourName ?? ""}`.trim() : "Transferência";
  const parts = [
    `${job.reference}, ${service}`,
    `${timeOf(job)}–${endTimeOf(job)}${job.durationSource === "default" ? " (duração estimada por omissão)" : ""}`,
    `${job.origin} → ${job.destination}`,
    `${job.passengers} passageiro${job.passengers === 1 ? "" : "s"}, ${job.customerName}`,
  ];
  if (job.flightNumber) parts.push(`Voo ${job.flightNumber}`);
  for (const conflict of job.conflicts) parts.push(`Conflito: ${CONFLICT_LABELS[conflict.kind]}`);
  return parts.join(". ");
}

/**
 * A booking on the board: dragged onto a driver's row to assign it, or assigned from its menu
 * (the keyboard's way). Conflicts show as a red edge and a warning icon, and in words in its label.
 */
export function JobBlock({
  job,
  drivers,
  onAssign,
  style,
  compact = false,
}: {
  job: BoardJob;
  drivers: readonly BoardDriver[];
  onAssign: (job: BoardJob, driverId: string) => void;
  style?: CSSProperties;
  compact?: boolean;
}) {
  const conflicted = job.conflicts.length > 0;
  const description = describeJob(job);
  return (
    <div
      data-testid="dispatch-job"
      data-booking-id={job.id}
      data-conflicts={job.conflicts.map((c) => c.kind).join(" ")}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(JOB_DRAG_TYPE, job.id);
        event.dataTransfer.setData("text/plain", job.reference);
        event.dataTransfer.effectAllowed = "move";
      }}
      title={description}
      style={style}
      className={cn(
        "group flex min-w-0 cursor-grab items-start gap-1 overflow-hidden rounded-md border bg-card px-1.5 py-1 text-xs shadow-xs active:cursor-grabbing",
        job.bookingType === "tour" ? "border-l-4 border-l-gold" : "border-l-4 border-l-primary",
        conflicted && "border-destructive bg-destructive/10 ring-1 ring-destructive",
      )}
    >
      <div className="min-w-0 flex-1 leading-tight">
        <p className="flex items-center gap-1 font-semibold">
          {conflicted && <AlertTriangle aria-hidden="true" className="size-3 shrink-0 text-destructive" />}
          <span className="tabular-nums">{timeOf(job)}</span>
          <span className="truncate text-muted-foreground">{job.reference}</span>
        </p>
        {!compact && (
          <p className="truncate">
            {job.origin} → {job.destination}
          </p>
        )}
        {job.flightNumber && (
          <p className="flex items-center gap-1 truncate text-muted-foreground">
            <Plane aria-hidden="true" className="size-3 shrink-0" />
            {job.flightNumber}
          </p>
        )}
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger
          className="-m-0.5 rounded p-0.5 text-muted-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label={`Ações da reserva ${description}`}
        >
          <MoreVertical aria-hidden="true" className="size-3.5" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuLabel>Atribuir a</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {drivers.length === 0 && <DropdownMenuItem disabled>Nenhum motorista registado</DropdownMenuItem>}
          {drivers.map((driver) => (
            <DropdownMenuItem key={driver.id} disabled={driver.id === job.driverId} onSelect={() => onAssign(job, driver.id)}>
              {driver.name}
              {driver.id === job.driverId && " (atual)"}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
