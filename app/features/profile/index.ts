/** Public entry of the profile area: what other areas may use. */
export { testDayWindow } from "./countdown";
