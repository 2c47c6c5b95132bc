import * as React from 'react';
import { Checkbox, Chip, Stack } from '@mui/joy';

const amenities = ['Wi-Fi', 'Parking', 'Pool', 'Pets allowed', 'Breakfast'];

export default function FilterChips() {
  const [chosen, setChosen] = React.useState<string[]>(['Wi-Fi']);

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label="Amenities">
      {amenities.map((amenity) => {
        const checked = chosen.includes(amenity);
        return (
          <Chip key={amenity} variant={checked ? 'soft' : 'outlined'} color={checked ? 'primary' : 'neutral'}>
            <Checkbox
              variant="outlined"
              color={checked ? 'primary' : 'neutral'}
              disableIcon
              overlay
              label={amenity}
              checked={checked}
              onChange={(event) => setChosen(event.target.checked ? [...chosen, amenity] : chosen.filter((a) => a !== amenity))}
            />
          </Chip>
        );
      })}
    </Stack>
  );
}
