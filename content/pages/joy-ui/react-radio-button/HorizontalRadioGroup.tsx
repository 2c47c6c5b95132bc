import { FormControl, FormLabel, Radio, RadioGroup } from '@mui/joy';

export default function HorizontalRadioGroup() {
  return (
    <FormControl>
      <FormLabel id="size-label">Size</FormLabel>
      <RadioGroup orientation="horizontal" aria-labelledby="size-label" defaultValue="m" name="size">
        <Radio value="s" label="S" />
        <Radio value="m" label="M" />
        <Radio value="l" label="L" />
        <Radio value="xl" label="XL" disabled />
      </RadioGroup>
    </FormControl>
  );
}
