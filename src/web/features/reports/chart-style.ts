/* The charts' sizes and colours, shared by the charts and their placeholders. */

/** A series chart's height in pixels (its width follows its container). */
export const SERIES_CHART_HEIGHT = 260;

/** A breakdown's bar chart grows with its groups: a pair of bars per group, plus the axis and legend. */
export const breakdownChartHeight = (groups: number) => Math.max(150, groups * 52 + 56);

/** The two periods' colours on every chart: the brand's navy now, its gold before (legible side by side). */
export const CURRENT_COLOR = "var(--color-primary)";
export const PREVIOUS_COLOR = "var(--color-gold-strong)";
export const GRID_COLOR = "var(--color-border)";
export const AXIS_TICK = { fontSize: 12, fill: "var(--color-muted-foreground)" };

export const CURRENT_NAME = "Período atual";
export const PREVIOUS_NAME = "Período anterior";
