/**
 * What the header's native <details> menus (marked `data-menu`) lack, on every page from the
 * moment this script runs: Escape closes an open menu and gives focus back to its summary; a
 * press or focus outside a menu closes it; so does choosing one of its links (back from the next
 * page, the back/forward cache would otherwise show it still open). Opening and closing stay the
 * browser's, so the menus work before and without scripts. The listeners are the document's, so
 * no menu needs setting up.
 */
const openMenus = () => document.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]');

addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  for (const menu of openMenus()) {
    menu.open = false;
    menu.querySelector('summary')?.focus();
  }
});

const closeOutside = (event: Event) => {
  for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
};
addEventListener('pointerdown', closeOutside, { passive: true });
addEventListener('focusin', closeOutside);

addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('details[data-menu] a') : null;
  const menu = link?.closest('details');
  if (menu) menu.open = false;
});
