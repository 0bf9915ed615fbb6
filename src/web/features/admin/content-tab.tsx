import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { ContentFieldEditor } from "./content-field-editor.tsx";
import { ListError, ListLoading } from "./list-states.tsx";
import { useAdminContent, type AdminContentItem } from "./use-admin-catalogue.ts";
import { useErrorToast } from "./use-error-toast.ts";

const COMPANY = [
  { key: "name", label: "Nome da empresa" },
  { key: "legal_name", label: "Denominação social (nos recibos; vazio: o nome da empresa)", saveName: "Denominação social" },
  { key: "nif", label: "NIF (número de contribuinte, impresso nos recibos)", saveName: "NIF" },
  { key: "phone", label: "Telefone", type: "tel" },
  { key: "whatsapp", label: "WhatsApp (reservas urgentes; vazio: o telefone)", type: "tel" },
  { key: "email", label: "Email", type: "email" },
  { key: "address", label: "Morada" },
] as const;
const WEBSITE = [
  { section: "hero", key: "title", label: "Título principal", multiline: false },
  { section: "hero", key: "subtitle", label: "Subtítulo", multiline: true },
  { section: "fleet", key: "description", label: "Descrição da frota", multiline: true },
] as const;

/** Conteúdo: company information and the site's texts, each saved on its own; used at once by the public pages. */
export function ContentTab() {
  const { list } = useAdminContent();
  useErrorToast(list.error, "Erro ao carregar conteúdo");
  const find = (section: string, key: string): AdminContentItem =>
    list.data?.find((i) => i.section === section && i.key === key) ?? { section, key, value: "", translations: {}, missingLanguages: [] };

  if (list.isPending) return <ListLoading />;
  if (list.isError) return <ListError title="Erro ao carregar conteúdo" detail={list.error.message} onRetry={() => list.refetch()} />;
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Informações da Empresa</h2>
          </CardTitle>
          <CardDescription>Mostradas no rodapé, na página de contacto e nos emails. Iguais em todas as línguas.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {COMPANY.map((f) => (
            <ContentFieldEditor
              key={f.key}
              item={find("company", f.key)}
              label={f.label}
              translatable={false}
              type={"type" in f ? f.type : "text"}
              saveName={"saveName" in f ? f.saveName : undefined}
            />
          ))}
          <ContentFieldEditor
            item={find("booking", "min_notice_hours")}
            label="Antecedência mínima das reservas online (horas, 0 a 168; por omissão 24)"
            translatable={false}
            type="text"
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Conteúdo do Website</h2>
          </CardTitle>
          <CardDescription>Textos da página inicial e da frota, em cada língua do site (o inglês é obrigatório).</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {WEBSITE.map((f) => (
            <ContentFieldEditor key={`${f.section}.${f.key}`} item={find(f.section, f.key)} label={f.label} translatable multiline={f.multiline} />
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
