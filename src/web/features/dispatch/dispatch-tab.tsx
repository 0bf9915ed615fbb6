import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from "react";
import { addDays, lisbonToday } from "../../../domain/lisbon-date.ts";
import { formatServiceDate } from "../../../domain/service-date.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { inputClassName } from "../../components/ui/input.tsx";
import { cn } from "../../lib/cn.ts";
import { ListError, ListLoading } from "../admin/list-states.tsx";
import { useAssignDriver } from "../admin/use-admin-bookings.ts";
import { datesOf, meetsDay, nowOnDay, packLanes, periodOf, placeOnDay, type BoardView } from "./board-layout.ts";
import { JOB_DRAG_TYPE, JobBlock } from "./job-block.tsx";
import { TimeOffDialog } from "./time-off-dialog.tsx";
import { useDispatchBoard, type BoardDriver, type BoardJob } from "./use-dispatch.ts";

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const LANE_PX = 52;
const weekdayOf = (date: string) =>
  new Intl.DateTimeFormat("pt-PT", { weekday: "short", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

/** A row the jobs can be dropped on (a driver's), highlighted while a job is dragged over it. */
function DropRow({ label, onDropJob, children }: { label: ReactNode; onDropJob?: (bookingId: string) => void; children: ReactNode }) {
  const [over, setOver] = useState(false);
  const accepts = (event: DragEvent) => onDropJob !== undefined && event.dataTransfer.types.includes(JOB_DRAG_TYPE);
  return (
    <div
      role="row"
      className={cn("flex border-b last:border-b-0", over && "bg-primary/5 outline-2 -outline-offset-2 outline-primary")}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        const id = event.dataTransfer.getData(JOB_DRAG_TYPE);
        if (id && onDropJob) {
          event.preventDefault();
          onDropJob(id);
        }
      }}
    >
      <div role="rowheader" className="sticky left-0 z-10 w-28 shrink-0 border-r bg-background p-2 text-sm sm:w-44">
        {label}
      </div>
      {children}
    </div>
  );
}

/** One day on an hour timeline: time off shaded, jobs placed by pickup and estimated end, now marked. */
function DayTimeline({ date, jobs, timeOff, drivers, onAssign, now }: RowProps & { date: string }) {
  const { lanes, count } = packLanes(jobs);
  const nowAt = nowOnDay(date, now);
  return (
    <div role="cell" className="relative flex-1" style={{ minHeight: count * LANE_PX + 8 }}>
      {HOURS.map((hour) => (
        <div key={hour} aria-hidden="true" className="absolute inset-y-0 border-l border-dashed border-border/70" style={{ left: `${(hour / 24) * 100}%` }} />
      ))}
      {timeOff.map((off) => {
        const place = placeOnDay(date, off.start, off.end, 0);
        return (
          <div
            key={off.id}
            className="absolute inset-y-0 bg-[repeating-linear-gradient(135deg,transparent_0_6px,var(--color-muted)_6px_12px)]"
            style={{ left: `${place.left}%`, width: `${place.width}%` }}
            title={`Indisponível${off.note ? `: ${off.note}` : ""}`}
          >
            <span className="sr-only">Indisponível{off.note ? `: ${off.note}` : ""}</span>
          </div>
        );
      })}
      {jobs.map((job) => {
        const place = placeOnDay(date, job.start, job.end, 3);
        return (
          <JobBlock
            key={job.id}
            job={job}
            drivers={drivers}
            onAssign={onAssign}
            style={{ position: "absolute", left: `${place.left}%`, width: `${place.width}%`, top: 4 + (lanes.get(job.id) ?? 0) * LANE_PX, height: LANE_PX - 6 }}
          />
        );
      })}
      {nowAt !== null && (
        <div aria-label="Agora" role="img" className="absolute inset-y-0 z-20 w-0.5 bg-destructive" style={{ left: `${nowAt}%` }} />
      )}
    </div>
  );
}

interface RowProps {
  jobs: BoardJob[];
  timeOff: BoardDriver["timeOff"];
  drivers: BoardDriver[];
  onAssign: (job: BoardJob, driverId: string) => void;
  now: number;
}

/** A week in day columns: each day's jobs in pickup order; a day with time off says so. */
function WeekCells({ dates, jobs, timeOff, drivers, onAssign }: RowProps & { dates: string[] }) {
  return (
    <>
      {dates.map((date) => {
        const dayJobs = jobs.filter((job) => job.date === date);
        const dayOff = timeOff.filter((o) => meetsDay(date, o.start, o.end));
        return (
          <div role="cell" key={date} className="min-h-16 w-36 shrink-0 space-y-1 border-r p-1 last:border-r-0">
            {dayOff.length > 0 && (
              <p className="rounded bg-muted px-1 py-0.5 text-[11px] text-muted-foreground">Indisponível{dayOff[0]?.note ? `: ${dayOff[0].note}` : ""}</p>
            )}
            {dayJobs.map((job) => (
              <JobBlock key={job.id} job={job} drivers={drivers} onAssign={onAssign} compact />
            ))}
          </div>
        );
      })}
    </>
  );
}

