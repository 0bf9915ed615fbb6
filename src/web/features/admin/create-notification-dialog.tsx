import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { ADMIN_NOTIFICATION_TYPES, NOTIFICATION_TYPE_LABELS } from "./admin-notification.ts";
import {
  ALL_DRIVERS,
  EMPTY_NOTIFICATION_FORM,
  notificationFormSchema,
  type NotificationFormOutput,
  type NotificationFormValues,
} from "./notification-form-schema.ts";
import { useAdminDrivers } from "./use-admin-drivers.ts";
import { useCreateNotification } from "./use-admin-notifications.ts";

/** Nova Notificação: sends an in-app notification to one driver or to every driver (Todos). */
export function CreateNotificationDialog() {
  const [open, setOpen] = useState(false);
  const baseId = useId();
  const drivers = useAdminDrivers(open);
  const create = useCreateNotification();
  const form = useForm<NotificationFormValues, unknown, NotificationFormOutput>({
    resolver: zodResolver(notificationFormSchema),
    defaultValues: EMPTY_NOTIFICATION_FORM,
  });
  const { errors, isSubmitting } = form.formState;

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset(EMPTY_NOTIFICATION_FORM);
  };
  const submit = form.handleSubmit(async ({ recipient, type, title, message }) => {
    try {
      await create.mutateAsync({ userId: recipient === ALL_DRIVERS ? null : recipient, type, title, message });
      changeOpen(false);
    } catch {
      // The hook's toast says what failed; the dialog stays open with what was typed.
    }
  });
  const ids = {
    recipient: `${baseId}-recipient`,
    type: `${baseId}-type`,
    title: `${baseId}-title`,
    message: `${baseId}-message`,
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Nova Notificação
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nova Notificação</DialogTitle>
          <DialogDescription>Enviada para a app do motorista escolhido, ou para todos os motoristas.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id={ids.recipient} label="Motorista">
            <Controller
              control={form.control}
              name="recipient"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id={ids.recipient} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={ALL_DRIVERS}>Todos</SelectItem>
                    {drivers.data?.map((driver) => (
                      <SelectItem key={driver.id} value={driver.id}>
                        {driver.name || driver.email}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <FormField id={ids.type} label="Tipo">
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id={ids.type} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {ADMIN_NOTIFICATION_TYPES.map((type) => (
                      <SelectItem key={type} value={type}>
                        {NOTIFICATION_TYPE_LABELS[type]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <FormField id={ids.title} label="Título" error={errors.title?.message}>
            <Input {...fieldAria(ids.title, errors.title?.message)} {...form.register("title")} />
          </FormField>
          <FormField id={ids.message} label="Mensagem" error={errors.message?.message}>
            <Textarea rows={4} {...fieldAria(ids.message, errors.message?.message)} {...form.register("message")} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting && <Spinner />}
              Criar Notificação
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
