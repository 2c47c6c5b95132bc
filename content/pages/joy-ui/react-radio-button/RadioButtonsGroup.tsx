import { FormControl, FormLabel, Radio, RadioGroup } from '@mui/joy';

export default function RadioButtonsGroup() {
  return (
    <FormControl>
      <FormLabel>Delivery speed</FormLabel>
      <RadioGroup defaultValue="standard" name="delivery">
        <Radio value="standard" label="Standard (3-5 days)" />
        <Radio value="express" label="Express (1-2 days)" />
        <Radio value="pickup" label="Pick up in store" />
      </RadioGroup>
    </FormControl>
  );
}
