import type { IndustryPage } from '../types';
import { page as ecommerce } from './ecommerce';
import { page as professionalServices } from './professional-services';
import { page as restaurants } from './restaurants';
import { page as retail } from './retail';
import { page as skilledTrades } from './skilled-trades';
import { page as specialty } from './specialty';

/** The six industry pages, in the order of the Industries menu. */
export const industryPages: IndustryPage[] = [
  retail,
  restaurants,
  ecommerce,
  skilledTrades,
  professionalServices,
  specialty,
];
