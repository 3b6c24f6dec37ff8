/** The part of subset-font's API the build uses (the package ships no types). */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    preserveNameIds?: number[];
    noLayoutClosure?: boolean;
  }
  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetOptions): Promise<Buffer>;
}
