import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { toast } from "sonner";
import { forgotPasswordSchema, signInSchema, type SignInInput } from "../../../domain/auth-schemas.ts";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { PasswordInput } from "../../components/ui/password-input.tsx";
import { authClient } from "../../features/auth/auth-client.ts";
import { authErrorMessage } from "../../features/auth/auth-error-message.ts";
import { useAuth } from "../../features/auth/use-auth.ts";
import { FieldError, firstErrorMessage } from "./field-error.tsx";

export function SignInForm() {
  const { refresh } = useAuth();
  const [sendingLink, setSendingLink] = useState(false);
  const form = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: SignInInput) => {
    const { error } = await authClient.signIn.email({ email: values.email, password: values.password });
    if (error) {
      toast.error(authErrorMessage(error));
      return;
    }
    toast.success("Login efetuado com sucesso!");
    await refresh(); // roles known: useRedirectAfterSignIn sends the user on
  };
  const onInvalid = (fieldErrors: FieldErrors<SignInInput>) => toast.error(firstErrorMessage(fieldErrors));

  const sendResetLink = async () => {
    const parsed = forgotPasswordSchema.safeParse({ email: form.getValues("email") });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]!.message);
      return;
    }
    setSendingLink(true);
    const { error } = await authClient.requestPasswordReset({ email: parsed.data.email, redirectTo: "/reset-password" });
    setSendingLink(false);
    if (error) toast.error(authErrorMessage(error));
    else toast.success("Enviámos um email com o link para redefinir a senha.");
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="signin-email">Email</Label>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          maxLength={255}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "signin-email-error" : undefined}
          {...form.register("email")}
        />
        <FieldError id="signin-email-error" message={errors.email?.message} />
      </div>
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="signin-password">Senha</Label>
          <button
            type="button"
            onClick={sendResetLink}
            disabled={sendingLink}
            className="text-sm text-primary underline-offset-4 hover:underline disabled:opacity-50"
          >
            Esqueceu a senha?
          </button>
        </div>
        <PasswordInput
          id="signin-password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? "signin-password-error" : undefined}
          {...form.register("password")}
        />
        <FieldError id="signin-password-error" message={errors.password?.message} />
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "A entrar..." : "Entrar"}
      </Button>
    </form>
  );
}
