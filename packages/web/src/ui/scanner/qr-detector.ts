import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

// The decoder's WebAssembly is served with the app, never fetched from a CDN.
prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });

export interface QrDetector {
  detect(source: HTMLVideoElement | ImageBitmap | HTMLCanvasElement): Promise<{ rawValue: string }[]>;
}

type NativeDetectorClass = { new (o: { formats: string[] }): QrDetector; getSupportedFormats(): Promise<string[]> };

/**
 * A QR reader: the browser's own Barcode Detection API where it reads QR codes (Chrome on
 * Android), else ZXing-C++ compiled to WebAssembly through the same API.
 */
export async function qrDetector(): Promise<QrDetector> {
  const native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (native && (await native.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) return new native({ formats: ['qr_code'] });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
