// Generated artwork for the site's placeholder media: soft abstract compositions in the
// practice's palette, optionally labelled. Deterministic from a seed, so regenerating gives
// the same files. Used by scripts/generate-media.mjs.

export const PALETTES = {
  ivory: ['#f6efe6', '#e8d8c3', '#c9a66b', '#8c6a34'],
  night: ['#14100e', '#2b211c', '#8c6a34', '#d2b47c'],
  rose: ['#f4e6e1', '#e2c2b8', '#b8877a', '#6e4a42'],
  sage: ['#eef0ea', '#cfd6c6', '#8d9c83', '#4d5a47'],
  sand: ['#f3ebe0', '#dcc7a8', '#b08a58', '#5b4630'],
  stone: ['#ecebe8', '#cdc8c1', '#8f877d', '#3f3a35'],
};

function random(seed) {
  let s = 0;
  for (const ch of String(seed)) s = (s * 31 + ch.charCodeAt(0)) >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An abstract composition. `t` (0..1) moves the shapes along closed paths, so frames
 * t=0 and t=1 match and a video made from them loops without a seam.
 */
export function abstractSvg({ width, height, palette = 'ivory', seed = 'x', label, sublabel, t = 0 }) {
  const [bg, soft, accent, deep] = PALETTES[palette] ?? PALETTES.ivory;
  const rnd = random(seed);
  const blobs = Array.from({ length: 5 }, (_, i) => {
    const cx = rnd() * width;
    const cy = rnd() * height;
    const r = (0.18 + rnd() * 0.3) * Math.max(width, height);
    const phase = rnd() * Math.PI * 2;
    const amp = 0.04 * Math.max(width, height);
    const x = cx + Math.cos(phase + t * Math.PI * 2) * amp;
    const y = cy + Math.sin(phase + t * Math.PI * 2) * amp;
    const colour = [soft, accent, deep, soft, accent][i];
    const opacity = [0.55, 0.35, 0.25, 0.45, 0.3][i];
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${colour}" opacity="${opacity}"/>`;
  }).join('');
  const arcs = Array.from({ length: 3 }, (_, i) => {
    const r = (0.25 + i * 0.12) * Math.min(width, height);
    const cx = width * (0.62 + 0.05 * Math.sin(t * Math.PI * 2 + i));
    const cy = height * 0.5;
    return `<circle cx="${cx.toFixed(1)}" cy="${cy}" r="${r.toFixed(1)}" fill="none" stroke="${accent}" stroke-opacity="0.45" stroke-width="${Math.max(1, width / 900).toFixed(2)}"/>`;
  }).join('');
  const blur = Math.round(Math.max(width, height) / 14);
  const fontSize = Math.round(Math.min(width, height) / 11);
  const dark = palette === 'night';
  const text = label
    ? `<g font-family="DejaVu Serif, Georgia, serif" fill="${dark ? '#f4ede4' : deep}">
        <text x="${width * 0.07}" y="${height * 0.86}" font-size="${fontSize}">${escape(label)}</text>
        ${sublabel ? `<text x="${width * 0.07}" y="${height * 0.86 + fontSize * 0.9}" font-size="${Math.round(fontSize * 0.42)}" font-family="DejaVu Sans, Arial, sans-serif" letter-spacing="3">${escape(sublabel.toUpperCase())}</text>` : ''}
      </g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur}"/></filter>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${soft}"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <g filter="url(#soft)">${blobs}</g>
  ${arcs}
  ${text}
</svg>
`;
}
