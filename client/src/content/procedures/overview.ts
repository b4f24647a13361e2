/** The 16 interventions of /chirurgies, in display order (the first is selected by default). */
export const overviewProcedures: string[] = [
  'Rhinoplastie',
  'Blépharoplastie',
  'Lifting cervicofacial',
  'Otoplastie',
  'Génioplastie',
  'Lipofilling du visage',
  'Lifting endoscopique',
  'Abdominoplastie',
  'Liposuccion',
  'Lifting des cuisses',
  'Lifting des bras',
  'Brazilian Butt Lift',
  'Lipofilling des seins',
  'Augmentation mammaire',
  'Lifting mammaire',
  'La gynécomastie',
];
