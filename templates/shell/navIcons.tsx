/** Icons a nav tree may name in its `icon` field. An unknown name is a content error (see validateNavIcons). */
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AddIcon from '@mui/icons-material/Add';
import ArticleIcon from '@mui/icons-material/Article';
import BookIcon from '@mui/icons-material/Book';
import CodeIcon from '@mui/icons-material/Code';
import ColorLensIcon from '@mui/icons-material/ColorLens';
import CreateIcon from '@mui/icons-material/Create';
import DescriptionIcon from '@mui/icons-material/Description';
import ExperimentIcon from '@mui/icons-material/Science';
import HistoryIcon from '@mui/icons-material/History';
import ReaderIcon from '@mui/icons-material/ChromeReaderMode';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import VisibilityIcon from '@mui/icons-material/Visibility';
import WebIcon from '@mui/icons-material/Web';

const NAV_ICONS: Record<string, ComponentType<SvgIconProps>> = {
  AddIcon,
  ArticleIcon,
  BookIcon,
  CodeIcon,
  ColorLensIcon,
  CreateIcon,
  DescriptionIcon,
  ExperimentIcon,
  HistoryIcon,
  ReaderIcon,
  ToggleOnIcon,
  VisibilityIcon,
  WebIcon,
};

/** The icon component for a nav entry's icon name, or null when the name is unknown. */
export function navIcon(name: string): ComponentType<SvgIconProps> | null {
  return NAV_ICONS[name] ?? null;
}

export const KNOWN_NAV_ICONS = Object.keys(NAV_ICONS);
