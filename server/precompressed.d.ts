import type { RequestHandler } from "express";
export function accepts(header: string | undefined, name: string): boolean;
export function precompressedStatic(root: string, options: { maxAge: (urlPath: string) => { maxAge: string; immutable?: boolean } }): RequestHandler;
