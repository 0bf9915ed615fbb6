import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { MeResponse } from "../../../domain/me.ts";
import { toast } from "../../lib/toast.ts";
import { ApiError, apiFetch } from "../../lib/api.ts";
import { meQueryKey } from "../auth/use-auth.ts";
import type { DriverNotification, DriverNotificationsResponse } from "./driver-notification.ts";
import { readDriverNotifications, saveDriverNotifications } from "./driver-notifications-cache.ts";
import { driverBookingsRootKey, isNetworkFailure, OfflineError, POLL_INTERVAL_MS } from "./use-driver-bookings.ts";
import { useOnline } from "./use-online.ts";

export const driverNotificationsKey = ["driver", "notifications"] as const;

/** Shows a system notification through the service worker when the driver allowed them. */
function showSystemNotification(item: DriverNotification) {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  if (!("serviceWorker" in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) =>
      registration.showNotification(item.title, {
        body: item.message,
        tag: item.id,
        icon: "/icons/icon-192.png",
        badge: "/icons/icon-192.png",
        data: { url: "/driver" },
      }),
    )
    .catch(() => {
      // No worker or no permission after all: the toast already said it.
    });
}

/**
 * The driver's notifications, polled every 30 s while the page is visible. A booking_assigned
 * notification that was not there at the previous poll is said in a toast (and a system
 * notification when allowed), and the booking lists reload to show the new service. Each answer
 * is kept for this driver: offline, or when the call fails, the bell shows the kept copy and its
 * unread count (with `staleSince`), as the lists do.
 */
export function useDriverNotifications(userId: string) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...driverNotificationsKey, userId],
    queryFn: async () => {
      if (!navigator.onLine) throw new OfflineError();
      const data = await apiFetch<DriverNotificationsResponse>("/api/driver/notifications");
      // An answer landing after Sair is not kept: sign-out has just cleared the copies.
      if (queryClient.getQueryData<MeResponse>(meQueryKey)?.user?.id === userId) saveDriverNotifications(userId, data);
      return data;
    },
    // Run (and fail fast) offline too, so the kept copy shows instead of an empty bell.
    networkMode: "always",
    retry: (count, error) => !isNetworkFailure(error) && !(error instanceof ApiError && error.status < 500) && count < 1,
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });

  const cached = query.data ? null : readDriverNotifications(userId);
  const data = query.data ?? cached?.data ?? null;
  const stale = data !== null && (!online || query.isError || (cached !== null && !query.data));
  const savedAt = query.data ? query.dataUpdatedAt : (cached?.savedAt ?? null);

  const seen = useRef<Set<string> | null>(null);
  const items = query.data?.items;
  useEffect(() => {
    if (!items) return;
    if (seen.current === null) {
      // The first answer is the baseline: what was already there is not news.
      seen.current = new Set(items.map((i) => i.id));
      return;
    }
    const fresh = items.filter((i) => !seen.current!.has(i.id));
    for (const item of fresh) seen.current.add(item.id);
    const assigned = fresh.filter((i) => i.type === "booking_assigned" && !i.read);
    for (const item of assigned) {
      toast.info(item.title, { id: `notification-${item.id}`, description: item.message, duration: 10_000 });
      showSystemNotification(item);
    }
    if (assigned.length > 0) void queryClient.invalidateQueries({ queryKey: driverBookingsRootKey });
  }, [items, queryClient]);

  const key = [...driverNotificationsKey, userId];
  const markRead = useMutation({
    mutationFn: (id: string) => apiFetch(`/api/driver/notifications/${id}/read`, { method: "POST" }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<DriverNotificationsResponse>(key, (old) =>
        old && {
          items: old.items.map((i) => (i.id === id ? { ...i, read: true } : i)),
          unreadCount: Math.max(0, old.unreadCount - (old.items.some((i) => i.id === id && !i.read) ? 1 : 0)),
        },
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast.error("Não foi possível marcar a notificação como lida", { description: error.message }),
  });
  const markAll = useMutation({
    mutationFn: () => apiFetch("/api/driver/notifications/read-all", { method: "POST" }),
    onSuccess: () => {
      queryClient.setQueryData<DriverNotificationsResponse>(key, (old) =>
        old && { items: old.items.map((i) => ({ ...i, read: true })), unreadCount: 0 },
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast.error("Não foi possível marcar as notificações como lidas", { description: error.message }),
  });

  const sorted = [...(data?.items ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    items: sorted,
    unreadCount: data?.unreadCount ?? 0,
    /** The items shown are an older copy (no network, or the last poll failed): when they arrived. */
    staleSince: stale ? savedAt : null,
    loading: data === null && query.isPending,
    error: data === null ? query.error : null,
    retry: () => void query.refetch(),
    markRead: (id: string) => markRead.mutate(id),
    markAllRead: () => markAll.mutate(),
    markingAll: markAll.isPending,
  };
}
