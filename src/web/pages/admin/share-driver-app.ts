import { toast } from "../../lib/toast.ts";

/** Compartilhar App: opens a WhatsApp share with a prefilled message and the driver app link. */
export function shareDriverApp() {
  const link = `${window.location.origin}/driver`;
  const text = `Olá! Instale a app do Portal Motorista no seu telemóvel para ver e atualizar os seus serviços: ${link}`;
  window.open(`https://wa.me/?text=${encodeURIComponent(text)}`, "_blank", "noopener,noreferrer");
  toast.success("WhatsApp aberto para compartilhar!");
}
