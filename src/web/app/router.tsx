import { createBrowserRouter, RouterProvider } from "react-router";
import { PublicLayout } from "./layouts/public-layout.tsx";
import { RouteFallback } from "./route-fallback.tsx";

/** Every page is loaded lazily: admin and driver code never ships with a public page. */
const router = createBrowserRouter([
  {
    Component: PublicLayout,
    HydrateFallback: RouteFallback,
    children: [
      { index: true, lazy: () => import("../pages/home/home-page.tsx").then((m) => ({ Component: m.HomePage })) },
      {
        path: "transfers",
        lazy: () => import("../pages/transfers/transfers-page.tsx").then((m) => ({ Component: m.TransfersPage })),
      },
      { path: "tours", lazy: () => import("../pages/tours/tours-page.tsx").then((m) => ({ Component: m.ToursPage })) },
      {
        path: "tours/:slug",
        lazy: () => import("../pages/tours/tour-detail-page.tsx").then((m) => ({ Component: m.TourDetailPage })),
      },
      { path: "fleet", lazy: () => import("../pages/fleet/fleet-page.tsx").then((m) => ({ Component: m.FleetPage })) },
      { path: "about", lazy: () => import("../pages/about/about-page.tsx").then((m) => ({ Component: m.AboutPage })) },
      {
        path: "contact",
        lazy: () => import("../pages/contact/contact-page.tsx").then((m) => ({ Component: m.ContactPage })),
      },
      { path: "terms", lazy: () => import("../pages/terms/terms-page.tsx").then((m) => ({ Component: m.TermsPage })) },
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
          import("../pages/manage-booking/manage-booking-page.tsx").then((m) => ({ Component: m.ManageBookingPage })),
      },
      {
        path: "payment-success",
        lazy: () =>
          import("../pages/payment/payment-success-page.tsx").then((m) => ({ Component: m.PaymentSuccessPage })),
      },
      {
        path: "payment-cancelled",
        lazy: () =>
          import("../pages/payment/payment-cancelled-page.tsx").then((m) => ({ Component: m.PaymentCancelledPage })),
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
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
