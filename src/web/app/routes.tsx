import { Suspense, type ComponentType } from "react";
import { matchRoutes, useRoutes, type RouteObject } from "react-router";
import { lazyPage, type LazyPage } from "./lazy-page.tsx";
import { PublicLayout } from "./layouts/public-layout.tsx";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";
import { RouteFallback } from "./route-fallback.tsx";

/** A route's page, downloaded on first use with its language files (the route keeps it as `handle`). */
function page(load: () => Promise<ComponentType>, namespaces?: string[]): Pick<RouteObject, "element" | "handle"> {
  const lazy = lazyPage(load, namespaces);
  return { element: <lazy.Page />, handle: lazy };
}

/** Every page is loaded lazily: admin and driver code never ships with a public page. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, ...page(() => import("../pages/home/home-page.tsx").then((m) => m.HomePage), ["home"]) },
      { path: "transfers", ...page(() => import("../pages/transfers/transfers-page.tsx").then((m) => m.TransfersPage), ["transfers"]) },
      { path: "tours", ...page(() => import("../pages/tours/tours-page.tsx").then((m) => m.ToursPage), ["tours"]) },
      { path: "tours/:slug", ...page(() => import("../pages/tours/tour-detail-page.tsx").then((m) => m.TourDetailPage), ["tours"]) },
      { path: "fleet", ...page(() => import("../pages/fleet/fleet-page.tsx").then((m) => m.FleetPage), ["fleet"]) },
      { path: "about", ...page(() => import("../pages/about/about-page.tsx").then((m) => m.AboutPage), ["about"]) },
      { path: "contact", ...page(() => import("../pages/contact/contact-page.tsx").then((m) => m.ContactPage), ["contact"]) },
      { path: "terms", ...page(() => import("../pages/terms/terms-page.tsx").then((m) => m.TermsPage), ["terms"]) },
      { path: "login", ...page(() => import("../pages/login/login-page.tsx").then((m) => m.LoginPage), ["account"]) },
      { path: "account", ...page(() => import("../pages/account/my-bookings-page.tsx").then((m) => m.MyBookingsPage), ["account", "manage"]) },
      {
        path: "account/bookings/:id",
        ...page(() => import("../pages/account/account-booking-page.tsx").then((m) => m.AccountBookingPage), ["account", "manage", "booking"]),
      },
      { path: "reset-password", ...page(() => import("../pages/reset-password/reset-password-page.tsx").then((m) => m.ResetPasswordPage)) },
      { path: "setup/:token", ...page(() => import("../pages/setup/setup-page.tsx").then((m) => m.SetupPage)) },
      { path: "booking/:token", ...page(() => import("../pages/manage-booking/manage-booking-page.tsx").then((m) => m.ManageBookingPage), ["manage", "booking"]) },
      { path: "quote/:token", ...page(() => import("../pages/quote/quote-page.tsx").then((m) => m.QuotePage), ["quote", "booking"]) },
      { path: "payment-success", ...page(() => import("../pages/payment/payment-success-page.tsx").then((m) => m.PaymentSuccessPage), ["payment", "manage"]) },
      { path: "payment-cancelled", ...page(() => import("../pages/payment/payment-cancelled-page.tsx").then((m) => m.PaymentCancelledPage), ["payment", "manage"]) },
      { path: "*", ...page(() => import("../pages/not-found/not-found-page.tsx").then((m) => m.NotFoundPage)) },
    ],
  },
  { path: "admin", ...page(() => import("../pages/admin/admin-route.tsx").then((m) => m.AdminRoute)) },
  { path: "driver", ...page(() => import("../pages/driver/driver-route.tsx").then((m) => m.DriverRoute)) },
  { path: "download-app", ...page(() => import("../pages/download-app/download-app-route.tsx").then((m) => m.DownloadAppRoute)) },
];

/** Downloads the pages that match `pathname`, so that rendering it needs nothing more. */
export async function preloadRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as LazyPage | undefined)?.preload()));
}

/** The app's pages for the current address (inside a BrowserRouter, or a StaticRouter on the server). */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<RouteFallback />}>{useRoutes(routes)}</Suspense>
    </RouteErrorBoundary>
  );
}
