// Deliberately breaks the allow-list: a package core/ does not list (lodash here, but any new one).
import { debounce } from 'lodash';

export const fixture = debounce;
