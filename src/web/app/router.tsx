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
