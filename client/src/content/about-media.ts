import 'virtual:media/about';

/** Which image or video the about pages show (keys: paths under client/media/ without extension). */

/** About page: hero, the « Le Cabinet » video, the signature and the five theme images. */
export const aboutMedia = {
  hero: 'about/hero',
  cabinetVideo: 'about/cabinet',
  cabinetPoster: 'about/cabinet-poster',
  /**
   * True while the « Le Cabinet » film is the generated loop of soft light: the page draws the
   * room over it and labels it « Illustration ». Set to false once the practice's own film
   * replaces about/cabinet.webm, .mp4 and the poster.
   */
  cabinetIllustration: true,
  signature: 'about/signature',
  themes: {
    beaute: 'about/themes/beaute',
    elegance: 'about/themes/elegance',
    confiance: 'about/themes/confiance',
    rajeunissement: 'about/themes/rajeunissement',
    harmonie: 'about/themes/harmonie',
  },
} as const;
