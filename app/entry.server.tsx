import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import katex from "katex";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { getI18n } from "~/lib/i18n.server";
import { trackNamespaces } from "~/lib/i18n-inline";
import { closeDb, poolStats } from "#db/client";
import { bootstrap } from "~/bootstrap.server";
import { beginShutdown, databaseAvailable, noteRequestError, readiness, unavailableResponse } from "~/lib/availability.server";
import { queueDepths, stopJobs } from "~/lib/jobs.server";
import { mailSettled } from "~/lib/mail.server";
import { clientIpContext } from "~/lib/context";
import { provideKatex } from "~/lib/katex";
import { NonceContext } from "~/lib/nonce";
import { nonceContext } from "~/lib/security-headers.server";

// Math is rendered in the HTML: the server has KaTeX from the start (the browser loads it when math is on screen).
provideKatex(katex);

export const streamTimeout = 5_000;

/** Called by server.js before it listens: migrate and seed the database. */
export { bootstrap };
/** Called by server.js on SIGINT/SIGTERM, once the HTTP server has finished its requests. */
export async function shutdown() {
  // A running job finishes, and messages being sent in the background (password reset, e-mail change), before the database closes.
  await stopJobs();
  await mailSettled();
  await closeDb();
}
/** What server/app.js reads for /healthz, /readyz, the 503 while the database is lost, and /metrics. */
export const availability = { databaseAvailable, beginShutdown, readiness, unavailableResponse, poolStats, queueDepths };
/** Contexts server.js fills from the HTTP request. */
export const contexts = { clientIpContext };
/** The headers server.js adds to what it answers itself (static files) and to anything that lacks them. */
export { securityHeaders } from "~/lib/security-headers.server";
/** Autosave answered ahead of the pipeline, mounted by server/app.js (docs/decisions/0028-autosave-fast-path.md). */
export { handleAutosave, handleExamStart } from "../server/exam-fast-paths";

/**
 * The requests whose loader, action or middleware failed on a lost database connection (between two of
 * availability's probes, before server/app.js answers 503 up front): they get the same 503, not an error
 * page with a 500 (docs/decisions/0038-health-shutdown-lost-database.md). Keyed by the request's context,
 * which React Router hands to handleError, handleDataRequest and handleRequest alike.
 */
const lostDatabase = new WeakSet<object>();

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // noteRequestError also marks the database lost, so the requests after this one get the 503 up front.
  if (noteRequestError(error)) {
    if (context) lostDatabase.add(context);
    return;
  }
  // React Router's own default: log, unless the client went away.
  if (!request.signal.aborted)
    console.error(isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error);
};

/** A client navigation's data (`.data`): the 503 as JSON when its loader or action lost the database. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) =>
  context && lostDatabase.has(context) ? unavailableResponse(request, { json: true }) : response;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (lostDatabase.has(loadContext)) return unavailableResponse(request);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const i18n = getI18n(loadContext);
  // From here on, the namespaces the page's render uses are recorded and sent inside it (app/lib/i18n-inline.tsx).
  trackNamespaces(i18n);
  // Made by the security-headers middleware, which also puts it in this response's CSP header.
  const nonce = loadContext.get(nonceContext);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce,
        // A Suspense boundary that is complete when the shell goes out stays in place, whatever its size. By
        // default React moves one over 12.8 KB out of the shell into a hidden segment that a script shows
        // later, up to 300 ms after the first paint: the exam's module screen and the dashboard are such parts
        // (serverRenderedPart, decisions 0064 and 0068).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
