/** Public server-side entry of the forum area: what other areas may use. */
export { countReportedItems } from "./reports.server";
