import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
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
import { PasswordInput } from "../../components/ui/password-input.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import type { AdminUser } from "./admin-user.ts";
import { useChangeUserPassword } from "./use-admin-users.ts";
import { UserActionButton } from "./user-action-button.tsx";
import { changePasswordFormSchema, type ChangePasswordFormValues } from "./user-form-schemas.ts";

const EMPTY: ChangePasswordFormValues = { password: "" };

/** Alterar Password: sets a new password for one account (under 6 characters, nothing is sent). */
export function ChangePasswordDialog({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const id = `${useId()}-password`;
  const change = useChangeUserPassword();
  const schema = useMemo(() => changePasswordFormSchema(user.email), [user.email]);
  const form = useForm<ChangePasswordFormValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset(EMPTY);
  };
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await change.mutateAsync({ userId: user.id, password });
      changeOpen(false);
    } catch {
      // The hook's toast says why; the dialog stays open.
    }
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <UserActionButton icon={KeyRound} label="Alterar Password" userName={user.name} />
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Alterar Password</DialogTitle>
          <DialogDescription>
            Nova password para {user.name} ({user.email}).
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id={id} label="Nova password" error={errors.password?.message}>
            <PasswordInput
              autoComplete="new-password"
              showLabel="Mostrar password"
              hideLabel="Ocultar password"
              {...fieldAria(id, errors.password?.message)}
              {...form.register("password")}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting && <Spinner />}
              Alterar Password
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
