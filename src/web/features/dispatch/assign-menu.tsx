import { MoreVertical } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.tsx";
import { cn } from "../../lib/cn.ts";
import type { BoardDriver, BoardJob } from "./use-dispatch.ts";

/**
 * A job's menu on the board and in the phone's agenda: assign it to a driver (the keyboard's way,
 * and the phone's, where there is nothing to drag).
 */
export function AssignMenu({
  job,
  drivers,
  onAssign,
  description,
  className,
}: {
  job: BoardJob;
  drivers: readonly BoardDriver[];
  onAssign: (job: BoardJob, driverId: string) => void;
  /** The job in words, for the button's name. */
  description: string;
  className?: string;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          "rounded p-0.5 text-muted-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
          className,
        )}
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
  );
}
