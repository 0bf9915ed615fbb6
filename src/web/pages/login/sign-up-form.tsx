import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldErrors } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast.ts";
import { signUpSchema, type SignUpInput } from "../../../domain/auth-schemas.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { PasswordInput } from "../../components/ui/password-input.tsx";
import { authClient } from "../../features/auth/auth-client.ts";
import { translateAuthMessage } from "../../features/account/translate-auth-message.ts";
import { authErrorMessage } from "../../features/auth/auth-error-message.ts";
import { CHECK_THE_FORM, firstFormError } from "../../lib/first-form-error.ts";

/**
 * Criar Conta. A sign-up does not sign in (decision 0031: its answer is the same whether or not
 * the address already has an account); on success the form is cleared and `onCreated` gets the
 * e-mail, so the page can offer the sign-in with it. The server e-mails the new address its
 * verification link (decision 0046).
 */
export function SignUpForm({ onCreated }: { onCreated?: (email: string) => void }) {
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const { t } = useTranslation("account");
  const say = (message: string) => translateAuthMessage(t, message);
  const passwordHint = t("login.passwordHint");

  const onValid = async (values: SignUpInput) => {
    try {
      const { error } = await authClient.signUp.email({
        email: values.email,
        password: values.password,
        name: values.name,
        callbackURL: "/login?verified=1",
      });
      if (error) {
        toast.error(say(authErrorMessage(error)));
        return;
      }
    } catch (error) {
      toast.error(say(authErrorMessage(error)));
      return;
    }
    toast.success(t("login.created"));
    form.reset();
    onCreated?.(values.email);
  };
  const onInvalid = (fieldErrors: FieldErrors<SignUpInput>) => toast.error(say(firstFormError(fieldErrors, CHECK_THE_FORM)));

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-4">
      <FormField id="signup-name" label={t("login.name")} error={errors.name?.message && say(errors.name.message)} className="space-y-2">
        <Input
          autoComplete="name"
          maxLength={100}
          {...fieldAria("signup-name", errors.name?.message)}
          {...form.register("name")}
        />
      </FormField>
      <FormField id="signup-email" label={t("login.email")} error={errors.email?.message && say(errors.email.message)} className="space-y-2">
        <Input
          type="email"
          autoComplete="email"
          maxLength={255}
          {...fieldAria("signup-email", errors.email?.message)}
          {...form.register("email")}
        />
      </FormField>
      <FormField
        id="signup-password"
        label={t("login.password")}
        error={errors.password?.message && say(errors.password.message)}
        hint={passwordHint}
        className="space-y-2"
      >
        <PasswordInput
          autoComplete="new-password"
          {...fieldAria("signup-password", errors.password?.message, passwordHint)}
          {...form.register("password")}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("login.creating") : t("login.create")}
      </Button>
    </form>
  );
}
