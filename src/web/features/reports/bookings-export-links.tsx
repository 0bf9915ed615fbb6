import { FileSpreadsheet, FileText } from "lucide-react";
import { MAX_EXPORT_ROWS, REPORT_MESSAGES } from "../../../domain/report-schemas.ts";
import { Button } from "../../components/ui/button.tsx";
import { bookingsExportHref, type BookingExportFilters } from "./export-links.ts";

/**
 * Exportar CSV / Exportar Excel of the bookings list: plain links to the export with the list's
 * filters (every page, not the one shown). Over the export's cap the server would refuse, so the
 * links are disabled and say why.
 */
export function BookingsExportLinks({ filters, total }: { filters: BookingExportFilters; total: number | undefined }) {
  const tooMany = total !== undefined && total > MAX_EXPORT_ROWS;
  const links = [
    { format: "csv", label: "Exportar CSV", icon: FileText },
    { format: "xlsx", label: "Exportar Excel", icon: FileSpreadsheet },
  ] as const;
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {tooMany && <p className="text-sm text-muted-foreground">{REPORT_MESSAGES.tooManyRows}</p>}
      {links.map(({ format, label, icon: Icon }) =>
        tooMany ? (
          <Button key={format} size="sm" variant="outline" disabled>
            <Icon aria-hidden="true" />
            {label}
          </Button>
        ) : (
          <Button key={format} asChild size="sm" variant="outline">
            <a href={bookingsExportHref(filters, format)} download>
              <Icon aria-hidden="true" />
              {label}
            </a>
          </Button>
        ),
      )}
    </div>
  );
}
