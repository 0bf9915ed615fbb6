import { z } from "zod";
import { PHOTO_MESSAGES } from "./photo-upload-rules.ts";

/** ?page= of the photo library (from 1; PHOTO_PAGE_SIZE photos a page, newest first). */
export const listPhotosQuerySchema = z.object({
  page: z.coerce
    .number({ error: PHOTO_MESSAGES.pageInvalid })
    .int(PHOTO_MESSAGES.pageInvalid)
    .min(1, PHOTO_MESSAGES.pageInvalid)
    .max(1_000_000, PHOTO_MESSAGES.pageInvalid)
    .default(1),
});
export type ListPhotosQuery = z.output<typeof listPhotosQuerySchema>;
