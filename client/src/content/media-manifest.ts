import 'virtual:media/actes';
import 'virtual:media/categories';
import 'virtual:media/procedures';
import { hasMedia } from '../lib/media';

/**
 * Which image or video each procedure and category shows (the article covers are in
 * content/blog/covers.ts, the about page's media in content/about-media.ts: a page loads only
 * the media entries of the keys its modules name, see client/vite-media-plugin.mts).
 * Values are media keys: a path under client/media/ without its extension. To show the
 * practice's own photos, replace a file under the same name (see docs/media.md), or add a
 * key here (e.g. a before/after pair for a procedure that has none yet): components read only
 * this manifest, so nothing else needs to change.
 */

/** An image of a gallery, with the text read to visitors who cannot see it. */
export interface GalleryImage {
  key: string;
  alt: string;
}

export interface ProcedureMedia {
  /** Tile of the procedure grids. */
  thumbnail: string;
  /** Before/after pair: the comparison slider appears only when both exist. */
  before?: string;
  after?: string;
  /** True while the pair (and gallery) are drawn illustrations, not photographs of patients. */
  illustration?: boolean;
  gallery: GalleryImage[];
}

/** Shown under a before/after pair that is still drawn (`illustration`). */
export const ILLUSTRATION_CAPTION =
  'Illustrations indicatives\u00a0: ce ne sont pas des photographies de patients.';

export interface CategoryMedia {
  /** Still image: social card and category cards. */
  background: string;
  /** Looping hero video; its poster is the key followed by "-poster". */
  video: string;
  poster: string;
}

interface DrawnMedia {
  folder: string;
  pair?: boolean;
  gallery?: number | string[];
  photographs?: boolean;
}

/** The keys of one procedure folder (`procedures/<dir>` or `actes/<dir>`): vignette, avant, apres, galerie-<n>. */
function drawn(name: string, options: DrawnMedia): ProcedureMedia {
  const { folder } = options;
  const gallery =
    typeof options.gallery === 'number'
      ? Array.from({ length: options.gallery }, (_, i) => `${folder}/galerie-${i + 1}`)
      : (options.gallery ?? []);
  return {
    thumbnail: `${folder}/vignette`,
    ...(options.pair ? { before: `${folder}/avant`, after: `${folder}/apres` } : {}),
    // Drawn placeholders say so under the slider; set `photographs: true` once real photos are in.
    illustration: !options.photographs,
    gallery: gallery.map((key, i) => ({
      key,
      alt: `${name} : ${options.photographs ? 'photographie' : 'illustration'} ${i + 1} sur ${gallery.length}`,
    })),
  };
}

const genioplastieGallery = [
  'categories/genioplastie/1',
  'categories/genioplastie/2',
  'categories/genioplastie/3',
  'categories/genioplastie/4',
];

/**
 * Procedure name (as in content/procedures) → the folder of its media and what it holds:
 * `pair` (avant/apres), `gallery` (number of galerie-<n> images, or their keys),
 * `photographs` (true once the drawings are replaced by real photos). "Le PRP" has none yet.
 */
