import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is worth compressing: text, wherever it sits in the client build (hashed assets and public files). */
const TEXT = /\.(js|mjs|css|json|svg|html|txt|xml|vtt)$/;

/**
 * Every text file of the client build gets a brotli (quality 11) and a gzip (level 9) copy beside it,
 * `file.br` and `file.gz`, kept only when smaller than the file. The server sends them as they are
 * (server/precompressed.js): no compression per request, brotli-11 is about 15% smaller than the
 * on-the-fly gzip, and the small files the compression middleware skips (under its 1 KB threshold)
 * go compressed too (issue 30). Run by react-router.config.ts's `buildEnd`, after React Router has moved
 * the server build's assets over. Source maps (`SOURCEMAP=1`) are left alone.
 */
export async function compressTree(dir: string) {
  const files = (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && TEXT.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  await Promise.all(
    files.map(async (file) => {
      const raw = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        gzip(raw, { level: 9 }),
      ]);
      if (br.length < raw.length) await fs.writeFile(`${file}.br`, br);
      if (gz.length < raw.length) await fs.writeFile(`${file}.gz`, gz);
    }),
  );
}
