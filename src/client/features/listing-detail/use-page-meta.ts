import { useEffect } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

export interface PageMeta {
  title: string;
  description?: string | undefined;
  /** Absolute URL of the picture a shared link shows. */
  image?: string | null | undefined;
  /** The page's canonical address. */
  url?: string | undefined;
}

/** Writes `<meta name|property=key content>` and returns how to put back what was there before. */
function setMeta(attribute: 'name' | 'property', key: string, content: string): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = element === null;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  const previous = element.getAttribute('content');
  element.setAttribute('content', content);
  const meta = element;
  return () => {
    if (created) meta.remove();
    else if (previous !== null) meta.setAttribute('content', previous);
  };
}

/**
 * The tab title (`{title} | Property Creator`) and, while the page is shown, its description and Open
 * Graph tags, so a link shared from the browser (or read by a crawler that runs scripts) describes the
 * listing. Leaving the page puts the site's own description back.
 */
export function usePageMeta({ title, description, image, url }: PageMeta): void {
  useDocumentTitle(title);
  useEffect(() => {
    const restore = [
      description ? setMeta('name', 'description', description) : null,
      setMeta('property', 'og:title', title),
      description ? setMeta('property', 'og:description', description) : null,
      setMeta('property', 'og:type', 'website'),
      url ? setMeta('property', 'og:url', url) : null,
      image ? setMeta('property', 'og:image', image) : null,
      setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ];
    return () => {
      for (const undo of restore.reverse()) undo?.();
    };
  }, [title, description, image, url]);
}

/** The first sentences of a description, cut at a word near `max` characters, for a meta description. */
export function summarise(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[,.;:\s]+$/, '')}…`;
}
