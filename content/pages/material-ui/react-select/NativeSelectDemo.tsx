import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';

export default function NativeSelectDemo() {
  return (
    <FormControl sx={{ minWidth: 200 }}>
      <InputLabel variant="standard" htmlFor="native-country">
        Country
      </InputLabel>
      <NativeSelect id="native-country" defaultValue="pt">
        <option value="ar">Argentina</option>
        <option value="ke">Kenya</option>
        <option value="pt">Portugal</option>
        <option value="vn">Vietnam</option>
      </NativeSelect>
    </FormControl>
  );
}
