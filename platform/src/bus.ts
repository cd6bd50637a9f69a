import mitt, { type Emitter } from 'mitt';
import type { BusEvents } from '@arcade/contracts';

export type Bus = Emitter<BusEvents>;

/** The one typed event bus of the page (platform is a federation singleton). */
export const bus: Bus = mitt<BusEvents>();
