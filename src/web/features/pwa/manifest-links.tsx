import { useEffect } from "react";

/**
 * Adds <link rel="manifest"> and the 180 px apple-touch-icon while the driver portal or the
 * install page is open. index.html carries no manifest link (see vite.config.ts): the public
 * site never offers to install the driver app. Renders nothing.
 */
export function ManifestLinks() {
  useEffect(() => {
    const added: HTMLLinkElement[] = [];
    const add = (rel: string, href: string, sizes?: string) => {
      if (document.head.querySelector(`link[rel="${rel}"][href="${href}"]`)) return;
      const link = document.createElement("link");
      link.rel = rel;
      link.href = href;
      if (sizes) link.setAttribute("sizes", sizes);
      document.head.appendChild(link);
      added.push(link);
    };
    add("manifest", "/manifest.webmanifest");
    add("apple-touch-icon", "/icons/apple-touch-icon-180.png", "180x180");
    return () => {
      for (const link of added) link.remove();
    };
  }, []);
  return null;
}
