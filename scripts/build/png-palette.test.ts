// @vitest-environment node
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pngChunk, rgbaPixels, toIndexedPng } from "./png-palette.ts";

/** An 8-bit RGBA PNG of the given pixels (one row filter each: none). */
function rgbaPng(width: number, pixels: number[]): Buffer {
  const height = pixels.length / 4 / width;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y++)
    rows.push(0, ...pixels.slice(y * width * 4, (y + 1) * width * 4));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.from(rows))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const colourTypeOf = (png: Buffer) => png[25];

describe("an RGBA picture of few colours", () => {
  // 32×32 in 40 colours scattered as anti-aliased edges are, some of them
  // transparent or half so.
  const palette = Array.from({ length: 40 }, (_, i) => [
    11 + i,
    85 + 3 * i,
    99 - i,
    i < 4 ? 0 : i < 10 ? 128 : 255,
  ]);
  let seed = 7;
  const pixels = Array.from({ length: 1024 }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return palette[seed % palette.length]!;
  }).flat();
  const png = rgbaPng(32, pixels);

  it("becomes an indexed PNG with exactly the same pixels, and smaller", () => {
    const indexed = toIndexedPng(png);
    expect(colourTypeOf(indexed)).toBe(3);
    expect(rgbaPixels(indexed)).toEqual(Buffer.from(pixels));
    expect(indexed.length).toBeLessThan(png.length);
  });
});

describe("a picture the palette cannot hold", () => {
  it("comes back unchanged with more than 256 colours", () => {
    const pixels = Array.from({ length: 289 }, (_, i) => [
      i & 0xff,
      i >> 8,
      0,
      255,
    ]).flat();
    const png = rgbaPng(17, pixels);
    expect(toIndexedPng(png)).toBe(png);
  });
});
