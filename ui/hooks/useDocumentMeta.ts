import { useEffect } from 'react';
import { useText } from '../i18n';

export interface DocumentMeta {
  title: string;
  description?: string;
  /** Open Graph tags for sharing (docs/product/listing-page.md: listing pages set them). */
  image?: string | null;
  type?: 'website' | 'article' | 'product';
  url?: string;
}

function setMeta(attribute: 'name' | 'property', key: string, value: string | undefined): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (value === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', value);
}

/**
 * Sets the page title, the meta description and the Open Graph tags; restores the previous title on unmount.
 * Values are set as attributes/text, never parsed as HTML.
 */
export function useDocumentMeta(meta: DocumentMeta | null): void {
  const { title, description, image, type, url } = meta ?? { title: '' };
  // ' | Огласи' / ' | Shpallje': the site's name in the interface language (a switch retitles the page).
  const suffix = ` | ${useText()('app.name')}`;
  useEffect(() => {
    if (!title) return;
    const previousTitle = document.title;
    const fullTitle = title.endsWith(suffix) ? title : `${title}${suffix}`;
    document.title = fullTitle;
    if (description !== undefined) setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', type ?? 'website');
    setMeta('property', 'og:url', url ?? window.location.href);
    setMeta('property', 'og:image', image ?? undefined);
    return () => {
      document.title = previousTitle;
    };
  }, [title, description, image, type, url, suffix]);
}
