// Reads QR codes from camera frames: the browser's BarcodeDetector where it has one (it
// runs natively), otherwise jsQR (plain JavaScript, loaded only when a scan starts).

type Decoder = (frame: HTMLCanvasElement) => Promise<string | null>;

type NativeDetector = { detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>> };
type DetectorClass = {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
};

async function nativeDecoder(): Promise<Decoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

async function scriptDecoder(): Promise<Decoder> {
  const { default: jsQR } = await import('jsqr');
  return async (frame) => {
    const context = frame.getContext('2d', { willReadFrequently: true })!;
    const image = context.getImageData(0, 0, frame.width, frame.height);
    return (
      jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null
    );
  };
}

export async function createQrDecoder(): Promise<Decoder> {
  return (await nativeDecoder()) ?? scriptDecoder();
}
