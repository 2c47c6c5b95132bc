/** The browser runtime every page loads: plain TypeScript for the shell controls, islands loaded only when needed. */
import { followModeChanges } from './shell/colorMode.ts';
import { mountModeToggle } from './shell/modeToggle.ts';
import { mountNavDrawer } from './shell/navDrawer.ts';
import { mountVersionsMenu } from './shell/versionsMenu.ts';
import { mountTocScrollSpy } from './shell/tocScrollSpy.ts';
import { mountIslands } from './islands/mountIslands.ts';

followModeChanges();
mountModeToggle();
mountNavDrawer();
mountVersionsMenu();
mountTocScrollSpy();
mountIslands();
