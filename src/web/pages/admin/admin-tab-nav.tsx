import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from "../../components/ui/select.tsx";
import { cn } from "../../lib/cn.ts";
import { ADMIN_TAB_GROUPS, adminTabLabel, buildAdminTabPath, type AdminTabId } from "./admin-tabs.ts";
import { NewQuoteRequestsCount } from "../../features/admin/quote-requests-tab.tsx";

function NewCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge variant="default" className="h-5 min-w-5 px-1.5" aria-label={`${count} novas`}>
      {count}
    </Badge>
  );
}

const itemClass = (active: boolean) =>
  cn(
    "inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
    active ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:bg-background/60 hover:text-foreground",
  );

/**
 * The panel's sections in three groups. From 768 px: a bar with Operação's sections as links and
 * Catálogo and Empresa as menu buttons (each names its open section); below, one select with the
 * groups as its headings. Every section is one or two presses away, with no scrolling.
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
  const badgeFor = (id: AdminTabId) =>
    id === "messages" ? <NewCount count={newMessages} /> : id === "quotes" ? <NewQuoteRequestsCount render={(count) => <NewCount count={count} />} /> : null;
  const [operation, ...menus] = ADMIN_TAB_GROUPS;
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
            {ADMIN_TAB_GROUPS.map((group) => (
              <SelectGroup key={group.id}>
                <SelectLabel>{group.label}</SelectLabel>
                {group.tabs.map((tab) => (
                  <SelectItem key={tab} value={tab} onFocus={() => onApproach?.(tab)}>
                    {adminTabLabel(tab)}
                    {badgeFor(tab)}
                  </SelectItem>
                ))}
              </SelectGroup>
            ))}
          </SelectContent>
        </Select>
      </div>
      <nav aria-label="Secções do painel" className="hidden flex-wrap items-center gap-1 rounded-lg bg-muted p-1 md:flex">
        <ul aria-label={operation!.label} className="flex items-center gap-1">
          {operation!.tabs.map((tab) => (
            <li key={tab}>
              <Link
                to={buildAdminTabPath(tab)}
                aria-current={tab === current ? "page" : undefined}
                className={itemClass(tab === current)}
                onPointerEnter={() => onApproach?.(tab)}
                onFocus={() => onApproach?.(tab)}
              >
                {adminTabLabel(tab)}
                {badgeFor(tab)}
              </Link>
            </li>
          ))}
        </ul>
        <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
        {menus.map((group) => {
          const open = group.tabs.find((tab) => tab === current);
          return (
            <DropdownMenu key={group.id}>
              <DropdownMenuTrigger className={itemClass(open !== undefined)} aria-current={open ? "true" : undefined}>
                {group.label}
                {open && <span className="text-muted-foreground">· {adminTabLabel(open)}</span>}
                <ChevronDown aria-hidden="true" className="size-4" />
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start">
                {group.tabs.map((tab) => (
                  <DropdownMenuItem key={tab} asChild onFocus={() => onApproach?.(tab)}>
                    <Link to={buildAdminTabPath(tab)} aria-current={tab === current ? "page" : undefined} className={cn(tab === current && "font-semibold")}>
                      {adminTabLabel(tab)}
                    </Link>
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          );
        })}
      </nav>
    </>
  );
}
