import sharp from 'sharp';

/** A real JPEG of the given size; with `gps` it carries an EXIF GPS block and orientation 6 (rotated). */
export async function makeJpeg(
  width: number,
  height: number,
  options: { gps?: boolean; rotated?: boolean } = {},
): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } }).jpeg({
    quality: 80,
  });
  if (options.gps || options.rotated) {
    image = image.withExif({
      IFD0: { Make: 'TestCam', Model: 'GPS-1' },
      ...(options.gps
        ? {
            IFD3: {
              GPSLatitudeRef: 'N',
              GPSLatitude: '48/1 51/1 24/1',
              GPSLongitudeRef: 'E',
              GPSLongitude: '2/1 21/1 3/1',
            },
          }
        : {}),
    });
    if (options.rotated) image = image.withMetadata({ orientation: 6 });
  }
  return image.toBuffer();
}

export function makePng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** Random bytes make a JPEG that does not compress, for size-limit tests. */
export function makeNoisyJpeg(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

export function form(
  fields: Record<string, string>,
  files: { name: string; data: Buffer; type?: string }[] = [],
  fileField = 'images',
): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const file of files)
    body.append(
      fileField,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.name,
    );
  return body;
}
