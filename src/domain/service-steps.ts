import { z } from "zod";

/**
 * The day of service (decision 0050): the steps a driver taps on a job's card, in order. They
 * sit under the spec's statuses: the steps between map to Em Progresso, the last two close the
 * job. A no-show is allowed only from the pickup location, after the free waiting time.
 */
export const SERVICE_STEPS = ["on_the_way", "at_pickup", "on_board", "completed", "no_show"] as const;
export type ServiceStep = (typeof SERVICE_STEPS)[number];

/** The driver portal's and the admin panel's words for each step (Portuguese, as the portals are). */
export const STEP_LABELS: Record<ServiceStep, string> = {
  on_the_way: "A caminho",
  at_pickup: "No local de recolha",
  on_board: "Passageiro a bordo",
  completed: "Concluída",
  no_show: "Não compareceu",
};

const NEXT: Record<ServiceStep | "none", readonly ServiceStep[]> = {
  none: ["on_the_way"],
  on_the_way: ["at_pickup"],
  at_pickup: ["on_board", "no_show"],
  on_board: ["completed"],
  completed: [],
  no_show: [],
};

/** The steps a driver may tap next after `current` (null: none taken yet). */
export function nextSteps(current: ServiceStep | null): readonly ServiceStep[] {
  return NEXT[current ?? "none"];
}

export function canMoveTo(current: ServiceStep | null, step: ServiceStep): boolean {
  return nextSteps(current).includes(step);
}

/** The steps that close a job: nothing more is tapped, and no position is shared after them. */
export function isFinalStep(step: ServiceStep | null): boolean {
  return step === "completed" || step === "no_show";
}

/** The spec's driver status a step sets: the steps between are Em Progresso; a no-show closes the job. */
export function statusOfStep(step: ServiceStep): "in_progress" | "completed" {
  return isFinalStep(step) ? "completed" : "in_progress";
}

/** Spec, stated policies: free airport waiting 60 minutes (after landing); pickup tolerance 15 minutes. */
export const FREE_WAIT_MINUTES = { airport: 60, other: 15 } as const;

const MINUTE_MS = 60_000;

/**
 * The earliest instant a driver may close a job as a no-show: the free waiting time counted from
 * the booked pickup time, or at an airport from the flight's landing when it is known (as the
 * industry counts it). The driver must be at the pickup location (the step before); when they
 * arrived is kept with the no-show as evidence.
 */
export function noShowAllowedFrom(input: { pickupAt: Date; airport: boolean; landedAt: Date | null }): Date {
  const reference = input.airport && input.landedAt ? input.landedAt : input.pickupAt;
  const wait = input.airport ? FREE_WAIT_MINUTES.airport : FREE_WAIT_MINUTES.other;
  return new Date(reference.getTime() + wait * MINUTE_MS);
}

/** A step's time may be this far ahead of the server's clock (a phone's clock drifts a little). */
export const STEP_CLOCK_DRIFT_MS = 2 * MINUTE_MS;
/** A queued step older than this is refused: a phone offline for a day is not a record. */
export const STEP_MAX_AGE_HOURS = 24;

export type StepTimeCheck = "ok" | "future" | "before_previous" | "too_old";

/** Whether the time a phone gives for a step (queued offline, sent later) can be recorded. */
export function checkStepTime(at: Date, { now, previousAt }: { now: Date; previousAt: Date | null }): StepTimeCheck {
  if (at.getTime() > now.getTime() + STEP_CLOCK_DRIFT_MS) return "future";
  if (at.getTime() < now.getTime() - STEP_MAX_AGE_HOURS * 60 * MINUTE_MS) return "too_old";
  if (previousAt && at.getTime() < previousAt.getTime()) return "before_previous";
  return "ok";
}

/** Positions (each step's and the live ones) are deleted this many days after they were taken (see /terms). */
export const POSITION_RETENTION_DAYS = 30;

export function positionRetentionCutoff(now: Date): Date {
  return new Date(now.getTime() - POSITION_RETENTION_DAYS * 24 * 60 * MINUTE_MS);
}

/** The dispatch board flags a job whose driver has not set off this long before pickup. */
export const SET_OFF_WARNING_MINUTES = 30;

export function isLateToSetOff(input: { pickupAt: Date; step: ServiceStep | null; status: string; now: Date }): boolean {
  if (input.step !== null || input.status === "completed" || input.status === "cancelled") return false;
  return input.now.getTime() >= input.pickupAt.getTime() - SET_OFF_WARNING_MINUTES * MINUTE_MS;
}

/** The Portuguese messages of the steps' API. */
export const STEP_MESSAGES = {
  invalidStep: "Passo inválido",
  invalidPosition: "Posição inválida",
  invalidTime: "Hora do passo inválida",
  outOfOrder: "Este passo não pode ser registado agora: siga a ordem A caminho → No local de recolha → Passageiro a bordo → Concluída",
  tooEarlyForNoShow: "Ainda dentro do tempo de espera gratuito: só pode marcar Não compareceu depois de",
  stepInFuture: "A hora do passo está no futuro",
  stepBeforePrevious: "A hora do passo é anterior ao passo anterior",
  stepTooOld: `O passo tem mais de ${STEP_MAX_AGE_HOURS} horas e já não pode ser registado`,
  noJobInProgress: "A posição só é partilhada enquanto o motorista está a caminho",
  stepRecorded: "Passo registado",
} as const;

const M = STEP_MESSAGES;

/** A phone's position from the Geolocation API: degrees, and the accuracy in metres. */
export const positionSchema = z.strictObject(
  {
    lat: z.number({ error: M.invalidPosition }).min(-90, M.invalidPosition).max(90, M.invalidPosition),
    lng: z.number({ error: M.invalidPosition }).min(-180, M.invalidPosition).max(180, M.invalidPosition),
    accuracy: z.number({ error: M.invalidPosition }).min(0, M.invalidPosition).max(100_000, M.invalidPosition).optional(),
  },
  { error: M.invalidPosition },
);
export type Position = z.infer<typeof positionSchema>;

/**
 * POST /api/driver/bookings/:id/steps: the step, when it happened on the phone (ISO, with its
 * offset; a step queued offline carries its real time) and the phone's position if allowed.
 */
export const recordStepSchema = z.strictObject(
  {
    step: z.enum(SERVICE_STEPS, { error: M.invalidStep }),
    at: z.iso.datetime({ offset: true, error: M.invalidTime }).optional(),
    position: positionSchema.optional(),
    queued: z.boolean({ error: M.invalidStep }).optional(),
  },
  { error: M.invalidStep },
);
export type RecordStepInput = z.infer<typeof recordStepSchema>;

/** POST /api/driver/bookings/:id/calls: the driver tapped the customer's number (when, on the phone). */
export const recordCallSchema = z.strictObject(
  { at: z.iso.datetime({ offset: true, error: M.invalidTime }).optional() },
  { error: M.invalidTime },
);
