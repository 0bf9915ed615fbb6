import { zodResolver } from "@hookform/resolvers/zod";
import { contactMessageSchema } from "../../../domain/contact-schema.ts";

/** The contact form's validation: the server's own schema (loaded on demand by contact-form.tsx). */
export const contactResolver = zodResolver(contactMessageSchema);
