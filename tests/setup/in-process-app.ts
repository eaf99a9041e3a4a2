import {
  createRequestHandler,
  RouterContextProvider,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps,
  type ServerBuild,
} from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import * as entry from "~/entry.server";
import { readAccessToken, startSession } from "~/features/auth/tokens.server";
import { sessionCookies } from "~/features/auth/web-session.server";
import { clientIpContext } from "~/lib/context";
import * as root from "~/root";
import routeConfig from "~/routes";

// The whole app in process, as `node server.js` runs it: the real root middleware, routes.ts, the
// route modules and entry.server.tsx, through React Router's own request handler (no build needed).
// (The security tests build theirs with buildApp too: tests/setup/security-helpers.ts.)

const modules = import.meta.glob<Record<string, unknown>>("../../app/routes/**/*.{ts,tsx}");

/** What the Vite plugin does to route modules: components get loaderData, params… as props. */
function withProps(module: Record<string, any>) {
  const out = { ...module };
  if (out.default) out.default = UNSAFE_withComponentProps(out.default);
  if (out.ErrorBoundary) out.ErrorBoundary = UNSAFE_withErrorBoundaryProps(out.ErrorBoundary);
  if (out.HydrateFallback) out.HydrateFallback = UNSAFE_withHydrateFallbackProps(out.HydrateFallback);
  return out as never;
}

export async function buildApp(): Promise<ServerBuild> {
  const routes: ServerBuild["routes"] = { root: { id: "root", path: "", module: withProps(root) } };
  const manifest: ServerBuild["assets"]["routes"] = {};
  const add = async (entries: RouteConfigEntry[], parentId: string) => {
    for (const e of entries) {
      const id = e.id ?? e.file.replace(/\.[jt]sx?$/, "");
      // A file routes.ts names but that is not there (yet): no handlers. The build reports missing files.
      const module = (await modules[`../../app/${e.file}`]?.()) ?? {};
      routes[id] = { id, parentId, path: e.path, index: e.index, caseSensitive: e.caseSensitive, module: withProps(module) };
      manifest[id] = {
        id,
        parentId,
        path: e.path,
        index: e.index,
        module: `/assets/${id}.js`,
        hasAction: "action" in module,
        hasLoader: "loader" in module,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: "ErrorBoundary" in module,
        clientActionModule: undefined,
        clientLoaderModule: undefined,
        clientMiddlewareModule: undefined,
        hydrateFallbackModule: undefined,
      };
      if (e.children) await add(e.children, id);
    }
  };
  await add(await routeConfig, "root");
  manifest.root = {
    ...manifest[Object.keys(manifest)[0]!]!,
    id: "root",
    parentId: undefined,
    path: "",
    index: undefined,
    module: "/assets/root.js",
    hasLoader: true,
    hasAction: false,
    hasErrorBoundary: true,
  };
  return {
    entry: { module: entry as never },
    routes,
    assets: { entry: { imports: [], module: "/assets/entry.client.js" }, routes: manifest, url: "/assets/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: true, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
}

export const APP = "http://localhost:3000";

/** A request handler for the whole app; `send(path, {cookie})` answers like the server would. */
export async function inProcessApp() {
  const handler = createRequestHandler(await buildApp(), "test");
  return (path: string, init: { cookie?: string } = {}) => {
    const context = new RouterContextProvider();
    context.set(clientIpContext, "203.0.113.9");
    const headers = new Headers();
    if (init.cookie) headers.set("Cookie", init.cookie);
    return handler(new Request(`${APP}${path}`, { headers }), context);
  };
}

/** Cookies of a new web session for the user of this API token, as a browser would send them back. */
export async function webCookies(apiToken: string) {
  const { userId } = (await readAccessToken(apiToken))!;
  const tokens = await startSession(userId);
  return (await sessionCookies(new Request(APP), tokens)).map((c) => c.split(";")[0]!).join("; ");
}
