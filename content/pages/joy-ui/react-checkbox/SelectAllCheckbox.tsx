import * as React from 'react';
import { Box, Checkbox } from '@mui/joy';

const toppings = ['Basil', 'Chilli', 'Olives'];

export default function SelectAllCheckbox() {
  const [checked, setChecked] = React.useState([true, false, false]);
  const all = checked.every(Boolean);
  const some = checked.some(Boolean);

  return (
    <Box>
      <Checkbox
        label="All toppings"
        checked={all}
        indeterminate={some && !all}
        // Joy UI says "mixed" in ARIA only; the input's own state says it too, so both agree.
        slotProps={{
          input: {
            ref: (input: HTMLInputElement | null) => {
              if (input) input.indeterminate = some && !all;
            },
          },
        }}
        onChange={(event) => setChecked(checked.map(() => event.target.checked))}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, ml: 3, mt: 1 }}>
        {toppings.map((topping, index) => (
          <Checkbox
            key={topping}
            label={topping}
            checked={checked[index]}
            onChange={(event) => setChecked(checked.map((value, i) => (i === index ? event.target.checked : value)))}
          />
        ))}
      </Box>
    </Box>
  );
}
