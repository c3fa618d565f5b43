import { FeeCalculator } from '../components/fee-calculator';
import { defineIsland } from '../island';

export default defineIsland('fee-calculator', FeeCalculator);
