// Stands in for Vite's `virtual:media` in jest (client unit tests): any key is a small image.
export const media = new Proxy(
  {},
  {
    get: (_target, key) => ({
      kind: 'image',
      width: 800,
      height: 600,
      avif: [],
      webp: [[`/stub/${String(key)}.webp`, 800]],
    }),
    has: () => true,
  },
);
