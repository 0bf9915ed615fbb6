import { zodResolver } from "@hookform/resolvers/zod";
import { Info, UserPlus } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { ROLES } from "../../../domain/roles.ts";
import { Alert, AlertDescription } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog.tsx";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { PasswordInput } from "../../components/ui/password-input.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { ADMIN_ROLE_NOTICE, ROLE_LABELS } from "./admin-user.ts";
import { useCreateUser } from "./use-admin-users.ts";
import {
  EMPTY_CREATE_USER_FORM,
  createUserFormSchema,
  toCreateUserBody,
  type CreateUserFormOutput,
  type CreateUserFormValues,
} from "./user-form-schemas.ts";

/** Adicionar Utilizador: an account with e-mail, password, name, optional phone and one role (Motorista by default). */
export function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  const baseId = useId();
  const create = useCreateUser();
  const form = useForm<CreateUserFormValues, unknown, CreateUserFormOutput>({
    resolver: zodResolver(createUserFormSchema),
    defaultValues: EMPTY_CREATE_USER_FORM,
  });
  const { errors, isSubmitting } = form.formState;

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset(EMPTY_CREATE_USER_FORM);
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(toCreateUserBody(values));
      changeOpen(false);
    } catch {
      // The hook's toast shows the server's reason; the dialog stays open with what was typed.
    }
  });
  const ids = {
    email: `${baseId}-email`,
    password: `${baseId}-password`,
    name: `${baseId}-name`,
    phone: `${baseId}-phone`,
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Adicionar Utilizador
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Adicionar Utilizador</DialogTitle>
          <DialogDescription>A pessoa entra depois com este email e esta password.</DialogDescription>
        </DialogHeader>
        <Alert variant="info" role="note">
          <Info aria-hidden="true" />
          <AlertDescription>{ADMIN_ROLE_NOTICE}</AlertDescription>
        </Alert>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id={ids.email} label="Email" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="off"
              {...fieldAria(ids.email, errors.email?.message)}
              {...form.register("email")}
            />
          </FormField>
          <FormField id={ids.password} label="Password" error={errors.password?.message}>
            <PasswordInput
              autoComplete="new-password"
              showLabel="Mostrar password"
              hideLabel="Ocultar password"
              {...fieldAria(ids.password, errors.password?.message)}
              {...form.register("password")}
            />
          </FormField>
          <FormField id={ids.name} label="Nome" error={errors.name?.message}>
            <Input autoComplete="off" {...fieldAria(ids.name, errors.name?.message)} {...form.register("name")} />
          </FormField>
          <FormField id={ids.phone} label="Telefone (opcional)" error={errors.phone?.message}>
            <Input
              type="tel"
              autoComplete="off"
              {...fieldAria(ids.phone, errors.phone?.message)}
              {...form.register("phone")}
            />
          </FormField>
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium">Função</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {ROLES.map((role) => (
                <label key={role} className="flex cursor-pointer items-center gap-2 text-sm">
                  <input type="radio" value={role} className="size-4 accent-primary" {...form.register("role")} />
                  {ROLE_LABELS[role]}
                </label>
              ))}
            </div>
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting && <Spinner />}
              Criar Utilizador
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
