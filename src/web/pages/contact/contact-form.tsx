import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  contactMessageSchema,
  type ContactMessageForm,
  type ContactMessageInput,
} from "../../../domain/contact-schema.ts";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { ApiError, apiFetch } from "../../lib/api.ts";
import { translateContactMessage } from "./translate-contact-message.ts";

type FieldName = keyof ContactMessageForm;

/** Form order: the first failing field's message is the one shown in the toast. */
const FIELD_ORDER: FieldName[] = ["name", "email", "phone", "subject", "message"];

const EMPTY: ContactMessageForm = { name: "", email: "", phone: "", subject: "", message: "" };

function firstMessage(errors: FieldErrors<ContactMessageForm>): string {
  for (const field of FIELD_ORDER) {
    const message = errors[field]?.message;
    if (typeof message === "string" && message) return message;
  }
  return CONTACT_MESSAGES.invalidBody;
}

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {hint}
      </div>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The contact page's message form (spec sections 5 and 8). */
export function ContactForm() {
  const { t } = useTranslation("contact");
  const baseId = useId();
  const form = useForm<ContactMessageForm, unknown, ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const messageLength = useWatch({ control: form.control, name: "message" })?.length ?? 0;

  const onValid = async (values: ContactMessageInput) => {
    try {
      await apiFetch<{ ok: true }>("/api/contact-messages", { method: "POST", json: values });
      toast.success(t("toast.success"));
      form.reset(EMPTY);
    } catch (error) {
      if (error instanceof ApiError && error.code === "rate_limited") toast.error(t("validation.rateLimited"));
      else if (error instanceof ApiError && error.code === "invalid_input")
        toast.error(translateContactMessage(t, error.message));
      else toast.error(t("toast.failure"));
    }
  };
  const onInvalid = (fieldErrors: FieldErrors<ContactMessageForm>) =>
    toast.error(translateContactMessage(t, firstMessage(fieldErrors)));

  /** Props tying an input to its label and inline error. */
  const fieldProps = (name: FieldName) => {
    const id = `${baseId}-${name}`;
    const error = errors[name]?.message;
    return {
      id,
      error: error ? translateContactMessage(t, error) : undefined,
      input: {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${id}-error` : undefined,
        ...form.register(name),
      },
    };
  };
  const name = fieldProps("name");
  const email = fieldProps("email");
  const phone = fieldProps("phone");
  const subject = fieldProps("subject");
  const message = fieldProps("message");
  const required = <span className="sr-only">({t("form.required")})</span>;

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={name.id} label={<>{t("form.name")}{required}</>} error={name.error}>
          <Input
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name.max}
            placeholder={t("form.namePlaceholder")}
            aria-required="true"
            {...name.input}
          />
        </Field>
        <Field id={email.id} label={<>{t("form.email")}{required}</>} error={email.error}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={CONTACT_LIMITS.email.max}
            placeholder={t("form.emailPlaceholder")}
            aria-required="true"
            {...email.input}
          />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={phone.id}
          label={
            <>
              {t("form.phone")} <span className="font-normal text-muted-foreground">{t("form.phoneOptional")}</span>
            </>
          }
          error={phone.error}
        >
          <Input
            type="tel"
            autoComplete="tel"
            maxLength={CONTACT_LIMITS.phone.max}
            placeholder={t("form.phonePlaceholder")}
            {...phone.input}
          />
        </Field>
        <Field id={subject.id} label={<>{t("form.subject")}{required}</>} error={subject.error}>
          <Input
            maxLength={CONTACT_LIMITS.subject.max}
            placeholder={t("form.subjectPlaceholder")}
            aria-required="true"
            {...subject.input}
          />
        </Field>
      </div>
      <Field
        id={message.id}
        label={<>{t("form.message")}{required}</>}
        hint={
          <span className="text-xs text-muted-foreground tabular-nums" aria-hidden="true">
            {t("form.characters", { length: messageLength, max: CONTACT_LIMITS.message.max })}
          </span>
        }
        error={message.error}
      >
        <Textarea
          rows={6}
          maxLength={CONTACT_LIMITS.message.max}
          placeholder={t("form.messagePlaceholder")}
          aria-required="true"
          className="min-h-36 resize-y"
          {...message.input}
        />
      </Field>
      <Button type="submit" variant="gold" size="lg" disabled={isSubmitting} className="w-full font-semibold sm:w-auto sm:self-start">
        <Send aria-hidden="true" />
        {isSubmitting ? t("form.sending") : t("form.submit")}
      </Button>
    </form>
  );
}
