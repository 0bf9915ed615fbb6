import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldErrors } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { resetPasswordSchema, type ResetPasswordInput } from "../../../domain/auth-schemas.ts";
import { Alert, AlertDescription } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Label } from "../../components/ui/label.tsx";
import { PasswordInput } from "../../components/ui/password-input.tsx";
import { authClient } from "../../features/auth/auth-client.ts";
import { authErrorMessage } from "../../features/auth/auth-error-message.ts";
import { REDIRECT_DELAY_MS } from "../../features/auth/use-redirect-after-sign-in.ts";
import { FieldError, firstErrorMessage } from "../login/field-error.tsx";

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
    const { error } = await authClient.resetPassword({ newPassword: values.password, token });
    if (error) {
      toast.error(authErrorMessage(error));
      return;
    }
    toast.success("Senha atualizada com sucesso!");
    setTimeout(() => navigate("/login", { replace: true }), REDIRECT_DELAY_MS);
  };
  const onInvalid = (fieldErrors: FieldErrors<ResetPasswordInput>) => toast.error(firstErrorMessage(fieldErrors));

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
            <div className="space-y-2">
              <Label htmlFor="new-password">Nova senha</Label>
              <PasswordInput
                id="new-password"
                autoComplete="new-password"
                disabled={!token}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? "new-password-error" : undefined}
                {...form.register("password")}
              />
              <FieldError id="new-password-error" message={errors.password?.message} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="confirm-password">Confirmar senha</Label>
              <PasswordInput
                id="confirm-password"
                autoComplete="new-password"
                disabled={!token}
                aria-invalid={errors.confirmPassword ? true : undefined}
                aria-describedby={errors.confirmPassword ? "confirm-password-error" : undefined}
                {...form.register("confirmPassword")}
              />
              <FieldError id="confirm-password-error" message={errors.confirmPassword?.message} />
            </div>
            <Button type="submit" className="w-full" disabled={!token || isSubmitting}>
              {isSubmitting ? "A guardar..." : "Atualizar senha"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
