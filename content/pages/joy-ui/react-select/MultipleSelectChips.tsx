import { Box, Chip, Option, Select } from '@mui/joy';

const languages = ['Go', 'Kotlin', 'Python', 'Rust', 'TypeScript'];

export default function MultipleSelectChips() {
  return (
    <Select
      multiple
      defaultValue={['Rust', 'TypeScript']}
      aria-label="Languages"
      renderValue={(selected) => (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {selected.map((option) => (
            <Chip key={option.value} variant="soft" color="primary">
              {option.label}
            </Chip>
          ))}
        </Box>
      )}
      sx={{ minWidth: 280 }}
    >
      {languages.map((language) => (
        <Option key={language} value={language}>
          {language}
        </Option>
      ))}
    </Select>
  );
}
