import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm, type FieldErrors } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import { toast } from "../../lib/toast.ts";
import { firstAdminSchema, type FirstAdminInput } from "../../../domain/auth-schemas.ts";
import { Alert, AlertDescription } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { PasswordInput } from "../../components/ui/password-input.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { ApiError, apiFetch } from "../../lib/api.ts";
import { CHECK_THE_FORM, firstFormError } from "../../lib/first-form-error.ts";
import { setupErrorMessage } from "./setup-error-message.ts";

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
      toast.error(setupErrorMessage(error));
    }
  };
  const onInvalid = (fieldErrors: FieldErrors<FirstAdminInput>) => toast.error(firstFormError(fieldErrors, CHECK_THE_FORM));

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
              <FormField id="setup-name" label="Nome" error={errors.name?.message} className="space-y-2">
                <Input
                  autoComplete="name"
                  maxLength={100}
                  {...fieldAria("setup-name", errors.name?.message)}
                  {...form.register("name")}
                />
              </FormField>
              <FormField id="setup-email" label="Email" error={errors.email?.message} className="space-y-2">
                <Input
                  type="email"
                  autoComplete="email"
                  maxLength={255}
                  {...fieldAria("setup-email", errors.email?.message)}
                  {...form.register("email")}
                />
              </FormField>
              <FormField id="setup-password" label="Senha" error={errors.password?.message} className="space-y-2">
                <PasswordInput
                  autoComplete="new-password"
                  {...fieldAria("setup-password", errors.password?.message)}
                  {...form.register("password")}
                />
              </FormField>
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
