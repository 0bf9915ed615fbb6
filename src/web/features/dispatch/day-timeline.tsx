import { packLanes } from "./board-layout.ts";
import { msForPixels, placeInSpan, pointInSpan, type DaySpan } from "./day-span.ts";
import { JobBlock, MIN_BLOCK_PX } from "./job-block.tsx";
import type { BoardDriver, BoardJob } from "./use-dispatch.ts";

const LANE_PX = 60;

/** The hour marks over the day's timeline (the board's column header). */
export function HourScale({ span }: { span: DaySpan }) {
  return (
    <div role="columnheader" className="relative h-8 flex-1" aria-label="Horas">
      {span.hours.map((hour, index) => {
        const at = pointInSpan(span, hour.at) ?? 0;
        return (
          index > 0 && (
            <span key={hour.at} className="absolute top-2 -translate-x-1/2 tabular-nums" style={{ left: `${at}%` }}>
              {hour.label}
            </span>
          )
        );
      })}
    </div>
  );
}

/**
 * One driver's (or the unassigned) day on the hour timeline of `span`: time off shaded, jobs placed
 * by pickup and estimated end, in lanes so that no block covers another, now marked. A block is at
 * least MIN_BLOCK_PX wide; one in the right part of the day opens out to the left when pointed at.
 */
export function DayTimeline({
  span,
  timelinePx,
  jobs,
  timeOff,
  drivers,
  onAssign,
  now,
}: {
  span: DaySpan;
  /** How wide the timeline is drawn, for the blocks' least width in time. */
  timelinePx: number;
  jobs: BoardJob[];
  timeOff: BoardDriver["timeOff"];
  drivers: BoardDriver[];
  onAssign: (job: BoardJob, driverId: string) => void;
  now: number;
}) {
  const { lanes, count } = packLanes(jobs, msForPixels(span, timelinePx, MIN_BLOCK_PX + 4));
  const nowAt = pointInSpan(span, now);
  const minPercent = timelinePx > 0 ? (MIN_BLOCK_PX / timelinePx) * 100 : 0;
  return (
    <div role="cell" className="relative flex-1" style={{ minHeight: count * LANE_PX + 8 }}>
      {span.hours.map((hour) => (
        <div
          key={hour.at}
          aria-hidden="true"
          className="absolute inset-y-0 border-l border-dashed border-border/70"
          style={{ left: `${pointInSpan(span, hour.at) ?? 0}%` }}
        />
      ))}
      {timeOff.map((off) => {
        const place = placeInSpan(span, off.start, off.end);
        if (place.width <= 0) return null;
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
        const place = placeInSpan(span, job.start, job.end);
        // Never narrower than its text, and never past the span's end.
        const width = Math.max(place.width, Math.min(minPercent, 100));
        const left = Math.min(place.left, 100 - width);
        const fromRight = left > 60;
        return (
          <JobBlock
            key={job.id}
            job={job}
            drivers={drivers}
            onAssign={onAssign}
            style={{
              position: "absolute",
              left: `${left}%`,
              width: `${width}%`,
              ...(fromRight && {
                right: `${100 - left - width}%`,
                left: "auto",
              }),
              top: 4 + (lanes.get(job.id) ?? 0) * LANE_PX,
            }}
          />
        );
      })}
      {nowAt !== null && <div aria-label="Agora" role="img" className="absolute inset-y-0 z-20 w-0.5 bg-destructive" style={{ left: `${nowAt}%` }} />}
    </div>
  );
}
