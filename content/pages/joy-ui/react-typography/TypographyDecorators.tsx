import { Chip, Stack, Typography } from '@mui/joy';
import CheckCircle from '@mui/icons-material/CheckCircle';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export default function TypographyDecorators() {
  return (
    <Stack spacing={1.5}>
      <Typography startDecorator={<CheckCircle color="success" />}>All checks passed on the main branch.</Typography>
      <Typography level="title-lg" component="div" endDecorator={<Chip size="sm" color="primary" variant="soft">Beta</Chip>}>
        Shared workspaces
      </Typography>
      <Typography level="body-sm" startDecorator={<InfoOutlined />}>
        Prices include VAT for deliveries within the EU.
      </Typography>
      <Typography>
        Renewal on{' '}
        <Typography variant="soft" color="warning" fontWeight="lg">
          31 March
        </Typography>{' '}
        — after that date the discount ends.
      </Typography>
    </Stack>
  );
}
