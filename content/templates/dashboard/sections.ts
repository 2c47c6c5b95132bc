import type SvgIcon from '@mui/material/SvgIcon';
import AnalyticsRounded from '@mui/icons-material/AnalyticsRounded';
import AssignmentRounded from '@mui/icons-material/AssignmentRounded';
import HelpRounded from '@mui/icons-material/HelpRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import PeopleRounded from '@mui/icons-material/PeopleRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';

type Icon = typeof SvgIcon;

/** The places the side menu leads to; only Home has content in this template. */
export const MAIN_SECTIONS = [
  { name: 'Home', icon: HomeRounded },
  { name: 'Analytics', icon: AnalyticsRounded },
  { name: 'Clients', icon: PeopleRounded },
  { name: 'Tasks', icon: AssignmentRounded },
] as const satisfies ReadonlyArray<{ name: string; icon: Icon }>;

export const SECONDARY_SECTIONS = [
  { name: 'Settings', icon: SettingsRounded },
  { name: 'About', icon: InfoRounded },
  { name: 'Feedback', icon: HelpRounded },
] as const satisfies ReadonlyArray<{ name: string; icon: Icon }>;

export type Section = (typeof MAIN_SECTIONS)[number]['name'] | (typeof SECONDARY_SECTIONS)[number]['name'];
