import { MessageCircle, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { BOOKING_MESSAGES, minimumNoticeMessage } from "../../../domain/booking-messages.ts";
import { parseMinNoticeHours, pickupNoticeError } from "../../../domain/minimum-notice.ts";
import { useSiteContent } from "../content/use-site-content.ts";
import { translateBookingMessage } from "./translate-booking-message.ts";

/** The company's minimum notice (site content booking.min_notice_hours, default 24 h). */
export function useMinNoticeHours(): number {
  const { get } = useSiteContent();
  return parseMinNoticeHours(get("booking", "min_notice_hours"));
}

/**
 * The Portuguese message refusing this pickup (in the past in Lisbon, or sooner than the minimum
 * notice), or null. A convenience only: the server refuses too.
 */
export function pickupNoticeMessage(
  date: string,
  time: string,
  minNoticeHours: number,
  now = new Date(),
): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const error = pickupNoticeError(date, time, now, minNoticeHours);
  if (error === "past") return BOOKING_MESSAGES.pickupInPast;
  if (error === "too_soon") return minimumNoticeMessage(minNoticeHours);
  return null;
}

/** Digits of a phone number for a wa.me link. */
const digits = (phone: string) => phone.replace(/\D/g, "");

/**
 * Under the date and time: why this pickup cannot be booked online, with the company's phone
 * (tel: link) and WhatsApp (wa.me) for urgent trips.
 */
export function MinimumNotice({ message }: { message: string | null }) {
  const { t } = useTranslation("booking");
  const { get } = useSiteContent();
  if (!message) return null;
  const phone = get("company", "phone");
  const whatsapp = get("company", "whatsapp") ?? phone;
  return (
    <div
      role="alert"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 @lg:col-span-2"
    >
      <p className="font-medium">{translateBookingMessage(t, message)}</p>
      {(phone || whatsapp) && (
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          {phone && (
            <a
              href={`tel:${phone.replace(/[^\d+]/g, "")}`}
              className="inline-flex items-center gap-1.5 font-medium underline underline-offset-2"
            >
              <Phone aria-hidden="true" className="size-4" />
              {t("notice.call", { phone })}
            </a>
          )}
          {whatsapp && digits(whatsapp) && (
            <a
              href={`https://wa.me/${digits(whatsapp)}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 font-medium underline underline-offset-2"
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              {t("notice.whatsapp")}
            </a>
          )}
        </p>
      )}
    </div>
  );
}
