import { CalendarDays, ChevronLeft, ChevronRight, Maximize2, ZoomIn, ZoomOut } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { addDays, lisbonToday, formatDate, formatWeekday } from "../../../domain/lisbon-date.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { cn } from "../../lib/cn.ts";
import { useElementWidth } from "../../lib/use-element-width.ts";
import { AdminDateField } from "../admin/admin-date-field.tsx";
import { ListError, ListLoading } from "../admin/list-states.tsx";
import { useAssignDriver } from "../admin/use-admin-bookings.ts";
import { datesOf, meetsDay, periodOf, type BoardView } from "./board-layout.ts";
import { daySpan, placeInSpan, stepZoom, ZOOM_LEVELS, type ZoomLevel } from "./day-span.ts";
import { DayTimeline, HourScale } from "./day-timeline.tsx";
import { DriverAgenda } from "./driver-agenda.tsx";
import { DropRow, NAME_COLUMN_PX } from "./drop-row.tsx";
import { JobBlock } from "./job-block.tsx";
import { TimeOffDialog } from "./time-off-dialog.tsx";
import { useDispatchBoard, type BoardDriver, type BoardJob } from "./use-dispatch.ts";

/** Below this width (a phone) the board is an agenda list per driver instead of a timeline. */
const AGENDA_BELOW_PX = 640;

