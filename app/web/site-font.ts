/**
 * The site's font for the next page (docs/decisions/165-site-font-from-the-next-page.md): a chunk of its own,
 * imported once the first page has settled, like the service worker's — none of it is on the first page's path.
 */
import { cacheSiteFontForNextPage } from '../../core';
import { createDocumentFont } from '../../adapters/page/document-font';

export const cacheSiteFont = () => cacheSiteFontForNextPage(createDocumentFont());
