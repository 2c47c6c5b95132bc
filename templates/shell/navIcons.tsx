/** Icons a nav tree may name in its `icon` field. */
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import WebIcon from '@mui/icons-material/Web';
import ArticleIcon from '@mui/icons-material/Article';
import HistoryIcon from '@mui/icons-material/History';
import CodeIcon from '@mui/icons-material/Code';

const NAV_ICONS: Record<string, ComponentType<SvgIconProps>> = {
  WebIcon,
  ArticleIcon,
  HistoryIcon,
  CodeIcon,
};

/** The icon component for a nav entry's icon name, or null when the name is unknown. */
export function navIcon(name: string): ComponentType<SvgIconProps> | null {
  return NAV_ICONS[name] ?? null;
}

export const KNOWN_NAV_ICONS = Object.keys(NAV_ICONS);
