import type { RequestHandler } from "express";
import type { Registry } from "prom-client";
import type { ServerBuild } from "react-router";
export function createMetrics(options: {
  build: ServerBuild;
  poolStats: () => { total: number; idle: number; waiting: number; max: number } | null;
  queueDepths: () => Promise<Record<string, number>>;
  token?: string;
}): { measure: RequestHandler; serve: RequestHandler; routeOf: (pathname: string) => string; registry: Registry };
