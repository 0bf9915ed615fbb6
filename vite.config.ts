import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";
import type { Plugin } from "vite";

/**
 * vite-plugin-pwa writes <link rel="manifest"> into index.html, which every page shares. Public
 * pages must not offer the driver app, so the link is taken out again here; /driver and
 * /download-app add it at run time (src/web/features/pwa/manifest-links.tsx). The plugin still
 * emits manifest.webmanifest.
 */
function manifestOnlyWhereAsked(): Plugin {
  return {
    name: "manifest-only-where-asked",
    enforce: "post",
    transformIndexHtml: {
      order: "post",
      handler: (html) => html.replace(/<link rel="manifest"[^>]*>/g, ""),
    },
  };
}

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
        lang: "pt-PT",
        id: "/driver",
        start_url: "/driver",
        scope: "/driver",
        display: "standalone",
        background_color: "#0f172a",
        theme_color: "#0f172a",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        navigateFallbackDenylist: [/^\/api\//, /^\/photos\//],
        // Language files are fetched on demand; the driver app is Portuguese. The zones map
        // (Leaflet, admin only) is not the driver's either.
        globIgnores: ["**/locale-*.js", "**/leaflet-*.js", "**/leaflet-*.css"],
      },
    }),
    manifestOnlyWhereAsked(),
  ],
  server: { proxy: { "/api": apiTarget, "/photos": apiTarget } },
});
