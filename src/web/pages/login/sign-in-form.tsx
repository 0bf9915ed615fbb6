import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast.ts";
import { forgotPasswordSchema, signInSchema, type SignInInput } from "../../../domain/auth-schemas.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { PasswordInput } from "../../components/ui/password-input.tsx";
import { authClient } from "../../features/auth/auth-client.ts";
import { translateAuthMessage } from "../../features/account/translate-auth-message.ts";
import { authErrorMessage } from "../../features/auth/auth-error-message.ts";
import { useAuth } from "../../features/auth/use-auth.ts";
import { CHECK_THE_FORM, firstFormError } from "../../lib/first-form-error.ts";

export function SignInForm({ defaultEmail = "" }: { defaultEmail?: string }) {
  const { refresh } = useAuth();
  const { t } = useTranslation("account");
  const say = (message: string) => translateAuthMessage(t, message);
  const [sendingLink, setSendingLink] = useState(false);
  const form = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: defaultEmail, password: "" } });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: SignInInput) => {
    try {
      const { error } = await authClient.signIn.email({ email: values.email, password: values.password });
      if (error) {
        toast.error(say(authErrorMessage(error)));
        return;
      }
    } catch (error) {
      toast.error(say(authErrorMessage(error)));
      return;
    }
    toast.success(t("login.signedIn"));
    await refresh(); // roles known: useRedirectAfterSignIn sends the user on
  };
  const onInvalid = (fieldErrors: FieldErrors<SignInInput>) => toast.error(say(firstFormError(fieldErrors, CHECK_THE_FORM)));

  const sendResetLink = async () => {
    const parsed = forgotPasswordSchema.safeParse({ email: form.getValues("email") });
    if (!parsed.success) {
      toast.error(say(parsed.error.issues[0]!.message));
      return;
    }
    setSendingLink(true);
    try {
      const { error } = await authClient.requestPasswordReset({ email: parsed.data.email, redirectTo: "/reset-password" });
      if (error) toast.error(say(authErrorMessage(error)));
      else toast.success(t("login.resetSent"));
    } catch (error) {
      toast.error(say(authErrorMessage(error)));
    } finally {
      setSendingLink(false);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-4">
      <FormField id="signin-email" label={t("login.email")} error={errors.email?.message && say(errors.email.message)} className="space-y-2">
        <Input
          type="email"
          autoComplete="email"
          maxLength={255}
          {...fieldAria("signin-email", errors.email?.message)}
          {...form.register("email")}
        />
      </FormField>
      <FormField
        id="signin-password"
        label={t("login.password")}
        error={errors.password?.message && say(errors.password.message)}
        labelAside={
          <button
            type="button"
            onClick={sendResetLink}
            disabled={sendingLink}
            className="text-sm text-primary underline-offset-4 hover:underline disabled:opacity-50"
          >
            {t("login.forgot")}
          </button>
        }
        className="space-y-2"
      >
        <PasswordInput
          autoComplete="current-password"
          {...fieldAria("signin-password", errors.password?.message)}
          {...form.register("password")}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("login.signingIn") : t("login.signIn")}
      </Button>
    </form>
  );
}
