import { Option, Select, Stack } from '@mui/joy';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function SelectPlaceholderAndVariants() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 280 }}>
      {variants.map((variant) => (
        <Select key={variant} variant={variant} placeholder={`Choose a city (${variant})`} aria-label={`City, ${variant}`} sx={{ '--Select-placeholderOpacity': 0.9 }}>
          <Option value="lagos">Lagos</Option>
          <Option value="lima">Lima</Option>
          <Option value="lyon">Lyon</Option>
        </Select>
      ))}
    </Stack>
  );
}