const procedures: Record<string, DrawnMedia> = {
  // Visage
  Rhinoplastie: { folder: 'procedures/rhinoplastie', pair: true, gallery: 3 },
  Blépharoplastie: { folder: 'procedures/blepharoplastie', pair: true, gallery: 2 },
  'Lifting cervicofacial': { folder: 'procedures/lifting-cervicofacial', pair: true, gallery: 1 },
  Otoplastie: { folder: 'procedures/otoplastie' },
  Génioplastie: { folder: 'procedures/genioplastie', pair: true, gallery: genioplastieGallery },
  'Lipofilling du visage': { folder: 'procedures/lipofilling-visage', pair: true },
  'Lifting endoscopique': { folder: 'procedures/lifting-endoscopique' },
  'Lifting temporal': { folder: 'procedures/lifting-temporal' },
  // Silhouette
  Abdominoplastie: { folder: 'procedures/abdominoplastie', pair: true, gallery: 1 },
  Liposuccion: { folder: 'procedures/liposuccion', pair: true, gallery: 2 },
  'Lifting des cuisses': { folder: 'procedures/lifting-cuisses' },
  'Lifting des bras': { folder: 'procedures/lifting-bras' },
  'Brazilian Butt Lift': { folder: 'procedures/brazilian-butt-lift', pair: true },
  Bodylift: { folder: 'procedures/bodylift' },
  'Mini-abdominoplastie': { folder: 'procedures/mini-abdominoplastie' },
  'Lipofilling des fesses': { folder: 'procedures/lipofilling-fesses' },
  Liposculpture: { folder: 'procedures/liposculpture', pair: true },
  'Lifting du dos': { folder: 'procedures/lifting-dos' },
  // Seins
  'Augmentation mammaire': { folder: 'procedures/augmentation-mammaire', pair: true, gallery: 2 },
  'Lifting mammaire': { folder: 'procedures/lifting-mammaire', pair: true },
  'Lipofilling des seins': { folder: 'procedures/lipofilling-seins' },
  'La gynécomastie': { folder: 'procedures/gynecomastie', pair: true },
  // Médecine esthétique
  Botox: { folder: 'procedures/botox', pair: true, gallery: 2 },
  'Rhinoplastie médicale': { folder: 'procedures/rhinoplastie-medicale' },
  'Comblement des cernes': { folder: 'procedures/comblement-cernes', pair: true },
  'Comblement des lèvres': { folder: 'procedures/comblement-levres', pair: true, gallery: 1 },
  'Fils tenseurs': { folder: 'procedures/fils-tenseurs' },
  'Refresh Face': { folder: 'procedures/refresh-face' },
  'La mésothérapie': { folder: 'procedures/mesotherapie' },
  // Greffe de cheveux
  'Greffe de cheveux homme': { folder: 'procedures/greffe-cheveux-homme', pair: true, gallery: 2 },
  'Greffe de cheveux femme': { folder: 'procedures/greffe-cheveux-femme' },
  'Greffe de barbe': { folder: 'procedures/greffe-barbe', pair: true },
  'Greffe de sourcils': { folder: 'procedures/greffe-sourcils', pair: true },
  // Actes
  'Épilation laser': { folder: 'actes/epilation-laser', gallery: 2 },
  HydraFacial: { folder: 'actes/hydrafacial', gallery: 1 },
};

/**
 * The keys named by the procedures above that have no file, as « name : key, key ». They are
 * put together from each folder's name (`${folder}/vignette`), so the build cannot read them in
 * this file's text: the server-side entry checks them when the prerender loads it, so a file
 * missing from a folder stops the build. The browser's code never calls it (it is left out).
 */
export function missingProcedureMedia(): string[] {
  return Object.entries(procedures).flatMap(([name, options]) => {
    const media = drawn(name, options);
    const keys = [media.thumbnail, media.before, media.after, ...media.gallery.map((image) => image.key)];
    const missing = keys.filter((key): key is string => key !== undefined && !hasMedia(key));
    return missing.length > 0 ? [`${name} : ${missing.join(', ')}`] : [];
  });
}

/** Category key (as in content/procedures/categories.ts) → its media. */
export const categoryMedia: Record<string, CategoryMedia> = {
  visage: {
    background: 'categories/visage',
    video: 'categories/visage-video',
    poster: 'categories/visage-video-poster',
  },
  silhouette: {
    background: 'categories/silhouette',
    video: 'categories/silhouette-video',
    poster: 'categories/silhouette-video-poster',
  },
  seins: {
    background: 'categories/seins',
    video: 'categories/seins-video',
    poster: 'categories/seins-video-poster',
  },
  'medecine-esthetique': {
    background: 'categories/medecine-esthetique',
    video: 'categories/medecine-esthetique-video',
    poster: 'categories/medecine-esthetique-video-poster',
  },
  'greffe-cheveux': {
    background: 'categories/greffe-cheveux',
    video: 'categories/greffe-cheveux-video',
    poster: 'categories/greffe-cheveux-video-poster',
  },
  Génioplastie: {
    background: 'categories/genioplastie',
    video: 'categories/genioplastie-video',
    poster: 'categories/genioplastie-video-poster',
  },
};

/** The media of a procedure, or undefined ("Le PRP", unknown names). */
export function getProcedureMedia(name: string | undefined): ProcedureMedia | undefined {
  if (!name) return undefined;
  return Object.hasOwn(procedures, name) ? drawn(name, procedures[name]) : undefined;
}

/** Every procedure name that has media. */
export function procedureMediaNames(): string[] {
  return Object.keys(procedures);
}
