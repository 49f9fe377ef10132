import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { ticketCodeFrom } from '@shared/tickets/host-order-schemas';
import { decodeQrFrame } from './qr-frame';

/** A QR code drawn as a camera would see it: dark modules on white, a quiet zone, RGBA pixels. */
function frameOf(text: string, scale = 6, margin = 4) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const width = (size + margin * 2) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      if (!qr.modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const i = (((y + margin) * scale + dy) * width + (x + margin) * scale + dx) * 4;
          data[i] = data[i + 1] = data[i + 2] = 0;
        }
    }
  return { data, width, height: width };
}

describe('reading a ticket’s QR code from a camera frame', () => {
  it('finds the ticket’s address, and its code in it', () => {
    const code = 'aB3_-xYz0123456789QWer';
    const read = decodeQrFrame(frameOf(`https://kindred.example/t/${code}`));
    expect(read).toBe(`https://kindred.example/t/${code}`);
    expect(ticketCodeFrom(read!)).toBe(code);
  });

  it('answers null for a frame without a code', () => {
    const blank = { data: new Uint8ClampedArray(200 * 200 * 4).fill(255), width: 200, height: 200 };
    expect(decodeQrFrame(blank)).toBeNull();
  });
});
