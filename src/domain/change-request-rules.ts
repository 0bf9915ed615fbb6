/**
 * A customer's request for a change (decision 0043): its message's length, trimmed. The booking
 * page's dialog and the server's schema (`customerChangeRequestSchema`) both read it; this file
 * holds no schema, so the page's download carries no zod.
 */
export const CUSTOMER_CHANGE_MESSAGE_LIMITS = { min: 10, max: 2000 } as const;

/** Whether a message's trimmed length is within CUSTOMER_CHANGE_MESSAGE_LIMITS. */
export const isChangeMessageLength = (text: string): boolean => {
  const length = text.trim().length;
  return length >= CUSTOMER_CHANGE_MESSAGE_LIMITS.min && length <= CUSTOMER_CHANGE_MESSAGE_LIMITS.max;
};
