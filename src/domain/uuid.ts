import { z } from "zod";

const uuidSchema = z.uuid();

/** Whether a text is a UUID (RFC 9562 layout): the shape of every row id. */
export const isUuid = (value: unknown): value is string => uuidSchema.safeParse(value).success;
