// Deliberately breaks docs/architecture.md#the-dependency-rule: ui/ never imports the composition root.
import { createContainer } from '../../../app/container';

export const fixture = createContainer;
