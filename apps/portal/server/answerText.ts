import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate, zstdDecompress } from 'node:zlib';

type Decoder = (bytes: Uint8Array) => Promise<Buffer>;

const DECODERS: Readonly<Record<string, Decoder>> = {
  br: promisify(brotliDecompress),
  gzip: promisify(gunzip),
  'x-gzip': promisify(gunzip),
  deflate: promisify(inflate),
  zstd: promisify(zstdDecompress),
};

/**
 * The text of an answer's body as the lease API encoded it (`Content-Encoding`); null for an
 * encoding this server cannot read, so a caller that must look inside can refuse to pass it on.
 */
export async function answerText(
  bytes: Uint8Array,
  encoding: string | null,
): Promise<string | null> {
  const codings = (encoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  let decoded: Uint8Array = bytes;
  // Codings are listed in the order they were applied: undo them from the last.
  for (const coding of codings.reverse()) {
    const decode = DECODERS[coding];
    if (!decode) return null;
    decoded = await decode(decoded);
  }
  return new TextDecoder().decode(decoded);
}
