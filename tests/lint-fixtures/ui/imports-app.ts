// Deliberately breaks DESIGN.md §2: ui/ never imports the composition root.
import { createContainer } from '../../../app/container';

export const fixture = createContainer;
