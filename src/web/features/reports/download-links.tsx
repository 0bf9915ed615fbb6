import { Download } from "lucide-react";
import type { ExportFormat, ReportName } from "../../../domain/report-schemas.ts";
import { Button } from "../../components/ui/button.tsx";
import { reportExportHref } from "./export-links.ts";
import type { ReportPeriod } from "./report-period.ts";

const FORMAT_NAMES: Record<ExportFormat, string> = { csv: "CSV", xlsx: "Excel (XLSX)" };

/**
 * One report of the period as a file: plain links the browser downloads with the session cookie
 * (the server names the file and sends it as an attachment).
 */
export function DownloadLinks({ period, report, what, disabled = false }: { period: ReportPeriod; report: ReportName; what: string; disabled?: boolean }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {(["csv", "xlsx"] as const).map((format) =>
        disabled ? (
          <Button key={format} size="sm" variant="outline" disabled>
            <Download aria-hidden="true" />
            {format.toUpperCase()}
          </Button>
        ) : (
          <Button key={format} asChild size="sm" variant="outline">
            <a href={reportExportHref(period, report, format)} download aria-label={`Descarregar ${what} em ${FORMAT_NAMES[format]}`}>
              <Download aria-hidden="true" />
              {format.toUpperCase()}
            </a>
          </Button>
        ),
      )}
    </div>
  );
}
