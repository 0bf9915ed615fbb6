import type { BreakdownRow } from "../../../domain/contracts/reports.ts";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import { formatChange, formatCount } from "./report-format.ts";
import { formatEuros } from "../../../domain/money.ts";

/** A breakdown as a table: each group's bookings and booked value, the previous period's, and the changes. */
export function BreakdownTable({ rows, groupHead, caption }: { rows: BreakdownRow[]; groupHead: string; caption: string }) {
  const right = "text-right whitespace-nowrap tabular-nums";
  return (
    <div>
      {/* The caption is read with the table; shown above its scroller, so a phone shows it whole. */}
      <p aria-hidden="true" className="mb-2 text-sm text-muted-foreground">
        {caption}
      </p>
      <Table>
        <TableCaption className="sr-only">{caption}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">{groupHead}</TableHead>
            <TableHead scope="col" className="text-right">
              Reservas
            </TableHead>
            <TableHead scope="col" className="text-right">
              Reservas (anterior)
            </TableHead>
            <TableHead scope="col" className="text-right">
              Variação
            </TableHead>
            <TableHead scope="col" className="text-right">
              Valor reservado
            </TableHead>
            <TableHead scope="col" className="text-right">
              Valor reservado (anterior)
            </TableHead>
            <TableHead scope="col" className="text-right">
              Variação
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.key ?? "none"}:${row.label}`}>
              <TableHead scope="row" className="h-auto min-w-32 py-2.5 font-medium whitespace-normal text-foreground">
                {row.label}
              </TableHead>
              <TableCell className={right}>{formatCount(row.current.bookings)}</TableCell>
              <TableCell className={right}>{formatCount(row.previous.bookings)}</TableCell>
              <TableCell className={right}>{formatChange(row.current.bookings, row.previous.bookings)}</TableCell>
              <TableCell className={right}>{formatEuros(row.current.revenueCents, "pt")}</TableCell>
              <TableCell className={right}>{formatEuros(row.previous.revenueCents, "pt")}</TableCell>
              <TableCell className={right}>{formatChange(row.current.revenueCents, row.previous.revenueCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
