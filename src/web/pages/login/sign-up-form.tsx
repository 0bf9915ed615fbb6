import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldErrors } from "react-hook-form";
import { toast } from "sonner";
import { signUpSchema, type SignUpInput } from "../../../domain/auth-schemas.ts";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { PasswordInput } from "../../components/ui/password-input.tsx";
import { authClient } from "../../features/auth/auth-client.ts";
import { authErrorMessage } from "../../features/auth/auth-error-message.ts";
import { useAuth } from "../../features/auth/use-auth.ts";
import { FieldError, firstErrorMessage } from "./field-error.tsx";

export function SignUpForm() {
  const { refresh } = useAuth();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: SignUpInput) => {
    const { error } = await authClient.signUp.email({
      email: values.email,
      password: values.password,
      name: values.name,
      callbackURL: "/",
    });
    if (error) {
      toast.error(authErrorMessage(error));
      return;
    }
    toast.success("Conta criada com sucesso! Verifique o seu email se necessário.");
    await refresh();
  };
  const onInvalid = (fieldErrors: FieldErrors<SignUpInput>) => toast.error(firstErrorMessage(fieldErrors));

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="signup-name">Nome</Label>
        <Input
          id="signup-name"
          autoComplete="name"
          maxLength={100}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? "signup-name-error" : undefined}
          {...form.register("name")}
        />
        <FieldError id="signup-name-error" message={errors.name?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signup-email">Email</Label>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          maxLength={255}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "signup-email-error" : undefined}
          {...form.register("email")}
        />
        <FieldError id="signup-email-error" message={errors.email?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signup-password">Senha</Label>
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby="signup-password-hint"
          {...form.register("password")}
        />
        <p id="signup-password-hint" className={errors.password ? "text-sm text-destructive" : "text-sm text-muted-foreground"}>
          {errors.password?.message ?? "Mínimo de 6 caracteres"}
        </p>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "A criar conta..." : "Criar Conta"}
      </Button>
    </form>
  );
}
