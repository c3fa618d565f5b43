import { defineIsland } from '../island';
import { Header } from '../layout/header';

// Its menus work as HTML; what hydrating adds (closing on Escape or outside) matters once someone uses them.
export default defineIsland('header', Header, { when: 'interaction' });
