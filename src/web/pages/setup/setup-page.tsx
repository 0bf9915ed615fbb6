import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm, type FieldErrors } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { firstAdminSchema, type FirstAdminInput } from "../../../domain/auth-schemas.ts";
import { Alert, AlertDescription } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { PasswordInput } from "../../components/ui/password-input.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { ApiError, apiFetch } from "../../lib/api.ts";
import { FieldError, firstErrorMessage } from "../login/field-error.tsx";

/** /setup/:token: the one-time link printed by the server creates the first admin. */
export function SetupPage() {
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const check = useQuery({
    queryKey: ["setup", token],
    queryFn: () => apiFetch<{ valid: boolean }>(`/api/setup/${encodeURIComponent(token)}`),
    retry: false,
  });
  const form = useForm<FirstAdminInput>({
    resolver: zodResolver(firstAdminSchema),
    defaultValues: { name: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: FirstAdminInput) => {
    try {
      await apiFetch(`/api/setup/${encodeURIComponent(token)}`, { method: "POST", json: values });
      toast.success("Administrador criado com sucesso! Inicie sessão.");
      navigate("/login", { replace: true });
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : "Erro ao criar administrador");
    }
  };
  const onInvalid = (fieldErrors: FieldErrors<FirstAdminInput>) => toast.error(firstErrorMessage(fieldErrors));

  return (
    <div className="flex justify-center px-4 py-12 sm:py-20">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">Criar o primeiro administrador</h1>
          </CardTitle>
          <CardDescription>Este link funciona uma única vez.</CardDescription>
        </CardHeader>
        <CardContent>
          {check.isPending && <Spinner />}
          {check.isError && (
            <Alert variant="destructive">
              <AlertDescription>
                {check.error instanceof ApiError && check.error.status === 404
                  ? check.error.message
                  : "Não foi possível verificar o link. Tente novamente."}
              </AlertDescription>
            </Alert>
          )}
          {check.isSuccess && (
            <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-4">
              <div className="space-y-2">
                <Label htmlFor="setup-name">Nome</Label>
                <Input id="setup-name" autoComplete="name" maxLength={100} {...form.register("name")} />
                <FieldError id="setup-name-error" message={errors.name?.message} />
              </div>
              <div className="space-y-2">
                <Label htmlFor="setup-email">Email</Label>
                <Input id="setup-email" type="email" autoComplete="email" maxLength={255} {...form.register("email")} />
                <FieldError id="setup-email-error" message={errors.email?.message} />
              </div>
              <div className="space-y-2">
                <Label htmlFor="setup-password">Senha</Label>
                <PasswordInput id="setup-password" autoComplete="new-password" {...form.register("password")} />
                <FieldError id="setup-password-error" message={errors.password?.message} />
              </div>
              <Button type="submit" className="w-full" disabled={isSubmitting}>
                {isSubmitting ? "A criar..." : "Criar administrador"}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
