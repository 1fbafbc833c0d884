/**
 * The port `npm start` serves the whole portal on when PORT is unset (the API alone listens on
 * 8000). Scripts run beside that portal, such as the demo seed, point their email links here.
 */
export const PORTAL_PORT = 8080;
