// Fine line drawings for the procedure, blog and about media: a soft gradient ground in the
// practice's palette and a single gold line motif (a profile, an eye, lips, a silhouette…).
// Before/after illustrations draw the same motif twice with one parameter changed
// (k = 1 before, k = 0 after) and say so on the image: « Illustration ». They are honest
// placeholders, never photographs, until the practice drops in its own pictures.
// Soft radial gradients instead of blur filters keep rasterising at build time cheap.
import { PALETTES } from './art.mjs';

function random(seed) {
  let s = 7;
  for (const ch of String(seed)) s = (s * 31 + ch.charCodeAt(0)) >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const f = (n) => Number(n.toFixed(1));
const mix = (a, b, k) => a + (b - a) * k;

// ——— Motifs, drawn in their own box and returned with its size ———

/** A face in profile, looking left. Features listed in `change` are altered by k. */
function profile(k, change = []) {
  const has = (name) => (change.includes(name) ? k : 0);
  const nose = has('nose');
  const jaw = has('jaw');
  const chin = has('chin');
  const ear = has('ear');
  const brow = has('brow');
  return {
    box: [100, 124],
    strokes: [
      // Forehead, brow, nose, lips, chin and the line under the jaw down to the neck.
      `M 80 6 C 62 -2 41 6 37 ${f(24 + brow * 2)} C 35 33 ${f(37 - brow)} ${f(38 + brow * 2)} 34 43
       C ${f(mix(30, 25, nose))} ${f(mix(50, 44, nose))} ${f(mix(25, 22, nose))} ${f(mix(55, 51, nose))} 21 ${f(58 + nose)}
       C 19 61 24 63 30 62 C 29 64 27 65 26.5 68 C 26.5 69.5 28.5 70 28.5 71.5
       C 27 72.5 26 74 27 76.5 C 28 78 31 78.5 30.5 80.5
       C 30 82 ${f(27 + chin * 3)} 85 ${f(27 + chin * 3)} 88 C ${f(27 + chin * 3)} 91 ${f(28 + chin * 2)} 93 ${f(31 + chin * 2)} 94.5
       C ${f(38 + jaw * 2)} ${f(96 + jaw * 6)} ${f(48)} ${f(96 + jaw * 8)} ${f(57)} ${f(95 + jaw * 5)}
       C 59 103 60 112 62 124`,
      // Back of the head and neck.
      'M 80 6 C 95 14 99 40 91 60 C 86 71 81 80 81 92 C 81 104 84 114 88 124',
      // Ear.
      `M 63 ${f(50 - ear * 2)} C ${f(71 + ear * 5)} ${f(43 - ear * 3)} ${f(78 + ear * 6)} ${f(51)} ${f(75 + ear * 4)} 61
       C ${f(73 + ear * 3)} 67 69 68 66 72`,
      // Eye and brow.
      'M 40 46 Q 44 44 48 47',
      `M 37 ${f(39 + brow * 2)} Q 44 ${f(35 + brow * 3)} 51 ${f(39 + brow * 2)}`,
    ],
  };
}

/** A single eye and its brow, front view. */
function eye(k, change = []) {
  const lid = change.includes('lid') ? k : 0;
  const bag = change.includes('bag') ? k : 0;
  const brow = change.includes('brow') ? k : 0;
  const strokes = [
    `M 22 40 C 38 ${f(27 + lid * 2)} 62 ${f(25 + lid * 2)} 80 38`,
    'M 22 40 C 38 50 62 50 80 38',
    `M 20 ${f(33 + lid * 5)} C 36 ${f(19 + lid * 9)} 64 ${f(17 + lid * 9)} 84 ${f(32 + lid * 5)}`,
    'M 42 30 A 9 9 0 0 0 42 47 M 60 30 A 9 9 0 0 1 60 47',
  ];
  // A full, well-drawn brow after; a sparse, broken one before when the brow is the subject.
  if (brow) {
    strokes.push('M 16 20 C 26 15 34 12 42 12', 'M 56 11 C 66 11 76 13 86 19');
  } else {
    strokes.push('M 14 22 C 34 9 64 6 88 18', 'M 16 18 C 36 7 62 4 84 13');
  }
  if (bag > 0) strokes.push(`M 26 52 C 40 ${f(52 + bag * 10)} 62 ${f(52 + bag * 10)} 77 50`);
  return { box: [100, 64], strokes };
}

/** Lips, front view; v is the volume added after (1 - k). */
function lips(k) {
  const v = 1 - k;
  return {
    box: [100, 56],
    strokes: [
      `M 8 28 C 22 ${f(24 - v * 4)} 36 ${f(14 - v * 7)} 44 ${f(18 - v * 4)} C 47 ${f(19 - v * 3)} 53 ${f(19 - v * 3)} 56 ${f(18 - v * 4)}
       C 64 ${f(14 - v * 7)} 78 ${f(24 - v * 4)} 92 28`,
      'M 8 28 C 30 31 42 30 50 31 C 58 30 70 31 92 28',
      `M 8 28 C 26 ${f(36 + v * 7)} 40 ${f(40 + v * 9)} 50 ${f(40 + v * 9)} C 60 ${f(40 + v * 9)} 74 ${f(36 + v * 7)} 92 28`,
    ],
  };
}

/** A face, front view: wrinkles and hollows fade as k goes to 0. */
function face(k, change = []) {
  const lines = change.includes('lines') ? k : 0;
  const hollow = change.includes('hollow') ? k : 0;
  const sag = change.includes('sag') ? k : 0;
  const strokes = [
    `M 50 6 C 76 6 85 32 83 58 C ${f(81 + sag * 2)} ${f(84 + sag * 4)} ${f(66 + sag * 2)} ${f(108 + sag * 3)} 50 ${f(110 + sag * 2)}
     C ${f(34 - sag * 2)} ${f(108 + sag * 3)} ${f(19 - sag * 2)} ${f(84 + sag * 4)} 17 58 C 15 32 24 6 50 6 Z`,
    'M 28 48 Q 35 44 42 48 Q 35 51 28 48 Z',
    'M 58 48 Q 65 44 72 48 Q 65 51 58 48 Z',
    'M 26 40 Q 35 35 43 39 M 57 39 Q 65 35 74 40',
    'M 50 52 C 49 62 46 68 47 71 C 49 73 51 73 53 71',
    'M 40 84 C 45 81 55 81 60 84 C 55 88 45 88 40 84',
  ];
  if (lines > 0) {
    strokes.push(
      'M 34 22 Q 50 18 66 22',
      'M 36 28 Q 50 24 64 28',
      'M 47 36 L 48 42 M 53 36 L 52 42',
      'M 37 70 C 35 76 36 80 38 83 M 63 70 C 65 76 64 80 62 83',
      'M 21 46 L 17 44 M 21 50 L 16 50 M 79 46 L 83 44 M 79 50 L 84 50',
    );
  }
  if (hollow > 0) strokes.push('M 27 55 C 32 60 38 60 42 56 M 58 56 C 62 60 68 60 73 55');
  return { box: [100, 116], strokes };
}

/** A torso, front view; the waist and belly soften as k goes to 0. */
function torso(k, change = []) {
  const belly = change.includes('belly') ? k : 0;
  const arm = change.includes('arm') ? k : 0;
  const hip = change.includes('hip') ? k : 0;
  const side = (mirror) => {
    const x = (v) => f(mirror ? 100 - v : v);
    return `M ${x(31)} 0 C ${x(29)} 16 ${x(23)} 28 ${x(25)} 44 C ${x(26)} 54 ${x(29 - belly * 4)} 62 ${x(28 - belly * 6)} 72
      C ${x(25 - belly * 3)} 82 ${x(17 - hip * 3)} 92 ${x(19 - hip * 3)} 106 C ${x(20)} 116 ${x(25)} 124 ${x(27)} 132`;
  };
  const strokes = [side(false), side(true), 'M 49 80 Q 50 83 51 80'];
  strokes.push(`M 14 6 C ${f(7 - arm * 5)} 20 ${f(6 - arm * 6)} 36 ${f(9 - arm * 2)} 52`);
  strokes.push(`M 86 6 C ${f(93 + arm * 5)} 20 ${f(94 + arm * 6)} 36 ${f(91 + arm * 2)} 52`);
  if (belly > 0) strokes.push(`M 34 ${f(90)} C 42 ${f(92 + belly * 6)} 58 ${f(92 + belly * 6)} 66 90`);
  return { box: [100, 132], strokes };
}

/** A bust, front view; the breasts sit higher as k goes to 0 (v adds volume). */
function bust(k, change = []) {
  const drop = change.includes('lift') ? k : 0;
  const vol = change.includes('volume') ? 1 - k : 0;
  const flat = change.includes('flat') ? 1 - k : 0;
  const breast = (mirror) => {
    const x = (v) => f(mirror ? 100 - v : v);
    const low = 62 + drop * 12 + vol * 4 - flat * 8;
    const out = 16 - vol * 4 + flat * 4;
    return `M ${x(30)} 36 C ${x(out)} ${f(48 + drop * 6)} ${x(out + 2)} ${f(low + 6)} ${x(33)} ${f(low + 4)}
      C ${x(41)} ${f(low + 3)} ${x(46)} ${f(low - 3)} ${x(48)} ${f(low - 8)}`;
  };
  return {
    box: [100, 100],
    strokes: [
      'M 22 4 C 20 20 16 30 12 38 C 9 52 10 70 14 96',
      'M 78 4 C 80 20 84 30 88 38 C 91 52 90 70 86 96',
      'M 34 12 C 42 16 46 16 50 15 C 54 16 58 16 66 12',
      breast(false),
      breast(true),
    ],
  };
}

/**
 * A man's chest, front view: broad shoulders, straight flanks. With `flat`, the chest is
 * full and rounded below the pectorals at k = 1 (before) and flat at k = 0 (after).
 */
function chest(k, change = []) {
  const full = change.includes('flat') ? k : 0;
  const side = (mirror) => {
    const x = (v) => f(mirror ? 100 - v : v);
    return [
      `M ${x(42)} 0 C ${x(42)} 4 ${x(40)} 7 ${x(34)} 9 C ${x(24)} 12 ${x(12)} 12 ${x(7)} 18`,
      `M ${x(9)} 24 C ${x(10)} 44 ${x(14)} 62 ${x(17)} 78 C ${x(18)} 86 ${x(18)} 94 ${x(19)} 100`,
      `M ${x(20)} 30 C ${x(22)} ${f(42 + full * 10)} ${x(34)} ${f(48 + full * 12)} ${x(47)} ${f(42 + full * 8)}`,
      `M ${x(36)} ${f(41 + full * 8)} a 1.2 1.2 0 1 0 0.1 0`,
    ];
  };
  return {
    box: [100, 100],
    strokes: [...side(false), ...side(true), 'M 50 22 L 50 54', 'M 45 70 Q 50 72 55 70'],
  };
}

/** Hair seen from above the forehead: more strands as k goes to 0. */
function hair(k, change = []) {
  const beard = change.includes('beard');
  const count = Math.round(mix(18, 6, k));
  const rnd = random(`hair${k}${beard}`);
  const strokes = [];
  if (beard) {
    strokes.push('M 20 6 C 18 40 24 70 50 92 C 76 70 82 40 80 6', 'M 38 62 C 44 58 56 58 62 62');
    for (let i = 0; i < count; i++) {
      const t = (i + 0.5) / count;
      const a = Math.PI * (0.1 + 0.8 * t);
      const cx = 50 - Math.cos(a) * 28;
      const cy = 50 + Math.sin(a) * 30;
      strokes.push(`M ${f(cx)} ${f(cy - 6)} l ${f((rnd() - 0.5) * 3)} ${f(7 + rnd() * 4)}`);
    }
    return { box: [100, 96], strokes };
  }
  strokes.push('M 14 96 C 10 50 28 12 50 10 C 72 12 90 50 86 96');
  for (let i = 0; i < count; i++) {
    const x = 18 + (64 * (i + rnd() * 0.6)) / count;
    const sway = (rnd() - 0.5) * 14;
    strokes.push(
      `M ${f(x)} 22 C ${f(x + sway)} 44 ${f(x - sway)} 68 ${f(x + sway / 2)} ${f(86 + rnd() * 8)}`,
    );
  }
  return { box: [100, 100], strokes };
}

/** Light and drops (laser, skin care): concentric rings and a few drops. */
function light(k) {
  const strokes = [];
  for (let i = 0; i < 4; i++)
    strokes.push(
      `M 50 50 m -${10 + i * 12} 0 a ${10 + i * 12} ${10 + i * 12} 0 1 0 ${2 * (10 + i * 12)} 0 a ${10 + i * 12} ${10 + i * 12} 0 1 0 -${2 * (10 + i * 12)} 0`,
    );
  const drops = Math.round(mix(6, 2, k));
  for (let i = 0; i < drops; i++) {
    const a = (i / drops) * Math.PI * 2 + 0.4;
    const x = 50 + Math.cos(a) * 40;
    const y = 50 + Math.sin(a) * 40;
    strokes.push(
      `M ${f(x)} ${f(y - 5)} C ${f(x + 4)} ${f(y + 1)} ${f(x + 3)} ${f(y + 5)} ${f(x)} ${f(y + 5)} C ${f(x - 3)} ${f(y + 5)} ${f(x - 4)} ${f(y + 1)} ${f(x)} ${f(y - 5)} Z`,
    );
  }
  return { box: [100, 100], strokes };
}

const MOTIFS = { profile, eye, lips, face, torso, bust, chest, hair, light };

// ——— Composition ———

function ground({ width, height, palette, seed, dark }) {
  const [bg, soft, accent, deep] = PALETTES[palette] ?? PALETTES.ivory;
  const rnd = random(seed);
  const glows = Array.from({ length: 4 }, (_, i) => {
    const cx = f(rnd() * width);
    const cy = f(rnd() * height);
    const r = f((0.35 + rnd() * 0.35) * Math.max(width, height));
    const colour = [soft, accent, soft, deep][i];
    const opacity = [0.9, 0.28, 0.6, 0.16][i];
    return {
      def: `<radialGradient id="g${i}" cx="${cx}" cy="${cy}" r="${r}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
      rect: `<rect width="100%" height="100%" fill="url(#g${i})"/>`,
    };
  });
  const base = dark ? [PALETTES.night[0], PALETTES.night[1]] : [bg, soft];
  return {
    defs: `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${base[0]}"/><stop offset="1" stop-color="${base[1]}"/></linearGradient>${glows.map((g) => g.def).join('')}`,
    body: `<rect width="100%" height="100%" fill="url(#bg)"/>${glows.map((g) => g.rect).join('')}`,
    colours: { bg, soft, accent, deep },
  };
}

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * One illustration: ground, a motif (or none), fine arcs, an optional label.
 * `k` is 1 for « avant », 0 for « après » (default 0); `scale` sizes the motif (share of the height).
 */
export function lineArtSvg({
  width,
  height,
  palette = 'ivory',
  seed = 'x',
  motif,
  change = [],
  k = 0,
  scale = 0.68,
  offsetX = 0.5,
  dark = false,
  label,
  sublabel,
  tag,
}) {
  const { defs, body, colours } = ground({ width, height, palette, seed, dark });
  const ink = dark ? PALETTES.night[3] : colours.deep;
  const rnd = random(`${seed}-arcs`);
  const arcs = Array.from({ length: 2 }, (_, i) => {
    const r = f((0.42 + i * 0.14 + rnd() * 0.05) * Math.min(width, height));
    return `<circle cx="${f(width * (0.3 + rnd() * 0.4))}" cy="${f(height * (0.4 + rnd() * 0.2))}" r="${r}" fill="none" stroke="${dark ? PALETTES.night[3] : colours.accent}" stroke-opacity="${dark ? 0.22 : 0.3}" stroke-width="${f(Math.max(1, width / 1000))}"/>`;
  }).join('');
  let drawing = '';
  if (motif) {
    const { box, strokes } = MOTIFS[motif](k, change);
    const room = 2 * Math.min(offsetX, 1 - offsetX) * width * 0.9;
    const size = Math.min((height * scale) / box[1], Math.min(width * 0.8, room) / box[0]);
    const tx = width * offsetX - (box[0] * size) / 2;
    const ty = (height - box[1] * size) / 2;
    const stroke = f(Math.max(1.4, Math.min(width, height) / 260) / size);
    drawing = `<g transform="translate(${f(tx)} ${f(ty)}) scale(${f(size * 100) / 100})" fill="none" stroke="${ink}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">${strokes
      .map((d) => `<path d="${d.replace(/\s+/g, ' ').trim()}"/>`)
      .join('')}</g>`;
  }
  const small = Math.round(Math.min(width, height) / 34);
  const text = [];
  if (tag) {
    text.push(
      `<text x="${f(width / 2)}" y="${f(height - small * 1.6)}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${small}" letter-spacing="${f(small * 0.3)}" fill="${ink}" fill-opacity="0.75">${escape(tag.toUpperCase())}</text>`,
    );
  }
  if (label) {
    const big = Math.round(Math.min(width, height) / 10);
    text.push(
      `<text x="${f(width * 0.07)}" y="${f(height * 0.84)}" font-family="DejaVu Serif, Georgia, serif" font-size="${big}" fill="${dark ? '#f4ede4' : ink}">${escape(label)}</text>`,
    );
    if (sublabel) {
      text.push(
        `<text x="${f(width * 0.07)}" y="${f(height * 0.84 + big * 0.85)}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(big * 0.36)}" letter-spacing="3" fill="${dark ? '#f4ede4' : ink}">${escape(sublabel.toUpperCase())}</text>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>${defs}</defs>
  ${body}
  ${arcs}
  ${drawing}
  ${text.join('\n  ')}
</svg>
`;
}

/** A handwritten-looking signature stroke (also drawn live on the article pages). */
export const SIGNATURE_PATH =
  'M 18 62 C 22 40 30 22 34 20 C 38 18 34 44 30 60 C 28 68 26 70 24 66 C 40 30 70 24 66 48 C 63 66 42 74 30 66 M 72 60 C 74 50 78 44 82 44 C 86 44 82 54 86 54 C 92 54 96 40 100 42 M 112 60 C 118 30 128 16 132 22 C 136 30 124 56 124 64 C 132 50 140 44 146 48 C 150 52 142 62 148 62 C 156 62 160 50 166 50 C 172 50 168 62 174 62 C 182 62 188 46 196 46 C 204 46 200 60 208 60 C 220 60 236 50 252 44 M 40 80 C 90 74 160 72 240 70';

export function signatureSvg({ width = 520, height = 200, colour = '#8c6a34' } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 270 100">
  <rect width="100%" height="100%" fill="#fbf8f3"/>
  <path d="${SIGNATURE_PATH}" fill="none" stroke="${colour}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`;
}
