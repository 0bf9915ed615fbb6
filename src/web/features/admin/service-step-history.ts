import { STEP_LABELS, type ServiceStep } from "../../../domain/service-steps.ts";
import { formatTime } from "../../../domain/lisbon-date.ts";

const clock = (iso: unknown) => (typeof iso === "string" && !Number.isNaN(Date.parse(iso)) ? formatTime(new Date(iso)) : "—");

function place(position: unknown): string | null {
  if (!position || typeof position !== "object") return null;
  const { lat, lng, accuracy } = position as { lat?: number; lng?: number; accuracy?: number | null };
  if (typeof lat !== "number" || typeof lng !== "number") return null;
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}${typeof accuracy === "number" ? ` (±${Math.round(accuracy)} m)` : ""}`;
}

/**
 * A driver's step in words (decision 0050), with the time it happened on the phone and its
 * position; a no-show with its evidence: arrival, position there, the wait and the calls made.
 */
export function describeServiceStep(d: Record<string, unknown>): string {
  const label = STEP_LABELS[d.step as ServiceStep] ?? String(d.step);
  const parts = [`Passo do motorista: ${label} às ${clock(d.at)}`];
  const here = place(d.position);
  if (here) parts.push(`posição ${here}`);
  if (d.queued) parts.push("registado sem rede e enviado depois");
  if (d.step === "no_show") {
    parts.push(`chegou ao local às ${clock(d.arrivedAt)}`);
    const there = place(d.arrivalPosition);
    if (there) parts.push(`posição à chegada ${there}`);
    parts.push(`esperou ${String(d.waitedMinutes ?? "—")} min`);
    const calls = Array.isArray(d.calls) ? (d.calls as unknown[]) : [];
    parts.push(calls.length > 0 ? `chamadas ao cliente: ${calls.map(clock).join(", ")}` : "nenhuma chamada ao cliente");
  }
  return parts.join(" · ");
}
