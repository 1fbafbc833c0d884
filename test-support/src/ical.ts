import { createRequire } from 'node:module';
import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };

/**
 * ical.js, the iCalendar parser the tests read invitations with. Its types describe its ES
 * module; the tests that use it are CommonJS, so they load its CommonJS build, which exports the same.
 */
export const ICAL = createRequire(__filename)('ical.js') as typeof ICALModule;
export type IcalEvent = InstanceType<typeof ICAL.Event>;
export type IcalComponent = InstanceType<typeof ICAL.Component>;
