import { useQuery } from "@tanstack/react-query";
import { MapPin, Plane } from "lucide-react";
import { useId, useState, type ComponentProps } from "react";
import { Input } from "../../components/ui/input.tsx";
import { apiFetch } from "../../lib/api.ts";
import { cn } from "../../lib/cn.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";

interface Suggestion {
  id: string;
  label: string;
  secondary?: string;
}

type PlaceInputProps = Omit<ComponentProps<"input">, "value" | "onChange"> & {
  value: string;
  onValueChange(value: string): void;
  language: string;
  noResultsText: string;
};

/**
 * An address field with suggestions restricted to Portugal, from our API (the browser never holds
 * a map key). A typed address that is not picked is geocoded by the server when pricing.
 */
export function PlaceInput({
  value,
  onValueChange,
  language,
  noResultsText,
  className,
  id,
  onBlur,
  ...props
}: PlaceInputProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = value.trim();
  const query = useDebouncedValue(text, 200);
  const search = useQuery({
    queryKey: ["places", query, language],
    queryFn: async ({ signal }) => {
      const answer = await apiFetch<{ suggestions: Suggestion[] }>(
        `/api/places/search?q=${encodeURIComponent(query)}&lang=${encodeURIComponent(language)}`,
        { signal },
      );
      // The answer remembers the text it belongs to.
      return { query, suggestions: answer.suggestions };
    },
    enabled: open && query.length >= 2,
    staleTime: 5 * 60_000,
  });
  // Only the answer to what the field holds now: the list clears as soon as the text changes,
  // and an older query's answer (arriving late, or still cached) is never shown or picked.
  const current = search.data !== undefined && search.data.query === text;
  const suggestions = current ? search.data.suggestions : [];
  const showList = open && text.length >= 2 && current;

  const pick = (suggestion: Suggestion) => {
    onValueChange(suggestion.label);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="relative">
      <MapPin
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        className={cn("pl-9", className)}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={(event) => {
          setTimeout(() => setOpen(false), 150);
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          if (!showList) return;
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setActive((i) => Math.min(i + 1, suggestions.length - 1));
          } else if (event.key === "ArrowUp") {
            event.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (event.key === "Enter" && active >= 0 && suggestions[active]) {
            event.preventDefault();
            pick(suggestions[active]);
          } else if (event.key === "Escape") {
            setOpen(false);
          }
        }}
        {...props}
      />
      {showList && (
        <ul
          id={listId}
          role="listbox"
          className="absolute z-30 mt-1 max-h-72 w-full overflow-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          {suggestions.length === 0 && <li className="px-3 py-2 text-sm text-muted-foreground">{noResultsText}</li>}
          {suggestions.map((s, index) => (
            <li
              key={s.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(s);
              }}
              className={cn(
                "flex cursor-pointer items-start gap-2 rounded-sm px-3 py-2 text-sm",
                index === active ? "bg-accent text-accent-foreground" : "hover:bg-muted",
              )}
            >
              {/aeroporto|airport/i.test(s.label) ? (
                <Plane aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              ) : (
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              )}
              <span>
                <span className="block font-medium">{s.label}</span>
                {s.secondary && <span className="block text-xs text-muted-foreground">{s.secondary}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
