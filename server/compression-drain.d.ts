import type { RequestHandler } from "express";
export function drainListenersOnce(): RequestHandler;
