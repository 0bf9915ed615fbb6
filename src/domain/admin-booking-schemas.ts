import { z } from "zod";
import { BOOKING_TYPES } from "./booking-type.ts";

/** The five statuses an admin sets (spec section 4); any may be set from any other. */
export const ADMIN_BOOKING_STATUSES = ["pending", "confirmed", "assigned", "completed", "cancelled"] as const;
export type AdminBookingStatus = (typeof ADMIN_BOOKING_STATUSES)[number];

/** The admin list's largest page. */
export const MAX_ADMIN_PAGE_SIZE = 100;
export const DEFAULT_ADMIN_PAGE_SIZE = 25;

/** The Portuguese messages of the admin bookings API (spec section 8, Admin bookings). */
export const ADMIN_BOOKING_MESSAGES = {
  loadFailed: "Erro ao carregar reservas",
  notFound: "Reserva não encontrada",
  statusUpdated: "Status atualizado!",
  statusFailed: "Erro ao atualizar status",
  assignFailed: "Erro ao atribuir motorista",
  assigned: "Motorista atribuído e notificado!",
  deleted: "Reserva apagada com sucesso!",
  deleteFailed: "Erro ao apagar reserva",
  paymentLinkOnlyPending: "Link de pagamento apenas disponível para reservas pendentes",
  paymentLinkSent: "Link de pagamento enviado por email!",
  paymentLinkFailed: "Erro ao reenviar link de pagamento",
  driversFailed: "Erro ao carregar motoristas",
  invalidPage: "Página inválida",
  invalidPageSize: `Tamanho de página inválido (entre 1 e ${MAX_ADMIN_PAGE_SIZE})`,
  invalidStatus: "Status inválido",
  invalidType: "Tipo de reserva inválido",
  invalidDate: "Data inválida (use AAAA-MM-DD)",
  invalidRange: "A data inicial deve ser anterior ou igual à data final",
  invalidDriver: "Motorista inválido",
  /** A body that is not an object or has a key the route does not know. */
  invalidBody: "Por favor, verifique os dados do formulário.",
  searchTooLong: "Pesquisa demasiado longa (máximo 100 caracteres)",
} as const;

const M = ADMIN_BOOKING_MESSAGES;

/** A query parameter left empty (e.g. `status=`) means "no filter". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

const isoDate = z
  .string({ message: M.invalidDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: M.invalidDate })
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, { message: M.invalidDate });

const positiveInt = (message: string, max: number) =>
  z
    .string({ message })
    .regex(/^\d{1,6}$/, { message })
    .transform(Number)
    .pipe(z.number().int().min(1, { message }).max(max, { message }));

/** GET /api/admin/bookings query parameters (all strings in the URL). */
export const adminBookingListQuerySchema = z
  .object({
    page: optional(positiveInt(M.invalidPage, 1_000_000)).transform((v) => v ?? 1),
    pageSize: optional(positiveInt(M.invalidPageSize, MAX_ADMIN_PAGE_SIZE)).transform(
      (v) => v ?? DEFAULT_ADMIN_PAGE_SIZE,
    ),
    status: optional(z.enum(ADMIN_BOOKING_STATUSES, { message: M.invalidStatus })),
    type: optional(z.enum(BOOKING_TYPES, { message: M.invalidType })),
    from: optional(isoDate),
    to: optional(isoDate),
    driverId: optional(z.string().trim().max(255, { message: M.invalidDriver })),
    q: optional(z.string().trim().max(100, { message: M.searchTooLong })),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: M.invalidRange, path: ["to"] });

export type AdminBookingListQuery = z.infer<typeof adminBookingListQuerySchema>;

/** PATCH /api/admin/bookings/:id/status */
export const adminBookingStatusSchema = z.strictObject(
  { status: z.enum(ADMIN_BOOKING_STATUSES, { message: M.invalidStatus }) },
  { error: M.invalidBody },
);

/** POST /api/admin/bookings/:id/assign */
export const assignDriverSchema = z.strictObject(
  {
    driverId: z.string({ message: M.invalidDriver }).trim().min(1, { message: M.invalidDriver }).max(255, { message: M.invalidDriver }),
  },
  { error: M.invalidBody },
);

/** A booking id in a path: anything but a UUID is an unknown booking. */
export const adminBookingIdSchema = z.uuid({ message: M.notFound });
