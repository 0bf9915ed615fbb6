import { BellPlus } from "lucide-react";
import { useState } from "react";
import { toast } from "../../lib/toast.ts";
import { Button } from "../../components/ui/button.tsx";

/**
 * Asks for permission to show system notifications, only when the driver taps it (never on
 * load); hidden once answered or where the browser has no notifications.
 */
export function EnableNotificationsButton() {
  const supported = typeof Notification !== "undefined";
  const [permission, setPermission] = useState<NotificationPermission>(supported ? Notification.permission : "denied");
  if (!supported || permission !== "default") return null;
  const ask = async () => {
    const answer = await Notification.requestPermission();
    setPermission(answer);
    if (answer === "granted") toast.success("Notificações ativadas");
    else toast("Notificações não ativadas");
  };
  return (
    <Button variant="outline" size="sm" onClick={ask}>
      <BellPlus aria-hidden="true" />
      Ativar notificações
    </Button>
  );
}
