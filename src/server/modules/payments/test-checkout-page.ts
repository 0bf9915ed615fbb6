import { escapeHtml } from "../../lib/escape-html.ts";
import { formatEuros } from "../../../domain/money.ts";
import { bookingReference } from "../../../domain/service-date.ts";
import type { ContentLanguage } from "../../../domain/translations.ts";
import { PAYMENT_MAIL_TEXTS } from "./payment-mail-texts.ts";
import { TEST_CHECKOUT_TEXTS } from "./test-checkout-texts.ts";
import { formatDate, formatTime } from "../../../domain/lisbon-date.ts";

/** Where the pages' stylesheet is served (a file, not inline: the pages work under a strict CSP). */
export const TEST_CHECKOUT_STYLESHEET_PATH = "/api/payments/test-checkout.css";

/** The stylesheet of the test checkout pages. */
export const TEST_CHECKOUT_STYLESHEET = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f3f4f6;color:#111827;line-height:1.5}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.banner{background:#fef3c7;border:3px dashed #d97706;color:#92400e;border-radius:.75rem;padding:1rem;font-weight:800;font-size:1.125rem;text-align:center;margin:0 0 1rem}
.banner span{display:block;font-weight:700;font-size:1rem}
.card{background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.25rem}
h1{font-size:1.25rem;margin:0 0 1rem}
dl{margin:0 0 1.25rem;display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem}
dt{color:#6b7280}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.5rem}
.actions{display:flex;flex-direction:column;gap:.75rem}
form{margin:0}
button{width:100%;min-height:3rem;border-radius:.5rem;font-size:1rem;font-weight:600;cursor:pointer;border:1px solid transparent}
.pay{background:#15803d;color:#fff}
.cancel{background:#fff;color:#374151;border-color:#d1d5db}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.note{color:#6b7280;font-size:.875rem;margin:1rem 0 0;text-align:center}
`;

function layout(lang: ContentLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)}</title>
<link rel="icon" type="image/svg+xml" href="/icons/favicon.svg">
<link rel="stylesheet" href="${TEST_CHECKOUT_STYLESHEET_PATH}">
</head>
<body>
<main>
<p class="banner" role="note">${escapeHtml(PAYMENT_MAIL_TEXTS[lang].testMark)}</p>
${body}
</main>
</body>
</html>`;
}

export interface TestCheckoutView {
  sessionId: string;
  status: "open" | "paid" | "expired" | "failed";
  amountCents: number;
  bookingId: string;
  origin: string;
  destination: string;
  bookingDate: string;
  bookingTime: string;
}

/**
 * The built-in test checkout, in the customer's language (`lang`: the booking's, or the address's
 * `?lang=`): amount, reference, and the pay / cancel buttons (pay only while the checkout is open
 * or paid). `returnToken`, the customer's own manage token, goes on to the pages the buttons return to.
 */
export function renderTestCheckoutPage(view: TestCheckoutView, returnToken: string | null = null, lang: ContentLanguage = "en"): string {
  const t = TEST_CHECKOUT_TEXTS[lang];
  const base = `/api/payments/test-checkout/${encodeURIComponent(view.sessionId)}`;
  const params = new URLSearchParams();
  if (returnToken) params.set("token", returnToken);
  const query = params.size > 0 ? `?${params}` : "";
  const ref = bookingReference(view.bookingId);
  const closed = view.status === "expired" || view.status === "failed";
  const statusNote =
    view.status === "paid"
      ? `<p class="note">${escapeHtml(t.alreadyPaid)}</p>`
      : closed
        ? `<p class="note">${escapeHtml(t.noLongerAvailable)}</p>`
        : "";
  return layout(
    lang,
    t.pageTitle(ref),
    `<section class="card" aria-labelledby="title">
<h1 id="title">${escapeHtml(t.heading)}</h1>
<dl>
<dt>${escapeHtml(t.reference)}</dt><dd>${escapeHtml(ref)}</dd>
<dt>${escapeHtml(t.service)}</dt><dd>${escapeHtml(view.origin)} → ${escapeHtml(view.destination)}</dd>
<dt>${escapeHtml(t.date)}</dt><dd>${escapeHtml(formatDate(view.bookingDate, "pt"))} ${escapeHtml(formatTime(view.bookingTime))}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd class="amount">${escapeHtml(formatEuros(view.amountCents, t.locale))}</dd>
</dl>
<div class="actions">
${closed ? "" : `<form method="post" action="${escapeHtml(`${base}/pay${query}`)}"><button type="submit" class="pay">${escapeHtml(t.pay)}</button></form>`}
<form method="post" action="${escapeHtml(`${base}/cancel${query}`)}"><button type="submit" class="cancel">${escapeHtml(t.cancel)}</button></form>
</div>
${statusNote}
</section>`,
  );
}

/** Shown for an unknown test checkout session. */
export function renderTestCheckoutNotFoundPage(lang: ContentLanguage = "en"): string {
  const t = TEST_CHECKOUT_TEXTS[lang];
  return layout(
    lang,
    t.notFoundTitle,
    `<section class="card">
<h1>${escapeHtml(t.notFoundTitle)}</h1>
<p>${escapeHtml(t.notFoundBody)}</p>
<p><a href="/">${escapeHtml(t.home)}</a></p>
</section>`,
  );
}

/**
 * Shown when a pay or cancel post does not come from this site's own page (another site's
 * form, or a browser that sent neither Origin nor Referer).
 */
export function renderTestCheckoutForbiddenPage(lang: ContentLanguage = "en"): string {
  const t = TEST_CHECKOUT_TEXTS[lang];
  return layout(
    lang,
    t.forbiddenTitle,
    `<section class="card">
<h1>${escapeHtml(t.forbiddenTitle)}</h1>
<p>${escapeHtml(t.forbiddenBody)}</p>
</section>`,
  );
}
