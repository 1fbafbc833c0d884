import { loadPortalConfig, type Config } from '../config';

/**
 * The demo seed's configuration: that of the portal `npm start` serves, so the links in the
 * emails it queues open that portal (port 8080 unless PORT or PUBLIC_URL says otherwise), and
 * room for its accounts, which all sign up from one address.
 */
export const seedDemoConfig = (env: NodeJS.ProcessEnv): Config => loadPortalConfig({ ...env, REGISTRATIONS_PER_IP: '1000' });
