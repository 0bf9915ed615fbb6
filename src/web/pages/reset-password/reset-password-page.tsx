import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldErrors } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "../../lib/toast.ts";
import { resetPasswordSchema, type ResetPasswordInput } from "../../../domain/auth-schemas.ts";
import { Alert, AlertDescription } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { PasswordInput } from "../../components/ui/password-input.tsx";
import { authClient } from "../../features/auth/auth-client.ts";
import { authErrorMessage } from "../../features/auth/auth-error-message.ts";
import { REDIRECT_DELAY_MS } from "../../features/auth/use-redirect-after-sign-in.ts";
import { CHECK_THE_FORM, firstFormError } from "../../lib/first-form-error.ts";

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The e-mailed link brings a one-time token; without it there is no reset session.
  const token = params.get("error") ? null : params.get("token");
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: ResetPasswordInput) => {
    if (!token) return;
    try {
      const { error } = await authClient.resetPassword({ newPassword: values.password, token });
      if (error) {
        toast.error(authErrorMessage(error));
        return;
      }
    } catch (error) {
      toast.error(authErrorMessage(error));
      return;
    }
    toast.success("Senha atualizada com sucesso!");
    setTimeout(() => navigate("/login", { replace: true }), REDIRECT_DELAY_MS);
  };
  const onInvalid = (fieldErrors: FieldErrors<ResetPasswordInput>) => toast.error(firstFormError(fieldErrors, CHECK_THE_FORM));

  return (
    <div className="flex justify-center px-4 py-12 sm:py-20">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">Redefinir senha</h1>
          </CardTitle>
          <CardDescription>Escolha uma nova senha para a sua conta.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {!token && (
            <Alert variant="destructive">
              <AlertDescription>
                Este link é inválido ou expirou. Peça um novo link em{" "}
                <Link to="/login" className="underline">
                  Esqueceu a senha?
                </Link>
              </AlertDescription>
            </Alert>
          )}
          <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-4">
            <FormField id="new-password" label="Nova senha" error={errors.password?.message} className="space-y-2">
              <PasswordInput
                autoComplete="new-password"
                disabled={!token}
                {...fieldAria("new-password", errors.password?.message)}
                {...form.register("password")}
              />
            </FormField>
            <FormField
              id="confirm-password"
              label="Confirmar senha"
              error={errors.confirmPassword?.message}
              className="space-y-2"
            >
              <PasswordInput
                autoComplete="new-password"
                disabled={!token}
                {...fieldAria("confirm-password", errors.confirmPassword?.message)}
                {...form.register("confirmPassword")}
              />
            </FormField>
            <Button type="submit" className="w-full" disabled={!token || isSubmitting}>
              {isSubmitting ? "A guardar..." : "Atualizar senha"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
