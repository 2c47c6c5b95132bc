import { FormControl, FormLabel, Option, Select } from '@mui/joy';

export default function BasicSelect() {
  return (
    <FormControl sx={{ width: 240 }}>
      <FormLabel id="pet-label">Pet</FormLabel>
      <Select defaultValue="dog" slotProps={{ button: { 'aria-labelledby': 'pet-label' } }}>
        <Option value="dog">Dog</Option>
        <Option value="cat">Cat</Option>
        <Option value="fish">Fish</Option>
        <Option value="bird">Bird</Option>
      </Select>
    </FormControl>
  );
}
