// Deliberate violation: ui/ may not construct transports; it gets use cases from context.
import { io } from 'socket.io-client';
export const leak = io;
