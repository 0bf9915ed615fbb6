import { startTransition, useEffect, useState } from "react";

/**
 * How many of a screen's `steps` parts are mounted: the first at once, each next one in a task of
 * its own once the previous one is committed (as a transition), so a heavy screen shows its first
 * part early and the browser paints and answers input between the parts instead of waiting for
 * the whole screen in one long task.
 */
export function useMountSteps(steps: number): number {
  const [step, setStep] = useState(1);
  useEffect(() => {
    if (step >= steps) return;
    const timer = setTimeout(() => startTransition(() => setStep((s) => s + 1)), 0);
    return () => clearTimeout(timer);
  }, [step, steps]);
  return step;
}
