import { useEffect } from "react";

const SITE_NAME = "Lusitania Chauffeur";

function setMeta(attribute: "name" | "property", key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Sets the page title and meta description (and their Open Graph twins) while a page is shown. */
export function usePageMeta({ title, description, image }: { title?: string; description?: string; image?: string }) {
  useEffect(() => {
    if (!title) return;
    const fullTitle = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
    document.title = fullTitle;
    setMeta("property", "og:title", fullTitle);
    if (description) {
      setMeta("name", "description", description);
      setMeta("property", "og:description", description);
    }
    if (image) setMeta("property", "og:image", new URL(image, window.location.origin).toString());
  }, [title, description, image]);
}
