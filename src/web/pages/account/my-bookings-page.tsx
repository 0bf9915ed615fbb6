import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { useCustomerBookings } from "../../features/account/use-customer-bookings.ts";
import { useAuth } from "../../features/auth/use-auth.ts";
import { ManageBookingSkeleton } from "../../features/manage-booking/manage-states.tsx";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { CustomerBookingCard } from "./customer-booking-card.tsx";
import { VerifyEmailNotice } from "./verify-email-notice.tsx";

/**
 * /account, "My bookings" (decision 0046): every booking made with the signed-in customer's
 * verified e-mail, upcoming first. An unverified account sees the verification notice only.
 */
export function MyBookingsPage() {
  const { t } = useTranslation("account");
  const { user, loading } = useAuth();
  const query = useCustomerBookings();
  usePageMeta({ title: t("area.metaTitle") });

  if (loading) return <ManageBookingSkeleton />;
  if (!user) return <Navigate to="/login" replace />;

  return (
    <div className="mx-auto w-full max-w-4xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
      <header className="space-y-2 border-b pb-6">
        <p className="text-xs font-semibold tracking-widest text-gold-strong uppercase">{t("area.signedInAs", { name: user.name })}</p>
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t("area.heading")}</h1>
        {user.emailVerified && <p className="text-muted-foreground">{t("area.intro", { email: user.email })}</p>}
      </header>
      {!user.emailVerified ? (
        <VerifyEmailNotice email={user.email} />
      ) : query.isPending ? (
        <ManageBookingSkeleton />
      ) : query.isError ? (
        <div className="space-y-4 text-center">
          <p>{t("area.loadError")}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t("area.retry")}
          </Button>
        </div>
      ) : (
        <BookingSections items={query.data.bookings} />
      )}
    </div>
  );
}

function BookingSections({ items }: { items: NonNullable<ReturnType<typeof useCustomerBookings>["data"]>["bookings"] }) {
  const { t } = useTranslation("account");
  if (items.length === 0) {
    return (
      <div className="space-y-4 py-10 text-center">
        <p className="text-muted-foreground">{t("area.none")}</p>
        <Button asChild>
          <Link to="/transfers#book">{t("area.bookNow")}</Link>
        </Button>
      </div>
    );
  }
  // Upcoming: soonest first; past and cancelled: latest first (the server's order).
  const upcoming = items.filter((item) => item.upcoming).reverse();
  const past = items.filter((item) => !item.upcoming);
  return (
    <>
      {upcoming.length > 0 && (
        <section aria-labelledby="upcoming-bookings" className="space-y-4">
          <h2 id="upcoming-bookings" className="text-xl font-semibold">
            {t("area.upcoming")}
          </h2>
          {upcoming.map((item) => (
            <CustomerBookingCard key={item.booking.id} item={item} />
          ))}
        </section>
      )}
      {past.length > 0 && (
        <section aria-labelledby="past-bookings" className="space-y-4">
          <h2 id="past-bookings" className="text-xl font-semibold">
            {t("area.past")}
          </h2>
          {past.map((item) => (
            <CustomerBookingCard key={item.booking.id} item={item} />
          ))}
        </section>
      )}
    </>
  );
}
