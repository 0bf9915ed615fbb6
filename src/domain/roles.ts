export const ROLES = ["admin", "driver"] as const;
export type Role = (typeof ROLES)[number];
