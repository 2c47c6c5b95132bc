/**
 * Icons named as Starlight names them (`<Icon name="rocket" />`, `<Card icon="star">`), drawn with Material icons.
 * Starlight's set mixes interface glyphs, brands and file types; a name without a close Material equivalent is drawn
 * as a generic shape with the name as its label, never as an empty box.
 */
import * as React from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AddDocument from '@mui/icons-material/NoteAddOutlined';
import Apple from '@mui/icons-material/Apple';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowForward from '@mui/icons-material/ArrowForward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Category from '@mui/icons-material/CategoryOutlined';
import ChatBubble from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Check from '@mui/icons-material/Check';
import CheckCircle from '@mui/icons-material/CheckCircleOutlineOutlined';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import CloudDownload from '@mui/icons-material/CloudDownloadOutlined';
import Description from '@mui/icons-material/DescriptionOutlined';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/EditOutlined';
import Email from '@mui/icons-material/EmailOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Extension from '@mui/icons-material/ExtensionOutlined';
import Facebook from '@mui/icons-material/Facebook';
import Favorite from '@mui/icons-material/FavoriteBorder';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import Forum from '@mui/icons-material/ForumOutlined';
import GitHub from '@mui/icons-material/GitHub';
import Info from '@mui/icons-material/InfoOutlined';
import Instagram from '@mui/icons-material/Instagram';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Laptop from '@mui/icons-material/LaptopOutlined';
import LightMode from '@mui/icons-material/LightModeOutlined';
import LinkedIn from '@mui/icons-material/LinkedIn';
import Menu from '@mui/icons-material/Menu';
import MenuBook from '@mui/icons-material/MenuBookOutlined';
import DarkMode from '@mui/icons-material/DarkModeOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Phone from '@mui/icons-material/PhoneOutlined';
import Pinterest from '@mui/icons-material/Pinterest';
import Reddit from '@mui/icons-material/Reddit';
import RocketLaunch from '@mui/icons-material/RocketLaunchOutlined';
import RssFeed from '@mui/icons-material/RssFeed';
import Search from '@mui/icons-material/Search';
import Settings from '@mui/icons-material/SettingsOutlined';
import Shuffle from '@mui/icons-material/Shuffle';
import Star from '@mui/icons-material/StarBorderRounded';
import Telegram from '@mui/icons-material/Telegram';
import Terminal from '@mui/icons-material/Terminal';
import Translate from '@mui/icons-material/Translate';
import ViewSidebar from '@mui/icons-material/ViewSidebarOutlined';
import Warning from '@mui/icons-material/WarningAmberOutlined';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';

type IconComponent = React.ComponentType<SvgIconProps>;

/** Starlight's icon names (those with a fitting Material icon) and what draws them. */
const STARLIGHT_ICONS: Record<string, IconComponent> = {
  'up-caret': KeyboardArrowUp,
  'down-caret': KeyboardArrowDown,
  'right-caret': ChevronRight,
  'left-caret': ChevronLeft,
  'up-arrow': ArrowUpward,
  'down-arrow': ArrowDownward,
  'right-arrow': ArrowForward,
  'left-arrow': ArrowBack,
  bars: Menu,
  translate: Translate,
  pencil: Edit,
  pen: Edit,
  document: Description,
  'add-document': AddDocument,
  setting: Settings,
  external: OpenInNew,
  download: Download,
  'cloud-download': CloudDownload,
  moon: DarkMode,
  sun: LightMode,
  laptop: Laptop,
  'open-book': MenuBook,
  information: Info,
  magnifier: Search,
  close: Close,
  error: ErrorIcon,
  warning: Warning,
  'approve-check-circle': CheckCircle,
  'approve-check': Check,
  rocket: RocketLaunch,
  star: Star,
  puzzle: Extension,
  'list-format': FormatListBulleted,
  random: Shuffle,
  comment: ChatBubble,
  'comment-alt': Forum,
  heart: Favorite,
  starlight: AutoAwesome,
  'right-sidebar': ViewSidebar,
  terminal: Terminal,
  github: GitHub,
  'x.com': X,
  twitter: X,
  linkedin: LinkedIn,
  youtube: YouTube,
  facebook: Facebook,
  instagram: Instagram,
  telegram: Telegram,
  reddit: Reddit,
  pinterest: Pinterest,
  rss: RssFeed,
  email: Email,
  phone: Phone,
  apple: Apple,
};

/** The icon drawn for `name`: its Material equivalent, a document for Seti's file-type icons, else a generic shape. */
function iconFor(name: string): IconComponent {
  return STARLIGHT_ICONS[name] ?? (name.startsWith('seti:') ? Description : Category);
}

export interface CompatIconProps {
  name: string;
  /** Read out in place of the icon; without it the icon is decoration. */
  label?: string;
  size?: string;
  color?: string;
  className?: string;
}

/** A Starlight icon by name, sized by the text around it unless `size` says otherwise. */
export function CompatIcon({ name, label, size, color, className }: CompatIconProps) {
  const Drawn = iconFor(name);
  return (
    <Drawn
      fontSize="inherit"
      className={['compat-icon', className].filter(Boolean).join(' ')}
      data-icon={name}
      titleAccess={label}
      aria-hidden={label ? undefined : true}
      style={{ width: size, height: size, color }}
    />
  );
}
