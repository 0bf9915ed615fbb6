import { MailCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useResendVerification } from "../../features/account/use-customer-bookings.ts";
import { ApiError } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";

/** An account whose e-mail is not verified sees this and nothing else (decision 0046). */
export function VerifyEmailNotice({ email }: { email: string }) {
  const { t } = useTranslation("account");
  const resend = useResendVerification();
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast.success(t("verify.sent")),
      onError: (error) => toast.error(error instanceof ApiError && error.status === 429 ? t("verify.limited") : t("verify.failed")),
    });
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardContent className="flex flex-col items-center gap-4 py-6 text-center">
        <MailCheck aria-hidden="true" className="size-12 text-gold-strong" />
        <h2 className="text-xl font-semibold">{t("verify.heading")}</h2>
        <p className="text-muted-foreground">{t("verify.body", { email })}</p>
        <Button onClick={onResend} disabled={resend.isPending}>
          {resend.isPending ? t("verify.sending") : t("verify.resend")}
        </Button>
      </CardContent>
    </Card>
  );
}
