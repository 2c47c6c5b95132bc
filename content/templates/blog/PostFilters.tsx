import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { CATEGORIES, type Category } from './posts.ts';

interface PostFiltersProps {
  category: Category | null;
  onCategoryChange: (category: Category | null) => void;
  query: string;
  onQueryChange: (query: string) => void;
}

/** Category chips ("All" plus one per category) and a search field; both narrow the posts below. */
export default function PostFilters({ category, onCategoryChange, query, onQueryChange }: PostFiltersProps) {
  const chips: Array<{ label: string; value: Category | null }> = [
    { label: 'All categories', value: null },
    ...CATEGORIES.map((value) => ({ label: value, value })),
  ];

  return (
    <Stack
      direction={{ xs: 'column-reverse', md: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
    >
      <Stack direction="row" role="group" aria-label="Filter by category" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {chips.map(({ label, value }) => {
          const selected = category === value;
          return (
            <Chip
              key={label}
              label={label}
              clickable
              size="medium"
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              onClick={() => onCategoryChange(value)}
            />
          );
        })}
      </Stack>
      <TextField
        type="search"
        size="small"
        placeholder="Search posts…"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search posts' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
}
