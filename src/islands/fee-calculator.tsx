import { FeeCalculator } from '../components/fee-calculator';
import { defineIsland } from '../browser/island';

export default defineIsland('fee-calculator', FeeCalculator);
