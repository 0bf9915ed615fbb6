import { Badge } from "../../components/ui/badge.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select.tsx";
import { TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { ADMIN_TABS, type AdminTabId } from "./admin-tabs.ts";

function NewCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge variant="default" className="h-5 min-w-5 px-1.5" aria-label={`${count} novas`}>
      {count}
    </Badge>
  );
}

/**
 * The tabs: a horizontal bar (scrolling when it does not fit) from 768 px, a menu showing the
 * current tab below.
 */
export function AdminTabNav({
  current,
  newMessages,
  onSelect,
  onApproach,
}: {
  current: AdminTabId;
  newMessages: number;
  onSelect: (tab: string) => void;
  /** A tab is pointed at or focused, before it is chosen (to fetch what it shows ahead). */
  onApproach?: (tab: AdminTabId) => void;
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
              <SelectItem key={tab.id} value={tab.id} onFocus={() => onApproach?.(tab.id)}>
                {tab.label}
                {badgeFor(tab.id)}
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
            className="flex-none"
            onPointerEnter={() => onApproach?.(tab.id)}
            onFocus={() => onApproach?.(tab.id)}
          >
            {tab.label}
            {badgeFor(tab.id)}
          </TabsTrigger>
        ))}
      </TabsList>
    </>
  );
}
