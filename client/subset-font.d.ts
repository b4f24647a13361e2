// The part of npm subset-font (no types of its own) that vite-fonts-plugin.mts uses.
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'sfnt'; variationAxes?: Record<string, Axis> },
  ): Promise<Buffer>;
}
