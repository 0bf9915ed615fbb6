import { STEP_LABELS, type ServiceStep } from "../../../domain/service-steps.ts";

/** The driver's step under a booking's status (decision 0050): "A caminho", "Não compareceu", … */
export function ServiceStepNote({ step }: { step: string | null }) {
  if (!step || !(step in STEP_LABELS)) return null;
  return (
    <span className={step === "no_show" ? "text-xs font-medium text-destructive" : "text-xs text-muted-foreground"}>
      Passo: {STEP_LABELS[step as ServiceStep]}
    </span>
  );
}