/** Despacho: who drives what and when, assigned by dragging a booking onto a driver or from its menu. */
export function DispatchTab() {
  const [view, setView] = useState<BoardView>("day");
  const [date, setDate] = useState(() => lisbonToday());
  const [now, setNow] = useState(() => Date.now());
  const { from, to } = periodOf(view, date);
  const board = useDispatchBoard(from, to);
  const assign = useAssignDriver();
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  // The day view opens at 06:00, where the working day starts; the week view at its Monday.
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const names = box.querySelector("[role=columnheader]")?.clientWidth ?? 0;
    box.scrollLeft = view === "day" ? (box.scrollWidth - names) * 0.25 : 0;
  }, [view, board.isSuccess]);

  const step = view === "day" ? 1 : 7;
  const drivers = board.data?.drivers ?? [];
  const onAssign = (job: BoardJob, driverId: string) => {
    if (job.driverId !== driverId) assign.mutate({ id: job.id, driverId });
  };
  const allJobs = board.data ? [...board.data.unassigned, ...drivers.flatMap((d) => d.jobs)] : [];
  const jobById = (id: string) => allJobs.find((job) => job.id === id);
  const dates = datesOf(from, to);
  const conflicts = drivers.reduce((sum, d) => sum + d.jobs.filter((j) => j.conflicts.length > 0).length, 0);

  const cells = (jobs: BoardJob[], timeOff: BoardDriver["timeOff"]) =>
    view === "day" ? (
      <DayTimeline date={from} jobs={jobs} timeOff={timeOff} drivers={drivers} onAssign={onAssign} now={now} />
    ) : (
      <WeekCells dates={dates} jobs={jobs} timeOff={timeOff} drivers={drivers} onAssign={onAssign} now={now} />
    );

  return (
    <Card>
      <CardHeader className="gap-3">
        <div>
          <CardTitle>Despacho</CardTitle>
          <CardDescription>
            Arraste uma reserva para a linha de um motorista para a atribuir, ou use o menu da reserva. Os conflitos aparecem a vermelho.
          </CardDescription>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label="Vista" className="inline-flex rounded-md border p-0.5">
            {(["day", "week"] as const).map((v) => (
              <Button key={v} size="sm" variant={view === v ? "default" : "ghost"} aria-pressed={view === v} onClick={() => setView(v)}>
                {v === "day" ? "Dia" : "Semana"}
              </Button>
            ))}
          </div>
          <Button size="icon" variant="outline" aria-label={view === "day" ? "Dia anterior" : "Semana anterior"} onClick={() => setDate(addDays(date, -step))}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDate(lisbonToday())}>
            <CalendarDays aria-hidden="true" />
            Hoje
          </Button>
          <Button size="icon" variant="outline" aria-label={view === "day" ? "Dia seguinte" : "Semana seguinte"} onClick={() => setDate(addDays(date, step))}>
            <ChevronRight aria-hidden="true" />
          </Button>
          <label className="sr-only" htmlFor="dispatch-date">
            Data
          </label>
          <input id="dispatch-date" type="date" className={cn(inputClassName, "w-auto")} value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
          <p className="text-sm font-medium" aria-live="polite">
            {view === "day" ? formatServiceDate(from) : `${formatServiceDate(from)} – ${formatServiceDate(to)}`}
            {board.data && ` · ${allJobs.length} serviço${allJobs.length === 1 ? "" : "s"}, ${board.data.unassigned.length} por atribuir`}
            {conflicts > 0 && <span className="text-destructive"> · {conflicts} com conflito</span>}
          </p>
        </div>
      </CardHeader>
      <CardContent>
        {board.isPending ? (
          <ListLoading />
        ) : board.isError ? (
          <ListError title="Erro ao carregar o despacho" detail={board.error.message} onRetry={() => void board.refetch()} />
        ) : (
          <div ref={scroller} className="overflow-x-auto rounded-md border" data-testid="dispatch-board">
            <div role="table" aria-label={`Despacho de ${formatServiceDate(from)}`} className={view === "day" ? "min-w-[2600px]" : "w-max"}>
              <div role="row" className="sticky top-0 z-10 flex border-b bg-muted/60 text-xs font-medium">
                <div role="columnheader" className="sticky left-0 z-10 w-28 shrink-0 border-r bg-muted p-2 sm:w-44">
                  Motorista
                </div>
                {view === "day" ? (
                  <div role="columnheader" className="relative h-8 flex-1">
                    {HOURS.map((hour) => (
                      <span key={hour} className="absolute top-2 -translate-x-1/2 tabular-nums" style={{ left: `${(hour / 24) * 100}%` }}>
                        {hour > 0 && `${String(hour).padStart(2, "0")}h`}
                      </span>
                    ))}
                  </div>
                ) : (
                  dates.map((d) => (
                    <div role="columnheader" key={d} className={cn("w-36 shrink-0 border-r p-2 last:border-r-0", d === lisbonToday() && "text-primary")}>
                      {weekdayOf(d)} {formatServiceDate(d).slice(0, 5)}
                    </div>
                  ))
                )}
              </div>
              <DropRow label={<span className="font-medium">Por atribuir</span>}>{cells(board.data.unassigned, [])}</DropRow>
              {drivers.map((driver) => (
                <DropRow
                  key={driver.id}
                  label={
                    <div className="space-y-1">
                      <p className="font-medium">{driver.name}</p>
                      <p className="text-xs text-muted-foreground">{driver.vehicle ? `${driver.vehicle.name} · ${driver.vehicle.capacity} lugares` : "Sem viatura habitual"}</p>
                      <TimeOffDialog driver={driver} />
                    </div>
                  }
                  onDropJob={(id) => {
                    const job = jobById(id);
                    if (job) onAssign(job, driver.id);
                  }}
                >
                  {cells(driver.jobs, driver.timeOff)}
                </DropRow>
              ))}
              {drivers.length === 0 && <p className="p-4 text-sm text-muted-foreground">Nenhum motorista registado. Crie um no separador Utilizadores.</p>}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
