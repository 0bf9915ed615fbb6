import { Send } from "lucide-react";
import { useId } from "react";
import { useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast.ts";
import { CONTACT_LIMITS, CONTACT_MESSAGES } from "../../../domain/contact-rules.ts";
import type { ContactMessageForm, ContactMessageInput } from "../../../domain/contact-schema.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { ApiError, apiFetch } from "../../lib/api.ts";
import { firstFormError } from "../../lib/first-form-error.ts";
import { translateContactMessage } from "./translate-contact-message.ts";

type FieldName = keyof ContactMessageForm;

/** Form order: the first failing field's message is the one shown in the toast. */
const FIELD_ORDER: FieldName[] = ["name", "email", "phone", "subject", "message"];

const EMPTY: ContactMessageForm = { name: "", email: "", phone: "", subject: "", message: "" };

/** The schema's resolver (zod), downloaded when the visitor starts filling in the form. */
const loadResolver = () => import("./contact-resolver.ts").then((m) => m.contactResolver);
const resolver: Resolver<ContactMessageForm, unknown, ContactMessageInput> = async (...args) =>
  (await loadResolver())(...args);

/** The contact page's message form (spec sections 5 and 8). */
export function ContactForm() {
  const { t } = useTranslation("contact");
  const baseId = useId();
  const form = useForm<ContactMessageForm, unknown, ContactMessageInput>({
    resolver,
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
    toast.error(translateContactMessage(t, firstFormError(fieldErrors, CONTACT_MESSAGES.invalidBody, FIELD_ORDER)));

  /** Props tying an input to its label and inline error. */
  const fieldProps = (name: FieldName) => {
    const id = `${baseId}-${name}`;
    const message = errors[name]?.message;
    const error = message ? translateContactMessage(t, message) : undefined;
    return { id, error, input: { ...fieldAria(id, error), ...form.register(name) } };
  };
  const name = fieldProps("name");
  const email = fieldProps("email");
  const phone = fieldProps("phone");
  const subject = fieldProps("subject");
  const message = fieldProps("message");
  const required = <span className="sr-only">({t("form.required")})</span>;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      onFocus={() => void loadResolver()}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={name.id} label={<>{t("form.name")}{required}</>} error={name.error} className="space-y-2">
          <Input
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name.max}
            placeholder={t("form.namePlaceholder")}
            aria-required="true"
            {...name.input}
          />
        </FormField>
        <FormField id={email.id} label={<>{t("form.email")}{required}</>} error={email.error} className="space-y-2">
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={CONTACT_LIMITS.email.max}
            placeholder={t("form.emailPlaceholder")}
            aria-required="true"
            {...email.input}
          />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={phone.id}
          label={
            <>
              {t("form.phone")} <span className="font-normal text-muted-foreground">{t("form.phoneOptional")}</span>
            </>
          }
          error={phone.error}
          className="space-y-2"
        >
          <Input
            type="tel"
            autoComplete="tel"
            maxLength={CONTACT_LIMITS.phone.max}
            placeholder={t("form.phonePlaceholder")}
            {...phone.input}
          />
        </FormField>
        <FormField id={subject.id} label={<>{t("form.subject")}{required}</>} error={subject.error} className="space-y-2">
          <Input
            maxLength={CONTACT_LIMITS.subject.max}
            placeholder={t("form.subjectPlaceholder")}
            aria-required="true"
            {...subject.input}
          />
        </FormField>
      </div>
      <FormField
        id={message.id}
        label={<>{t("form.message")}{required}</>}
        labelAside={
          <span className="text-xs text-muted-foreground tabular-nums" aria-hidden="true">
            {t("form.characters", { length: messageLength, max: CONTACT_LIMITS.message.max })}
          </span>
        }
        error={message.error}
        className="space-y-2"
      >
        <Textarea
          rows={6}
          maxLength={CONTACT_LIMITS.message.max}
          placeholder={t("form.messagePlaceholder")}
          aria-required="true"
          className="min-h-36 resize-y"
          {...message.input}
        />
      </FormField>
      <Button type="submit" variant="gold" size="lg" disabled={isSubmitting} className="w-full font-semibold sm:w-auto sm:self-start">
        <Send aria-hidden="true" />
        {isSubmitting ? t("form.sending") : t("form.submit")}
      </Button>
    </form>
  );
}
