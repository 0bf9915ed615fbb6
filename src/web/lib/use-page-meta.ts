import { createContext, useContext, useEffect } from "react";

const SITE_NAME = "Lusitania Chauffeur";

/** A page's title, description and picture, as the page states them with usePageMeta. */
export interface PageMeta {
  title?: string;
  description?: string;
  image?: string;
}

/**
 * Filled while a page is rendered on the server (src/web/entry-server.tsx), so its HTML carries the
 * page's own title and description in the visitor's language; absent in the browser.
 */
export const PageMetaCollector = createContext<PageMeta | null>(null);

function setMeta(attribute: "name" | "property", key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** "Our Fleet" → "Our Fleet | Lusitania Chauffeur" (a title that names the company stays as it is). */
export function fullPageTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** Sets the page title and meta description (and their Open Graph twins) while a page is shown. */
export function usePageMeta({ title, description, image }: PageMeta) {
  const collector = useContext(PageMetaCollector);
  if (collector && title) Object.assign(collector, { title: fullPageTitle(title), description, image });

  useEffect(() => {
    if (!title) return;
    const fullTitle = fullPageTitle(title);
    document.title = fullTitle;
    setMeta("property", "og:title", fullTitle);
    if (description) {
      setMeta("name", "description", description);
      setMeta("property", "og:description", description);
    }
    if (image) setMeta("property", "og:image", new URL(image, window.location.origin).toString());
  }, [title, description, image]);
}
