/** "09:00 - Pickup at your hotel": a time at the start of a line, then a dash. */
const TIMED_LINE = /^(\d{1,2}[:h.]\d{2})\s*[-–—:]\s*(.+)$/;

/**
 * The itinerary, a multi-line text, one step per line (line breaks kept): a timeline where a
 * line starts with a time, plain lines otherwise.
 */
export function ItineraryList({ text }: { text: string }) {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

  return (
    <ol className="relative flex flex-col gap-0 border-l-2 border-gold/40 pl-6">
      {lines.map((line, index) => {
        const match = TIMED_LINE.exec(line);
        return (
          <li key={`${index}-${line}`} className="relative pb-5 last:pb-0">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.95rem] size-3 rounded-full border-2 border-gold bg-background"
            />
            {match ? (
              <p className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
                <span className="w-14 shrink-0 font-semibold text-gold-strong tabular-nums">{match[1]}</span>
                <span className="leading-relaxed text-foreground/85">{match[2]}</span>
              </p>
            ) : (
              <p className="leading-relaxed text-foreground/85">{line}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
