import fs from "node:fs";
import path from "node:path";

/** The encodings built beside each file (vite/precompress.ts), best first. */
const ENCODINGS = [
  { name: "br", ext: ".br" },
  { name: "gzip", ext: ".gz" },
];

/** Whether the Accept-Encoding header takes `name` (listed, or `*`, without q=0). */
export function accepts(header, name) {
  for (const part of String(header ?? "").split(",")) {
    const [token, ...params] = part.trim().split(";");
    if (token.trim().toLowerCase() !== name && token.trim() !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * Static files sent as they were compressed at build time: `file.br` to a browser that takes brotli, else
 * `file.gz`, with the file's own Content-Type, `Content-Encoding` and `Vary: Accept-Encoding` (the
 * compression middleware leaves an encoded answer alone). The build's files are listed once, at start:
 * only a path that is in that list is served, anything else goes on to express.static.
 * `maxAge(urlPath)` gives each answer's cache lifetime (hashed assets a year and immutable).
 */
export function precompressedStatic(root, { maxAge }) {
  const available = new Set();
  if (fs.existsSync(root)) {
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) available.add(path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
    }
  }
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let rel;
    try {
      rel = decodeURIComponent(req.path).replace(/^\/+/, "");
    } catch {
      return next();
    }
    if (!available.has(rel)) return next();
    const encoding = ENCODINGS.find((e) => available.has(rel + e.ext) && accepts(req.headers["accept-encoding"], e.name));
    res.vary("Accept-Encoding");
    if (!encoding) return next();
    res.type(path.extname(rel));
    res.set("Content-Encoding", encoding.name);
    const cache = maxAge(req.path);
    res.sendFile(rel + encoding.ext, { root, maxAge: cache.maxAge, immutable: cache.immutable ?? false, dotfiles: "deny" }, (error) => {
      if (!error || res.headersSent) return;
      res.removeHeader("Content-Encoding");
      next();
    });
  };
}
