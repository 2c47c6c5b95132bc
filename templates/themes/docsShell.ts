/** The shell docsgen's themes share: the app bar, the product's navigation drawer, the settings drawer and the footer line. */
import { AppHeader } from '../shell/AppHeader.tsx';
import { NavDrawer } from '../shell/NavDrawer.tsx';
import { SettingsDrawer } from '../shell/SettingsDrawer.tsx';
import { SiteFooter } from '../shell/SiteFooter.tsx';
import type { DocsShell } from './types.ts';

export const DOCS_SHELL: DocsShell = { Header: AppHeader, Nav: NavDrawer, Settings: SettingsDrawer, Footer: SiteFooter };
