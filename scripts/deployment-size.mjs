/**
 * The size of what `supabase functions deploy` uploads for one function: the eszip of its
 * own modules plus every file of every npm package it deploys with, raw and compressed.
 *
 * The Supabase CLI brotli-compresses the edge runtime's eszip before the upload
 * (`Compress` in the CLI's pkg/function/bundle.go: the magic `EZBR`, then
 * `brotli.NewWriter`, andybalholm/brotli's default quality 6 and 22-bit window) and prints
 * that compressed body as the "script size". The compressed figure here is the same
 * compression over the same bytes, one file after another; the real eszip frames and orders
 * them differently, so it is an estimate (within a few per cent).
 */
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { constants, createBrotliCompress } from 'node:zlib';

/** The CLI's brotli settings (andybalholm/brotli `NewWriter`: quality 6, window 2^22). */
export const cliBrotliQuality = 6;
const cliBrotliWindowBits = 22;

/**
 * @param {Uint8Array} eszipBytes the function's own modules and import map
 * @param {readonly { folder: string, files: readonly string[], bytes: number }[]} packages
 * @returns {Promise<{ npmBytes: number, npmFiles: number, rawBytes: number, compressedBytes: number }>}
 */
export async function deploymentSize(eszipBytes, packages) {
  const npmBytes = packages.reduce((sum, npmPackage) => sum + npmPackage.bytes, 0);
  const npmFiles = packages.reduce((sum, npmPackage) => sum + npmPackage.files.length, 0);
  const rawBytes = eszipBytes.length + npmBytes;
  let compressedBytes = 0;
  const compressor = createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: cliBrotliQuality,
      [constants.BROTLI_PARAM_LGWIN]: cliBrotliWindowBits,
      [constants.BROTLI_PARAM_SIZE_HINT]: rawBytes,
    },
  });
  const counted = (async () => {
    for await (const chunk of compressor) compressedBytes += chunk.length;
  })();
  const write = async (bytes) => {
    if (!compressor.write(bytes)) await once(compressor, 'drain');
  };
  await write(eszipBytes);
  for (const npmPackage of packages) {
    for (const file of npmPackage.files) await write(await readFile(join(npmPackage.folder, file)));
  }
  compressor.end();
  await counted;
  return { npmBytes, npmFiles, rawBytes, compressedBytes };
}
