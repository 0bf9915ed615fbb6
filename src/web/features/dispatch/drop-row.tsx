import { useState, type DragEvent, type ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { JOB_DRAG_TYPE } from "./job-block.tsx";

/** The width of the board's first column (the drivers' names), in pixels: Tailwind's w-44. */
export const NAME_COLUMN_PX = 176;

/** A row the jobs can be dropped on (a driver's), highlighted while a job is dragged over it. */
export function DropRow({ label, onDropJob, children }: { label: ReactNode; onDropJob?: (bookingId: string) => void; children: ReactNode }) {
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
      <div role="rowheader" className="sticky left-0 z-40 w-44 shrink-0 border-r bg-background p-2 text-sm">
        {label}
      </div>
      {children}
    </div>
  );
}
