// Allowed: core/ may use rxjs, zod and date-fns.
import { BehaviorSubject } from 'rxjs';
export const state = new BehaviorSubject(0);
