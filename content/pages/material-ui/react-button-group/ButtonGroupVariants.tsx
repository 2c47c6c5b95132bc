import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

const variants = ['outlined', 'contained', 'text'] as const;

export default function ButtonGroupVariants() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Stack spacing={2}>
        {variants.map((variant) => (
          <ButtonGroup key={variant} variant={variant} aria-label={`${variant} group`}>
            <Button>Day</Button>
            <Button>Week</Button>
            <Button>Month</Button>
          </ButtonGroup>
        ))}
      </Stack>
      <ButtonGroup orientation="vertical" variant="contained" color="secondary" size="small" aria-label="Vertical group">
        <Button>Top</Button>
        <Button>Middle</Button>
        <Button disabled>Bottom</Button>
      </ButtonGroup>
    </Stack>
  );
}
