import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const recentSearches = ['lighthouse keeper', 'lightweight tent', 'linen shirt', 'lime juicer', 'log splitter'];

export default function FreeSoloSearch() {
  return (
    <Autocomplete
      freeSolo
      options={recentSearches}
      sx={{ width: 320 }}
      renderInput={(params) => <TextField {...params} label="Search the shop" type="search" />}
    />
  );
}
