import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";

const apiTarget = `http://localhost:${process.env.API_PORT ?? "3000"}`;

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes("/locales/") ? "assets/locale-[name]-[hash].js" : "assets/[name]-[hash].js",
      },
    },
  },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      registerType: "autoUpdate",
      // Registered by the driver portal and the install page only: public visitors get no worker.
      injectRegister: null,
      manifest: {
        name: "Portal Motorista",
        short_name: "Motorista",
        start_url: "/driver",
        scope: "/",
        display: "standalone",
        background_color: "#0f172a",
        theme_color: "#0f172a",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
        ],
      },
      workbox: {
        navigateFallbackDenylist: [/^\/api\//, /^\/photos\//],
        // Language files are fetched on demand; the driver app is Portuguese. The zones map
        // (Leaflet, admin only) is not the driver's either.
        globIgnores: ["**/locale-*.js", "**/leaflet-*.js", "**/leaflet-*.css"],
      },
    }),
  ],
  server: { proxy: { "/api": apiTarget, "/photos": apiTarget } },
});
