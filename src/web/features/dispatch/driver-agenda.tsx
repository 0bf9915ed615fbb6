import { AlertTriangle } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { AssignMenu } from "./assign-menu.tsx";
import { CONFLICT_LABELS, meetsDay } from "./board-layout.ts";
import { describeJob, endTimeOf, FlightNumber, JobStep } from "./job-block.tsx";
import { TimeOffDialog } from "./time-off-dialog.tsx";
import type { BoardDriver, BoardJob } from "./use-dispatch.ts";
import { formatDate } from "../../../domain/lisbon-date.ts";

const byStart = (a: BoardJob, b: BoardJob) => Date.parse(a.start) - Date.parse(b.start) || a.id.localeCompare(b.id);

/** One job of the agenda: its time, customer, route, whole flight number, conflicts and assign menu. */
function AgendaJob({
  job,
  drivers,
  onAssign,
  showDate,
}: {
  job: BoardJob;
  drivers: BoardDriver[];
  onAssign: (job: BoardJob, driverId: string) => void;
  showDate: boolean;
}) {
  const conflicted = job.conflicts.length > 0;
  return (
    <li
      data-testid="dispatch-job"
      data-booking-id={job.id}
      data-conflicts={job.conflicts.map((c) => c.kind).join(" ")}
      className={cn(
        "flex items-start gap-2 rounded-md border border-l-4 bg-card p-2 text-sm",
        job.bookingType === "tour" ? "border-l-gold" : "border-l-primary",
        conflicted && "border-destructive bg-destructive/10",
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 font-medium">
          {conflicted && <AlertTriangle aria-hidden="true" className="size-3.5 shrink-0 text-destructive" />}
          <span className="tabular-nums">
            {showDate && `${formatDate(job.date, "pt").slice(0, 5)} `}
            {job.time}–{endTimeOf(job)}
          </span>
          <span>{job.customerName}</span>
        </p>
        <p className="text-muted-foreground">
          {job.origin} → {job.destination}
        </p>
        <div className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
          <span>
            {job.reference} · {job.passengers} pax
          </span>
          <FlightNumber job={job} />
          <JobStep job={job} />
        </div>
        {job.conflicts.map((conflict) => (
          <p key={conflict.kind} className="text-xs text-destructive">
            {CONFLICT_LABELS[conflict.kind]}
          </p>
        ))}
      </div>
      <AssignMenu job={job} drivers={drivers} onAssign={onAssign} description={describeJob(job)} className="p-2" />
    </li>
  );
}

/**
 * The board on a phone: a list per driver (the unassigned first) of the period's jobs in pickup
 * order, each with the same assign menu as the timeline's blocks. Drivers with no job in the
 * period follow, folded away, each with its time-off button.
 */
export function DriverAgenda({
  from,
  to,
  unassigned,
  drivers,
  onAssign,
}: {
  from: string;
  to: string;
  unassigned: BoardJob[];
  drivers: BoardDriver[];
  onAssign: (job: BoardJob, driverId: string) => void;
}) {
  const showDate = from !== to;
  const busy = drivers.filter((d) => d.jobs.length > 0).sort((a, b) => byStart(a.jobs.toSorted(byStart)[0]!, b.jobs.toSorted(byStart)[0]!));
  const free = drivers.filter((d) => d.jobs.length === 0);
  const label = showDate ? `Agenda de ${formatDate(from, "pt")} a ${formatDate(to, "pt")}` : `Agenda de ${formatDate(from, "pt")}`;
  const group = (id: string, name: string, detail: React.ReactNode, jobs: BoardJob[]) => (
    <li key={id} aria-labelledby={`agenda-${id}`} className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={`agenda-${id}`} className="font-semibold">
          {name}
        </h3>
        {detail}
      </div>
      {jobs.length === 0 ? (
        <p className="text-sm text-muted-foreground">Sem serviços por atribuir.</p>
      ) : (
        <ol className="space-y-2" aria-label={`Serviços de ${name}`}>
          {jobs.toSorted(byStart).map((job) => (
            <AgendaJob key={job.id} job={job} drivers={drivers} onAssign={onAssign} showDate={showDate} />
          ))}
        </ol>
      )}
    </li>
  );
  return (
    <div className="space-y-4">
      <ul aria-label={label} className="space-y-5">
        {group(
          "unassigned",
          "Por atribuir",
          <span className="text-xs text-muted-foreground">
            {unassigned.length} serviço{unassigned.length === 1 ? "" : "s"}
          </span>,
          unassigned,
        )}
        {busy.map((driver) =>
          group(
            driver.id,
            driver.name,
            <span className="flex items-center gap-2 text-xs text-muted-foreground">
              {driver.timeOff.some((o) => meetsDay(from, o.start, o.end)) && <span>Ausência</span>}
              <TimeOffDialog driver={driver} />
            </span>,
            driver.jobs,
          ),
        )}
      </ul>
      {free.length > 0 && (
        <details className="rounded-md border p-2 text-sm">
          <summary className="cursor-pointer font-medium">Motoristas sem serviços ({free.length})</summary>
          <ul className="mt-2 divide-y">
            {free.map((driver) => (
              <li key={driver.id} className="flex items-center justify-between gap-2 py-1.5">
                <span>{driver.name}</span>
                <TimeOffDialog driver={driver} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
