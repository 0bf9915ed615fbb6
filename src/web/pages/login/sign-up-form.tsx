import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldErrors } from "react-hook-form";
import { toast } from "../../lib/toast.ts";
import { signUpSchema, type SignUpInput } from "../../../domain/auth-schemas.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { PasswordInput } from "../../components/ui/password-input.tsx";
import { authClient } from "../../features/auth/auth-client.ts";
import { authErrorMessage } from "../../features/auth/auth-error-message.ts";
import { CHECK_THE_FORM, firstFormError } from "../../lib/first-form-error.ts";

const PASSWORD_HINT = "Mínimo de 6 caracteres; evite senhas comuns e o seu email.";

/**
 * Criar Conta. A sign-up does not sign in (decision 0031: its answer is the same whether or not
 * the address already has an account); on success the form is cleared and `onCreated` gets the
 * e-mail, so the page can offer the sign-in with it.
 */
export function SignUpForm({ onCreated }: { onCreated?: (email: string) => void }) {
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: SignUpInput) => {
    try {
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
    } catch (error) {
      toast.error(authErrorMessage(error));
      return;
    }
    toast.success("Conta criada com sucesso! Verifique o seu email se necessário.");
    form.reset();
    onCreated?.(values.email);
  };
  const onInvalid = (fieldErrors: FieldErrors<SignUpInput>) => toast.error(firstFormError(fieldErrors, CHECK_THE_FORM));

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-4">
      <FormField id="signup-name" label="Nome" error={errors.name?.message} className="space-y-2">
        <Input
          autoComplete="name"
          maxLength={100}
          {...fieldAria("signup-name", errors.name?.message)}
          {...form.register("name")}
        />
      </FormField>
      <FormField id="signup-email" label="Email" error={errors.email?.message} className="space-y-2">
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
        label="Senha"
        error={errors.password?.message}
        hint={PASSWORD_HINT}
        className="space-y-2"
      >
        <PasswordInput
          autoComplete="new-password"
          {...fieldAria("signup-password", errors.password?.message, PASSWORD_HINT)}
          {...form.register("password")}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "A criar conta..." : "Criar Conta"}
      </Button>
    </form>
  );
}
