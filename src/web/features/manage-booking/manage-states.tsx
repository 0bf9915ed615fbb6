import { SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert, AlertDescription } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useSiteContent } from "../content/use-site-content.ts";
import { ContactLinks } from "./contact-links.tsx";

function Block({ className }: { className: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-xl bg-muted ${className}`} />;
}

/** The page's shape while the booking loads. */
export function ManageBookingSkeleton() {
  const { t } = useTranslation("manage");
  return (
    <div role="status" aria-busy="true" className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <span className="sr-only">{t("states.loading")}</span>
      <Block className="h-10 w-2/3 max-w-sm" />
      <Block className="h-5 w-40" />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Block className="h-96" />
        <Block className="h-64" />
      </div>
    </div>
  );
}

/** A link that opens no booking: said kindly, in the page's language, with every way to reach us. */
export function ManageBookingNotFound() {
  const { t } = useTranslation("manage");
  const content = useSiteContent();
  const company = {
    phone: content.get("company", "phone"),
    whatsapp: content.get("company", "whatsapp"),
    email: content.get("company", "email"),
  };
  return (
    <section
      aria-labelledby="booking-not-found"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-5 px-4 py-20 text-center"
    >
      <SearchX aria-hidden="true" className="size-14 text-gold-strong" />
      <h1 id="booking-not-found" className="text-2xl font-semibold sm:text-3xl">
        {t("states.notFoundTitle")}
      </h1>
      <p className="text-muted-foreground">{t("states.notFoundBody")}</p>
      <ContactLinks company={company} />
      <Button asChild variant="link">
        <Link to="/">{t("states.home")}</Link>
      </Button>
    </section>
  );
}

export function ManageBookingError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation("manage");
  return (
    <section className="mx-auto w-full max-w-xl space-y-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">{t("states.error")}</h1>
      <Alert variant="destructive">
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <Button onClick={onRetry}>{t("states.retry")}</Button>
    </section>
  );
}
