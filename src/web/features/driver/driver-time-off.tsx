import { useQuery } from "@tanstack/react-query";
import { CalendarOff } from "lucide-react";
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { apiFetch } from "../../lib/api.ts";
import { formatTimeOff, type DriverTimeOff } from "./driver-time-off-format.ts";

/** GET /api/driver/time-off: the signed-in driver's time off that has not ended, soonest first. */
export function useDriverTimeOff(userId: string) {
  return useQuery({
    queryKey: ["driver", "time-off", userId],
    queryFn: async () =>
      (await apiFetch<{ timeOff: DriverTimeOff[] }>("/api/driver/time-off"))
        .timeOff,
    staleTime: 5 * 60_000,
  });
}

/**
 * Ausências: the days and hours off the office recorded for this driver (they get no service
 * then). Nothing is shown while there are none, while loading, or when it cannot be read.
 */
export function DriverTimeOffSection({ userId }: { userId: string }) {
  const timeOff = useDriverTimeOff(userId);
  const list = timeOff.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="driver-time-off-title" className="mb-3">
      <Card className="gap-2 py-3">
        <CardHeader className="px-4">
          <CardTitle asChild className="flex items-center gap-2 text-base">
            <h2 id="driver-time-off-title">
              <CalendarOff
                aria-hidden="true"
                className="size-4 text-muted-foreground"
              />
              Ausências
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="px-4">
          <ul className="grid gap-1.5 text-sm">
            {list.map((entry) => (
              <li key={entry.id}>
                <span className="font-medium">{formatTimeOff(entry)}</span>
                {entry.note && (
                  <span className="text-muted-foreground"> · {entry.note}</span>
                )}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
