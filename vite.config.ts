import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";
import type { Plugin } from "vite";
import { precompressDirectory } from "./scripts/precompress.ts";
import { publicShellChunk } from "./scripts/public-chunks.ts";
import { devPorts } from "./scripts/dev-ports.ts";

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

/**
 * After the build (the PWA plugin's files included): a brotli and a gzip copy of every text file,
 * which the server sends by content negotiation (src/server/app.ts).
 */
function precompressBuild(): Plugin {
  let outDir = "";
  return {
    name: "precompress-build",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      handler() {
        precompressDirectory(outDir);
      },
    },
  };
}

/**
 * `npm run dev` (scripts/dev.ts): Vite on DEV_PORT, sending the API's paths to the API on PORT
 * (scripts/dev-ports.ts). Read only when Vite serves, so a build never depends on them.
 */
function devServer() {
  const { apiPort, devPort } = devPorts();
  const api = `http://localhost:${apiPort}`;
  return { port: devPort, strictPort: true, proxy: { "/api": api, "/photos": api } };
}

/**
 * Two builds from the same sources: the web app (dist/web) and, with `--ssr entry-server.tsx`, the
 * server's renderer of public pages (dist/ssr, src/web/entry-server.tsx), which needs neither the
 * PWA files nor compressed copies.
 */
export default defineConfig(({ command, isSsrBuild }) => {
  const publicShell = publicShellChunk();
  const singleChunk = process.env.BUNDLE_SINGLE_CHUNK === "1";
  return {
  root: "src/web",
  publicDir: isSsrBuild ? false : "public",
  build: {
    outDir: isSsrBuild ? "../../dist/ssr" : "../../dist/web",
    emptyOutDir: true,
    // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // dist/web/.vite/manifest.json: which chunks each page imports (read by a test and bench/bundle).
    manifest: !isSsrBuild,
    rolldownOptions: {
      // The portals' service worker registration is never rendered on the server.
      external: isSsrBuild ? ["virtual:pwa-register"] : [],
      output: {
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes("/locales/") ? "assets/locale-[name]-[hash].js" : "assets/[name]-[hash].js",
        // bench/bundle's baseline: the same app as one eager chunk (never used to serve the site).
        codeSplitting: singleChunk ? false : isSsrBuild ? true : { groups: [publicShell.group] },
      },
    },
  },
  plugins: [
    !isSsrBuild && !singleChunk && publicShell.plugin,
    react(),
    tailwindcss(),
    !isSsrBuild &&
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
        // (Leaflet) and the Relatórios tab with its charts (Recharts) are the admin's only.
        globIgnores: [
          "**/locale-*.js",
          "**/leaflet-*.js",
          "**/leaflet-*.css",
          "**/reports-tab-*.js",
          "**/CartesianChart-*.js",
          "**/series-chart-*.js",
          "**/breakdown-chart-*.js",
          "**/chart-style-*.js",
          "**/report-format-*.js",
        ],
      },
    }),
    !isSsrBuild && manifestOnlyWhereAsked(),
    !isSsrBuild && precompressBuild(),
  ],
  server: command === "serve" ? devServer() : undefined,
  };
});
