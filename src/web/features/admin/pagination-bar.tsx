import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { ADMIN_PAGE_SIZE } from "./admin-page.ts";

/** Anterior / Seguinte under a paged list; nothing when everything fits on one page. */
export function PaginationBar({
  page,
  total,
  onPageChange,
  pageSize = ADMIN_PAGE_SIZE,
}: {
  page: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Rows per page of this list (the photo library shows 100). */
  pageSize?: number;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Paginação" className="flex items-center justify-between gap-2 pt-4 text-sm text-muted-foreground">
      <span>
        Página {page} de {pages} · {total} no total
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Anterior
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Seguinte
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
