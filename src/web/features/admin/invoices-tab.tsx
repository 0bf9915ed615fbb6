import { Alert, AlertDescription, AlertTitle } from "../../components/ui/alert.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import { formatDateTime } from "../../../domain/lisbon-date.ts";
import { formatEuros } from "../../../domain/money.ts";
import { DOCUMENT_KIND_LABELS, DocumentStatusBadge, RetryDocumentButton } from "./invoice-documents.tsx";
import { ListEmpty, ListError, ListLoading } from "./list-states.tsx";
import { useInvoiceDocumentIssues } from "./use-admin-invoices.ts";
import { useErrorToast } from "./use-error-toast.ts";

/**
 * Faturação: the certified documents (invoice-receipts, credit notes) the invoicing service has
 * not issued yet after an error, or refused, each with Repetir (decision 0051).
 */
export function InvoicesTab() {
  const list = useInvoiceDocumentIssues();
  useErrorToast(list.error, "Erro ao carregar documentos");
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Faturação certificada</h2>
        </CardTitle>
        <CardDescription>
          Faturas-recibo e notas de crédito que o serviço de faturação ainda não emitiu por erro, ou recusou. Os erros temporários são
          repetidos automaticamente; depois de corrigir a causa, use Repetir.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {list.data?.invoicing === "off" && (
          <Alert>
            <AlertTitle>Faturação certificada desligada</AlertTitle>
            <AlertDescription>
              Com INVOICING=off os pagamentos não geram faturas certificadas: o recibo da reserva é interno e não é uma fatura certificada.
            </AlertDescription>
          </Alert>
        )}
        {list.isPending ? (
          <ListLoading />
        ) : list.isError ? (
          <ListError title="Erro ao carregar documentos" detail={list.error.message} onRetry={() => list.refetch()} />
        ) : list.data.documents.length === 0 ? (
          <ListEmpty>Nenhum documento com erro</ListEmpty>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Reserva</TableHead>
                <TableHead>Documento</TableHead>
                <TableHead>Valor</TableHead>
                <TableHead>Estado</TableHead>
                <TableHead>Último erro</TableHead>
                <TableHead>
                  <span className="sr-only">Ações</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.documents.map((doc) => (
                <TableRow key={doc.id}>
                  <TableCell>
                    <div className="font-medium">{doc.bookingReference}</div>
                    <div className="text-xs text-muted-foreground">{doc.customerName}</div>
                  </TableCell>
                  <TableCell>
                    <div>{DOCUMENT_KIND_LABELS[doc.kind]}</div>
                    <div className="text-xs text-muted-foreground">
                      {doc.taxId ? `NIF ${doc.taxId}` : "Consumidor final"} · {formatDateTime(doc.createdAt, "pt")}
                    </div>
                  </TableCell>
                  <TableCell className="tabular-nums">{formatEuros(doc.totalCents, "pt")}</TableCell>
                  <TableCell>
                    <DocumentStatusBadge document={doc} />
                  </TableCell>
                  <TableCell className="max-w-72 text-xs break-words whitespace-normal text-destructive">{doc.lastError ?? "—"}</TableCell>
                  <TableCell className="text-right">
                    <RetryDocumentButton
                      document={doc}
                      label={`Repetir a emissão: ${DOCUMENT_KIND_LABELS[doc.kind]} da reserva ${doc.bookingReference}`}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
