// The camera of the QR scanner: starts while `active`, reads a frame four times a second,
// and stops (every track, so the camera light goes off) when a code is found, when the
// scanner closes or when the component goes away.
import { useEffect, useRef, useState } from 'react';
import { createQrDecoder } from './qr-decoder';

/** Four frames a second: quick to find a code, light on a phone's battery. */
const SCAN_INTERVAL_MS = 250;

type Handlers = {
  /** A decoded text; return true to stop scanning (it was the code we wanted). */
  onText(text: string): boolean;
  /** The camera could not start: the error's reason, as the browser gave it. */
  onFailure(reason: string): void;
};

function drawFrame(view: HTMLVideoElement, canvas: HTMLCanvasElement) {
  canvas.width = view.videoWidth;
  canvas.height = view.videoHeight;
  canvas.getContext('2d', { willReadFrequently: true })!.drawImage(view, 0, 0);
}

export function useQrCamera(active: boolean, handlers: Handlers) {
  const video = useRef<HTMLVideoElement>(null);
  const [scanning, setScanning] = useState(false);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    const stop = () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      if (video.current) video.current.srcObject = null;
      setScanning(false);
    };
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        const { message, name } = error as Error;
        return latest.current.onFailure(message || name || String(error));
      }
      if (stopped || !video.current) return stop();
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      setScanning(true);
      const decode = await createQrDecoder();
      const canvas = document.createElement('canvas');
      const tick = async () => {
        const view = video.current;
        if (stopped || !view) return;
        if (view.readyState >= 2 && view.videoWidth) {
          drawFrame(view, canvas);
          const text = await decode(canvas).catch(() => null);
          if (text && latest.current.onText(text)) return stop();
        }
        timer = window.setTimeout(() => void tick(), SCAN_INTERVAL_MS);
      };
      void tick();
    };
    void start();
    return stop;
  }, [active]);

  return { video, scanning };
}
