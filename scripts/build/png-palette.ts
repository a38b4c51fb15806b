import { constants, crc32, deflateSync, inflateSync } from "node:zlib";

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
const RGBA = 6;
const INDEXED = 3;

/**
 * The same picture as an indexed PNG (a palette of at most 256 colours with
 * their transparency), when it has no more colours than that: lossless, and
 * smaller for a small icon with few colours (the inline favicon, decision
 * 034). Takes an 8-bit RGBA PNG as Chromium's screenshots are; anything else
 * comes back unchanged.
 */
export function toIndexedPng(png: Buffer): Buffer {
  const { width, height, colourType, bitDepth, interlace, data } = readPng(png);
  if (colourType !== RGBA || bitDepth !== 8 || interlace !== 0) return png;
  const pixels = unfilter(inflateSync(data), width, height, 4);
  const colours = new Map<number, number>();
  for (let i = 0; i < pixels.length; i += 4) {
    colours.set(pixels.readUInt32BE(i), 0);
    if (colours.size > 256) return png;
  }
  // Transparent colours first: the transparency chunk then ends with the
  // last of them.
  const palette = [...colours.keys()].sort(
    (a, b) => Number((a & 0xff) === 0xff) - Number((b & 0xff) === 0xff),
  );
  palette.forEach((colour, index) => colours.set(colour, index));
  const rows = Buffer.alloc(height * (width + 1));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      rows[y * (width + 1) + 1 + x] = colours.get(
        pixels.readUInt32BE((y * width + x) * 4),
      )!;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, INDEXED, 0, 0, 0], 8);
  const opaque = palette.findIndex((colour) => (colour & 0xff) === 0xff);
  const alphas = palette
    .slice(0, opaque === -1 ? palette.length : opaque)
    .map((colour) => colour & 0xff);
  const indexed = Buffer.concat([
    SIGNATURE,
    pngChunk("IHDR", header),
    pngChunk(
      "PLTE",
      Buffer.from(
        palette.flatMap((colour) => [
          colour >>> 24,
          (colour >>> 16) & 0xff,
          (colour >>> 8) & 0xff,
        ]),
      ),
    ),
    ...(alphas.length ? [pngChunk("tRNS", Buffer.from(alphas))] : []),
    pngChunk(
      "IDAT",
      deflateSync(rows, { level: constants.Z_BEST_COMPRESSION }),
    ),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
  return indexed.length < png.length ? indexed : png;
}

/** Decoded 8-bit pixels of an RGBA PNG, for comparing pictures. */
export function rgbaPixels(png: Buffer): Buffer {
  const { width, height, colourType, data, palette, alphas } = readPng(png);
  if (colourType === RGBA) return unfilter(inflateSync(data), width, height, 4);
  const indices = unfilter(inflateSync(data), width, height, 1);
  const pixels = Buffer.alloc(width * height * 4);
  indices.forEach((index, i) => {
    pixels.set(palette.subarray(index * 3, index * 3 + 3), i * 4);
    pixels[i * 4 + 3] = index < alphas.length ? alphas[index]! : 0xff;
  });
  return pixels;
}

function readPng(png: Buffer) {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error("Not a PNG");
  const idat: Buffer[] = [];
  let header: Buffer = Buffer.alloc(13);
  let palette: Buffer = Buffer.alloc(0);
  let alphas: Buffer = Buffer.alloc(0);
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") header = body;
    else if (type === "PLTE") palette = body;
    else if (type === "tRNS") alphas = body;
    else if (type === "IDAT") idat.push(body);
    offset += 12 + length;
  }
  return {
    width: header.readUInt32BE(0),
    height: header.readUInt32BE(4),
    bitDepth: header[8],
    colourType: header[9],
    interlace: header[12],
    data: Buffer.concat(idat),
    palette,
    alphas,
  };
}

/** Undoes PNG's per-row filters (8 bits per sample). */
function unfilter(
  filtered: Buffer,
  width: number,
  height: number,
  bytesPerPixel: number,
): Buffer {
  const stride = width * bytesPerPixel;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = filtered[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const raw = filtered[y * (stride + 1) + 1 + x]!;
      const left =
        x >= bytesPerPixel ? out[y * stride + x - bytesPerPixel]! : 0;
      const up = y > 0 ? out[(y - 1) * stride + x]! : 0;
      const upLeft =
        x >= bytesPerPixel && y > 0
          ? out[(y - 1) * stride + x - bytesPerPixel]!
          : 0;
      const predictor = [
        0,
        left,
        up,
        (left + up) >> 1,
        paeth(left, up, upLeft),
      ][filter!];
      if (predictor === undefined) throw new Error(`PNG filter ${filter}`);
      out[y * stride + x] = (raw + predictor) & 0xff;
    }
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/** One PNG chunk: length, type, body and CRC. */
export function pngChunk(type: string, body: Buffer): Buffer {
  const out = Buffer.alloc(12 + body.length);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, "latin1");
  body.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
  return out;
}
