import { Construction } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";

/** A tab whose screen is still being built: a calm card, not an error. */
export function SectionInPreparation({ title }: { title: string }) {
  return (
    <Card>
      <CardHeader className="items-center py-10 text-center">
        <Construction aria-hidden="true" className="mb-2 size-10 text-muted-foreground" />
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>Esta secção está a ser preparada e ficará disponível em breve.</CardDescription>
      </CardHeader>
    </Card>
  );
}
