import type { RouteObject } from "react-router";
import { i18n } from "../lib/i18n.ts";
import { PublicLayout } from "./layouts/public-layout.tsx";
import { RouteFallback } from "./route-fallback.tsx";

/**
 * A lazily loaded page that arrives together with its language files: the page never shows and
 * then suspends again for its texts (which would let the footer flash into view and jump away).
 */
async function withTexts<T>(page: Promise<T>, namespaces: string[]): Promise<T> {
  return (await Promise.all([page, i18n.loadNamespaces(namespaces)]))[0];
}

/** Every page is loaded lazily: admin and driver code never ships with a public page. */
export const routes: RouteObject[] = [
  {
    Component: PublicLayout,
    HydrateFallback: RouteFallback,
    children: [
      { index: true, lazy: () => withTexts(import("../pages/home/home-page.tsx"), ["home"]).then((m) => ({ Component: m.HomePage })) },
      {
        path: "transfers",
        lazy: () => withTexts(import("../pages/transfers/transfers-page.tsx"), ["transfers"]).then((m) => ({ Component: m.TransfersPage })),
      },
      { path: "tours", lazy: () => withTexts(import("../pages/tours/tours-page.tsx"), ["tours"]).then((m) => ({ Component: m.ToursPage })) },
      {
        path: "tours/:slug",
        lazy: () => withTexts(import("../pages/tours/tour-detail-page.tsx"), ["tours"]).then((m) => ({ Component: m.TourDetailPage })),
      },
      { path: "fleet", lazy: () => withTexts(import("../pages/fleet/fleet-page.tsx"), ["fleet"]).then((m) => ({ Component: m.FleetPage })) },
      { path: "about", lazy: () => withTexts(import("../pages/about/about-page.tsx"), ["about"]).then((m) => ({ Component: m.AboutPage })) },
      {
        path: "contact",
        lazy: () => withTexts(import("../pages/contact/contact-page.tsx"), ["contact"]).then((m) => ({ Component: m.ContactPage })),
      },
      { path: "terms", lazy: () => withTexts(import("../pages/terms/terms-page.tsx"), ["terms"]).then((m) => ({ Component: m.TermsPage })) },
      { path: "login", lazy: () => import("../pages/login/login-page.tsx").then((m) => ({ Component: m.LoginPage })) },
      {
        path: "reset-password",
        lazy: () =>
          import("../pages/reset-password/reset-password-page.tsx").then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: "setup/:token",
        lazy: () => import("../pages/setup/setup-page.tsx").then((m) => ({ Component: m.SetupPage })),
      },
      {
        path: "booking/:token",
        lazy: () =>
          withTexts(import("../pages/manage-booking/manage-booking-page.tsx"), ["manage", "booking"]).then((m) => ({ Component: m.ManageBookingPage })),
      },
      {
        path: "payment-success",
        lazy: () =>
          withTexts(import("../pages/payment/payment-success-page.tsx"), ["payment", "manage"]).then((m) => ({ Component: m.PaymentSuccessPage })),
      },
      {
        path: "payment-cancelled",
        lazy: () =>
          withTexts(import("../pages/payment/payment-cancelled-page.tsx"), ["payment", "manage"]).then((m) => ({ Component: m.PaymentCancelledPage })),
      },
      {
        path: "*",
        lazy: () => import("../pages/not-found/not-found-page.tsx").then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
  {
    path: "admin",
    lazy: () => import("../pages/admin/admin-route.tsx").then((m) => ({ Component: m.AdminRoute })),
  },
  {
    path: "driver",
    lazy: () => import("../pages/driver/driver-route.tsx").then((m) => ({ Component: m.DriverRoute })),
  },
  {
    path: "download-app",
    lazy: () => import("../pages/download-app/download-app-route.tsx").then((m) => ({ Component: m.DownloadAppRoute })),
  },
];
