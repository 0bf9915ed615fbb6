import type { CalendarBooking } from "../../domain/booking-calendar.ts";
import type { MailAttachment } from "../db/schema.ts";

/** One row of a summary table: label and value (plain text; the layout escapes it). */
export type SummaryRow = readonly [label: string, value: string];

/**
 * What a branded e-mail says, as data, stored in the outbox as it is queued: the layout
 * (src/server/mail/layout.tsx) turns it into HTML and the same content into the plain-text part
 * when the mail worker sends it, with the company's name, phone, WhatsApp and e-mail as site
 * content holds them at that moment.
 */
export interface BrandedContent {
  /** Language of the layout's own texts (button, pickup notes, contact, footer): en, pt, fr, es, zh. */
  language: string;
  /** customer: manage button, pickup notes, contact block; company: an internal notice. */
  audience: "customer" | "company";
  /** The inbox preview line. */
  preview: string;
  heading: string;
  /** A highlighted notice at the top (e.g. test payment). */
  notice?: string;
  /** Paragraphs before the summary (the greeting first). */
  intro: string[];
  /** Summary tables, each with an optional title. */
  sections: { title?: string; rows: SummaryRow[] }[];
  /** Paragraphs after the summary (what happens next, the cancellation policy). */
  outro?: string[];
  /** Small print at the end of the main column (e.g. the cancellation policy). */
  finePrint?: string[];
  /** The customer's private link: the layout adds the "Manage my booking" button (after `buttons`). */
  manageUrl?: string;
  /** Leave out the line under the manage button (pay, calendar, change, cancel), e.g. once cancelled. */
  hideManageHint?: boolean;
  /** Call-to-action buttons; the first is the main one. */
  buttons?: { label: string; url: string }[];
  /** The pickup instructions (meeting point, free waiting) for a trip still to come. */
  pickupNotes?: boolean;
  /** A short line under the heading in the footer, e.g. the booking reference. */
  reference?: string;
}

/** An .ics made when the mail is rendered (it carries the company's phone from site content). */
export interface MailCalendar {
  filename: string;
  language: string;
  trips: CalendarBooking[];
  /** Add the return trips of these bookings (read when the mail is rendered). */
  includeReturnTrips?: boolean;
  manageUrl?: string | null;
  /**
   * CANCEL: the update a cancellation sends (RFC 5546), every trip CANCELLED with the same UID
   * and a higher SEQUENCE, so the customer's calendar removes the events the earlier file added.
   */
  method?: "PUBLISH" | "CANCEL";
}

interface MailBase {
  /** What caused the mail (e.g. password_reset), for tracing. */
  kind: string;
  to: string;
  subject: string;
  /** Files sent with the message, stored in the outbox row. */
  attachments?: MailAttachment[];
}

/** A mail whose text (and HTML) are ready. */
export interface PlainMail extends MailBase {
  text: string;
  html?: string;
}

/** A mail in the company's layout, rendered by the mail worker when it is sent. */
export interface BrandedMail extends MailBase {
  branded: BrandedContent;
  calendar?: MailCalendar;
}

/** What the outbox keeps of a branded mail until the worker renders it (`mail_outbox.content`). */
export interface MailIntent {
  branded: BrandedContent;
  calendar?: MailCalendar;
}
