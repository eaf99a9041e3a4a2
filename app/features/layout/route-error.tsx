import { isRouteErrorResponse } from "react-router";
import { ErrorScreen } from "./error-screen";
import { Forbidden } from "./forbidden";
import { NotFound } from "./not-found";

/** The status a thrown error stands for: a route's 404 or 403 response, anything else 500. */
export function errorStatus(error: unknown): 404 | 403 | 500 {
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 403)) return error.status;
  return 500;
}

/** The one page for an error: the 404 page, the 403 page or "Something went wrong" (root and main layout alike). */
export function RouteError({ error }: { error: unknown }) {
  const status = errorStatus(error);
  if (status === 404) return <NotFound />;
  if (status === 403) return <Forbidden detail={isRouteErrorResponse(error) && typeof error.data?.detail === "string" ? error.data.detail : null} />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorScreen />;
}
