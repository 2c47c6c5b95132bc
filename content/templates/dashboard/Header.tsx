import * as React from 'react';
import Badge from '@mui/material/Badge';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CalendarTodayRounded from '@mui/icons-material/CalendarTodayRounded';
import NavigateNextRounded from '@mui/icons-material/NavigateNextRounded';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import ColorModeToggle from '../shared/ColorModeToggle.tsx';
import { DAY_LABELS, RANGES, type Range } from './data.ts';
import type { Section } from './sections.ts';

const NOTIFICATIONS = [
  { title: 'Weekly report is ready', detail: 'Sessions grew 8% on the week before.' },
  { title: 'Careers page went offline', detail: 'It returned a 503 for 4 minutes.' },
];

interface HeaderProps {
  section: Section;
  onHome: () => void;
  range: Range;
  onRangeChange: (range: Range) => void;
  query: string;
  onQueryChange: (query: string) => void;
}

/** Notifications behind a bell; opening them marks them read, which clears the dot on the bell. */
function NotificationsButton() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [unread, setUnread] = React.useState(true);
  const menuId = React.useId();

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          size="small"
          aria-label={unread ? 'Notifications, 2 unread' : 'Notifications'}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setUnread(false);
          }}
        >
          <Badge color="error" variant="dot" invisible={!unread}>
            <NotificationsRounded fontSize="small" />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {NOTIFICATIONS.map(({ title, detail }) => (
          <MenuItem key={title} onClick={() => setAnchor(null)} sx={{ maxWidth: 320, whiteSpace: 'normal' }}>
            <ListItemText primary={title} secondary={detail} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The reporting period: a button that shows the period and opens a menu of the others. */
function RangePicker({ range, onRangeChange }: Pick<HeaderProps, 'range' | 'onRangeChange'>) {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const menuId = React.useId();
  const today = DAY_LABELS[DAY_LABELS.length - 1];

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        startIcon={<CalendarTodayRounded fontSize="small" />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderColor: 'divider', whiteSpace: 'nowrap' }}
      >
        Last {range} days
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {RANGES.map((option) => (
          <MenuItem
            key={option}
            selected={option === range}
            onClick={() => {
              onRangeChange(option);
              setAnchor(null);
            }}
          >
            <ListItemText primary={`Last ${option} days`} secondary={`Up to ${today}`} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Breadcrumbs on the left; search, reporting period, notifications and colour mode on the right. */
export default function Header({ section, onHome, range, onRangeChange, query, onQueryChange }: HeaderProps) {
  return (
    <Stack
      component="header"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, pt: 2 }}
    >
      <Breadcrumbs aria-label="Breadcrumb" separator={<NavigateNextRounded fontSize="small" />}>
        <Link
          component="button"
          type="button"
          variant="body2"
          color="text.secondary"
          underline="hover"
          onClick={onHome}
        >
          Dashboard
        </Link>
        <Typography variant="body2" aria-current="page" sx={{ color: 'text.primary', fontWeight: 600 }}>
          {section}
        </Typography>
      </Breadcrumbs>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          type="search"
          size="small"
          placeholder="Search pages…"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          sx={{ flex: 1, minWidth: 0, width: { sm: 200 } }}
          slotProps={{
            htmlInput: { 'aria-label': 'Search pages' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <RangePicker range={range} onRangeChange={onRangeChange} />
        <NotificationsButton />
        <ColorModeToggle />
      </Stack>
    </Stack>
  );
}
