// Rewrites a screenshot PNG (8-bit RGB or RGBA, not interlaced, as Chromium writes them) with a
// palette of at most 256 colours: the committed screenshots (docs/screenshots/) take a third of the
// room. The palette is the most used colours (counted on 5 bits a channel), each pixel drawn with
// the nearest one; flat UI colours come out exact, only anti-aliased edges are approximated.
import { readFileSync, writeFileSync } from 'node:fs';
import { deflateSync, inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The image's pixels as RGB triples, or null when it is not a format this reads. */
function decode(png: Buffer): { width: number; height: number; rgb: Uint8Array } | null {
  if (!png.subarray(0, 8).equals(SIGNATURE)) return null;
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const [depth, colourType, , , interlace] = data.subarray(8, 13);
      if (depth !== 8 || interlace !== 0 || (colourType !== 2 && colourType !== 6)) return null;
      channels = colourType === 6 ? 4 : 3;
    } else if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rgb = new Uint8Array(width * height * 3);
  let previous = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = new Uint8Array(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? row[i - channels]! : 0;
      const b = previous[i]!;
      const c = i >= channels ? previous[i - channels]! : 0;
      let predicted = 0;
      if (filter === 1) predicted = a;
      else if (filter === 2) predicted = b;
      else if (filter === 3) predicted = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
        predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      row[i] = (line[i]! + predicted) & 0xff;
    }
    for (let x = 0; x < width; x++) rgb.set(row.subarray(x * channels, x * channels + 3), (y * width + x) * 3);
    previous = row;
  }
  return { width, height, rgb };
}

/** Quantizes `file` in place; leaves a file it cannot read as it is. */
export function toPalette(file: string): void {
  const image = decode(readFileSync(file));
  if (!image) return;
  const { width, height, rgb } = image;
  const pixels = width * height;
  // The most used colours, counted in 5-bit buckets (each bucket keeps its first exact colour).
  const counts = new Map<number, { n: number; colour: number }>();
  for (let i = 0; i < pixels; i++) {
    const [r, g, b] = [rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!];
    const bucket = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    const seen = counts.get(bucket);
    if (seen) seen.n++;
    else counts.set(bucket, { n: 1, colour: (r << 16) | (g << 8) | b });
  }
  const palette = [...counts.values()]
    .sort((a, b) => b.n - a.n)
    .slice(0, 256)
    .map((c) => c.colour);
  const nearest = new Map<number, number>();
  const indexOf = (colour: number): number => {
    const known = nearest.get(colour);
    if (known !== undefined) return known;
    let best = 0;
    let bestDistance = Infinity;
    for (const [i, p] of palette.entries()) {
      const dr = ((p >> 16) & 0xff) - ((colour >> 16) & 0xff);
      const dg = ((p >> 8) & 0xff) - ((colour >> 8) & 0xff);
      const db = (p & 0xff) - (colour & 0xff);
      const distance = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
      if (distance < bestDistance) [best, bestDistance] = [i, distance];
    }
    nearest.set(colour, best);
    return best;
  };
  const raw = Buffer.alloc(height * (width + 1));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[y * (width + 1) + 1 + x] = indexOf((rgb[i]! << 16) | (rgb[i + 1]! << 8) | rgb[i + 2]!);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  const plte = Buffer.alloc(palette.length * 3);
  palette.forEach((p, i) => plte.set([(p >> 16) & 0xff, (p >> 8) & 0xff, p & 0xff], i * 3));
  writeFileSync(
    file,
    Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('PLTE', plte), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]),
  );
}
