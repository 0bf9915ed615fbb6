import { Bell, BellRing, CheckCheck, WifiOff } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "../../components/ui/sheet.tsx";
import { cn } from "../../lib/cn.ts";
import { ListEmpty, ListError, ListLoading } from "../admin/list-states.tsx";
import type { DriverNotification } from "./driver-notification.ts";
import { useDriverNotifications } from "./use-driver-notifications.ts";
import { formatDateTime, formatTime } from "../../../domain/lisbon-date.ts";

function NotificationItem({ item, onRead }: { item: DriverNotification; onRead: () => void }) {
  return (
    <li
      aria-label={`${item.read ? "" : "Não lida: "}${item.title}`}
      className={cn("rounded-md border p-3", item.read ? "bg-background" : "border-primary/40 bg-primary/5")}
    >
      <div className="flex items-start justify-between gap-2">
        <p className={cn("text-sm", !item.read && "font-semibold")}>
          {!item.read && <span aria-hidden="true" className="mr-2 inline-block size-2 rounded-full bg-primary align-middle" />}
          {item.title}
        </p>
        <time className="shrink-0 text-xs text-muted-foreground" dateTime={item.createdAt}>
          {formatDateTime(item.createdAt, "pt")}
        </time>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{item.message}</p>
      {!item.read && (
        <Button size="sm" variant="ghost" className="mt-1 -ml-2" onClick={onRead}>
          Marcar como lida
        </Button>
      )}
    </li>
  );
}

/** The bell with the unread count, opening the driver's notifications (newest first). */
export function DriverNotifications({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const n = useDriverNotifications(userId);
  const label = n.unreadCount > 0 ? `Notificações (${n.unreadCount} não lidas)` : "Notificações";
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="icon" className="relative" aria-label={label} onClick={() => setOpen(true)}>
        {n.unreadCount > 0 ? <BellRing aria-hidden="true" /> : <Bell aria-hidden="true" />}
        {n.unreadCount > 0 && (
          <span
            aria-hidden="true"
            data-testid="unread-count"
            className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-bold text-white"
          >
            {n.unreadCount > 99 ? "99+" : n.unreadCount}
          </span>
        )}
      </Button>
      <SheetContent className="w-full max-w-md overflow-y-auto p-4">
        <SheetHeader className="p-0 pr-10">
          <SheetTitle>Notificações</SheetTitle>
          <SheetDescription>{n.unreadCount > 0 ? `${n.unreadCount} por ler` : "Tudo lido"}</SheetDescription>
        </SheetHeader>
        {n.staleSince !== null && (
          <p role="status" className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            <WifiOff aria-hidden="true" className="size-4 shrink-0" />
            Sem ligação — notificações de {formatTime(new Date(n.staleSince))}, podem estar desatualizadas
          </p>
        )}
        {n.unreadCount > 0 && (
          <Button variant="secondary" onClick={n.markAllRead} disabled={n.markingAll}>
            <CheckCheck aria-hidden="true" />
            Marcar todas como lidas
          </Button>
        )}
        {n.loading ? (
          <ListLoading />
        ) : n.error ? (
          <ListError title="Erro ao carregar notificações" detail={n.error.message} onRetry={n.retry} />
        ) : n.items.length === 0 ? (
          <ListEmpty>Sem notificações</ListEmpty>
        ) : (
          <ul className="grid gap-2" aria-label="Lista de notificações">
            {n.items.map((item) => (
              <NotificationItem key={item.id} item={item} onRead={() => n.markRead(item.id)} />
            ))}
          </ul>
        )}
      </SheetContent>
    </Sheet>
  );
}
