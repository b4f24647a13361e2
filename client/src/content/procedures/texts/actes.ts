import type { ProcedureContent } from '../types';
import epilationLaser from './actes/epilation-laser';
import hydrafacial from './actes/hydrafacial';
import mesotherapie from './actes/mesotherapie';

/**
 * Procedures outside the categories: the /actes pages (Épilation laser, HydraFacial) and La mésothérapie.
 * One file each (named after the page's slug), so that a page loads its own text only.
 */
export const actesTexts: Record<string, ProcedureContent> = {
  'Épilation laser': epilationLaser,
  HydraFacial: hydrafacial,
  'La mésothérapie': mesotherapie,
};
