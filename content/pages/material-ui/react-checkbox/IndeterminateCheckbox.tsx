import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

export default function IndeterminateCheckbox() {
  const [items, setItems] = React.useState<boolean[]>([true, false]);
  const all = items.every(Boolean);
  const some = items.some(Boolean) && !all;

  return (
    <div>
      <FormControlLabel
        label="All notifications"
        control={
          <Checkbox
            checked={all}
            indeterminate={some}
            onChange={(event) => setItems(items.map(() => event.target.checked))}
          />
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', ml: 3 }}>
        {['Email', 'Push'].map((label, index) => (
          <FormControlLabel
            key={label}
            label={label}
            control={
              <Checkbox
                checked={items[index]}
                onChange={(event) =>
                  setItems(items.map((v, i) => (i === index ? event.target.checked : v)))
                }
              />
            }
          />
        ))}
      </Box>
    </div>
  );
}
