import { CLOCK_PORT, HTTP_PORT, STORAGE_PORT } from '../../core';
import { SEARCH_BOX, SearchBox } from '../../core/search/search-box';
import { resolve } from '../container';
import type { Feature } from '../feature';

/**
 * The search fields' suggestions and recent searches (docs/product/browsing.md "Search everywhere"): a feature
 * module loaded when a search field is first focused or the phone's search sheet opens — never with the first page.
 */
export const searchFeature: Feature<SearchBox> = {
  name: 'search',
  bindings(define) {
    define.singleton(SEARCH_BOX, (get) => new SearchBox({ http: get(HTTP_PORT), clock: get(CLOCK_PORT), storage: get(STORAGE_PORT) }));
  },
  start: (container) => resolve(container, SEARCH_BOX),
};
