// Deliberate violation: adapters/ may not import ui/.
import { App } from '../../../ui/App';
export const leak = App;
