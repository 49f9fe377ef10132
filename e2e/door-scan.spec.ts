import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { expect, test } from '@playwright/test';
import { book, hostedEvent } from './ticket-helpers';
import { expectAccessible, signUpWithSpace, visit } from './support';

/** A camera that films one QR code: a y4m file Chromium plays as its fake camera. */
const FAKE_CAMERA = path.join(
  os.tmpdir(),
  `kindred-e2e-camera-${process.env.E2E_PORT ?? 4173}.y4m`,
);

async function writeFakeCamera(text: string) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = 480;
  const modules = qr.modules.size + 8;
  const scale = Math.floor(size / modules);
  const offset = Math.floor((size - modules * scale) / 2) + 4 * scale;
  const luma = Buffer.alloc(size * size, 235);
  for (let y = 0; y < qr.modules.size; y++)
    for (let x = 0; x < qr.modules.size; x++)
      if (qr.modules.get(y, x))
        for (let dy = 0; dy < scale; dy++)
          luma.fill(
            16,
            (offset + y * scale + dy) * size + offset + x * scale,
            (offset + y * scale + dy) * size + offset + (x + 1) * scale,
          );
  const chroma = Buffer.alloc((size / 2) * (size / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  await writeFile(
    FAKE_CAMERA,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${size} H${size} F10:1 Ip A1:1 C420jpeg\n`),
      ...Array.from({ length: 10 }, () => frame),
    ]),
  );
}

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${FAKE_CAMERA}`,
    ],
  },
});

test('a door person scans a guest’s QR code with the camera and checks them in', async ({
  page,
  baseURL,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  await signUpWithSpace(page.request, 'Sam Door', `sam-${stamp}`);
  const event = await hostedEvent(page.request, `Gong Bath ${stamp}`);
  const booked = await book(baseURL, event.id, event.freeId, 'Ivy Stone');
  await writeFakeCamera(`${baseURL}/t/${booked.tickets[0]!.code}`);

  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, `/host-dashboard/events/${event.id}/check-in`);
  await page.getByRole('button', { name: 'Scan a QR code' }).click();
  await expect(page.getByText('Checked in: Ivy Stone')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('list', { name: 'Guests, by name' })).toContainText(
    /Checked in at \d{2}:\d{2}/,
  );
  // The code, still in front of the camera, is read once: no "Already checked in".
  await page.waitForTimeout(1500);
  await expect(page.getByText('Checked in: Ivy Stone')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('scanning-390.png') });
  await page.getByRole('button', { name: 'Stop scanning' }).click();
  await expect(page.getByRole('button', { name: 'Scan a QR code' })).toBeVisible();
});
