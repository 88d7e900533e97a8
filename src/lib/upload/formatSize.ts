/**
 * Human file sizes as the upload behaviour shows them: whole bytes, whole KB, MB with one
 * decimal and GB with two, trailing zero decimals dropped. The base is 1000 by default.
 */
import { defaultUploadLabels } from './labels';

export interface SizeLabels {
  bytes: string;
  kilobytes: string;
  megabytes: string;
  gigabytes: string;
  fileSizeNotAvailable: string;
}

const trimDecimals = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return String(Math.round(value * factor) / factor);
};

export function formatSize(
  bytes: number | null | undefined,
  base = 1000,
  labels: SizeLabels = defaultUploadLabels,
): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) {
    return labels.fileSizeNotAvailable;
  }
  const kilo = base;
  const mega = base * base;
  const giga = mega * base;
  if (bytes < kilo) return `${Math.round(bytes)} ${labels.bytes}`;
  if (bytes < mega) return `${Math.floor(bytes / kilo)} ${labels.kilobytes}`;
  if (bytes < giga) return `${trimDecimals(bytes / mega, 1)} ${labels.megabytes}`;
  return `${trimDecimals(bytes / giga, 2)} ${labels.gigabytes}`;
}
