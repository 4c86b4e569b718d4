// Photograph-like JPEGs for `BENCH_IMAGES=photos npm run bench:web` (scripts/bench-photo-host.ts):
// drawn from a seed, so every run serves the same bytes, with enough detail that a JPEG encoder
// gives them the weight of TMDB's own posters, backdrops and portraits. jpeg-js is a JPEG encoder in
// plain JavaScript (no native code to build).
import { encode } from "jpeg-js";
import { seededRandom } from "../common/seeded-random";

/** The encoder's quality: TMDB's JPEGs are ordinary web photographs, in the 80s. */
const QUALITY = 82;

/**
 * A scene without grain, as RGB: a lit gradient, soft shapes of colour (faces, lights, sky) and a
 * wavy mid-scale texture (fabric, foliage), the things that make a photograph cost its bytes.
 */
function scene(width: number, height: number, seed: number): Float32Array {
  const random = seededRandom(seed).next;
  const base = [random() * 140, random() * 120, random() * 140];
  const shapes = Array.from({ length: 7 }, () => ({
    x: random() * width,
    y: random() * height,
    radius: (0.12 + random() * 0.35) * Math.max(width, height),
    colour: [random() * 255, random() * 255, random() * 255],
  }));
  const waves = [0.12 + random() * 0.2, 0.1 + random() * 0.2, random() * 6];
  const pixels = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = base[0]! + (90 * y) / height;
      let g = base[1]! + (40 * x) / width;
      let b = base[2]! + (70 * (width - x)) / width;
      for (const shape of shapes) {
        const distance = Math.hypot(x - shape.x, y - shape.y) / shape.radius;
        const weight = Math.exp(-distance * distance);
        r += (shape.colour[0]! - r) * weight;
        g += (shape.colour[1]! - g) * weight;
        b += (shape.colour[2]! - b) * weight;
      }
      // Texture at about a twentieth of a 185-pixel poster: it scales with the picture, as detail does.
      const scale = 185 / Math.max(width, 185);
      const texture = 16 * Math.sin(x * scale * waves[0]! + Math.sin(y * scale * 0.05) * 4 + waves[2]!) * Math.sin(y * scale * waves[1]! + Math.sin(x * scale * 0.03) * 3);
      const at = (y * width + x) * 3;
      pixels[at] = r + texture;
      pixels[at + 1] = g + texture;
      pixels[at + 2] = b + texture;
    }
  }
  return pixels;
}

/** The scene with film grain of this strength (0: none), encoded as a JPEG. */
function withGrain(pixels: Float32Array, width: number, height: number, grain: number, seed: number): Uint8Array {
  const random = seededRandom(seed ^ 0x9e3779b9).next;
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0, o = 0; i < pixels.length; i += 3, o += 4) {
    const noise = (random() - 0.5) * grain;
    rgba[o] = Math.max(0, Math.min(255, pixels[i]! + noise));
    rgba[o + 1] = Math.max(0, Math.min(255, pixels[i + 1]! + noise));
    rgba[o + 2] = Math.max(0, Math.min(255, pixels[i + 2]! + noise));
    rgba[o + 3] = 255;
  }
  return new Uint8Array(encode({ width, height, data: rgba }, QUALITY).data);
}

export interface Photo {
  jpeg: Uint8Array;
  /** The grain it took to reach its weight; photographs of the same size can reuse it. */
  grain: number;
}

/**
 * A photograph of this size and about this weight (within 8 %, or as close as grain between none
 * and very coarse can bring it): grain is searched by halving, as a JPEG's weight grows with it.
 * With `grain` given, that grain is used as it is (a sibling of a photograph already weighed).
 */
export function photoJpeg(size: { width: number; height: number }, targetBytes: number, seed: number, grain?: number): Photo {
  const pixels = scene(size.width, size.height, seed);
  if (grain !== undefined) return { jpeg: withGrain(pixels, size.width, size.height, grain, seed), grain };
  let low = 0;
  let high = 96;
  let best: Photo | undefined;
  for (let step = 0; step < 8; step++) {
    const tried = (low + high) / 2;
    const jpeg = withGrain(pixels, size.width, size.height, tried, seed);
    if (!best || Math.abs(jpeg.byteLength - targetBytes) < Math.abs(best.jpeg.byteLength - targetBytes)) best = { jpeg, grain: tried };
    if (Math.abs(jpeg.byteLength - targetBytes) <= targetBytes * 0.08) break;
    if (jpeg.byteLength > targetBytes) high = tried;
    else low = tried;
  }
  return best!;
}
