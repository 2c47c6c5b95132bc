import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';

/** What an icon draws inside its svg: a path's `d`, or an element as tag, props and children. */
type Drawing = string | [string, Record<string, string | number>] | [string, Record<string, string | number>, Drawing[]];
type IconEntry = [name: string, drawing: Drawing[]];
type Theme = 'Filled' | 'Outlined' | 'Rounded' | 'TwoTone' | 'Sharp';

const themes: Array<{ value: Theme; label: string }> = [
  { value: 'Filled', label: 'Filled' },
  { value: 'Outlined', label: 'Outlined' },
  { value: 'Rounded', label: 'Rounded' },
  { value: 'TwoTone', label: 'Two tone' },
  { value: 'Sharp', label: 'Sharp' },
];
const PAGE_SIZE = 60;
const loaded = new Map<Theme, Promise<IconEntry[]>>();

/** The icons of one theme, fetched the first time that theme is searched and kept for the rest of the visit. */
function loadTheme(theme: Theme): Promise<IconEntry[]> {
  if (!loaded.has(theme)) {
    const request = import(`./iconIndex/${theme}.json`).then((module: { default: IconEntry[] }) => module.default);
    request.catch(() => loaded.delete(theme));
    loaded.set(theme, request);
  }
  return loaded.get(theme)!;
}

function draw(node: Drawing, key: number): React.ReactNode {
  if (typeof node === 'string') return <path key={key} d={node} />;
  const [tag, props, children] = node;
  return React.createElement(tag, { key, ...props }, children?.map(draw));
}

/** Names containing every typed word, those starting with the first word first. */
function search(icons: IconEntry[], query: string): IconEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return icons;
  const found = icons.filter(([name]) => words.every((word) => name.toLowerCase().includes(word)));
  const startsWithFirst = (name: string) => (name.toLowerCase().startsWith(words[0]) ? 0 : 1);
  return found.sort(([a], [b]) => startsWithFirst(a) - startsWithFirst(b));
}

function componentName(name: string, theme: Theme): string {
  return `${name}${theme === 'Filled' ? '' : theme}`;
}

export default function IconSearch() {
  const [theme, setTheme] = React.useState<Theme>('Filled');
  const [query, setQuery] = React.useState('');
  const [icons, setIcons] = React.useState<IconEntry[] | null>(null);
  const [status, setStatus] = React.useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const [shown, setShown] = React.useState(PAGE_SIZE);
  const [selected, setSelected] = React.useState<IconEntry | null>(null);

  const use = (next: Theme) => {
    setStatus((current) => (current === 'ready' && next === theme ? current : 'loading'));
    loadTheme(next).then(
      (entries) => {
        setIcons(entries);
        setStatus('ready');
        setSelected((current) => entries.find(([name]) => name === current?.[0]) ?? null);
      },
      () => setStatus('failed'),
    );
  };

  const results = React.useMemo(() => (icons ? search(icons, query) : []), [icons, query]);
  const start = () => status === 'idle' && use(theme);
  const inputRef = React.useRef<HTMLInputElement>(null);

  // The reader may have focused the field, or typed in it, before this component took over the server-rendered
  // page: pick up what was typed and load the index right away then.
  React.useEffect(() => {
    const input = inputRef.current;
    if (input === null || (input !== document.activeElement && input.value === '')) return;
    setQuery(input.value);
    use(theme);
  }, []); // Only on mount: later uses start the loading from their own events.

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label="Search icons"
          size="small"
          value={query}
          onFocus={start}
          onPointerEnter={start}
          inputRef={inputRef}
          onChange={(event) => {
            start();
            setQuery(event.target.value);
            setShown(PAGE_SIZE);
          }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
          sx={{ flex: 1 }}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={theme}
          aria-label="Icon theme"
          onChange={(_event, next: Theme | null) => {
            if (!next) return;
            setTheme(next);
            use(next);
          }}
        >
          {themes.map(({ value, label }) => (
            <ToggleButton key={value} value={value}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary', minHeight: 20 }}>
        {status === 'idle' && 'The index of every icon in the package loads when you first use the search.'}
        {status === 'loading' && (
          <>
            <CircularProgress size={14} sx={{ mr: 1, verticalAlign: 'middle' }} />
            Loading the {theme} icons…
          </>
        )}
        {status === 'failed' && 'The icon index could not be loaded. Check your connection and try again.'}
        {status === 'ready' && `${results.length} of ${icons?.length ?? 0} ${theme} icons match.`}
      </Typography>
      {selected && (
        <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <SvgIcon sx={{ fontSize: 48 }}>{selected[1].map(draw)}</SvgIcon>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1">{componentName(selected[0], theme)}Icon</Typography>
            <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {`import ${componentName(selected[0], theme)}Icon from '@mui/icons-material/${componentName(selected[0], theme)}';`}
            </Typography>
          </Box>
        </Paper>
      )}
      <Box component="ul" aria-label="Matching icons" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1 }}>
        {results.slice(0, shown).map((entry) => (
          <li key={entry[0]}>
            <Button
              color="inherit"
              onClick={() => setSelected(entry)}
              aria-pressed={selected?.[0] === entry[0]}
              sx={{ width: '100%', flexDirection: 'column', textTransform: 'none', gap: 0.5 }}
            >
              <SvgIcon>{entry[1].map(draw)}</SvgIcon>
              <Typography variant="caption" noWrap sx={{ maxWidth: '100%' }}>
                {entry[0]}
              </Typography>
            </Button>
          </li>
        ))}
      </Box>
      {results.length > shown && (
        <Button onClick={() => setShown(shown + PAGE_SIZE)} sx={{ alignSelf: 'center' }}>
          Show {Math.min(PAGE_SIZE, results.length - shown)} more
        </Button>
      )}
    </Stack>
  );
}
