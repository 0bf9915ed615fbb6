/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a build, so the server
 * sends compressed bytes without compressing at request time (serveStatic's `precompressed`).
 * Files under 1 KB are left alone (the headers would outweigh the saving), and so is a copy that
 * would not be smaller than its source.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/i;
const MIN_BYTES = 1024;

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export function brotli(source: Buffer): Buffer {
  return zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
}

export function gzip(source: Buffer): Buffer {
  return zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });
}

/** Compresses every text file under `dir` (skipping copies that already exist for the same source). */
export function precompressDirectory(dir: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of listFiles(dir)) {
    if (!TEXT_FILE.test(file)) continue;
    const source = fs.readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const br = brotli(source);
    const gz = gzip(source);
    if (br.length < source.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < source.length) fs.writeFileSync(`${file}.gz`, gz);
    result.files++;
    result.bytes += source.length;
    result.brotliBytes += br.length;
    result.gzipBytes += gz.length;
  }
  return result;
}
