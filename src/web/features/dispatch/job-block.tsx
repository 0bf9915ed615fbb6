import { AlertTriangle, Clock, Plane } from "lucide-react";
import { STEP_LABELS } from "../../../domain/service-steps.ts";
import type { CSSProperties } from "react";
import { cn } from "../../lib/cn.ts";
import { AssignMenu } from "./assign-menu.tsx";
import { CONFLICT_LABELS } from "./board-layout.ts";
import type { BoardDriver, BoardJob } from "./use-dispatch.ts";
import { formatTime } from "../../../domain/lisbon-date.ts";

/** The drag payload's type: a booking id. */
export const JOB_DRAG_TYPE = "application/x-lusitania-booking";

/** The narrowest a block is drawn on the day's timeline: its time, customer and whole flight number fit. */
export const MIN_BLOCK_PX = 150;

const timeOf = (job: BoardJob) => job.time;
/** A place as a block names it: an airport by its code ("Aeroporto de Faro (FAO)" is FAO), the rest whole. */
export const shortPlace = (place: string) => /\(([A-Z]{3})\)\s*$/.exec(place)?.[1] ?? place;
export const endTimeOf = (job: BoardJob) => formatTime(new Date(job.end));

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
  if (job.serviceStep) parts.push(`Passo: ${STEP_LABELS[job.serviceStep]}`);
  if (job.lateToSetOff) parts.push(LATE_LABEL);
  return parts.join(". ");
}

const LATE_LABEL = "Motorista ainda não está a caminho (30 min antes da recolha)";

/** The driver's step (decision 0050), or the late flag when they have not set off 30 minutes before pickup. */
export function JobStep({ job }: { job: BoardJob }) {
  if (job.lateToSetOff) {
    return (
      <p className="flex items-center gap-1 font-medium text-destructive" data-testid="dispatch-late">
        <Clock aria-hidden="true" className="size-3 shrink-0" />
        Não está a caminho
      </p>
    );
  }
  if (!job.serviceStep) return null;
  return (
    <p className={cn("font-medium", job.serviceStep === "no_show" ? "text-destructive" : "text-emerald-700")} data-testid="dispatch-step">
      {STEP_LABELS[job.serviceStep]}
    </p>
  );
}

/** The flight number, whole: never cut, it is what the driver checks at arrivals. */
export function FlightNumber({ job }: { job: BoardJob }) {
  if (!job.flightNumber) return null;
  return (
    <p className="flex items-center gap-1 whitespace-nowrap text-muted-foreground">
      <Plane aria-hidden="true" className="size-3 shrink-0" />
      <span>{job.flightNumber}</span>
    </p>
  );
}

/**
 * A booking on the board: dragged onto a driver's row to assign it, or assigned from its menu
 * (the keyboard's way). It shows the time, the customer, the route and the whole flight number;
 * pointed at or focused, it opens out over its neighbours with the rest (reference, end, passengers,
 * conflicts). Conflicts show as a red edge and a warning icon, and in words in its label.
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
  const conflicted = job.conflicts.length > 0 || Boolean(job.lateToSetOff);
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
        "hover:z-30 hover:h-auto hover:min-w-64 hover:shadow-lg focus-within:z-30 focus-within:h-auto focus-within:min-w-64 focus-within:shadow-lg",
        job.bookingType === "tour" ? "border-l-4 border-l-gold" : "border-l-4 border-l-primary",
        conflicted && "border-destructive bg-destructive/10 ring-1 ring-destructive",
        !compact && "h-[54px]",
      )}
    >
      <div className="min-w-0 flex-1 leading-tight">
        <p className="flex min-w-0 items-center gap-1">
          {conflicted && <AlertTriangle aria-hidden="true" className="size-3 shrink-0 text-destructive" />}
          <span className="font-semibold tabular-nums">{timeOf(job)}</span>
          <span className="truncate">{job.customerName}</span>
        </p>
        <p className="truncate text-muted-foreground group-focus-within:hidden group-hover:hidden">
          {shortPlace(job.origin)} → {shortPlace(job.destination)}
        </p>
        <p className="hidden text-muted-foreground group-focus-within:block group-hover:block">
          {job.origin} → {job.destination}
        </p>
        <FlightNumber job={job} />
        <JobStep job={job} />
        <div className="hidden pt-1 text-muted-foreground group-focus-within:block group-hover:block">
          <p>
            {job.reference} · até {endTimeOf(job)} · {job.passengers} pax
          </p>
          {job.conflicts.map((conflict) => (
            <p key={conflict.kind} className="text-destructive">
              {CONFLICT_LABELS[conflict.kind]}
            </p>
          ))}
        </div>
      </div>
      <AssignMenu job={job} drivers={drivers} onAssign={onAssign} description={description} className="-m-0.5" />
    </div>
  );
}
