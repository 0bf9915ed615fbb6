import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast.ts";
import { Alert, AlertDescription } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog.tsx";
import { fieldAria, FormField } from "../../components/ui/form-field.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { CUSTOMER_CHANGE_MESSAGE_LIMITS } from "../../../domain/change-request-rules.ts";
import { errorText } from "./format.ts";
import { useChangeRequest } from "./use-managed-booking.ts";

const { min: CHANGE_MESSAGE_MIN, max: CHANGE_MESSAGE_MAX } = CUSTOMER_CHANGE_MESSAGE_LIMITS;

/** Request a change: a message to the company (10–2000 characters, trimmed), until 24 h before pickup. */
export function ChangeRequestDialog({ token }: { token: string }) {
  const { t } = useTranslation("manage");
  const id = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const request = useChangeRequest(token);

  function onOpenChange(next: boolean) {
    if (request.isPending) return;
    setOpen(next);
    if (!next) {
      setFieldError(undefined);
      request.reset();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = message.trim();
    if (text.length < CHANGE_MESSAGE_MIN) return setFieldError(t("change.tooShort"));
    if (text.length > CHANGE_MESSAGE_MAX) return setFieldError(t("change.tooLong"));
    setFieldError(undefined);
    request.mutate(text, {
      onSuccess: () => {
        setOpen(false);
        setMessage("");
        request.reset();
        toast.success(t("change.sent"));
      },
    });
  }

  const trimmedLength = message.trim().length;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">{t("actions.change")}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("change.close")}>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("change.title")}</DialogTitle>
            <DialogDescription>{t("change.description")}</DialogDescription>
          </DialogHeader>
          <FormField
            id={id}
            label={t("change.label")}
            error={fieldError}
            labelAside={
              <span className="text-xs text-muted-foreground tabular-nums" aria-hidden="true">
                {t("change.counter", { count: trimmedLength })}
              </span>
            }
          >
            <Textarea
              {...fieldAria(id, fieldError)}
              rows={6}
              maxLength={CHANGE_MESSAGE_MAX + 200}
              placeholder={t("change.placeholder")}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </FormField>
          {request.isError && (
            <Alert variant="destructive">
              <AlertDescription>{errorText(request.error, t)}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? t("change.sending") : t("change.send")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
