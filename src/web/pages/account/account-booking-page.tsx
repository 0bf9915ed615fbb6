import { ChevronLeft } from "lucide-react";
import { ApiError } from "../../lib/api.ts";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import { useAuth } from "../../features/auth/use-auth.ts";
import { errorText } from "../../features/manage-booking/format.ts";
import { ManageBookingError, ManageBookingNotFound, ManageBookingSkeleton } from "../../features/manage-booking/manage-states.tsx";
import { accountBookingKey } from "../../features/manage-booking/managed-booking.ts";
import { useManagedBooking } from "../../features/manage-booking/use-managed-booking.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { ManagedBookingView } from "../manage-booking/manage-booking-page.tsx";

/**
 * /account/bookings/:id — one of the signed-in customer's bookings, with the booking page's own
 * view and actions, over the customer area's routes: the server opens it by the verified e-mail,
 * and no manage token is handed out (decision 0046).
 */
export function AccountBookingPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation("manage");
  const { t: ta } = useTranslation("account");
  const { user, loading } = useAuth();
  const key = accountBookingKey(id);
  const query = useManagedBooking(user?.emailVerified ? key : undefined);
  usePageMeta({ title: query.data ? t("metaTitle", { reference: query.data.booking.reference }) : t("heading") });

  if (loading) return <ManageBookingSkeleton />;
  if (!user) return <Navigate to="/login" replace />;
  if (!user.emailVerified) return <Navigate to="/account" replace />;
  if (query.isPending) return <ManageBookingSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <ManageBookingNotFound />;
    return <ManageBookingError message={errorText(query.error, t)} onRetry={() => void query.refetch()} />;
  }
  return (
    <>
      <div className="mx-auto w-full max-w-5xl px-4 pt-6 sm:px-6">
        <Link to="/account" className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
          <ChevronLeft aria-hidden="true" className="size-4" />
          {ta("area.back")}
        </Link>
      </div>
      <ManagedBookingView data={query.data} token={key} />
    </>
  );
}
