import jsQR from 'jsqr';

/**
 * Reads a QR code from one camera frame (RGBA pixels), for browsers without BarcodeDetector.
 * jsQR is plain JavaScript: the same code runs in Node for the tests. It is loaded only by the
 * scanner, when the browser has no detector of its own.
 */
export function decodeQrFrame(frame: {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}): string | null {
  const found = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
  return found?.data || null;
}
