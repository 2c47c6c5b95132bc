import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';

const allUsers = ['amara.okafor', 'bo.lindqvist', 'chen.wei', 'dario.russo', 'elif.kaya', 'farah.haddad'];

function fetchUsers(): Promise<string[]> {
  return new Promise((resolve) => setTimeout(() => resolve(allUsers), 1200));
}

export default function AsyncOptions() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<string[]>([]);
  const loading = open && options.length === 0;

  React.useEffect(() => {
    if (!loading) return undefined;
    let active = true;
    fetchUsers().then((users) => active && setOptions(users));
    return () => {
      active = false;
    };
  }, [loading]);

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      loading={loading}
      sx={{ width: 300 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Assign to"
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
