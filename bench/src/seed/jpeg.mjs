// JPEG files made with sharp (the server's own copy): small "paintings" for the seeded gallery, and a
// camera-sized photo of a chosen byte size for the upload benchmark.
import { sharp } from '../lib/server-deps.mjs';
import { randomFor } from './words.mjs';

const PALETTES = [
  ['#1d3557', '#457b9d', '#a8dadc', '#f1faee', '#e63946'],
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
  ['#3d405b', '#81b29a', '#f2cc8f', '#e07a5f', '#f4f1de'],
  ['#22223b', '#4a4e69', '#9a8c98', '#c9ada7', '#f2e9e4'],
  ['#003049', '#d62828', '#f77f00', '#fcbf49', '#eae2b7'],
  ['#283618', '#606c38', '#fefae0', '#dda15e', '#bc6c25'],
];

/** An abstract composition (gradient ground, soft discs and bands) as a JPEG, like a photographed canvas. */
export function paintingJpeg({ index, width = 1600, height = 1200 }) {
  const random = randomFor(`painting-${index}`);
  const colors = PALETTES[index % PALETTES.length];
  const pick = () => colors[Math.floor(random() * colors.length)];
  const shapes = Array.from({ length: 14 }, () => {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const r = Math.round(60 + random() * 320);
    return random() < 0.6
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${pick()}" opacity="${(0.35 + random() * 0.5).toFixed(2)}"/>`
      : `<rect x="${x - r}" y="${y - r / 4}" width="${r * 2}" height="${r / 2}" fill="${pick()}" opacity="0.6" transform="rotate(${Math.round(random() * 90 - 45)} ${x} ${y})"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[3]}"/>
  </linearGradient><filter id="b"><feGaussianBlur stdDeviation="6"/></filter></defs>
  <rect width="100%" height="100%" fill="url(#g)"/><g filter="url(#b)">${shapes.join('')}</g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 86 }).toBuffer();
}

/**
 * A camera-like photo (12 MP: a gradient with sensor-like grain) whose JPEG is within 10% of `targetBytes`;
 * the grain strength is searched so the file size, not the pixel count, is what the caller chooses.
 */
export async function photoJpeg({ targetBytes, width = 4000, height = 3000 }) {
  const random = randomFor('photo');
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = Math.floor(random() * 256);
  let low = 0;
  let high = 64;
  let best;
  for (let step = 0; step < 8; step += 1) {
    const grain = (low + high) / 2;
    const jpeg = await grainy({ width, height, noise, grain });
    if (!best || Math.abs(jpeg.length - targetBytes) < Math.abs(best.length - targetBytes)) best = jpeg;
    if (Math.abs(jpeg.length - targetBytes) < targetBytes * 0.1) break;
    if (jpeg.length < targetBytes) low = grain;
    else high = grain;
  }
  return best;
}

async function grainy({ width, height, noise, grain }) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const base = [60 + (140 * x) / width, 90 + (100 * y) / height, 160 - (80 * x) / width];
      for (let c = 0; c < 3; c += 1) {
        const value = base[c] + ((noise[i + c] - 128) * grain) / 128;
        pixels[i + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}
