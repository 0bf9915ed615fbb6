import { Badge } from "../../components/ui/badge.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select.tsx";
import { TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { cn } from "../../lib/cn.ts";
import { ADMIN_TABS, COMING_SOON, type AdminTabId } from "./admin-tabs.ts";

function NewCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge variant="default" className="h-5 min-w-5 px-1.5" aria-label={`${count} novas`}>
      {count}
    </Badge>
  );
}

/**
 * The twelve tabs: a horizontal bar (scrolling when it does not fit) from 768 px, a menu showing the
 * current tab below. Tabs still to come are announced disabled with "Disponível em breve".
 */
export function AdminTabNav({
  current,
  newMessages,
  onSelect,
}: {
  current: AdminTabId;
  newMessages: number;
  onSelect: (tab: string) => void;
}) {
  const badgeFor = (id: AdminTabId) => (id === "messages" ? <NewCount count={newMessages} /> : null);
  return (
    <>
      <div className="md:hidden">
        <Label htmlFor="admin-section" className="sr-only">
          Secção
        </Label>
        <Select value={current} onValueChange={onSelect}>
          <SelectTrigger id="admin-section" className="bg-card">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ADMIN_TABS.map((tab) => (
              <SelectItem key={tab.id} value={tab.id} disabled={!tab.available}>
                {tab.label}
                {tab.available ? badgeFor(tab.id) : <span className="text-xs text-muted-foreground">({COMING_SOON})</span>}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <TabsList aria-label="Secções do painel" className="hidden w-full justify-start md:flex">
        {ADMIN_TABS.map((tab) => (
          <TabsTrigger
            key={tab.id}
            value={tab.id}
            aria-disabled={tab.available ? undefined : true}
            title={tab.available ? undefined : COMING_SOON}
            className={cn("flex-none", !tab.available && "cursor-not-allowed opacity-50 hover:text-muted-foreground")}
          >
            {tab.label}
            {badgeFor(tab.id)}
          </TabsTrigger>
        ))}
      </TabsList>
    </>
  );
}
