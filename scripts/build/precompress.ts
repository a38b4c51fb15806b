import { readFile, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Files worth compressing: text formats the server sends often. */
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt)$/;
/** Below this size the compressed copy saves nothing measurable. */
const MIN_BYTES = 512;

/**
 * Writes brotli and gzip copies (`.br`, `.gz`) of every compressible file in a
 * folder, at the highest levels: the server and static hosts send them as they
 * are. Used by the build and by the benchmark's script-free reference copy.
 */
export async function precompress(dir: string): Promise<void> {
  for (const entry of await readdir(dir, {
    withFileTypes: true,
    recursive: true,
  })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    await writeFile(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    await writeFile(
      `${file}.gz`,
      gzipSync(body, { level: constants.Z_BEST_COMPRESSION }),
    );
  }
}
