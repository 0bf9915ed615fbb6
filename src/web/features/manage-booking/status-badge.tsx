import { useTranslation } from "react-i18next";
import { Badge, type BadgeProps } from "../../components/ui/badge.tsx";
import type { TripStatus } from "./managed-booking.ts";

const VARIANT: Record<TripStatus, BadgeProps["variant"]> = {
  pending: "yellow",
  confirmed: "green",
  assigned: "blue",
  in_progress: "blue",
  completed: "grey",
  cancelled: "red",
};

export function TripStatusBadge({ status }: { status: TripStatus }) {
  const { t } = useTranslation("manage");
  return (
    <Badge variant={VARIANT[status] ?? "grey"} data-testid="booking-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
