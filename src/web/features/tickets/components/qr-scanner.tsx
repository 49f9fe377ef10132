import { CameraOff, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';

type ScannerState = 'starting' | 'scanning' | 'denied' | 'no-camera' | 'unsupported' | 'failed';

const PROBLEMS: Partial<Record<ScannerState, string>> = {
  denied:
    'Kindred isn’t allowed to use the camera. Allow camera access for this site in your browser’s settings, or find guests by name below.',
  'no-camera': 'No camera was found on this device. Find guests by name below.',
  unsupported:
    'This browser can’t use the camera here (it needs a secure https page). Find guests by name below.',
  failed:
    'The camera could not be started. Close other apps using it, or find guests by name below.',
};

/** The detector the browser has (Chrome on Android, Safari), if any. */
type Detector = { detect: (source: HTMLVideoElement) => Promise<Array<{ rawValue: string }>> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats?: () => Promise<string[]>;
};

/** A frame reader: BarcodeDetector where the browser has one, else jsQR (loaded only then). */
async function frameReader(video: HTMLVideoElement): Promise<() => Promise<string | null>> {
  const Native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  const formats = Native ? await Native.getSupportedFormats?.().catch(() => []) : [];
  if (Native && formats?.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async () => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { decodeQrFrame } = await import('../qr-frame');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  return async () => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!width || !height) return null;
    // A smaller copy reads as well and several times faster on a phone.
    const scale = Math.min(1, 640 / Math.max(width, height));
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return decodeQrFrame(context.getImageData(0, 0, canvas.width, canvas.height));
  };
}

function problemOf(error: unknown): ScannerState {
  const name = (error as { name?: string }).name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera';
  return 'failed';
}

/**
 * The door's camera: reads QR codes from the back camera and hands each new one to `onScan`
 * (a ticket held up in front of it is read once). Says clearly
 * when the camera is refused or missing. Loaded only when the door person opens it.
 */
export default function QrScanner({
  onScan,
  onClose,
}: {
  onScan: (text: string) => void;
  onClose: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScannerState>('starting');
  const latest = useRef(onScan);
  latest.current = onScan;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const last = { text: '', at: 0 };
    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setState('unsupported');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setState(problemOf(error));
        return;
      }
      if (stopped || !video.current) return stream.getTracks().forEach((t) => t.stop());
      video.current.srcObject = stream;
      try {
        await video.current.play();
        const read = await frameReader(video.current);
        if (stopped) return;
        setState('scanning');
        const tick = async () => {
          if (stopped) return;
          const text = await read().catch(() => null);
          const now = Date.now();
          // A code still in front of the camera is read once; shown again after it left the
          // frame for a moment, it is read again.
          if (text && (text !== last.text || now - last.at > 2000)) latest.current(text);
          if (text) {
            last.text = text;
            last.at = now;
          }
          timer = setTimeout(() => void tick(), 200);
        };
        void tick();
      } catch {
        if (!stopped) setState('failed');
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  const problem = PROBLEMS[state];
  return (
    <div className="grid gap-3">
      {problem ? (
        <p
          role="alert"
          className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <CameraOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {problem}
        </p>
      ) : (
        <div className="relative mx-auto w-full max-w-md overflow-hidden rounded-2xl bg-black">
          <video
            ref={video}
            muted
            playsInline
            aria-label="Camera view for scanning tickets"
            className="aspect-square w-full object-cover"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-[15%] rounded-2xl border-4 border-white/80"
          />
        </div>
      )}
      <p className="text-center text-ink-muted" aria-live="polite">
        {state === 'starting'
          ? 'Starting the camera…'
          : state === 'scanning'
            ? 'Hold the guest’s QR code inside the frame.'
            : ''}
      </p>
      <Button variant="outline" size="lg" className="justify-self-center" onClick={onClose}>
        <X aria-hidden="true" />
        {problem ? 'Close' : 'Stop scanning'}
      </Button>
    </div>
  );
}
