/**
 * Sub-path slugs of /medecine-esthetique/{slug} and /greffe-cheveux/{slug}, mapped to procedure names.
 * "Le PRP" (prp) has no entry in `procedureTexts`.
 */
export const procedureSlugs: Record<string, string> = {
  botox: 'Botox',
  'comblement-cernes': 'Comblement des cernes',
  'comblement-levres': 'Comblement des lèvres',
  'fils-tenseurs': 'Fils tenseurs',
  'rhinoplastie-medicale': 'Rhinoplastie médicale',
  prp: 'Le PRP',
  'refresh-face': 'Refresh Face',
  mesotherapie: 'La mésothérapie',
  homme: 'Greffe de cheveux homme',
  femme: 'Greffe de cheveux femme',
  barbe: 'Greffe de barbe',
  sourcils: 'Greffe de sourcils',
};
