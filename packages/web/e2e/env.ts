/** Facts shared by playwright.config.ts (which starts the server) and the specs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3111);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const ADMIN = { username: 'admin', password: 'admin-e2e-rahasia' } as const;
/** The second server, in parking mode (APP_TYPE=parking), for the specs under e2e/parking/. */
export const PARKING_PORT = E2E_PORT + 1000;
export const PARKING_BASE_URL = `http://127.0.0.1:${PARKING_PORT}`;
/** A spec's own extra server (one with a fake routing provider), clear of the two above. */
export const EXTRA_SERVER_PORT = E2E_PORT + 2000;
/** The department's help desk the servers are configured with. */
export const SUPPORT = { phone: '+62356321000', email: 'bantuan@dishub.example' } as const;
/** A server with the demo data (DEMO=1), beside EXTRA_SERVER_PORT's: the two may run at once. */
export const DEMO_SERVER_PORT = EXTRA_SERVER_PORT + 1;