/** A week in day columns: each day's jobs in pickup order; a day with time off says so. */
function WeekCells({
  dates,
  jobs,
  timeOff,
  drivers,
  onAssign,
}: {
  dates: string[];
  jobs: BoardJob[];
  timeOff: BoardDriver["timeOff"];
  drivers: BoardDriver[];
  onAssign: (job: BoardJob, driverId: string) => void;
}) {
  return (
    <>
      {dates.map((date) => {
        const dayJobs = jobs.filter((job) => job.date === date);
        const dayOff = timeOff.filter((o) => meetsDay(date, o.start, o.end));
        return (
          <div role="cell" key={date} className="min-h-16 w-36 shrink-0 space-y-1 border-r p-1 last:border-r-0">
            {dayOff.length > 0 && (
              <p className="rounded bg-muted px-1 py-0.5 text-[11px] text-muted-foreground">
                Indisponível{dayOff[0]?.note ? `: ${dayOff[0].note}` : ""}
              </p>
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

/** Zoom of the day view: fit the day to the screen, or widen it step by step. */
function ZoomControls({ zoom, onZoom }: { zoom: ZoomLevel; onZoom: (zoom: ZoomLevel) => void }) {
  return (
    <div role="group" aria-label="Zoom do dia" className="inline-flex items-center rounded-md border p-0.5">
      <Button
        size="icon"
        variant="ghost"
        className="size-8"
        aria-label="Diminuir zoom"
        disabled={zoom === ZOOM_LEVELS[0]}
        onClick={() => onZoom(stepZoom(zoom, -1))}
      >
        <ZoomOut aria-hidden="true" />
      </Button>
      <span className="w-10 text-center text-xs tabular-nums" aria-live="polite" aria-label={`Zoom ${Math.round(zoom * 100)}%`}>
        {Math.round(zoom * 100)}%
      </span>
      <Button
        size="icon"
        variant="ghost"
        className="size-8"
        aria-label="Aumentar zoom"
        disabled={zoom === ZOOM_LEVELS.at(-1)}
        onClick={() => onZoom(stepZoom(zoom, 1))}
      >
        <ZoomIn aria-hidden="true" />
      </Button>
      <Button size="icon" variant="ghost" className="size-8" aria-label="Ajustar o dia ao ecrã" disabled={zoom === 1} onClick={() => onZoom(1)}>
        <Maximize2 aria-hidden="true" />
      </Button>
    </div>
  );
}

/**
 * Despacho: who drives what and when, assigned by dragging a booking onto a driver or from its menu.
 * The day view fits the working day (widened to the day's first and last job) to the screen, with
 * zoom; on a phone the board is an agenda list per driver.
 */
export function DispatchTab() {
  // The view and the date live in the address (?view=week&date=2026-12-11): a reload or a link opens them.
  const [params, setParams] = useSearchParams();
  const view: BoardView = params.get("view") === "week" ? "week" : "day";
  const asked = params.get("date") ?? "";
  const date = /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : lisbonToday();
  const show = (next: { view?: BoardView; date?: string }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next.view) out.set("view", next.view);
        if (next.date) out.set("date", next.date);
        return out;
      },
      { replace: true },
    );
  const setView = (v: BoardView) => show({ view: v });
  const setDate = (d: string) => show({ date: d });
  const [zoom, setZoom] = useState<ZoomLevel>(1);
  const [now, setNow] = useState(() => Date.now());
  const { from, to } = periodOf(view, date);
  const board = useDispatchBoard(from, to);
  const assign = useAssignDriver();
  const box = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  const step = view === "day" ? 1 : 7;
  const drivers = board.data?.drivers ?? [];
  const onAssign = (job: BoardJob, driverId: string) => {
    if (job.driverId !== driverId) assign.mutate({ id: job.id, driverId });
  };
  const allJobs = board.data ? [...board.data.unassigned, ...drivers.flatMap((d) => d.jobs)] : [];
  const jobById = (id: string) => allJobs.find((job) => job.id === id);
  const dates = datesOf(from, to);
  const conflicts = drivers.reduce((sum, d) => sum + d.jobs.filter((j) => j.conflicts.length > 0).length, 0);
  const agenda = width > 0 && width < AGENDA_BELOW_PX;

  const span = daySpan(from, [...allJobs, ...drivers.flatMap((d) => d.timeOff)]);
  const timelinePx = Math.max(0, width - NAME_COLUMN_PX) * zoom;
  const tableWidth = NAME_COLUMN_PX + timelinePx;
  const firstStart = allJobs.reduce((first, job) => (job.start < first ? job.start : first), "9999");

  // The day view opens on the first job: zoomed in, the timeline scrolls to it; the week at its Monday.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (view !== "day" || firstStart === "9999") {
      element.scrollLeft = 0;
      return;
    }
    const left = placeInSpan(span, firstStart, firstStart).left;
    element.scrollLeft = Math.max(0, (left / 100) * timelinePx - 16);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- scroll when what is shown changes, not on each redraw
  }, [view, from, zoom, firstStart, board.isSuccess, agenda]);

  const cells = (jobs: BoardJob[], timeOff: BoardDriver["timeOff"]) =>
    view === "day" ? (
      <DayTimeline span={span} timelinePx={timelinePx} jobs={jobs} timeOff={timeOff} drivers={drivers} onAssign={onAssign} now={now} />
    ) : (
      <WeekCells dates={dates} jobs={jobs} timeOff={timeOff} drivers={drivers} onAssign={onAssign} />
    );

  return (
    <Card>
      <CardHeader className="gap-3">
        <div>
          <CardTitle>Despacho</CardTitle>
          <CardDescription>
            {agenda
              ? "Os serviços de cada motorista por ordem de recolha. Atribua uma reserva pelo seu menu. Os conflitos aparecem a vermelho."
              : "Arraste uma reserva para a linha de um motorista para a atribuir, ou use o menu da reserva. Os conflitos aparecem a vermelho."}
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
          <div className="flex items-center gap-2">
            <Button
              size="icon"
              variant="outline"
              aria-label={view === "day" ? "Dia anterior" : "Semana anterior"}
              onClick={() => setDate(addDays(date, -step))}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDate(lisbonToday())}>
              <CalendarDays aria-hidden="true" />
              Hoje
            </Button>
            <Button
              size="icon"
              variant="outline"
              aria-label={view === "day" ? "Dia seguinte" : "Semana seguinte"}
              onClick={() => setDate(addDays(date, step))}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <AdminDateField id="dispatch-date" aria-label="Data" className="w-36" value={date} onChange={(value) => value && setDate(value)} />
          {view === "day" && !agenda && <ZoomControls zoom={zoom} onZoom={setZoom} />}
          <p className="text-sm font-medium" aria-live="polite">
            {view === "day" ? formatDate(from, "pt") : `${formatDate(from, "pt")} – ${formatDate(to, "pt")}`}
            {board.data && ` · ${allJobs.length} serviço${allJobs.length === 1 ? "" : "s"}, ${board.data.unassigned.length} por atribuir`}
            {conflicts > 0 && <span className="text-destructive"> · {conflicts} com conflito</span>}
          </p>
        </div>
      </CardHeader>
      <CardContent>
        <div ref={box}>
          {board.isPending ? (
            <ListLoading />
          ) : board.isError ? (
            <ListError title="Erro ao carregar o despacho" detail={board.error.message} onRetry={() => void board.refetch()} />
          ) : agenda ? (
            <DriverAgenda from={from} to={to} unassigned={board.data.unassigned} drivers={drivers} onAssign={onAssign} />
          ) : (
            <div ref={scroller} className="max-h-[75vh] overflow-auto rounded-md border" data-testid="dispatch-board">
              <div
                role="table"
                aria-label={`Despacho de ${formatDate(from, "pt")}`}
                className={cn(view === "week" && "w-max")}
                style={view === "day" ? { width: width > 0 ? `${tableWidth}px` : "100%" } : undefined}
              >
                <div role="row" className="sticky top-0 z-50 flex border-b bg-muted text-xs font-medium">
                  <div role="columnheader" className="sticky left-0 z-10 w-44 shrink-0 border-r bg-muted p-2">
                    Motorista
                  </div>
                  {view === "day" ? (
                    <HourScale span={span} />
                  ) : (
                    dates.map((d) => (
                      <div
                        role="columnheader"
                        key={d}
                        className={cn("w-36 shrink-0 border-r p-2 last:border-r-0", d === lisbonToday() && "text-primary")}
                      >
                        {formatWeekday(d, "pt")} {formatDate(d, "pt").slice(0, 5)}
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
                        <p className="text-xs text-muted-foreground">
                          {driver.vehicle ? `${driver.vehicle.name} · ${driver.vehicle.capacity} lugares` : "Sem viatura habitual"}
                        </p>
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
                {drivers.length === 0 && (
                  <p className="p-4 text-sm text-muted-foreground">Nenhum motorista registado. Crie um no separador Utilizadores.</p>
                )}
              </div>
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
