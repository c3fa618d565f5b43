import { defineIsland } from '../island';
import { Header } from '../layout/header';

export default defineIsland('header', Header);
