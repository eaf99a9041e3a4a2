/** Public server-side entry of the services area: what other areas may use. */
export { countNewRequests } from "./inbox.server";
