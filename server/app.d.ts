import type { Express } from "express";
import type { RouterContextProvider, ServerBuild } from "react-router";
export function createApp(options: {
  build: ServerBuild;
  buildDir: string;
  appUrl?: string;
  trustProxy?: boolean;
  fastPaths?: boolean;
  RouterContextProvider?: typeof RouterContextProvider;
}): Express;
